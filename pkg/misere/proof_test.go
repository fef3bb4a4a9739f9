package misere

import (
	"testing"

	"gametheory/pkg/octal"
)

// TestProofRejects checks the proof refuses a candidate guessed from too
// few tests: the tests of one heap cannot tell apart the sums of Dawson's
// Kayles that a second heap does.
func TestProofRejects(t *testing.T) {
	g, err := octal.Parse(".07")
	if err != nil {
		t.Fatal(err)
	}
	s := newSearch(g, 10, DefaultLimit)
	a, err := s.candidate(1)
	if err != nil {
		t.Fatal(err)
	}
	ok, err := s.proves(a)
	if err != nil {
		t.Fatal(err)
	}
	if a.commutes() && ok {
		t.Fatalf("a candidate from one-heap tests (%d elements) was proved", len(a.rep))
	}
}
