package wythoff

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gametheory/internal/gametree"
)

// TestAgainstSearch checks every pair a, b <= 100 against the game tree.
func TestAgainstSearch(t *testing.T) {
	g := gametree.New(gametree.WythoffMoves)
	for a := 0; a <= 100; a++ {
		for b := 0; b <= 100; b++ {
			if got, want := Lost(int64(a), int64(b)), !g.Wins([2]int{a, b}); got != want {
				t.Errorf("Lost(%d, %d) = %v, want %v", a, b, got, want)
			}
		}
	}
}

// floorKPhi returns ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋ = (k + ⌊√(5k²)⌋) / 2, exactly.
func floorKPhi(k int64) *big.Int {
	s := new(big.Int).SetInt64(k)
	s.Mul(s, s).Mul(s, big.NewInt(5)).Sqrt(s)
	s.Add(s, big.NewInt(k))
	return s.Rsh(s, 1)
}

// maxK is the largest k whose lost pair (⌊kφ⌋, ⌊kφ⌋+k) fits in int64.
var maxK = func() int64 {
	lo, hi := int64(1), int64(math.MaxInt64/2)
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		b := floorKPhi(mid)
		if b.Add(b, big.NewInt(mid)).IsInt64() {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}()

// checkK holds lost against math/big on the pairs of difference k whose
// smaller pile is ⌊kφ⌋ or next to it, in both orders.
func checkK(t *testing.T, k int64) {
	t.Helper()
	f := floorKPhi(k).Int64()
	for a := f - 2; a <= f+2; a++ {
		if a < 0 || a > math.MaxInt64-k {
			continue
		}
		want := a == f
		if Lost(a, a+k) != want || Lost(a+k, a) != want {
			t.Fatalf("k = %d: Lost(%d, %d) != %v", k, a, a+k, want)
		}
	}
}

// TestExactOverTheRange compares with math/big where ⌊kφ⌋ is hardest to
// get right, at the Fibonacci numbers (kφ comes closest to an integer
// there) and their neighbours, and at random k, over every k whose lost
// pair fits in int64.
func TestExactOverTheRange(t *testing.T) {
	n := 0
	for f1, f2 := int64(1), int64(2); f1 <= maxK; f1, f2 = f2, f1+f2 {
		for k := max(1, f1-3); k <= f1+3 && k <= maxK; k++ {
			checkK(t, k)
			n++
		}
		if f2 > math.MaxInt64-f1 {
			break
		}
	}
	rng := rand.New(rand.NewSource(1067))
	for i := 0; i < 200000; i++ {
		checkK(t, 1+rng.Int63n(maxK))
		checkK(t, 1+rng.Int63n(1e9))
	}
	for k := maxK - 1000; k <= maxK; k++ {
		checkK(t, k)
	}
	t.Logf("checked %d Fibonacci-adjacent k up to %d and 401000 others", n, maxK)
}

func TestExtremes(t *testing.T) {
	const m = math.MaxInt64
	top := floorKPhi(maxK).Int64()
	for _, c := range []struct {
		a, b int64
		lost bool
	}{
		{0, 0, true}, {m, m, false}, {0, m, false}, {m, 0, false}, {m - 1, m, false},
		{1, 2, true}, {top, top + maxK, true}, {top + maxK, top, true}, {top - 1, top + maxK, false},
	} {
		if got := Lost(c.a, c.b); got != c.lost {
			t.Errorf("Lost(%d, %d) = %v, want %v", c.a, c.b, got, c.lost)
		}
	}
}
