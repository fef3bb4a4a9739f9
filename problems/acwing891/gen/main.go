// Command gen writes a random input for acwing891 (Nim): gen SEED [SIZE],
// 1 to 4 piles of sizes 1 to SIZE (default 7; the statement allows 10^9),
// so that the brute force's search stays small. Equal piles come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(7)
	size = min(size, 1e9)
	n := 1 + r.Intn(4)
	fmt.Print(casegen.Line(int64(n)), casegen.Line(casegen.Piles(r, n, 1, size)...))
}
