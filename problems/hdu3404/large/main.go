// Command large writes hdu3404's large case to standard output: large
// NAME, the one NAME being largest, 100 cases of 1000 lights (the
// statement's most) at x, y from 1 to 10000, drawn by math/rand's
// rand.New(rand.NewSource(3404)). The cases take turns: 1000 distinct
// random lights (won, almost surely); 500 random lights off the diagonal
// and the 500 lights mirrored, (y, x) beside (x, y), which cancel, since
// x ⊗ y = y ⊗ x (lost). Each case's lights are then shuffled.
package main

import (
	"bufio"
	"math/rand"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const n = 1000
	r := rand.New(rand.NewSource(3404))
	w.WriteString("100\n")
	for c := 0; c < 100; c++ {
		seen := map[[2]int64]bool{}
		var lights [][2]int64
		for len(lights) < n {
			p := [2]int64{1 + int64(r.Intn(10000)), 1 + int64(r.Intn(10000))}
			if c%2 == 0 {
				if !seen[p] {
					seen[p] = true
					lights = append(lights, p)
				}
				continue
			}
			q := [2]int64{p[1], p[0]}
			if p[0] != p[1] && !seen[p] && !seen[q] {
				seen[p], seen[q] = true, true
				lights = append(lights, p, q)
			}
		}
		r.Shuffle(len(lights), func(i, j int) { lights[i], lights[j] = lights[j], lights[i] })
		w.WriteString(casegen.Line(n))
		for _, p := range lights {
			w.WriteString(casegen.Line(p[0], p[1]))
		}
	}
}
