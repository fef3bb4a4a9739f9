// Command gen writes a random input for poj2348 (Euclid's Game): gen SEED
// [SIZE], 1 to 8 pairs of numbers from 1 to SIZE (default 30; the
// statement allows 2^31-1, the brute force searches up to 1000). Equal
// numbers, one a multiple of the other, and consecutive Fibonacci numbers
// (the longest chains of forced moves) come up often; pairs are sometimes
// split over lines, with blank lines, and one input in four ends without
// the "0 0".
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(30)
	size = max(1, min(size, 1<<31-1))
	for n := 1 + r.Intn(8); n > 0; n-- {
		a, b := casegen.Between(r, 1, size), casegen.Between(r, 1, size)
		switch r.Intn(6) {
		case 0:
			b = a
		case 1:
			a = b * (1 + r.Int63n(size/b))
		case 2: // consecutive Fibonacci numbers, the larger at most size
			f, g := int64(1), int64(1)
			for k := r.Intn(45); k > 0 && f+g <= size; k-- {
				f, g = g, f+g
			}
			a, b = g, f
		}
		if r.Intn(2) == 0 {
			a, b = b, a
		}
		sep := " "
		if r.Intn(5) == 0 {
			sep = "\n\n"
		}
		fmt.Print(a, sep, b, "\n")
	}
	if r.Intn(4) != 0 {
		fmt.Print("0 0\n")
	}
}
