// Command gen writes a random input for p4055 ([JSOI2009] 游戏): gen
// SEED [SIZE], a maze of at most SIZE cells (default 16; the statement
// allows 100 by 100, the brute force searches up to 20 free cells),
// strips of one row or column among them, its cells free with a
// probability drawn per maze, so that empty, sparse, full and checkered
// mazes all come up; rows sometimes separated by blank lines or ended by
// CR LF.
package main

import (
	"fmt"
	"math"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(16)
	size = min(size, 100*100)
	h := 1 + r.Int63n(min(size, 100)) // often a strip, one cell wide
	if r.Intn(4) != 0 {               // mostly about square
		h = 1 + r.Int63n(min(int64(math.Sqrt(float64(size)))+1, 100))
	}
	w := casegen.Between(r, 1, min(size/h, 100))
	p := r.Float64()
	var b strings.Builder
	b.WriteString(casegen.Line(h, w))
	for i := int64(0); i < h; i++ {
		row := make([]byte, w)
		for j := range row {
			row[j] = '#'
			if r.Float64() < p {
				row[j] = '.'
			}
		}
		switch r.Intn(8) {
		case 0:
			b.WriteString("\n")
		case 1:
			row = append(row, '\r')
		}
		b.Write(append(row, '\n'))
	}
	fmt.Print(b.String())
}
