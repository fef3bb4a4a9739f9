// Command gen writes a random input for cf1537d (Deleting Divisors): gen
// SEED [SIZE], 1 to 10 cases of n in [1, SIZE] (default 1000; the
// statement allows 10^9, the brute force searches up to 10^5): any n, a
// small one, a power of two (whose winner follows the exponent's parity),
// an odd multiple of one, or an odd n, primes among them; the cases are
// sometimes separated by blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(1000)
	size = min(size, 1e9)
	t := 1 + r.Intn(10)
	var b strings.Builder
	b.WriteString(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		var n int64
		switch r.Intn(5) {
		case 0:
			n = casegen.Between(r, 1, size)
		case 1:
			n = casegen.Between(r, 1, min(16, size))
		case 2, 3: // a power of two, or an odd multiple of one
			k := 0
			for int64(2)<<k <= size {
				k++
			}
			n = int64(1) << r.Intn(k+1)
			if odd := 1 + 2*r.Int63n((size/n+1)/2); r.Intn(2) == 0 {
				n *= odd
			}
		default:
			n = casegen.Between(r, 1, size) | 1
			n = min(n, size)
		}
		if r.Intn(8) == 0 {
			b.WriteString("\n")
		}
		b.WriteString(casegen.Line(n))
	}
	fmt.Print(b.String())
}
