// Command gen writes a random input for hdu1907 (John, misère Nim): gen
// SEED [SIZE], 1 to 3 cases of 1 to 6 heaps of 1 to SIZE stones (default
// 4; the statement allows 4747), so that the brute force's search, which
// takes at most 24 stones in a case, stays small. Cases of only heaps of
// 1, an odd or even number of them, and of heaps of 1 with a single larger
// heap, where misère play differs from normal play, come up often, as do
// equal heaps, which cancel; a case's heaps are sometimes split over
// lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(4)
	size = min(size, 4747)
	t := 1 + r.Intn(3)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		n := 1 + r.Intn(6)
		var heaps []int64
		switch r.Intn(3) {
		case 0: // only heaps of 1
			heaps = casegen.Piles(r, n, 1, 1)
		case 1: // heaps of 1 and one larger heap
			heaps = casegen.Piles(r, n, 1, 1)
			heaps[r.Intn(n)] = casegen.Between(r, 1, size)
		default:
			heaps = casegen.Piles(r, n, 1, size)
		}
		line := casegen.Line(heaps...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(n)), line)
	}
}
