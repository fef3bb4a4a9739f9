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
// How the quotient is had, and why it is right. A candidate is guessed
// from outcomes found by searching small sums (Myhill and Nerode: a sum's
// class is taken to be its outcomes beside every sum of at most d heaps),
// as a commutative automaton whose letters are the heaps and whose state
// after reading a sum is the sum's element. The candidate is then proved
// with no appeal to the guess. For each sum G let x(G) be its state and
// T(G) the set of its options' states; both are known from those of G
// before its last heap was added (adding heap k maps each t in T to t·k
// and puts x·k' in for each option k' of k), so the pairs (x, T) met by
// all of A are found by a finite search from (1, ∅). If every pair met
// has x in P exactly when T is not empty and holds no element of P, then
// by induction on G, G is lost exactly when x(G) is in P: its options'
// states are T(G), a lost one among them exactly when one is in P. Where
// a pair breaks the rule, d grows and the guess is made again. The
// proved automaton is then reduced to the quotient by merging states that
// no sum tells apart (Moore's refinement), since every sum is a state.
package misere

import (
	"errors"
	"fmt"
	"strings"

	"gametheory/pkg/octal"
)

// MaxHeap is the largest heap bound Compute takes.
const MaxHeap = 64

// DefaultLimit bounds the work of Compute: the sums searched for
// outcomes, the candidate's elements times the tests, and the pairs the
// proof meets, each at most this many; some seconds of work and some tens
// of MiB. The sums searched are what grows first: Dawson's Kayles
// (.07) with heaps up to 24 is had in 1.5 s, and stops at this bound at
// heap 25 after 5 s; Kayles (.77) up to 30 takes 5 s.
const DefaultLimit = 1 << 18

// maxTests is the largest number of heaps in a test sum tried before
// Compute gives up.
const maxTests = 6

// A Quotient is the misère quotient of the heaps 0 to N of an octal game.
// Its elements are 0 to Order()-1, element 0 the identity (the class of
// the empty sum).
type Quotient struct {
	Game  octal.Game
	N     int
	Heap  []int   // Heap[h]: the element of heap h, 0 <= h <= N
	Mul   [][]int // Mul[x][y]: the product x·y
	P     []bool  // P[x]: whether sums of element x are lost by the player to move
	Tests int     // the most heaps in a test sum the proved candidate needed
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
// limit (DefaultLimit if limit <= 0). It computes the quotients of heaps
// up to 0, 1, ..., n in turn. The guess for heaps up to k first takes
// the outcome of a sum to depend only on the element of its heaps below k
// in the quotient of those (already had) and on its count of heaps of k:
// this makes the guess cheap, and it holds unless heap k tells apart sums
// that the smaller heaps do not (for Dawson's Kayles, no guess for heap
// 25 is proved). Where no such guess is proved, the sums are searched in
// full.
func Compute(g octal.Game, n, limit int) (*Quotient, error) {
	if n < 0 || n > MaxHeap {
		return nil, fmt.Errorf("misere: heap bound %d: want 0 to %d", n, MaxHeap)
	}
	if limit <= 0 {
		limit = DefaultLimit
	}
	var q *Quotient // the quotient of the heaps up to k-1
	for k := 0; k <= n; k++ {
		next, err := bound(g, k, q, limit)
		var le *LimitError
		if errors.As(err, &le) {
			le.N, le.Reached = n, k-1
		}
		if err != nil {
			return nil, err
		}
		q = next
	}
	return q, nil
}

// maxGuessTests is the most heaps in a test sum tried with a guessed
// outcome before the sums are searched in full.
const maxGuessTests = 3

// bound returns the quotient of the heaps 0 to k of g, given prev, that
// of the heaps up to k-1 (nil for k = 0).
func bound(g octal.Game, k int, prev *Quotient, limit int) (*Quotient, error) {
	if prev != nil {
		s := newSearch(g, k, limit)
		s.prev = prev
		if q, err := s.quotient(maxGuessTests); err == nil {
			return q, nil
		}
	}
	return newSearch(g, k, limit).quotient(maxTests)
}

// quotient guesses candidates from tests of 1 to most heaps, and returns
// the first proved.
func (s *search) quotient(most int) (*Quotient, error) {
	for d := 1; d <= most; d++ {
		a, err := s.candidate(d)
		if err != nil {
			return nil, err
		}
		if !a.commutes() {
			continue
		}
		ok, err := s.proves(a)
		if err != nil {
			return nil, err
		}
		if ok {
			q := a.reduce()
			q.Game, q.N, q.Tests = s.game, s.n, d
			return q, nil
		}
	}
	return nil, fmt.Errorf("misere: the quotient of heaps up to %d: no candidate from tests of up to %d heaps was proved", s.n, most)
}

// A search finds outcomes of sums of heaps up to n, each sum a vector of
// counts, one per heap with a move (a heap without one changes nothing).
type search struct {
	game     octal.Game
	n, limit int
	// prev, where not nil, is the quotient of the heaps up to n-1, and
	// the outcome of a sum is guessed from the element of its heaps below
	// n and its count of heaps of n (Compute).
	prev  *Quotient
	gen   []int     // the heaps with a move, increasing
	index []int     // index[h]: h's place in gen, or -1
	opts  [][][]int // opts[i]: the options of heap gen[i], as vectors of counts
	lost  map[string]bool
	// searched counts the sums whose options isLost has looked at: more
	// than the keys of lost where a guessed key is met again while its
	// first sum is still being searched.
	searched int
}

func newSearch(g octal.Game, n, limit int) *search {
	s := &search{game: g, n: n, limit: limit, index: make([]int, n+1), lost: make(map[string]bool)}
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
			os = append(os, s.vector(o))
		}
		s.opts = append(s.opts, os)
	}
	return s
}

