// Command gen writes a random input for abc201d (Game in Momotetsu World):
// gen SEED [SIZE], a grid of at most SIZE squares (default 30; the
// statement allows 2000 x 2000, the brute force searches up to 400), one
// row or one column one time in eight: squares at random, mostly blue,
// mostly red, or in a checkerboard, where the parity of the moves decides.
// Blank lines come between the rows, sometimes.
package main

import (
	"fmt"
	"math"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(30)
	size = min(size, 4e6)
	side := int64(math.Sqrt(float64(size)))
	h := casegen.Between(r, 1, min(2*side, size, 2000))
	if r.Intn(8) == 0 {
		h = 1
	}
	w := casegen.Between(r, 1, min(size/h, 2000))
	if r.Intn(2) == 0 {
		h, w = w, h
	}
	blue := []int{1, 2, 4, 7}[r.Intn(4)] // in 8
	checker := r.Intn(6) == 0
	var b strings.Builder
	b.WriteString(casegen.Line(h, w))
	for i := int64(0); i < h; i++ {
		for j := int64(0); j < w; j++ {
			if checker && (i+j)%2 == 0 || !checker && r.Intn(8) < blue {
				b.WriteByte('+')
			} else {
				b.WriteByte('-')
			}
		}
		b.WriteByte('\n')
		if r.Intn(10) == 0 {
			b.WriteByte('\n')
		}
	}
	fmt.Print(b.String())
}
