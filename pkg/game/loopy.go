package game

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Loopy impartial games: positions may repeat, and a play that goes on
// forever is a draw. Grundy values need a game that ends; Smith's
// generalized Sprague-Grundy function (Smith 1966; Fraenkel and Yesha
// 1986; Siegel, Combinatorial Game Theory, ch. VI) gives every position of
// a finite game, cycles or not, a loopy nim value: a finite value g, or
// ∞_K, K the set of the finite values of its options.
//
// The values are the labelling found in rounds m = 0, 1, 2, ...: while
// some unlabelled position u has no option labelled m, and each of its
// options unlabelled or labelled ∞ has an option labelled m, label u with
// m; then label ∞ every unlabelled position with no option labelled m. A
// position labelled g has options of every value below g and none of g,
// and each of its options labelled ∞ or above g has an option of value g
// (reversible, as in Nim, so that the mover there can be answered back to
// g). A position still unlabelled after round m has an option labelled m
// in every round so far, so there are at most one more round than the
// largest number of moves from a position.
//
// A sum of tokens, a move being a move of one token, is decided by the
// generalized rule (Smith): with every token's value finite, the sum is
// lost for the player to move (P) exactly when their xor is 0, and won (N)
// otherwise, as in Nim; with exactly one token of value ∞_K, it is won
// exactly when the xor x of the others is in K (move that token to an
// option of value x), and drawn (D) otherwise; with two or more tokens of
// an infinite value, it is drawn.

// A LoopyValue is a position's loopy nim value: the finite value Nim, or
// where Infinite, ∞_K with K = Set. String writes it as Siegel writes ∞_K,
// on one line: 2, ∞{0,2}, and ∞ alone for an empty K (as cgt-tools).
type LoopyValue struct {
	Nim      int   // the finite value, where not Infinite
	Infinite bool  // the value is ∞_K
	Set      []int // K, ascending: the finite values of the options
}

func (v LoopyValue) String() string {
	if !v.Infinite {
		return strconv.Itoa(v.Nim)
	}
	if len(v.Set) == 0 {
		return "∞"
	}
	s := make([]string, len(v.Set))
	for i, x := range v.Set {
		s[i] = strconv.Itoa(x)
	}
	return "∞{" + strings.Join(s, ",") + "}"
}

// A Loopy holds the loopy nim values of every position of a finite game,
// found by Smith's labelling (Game.Loopy, LoopyGraph).
type Loopy[P comparable] struct {
	index func(P) int // a position's number, -1 for one not in it
	at    func(int) P // the position numbered i
	loopySolution
}

// A loopySolution is the labelling of positions 0..n-1.
type loopySolution struct {
	start, to []int32 // the moves of v: to[start[v]:start[v+1]]
	nim       []int32 // v's finite value, or infinite
	setStart  []int32 // an infinite v's set: set[setStart[v]:setStart[v+1]]
	set       []int32
}

const (
	unlabelled int32 = -1
	infinite   int32 = -2
)

// LoopyGraph values the game on the positions 0, 1, ..., len(moves)-1
// whose moves from v lead to the positions moves[v]; a move to a number
// outside them is an error. Cycles, loops and repeated moves are allowed.
//
// It takes O((n + m)(g + 2)) time for n positions, m moves and g the
// largest finite value (at most the largest number of moves from a
// position), with no recursion. It keeps 12 bytes a position and 4 a move
// (and the sets of the infinite ones), and while it works 20 more a
// position and 4 a move.
func LoopyGraph(moves [][]int) (*Loopy[int], error) {
	n := len(moves)
	if n > 1<<31-1 {
		return nil, fmt.Errorf("game: %d positions, more than %d", n, 1<<31-1)
	}
	// reverse checks every move, and counts them.
	revStart, rev, err := reverse(n, func(v int) []int { return moves[v] })
	if err != nil {
		return nil, err
	}
	start := make([]int32, n+1)
	to := make([]int32, len(rev))
	for v, ms := range moves {
		k := start[v]
		for i, w := range ms {
			to[k+int32(i)] = int32(w)
		}
		start[v+1] = k + int32(len(ms))
	}
	s := labelLoopy(start, to, revStart, rev)
	return &Loopy[int]{
		index: func(v int) int {
			if v < 0 || v >= n {
				return -1
			}
			return v
		},
		at:            func(i int) int { return i },
		loopySolution: *s,
	}, nil
}

// Loopy values every position reachable from roots, which must be
// finitely many (more than the game's bound is a *LimitError), by Smith's
// labelling, as LoopyGraph does. Every option must be a single position:
// one of several parts, or none, is a *PartsError.
func (g *Game[P]) Loopy(roots ...P) (*Loopy[P], error) {
	moves := func(p P) ([]P, error) {
		opts, err := g.moves(p, "the positions reachable")
		if err != nil {
			return nil, err
		}
		ms := make([]P, len(opts))
		for i, o := range opts {
			if len(o) != 1 {
				return nil, &PartsError{Position: p, Parts: len(o)}
			}
			ms[i] = o[0]
		}
		return ms, nil
	}
	gr, err := reachable(moves, g.bounds, roots)
	if err != nil {
		return nil, err
	}
	revStart, rev, err := reverse(len(gr.start)-1, gr.adj)
	if err != nil {
		return nil, err
	}
	s := labelLoopy(gr.start, gr.to, revStart, rev)
	return &Loopy[P]{index: gr.index, at: gr.at, loopySolution: *s}, nil
}

