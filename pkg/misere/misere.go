// Package misere computes misère quotients of octal games (Plambeck and
// Siegel, "Misère quotients for impartial games", JCTA 2008) and decides
// misère sums with them.
//
// The closure A of the heaps 0 to n of a game is every sum of such heaps.
// Two sums G and H are indistinguishable when G+X and H+X have the same
// misère outcome for every X in A; the classes form a commutative monoid,
// the misère quotient Q, under addition of sums, and the classes of the
// lost sums are its P-portion. A sum is then decided by multiplying its
// heaps' elements in Q and asking whether the product is in P: a table
// look-up per heap, where a search of the sum's positions grows
// exponentially with its heaps.
//
// How the quotient is had, and why it is right. A candidate is a
// commutative automaton whose letters are the heaps and whose state after
// reading a sum is the sum's element, each state marked lost or not. The
// candidates are made as MisereSolver (Siegel) makes them: heap k is
// first read as each element of the quotient of the smaller heaps; where
// none is proved, the candidate is that quotient times the powers of a
// new generator for heap k, its states marked lost as derived for their
// sums of least weight (a sum is lost when it has a move and none of its
// options is), and reduced by merging the states no sum tells apart.
//
// The proof asks nothing of how the candidate was made. For each sum G
// let x(G) be its state and T(G) the set of its options' states; both are
// known from those of G before its last heap was added, so the pairs (x,
// T) met by all of A are found by a finite search from (1, ∅). If every
// pair has x lost exactly when T is not empty and holds no lost state,
// then by induction on G, G is lost exactly when x(G) is: its options'
// states are T(G), a lost one among them exactly when one is lost. A lost
// x with a lost option breaks this wherever it is met, so that is checked
// state by state; a pair (x, T) met after (x, U), U a nonempty part of T,
// is passed over, as every break after it is matched by one after (x, U)
// of no more weight.
//
// The search runs in order of the sums' weights, a heap of h weighing
// 2h-1, which every move lowers (one that takes tokens loses 2 a token
// and leaves at most one heap more; one that splits a heap without taking
// any, as in octal games whose first digit is 4, leaves one heap more).
// So where it stops at the first sum M that breaks the rule, every sum of
// less weight is told right by the candidate, and M's true outcome is read from its options' states
// (MisereSolver's least failure, Plambeck and Siegel): a counterexample
// had without any search of positions. The next candidate frees one of
// M's heaps from the last, then two, and so on: it is the last
// candidate's submonoid of the other heaps times the powers of a new
// generator for each heap freed, enough of them that M's count of it is
// told apart, marked and reduced as before; the first that tells M right
// is proved in turn. A proved candidate is the quotient: it tells every
// sum right, each of its states is reached by a sum, and any two are told
// apart by a third, as it is reduced.
package misere

import (
	"encoding/binary"
	"errors"
	"fmt"

	"gametheory/pkg/octal"
)

// MaxHeap is the largest heap bound Compute takes.
const MaxHeap = 64

// DefaultLimit bounds the work of Compute: a candidate's elements and the
// pairs one proof meets, each at most this many; the sets of states one
// proof holds, at most 16 times this many words of 64 bits; and all the
// steps taken, transitions looked up and words of sets read, at most
// 2^12 times this many. That is some seconds of work and some tens of
// MiB.
const DefaultLimit = 1 << 18

// A Quotient is the misère quotient of the heaps 0 to N of an octal game.
// Its elements are 0 to Order()-1, element 0 the identity (the class of
// the empty sum).
type Quotient struct {
	Game octal.Game
	N    int
	Heap []int   // Heap[h]: the element of heap h, 0 <= h <= N
	Mul  [][]int // Mul[x][y]: the product x·y
	P    []bool  // P[x]: whether sums of element x are lost by the player to move
}

// Order is the number of elements of q.
func (q *Quotient) Order() int { return len(q.Mul) }

// PPortion returns the elements of q's P-portion, increasing.
func (q *Quotient) PPortion() []int {
	var p []int
	for x, in := range q.P {
		if in {
			p = append(p, x)
		}
	}
	return p
}

// A LimitError reports that Compute stopped at its bound: the quotient
// (or the search for it) grew past Limit.
type LimitError struct {
	N       int    // the heap bound asked for
	What    string // what grew: "sums searched", ...
	Limit   int
	Found   int // the elements the last candidate had when it stopped, if any
	Reached int // the largest heap bound whose quotient was had, -1 if none
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("misere: the quotient of heaps up to %d: the %s grew past the bound of %d at heap %d (the candidate had %d elements then); the quotient was had up to heap %d", e.N, e.What, e.Limit, e.Reached+1, e.Found, e.Reached)
}

