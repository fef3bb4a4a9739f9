// Command gen writes a random input for p2197 (Nim, T games): gen SEED
// [SIZE], with pile sizes up to SIZE (default 7; the statement allows up to
// 9999), 1 to 3 games of 0 to 4 piles, so that the brute force's search
// stays small. Empty games, empty piles and equal piles come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(7)
	size = min(size, 9999)
	t := 1 + r.Intn(3)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		n := r.Intn(5)
		fmt.Print(casegen.Line(int64(n)), casegen.Line(casegen.Piles(r, n, 0, size)...))
	}
}