// labelLoopy labels the positions of the graph start, to (valid moves),
// whose reverse moves are revStart, rev (as reverse returns them), by the
// rounds of Smith's labelling. In round m, count[u] is how many of an
// unlabelled u's moves lead to a position unlabelled or ∞ with no option
// labelled m yet (not covered); u is labelled m once it reaches 0. Each
// position labelled m covers the positions with a move to it, and each
// covered one unlabelled or ∞ takes one from the count of the positions
// with a move to it. A covered u never reaches 0: its option labelled m
// was unlabelled when the round began, so it is counted, and it is never
// covered, since no two positions labelled m are a move apart (u is
// labelled when each of its options unlabelled or ∞ is covered, so none
// of them is labelled m after it).
//
// Each pass does as much as it can: a position labelled m takes one from
// open, for the next round, as it covers; and the pass that ends round m
// (what has no option labelled m is ∞) starts round m+1's counts.
func labelLoopy(start, to, revStart, rev []int32) *loopySolution {
	n := len(start) - 1
	nim := make([]int32, n)
	open := make([]int32, n+1) // n+1: it holds the sets' starts after
	count := make([]int32, n)
	covered := make([]int32, n)
	live := make([]int32, n)        // the unlabelled positions
	queue, t := make([]int32, n), 0 // the positions labelled m: queue[:t]
	for v := range live {
		nim[v], covered[v], live[v] = unlabelled, -1, int32(v)
		open[v] = start[v+1] - start[v]
		if count[v] = open[v]; count[v] == 0 {
			nim[v] = 0
			queue[t] = int32(v)
			t++
		}
	}
	r := &rounds{revStart, rev, nim, open, count, covered}
	for m := int32(0); len(live) > 0; m++ {
		t = r.cover(queue, t, m)
		live, t = r.next(live, queue, m)
	}
	// The sets of the infinite positions, each sorted without repeats.
	s := &loopySolution{start: start, to: to, nim: nim, setStart: open}
	s.setStart[0] = 0
	for v := 0; v < n; v++ {
		s.setStart[v+1] = s.setStart[v]
		if nim[v] != infinite {
			continue
		}
		from := len(s.set)
		for _, w := range to[start[v]:start[v+1]] {
			if nim[w] >= 0 {
				s.set = append(s.set, nim[w])
			}
		}
		slices.Sort(s.set[from:])
		s.set = s.set[:from+len(slices.Compact(s.set[from:]))]
		s.setStart[v+1] = int32(len(s.set))
	}
	return s
}

// rounds holds the state of labelLoopy's rounds. open[u]: u's moves to a
// position unlabelled or ∞, at the start of a round; covered[w] == m: w
// has an option labelled m. Each pass is a method of its own, so that
// what it works on is few enough to stay in registers.
type rounds struct {
	revStart, rev             []int32
	nim, open, count, covered []int32
}

// cover does round m's covering from queue[:t], the positions labelled m
// so far, adding those it labels m after them, and returns how many
// queue holds then.
func (r *rounds) cover(queue []int32, t int, m int32) int {
	revStart, rev, nim, open, count, covered := r.revStart, r.rev, r.nim, r.open, r.count, r.covered
	n := len(nim) // one length, so that one check of an index serves four
	open, count, covered = open[:n], count[:n], covered[:n]
	for h := 0; h < t; h++ {
		x := queue[h]
		for i, end := revStart[x], revStart[x+1]; i < end; i++ {
			w := rev[i]
			open[w]--
			if covered[w] == m {
				continue
			}
			covered[w] = m
			if nim[w] >= 0 {
				continue // a finite value below m: not counted
			}
			for j, end := revStart[w], revStart[w+1]; j < end; j++ {
				u := rev[j]
				if nim[u] != unlabelled {
					continue
				}
				if count[u]--; count[u] == 0 {
					nim[u] = m
					queue[t] = u
					t++
				}
			}
		}
	}
	return t
}

// next ends round m: of the live positions, what has no option labelled m
// is ∞, and what has one goes on; it starts round m+1's counts, putting
// those of count 0, labelled m+1, in queue. It returns what goes on, and
// how many queue holds.
func (r *rounds) next(live, queue []int32, m int32) ([]int32, int) {
	nim, open, count, covered := r.nim, r.open, r.count, r.covered
	n := len(nim) // one length, so that one check of an index serves four
	open, count, covered = open[:n], count[:n], covered[:n]
	k, t := 0, 0
	for _, u := range live {
		switch {
		case nim[u] == m:
			continue
		case covered[u] != m:
			nim[u] = infinite
			continue
		}
		live[k] = u
		k++
		if count[u] = open[u]; count[u] == 0 {
			nim[u] = m + 1
			queue[t] = u
			t++
		}
	}
	return live[:k], t
}

