package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/enum"
	"gametheory/pkg/game"
)

func TestSimpleNimMoves(t *testing.T) {
	if got, want := SimpleNimMoves(game.NewMultiset(5, 2)), []game.Multiset{
		game.NewMultiset(2), game.NewMultiset(1, 2), game.NewMultiset(2, 2), game.NewMultiset(3, 2), game.NewMultiset(4, 2),
		game.NewMultiset(1, 1, 3, 2), game.NewMultiset(1, 2, 2, 2),
		game.NewMultiset(5), game.NewMultiset(1, 5),
	}; !reflect.DeepEqual(got, want) {
		t.Errorf("SimpleNimMoves(5, 2) = %v, want %v", got, want)
	}
	if got := SimpleNimMoves(game.Multiset{}); got != nil {
		t.Errorf("SimpleNimMoves() = %v, want no move", got)
	}
	// The splits of x into three: as many as the partitions of x into
	// exactly three parts, counted from enum.Partitions.
	for x := 0; x <= 40; x++ {
		want := 0
		if x >= 1 {
			enum.Partitions(x, func(parts []int) {
				if len(parts) == 3 {
					want++
				}
			})
		}
		got := SimpleNimOptions(x)
		if len(got) != x+want {
			t.Errorf("SimpleNimOptions(%d): %d options, want %d", x, len(got), x+want)
		}
		for _, o := range got[x:] {
			if len(o) != 3 || o[0] < 1 || o[0] > o[1] || o[1] > o[2] || o[0]+o[1]+o[2] != x {
				t.Errorf("SimpleNimOptions(%d): %v is not a split into three", x, o)
			}
		}
	}
}
