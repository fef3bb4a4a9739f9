package game

import (
	"errors"
	"math/rand"
	"sort"
	"testing"
)

// randomGame returns an acyclic game on positions 0..size-1, each with
// moves only to smaller positions.
func randomGame(r *rand.Rand, size int) [][]int {
	moves := make([][]int, size)
	for p := range moves {
		for k := r.Intn(5); k > 0 && p > 0; k-- {
			moves[p] = append(moves[p], r.Intn(p))
		}
	}
	return moves
}

// written values every position of moves in order, by the definitions
// written out: misère won/lost, remoteness and suspense.
func written(moves [][]int) (misereWon []bool, remote, susp []int) {
	n := len(moves)
	misereWon, remote, susp = make([]bool, n), make([]int, n), make([]int, n)
	for p, m := range moves {
		misereWon[p] = len(m) == 0
		for _, q := range m {
			misereWon[p] = misereWon[p] || !misereWon[q]
		}
		if len(m) == 0 {
			continue
		}
		// Remoteness: one more than the least even option, else than the
		// greatest; suspense: than the greatest even, else the least.
		minEven, maxAll := -1, 0
		maxEvenS, minAllS := -1, susp[m[0]]
		for _, q := range m {
			if v := remote[q]; v%2 == 0 && (minEven < 0 || v < minEven) {
				minEven = v
			}
			maxAll = max(maxAll, remote[q])
			if v := susp[q]; v%2 == 0 && v > maxEvenS {
				maxEvenS = v
			}
			minAllS = min(minAllS, susp[q])
		}
		if remote[p] = maxAll + 1; minEven >= 0 {
			remote[p] = minEven + 1
		}
		if susp[p] = minAllS + 1; maxEvenS >= 0 {
			susp[p] = maxEvenS + 1
		}
	}
	return misereWon, remote, susp
}

// TestRules checks MisereWins, Remoteness and Suspense on random acyclic
// games against the definitions written out in order, asking in random
// orders so that each memo is entered from every side, and checks that
// odd remoteness and odd suspense both mean a normal-play win.
func TestRules(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 300; trial++ {
		moves := randomGame(r, 1+r.Intn(40))
		misereWon, remote, susp := written(moves)
		g := New(func(p int) []int { return moves[p] })
		for _, p := range r.Perm(len(moves)) {
			if w, err := g.MisereWins(p); err != nil || w != misereWon[p] {
				t.Fatalf("trial %d: MisereWins(%d) = %v, %v; want %v", trial, p, w, err, misereWon[p])
			}
			if v, err := g.Remoteness(p); err != nil || v != remote[p] {
				t.Fatalf("trial %d: Remoteness(%d) = %d, %v; want %d", trial, p, v, err, remote[p])
			}
			if v, err := g.Suspense(p); err != nil || v != susp[p] {
				t.Fatalf("trial %d: Suspense(%d) = %d, %v; want %d", trial, p, v, err, susp[p])
			}
			won, err := g.Wins(p)
			if err != nil || won != (remote[p]%2 == 1) || won != (susp[p]%2 == 1) {
				t.Fatalf("trial %d: position %d: Wins = %v, %v; remoteness %d, suspense %d", trial, p, won, err, remote[p], susp[p])
			}
		}
	}
}

// heaps is a position of misère Nim: up to 4 heaps, sorted.
type heaps [4]int

// TestMisereNim checks the search on misère Nim against Bouton's rule on
// every position of up to 4 heaps of at most 6: with every heap at most 1
// the player to move wins iff the number of 1s is even, otherwise iff the
// xor is not 0.
func TestMisereNim(t *testing.T) {
	g := New(func(h heaps) []heaps {
		var m []heaps
		for i, n := range h {
			for k := 0; k < n; k++ {
				next := h
				next[i] = k
				sort.Ints(next[:])
				m = append(m, next)
			}
		}
		return m
	})
	for p := 0; p < 7*7*7*7; p++ {
		h := heaps{p % 7, p / 7 % 7, p / 49 % 7, p / 343}
		sort.Ints(h[:])
		if w, err := g.MisereWins(h); err != nil || w != bouton(h[:]) {
			t.Errorf("%v: MisereWins = %v, %v; want %v", h, w, err, !w)
		}
	}
}

// bouton is misère Nim's rule (Bouton): with every heap at most 1 the
// player to move wins iff the number of 1s is even, otherwise iff the xor
// of the heaps is not 0.
func bouton(heaps []int) bool {
	x, ones, big := 0, 0, false
	for _, n := range heaps {
		x ^= n
		ones += n & 1
		big = big || n > 1
	}
	if !big {
		return ones%2 == 0
	}
	return x != 0
}

