// Command gen writes a random input for poj1067 (Wythoff's game): gen SEED
// [SIZE], 1 to 3 pairs with piles up to SIZE (default 30; the statement
// allows 10^9). A pair is one of: random piles; equal piles; (0, 0); a
// lost pair (⌊kφ⌋, ⌊kφ⌋+k) for a random k, or its neighbour; the same for
// k among the three largest Fibonacci numbers that fit, where kφ is
// closest to an integer and float64 arithmetic goes wrong first (at
// k = 102334155: try SIZE 300000000). Either order.
package main

import (
	"fmt"
	"math/big"
	"math/rand"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(30)
	size = min(size, 1e9)
	for lines := 1 + r.Intn(3); lines > 0; lines-- {
		var a, b int64
		switch r.Intn(5) {
		case 0:
			a, b = r.Int63n(size+1), r.Int63n(size+1)
		case 1:
			a = r.Int63n(size + 1)
			b = a
		case 2:
			// (0, 0) stays (0, 0); the pair for k = 0 is the same.
		case 3:
			a, b = nearLost(r, r.Int63n(maxK(size)+1), size)
		case 4:
			var fib []int64
			for x, y, m := int64(1), int64(2), maxK(size); x <= m; x, y = y, x+y {
				fib = append(fib, x)
			}
			a, b = nearLost(r, fib[max(0, len(fib)-1-r.Intn(3))], size)
		}
		if r.Intn(2) == 0 {
			a, b = b, a
		}
		fmt.Print(casegen.Line(a, b))
	}
}

// floorKPhi returns ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2, exactly.
func floorKPhi(k int64) int64 {
	s := big.NewInt(k)
	s.Mul(s, s).Mul(s, big.NewInt(5)).Sqrt(s)
	return (s.Int64() + k) / 2
}

// maxK is the largest k whose lost pair fits under size.
func maxK(size int64) int64 {
	lo, hi := int64(0), size // floorKPhi(lo)+lo <= size < floorKPhi(hi+1)+hi+1
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if floorKPhi(mid)+mid <= size {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// nearLost returns the lost pair of difference k, or that pair with both
// piles one more or one less, kept within [0, size].
func nearLost(r *rand.Rand, k, size int64) (int64, int64) {
	a := floorKPhi(k) + int64(r.Intn(3)) - 1
	a = max(0, min(a, size-k))
	return a, a + k
}
