// Command gen writes a random input for poj2311 (Cutting Game): gen SEED
// [SIZE], 1 to 6 sheets of sides 2 to SIZE (default 9, the longest the
// brute force searches; the statement allows 200). The lost sheets
// 2 x 2, 2 x 3 and 3 x 2, and sheets 2 wide, come up often, a pair is
// sometimes split over lines, and blank lines come between pairs.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(9)
	size = min(max(size, 2), 200)
	for n := 1 + r.Intn(6); n > 0; n-- {
		w, h := casegen.Between(r, 2, size), casegen.Between(r, 2, size)
		switch r.Intn(6) {
		case 0: // a sheet without a proper cut
			w, h = 2, 2+r.Int63n(min(size, 3)-1)
		case 1: // a strip 2 wide
			w = 2
		}
		if r.Intn(2) == 0 {
			w, h = h, w
		}
		sep := " "
		if r.Intn(5) == 0 {
			sep = "\n\n"
		}
		if r.Intn(5) == 0 {
			fmt.Println()
		}
		fmt.Print(w, sep, h, "\n")
	}
}
