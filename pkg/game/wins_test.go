package game

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// TestWinsOrder: the order of the moves does not change the answer. 2 can
// move to the end 3, so 2 is won and 1 lost, however 2's moves are listed,
// although one order meets the cycle 0 -> 1 -> 2 -> 0 first.
func TestWinsOrder(t *testing.T) {
	for _, two := range [][]int{{0, 3}, {3, 0}} {
		moves := [][]int{{1}, {2}, two, {}}
		want := []bool{true, false, true, false}
		for p := range moves {
			if w, err := New(func(p int) []int { return moves[p] }).Wins(p); err != nil || w != want[p] {
				t.Errorf("2 -> %v: Wins(%d) = %v, %v; want %v", two, p, w, err, want[p])
			}
		}
	}
}

// outcomes returns the outcome of every position of the graph in normal
// play, from play cut after k moves.
func outcomes(t *testing.T, moves [][]int) []Outcome {
	value, _ := reference(t, moves, nil)
	o := make([]Outcome, len(moves))
	for p, v := range value {
		o[p] = sign(v)
	}
	return o
}

// checkWins checks Wins(p)'s answer against the outcome o of p: true for
// Win, false for Lose, and for Draw a *DrawError at p whose play is made
// of moves between drawn positions, and ends where it repeats unless it
// is as long as a play shown gets.
func checkWins(t *testing.T, name func() string, moves [][]int, o []Outcome, p int, w bool, err error) {
	if o[p] != Draw {
		if err != nil || w != (o[p] == Win) {
			t.Fatalf("%s: Wins(%d) = %v, %v; want %v", name(), p, w, err, o[p] == Win)
		}
		return
	}
	var d *DrawError
	if !errors.As(err, &d) || d.Position != p || w {
		t.Fatalf("%s: Wins(%d) = %v, %v; want a *DrawError at %d", name(), p, w, err, p)
	}
	if d.Play[0] != p || len(d.Play) < 2 {
		t.Fatalf("%s: Wins(%d): the play %v does not start at %d", name(), p, d.Play, p)
	}
	for i := 1; i < len(d.Play); i++ {
		from, to := d.Play[i-1].(int), d.Play[i].(int)
		if !hasMove(moves[from], to) || o[to] != Draw {
			t.Fatalf("%s: Wins(%d): the play %v moves from %d to %d, which is not a move to a drawn position", name(), p, d.Play, from, to)
		}
	}
	last := d.Play[len(d.Play)-1]
	for _, q := range d.Play[:len(d.Play)-1] {
		if q == last {
			return
		}
	}
	if len(d.Play) < drawPlay {
		t.Fatalf("%s: Wins(%d): the play %v stops before it repeats", name(), p, d.Play)
	}
}

// sumGame is a game of sums: each position's options, each of one or more
// parts (or none).
type sumGame [][][]int

// singles returns the graph's moves as options of one part.
func singles(moves [][]int) sumGame {
	g := make(sumGame, len(moves))
	for p, ms := range moves {
		for _, q := range ms {
			g[p] = append(g[p], []int{q})
		}
	}
	return g
}

// grundyRef returns the Grundy value of every position whose parts reach
// no cycle, by the mex of the options' xors applied round after round
// until nothing changes; -1 for a position that reaches a cycle, which
// never gets a value.
func grundyRef(g sumGame) []int {
	v := make([]int, len(g))
	for p := range v {
		v[p] = -1
	}
	for changed := true; changed; {
		changed = false
	positions:
		for p, opts := range g {
			if v[p] >= 0 {
				continue
			}
			seen := make([]bool, len(opts)+1)
			for _, opt := range opts {
				x := 0
				for _, q := range opt {
					if v[q] < 0 {
						continue positions
					}
					x ^= v[q]
				}
				if x < len(seen) {
					seen[x] = true
				}
			}
			for v[p] = 0; seen[v[p]]; v[p]++ {
			}
			changed = true
		}
	}
	return v
}

// checkGrundy checks Grundy(p) against the reference: the value, or a
// *CycleError where p reaches a cycle.
func checkGrundy(t *testing.T, name func() string, g *Game[int], ref []int, p int) {
	v, err := g.Grundy(p)
	var c *CycleError
	if ref[p] < 0 && !errors.As(err, &c) || ref[p] >= 0 && (err != nil || v != ref[p]) {
		t.Fatalf("%s: Grundy(%d) = %d, %v; want %d (-1: a *CycleError)", name(), p, v, err, ref[p])
	}
}

// orders calls f with every order of the moves of every vertex.
func orders(moves [][]int, f func([][]int)) {
	cur := make([][]int, len(moves))
	var rec func(u int)
	rec = func(u int) {
		if u == len(moves) {
			f(cur)
			return
		}
		permute(append([]int(nil), moves[u]...), 0, func(ms []int) {
			cur[u] = ms
			rec(u + 1)
		})
	}
	rec(0)
}

