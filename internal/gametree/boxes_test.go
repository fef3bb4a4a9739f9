package gametree

import "testing"

// TestBoxes: the statement's samples, and piles worked by hand. W and B
// alone are 1 and -1; WB is 1/2 (Alice's W, then a B that Bob can take
// to leave her a move); so W and B are fair together, and so are WB and
// BW, WB and WB and B, but not WB and B, nor equal counts of each colour
// in general: WB and WB and W and B have three of each and are worth 1.
func TestBoxes(t *testing.T) {
	b := NewBoxes()
	for _, c := range []struct {
		piles []string
		fair  bool
	}{
		{nil, true},
		{[]string{"W"}, false},
		{[]string{"W", "B"}, true},
		{[]string{"B", "W"}, true},
		{[]string{"WB", "BW"}, true},
		{[]string{"WB", "WB", "B"}, true},
		{[]string{"WB", "B"}, false},
		{[]string{"WB", "WB", "W", "B"}, false},
		{[]string{"WBB", "WBB", "BW"}, true},
		{[]string{"BBW", "BBW", "WB"}, false},
	} {
		if got := b.Fair(c.piles); got != c.fair {
			t.Errorf("Fair(%q) = %v, want %v", c.piles, got, c.fair)
		}
	}
	for _, c := range []struct {
		piles []string
		want  int
	}{
		{[]string{"B", "W"}, 2},
		{[]string{"B", "W", "WB", "WB"}, 5},
		{[]string{"B", "W", "WB", "WB", "BWW", "BWW"}, 10},
		{[]string{"WB"}, 0},
		{[]string{"WBB", "WBB", "BW"}, 8},
		{[]string{"BBW", "BBW", "WB"}, 0},
	} {
		if got := b.Largest(c.piles); got != c.want {
			t.Errorf("Largest(%q) = %d, want %d", c.piles, got, c.want)
		}
	}
}
