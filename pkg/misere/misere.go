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
// reading a sum is the sum's element, each state marked lost or not. Its
// states are told apart by tests (Myhill and Nerode): two sums are one
// state when they have the same outcome beside every test sum, and the
// tests grow as the candidate is found wrong (Angluin's learning of an
// automaton, with Rivest and Schapire's use of a counterexample).
//
// The proof asks nothing of how the candidate was found. For each sum G
// let x(G) be its state and T(G) the set of its options' states; both are
// known from those of G before its last heap was added, so the pairs (x,
// T) met by all of A are found by a finite search from (1, ∅). If every
// pair has x lost exactly when T is not empty and holds no lost state,
// then by induction on G, G is lost exactly when x(G) is: its options'
// states are T(G), a lost one among them exactly when one is lost.
//
// Where a pair breaks that rule, the search, run in order of the sums'
// tokens (every move of an octal game takes at least one), stops at the
// first such sum M. Every sum of fewer tokens is then told right by the
// candidate (the least sum told wrong breaks the rule, its options being
// told right), so M's true outcome is read from its options' states, and
// is not what the candidate says: M is a counterexample found without a
// search of its positions (MisereSolver's least failure, Plambeck and
// Siegel). The same candidate answers the outcome of any sum of at most
// M's tokens, and the outcomes the tests ask for are had from it, from the
// proved quotient of the smaller heaps, or, past both, by searching the
// sum's options (first on a shortcut that takes the smaller heaps'
// quotient to still tell their sums apart, a guess, then in full). With
// true outcomes each counterexample adds a state that no sum's outcomes
// can merge, so the candidates grow to the quotient and no further; the
// quotient of heaps up to n is learned on that of heaps up to n-1, tests
// and all.
package misere

import (
	"encoding/binary"
	"errors"
	"fmt"

	"gametheory/pkg/octal"
)

// MaxHeap is the largest heap bound Compute takes.
const MaxHeap = 64

// DefaultLimit bounds the work of Compute: the sums whose outcomes are
// searched, the candidate's elements times its tests, and the pairs one
// proof meets, each at most this many; some seconds of work and some
// tens of MiB.
const DefaultLimit = 1 << 18

// A Quotient is the misère quotient of the heaps 0 to N of an octal game.
// Its elements are 0 to Order()-1, element 0 the identity (the class of
// the empty sum).
type Quotient struct {
	Game  octal.Game
	N     int
	Heap  []int   // Heap[h]: the element of heap h, 0 <= h <= N
	Mul   [][]int // Mul[x][y]: the product x·y
	P     []bool  // P[x]: whether sums of element x are lost by the player to move
	Tests int     // the test sums that told the proved candidate's elements apart
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
	r := &Quotient{Game: q.Game, N: q.N, Tests: q.Tests, Heap: make([]int, len(q.Heap)),
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
	opts     [][][]int // opts[i]: the options of heap gen[i], as vectors of counts
	m        int       // the letters of the bound being learned: gen[:m]
	prev     *Quotient // the proved quotient of the heaps below the bound
	prevM    int       // the letters prev reads

	// trusted tells every sum of at most trust tokens right (derived),
	// and orders the moves a search tries.
	trusted *automaton
	trust   int

	tests    [][]int           // the test sums, the empty sum first
	sigs     map[string][]bool // sigs[key(v)][j]: whether v+tests[j] is lost
	known    map[string]bool   // outcomes had by searching options
	searched int               // the sums whose options were searched
	// shortcut, where set, keys the outcomes searched by shortKey, in
	// guessed: a guess, which only the proof makes good.
	shortcut bool
	guessed  map[string]bool
}

func newSearch(g octal.Game, n, limit int) *search {
	s := &search{game: g, n: n, limit: limit, index: make([]int, n+1),
		sigs: make(map[string][]bool), known: make(map[string]bool),
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
			os = append(os, s.vector(o))
		}
		s.opts = append(s.opts, os)
	}
	s.tests = [][]int{make([]int, len(s.gen))}
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
	b := make([]byte, 0, len(v))
	for _, c := range v {
		b = binary.AppendUvarint(b, uint64(c))
	}
	return string(b)
}

// tokens returns the tokens of the sum v: a move takes at least one.
func (s *search) tokens(v []int) int {
	t := 0
	for i, c := range v {
		t += c * s.gen[i]
	}
	return t
}

// learn finds and proves the quotient of the heaps up to k, on the tests
// the smaller bounds needed, and leaves it in s.prev. It first reads heap
// k as each element of the quotient of the smaller heaps (guess); where
// none is proved, it learns a candidate on tests (Angluin's learning, with
// Rivest and Schapire's use of a counterexample), the counterexample
// being the first sum the proof finds broken: first with the outcomes the
// tests ask for searched on the shortcut that the smaller heaps' quotient
// still tells their sums apart (s.shortcut), which is cheap and most often
// so, then, where that fails, in full.
func (s *search) learn(k int) error {
	for s.m < len(s.gen) && s.gen[s.m] <= k {
		s.m++
	}
	s.trusted, s.trust = nil, -1
	if proved, err := s.guess(k); proved || err != nil {
		return err
	}
	tests := len(s.tests)
	s.shortcut, s.guessed = true, make(map[string]bool)
	err := s.learnTests(k, maxShortcutRounds)
	s.shortcut, s.guessed = false, nil
	if err == nil {
		return nil
	}
	s.tests, s.sigs = s.tests[:tests], make(map[string][]bool)
	return s.learnTests(k, -1)
}

