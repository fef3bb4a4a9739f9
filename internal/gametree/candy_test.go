package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/game"
)

func TestCandyMoves(t *testing.T) {
	for _, c := range []struct {
		name string
		p    game.Multiset
		want []game.Multiset
	}{
		{"no candy: no move", game.Multiset{}, nil},
		{"one candy", game.NewMultiset(1), []game.Multiset{{}, {}}},
		{"ties for the largest", game.NewMultiset(1, 3, 3), []game.Multiset{game.NewMultiset(3, 1), game.NewMultiset(2, 2)}},
		{"a round empties the 1s", game.NewMultiset(1, 2, 1), []game.Multiset{game.NewMultiset(1, 1), game.NewMultiset(1)}},
	} {
		if got := CandyMoves(c.p); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: CandyMoves(%v) = %v, want %v", c.name, c.p.Sizes(), got, c.want)
		}
	}
	// The statement's samples, and its traps with one pile: eating the
	// last candy loses, so 1 is lost for the player to move and 2 won.
	g := New(CandyMoves)
	for _, c := range []struct {
		piles []int
		wins  bool
	}{{[]int{1, 3}, true}, {[]int{1, 2, 1}, true}, {[]int{1, 2, 3}, false}, {[]int{1}, false}, {[]int{2}, true}} {
		if got := g.MisereWins(game.NewMultiset(c.piles...)); got != c.wins {
			t.Errorf("piles %v: the search says wins %v", c.piles, got)
		}
	}
}