// permute calls f with every order of a[k:] after a[:k].
func permute(a []int, k int, f func([]int)) {
	if k == len(a) {
		f(a)
		return
	}
	for i := k; i < len(a); i++ {
		a[k], a[i] = a[i], a[k]
		permute(a, k+1, f)
		a[k], a[i] = a[i], a[k]
	}
}

// TestWinsAllDigraphs checks Wins on every digraph of up to 4 vertices,
// loops included, against play cut after k moves: on graphs of 3 vertices
// or fewer in every order of every vertex's moves, on those of 4 in
// increasing and decreasing order; each position asked of a fresh game.
// On those of 3 vertices or fewer, all of them are also asked of one game
// in turn, with Grundy asked before or after Wins, and Grundy and
// MisereWins, which value every position below the one asked, fail with a
// *CycleError exactly where a cycle can be reached.
func TestWinsAllDigraphs(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for mask := uint(0); mask < 1<<(n*n); mask++ {
			base := digraph(n, mask, false)
			o := outcomes(t, base)
			ref := grundyRef(singles(base))
			check := func(moves [][]int) {
				name := func() string { return fmt.Sprintf("%v", moves) }
				for p := range moves {
					w, err := New(func(p int) []int { return moves[p] }).Wins(p)
					checkWins(t, name, moves, o, p, w, err)
				}
				if n > 3 {
					return
				}
				shared := New(func(p int) []int { return moves[p] })
				for p := range moves {
					if p%2 == 1 {
						checkGrundy(t, name, shared, ref, p)
					}
					w, err := shared.Wins(p)
					checkWins(t, name, moves, o, p, w, err)
					checkGrundy(t, name, shared, ref, p)
					_, err = shared.MisereWins(p)
					var c *CycleError
					if (ref[p] < 0) != errors.As(err, &c) {
						t.Fatalf("%s: MisereWins(%d): %v; Grundy's reference %d", name(), p, err, ref[p])
					}
				}
			}
			if n <= 3 {
				orders(base, check)
			} else {
				check(base)
				check(digraph(n, mask, true))
			}
		}
	}
}

// TestWinsRandom checks Wins on random games of up to 300 positions, with
// repeated moves, asked in a random order of one game, against
// RetrogradeGraph.
func TestWinsRandom(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for trial := 0; trial < 200; trial++ {
		n := 1 + r.Intn(300)
		moves := make([][]int, n)
		for p := range moves {
			for k := r.Intn(4); k > 0; k-- {
				moves[p] = append(moves[p], r.Intn(n))
			}
		}
		tab, err := RetrogradeGraph(moves, nil)
		if err != nil {
			t.Fatal(err)
		}
		o := make([]Outcome, n)
		for p := range o {
			o[p] = tab.Outcome(p)
		}
		g := New(func(p int) []int { return moves[p] })
		name := func() string { return fmt.Sprintf("trial %d", trial) }
		for _, p := range r.Perm(n) {
			w, err := g.Wins(p)
			checkWins(t, name, moves, o, p, w, err)
		}
	}
}

// TestWinsLazy: Wins asks for the moves of the positions it needs only.
// Position 0 meets the cycle 0 -> 1 -> 0 first, then the end 2, and is
// won at once: 3, whose moves panic, is never asked; 1, left open, is lost.
func TestWinsLazy(t *testing.T) {
	asked := map[int]bool{}
	g := New(func(p int) []int {
		asked[p] = true
		switch p {
		case 0:
			return []int{1, 2, 3}
		case 1:
			return []int{0}
		case 2:
			return nil
		}
		panic("not needed")
	})
	if w, err := g.Wins(0); err != nil || !w {
		t.Fatalf("Wins(0) = %v, %v; want true", w, err)
	}
	if w, err := g.Wins(1); err != nil || w {
		t.Fatalf("Wins(1) = %v, %v; want false", w, err)
	}
	if len(asked) != 3 || asked[3] {
		t.Errorf("moves asked of %v, want 0, 1 and 2", asked)
	}
	var pe *PanicError
	if _, err := g.Wins(3); !errors.As(err, &pe) || pe.Position != 3 {
		t.Errorf("Wins(3): %v, want a *PanicError at 3", err)
	}
}

// TestWinsPanic: after a panic deep in the search, nothing half-searched
// is remembered: the same question fails the same way, and others are
// answered.
func TestWinsPanic(t *testing.T) {
	// 0 -> 1 -> 2 -> 0 is a cycle, 2 also leads to 3, whose moves panic.
	g := New(func(p int) []int {
		switch p {
		case 0, 1:
			return []int{p + 1}
		case 2:
			return []int{0, 3}
		}
		panic("no moves here")
	})
	for i := 0; i < 2; i++ {
		var pe *PanicError
		if _, err := g.Wins(0); !errors.As(err, &pe) || pe.Position != 3 {
			t.Fatalf("Wins(0): %v, want a *PanicError at 3", err)
		}
	}
}

