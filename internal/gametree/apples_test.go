package gametree

import (
	"testing"

	"gametheory/pkg/game"
)

// TestAppleMoves checks the moves from a line of 3, as the statement of
// HDU 2509 draws them (@@@ becomes @@, @ or @ @), and some misère
// outcomes worked out by hand: a lone apple loses, two lines of 2 lose
// (every move leaves a lone line or 2+1, then 1+1 or 2 for the other to
// answer), a line of 3 wins (take its middle).
func TestAppleMoves(t *testing.T) {
	got := map[string]bool{}
	for _, m := range AppleMoves(game.NewMultiset(3)) {
		got[m.String()] = true
	}
	want := []game.Multiset{game.NewMultiset(2), game.NewMultiset(1), game.NewMultiset(1, 1), game.NewMultiset()}
	if len(got) != len(want) {
		t.Errorf("moves from 3: %v, want %v", got, want)
	}
	for _, w := range want {
		if !got[w.String()] {
			t.Errorf("moves from 3: %v lacks %v", got, w)
		}
	}
	g := New(AppleMoves)
	for _, tc := range []struct {
		lines []int
		wins  bool
	}{
		{nil, true}, {[]int{1}, false}, {[]int{1, 1}, true}, {[]int{2, 2}, false}, {[]int{3}, true}, {[]int{1, 2, 3}, false},
	} {
		if w := g.MisereWins(game.NewMultiset(tc.lines...)); w != tc.wins {
			t.Errorf("lines %v: misère win %v, want %v", tc.lines, w, tc.wins)
		}
	}
}
