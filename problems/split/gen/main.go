// Command gen writes a random input for split: gen SEED [SIZE], 1 to 4
// numbers of stones N from 1 to SIZE (default 16; the statement allows
// 10^18), so that the brute force's search of every split stays small
// (N = 16: 231 splits, 3 ms; N = 20: 627 splits, 15 ms; it takes N up to
// 24). 1, SIZE and equal numbers come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(16)
	size = min(size, 1e18)
	t := 1 + r.Intn(4)
	fmt.Print(casegen.Line(int64(t)))
	for _, n := range casegen.Piles(r, t, 1, size) {
		fmt.Print(casegen.Line(n))
	}
}
