package misere

import "fmt"

// maxRounds bounds the candidates calibrated for one heap.
const maxRounds = 1 << 10

// calibrate finds the quotient of the heaps up to k where heap k is no
// element of the smaller heaps' quotient, as MisereSolver does. The first
// candidate is that quotient times a cyclic monoid for heap k; each
// candidate is marked and reduced (candidate), and proved (firstBreak).
// Where the proof breaks at the sum m, m's true outcome is the one its
// options' states derive (every sum of less weight is told right), and
// the next candidate frees some of m's heaps from the last (recalibrate)
// until one tells m right.
func (s *search) calibrate(k int) error {
	a, err := s.candidate(s.extend(0), []cyclic{{s.index[k], 2, 2}})
	for round := 0; err == nil; round++ {
		var m []int
		var broken bool
		if m, broken, err = s.firstBreak(a); err != nil {
			return err
		}
		if testHookBreak != nil {
			testHookBreak(s, a, m, broken)
		}
		if !broken {
			s.prev, s.prevM = s.quotient(a, k), s.m
			return nil
		}
		if round == maxRounds {
			return &LimitError{N: s.n, What: "candidates tried", Limit: maxRounds, Found: len(a.next)}
		}
		a, err = s.recalibrate(a, m)
	}
	return err
}

// testHookBreak, where set, is called with each candidate calibrate
// proves and where its proof broke.
var testHookBreak func(s *search, a *automaton, m []int, broken bool)

// A cyclic is the monoid of the powers of a generator, letter's heap,
// g^0 to g^(index+period-1), where g^(index+period) = g^index.
type cyclic struct{ letter, index, period int }

// candidate returns the reduced automaton of the product of the states
// of base reached by the letters not in free and the cyclic monoids of
// free, marked (mark).
func (s *search) candidate(base *automaton, free []cyclic) (*automaton, error) {
	a, err := s.product(base, free)
	if err != nil {
		return nil, err
	}
	s.mark(a)
	r, rounds := reduce(a)
	return r, s.spend(len(a.next)*(rounds*s.m+s.moves), len(base.next))
}

// product returns the automaton whose states are a state of base and a
// power of each generator of free, reached from the empty sum: a letter
// in free moves its power on, any other moves the state of base.
func (s *search) product(base *automaton, free []cyclic) (*automaton, error) {
	comp := make([]int, s.m) // comp[i]: 1 + letter i's place in free, or 0
	powers := 1              // the states with base's at 0, all reached
	for j, c := range free {
		comp[c.letter] = j + 1
		if powers *= c.index + c.period; powers > s.limit {
			return nil, &LimitError{N: s.n, What: "candidate's elements", Limit: s.limit, Found: len(base.next)}
		}
	}
	a := &automaton{}
	ids := make(map[int]int) // a tuple's state, the tuple read in mixed radix
	var tuples [][]int
	state := func(t []int) (int, error) {
		k := t[0]
		for j, c := range free {
			k = k*(c.index+c.period) + t[j+1]
		}
		if x, ok := ids[k]; ok {
			return x, nil
		}
		if len(tuples) >= s.limit {
			return 0, &LimitError{N: s.n, What: "candidate's elements", Limit: s.limit, Found: len(base.next)}
		}
		if err := s.spend(s.m, len(base.next)); err != nil {
			return 0, err
		}
		x := len(tuples)
		ids[k] = x
		tuples = append(tuples, append([]int(nil), t...))
		a.next = append(a.next, make([]int, s.m))
		return x, nil
	}
	t := make([]int, 1+len(free))
	if _, err := state(t); err != nil {
		return nil, err
	}
	for x := 0; x < len(tuples); x++ {
		for i := 0; i < s.m; i++ {
			copy(t, tuples[x])
			if j := comp[i]; j > 0 {
				c := free[j-1]
				if t[j]++; t[j] == c.index+c.period {
					t[j] = c.index
				}
			} else {
				t[0] = base.next[t[0]][i]
			}
			y, err := state(t)
			if err != nil {
				return nil, err
			}
			a.next[x][i] = y
		}
	}
	return a, nil
}

// recalibrate returns a candidate that tells m right, where a tells it
// wrong and every sum of less weight right: it frees one of m's heaps
// from a, then two, ..., each given a cyclic monoid whose powers up to
// m's count of it are distinct and that holds the powers of its element
// in a, and keeps the first candidate that tells m as its options' states
// in a derive.
func (s *search) recalibrate(a *automaton, m []int) (*automaton, error) {
	truth := s.derived(a, m)
	var letters []int
	for i, c := range m {
		if c > 0 {
			letters = append(letters, i)
		}
	}
	for size := 1; size <= len(letters); size++ {
		for _, set := range subsets(letters, size) {
			free := make([]cyclic, len(set))
			for j, i := range set {
				index := max(powerIndex(a, i), m[i]-1)
				free[j] = cyclic{i, index, max(2, 2*((index-4)/2))}
			}
			b, err := s.candidate(a, free)
			if err != nil {
				return nil, err
			}
			if b.lost[b.add(0, m)] == truth {
				return b, nil
			}
		}
	}
	return nil, fmt.Errorf("misere: no candidate tells the sum %v of heaps %v right", m, s.gen[:s.m])
}

// powerIndex returns the least e where the powers of letter i in a repeat:
// i^e = i^(e+p) for some p > 0.
func powerIndex(a *automaton, i int) int {
	seen := make(map[int]int)
	x := 0
	for e := 0; ; e++ {
		if f, ok := seen[x]; ok {
			return f
		}
		seen[x] = e
		x = a.next[x][i]
	}
}

// subsets returns the subsets of size k of set, in lexicographic order.
func subsets(set []int, k int) [][]int {
	var out [][]int
	var rec func(from int, chosen []int)
	rec = func(from int, chosen []int) {
		if len(chosen) == k {
			out = append(out, append([]int(nil), chosen...))
			return
		}
		for i := from; i < len(set); i++ {
			rec(i+1, append(chosen, set[i]))
		}
	}
	rec(0, nil)
	return out
}