// Compute returns the misère quotient of the heaps 0 to n of g, proved as
// the package comment says, or a *LimitError where the work grows past
// limit (DefaultLimit if limit <= 0). It learns the quotients of heaps up
// to 0, 1, ..., n in turn, each on the last.
func Compute(g octal.Game, n, limit int) (*Quotient, error) {
	if n < 0 || n > MaxHeap {
		return nil, fmt.Errorf("misere: heap bound %d: want 0 to %d", n, MaxHeap)
	}
	if limit <= 0 {
		limit = DefaultLimit
	}
	s := newSearch(g, n, limit)
	for k := 0; k <= n; k++ {
		err := s.learn(k)
		var le *LimitError
		if errors.As(err, &le) {
			le.N, le.Reached = n, k-1
		} else if err != nil {
			err = fmt.Errorf("%w; the quotient was had up to heap %d", err, k-1)
		}
		if err != nil {
			return nil, err
		}
	}
	return s.prev.relabel(), nil
}

// relabel returns q with its elements numbered in the order they first
// appear: the heaps' elements as the heaps grow, then the products of
// those numbered with each heap in turn. So the numbers depend on the
// quotient alone, not on how it was learned (a tame game's heaps up to
// 2^k - 1 are their own elements, as in misère Nim).
func (q *Quotient) relabel() *Quotient {
	label := make([]int, q.Order())
	for i := range label {
		label[i] = -1
	}
	var order []int // order[new]: old
	see := func(x int) {
		if label[x] < 0 {
			label[x] = len(order)
			order = append(order, x)
		}
	}
	see(0)
	for _, x := range q.Heap {
		see(x)
	}
	for i := 0; i < len(order); i++ {
		for _, h := range q.Heap {
			see(q.Mul[order[i]][h])
		}
	}
	r := &Quotient{Game: q.Game, N: q.N, Heap: make([]int, len(q.Heap)),
		Mul: make([][]int, len(order)), P: make([]bool, len(order))}
	for h, x := range q.Heap {
		r.Heap[h] = label[x]
	}
	for i, x := range order {
		r.P[i] = q.P[x]
		r.Mul[i] = make([]int, len(order))
		for j, y := range order {
			r.Mul[i][j] = label[q.Mul[x][y]]
		}
	}
	return r
}

// A search learns the quotients of the heaps up to 0, 1, ..., n of a
// game. A sum is a vector of counts, one per heap with a move (a heap
// without one changes nothing), its letters.
type search struct {
	game     octal.Game
	n, limit int
	gen      []int     // the heaps with a move, increasing
	index    []int     // index[h]: h's place in gen, or -1
	opts     [][][]int // opts[i]: the options of heap gen[i], each as its letters
	m        int       // the letters of the bound being learned: gen[:m]
	prev     *Quotient // the proved quotient of the heaps below the bound
	prevM    int       // the letters prev reads
	moves    int       // the options of the letters gen[:m], all told
	spent    int       // the steps taken so far
}

// spend counts n more steps, each a transition looked up or a word of a
// set of states read (some nanoseconds), and returns a *LimitError past
// 2^12 times the limit; found is the size of the candidate worked on.
func (s *search) spend(n, found int) error {
	if s.spent += n; s.spent > s.limit<<12 {
		return &LimitError{N: s.n, What: "steps taken", Limit: s.limit << 12, Found: found}
	}
	return nil
}

func newSearch(g octal.Game, n, limit int) *search {
	s := &search{game: g, n: n, limit: limit, index: make([]int, n+1),
		// The quotient of no heaps: the empty sum alone, won (no move).
		prev: &Quotient{Game: g, N: -1, Mul: [][]int{{0}}, P: []bool{false}}}
	for h := 0; h <= n; h++ {
		s.index[h] = -1
		if len(g.Moves(h)) > 0 {
			s.index[h] = len(s.gen)
			s.gen = append(s.gen, h)
		}
	}
	for _, h := range s.gen {
		var os [][]int
		for _, o := range g.Moves(h) {
			var ls []int
			for _, h := range o {
				if i := s.index[h]; i >= 0 {
					ls = append(ls, i)
				}
			}
			os = append(os, ls)
		}
		s.opts = append(s.opts, os)
	}
	return s
}

func key(v []int) string {
	b := make([]byte, 0, len(v))
	for _, c := range v {
		b = binary.AppendUvarint(b, uint64(c))
	}
	return string(b)
}

