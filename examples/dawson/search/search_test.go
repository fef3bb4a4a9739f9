package search

import (
	"testing"

	"gametheory/pkg/octal"
)

// TestAgainstMex checks the search's values against plain mex over the
// octal code's moves.
func TestAgainstMex(t *testing.T) {
	g, err := octal.Parse(".137")
	if err != nil {
		t.Fatal(err)
	}
	for n, want := range g.Mex(300) {
		if v, err := dawson.Grundy(n); err != nil || v != want {
			t.Fatalf("G(%d) = %d, %v; plain mex %d", n, v, err, want)
		}
	}
}
