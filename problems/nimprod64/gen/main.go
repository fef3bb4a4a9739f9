// Command gen writes a random input for nimprod64 (Nim Product): gen SEED
// [SIZE], 1 to 8 queries of numbers from 0 to SIZE (default 64, which the
// brute force answers in a few milliseconds; the statement allows 2^64-1,
// the brute force's table of the mex definition stops at 255, and takes
// it some 0.4 s). Powers of two, where the Fermat 2-powers' rule shows,
// and equal numbers come up often; a query is sometimes split over lines,
// with blank lines.
package main

import (
	"fmt"
	"math/bits"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(64)
	size = min(size, 255)
	t := 1 + r.Intn(8)
	fmt.Println(t)
	for ; t > 0; t-- {
		var p [2]int64
		for i := range p {
			p[i] = casegen.Between(r, 0, size)
			if r.Intn(4) == 0 { // a power of two up to size
				p[i] = 1 << r.Intn(bits.Len64(uint64(size)))
			}
		}
		if r.Intn(6) == 0 {
			p[1] = p[0]
		}
		sep := " "
		if r.Intn(6) == 0 {
			sep = "\n\n"
		}
		fmt.Print(p[0], sep, p[1], "\n")
	}
}