// find returns p's number, and panics where p is not in l.
func (l *Loopy[P]) find(p P) int {
	i := l.index(p)
	if i < 0 {
		panic(fmt.Sprintf("game: position %v is not in the loopy values: not a root, nor reachable from one", p))
	}
	return i
}

// Value returns p's loopy nim value. p must be in l: a root, or reachable
// from one; any other is a panic.
func (l *Loopy[P]) Value(p P) LoopyValue {
	v := l.find(p)
	if l.nim[v] >= 0 {
		return LoopyValue{Nim: int(l.nim[v])}
	}
	set := make([]int, 0, l.setStart[v+1]-l.setStart[v])
	for _, x := range l.set[l.setStart[v]:l.setStart[v+1]] {
		set = append(set, int(x))
	}
	return LoopyValue{Infinite: true, Set: set}
}

// A LoopySum is the outcome of a sum of tokens and a move that gets it.
type LoopySum[P comparable] struct {
	// Outcome for the player to move: Win (N), Lose (P) or Draw (D).
	Outcome Outcome
	// Moves reports whether Token and To hold a move: one to a lost sum
	// for Win, one to a drawn sum for Draw (it keeps the draw: no move
	// wins). A lost sum has none: every move loses.
	Moves bool
	Token int // the token moved: its index among the positions of the sum
	To    P   // where it goes
}

// Sum decides the sum of tokens on the positions ps by the generalized
// rule, and finds a move that wins or keeps the draw: each move's sum is
// decided by the rule from the counts kept for the whole, so it takes
// O(k + d log d) time for k tokens with d moves among them. Every
// position must be in l; any other is a panic.
func (l *Loopy[P]) Sum(ps ...P) LoopySum[P] {
	vs := make([]int, len(ps))
	infs, x := 0, int32(0) // the infinite tokens; the xor of the finite ones
	inf := [2]int{-1, -1}  // the first two infinite tokens
	for i, p := range ps {
		v := l.find(p)
		vs[i] = v
		if l.nim[v] >= 0 {
			x ^= l.nim[v]
			continue
		}
		if infs < 2 {
			inf[infs] = i
		}
		infs++
	}
	r := LoopySum[P]{Outcome: l.outcome(infs, x, inf[0], vs)}
	if r.Outcome == Lose {
		return r
	}
	for i, v := range vs {
		fin := max(l.nim[v], 0)
		for _, w := range l.to[l.start[v]:l.start[v+1]] {
			infs, x, other := infs, x^fin, inf[0]
			if l.nim[v] < 0 {
				infs--
				if other == i {
					other = inf[1]
				}
			}
			vs[i] = int(w)
			if l.nim[w] >= 0 {
				x ^= l.nim[w]
			} else {
				infs++
				other = i
			}
			o := l.outcome(infs, x, other, vs)
			vs[i] = v
			if r.Outcome == Win && o == Lose || r.Outcome == Draw && o == Draw {
				r.Moves, r.Token, r.To = true, i, l.at(int(w))
				return r
			}
		}
	}
	return r
}

// outcome is the generalized rule's outcome of a sum with infs infinite
// tokens, x the xor of the finite ones, and one the first infinite token
// (vs holds the tokens' positions).
func (l *Loopy[P]) outcome(infs int, x int32, one int, vs []int) Outcome {
	switch {
	case infs == 0 && x == 0:
		return Lose
	case infs == 0:
		return Win
	case infs == 1:
		v := vs[one]
		if _, ok := slices.BinarySearch(l.set[l.setStart[v]:l.setStart[v+1]], x); ok {
			return Win
		}
	}
	return Draw
}

// loopySum values the sum of ps by loopy values where Grundy values fail
// with the cycle c: the xor of their values where each is finite. Where
// one is infinite, it returns c's cycle with the value; where the game
// cannot be valued so, c; and once Loopy has met an option of several
// parts, c at once, rather than a search of the game again for each sum
// Wins asks of (wins.go). The values are kept for the next call whose
// positions they hold.
func (g *Game[P]) loopySum(ps []P, c *CycleError) (int, error) {
	if g.parts {
		return 0, c
	}
	l := g.loopy
	for _, p := range ps {
		if l == nil || l.index(p) < 0 {
			var err error
			if l, err = g.Loopy(ps...); err != nil {
				var le *LimitError
				var pe *PartsError
				switch {
				case errors.As(err, &le):
					return 0, err
				case errors.As(err, &pe):
					g.parts = true
				}
				return 0, c
			}
			g.loopy = l
			break
		}
	}
	x := 0
	for _, p := range ps {
		v := l.Value(p)
		if v.Infinite {
			return 0, fmt.Errorf("%w; position %v has the loopy value %v, so sums with it may be drawn: (*Game).Loopy decides them", &CycleError{Position: c.Position}, p, v)
		}
		x ^= v.Nim
	}
	return x, nil
}
