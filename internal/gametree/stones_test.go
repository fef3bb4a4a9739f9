package gametree

import (
	"reflect"
	"testing"
)

func TestStoneMoves(t *testing.T) {
	// The path 0 - 1 - 2 with 1, 2, 3 stones: the statement's first
	// sample, won only from the middle.
	adj := [][]int{{1}, {0, 2}, {1}}
	moves := StoneMoves(adj)
	p := Stones{On: [12]uint8{1, 2, 3}, At: 1}
	want := []Stones{{On: [12]uint8{1, 1, 3}, At: 0}, {On: [12]uint8{1, 1, 3}, At: 2}}
	if got := moves(p); !reflect.DeepEqual(got, want) {
		t.Errorf("moves(%v) = %v, want %v", p, got, want)
	}
	if got := moves(Stones{On: [12]uint8{0, 2, 3}, At: 0}); got != nil {
		t.Errorf("no stone under the piece: moves %v", got)
	}
	g := New(moves)
	for v, wins := range []bool{false, true, false} {
		if got := g.Wins(Stones{On: p.On, At: int8(v)}); got != wins {
			t.Errorf("sample 1 from vertex %d: the search says wins %v", v+1, got)
		}
	}
}