// vector returns the counts of the heaps with a move among hs.
func (s *search) vector(hs []int) []int {
	v := make([]int, len(s.gen))
	for _, h := range hs {
		if i := s.index[h]; i >= 0 {
			v[i]++
		}
	}
	return v
}

func key(v []int) string {
	var b strings.Builder
	for _, c := range v {
		b.WriteByte(byte(c))
		b.WriteByte(byte(c >> 8))
		b.WriteByte(byte(c >> 16))
		b.WriteByte(byte(c >> 24))
	}
	return b.String()
}

// memoKey returns the key under which the outcome of v is kept: v
// itself, or where s.prev is set, the element of v's heaps up to
// s.prev.N and its count of the heap past them; where it has none, the
// outcome is known from s.prev, and exact is true and lost says it.
func (s *search) memoKey(v []int) (k string, exact, lost bool) {
	if s.prev == nil {
		return key(v), false, false
	}
	x, big := 0, []int{0}
	exact = true
	for i, c := range v {
		if h := s.gen[i]; h > s.prev.N {
			big = append(big, c)
			exact = exact && c == 0
		} else {
			for ; c > 0; c-- {
				x = s.prev.Mul[x][s.prev.Heap[h]]
			}
		}
	}
	if exact {
		return "", true, s.prev.P[x]
	}
	big[0] = x
	return key(big), false, false
}

// isLost reports whether the player to move loses the sum v in misère
// play: v has a move and every move leads to a won sum.
func (s *search) isLost(v []int) (bool, error) {
	k, exact, l := s.memoKey(v)
	if exact {
		return l, nil
	}
	if l, ok := s.lost[k]; ok {
		return l, nil
	}
	if s.searched >= s.limit {
		return false, &LimitError{N: s.n, What: "sums searched", Limit: s.limit}
	}
	s.searched++
	lost, moved := true, false
	w := make([]int, len(v))
	for i, c := range v {
		if c == 0 {
			continue
		}
		for _, o := range s.opts[i] {
			moved = true
			for j := range w {
				w[j] = v[j] + o[j]
			}
			w[i]--
			l, err := s.isLost(w)
			if err != nil {
				return false, err
			}
			if l {
				lost = false
				break
			}
		}
		if !lost {
			break
		}
	}
	lost = lost && moved
	s.lost[k] = lost
	return lost, nil
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
