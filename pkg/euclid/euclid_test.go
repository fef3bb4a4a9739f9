package euclid

import (
	"testing"

	"gametheory/internal/gametree"
	"gametheory/pkg/game"
)

// bound is the largest number of the pairs TestAgainstSearch searches.
const bound = 200

// TestAgainstSearch compares Wins and Steps with pkg/game's search of
// Euclid's game, its outcome and its suspense number, on every pair of
// numbers from 0 to 200 (both orders, zeros and equal numbers included).
func TestAgainstSearch(t *testing.T) {
	g := game.New(gametree.EuclidMoves)
	for a := 0; a <= bound; a++ {
		for b := 0; b <= bound; b++ {
			p := [2]int{a, b}
			won, err := g.Wins(p)
			if err != nil {
				t.Fatal(err)
			}
			steps, err := g.Suspense(p)
			if err != nil {
				t.Fatal(err)
			}
			if got := Wins(uint64(a), uint64(b)); got != won {
				t.Fatalf("Wins(%d, %d) = %v, the search says %v", a, b, got, won)
			}
			if got := Steps(uint64(a), uint64(b)); got != steps {
				t.Fatalf("Steps(%d, %d) = %d, the search says %d", a, b, got, steps)
			}
		}
	}
}

// fib returns F(1) = F(2) = 1, F(3) = 2, ..., the last below 2^64.
func fib() []uint64 {
	f := []uint64{0, 1, 1}
	for {
		n := len(f)
		s := f[n-1] + f[n-2]
		if s < f[n-1] {
			return f
		}
		f = append(f, s)
	}
}

// TestLongChains checks the longest chains below 2^64, consecutive
// Fibonacci numbers, whose quotients are all 1 but the last, which is 2:
// (F(k+1), F(k)) is won exactly when k is even (the forced moves end at
// (2, 1), won, after k-2 of them), and its step count is k-1, one per
// quotient. It also checks the largest numbers: pairs near 2^64 and
// 2^63, where a careless 2b or a+b overflows.
func TestLongChains(t *testing.T) {
	f := fib()
	if len(f) != 94 {
		t.Fatalf("F(%d) is the last Fibonacci number below 2^64, want F(93)", len(f)-1)
	}
	for k := 2; k+1 < len(f); k++ {
		if got, want := Wins(f[k+1], f[k]), k%2 == 0; got != want {
			t.Errorf("Wins(F(%d), F(%d)) = %v", k+1, k, got)
		}
		if got := Steps(f[k], f[k+1]); got != k-1 {
			t.Errorf("Steps(F(%d), F(%d)) = %d, want %d", k, k+1, got, k-1)
		}
	}
	const top = 1<<64 - 1
	for _, c := range []struct {
		a, b  uint64
		won   bool
		steps int
	}{
		{top, top, true, 1},
		{top, 0, false, 0},
		{0, top, false, 0},
		{0, 0, false, 0},
		{top, 1, true, 1},
		// (top, top-1) is forced to (top-1, 1), won in one: lost, 2.
		{top, top - 1, false, 2},
		{top - 1, top, false, 2},
		// (top, 2^63) is forced to (2^63, 2^63-1), lost in 2: won, 3.
		{top, 1 << 63, true, 3},
		{1 << 63, 1<<63 - 1, false, 2},
		// (3*2^62-1, 2^63) is forced to (2^63, 2^62-1), q = 2, and then
		// (2^62-1, 2), q >= 2, then (2, 1), won in 1; each q >= 2 before
		// a won pair adds 2: 1, 3, 5, and the forced move 6.
		{3<<62 - 1, 1 << 63, false, 6},
		{1 << 63, 1<<62 - 1, true, 5},
	} {
		if got := Wins(c.a, c.b); got != c.won {
			t.Errorf("Wins(%d, %d) = %v, want %v", c.a, c.b, got, c.won)
		}
		if got := Steps(c.a, c.b); got != c.steps {
			t.Errorf("Steps(%d, %d) = %d, want %d", c.a, c.b, got, c.steps)
		}
	}
}