// TestWinsLongCycle: a cycle of 10^5 positions without a way out is drawn,
// and the error shows the first positions of its play; with a way out,
// its positions are won and lost in turn.
func TestWinsLongCycle(t *testing.T) {
	const n = 100000
	cycle := New(func(p int) []int { return []int{(p + 1) % n} })
	_, err := cycle.Wins(5)
	var d *DrawError
	if !errors.As(err, &d) || len(d.Play) != drawPlay || !strings.HasSuffix(err.Error(), ": 5 -> 6 -> 7 -> 8 -> 9 -> 10 -> 11 -> 12 -> ...") {
		t.Errorf("Wins(5) on a cycle: %v", err)
	}
	// n may also move to the end -1.
	out := New(func(p int) []int {
		switch p {
		case -1:
			return nil
		case 0:
			return []int{1, -1}
		}
		return []int{(p + 1) % n}
	})
	// p is won iff the game from it, n - p + 1 moves, is odd.
	for _, p := range []int{1, 2, n - 1, 0, n / 2} {
		want := p == 0 || (n-p+1)%2 == 1
		if w, err := out.Wins(p); err != nil || w != want {
			t.Errorf("Wins(%d) = %v, %v; want %v", p, w, err, want)
		}
	}
}

// sumReference returns the outcome of every position of the game of
// sums by the rules alone: an option of several parts is won or lost by
// the xor of its parts' Grundy values (grundyRef), or unknown where a part
// reaches a cycle. Won and lost are found
// round after round until nothing changes, as least fixed points; a
// position left that can reach, through positions left, one with an
// unknown option has unknown outcome (-1 in the result), any other is
// drawn.
func sumReference(g sumGame) []Outcome {
	gr := grundyRef(g)
	o := make([]Outcome, len(g))
	const unknown = Outcome(-1)
	// optionOutcome: Win, Lose or Draw (not known yet), or unknown.
	optionOutcome := func(opt []int) Outcome {
		if len(opt) == 1 {
			return o[opt[0]]
		}
		x := 0
		for _, q := range opt {
			if gr[q] < 0 {
				return unknown
			}
			x ^= gr[q]
		}
		if x == 0 {
			return Lose
		}
		return Win
	}
	for changed := true; changed; {
		changed = false
		for p, opts := range g {
			if o[p] != Draw {
				continue
			}
			allWon := true
			for _, opt := range opts {
				switch optionOutcome(opt) {
				case Lose:
					o[p], changed = Win, true
				case Win:
				default:
					allWon = false
				}
			}
			if o[p] == Draw && allWon {
				o[p], changed = Lose, true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for p, opts := range g {
			if o[p] != Draw {
				continue
			}
			for _, opt := range opts {
				if optionOutcome(opt) == unknown {
					o[p], changed = unknown, true
				}
			}
		}
	}
	return o
}

// TestWinsSums: an option of several parts, one of which reaches a cycle,
// decides nothing, in any order of the options; where the outcome depends
// on it, Wins returns the part's *CycleError. Random games of sums on 5
// positions, in every order of their options, against sumReference.
func TestWinsSums(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for trial := 0; trial < 300; trial++ {
		const n = 5
		g := make(sumGame, n)
		for p := range g {
			for k := r.Intn(4); k > 0; k-- {
				opt := []int{}
				for parts := r.Intn(3); parts > 0 || len(opt) == 0 && r.Intn(4) > 0; parts-- {
					opt = append(opt, r.Intn(n))
				}
				g[p] = append(g[p], opt)
			}
		}
		want := sumReference(g)
		idx := make([][]int, n) // the options' indices, to be ordered
		for p := range g {
			for i := range g[p] {
				idx[p] = append(idx[p], i)
			}
		}
		orders(idx, func(order [][]int) {
			game := NewSums(func(p int) [][]int {
				opts := make([][]int, len(order[p]))
				for i, k := range order[p] {
					opts[i] = g[p][k]
				}
				return opts
			})
			for p := range g {
				w, err := game.Wins(p)
				var c *CycleError
				var d *DrawError
				ok := false
				switch want[p] {
				case -1:
					ok = errors.As(err, &c)
				case Draw:
					ok = errors.As(err, &d)
				default:
					ok = err == nil && w == (want[p] == Win)
				}
				if !ok {
					t.Fatalf("trial %d: %v in the order %v: Wins(%d) = %v, %v; want %v (-1: a *CycleError)", trial, g, order, p, w, err, want[p])
				}
			}
		})
	}
}
