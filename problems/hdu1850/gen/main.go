// Command gen writes a random input for hdu1850 (Being a Good Boy in
// Spring Festival): gen SEED [SIZE], 1 to 3 cases of 2 to 6 heaps of 1 to
// SIZE cards (default 4; the statement allows 10^6), so that the brute
// force's search, which takes at most 24 cards in a case, stays small,
// and the line 0 that ends the input. Equal heaps, which cancel, come up
// often, and so do positions of xor 0 and several winning moves; a case's
// heaps are sometimes split over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(4)
	size = min(size, 1e6)
	for t := 1 + r.Intn(3); t > 0; t-- {
		m := 2 + r.Intn(5)
		heaps := casegen.Piles(r, m, 1, size)
		if r.Intn(4) == 0 { // the last heap the xor of the others: lost
			x := int64(0)
			for _, h := range heaps[:m-1] {
				x ^= h
			}
			if x >= 1 && x <= size {
				heaps[m-1] = x
			}
		}
		line := casegen.Line(heaps...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(m)), line)
	}
	fmt.Print("0\n")
}
