// Command gen writes a random input for p1247 (Nim, print the move): gen
// SEED [SIZE], 1 to 4 piles of sizes 0 to SIZE (default 7; the statement
// allows 10^9), so that the brute force's search stays small. Empty and
// equal piles come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(7)
	size = min(size, 1e9)
	k := 1 + r.Intn(4)
	fmt.Print(casegen.Line(int64(k)), casegen.Line(casegen.Piles(r, k, 0, size)...))
}
