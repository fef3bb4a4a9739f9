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

// TestGuessMatchesSearch checks the quotient had by guessing from the
// smaller heaps' quotient against the one had by searching the sums in
// full: both are proved, so they must be the same monoid up to the
// numbering of its elements.
func TestGuessMatchesSearch(t *testing.T) {
	for _, c := range []struct {
		code string
		n    int
	}{{".07", 13}, {".77", 8}, {".137", 12}, {"0.75", 10}} {
		g, err := octal.Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		guessed, err := Compute(g, c.n, 0)
		if err != nil {
			t.Fatal(err)
		}
		searched, err := newSearch(g, c.n, DefaultLimit).quotient(maxTests)
		if err != nil {
			t.Fatal(err)
		}
		// The map from guessed's elements to searched's that heaps induce.
		to := map[int]int{0: 0}
		for h := 0; h <= c.n; h++ {
			to[guessed.Heap[h]] = searched.Heap[h]
		}
		for changed := true; changed; {
			changed = false
			for x, y := range to {
				for h := 0; h <= c.n; h++ {
					gx, sy := guessed.Mul[x][guessed.Heap[h]], searched.Mul[y][searched.Heap[h]]
					if z, ok := to[gx]; ok && z != sy {
						t.Fatalf("%s up to %d: element %d maps to both %d and %d", c.code, c.n, gx, z, sy)
					} else if !ok {
						to[gx], changed = sy, true
					}
				}
			}
		}
		if guessed.Order() != searched.Order() || len(to) != guessed.Order() {
			t.Fatalf("%s up to %d: orders %d and %d", c.code, c.n, guessed.Order(), searched.Order())
		}
		for x, y := range to {
			if guessed.P[x] != searched.P[y] {
				t.Fatalf("%s up to %d: element %d in P %v, its image %d %v", c.code, c.n, x, guessed.P[x], y, searched.P[y])
			}
		}
	}
}