// weight returns the weight of letter i, 2h-1 for its heap h. Every move
// lowers a sum's weight: one that takes tokens loses 2 a token and leaves
// at most one heap more, one that splits a heap without taking any (an
// octal game whose first digit is 4) leaves one heap more.
func (s *search) weight(i int) int { return 2*s.gen[i] - 1 }

// size returns the weight of the sum v.
func (s *search) size(v []int) int {
	t := 0
	for i, c := range v {
		t += c * s.weight(i)
	}
	return t
}

// learn finds and proves the quotient of the heaps up to k and leaves it
// in s.prev: where heap k is an element of the quotient of the smaller
// heaps, that quotient with heap k so read; else the quotient calibrated
// from that of the smaller heaps.
func (s *search) learn(k int) error {
	for s.m < len(s.gen) && s.gen[s.m] <= k {
		s.moves += len(s.opts[s.m])
		s.m++
	}
	if proved, err := s.guess(k); proved || err != nil {
		return err
	}
	return s.calibrate(k)
}

// guess tries as heap k's element each element of the quotient of the
// smaller heaps that is lost as heap k is (its options are sums of
// smaller heaps), and keeps the first proved (MisereSolver's conservative
// extension).
func (s *search) guess(k int) (bool, error) {
	a := s.extend(0)
	v := make([]int, len(s.gen))
	if i := s.index[k]; i >= 0 {
		v[i] = 1
	}
	lost := s.derived(a, v)
	for e := range s.prev.Mul {
		if s.prev.P[e] != lost {
			continue
		}
		_, broken, err := s.firstBreak(s.extend(e))
		if err != nil {
			return false, err
		}
		if !broken {
			q := *s.prev
			q.N, q.Heap = k, append(append([]int(nil), q.Heap...), e)
			s.prev, s.prevM = &q, s.m
			return true, nil
		}
	}
	return false, nil
}

// derived returns the outcome of v read from the states a gives its
// options: v is lost when it has a move and none leads to a lost state.
func (s *search) derived(a *automaton, v []int) bool {
	w := append([]int(nil), v...)
	moved := false
	for i, c := range v {
		if c == 0 {
			continue
		}
		w[i]--
		x := a.add(0, w)
		w[i]++
		for _, o := range s.opts[i] {
			moved = true
			if a.lost[a.addLetters(x, o)] {
				return false
			}
		}
	}
	return moved
}

// element returns the element of the sum of heaps hs, or an error naming
// a heap outside 0 to q.N.
func (q *Quotient) element(hs []int) (int, error) {
	x := 0
	for _, h := range hs {
		if h < 0 || h > q.N {
			return 0, fmt.Errorf("misere: heap %d is outside the quotient's bound: want 0 to %d", h, q.N)
		}
		x = q.Mul[x][q.Heap[h]]
	}
	return x, nil
}

// Element returns the element of the sum of the heaps hs, each from 0 to
// q.N.
func (q *Quotient) Element(hs ...int) (int, error) { return q.element(hs) }

// A Move replaces the heap at index Index of a sum, of size Heap, by the
// heaps To (none where the move takes it all).
type Move struct {
	Index int
	Heap  int
	To    []int
}

// Decide reports whether the player to move loses the sum of heaps hs in
// misère play, each heap from 0 to q.N, by the product of their elements;
// where the sum is won and has a move, it returns a winning one: a move
// to a sum whose element is in the P-portion. A won sum without a move
// (every heap without one) returns ok false.
func (q *Quotient) Decide(hs ...int) (lost bool, m Move, ok bool, err error) {
	x, err := q.element(hs)
	if err != nil {
		return false, Move{}, false, err
	}
	if q.P[x] {
		return true, Move{}, false, nil
	}
	// suffix[i]: the product of the heaps from i on.
	suffix := make([]int, len(hs)+1)
	for i := len(hs) - 1; i >= 0; i-- {
		suffix[i] = q.Mul[q.Heap[hs[i]]][suffix[i+1]]
	}
	prefix := 0
	for i, h := range hs {
		rest := q.Mul[prefix][suffix[i+1]]
		for _, o := range q.Game.Moves(h) {
			y, _ := q.element(o) // an option's heaps are smaller than h
			if q.P[q.Mul[rest][y]] {
				return false, Move{Index: i, Heap: h, To: o}, true, nil
			}
		}
		prefix = q.Mul[prefix][q.Heap[h]]
	}
	return false, Move{}, false, nil
}
