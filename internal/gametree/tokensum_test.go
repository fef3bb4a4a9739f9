package gametree

import (
	"testing"

	"gametheory/pkg/game"
)

// TestTokenSum checks sums whose outcomes are worked out by hand: a loop
// keeps a draw unless the other token can win at once; a token on a
// two-cycle with an exit beside a lone sink.
func TestTokenSum(t *testing.T) {
	loop := [][]int{{0}}              // a loop: play on it never ends
	edge := [][]int{{1}, {}}          // 0 -> 1: one move, then none
	cycle := [][]int{{1}, {0, 2}, {}} // 0 <-> 1, 1 -> 2
	tests := []struct {
		name   string
		g1, g2 [][]int
		pairs  [][2]int
		want   []game.Outcome
	}{
		{"loop and sink", loop, edge, [][2]int{{0, 1}}, []game.Outcome{game.Draw}},
		{"loop and one move", loop, edge, [][2]int{{0, 0}}, []game.Outcome{game.Draw}},
		{"one move twice", edge, edge, [][2]int{{0, 0}, {0, 1}, {1, 1}}, []game.Outcome{game.Lose, game.Win, game.Lose}},
		{"cycle with an exit", cycle, edge, [][2]int{{0, 1}, {1, 1}, {1, 0}, {0, 0}}, []game.Outcome{game.Lose, game.Win, game.Lose, game.Win}},
	}
	for _, tc := range tests {
		got := TokenSum(tc.g1, tc.g2, tc.pairs)
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: pair %v is %v, want %v", tc.name, tc.pairs[i], got[i], tc.want[i])
			}
		}
	}
}
