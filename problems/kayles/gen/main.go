// Command gen writes a random input for kayles: gen SEED [SIZE], 1 to 4
// rows of 0 to SIZE stones (default 6; the statement allows 10^18), so
// that the brute force's search over every position stays small: it
// takes at most 24 stones in all, which the default keeps to. Empty rows
// and equal rows, which cancel, come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	size = min(size, 1e18)
	n := 1 + r.Intn(4)
	fmt.Print(casegen.Line(int64(n)), casegen.Line(casegen.Piles(r, n, 0, size)...))
}
