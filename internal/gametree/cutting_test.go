package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/game"
)

func TestCuttingMoves(t *testing.T) {
	won := game.Multiset{}
	for _, c := range []struct {
		name string
		p    game.Multiset
		want []game.Multiset
	}{
		{"1 x 1: no cut", Sheet(1, 1), nil},
		{"1 x 2: a 1 x 1 at once", Sheet(1, 2), []game.Multiset{won}},
		{"2 x 1: a 1 x 1 at once", Sheet(2, 1), []game.Multiset{won}},
		{"1 x 4: a 1 x 1 off the end first, then the other cut", Sheet(1, 4), []game.Multiset{won, game.NewMultiset(1<<4|2, 1<<4|2)}},
		{"2 x 2: two strips, either way", Sheet(2, 2), []game.Multiset{game.NewMultiset(1<<4|2, 1<<4|2), game.NewMultiset(2<<4|1, 2<<4|1)}},
		{"2 x 3: no 1 x 1 yet", Sheet(2, 3), []game.Multiset{game.NewMultiset(1<<4|3, 1<<4|3), game.NewMultiset(2<<4|1, 2<<4|2)}},
		{"two equal pieces cut as one", game.NewMultiset(2<<4|2, 2<<4|2, 1<<4|2), []game.Multiset{
			won,
			game.NewMultiset(1<<4|2, 1<<4|2, 2<<4|2, 1<<4|2),
			game.NewMultiset(2<<4|1, 2<<4|1, 2<<4|2, 1<<4|2),
		}},
	} {
		if got := CuttingMoves(c.p); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestCuttingWins checks the search on the sheets whose answer the rules
// give at once: 2 x 2, 2 x 3 and 3 x 2 are lost (each cut leaves a strip
// of width 1, out of which the opponent cuts a 1 x 1), a strip 1 x k,
// k >= 2, is won, and 1 x 1, without a cut, lost.
func TestCuttingWins(t *testing.T) {
	g := New(CuttingMoves)
	for _, c := range []struct {
		w, h int
		wins bool
	}{{1, 1, false}, {2, 2, false}, {2, 3, false}, {3, 2, false}, {1, 2, true}, {7, 1, true}, {2, 4, true}} {
		if got := g.Wins(Sheet(c.w, c.h)); got != c.wins {
			t.Errorf("%d x %d: Wins = %v", c.w, c.h, got)
		}
	}
}

func TestSheetPanics(t *testing.T) {
	for _, s := range [][2]int{{0, 3}, {3, 16}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Sheet(%d, %d) did not panic", s[0], s[1])
				}
			}()
			Sheet(s[0], s[1])
		}()
	}
}
