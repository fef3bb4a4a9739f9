// Command gen writes a random input for hdu5795 (A Simple Nim): gen SEED
// [SIZE], 1 to 3 cases of 1 to 5 heaps of 1 to SIZE candies (default 40;
// the statement allows 10^9, the brute force searches heaps up to 200).
// Equal heaps, which cancel, and heaps of 8k+7 and 8k+8, whose values are
// swapped, come up often; a case's heaps are sometimes split over lines,
// with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(40)
	size = min(size, 1e9)
	t := 1 + r.Intn(3)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		n := 1 + r.Intn(5)
		heaps := casegen.Piles(r, n, 1, size)
		for i, h := range heaps {
			if s := h - h%8 + 7 + r.Int63n(2); r.Intn(3) == 0 && s <= size {
				heaps[i] = s // 8k+7 or 8k+8
			}
		}
		line := casegen.Line(heaps...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(n)), line)
	}
}
