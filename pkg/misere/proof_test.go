package misere

import (
	"errors"
	"fmt"
	"testing"

	"gametheory/pkg/octal"
)

// exhaustive decides sums by searching their options, memoised, and knows
// no quotient.
type exhaustive struct {
	s    *search
	memo map[string]bool
}

func (e *exhaustive) lost(v []int) bool {
	k := key(v)
	if l, ok := e.memo[k]; ok {
		return l
	}
	lost, moved := true, false
	for i, c := range v {
		if c == 0 {
			continue
		}
		for _, o := range e.s.opts[i] {
			moved = true
			w := append([]int(nil), v...)
			w[i]--
			for _, l := range o {
				w[l]++
			}
			lost = lost && !e.lost(w)
		}
	}
	e.memo[k] = lost && moved
	return lost && moved
}

// sums calls f with every sum of the first m letters of s of weight
// under t.
func sums(s *search, m, t int, f func(v []int)) {
	v := make([]int, len(s.gen))
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == m {
			f(v)
			return
		}
		for c := 0; c*s.weight(i) < left; c++ {
			v[i] = c
			rec(i+1, left-c*s.weight(i))
		}
		v[i] = 0
	}
	rec(0, t)
}

// TestLeastBreak checks what the learning rests on: where the proof of a
// wrong candidate stops, at the sum m of least weight whose pair breaks
// the rule, every sum of less weight is told right by the candidate, m
// is told wrong, and m's true outcome is the one derived from its
// options' states; and where the proof finds no break, every sum is told
// right (here every sum of weight under 20). The candidates are the
// quotients of the smaller heaps with the next heap read as each of their
// elements, most of them wrong, and those calibrate makes.
func TestLeastBreak(t *testing.T) {
	for _, c := range []struct {
		code string
		n    int
	}{{".07", 16}, {".77", 9}, {".137", 15}, {"0.75", 6}, {".4", 12}} {
		g, err := octal.Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		s := newSearch(g, c.n, DefaultLimit)
		ex := &exhaustive{s: s, memo: make(map[string]bool)}
		k, broken, made := 0, 0, 0
		check := func(a *automaton, m []int, ok bool, what string) {
			if !ok {
				sums(s, s.m, 20, func(v []int) {
					if a.lost[a.add(0, v)] != ex.lost(v) {
						t.Fatalf("%s, heap %d, %s, proved: %v is told wrong", c.code, k, what, v)
					}
				})
				return
			}
			broken++
			if truth := ex.lost(m); a.lost[a.add(0, m)] == truth || s.derived(a, m) != truth {
				t.Fatalf("%s, heap %d, %s: the first sum broken, %v, is lost %v; the candidate says %v, its options %v", c.code, k, what, m, truth, a.lost[a.add(0, m)], s.derived(a, m))
			}
			sums(s, s.m, s.size(m), func(v []int) {
				if a.lost[a.add(0, v)] != ex.lost(v) {
					t.Fatalf("%s, heap %d, %s: %v, of less weight than the first sum broken %v, is told wrong", c.code, k, what, v, m)
				}
			})
		}
		testHookBreak = func(s *search, a *automaton, m []int, broken bool) {
			made++
			check(a, m, broken, "a candidate calibrated")
		}
		for ; k <= c.n; k++ {
			for s.m < len(s.gen) && s.gen[s.m] <= k {
				s.m++
			}
			for e := range s.prev.Mul {
				a := s.extend(e)
				m, ok, err := s.firstBreak(a)
				if err != nil {
					t.Fatal(err)
				}
				check(a, m, ok, fmt.Sprintf("read as %d", e))
			}
			if err := s.learn(k); err != nil {
				t.Fatal(err)
			}
		}
		testHookBreak = nil
		if broken == 0 || made == 0 {
			t.Errorf("%s: %d candidates broken, %d calibrated", c.code, broken, made)
		}
	}
}

// TestWorkBound checks the bound on all the work of Compute: a search
// that has taken all but one of its steps stops at the next, naming the
// bound.
func TestWorkBound(t *testing.T) {
	g, err := octal.Parse(".07")
	if err != nil {
		t.Fatal(err)
	}
	s := newSearch(g, 12, 100)
	s.spent = 100<<12 - 1
	var le *LimitError
	for k := 0; k <= 12 && le == nil; k++ {
		if err := s.learn(k); err != nil && !errors.As(err, &le) {
			t.Fatal(err)
		}
	}
	if le == nil || le.Limit != 100<<12 || le.What != "steps taken" {
		t.Errorf("the bound of %d steps: %v", 100<<12, le)
	}
}
