package game

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// subtraction returns the moves of the subtraction game with the set s.
func subtraction(s ...int) func(int) []int {
	return func(n int) []int {
		var m []int
		for _, k := range s {
			if k <= n {
				m = append(m, n-k)
			}
		}
		return m
	}
}

func TestGrundy(t *testing.T) {
	tests := []struct {
		name  string
		moves func(int) []int
		want  func(n int) int
	}{
		{"S(1,2)", subtraction(1, 2), func(n int) int { return n % 3 }},
		{"S(1,2,3)", subtraction(1, 2, 3), func(n int) int { return n % 4 }},
		{"S(2)", subtraction(2), func(n int) int { return n / 2 % 2 }},
		{"nim heap", func(n int) []int {
			m := make([]int, n)
			for i := range m {
				m[i] = i
			}
			return m
		}, func(n int) int { return n }},
	}
	for _, tt := range tests {
		g := New(tt.moves)
		for n := 0; n < 200; n++ {
			v, err := g.Grundy(n)
			if err != nil || v != tt.want(n) {
				t.Errorf("%s: Grundy(%d) = %d, %v; want %d", tt.name, n, v, err, tt.want(n))
			}
			// A fresh game asked only who wins agrees with the value.
			w, err := New(tt.moves).Wins(n)
			if err != nil || w != (tt.want(n) != 0) {
				t.Errorf("%s: Wins(%d) = %v, %v; want %v", tt.name, n, w, err, tt.want(n) != 0)
			}
		}
	}
}

// TestLongChain searches a chain of 10^6 positions, each with one move to
// the next, deeper than any recursion would go comfortably.
func TestLongChain(t *testing.T) {
	const n = 1000000
	chain := func(p int) []int {
		if p == 0 {
			return nil
		}
		return []int{p - 1}
	}
	if v, err := New(chain).Grundy(n); err != nil || v != n%2 {
		t.Errorf("Grundy(%d) = %d, %v; want %d", n, v, err, n%2)
	}
	if w, err := New(chain).Wins(n + 1); err != nil || !w {
		t.Errorf("Wins(%d) = %v, %v; want true", n+1, w, err)
	}
}

func TestCycle(t *testing.T) {
	// 0 has no moves; 1 -> 2 -> 3 -> 1 is a cycle, and 4 leads into it.
	moves := map[int][]int{1: {2}, 2: {3}, 3: {1}, 4: {1, 5}, 5: {0}}
	g := New(func(p int) []int { return moves[p] })
	for _, p := range []int{4, 1, 2} {
		_, err := g.Grundy(p)
		var c *CycleError
		if !errors.As(err, &c) {
			t.Fatalf("Grundy(%d): err = %v, want a *CycleError", p, err)
		}
		if q := c.Position.(int); q < 1 || q > 3 {
			t.Errorf("Grundy(%d): the cycle names %d, which is not on it", p, q)
		}
		if !strings.Contains(err.Error(), "cycle") {
			t.Errorf("Grundy(%d): message %q does not say cycle", p, err)
		}
		// The cycle has no way out, so its positions are drawn, and so is
		// 4, whose other move is to a won position.
		var d *DrawError
		if _, err := g.Wins(p); !errors.As(err, &d) || d.Position != p {
			t.Errorf("Wins(%d): err = %v, want a *DrawError at %d", p, err, p)
		}
	}
	// Positions off the cycle are still valued after the errors.
	if v, err := g.Grundy(5); err != nil || v != 1 {
		t.Errorf("Grundy(5) after the cycle = %d, %v; want 1", v, err)
	}
}

func TestPanic(t *testing.T) {
	g := New(func(p int) []int {
		if p == 7 {
			panic("no moves here")
		}
		if p == 0 {
			return nil
		}
		return []int{p - 1, p / 2}
	})
	_, err := g.Grundy(30)
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Position != 7 || pe.Value != "no moves here" {
		t.Fatalf("Grundy(30): err = %v, want a *PanicError at 7", err)
	}
	if want := "position 7 panicked: no moves here"; !strings.Contains(err.Error(), want) {
		t.Errorf("message %q lacks %q", err, want)
	}
	if v, err := g.Grundy(6); err != nil || v < 0 {
		t.Errorf("Grundy(6) = %d, %v after the panic", v, err)
	}
}

// kaylesMex is the reference for Kayles: a move removes one or two
// adjacent pins from a row, leaving the two rows on either side, valued by
// the mex of xors over every move.
func kaylesMex(size int) []int {
	g := make([]int, size)
	for n := range g {
		seen := make([]bool, 2*n+2)
		for c := 1; c <= 2 && c <= n; c++ {
			for a := 0; a+c <= n; a++ {
				seen[g[a]^g[n-c-a]] = true
			}
		}
		for seen[g[n]] {
			g[n]++
		}
	}
	return g
}

// TestSums values Kayles as a game of sums, each move leaving two rows,
// against the mex written out.
func TestSums(t *testing.T) {
	g := NewSums(func(n int) [][]int {
		var opts [][]int
		for c := 1; c <= 2 && c <= n; c++ {
			for a := 0; a+c <= n; a++ {
				opts = append(opts, []int{a, n - c - a})
			}
		}
		return opts
	})
	want := kaylesMex(120)
	for n := len(want) - 1; n >= 0; n-- {
		if v, err := g.Grundy(n); err != nil || v != want[n] {
			t.Fatalf("Kayles: Grundy(%d) = %d, %v; want %d", n, v, err, want[n])
		}
	}
	x, err := g.Sum(3, 5, 9)
	if err != nil || x != want[3]^want[5]^want[9] {
		t.Errorf("Sum(3, 5, 9) = %d, %v; want %d", x, err, want[3]^want[5]^want[9])
	}
	// Asked only who wins, a fresh game agrees.
	h := NewSums(g.options)
	for n := range want {
		if w, err := h.Wins(n); err != nil || w != (want[n] != 0) {
			t.Fatalf("Kayles: Wins(%d) = %v, %v; want %v", n, w, err, want[n] != 0)
		}
	}
}

// TestRandomGames checks the search on random acyclic games (moves only to
// smaller positions) against a mex written out in order, asking for values
// and for wins in random orders so that the memo is entered from every
// side.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		size := 1 + r.Intn(40)
		moves := make([][]int, size)
		want := make([]int, size)
		for p := range moves {
			for k := r.Intn(6); k > 0 && p > 0; k-- {
				moves[p] = append(moves[p], r.Intn(p))
			}
			seen := make([]bool, len(moves[p])+1)
			for _, q := range moves[p] {
				if want[q] < len(seen) {
					seen[want[q]] = true
				}
			}
			for seen[want[p]] {
				want[p]++
			}
		}
		g := New(func(p int) []int { return moves[p] })
		for _, p := range r.Perm(size) {
			if r.Intn(2) == 0 {
				if w, err := g.Wins(p); err != nil || w != (want[p] != 0) {
					t.Fatalf("trial %d: Wins(%d) = %v, %v; want %v", trial, p, w, err, want[p] != 0)
				}
			} else if v, err := g.Grundy(p); err != nil || v != want[p] {
				t.Fatalf("trial %d: Grundy(%d) = %d, %v; want %d", trial, p, v, err, want[p])
			}
		}
	}
}
