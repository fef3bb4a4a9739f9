package wythoff

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gametheory/internal/gametree"
)

// TestAgainstSearch checks Lost and Move at every position a, b <= 150
// against the game tree: Lost says what the search says, and at a won
// position Move is one of the moves and leads where the search says the
// player to move loses.
func TestAgainstSearch(t *testing.T) {
	const n = 150
	g := gametree.New(gametree.WythoffMoves)
	for a := 0; a <= n; a++ {
		for b := 0; b <= n; b++ {
			lost := !g.Wins([2]int{a, b})
			if got := Lost(int64(a), int64(b)); got != lost {
				t.Errorf("Lost(%d, %d) = %v, want %v", a, b, got, lost)
			}
			x, y, ok := Move(int64(a), int64(b))
			switch {
			case ok == lost:
				t.Errorf("Move(%d, %d): ok = %v at a position the search says is lost: %v", a, b, ok, lost)
			case ok && !gametree.IsWythoffMove([2]int{a, b}, [2]int{a - int(x), b - int(y)}):
				t.Errorf("Move(%d, %d) = %d, %d: not a move", a, b, x, y)
			case ok && g.Wins([2]int{a - int(x), b - int(y)}):
				t.Errorf("Move(%d, %d) = %d, %d: leaves a won position", a, b, x, y)
			}
		}
	}
}

// TestLegal checks Legal against the search's list of moves, with takes
// from -1 to one more than each pile.
func TestLegal(t *testing.T) {
	for a := 0; a <= 12; a++ {
		for b := 0; b <= 12; b++ {
			for x := -1; x <= a+1; x++ {
				for y := -1; y <= b+1; y++ {
					want := gametree.IsWythoffMove([2]int{a, b}, [2]int{a - x, b - y})
					if got := Legal(int64(a), int64(b), int64(x), int64(y)); got != want {
						t.Errorf("Legal(%d, %d, %d, %d) = %v, want %v", a, b, x, y, got, want)
					}
				}
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

// TestDivPhi compares ⌊c/φ⌋ with math/big, ⌊(√(5c²) - c) / 2⌋, on every
// c <= 10^5, around the Fibonacci numbers, at random c and at the top of
// the range, 2^63; and the constant with ⌊2^64/φ⌋.
func TestDivPhi(t *testing.T) {
	// ⌊c/φ⌋ = ⌊(c√5 - c) / 2⌋ = (⌊√(5c²)⌋ - c) / 2, rounded down.
	want := func(c *big.Int) *big.Int {
		s := new(big.Int).Mul(c, c)
		s.Mul(s, big.NewInt(5)).Sqrt(s).Sub(s, c)
		return s.Rsh(s, 1)
	}
	if got, want := new(big.Int).SetUint64(invPhi), want(new(big.Int).Lsh(big.NewInt(1), 64)); got.Cmp(want) != 0 {
		t.Fatalf("invPhi = %#x, want %#x", got, want)
	}
	check := func(c uint64) {
		if got, want := divPhi(c), want(new(big.Int).SetUint64(c)).Uint64(); got != want {
			t.Fatalf("divPhi(%d) = %d, want %d", c, got, want)
		}
	}
	for c := uint64(0); c <= 1e5; c++ {
		check(c)
	}
	for f1, f2 := uint64(1), uint64(2); f1 <= 1<<63; f1, f2 = f2, f1+f2 {
		for c := f1 - 1; c <= f1+3 && c <= 1<<63; c++ {
			check(c)
		}
	}
	rng := rand.New(rand.NewSource(1907))
	for i := 0; i < 100000; i++ {
		check(uint64(rng.Int63()))
	}
	for c := uint64(1<<63 - 1000); c <= 1<<63; c++ {
		check(c)
	}
}

// checkK holds Lost and Cold against math/big on the pairs of difference
// k whose smaller pile is ⌊kφ⌋ or next to it, in both orders, and Move
// on them and on their neighbours with the larger pile changed.
func checkK(t *testing.T, k int64) {
	t.Helper()
	f := floorKPhi(k).Int64()
	if a, b := Cold(k); a != f || b != f+k {
		t.Fatalf("Cold(%d) = %d, %d, want %d, %d", k, a, b, f, f+k)
	}
	for a := f - 2; a <= f+2; a++ {
		if a < 0 || a > math.MaxInt64-k {
			continue
		}
		want := a == f
		if Lost(a, a+k) != want || Lost(a+k, a) != want {
			t.Fatalf("k = %d: Lost(%d, %d) != %v", k, a, a+k, want)
		}
		for d := int64(-2); d <= 2 && a+k <= math.MaxInt64-d; d++ {
			if b := a + k + d; b >= 0 {
				checkMove(t, a, b)
				checkMove(t, b, a)
			}
		}
	}
}

// checkMove checks that Move at a, b answers ok exactly when Lost(a, b)
// is false, with a legal move that leaves a lost position.
func checkMove(t *testing.T, a, b int64) {
	t.Helper()
	x, y, ok := Move(a, b)
	switch {
	case ok == Lost(a, b):
		t.Fatalf("Move(%d, %d): ok = %v, Lost = %v", a, b, ok, !ok)
	case ok && !Legal(a, b, x, y):
		t.Fatalf("Move(%d, %d) = %d, %d: not a legal move", a, b, x, y)
	case ok && !Lost(a-x, b-y):
		t.Fatalf("Move(%d, %d) = %d, %d: leaves a won position", a, b, x, y)
	}
}

// TestExactOverTheRange compares with math/big where ⌊kφ⌋ is hardest to
// get right, at the Fibonacci numbers (kφ comes closest to an integer
// there) and their neighbours, and at random k, over every k whose lost
// pair fits in int64; and checks Move there and at random positions,
// with piles up to 10^9 and up to 2^63-1.
func TestExactOverTheRange(t *testing.T) {
	if maxK != 3523014627193176565 {
		t.Fatalf("the largest k whose pair fits is %d, not what Cold's doc says", maxK)
	}
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
		checkMove(t, rng.Int63(), rng.Int63())
		checkMove(t, rng.Int63n(1e9+1), rng.Int63n(1e9+1))
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
		checkMove(t, c.a, c.b)
	}
}
