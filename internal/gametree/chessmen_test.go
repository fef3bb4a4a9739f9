package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/game"
)

func TestChessMoves(t *testing.T) {
	// 0 -> 1, 0 -> 2, 1 -> 2 twice, 2 a sink.
	moves := ChessMoves([][]int{{1, 2}, {2, 2}, nil})
	for _, c := range []struct {
		name string
		p    game.Multiset
		want []game.Multiset
	}{
		{"no chessmen", Chessmen(), nil},
		{"on the sink", Chessmen(2, 2), nil},
		{"one chessman, a double edge", Chessmen(1), []game.Multiset{Chessmen(2), Chessmen(2)}},
		{"two on one vertex move as one", Chessmen(0, 2, 0), []game.Multiset{Chessmen(1, 0, 2), Chessmen(2, 0, 2)}},
		{"each vertex", Chessmen(1, 0), []game.Multiset{Chessmen(2, 0), Chessmen(2, 0), Chessmen(1, 1), Chessmen(1, 2)}},
	} {
		if got := moves(c.p); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestChessWins checks the search where the answer is plain: two
// chessmen on one vertex mirror each other and lose, whatever the graph;
// a chessman next to a sink wins; on a path 0 -> 1 -> 2 the chessmen
// win exactly when the number of moves left to the sink is odd.
func TestChessWins(t *testing.T) {
	g := New(ChessMoves([][]int{{1}, {2}, nil}))
	for _, c := range []struct {
		at   []int
		wins bool
	}{
		{nil, false}, {[]int{2}, false}, {[]int{1}, true}, {[]int{0}, false},
		{[]int{0, 0}, false}, {[]int{1, 1}, false}, {[]int{0, 1}, true}, {[]int{0, 1, 2}, true}, {[]int{1, 1, 0}, false},
	} {
		if got := g.Wins(Chessmen(c.at...)); got != c.wins {
			t.Errorf("chessmen on %v: Wins = %v", c.at, got)
		}
	}
}

func TestChessPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"vertex -1":     func() { Chessmen(-1) },
		"an edge to -1": func() { ChessMoves([][]int{{-1}})(Chessmen(0)) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}
