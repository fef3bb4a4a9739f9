package gametree

import (
	"reflect"
	"testing"
)

func TestCandyMoves(t *testing.T) {
	for _, c := range []struct {
		name string
		p    Multiset
		want []Multiset
	}{
		{"no candy: no move", Multiset{}, nil},
		{"one candy", NewMultiset(1), []Multiset{{}, {}}},
		{"ties for the largest", NewMultiset(1, 3, 3), []Multiset{NewMultiset(3, 1), NewMultiset(2, 2)}},
		{"a round empties the 1s", NewMultiset(1, 2, 1), []Multiset{NewMultiset(1, 1), NewMultiset(1)}},
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
		if got := g.MisereWins(NewMultiset(c.piles...)); got != c.wins {
			t.Errorf("piles %v: the search says wins %v", c.piles, got)
		}
	}
}
