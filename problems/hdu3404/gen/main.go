// Command gen writes a random input for hdu3404 (Switch lights): gen SEED
// [SIZE], 1 to 3 cases, each of the lights on a board of at most SIZE
// cells (default 12, at most 1000, as the statement allows 1000 lights;
// the brute force searches boards of at most 12 cells), each cell on one
// time in two; or, one case in four, lights of a square board mirrored in
// its diagonal and off it, a lost position as x ⊗ y = y ⊗ x; or, one in
// eight, no light. The lights come in a random order, sometimes split
// over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(12)
	size = min(size, 1000)
	t := 1 + r.Intn(3)
	fmt.Println(t)
	for ; t > 0; t-- {
		w := casegen.Between(r, 1, size)
		h := casegen.Between(r, 1, size/w)
		var lights [][2]int64
		for x := int64(1); x <= w; x++ {
			for y := int64(1); y <= h; y++ {
				if r.Intn(2) == 0 {
					lights = append(lights, [2]int64{x, y})
				}
			}
		}
		switch r.Intn(8) {
		case 0:
			lights = nil
		case 1, 2: // the lights mirrored in the diagonal, off it: x ⊗ y = y ⊗ x, so lost
			w = min(w, h)
			lights = nil
			for x := int64(1); x <= w; x++ {
				for y := x + 1; y <= w; y++ {
					if r.Intn(2) == 0 {
						lights = append(lights, [2]int64{x, y}, [2]int64{y, x})
					}
				}
			}
		}
		r.Shuffle(len(lights), func(i, j int) { lights[i], lights[j] = lights[j], lights[i] })
		var b strings.Builder
		for _, l := range lights {
			b.WriteString(casegen.Line(l[0], l[1]))
		}
		body := b.String()
		if r.Intn(4) == 0 {
			body = "\n" + strings.ReplaceAll(body, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(len(lights))), body)
	}
}
