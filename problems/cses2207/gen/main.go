// Command gen writes a random input for cses2207 (Grundy's Game): gen SEED
// [SIZE], 1 to 6 queries of heaps from 1 to SIZE (default 30; the
// statement allows 10^6, the brute force searches up to 60), so that the
// brute force's search stays small. Heaps of 1 and 2, which have no move,
// and SIZE itself come up often; sometimes a query stands after blank
// lines, or on the line of the one before.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(30)
	size = min(max(size, 1), 1e6)
	t := 1 + r.Intn(6)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		n := casegen.Between(r, 1, size)
		if r.Intn(6) == 0 {
			n = 1 + r.Int63n(min(size, 2))
		}
		switch r.Intn(6) {
		case 0:
			fmt.Print("\n\n", n, "\n")
		case 1:
			fmt.Print(n, " ")
		default:
			fmt.Print(n, "\n")
		}
	}
	fmt.Println()
}
