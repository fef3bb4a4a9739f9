package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/game"
)

const (
	w = game.Win
	l = game.Lose
	d = game.Draw
)

// TestBerzerk: the statement's samples, and two circles worked by hand.
// On 2 objects any step is 1, into the hole. On 3, with Rick's step 1 and
// Morty's 2: Rick on object 2 and Morty on object 1 step into the hole;
// Rick on 1 and Morty on 2 send the monster to each other for ever.
func TestBerzerk(t *testing.T) {
	for _, c := range []struct {
		n     int
		steps [2][]int
		want  [2][]game.Outcome
	}{
		{5, [2][]int{{3, 2}, {1, 2, 3}}, [2][]game.Outcome{{l, w, w, d}, {d, w, w, w}}},
		{8, [2][]int{{6, 2, 3, 4}, {3, 6}}, [2][]game.Outcome{{w, w, w, w, w, w, w}, {l, w, l, l, w, l, l}}},
		{2, [2][]int{{1}, {1}}, [2][]game.Outcome{{w}, {w}}},
		{3, [2][]int{{1}, {2}}, [2][]game.Outcome{{d, w}, {w, d}}},
		{3, [2][]int{{1, 1}, {2}}, [2][]game.Outcome{{d, w}, {w, d}}},
	} {
		if got := Berzerk(c.n, c.steps); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Berzerk(%d, %v) = %v, want %v", c.n, c.steps, got, c.want)
		}
	}
}
