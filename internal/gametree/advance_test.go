package gametree

import (
	"testing"

	"gametheory/pkg/cgt"
)

// TestAdvanceOrEat: the statement's samples, and boards worked by hand.
// On one cell Takahashi wins only by eating a B: a W in the top row
// cannot move. On ".." over "W." his one move takes the W up, and Snuke
// eats it. On "B." over "W." he eats the B and Snuke, whose only move was
// to eat, eats the W: Takahashi has no move left. On "W." over "B." he
// must eat the B (the W is at the top) and Snuke eats the W.
func TestAdvanceOrEat(t *testing.T) {
	g := NewAdvanceOrEat()
	for _, c := range []struct {
		board []string
		wins  bool
	}{
		{[]string{"BB.", ".B.", "..."}, true},
		{[]string{"..", "WW"}, false},
		{[]string{"WWBW", "WWWW", "BWB.", "BBBB"}, false},
		{[]string{"W"}, false},
		{[]string{"B"}, true},
		{[]string{"."}, false},
		{[]string{"..", "W."}, false},
		{[]string{"B.", "W."}, false},
		{[]string{"W.", "B."}, false},
		{[]string{"..", "B."}, true},
	} {
		if got := g.TakahashiWins(c.board); got != c.wins {
			t.Errorf("TakahashiWins(%q) = %v, want %v", c.board, got, c.wins)
		}
	}
}

// TestAdvanceOrEatValue: columns worked by hand, as boards one cell wide.
// A lone B is 1 (Takahashi eats it, Snuke has no move), a lone W -1. A W
// below an empty cell is {-1 | 0} = -1/2: Takahashi's one move takes it
// to the top, where it is -1, and Snuke eats it, leaving 0; two cells
// lower it is {-1/2 | 0} = -1/4.
func TestAdvanceOrEatValue(t *testing.T) {
	g := NewAdvanceOrEat()
	for _, c := range []struct {
		column []string
		want   cgt.Dyadic
	}{
		{[]string{"B"}, cgt.NewDyadic(1, 0)},
		{[]string{"W"}, cgt.NewDyadic(-1, 0)},
		{[]string{"."}, cgt.NewDyadic(0, 0)},
		{[]string{".", "W"}, cgt.NewDyadic(-1, 1)},
		{[]string{".", ".", "W"}, cgt.NewDyadic(-1, 2)},
		{[]string{"W", "B"}, cgt.NewDyadic(0, 0)},
	} {
		if got, ok := g.Value(c.column).Number(); !ok || got != c.want {
			t.Errorf("Value(%q) = %v, want %v", c.column, g.Value(c.column), c.want)
		}
	}
}
