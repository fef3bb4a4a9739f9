package gametree

import (
	"reflect"
	"testing"
)

func TestEuclidMoves(t *testing.T) {
	for _, c := range []struct {
		p    [2]int
		want [][2]int
	}{
		{[2]int{5, 2}, [][2]int{{3, 2}, {1, 2}}},
		{[2]int{2, 7}, [][2]int{{2, 5}, {2, 3}, {2, 1}}},
		{[2]int{3, 3}, [][2]int{{0, 3}, {3, 0}}},
		{[2]int{4, 2}, [][2]int{{2, 2}, {0, 2}}},
		{[2]int{0, 3}, nil},
		{[2]int{3, 0}, nil},
		{[2]int{0, 0}, nil},
	} {
		if got := EuclidMoves(c.p); !reflect.DeepEqual(got, c.want) {
			t.Errorf("EuclidMoves(%v) = %v, want %v", c.p, got, c.want)
		}
	}
}

func TestNewPairs(t *testing.T) {
	got := NewEuclidGames([2]int{1, 3}, [2]int{0, 5}, [2]int{4, 4}, [2]int{3, 2}, [2]int{7, 0})
	want := EuclidGames{{4, 4}, {3, 2}, {3, 1}}
	if got != want {
		t.Errorf("NewEuclidGames = %v, want %v", got, want)
	}
	if NewEuclidGames([2]int{0, 0}) != (EuclidGames{}) {
		t.Error("a finished pair is not dropped")
	}
}

func TestPairsMoves(t *testing.T) {
	got := EuclidGamesMoves(NewEuclidGames([2]int{3, 1}, [2]int{1, 1}, [2]int{0, 9}))
	want := []EuclidGames{ // (3,1) to (2,1), (1,1) or (0,1); (1,1) to (0,1) or (1,0)
		{{2, 1}}, {{2, 1}}, {{1, 1}}, {{1, 1}}, {}, {},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("EuclidGamesMoves = %v, want %v", got, want)
	}
	if m := EuclidGamesMoves(EuclidGames{}); m != nil {
		t.Errorf("moves %v from finished games", m)
	}
}

// TestPairsGame: one game alone is Euclid's game, and two games (1, 1)
// and (2, 1) end together after one turn or after two: the first player
// moves (2, 1) to (1, 1) and wins.
func TestPairsGame(t *testing.T) {
	one, alone := New(EuclidGamesMoves), New(EuclidMoves)
	for a := 0; a <= 12; a++ {
		for b := 0; b <= 12; b++ {
			if one.Wins(NewEuclidGames([2]int{a, b})) != alone.Wins([2]int{a, b}) {
				t.Errorf("(%d, %d) alone differs", a, b)
			}
		}
	}
	if !one.Wins(NewEuclidGames([2]int{1, 1}, [2]int{2, 1})) {
		t.Error("(1, 1) with (2, 1) is lost")
	}
	if one.Wins(NewEuclidGames([2]int{3, 2}, [2]int{1, 1})) {
		t.Error("(3, 2) with (1, 1) is won")
	}
}

func TestFibNim(t *testing.T) {
	got := FibNimMoves(FibNim{5, 3})
	want := []FibNim{{4, 2}, {3, 3}, {2, 2}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FibNimMoves = %v, want %v", got, want)
	}
	if FibNimMoves(FibNimStart(1)) != nil {
		t.Error("a first move takes the only stone")
	}
	g := New(FibNimMoves)
	// Worked by hand: 2 and 3 stones are lost for the first player (every
	// take leaves the rest within the opponent's reach), 4 is won by
	// taking 1 (from 3 left, 1 or 2 taken leaves the rest in reach).
	for n, want := range map[int]bool{1: false, 2: false, 3: false, 4: true} {
		if g.Wins(FibNimStart(n)) != want {
			t.Errorf("%d stones: won %v", n, !want)
		}
	}
}
