package gametree

import (
	"testing"

	"gametheory/pkg/octal"
)

// TestGrundySplits checks the search over GrundySplits against the
// Grundy values of pkg/octal's plain mex (octal.Game.Mex), computed
// apart: one heap is lost exactly when its value is 0, for every heap up
// to 40, and two heaps exactly when their values are equal, for every
// two heaps up to 24 each, which checks that dropping heaps of 1 and 2
// and merging equal heaps' moves lose nothing.
func TestGrundySplits(t *testing.T) {
	g, err := octal.Parse("grundy")
	if err != nil {
		t.Fatal(err)
	}
	want := g.Mex(41)
	search := New(GrundySplits)
	for n, v := range want {
		if w := search.Wins(GrundyPosition(n)); w != (v != 0) {
			t.Errorf("heap %d: the search says wins %v, G = %d", n, w, v)
		}
	}
	for a := 0; a <= 24; a++ {
		for b := 0; b <= 24; b++ {
			if w := search.Wins(GrundyPosition(a, b)); w != (want[a] != want[b]) {
				t.Errorf("heaps %d, %d: the search says wins %v, G = %d, %d", a, b, w, want[a], want[b])
			}
		}
	}
	if got := GrundySplits(GrundyPosition(7, 2, 1)); len(got) != 3 ||
		got[0] != GrundyPosition(6) || got[1] != GrundyPosition(5) || got[2] != GrundyPosition(4, 3) {
		t.Errorf("GrundySplits(7, 2, 1) = %v, want 6+1, 5+2, 4+3 without the 1s and 2s", got)
	}
}
