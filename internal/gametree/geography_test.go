package gametree

import (
	"reflect"
	"testing"
)

func TestGeography(t *testing.T) {
	if got, want := GridAdjacency(2, 3), []uint32{0b001010, 0b010101, 0b100010, 0b010001, 0b101010, 0b010100}; !reflect.DeepEqual(got, want) {
		t.Errorf("GridAdjacency(2, 3) = %b, want %b", got, want)
	}
	// A path of n vertices: the player to move from an end wins exactly
	// when n is even (the moves are forced); from the middle of a path of
	// 3, either way leaves the opponent at an end with nothing to enter.
	for n := 1; n <= 12; n++ {
		g := NewGeography(GridAdjacency(1, n))
		if got := g.Wins(1<<n-2, 0); got != (n%2 == 0) {
			t.Errorf("path of %d from its end: wins %v", n, got)
		}
	}
	g := NewGeography(GridAdjacency(1, 3))
	if !g.Wins(0b101, 1) || !g.Wins(0b100, 1) || g.Wins(0, 1) {
		t.Error("path of 3 from its middle")
	}
	// The statement's sample, .## / ... / #.#: the token placed on (2, 3)
	// or (3, 2) leaves the first move's player lost, and on no other cell.
	g = NewGeography(GridAdjacency(3, 3))
	passable := uint32(0b010_111_001)
	for v := 0; v < 9; v++ {
		if passable>>v&1 == 1 {
			if lost := !g.Wins(passable&^(1<<v), v); lost != (v == 5 || v == 7) {
				t.Errorf("sample, start at cell %d: lost %v", v, lost)
			}
		}
	}
}