// pair is a position of two components of one game played together.
type pair struct{ a, b int }

// TestCompounds plays two components of random games at once, searched as
// one game, and checks the theorems of Remoteness and Suspense: a move is
// a move in both components; the conjunctive compound ends when either
// has no move, and is won iff the lesser remoteness is odd; the continued
// one moves in each component that still has a move, ends when neither
// has, and is won iff the greater suspense is odd.
func TestCompounds(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for trial := 0; trial < 100; trial++ {
		moves := randomGame(r, 1+r.Intn(25))
		_, remote, susp := written(moves)
		conj := New(func(p pair) []pair {
			var m []pair
			for _, a := range moves[p.a] {
				for _, b := range moves[p.b] {
					m = append(m, pair{a, b})
				}
			}
			return m
		})
		// In the continued compound a finished component stays as it is.
		next := func(p int) []int {
			if len(moves[p]) == 0 {
				return []int{p}
			}
			return moves[p]
		}
		cont := New(func(p pair) []pair {
			if len(moves[p.a]) == 0 && len(moves[p.b]) == 0 {
				return nil
			}
			var m []pair
			for _, a := range next(p.a) {
				for _, b := range next(p.b) {
					m = append(m, pair{a, b})
				}
			}
			return m
		})
		for a := range moves {
			for b := range moves {
				if w, err := conj.Wins(pair{a, b}); err != nil || w != (min(remote[a], remote[b])%2 == 1) {
					t.Fatalf("trial %d: conjunctive (%d, %d): Wins = %v, %v; remoteness %d and %d", trial, a, b, w, err, remote[a], remote[b])
				}
				if w, err := cont.Wins(pair{a, b}); err != nil || w != (max(susp[a], susp[b])%2 == 1) {
					t.Fatalf("trial %d: continued (%d, %d): Wins = %v, %v; suspense %d and %d", trial, a, b, w, err, susp[a], susp[b])
				}
			}
		}
	}
}

// TestRulesLongChain searches a chain of 10^6 positions by each rule.
func TestRulesLongChain(t *testing.T) {
	const n = 1000000
	g := New(func(p int) []int {
		if p == 0 {
			return nil
		}
		return []int{p - 1}
	})
	if w, err := g.MisereWins(n); err != nil || w != (n%2 == 0) {
		t.Errorf("MisereWins(%d) = %v, %v; want %v", n, w, err, n%2 == 0)
	}
	if v, err := g.Remoteness(n); err != nil || v != n {
		t.Errorf("Remoteness(%d) = %d, %v", n, v, err)
	}
	if v, err := g.Suspense(n); err != nil || v != n {
		t.Errorf("Suspense(%d) = %d, %v", n, v, err)
	}
}

// TestRulesErrors: a cycle, a panic and an option of two parts are
// errors naming the position, and positions off them are valued after.
func TestRulesErrors(t *testing.T) {
	moves := map[int][][]int{1: {{2}}, 2: {{3}}, 3: {{1}}, 4: {{1}, {5}}, 5: {{}}, 6: {{5, 5}}}
	g := NewSums(func(p int) [][]int {
		if p == 7 {
			panic("no moves here")
		}
		return moves[p]
	})
	var c *CycleError
	if _, err := g.Remoteness(4); !errors.As(err, &c) || c.Position.(int) < 1 || c.Position.(int) > 3 {
		t.Errorf("Remoteness(4): %v, want a cycle through 1, 2, 3", err)
	}
	var pe *PartsError
	if _, err := g.Remoteness(6); !errors.As(err, &pe) || pe.Position != 6 || pe.Parts != 2 {
		t.Errorf("Remoteness(6): %v, want a *PartsError at 6", err)
	}
	var pa *PanicError
	if _, err := g.Suspense(7); !errors.As(err, &pa) || pa.Position != 7 {
		t.Errorf("Suspense(7): %v, want a *PanicError at 7", err)
	}
	// 5's only option is the empty sum, a position without moves.
	if w, err := g.MisereWins(5); err != nil || w {
		t.Errorf("MisereWins(5) = %v, %v; want false", w, err)
	}
	if v, err := g.Remoteness(5); err != nil || v != 1 {
		t.Errorf("Remoteness(5) = %d, %v; want 1", v, err)
	}
}
