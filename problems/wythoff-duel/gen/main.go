// Command gen writes a random case of wythoff-duel, the jury's input: gen
// SEED [SIZE], 1 to 5 games with piles up to SIZE (default 30; the
// statement allows 10^9), then a seed for the jury. A game starts at one
// of: random piles; equal piles; (0, 0); one empty pile; a lost pair
// (⌊kφ⌋, ⌊kφ⌋+k) for a random k, or a neighbour of it; the same for k
// among the three largest Fibonacci numbers whose pair fits, where kφ is
// closest to an integer and float64 arithmetic goes wrong first (at
// k = 102334155: try SIZE 300000000); piles within 2 of SIZE. Either order.
package main

import (
	"fmt"
	"io"
	"math/rand"
	"os"

	"gametheory/internal/casegen"
	"gametheory/pkg/wythoff"
)

func main() {
	r, size := casegen.Args(30)
	write(os.Stdout, r, min(size, 1e9))
}

// write writes a case with piles up to size.
func write(w io.Writer, r *rand.Rand, size int64) {
	t := 1 + r.Intn(5)
	fmt.Fprint(w, casegen.Line(int64(t)))
	for ; t > 0; t-- {
		var a, b int64
		switch r.Intn(7) {
		case 0:
			a, b = casegen.Between(r, 0, size), casegen.Between(r, 0, size)
		case 1:
			a = casegen.Between(r, 0, size)
			b = a
		case 2:
			// (0, 0)
		case 3:
			b = casegen.Between(r, 1, size)
		case 4:
			a, b = nearLost(r, r.Int63n(maxK(size)+1), size)
		case 5:
			fib := []int64{0} // (0, 0) if no Fibonacci pair fits
			for x, y, m := int64(1), int64(2), maxK(size); x <= m; x, y = y, x+y {
				fib = append(fib, x)
			}
			a, b = nearLost(r, fib[max(0, len(fib)-1-r.Intn(3))], size)
		case 6:
			a, b = max(0, size-r.Int63n(3)), max(0, size-r.Int63n(3))
		}
		if r.Intn(2) == 0 {
			a, b = b, a
		}
		fmt.Fprint(w, casegen.Line(a, b))
	}
	fmt.Fprint(w, casegen.Line(r.Int63()))
}

// maxK is the largest k whose lost pair fits under size.
func maxK(size int64) int64 {
	lo, hi := int64(0), size // Cold(lo) fits, Cold(hi+1) does not
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if _, b := wythoff.Cold(mid); b <= size {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// nearLost returns the lost pair of difference k, or that pair with one
// pile or both one more or one less, kept within [0, size].
func nearLost(r *rand.Rand, k, size int64) (int64, int64) {
	a, b := wythoff.Cold(k)
	switch r.Intn(4) {
	case 1:
		a += r.Int63n(3) - 1
	case 2:
		b += r.Int63n(3) - 1
	case 3:
		d := r.Int63n(3) - 1
		a, b = a+d, b+d
	}
	return max(0, min(a, size)), max(0, min(b, size))
}
