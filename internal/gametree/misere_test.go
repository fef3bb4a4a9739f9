package gametree

import "testing"

// TestNimMisere checks the misère search and the count of winning moves
// of any number of piles against the search of four fixed piles, on
// every position of up to four piles of at most 4.
func TestNimMisere(t *testing.T) {
	fixed := New(NimMoves)
	search := NewNim()
	EachPiles(4, func(n int, p Piles) {
		if got, want := search.MisereWins(p[:n]), fixed.MisereWins(p); got != want {
			t.Errorf("Nim.MisereWins(%v) = %v, want %v", p[:n], got, want)
		}
		want := 0
		for _, q := range NimMoves(p) {
			if !fixed.Wins(q) {
				want++
			}
		}
		if got := search.WinningMoves(p[:n]); got != want {
			t.Errorf("Nim.WinningMoves(%v) = %d, want %d", p[:n], got, want)
		}
	})
	for _, c := range []struct {
		piles []int
		wins  bool
	}{{nil, true}, {[]int{1}, false}, {[]int{1, 1}, true}, {[]int{2}, true}, {[]int{2, 2}, false}} {
		if got := search.MisereWins(c.piles); got != c.wins {
			t.Errorf("Nim.MisereWins(%v) = %v, want %v", c.piles, got, c.wins)
		}
	}
	if got := search.WinningMoves([]int{5, 5, 4}); got != 3 {
		t.Errorf("Nim.WinningMoves([5 5 4]) = %d, want 3", got)
	}
}
