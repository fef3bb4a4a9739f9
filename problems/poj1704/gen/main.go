// Command gen writes a random input for poj1704 (Georgia and Bob): gen
// SEED [SIZE], 1 to 3 cases of 1 to 6 pieces on cells up to SIZE
// (default 10; the statement allows 10000, the brute force searches up to
// 20), so that the brute force's search stays small. The cells come in
// any order, a piece on cell 1 and runs of adjacent pieces come up often,
// and a case's cells are sometimes split over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(10)
	size = min(size, 1e4)
	t := 1 + r.Intn(3)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		n := 1 + r.Int63n(min(size, 6))
		var cells []int64
		if r.Intn(4) == 0 { // a run of adjacent pieces
			first := casegen.Between(r, 1, size-n+1)
			for c := first; c < first+n; c++ {
				cells = append(cells, c)
			}
		} else {
			taken := map[int64]bool{}
			for int64(len(cells)) < n {
				if c := casegen.Between(r, 1, size); !taken[c] {
					taken[c] = true
					cells = append(cells, c)
				}
			}
		}
		r.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		line := casegen.Line(cells...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n")
		}
		fmt.Print(casegen.Line(n), line)
	}
}
