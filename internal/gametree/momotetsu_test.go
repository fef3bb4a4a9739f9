package gametree

import (
	"testing"

	"gametheory/pkg/game"
)

// TestMomotetsu: the statement's samples, and grids worked by hand: on
// one row the moves are forced; on "+-" over "+-" Takahashi goes down
// (+1), Aoki right (-1), where going right first draws; on "++" over
// "-+" Takahashi goes right (+1), Aoki down (+1): a draw, where going
// down first loses.
func TestMomotetsu(t *testing.T) {
	for _, c := range []struct {
		grid []string
		want game.Outcome
	}{
		{[]string{"---", "+-+", "+--"}, w},
		{[]string{"+++-", "-+-+"}, l},
		{[]string{"-"}, d},
		{[]string{"+-"}, l},
		{[]string{"+-", "+-"}, w},
		{[]string{"-++"}, d},
		{[]string{"-+-"}, w},
		{[]string{"++", "-+"}, d},
	} {
		if got := Momotetsu(c.grid); got != c.want {
			t.Errorf("Momotetsu(%q) = %v, want %v", c.grid, got, c.want)
		}
	}
}
