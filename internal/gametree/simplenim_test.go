package gametree

import (
	"reflect"
	"testing"
)

func TestSimpleNimMoves(t *testing.T) {
	if got, want := SimpleNimMoves(NewMultiset(5, 2)), []Multiset{
		NewMultiset(2), NewMultiset(1, 2), NewMultiset(2, 2), NewMultiset(3, 2), NewMultiset(4, 2),
		NewMultiset(1, 1, 3, 2), NewMultiset(1, 2, 2, 2),
		NewMultiset(5), NewMultiset(1, 5),
	}; !reflect.DeepEqual(got, want) {
		t.Errorf("SimpleNimMoves(5, 2) = %v, want %v", got, want)
	}
	if got := SimpleNimMoves(Multiset{}); got != nil {
		t.Errorf("SimpleNimMoves() = %v, want no move", got)
	}
	// The splits of x into three: as many as the partitions of x into
	// exactly three parts, counted from EachPartition.
	for x := 0; x <= 40; x++ {
		want := 0
		if x >= 1 {
			EachPartition(x, func(parts []int) {
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
