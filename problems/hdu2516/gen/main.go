// Command gen writes a random input for hdu2516 (Fibonacci Nim): gen SEED
// [SIZE], 1 to 8 heaps of 2 to SIZE stones (default 100; the statement
// allows up to 2^31-1, the brute force searches up to 1000). Fibonacci
// numbers and their neighbours come up often, cases are sometimes
// separated by blank lines, and one input in four ends without the "0".
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(100)
	size = max(2, min(size, 1<<31-1))
	for n := 1 + r.Intn(8); n > 0; n-- {
		v := casegen.Between(r, 2, size)
		if r.Intn(2) == 0 { // a Fibonacci number at most v, maybe off by one
			f, g := int64(1), int64(2)
			for g <= v {
				f, g = g, f+g
			}
			v = max(2, min(size, f+int64(r.Intn(3))-1))
		}
		sep := "\n"
		if r.Intn(5) == 0 {
			sep = "\n\n"
		}
		fmt.Print(v, sep)
	}
	if r.Intn(4) != 0 {
		fmt.Print("0\n")
	}
}