// maxShortcutRounds is the most candidates learned on the shortcut before
// the outcomes are searched in full.
const maxShortcutRounds = 64

// errShortcut reports that the shortcut did not lead to a proved
// candidate.
var errShortcut = errors.New("misere: the shortcut was not proved")

// learnTests learns candidates for the heaps up to k, adding a test each
// time, until one is proved, or rounds have been tried (no bound where
// rounds < 0).
func (s *search) learnTests(k, rounds int) error {
	for ; rounds != 0; rounds-- {
		a, err := s.candidate()
		if err != nil {
			return err
		}
		t, unordered, err := s.orderTest(a)
		if err != nil {
			return err
		}
		if !unordered {
			m, broken, err := s.firstBreak(a, a)
			if err != nil {
				return err
			}
			if !broken {
				q := s.reduce(a, k)
				q.Game, q.N, q.Tests = s.game, k, len(s.tests)
				s.prev, s.prevM = q, s.m
				return nil
			}
			s.trustFurther(a, m)
			if t, err = s.counterTest(a, m, s.derived(a, m)); err != nil {
				return err
			}
		}
		s.tests = append(s.tests, t)
	}
	return errShortcut
}

// trustFurther makes a the trusted candidate where the first sum m its
// proof found broken has more tokens than the trusted one's: a tells
// every sum of fewer tokens than m right, and of m's tokens as derived.
func (s *search) trustFurther(a *automaton, m []int) {
	if t := s.tokens(m); t > s.trust {
		s.trusted, s.trust = a, t
	}
}

// guess tries each element of the quotient of the smaller heaps as heap
// k's, and keeps the first proved; where none is, it trusts the one that
// tells the most sums right. Where the quotient does not grow, this finds
// it without asking any sum's outcome.
func (s *search) guess(k int) (bool, error) {
	for e := range s.prev.Mul {
		a := s.extend(e)
		m, broken, err := s.firstBreak(a, a)
		if err != nil {
			return false, err
		}
		if !broken {
			q := *s.prev
			q.N, q.Heap = k, append(append([]int(nil), q.Heap...), e)
			s.prev, s.prevM = &q, s.m
			return true, nil
		}
		s.trustFurther(a, m)
	}
	return false, nil
}

// lost reports whether the player to move loses the sum v in misère play:
// from the proved quotient where v's heaps are all below the bound, from
// the trusted candidate where v has at most s.trust tokens, else as v has
// a move and every move leads to a won sum, trying first the moves the
// trusted candidate says lead to a lost one.
func (s *search) lost(v []int) (bool, error) {
	if s.below(v) {
		return s.prev.P[s.element(v)], nil
	}
	if s.tokens(v) <= s.trust {
		return s.derived(s.trusted, v), nil
	}
	k, memo := key(v), s.known
	if s.shortcut {
		k, memo = s.shortKey(v), s.guessed
	}
	if l, ok := memo[k]; ok {
		return l, nil
	}
	if s.searched >= s.limit {
		return false, &LimitError{N: s.n, What: "sums searched", Limit: s.limit}
	}
	s.searched++
	var likely, others [][]int // the options, those the trusted candidate says lost first
	w := append([]int(nil), v...)
	for i, c := range v {
		if c == 0 {
			continue
		}
		w[i]--
		x := s.trusted.add(0, w)
		for _, o := range s.opts[i] {
			opt := append([]int(nil), w...)
			for j, c := range o {
				opt[j] += c
			}
			if s.trusted.lost[s.trusted.add(x, o)] {
				likely = append(likely, opt)
			} else {
				others = append(others, opt)
			}
		}
		w[i]++
	}
	lost := len(likely)+len(others) > 0
	for _, o := range append(likely, others...) {
		l, err := s.lost(o)
		if err != nil {
			return false, err
		}
		if l {
			lost = false
			break
		}
	}
	memo[k] = lost
	return lost, nil
}

// shortKey returns the key of v on the shortcut: the element in s.prev
// of v's heaps below the bound, and v's counts of the others.
func (s *search) shortKey(v []int) string {
	return key(append([]int{s.element(v)}, v[s.prevM:]...))
}

// element returns the element in s.prev of v's heaps below the bound.
func (s *search) element(v []int) int {
	x := 0
	for i := 0; i < s.prevM; i++ {
		for c := v[i]; c > 0; c-- {
			x = s.prev.Mul[x][s.prev.Heap[s.gen[i]]]
		}
	}
	return x
}

// below reports whether v's heaps are all read by s.prev.
func (s *search) below(v []int) bool {
	for _, c := range v[s.prevM:] {
		if c > 0 {
			return false
		}
	}
	return true
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
			if a.lost[a.add(x, o)] {
				return false
			}
		}
	}
	return moved
}

// sig returns the outcomes of v beside each test.
func (s *search) sig(v []int) ([]bool, error) {
	k := key(v)
	sg := s.sigs[k]
	w := make([]int, len(v))
	for j := len(sg); j < len(s.tests); j++ {
		for i := range w {
			w[i] = v[i] + s.tests[j][i]
		}
		l, err := s.lost(w)
		if err != nil {
			return nil, err
		}
		sg = append(sg, l)
	}
	s.sigs[k] = sg
	return sg, nil
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
