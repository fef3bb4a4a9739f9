// Command gen writes a random input for hdu3032 (Lasker's Nim): gen SEED
// [SIZE], 1 to 3 cases of 1 to 4 heaps of 1 to SIZE stones (default 5;
// the statement allows 2^31-1), so that the brute force's search, which
// takes at most 20 stones in a case, stays small. Equal heaps, which
// cancel, and heaps of 3 and 4, whose values are not their sizes, come up
// often; a case's heaps are sometimes split over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(5)
	size = min(size, 1<<31-1)
	t := 1 + r.Intn(3)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		n := 1 + r.Intn(4)
		line := casegen.Line(casegen.Piles(r, n, 1, size)...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(n)), line)
	}
}
