// Package cgt is combinatorial game theory for partizan games: two
// players, Left and Right, with moves of their own from the same
// positions, perfect information, and the player who cannot move loses.
//
// A Game is a short game (finitely many positions, none repeated) in its
// canonical form: the options that are dominated removed, the reversible
// ones bypassed. Equal games have the same canonical form (Conway), so a
// Game is a handle to the one stored copy of its form, and == compares
// games' values; the zero Game is 0. Games add (a move in a sum is a move
// in one part), negate (Left and Right swap) and compare in a partial
// order: G >= H when Left, moving second, wins G - H. A game's outcome
// class says who wins it: Left whoever starts (G > 0), Right (G < 0), the
// first player (G confused with 0), or the second (G = 0).
//
// Numbers are the games in which moving only hurts: their values are
// dyadic rationals (Dyadic), and {x^L | x^R} with every left option below
// every right option is the simplest number in between. Nimbers *n, up ^,
// down v and their sums, switches +-x, Tiny and Miny are recognized and
// written as CGSuite writes them; a game's mean and temperature come from
// its thermograph.
//
// A game of one's own is given by its moves (New, NewSums): a Ruleset
// values its positions, remembering each, and decides its outcome by a
// plain search of the game tree. Blue-Red Hackenbush, Domineering and
// Cutcake are built in, and Parse reads game expressions in CGSuite's
// notation, positions of these games included. Command is "judge cgt".
//
// Every stored form lives in one table for the life of the program,
// shared by all goroutines behind a lock; the sums computed are
// remembered there too, and the latest comparisons in a cache of a fixed
// size. The table holds at most DefaultLimit games (SetLimit) and 64 MiB
// of written forms; past either an operation stops with a *LimitError.
package cgt

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"sync"
)

// A Game is a short partizan game in canonical form. Games are equal
// exactly when they are the same Game. The zero value is the game 0.
//
// An operation whose result holds a number past what a Dyadic holds, or
// more than maxCount ups or a nimber past *maxCount, panics with a
// RangeError, as Dyadic arithmetic does, and one that would store more
// games than the table's bound (SetLimit) with a LimitError; Parse,
// Ruleset.Value and Command return these as errors.
type Game struct{ id uint32 }

// A node is a stored canonical form. A number keeps its value, and its
// options are made only when asked for; a game x + n·^ + *m keeps x, n
// and m, so that such games add, negate and compare by their arithmetic.
// What a comparison reads first (leq: the kind and the stops) leads, and
// a node is 128 bytes on 64-bit machines, so that in the slice of nodes
// that lies within one 64-byte line of the processor's cache: most
// comparisons end there, and they wait on memory more than they compute.
type node struct {
	isNum       bool
	isUpStar    bool      // numbers too
	made        bool      // a number's options are made
	stopped     bool      // stop is worked out
	stop        [2]Dyadic // left and right stops, once stopped
	upStar                // x + n·^ + *m, if isUpStar
	left, right []uint32  // sorted; for a number, once made
	birthday    uint64    // unborn until worked out
}

// unborn marks a birthday not yet worked out: no game is born that late,
// for a birthday is at most 2^63 + 62 (a number's) plus the longest run
// of moves, fewer than the table's 2^32 games.
const unborn = ^uint64(0)

// An upStar is the value x + n·^ + *m: a number x, n ups (-n downs for
// n < 0) and the nimber *m.
type upStar struct {
	x    Dyadic
	n, m int
}

// maxCount is the most ups or downs, and the largest nimber, a game of
// the table holds: *maxCount takes maxCount nodes (and x + *maxCount as
// many again for each number x), maxCount·^ as many. It is one less than
// a power of two, so that nimbers add within it.
const maxCount = 1<<16 - 1

// table holds every canonical form made, once each, and what is
// remembered of them.
type table struct {
	mu      sync.Mutex
	nodes   []node
	rounded [][2]float64 // each node's stops rounded, NaN until worked out (leq)
	byOpts  map[string]uint32
	byNum   map[Dyadic]uint32
	leqs    []uint64 // the latest comparisons, by the pair's hash (leq); made on first use
	sums    map[uint64]uint32
	negs    map[uint32]uint32
	upStars map[upStar]uint32       // the games x + n·^ + *m made
	nims    map[Dyadic][]uint32     // nims[x][m]: x + *m, for m < len
	therm   map[uint32]*thermograph // thermographs of non-numbers
	named   map[uint32]string       // written forms (name)
	bars    map[uint32]int          // how many bars part the sides of each form named in braces
	written map[uint32][2][]uint32  // the options of forms compared by writtenCmp, in the order written
	namedN  int                     // the bytes of named
	limit   uint64                  // the most nodes it holds (SetLimit)
}

// DefaultLimit is how many games the table holds at most unless told
// otherwise (SetLimit). A game stored takes up to some 1 KiB with what is
// remembered of it (a sum of 1000 Tiny(2) stores 509003 games in 500
// MiB), so the table at this bound fits in 1 GiB: an operation that would
// store more panics with a *LimitError (Parse, Ruleset.Value and Command
// return it) rather than running until memory or patience runs out.
const DefaultLimit = 1 << 20

// maxLimit is the most games the table can hold: their ids are uint32s.
const maxLimit = 1<<32 - 1

// maxNamed is the most bytes of written forms the table remembers (name):
// a form nested n deep takes some n bytes, and every game in it is
// written and remembered on the way, so a chain of 5000 switches
// {5000|{4999|...{1|0}}} would take some 75 MB, and longer chains more.
const maxNamed = 1 << 26

// A LimitError reports an operation stopped because the table of games
// would have held more than Limit of What: games, or bytes of their
// written forms.
type LimitError struct {
	Limit uint64
	What  string
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("cgt: the table of games stopped at its bound of %d %s", e.Limit, e.What)
}

// SetLimit bounds the table that holds every game made to n games
// (n >= 1, at most 2^32-1), counting those made so far; an operation that
// would store more panics with a *LimitError, which Parse, Ruleset.Value
// and Command return as an error. Without it the bound is DefaultLimit.
func SetLimit(n int) {
	do(func(t *table) struct{} {
		t.limit = min(uint64(max(n, 1)), maxLimit)
		return struct{}{}
	})
}

// newID returns the id the next node stored gets, and panics with a
// *LimitError where the table already holds its bound.
func (t *table) newID() uint32 {
	if uint64(len(t.nodes)) >= t.limit {
		panic(&LimitError{t.limit, "games (cgt.SetLimit raises it where memory allows)"})
	}
	return uint32(len(t.nodes))
}

var tab = newTable()

// newTable returns a table that holds 0 alone, as id 0.
func newTable() *table {
	t := &table{
		byOpts:  make(map[string]uint32),
		byNum:   make(map[Dyadic]uint32),
		sums:    make(map[uint64]uint32),
		negs:    make(map[uint32]uint32),
		upStars: make(map[upStar]uint32),
		nims:    make(map[Dyadic][]uint32),
		therm:   make(map[uint32]*thermograph),
		named:   make(map[uint32]string),
		bars:    make(map[uint32]int),
		written: make(map[uint32][2][]uint32),
		limit:   DefaultLimit,
	}
	t.number(Dyadic{}) // id 0: the game 0, the zero Game
	return t
}

// do runs f holding the table's lock.
func do[T any](f func(t *table) T) T {
	tab.mu.Lock()
	defer tab.mu.Unlock()
	return f(tab)
}

// store appends n to the table, as the id newID gives, and returns it.
func (t *table) store(n node) uint32 {
	id := t.newID()
	t.nodes = append(t.nodes, n)
	s := math.NaN()
	if n.isUpStar {
		s = n.x.Float64()
	}
	t.rounded = append(t.rounded, [2]float64{s, s})
	return id
}

// number returns the id of the number d.
func (t *table) number(d Dyadic) uint32 {
	if id, ok := t.byNum[d]; ok {
		return id
	}
	id := t.store(node{upStar: upStar{x: d}, isNum: true, isUpStar: true, birthday: unborn})
	t.byNum[d] = id
	return id
}

// numOptions makes the options of the number node id: for an integer n,
// n-1 on the left if n > 0, n+1 on the right if n < 0; for m/2^k (k > 0),
// (m-1)/2^k and (m+1)/2^k, its canonical form.
func (t *table) numOptions(id uint32) {
	d := t.nodes[id].x
	var l, r []uint32
	switch {
	case d.exp > 0:
		step := Dyadic{1, d.exp}
		l = []uint32{t.number(d.Sub(step))}
		r = []uint32{t.number(d.Add(step))}
	case d.num > 0:
		l = []uint32{t.number(Dyadic{d.num - 1, 0})}
	case d.num < 0:
		r = []uint32{t.number(Dyadic{d.num + 1, 0})}
	}
	n := &t.nodes[id]
	n.left, n.right, n.made = l, r, true
}

// leftOf returns the left options of id's canonical form, and rightOf
// the right ones.
func (t *table) leftOf(id uint32) []uint32 {
	if n := &t.nodes[id]; n.isNum && !n.made {
		t.numOptions(id)
	}
	return t.nodes[id].left
}

// rightOf: see leftOf.
func (t *table) rightOf(id uint32) []uint32 {
	if n := &t.nodes[id]; n.isNum && !n.made {
		t.numOptions(id)
	}
	return t.nodes[id].right
}

// intern returns the id of the canonical form {l | r}, whose options are
// canonical and which has no dominated or reversible option, storing it
// if it is new. Such a form whose options are numbers, at most one a side,
// the left below the right, is the number they bracket; one of the forms
// of x + n·^ + *m (upStarOf) is that game.
func (t *table) intern(l, r []uint32) uint32 {
	slices.Sort(l)
	slices.Sort(r)
	l, r = slices.Compact(l), slices.Compact(r)
	if len(l) <= 1 && len(r) <= 1 && t.allNumbers(l) && t.allNumbers(r) {
		lo, hi := t.bound(l), t.bound(r)
		if lo == nil || hi == nil || lo.Cmp(*hi) < 0 {
			return t.number(simplest(lo, hi))
		}
	}
	if u, ok := t.upStarOf(l, r); ok {
		return t.upStar(u)
	}
	key := make([]byte, 0, 4*(len(l)+len(r)+1))
	for _, x := range l {
		key = binary.LittleEndian.AppendUint32(key, x)
	}
	key = binary.LittleEndian.AppendUint32(key, ^uint32(0))
	for _, x := range r {
		key = binary.LittleEndian.AppendUint32(key, x)
	}
	if id, ok := t.byOpts[string(key)]; ok {
		return id
	}
	id := t.store(node{left: l, right: r, birthday: unborn})
	t.byOpts[string(key)] = id
	return id
}

// bound returns the value of the number option of a one-option side, nil
// for an empty side.
func (t *table) bound(side []uint32) *Dyadic {
	if len(side) == 0 {
		return nil
	}
	d := t.nodes[side[0]].x
	return &d
}

// allNumbers reports whether every game of ids is a number.
func (t *table) allNumbers(ids []uint32) bool {
	for _, x := range ids {
		if !t.nodes[x].isNum {
			return false
		}
	}
	return true
}

// leq reports whether a <= b: no left option of a is >= b, and no right
// option of b is <= a (Conway's definition). Numbers compare by value.
func (t *table) leq(a, b uint32) bool {
	if a == b {
		return true
	}
	// The stops rounded to float64s settle most comparisons in 16 bytes a
	// game, without a look at the nodes: rounding to the nearest keeps
	// the order (x <= y gives round(x) <= round(y)), so that where the
	// rounded stops are in strict order the stops are too, as below.
	// Where they are not, or are NaN, not yet worked out, the exact ones
	// decide.
	switch ra, rb := &t.rounded[a], &t.rounded[b]; {
	case ra[0] > rb[0] || ra[1] > rb[1]:
		return false
	case ra[0] < rb[1]:
		return true
	}
	if na, nb := &t.nodes[a], &t.nodes[b]; na.isUpStar && nb.isUpStar {
		return upStarLeq(na.upStar, nb.upStar)
	}
	switch sa, sb := t.stops(a), t.stops(b); {
	case sa[0].Cmp(sb[0]) > 0 || sa[1].Cmp(sb[1]) > 0:
		return false
	case sa[0].Cmp(sb[1]) < 0:
		return true
	}
	// The pair's hash, a<<32 | b times an odd number, is one to one: its
	// top leqBits bits pick the slot, and the rest, kept in the slot with
	// a bit that marks it used and one for the answer, name the pair.
	h := (uint64(a)<<32 | uint64(b)) * 0x9e3779b97f4a7c15
	slot, tag := h>>(64-leqBits), h<<leqBits|leqUsed
	if t.leqs == nil {
		t.leqs = make([]uint64, 1<<leqBits)
	}
	if e := t.leqs[slot]; e&^leqTrue == tag {
		return e&leqTrue != 0
	}
	// Against a number x, a game G that is not one needs no look at x's
	// options: x <= G exactly when no G^R <= x, and G <= x exactly when no
	// G^L >= x. (Were G^R <= x false for every G^R and yet some x^L >= G,
	// then x^L, below x, would lie strictly between G's left and right
	// options, and G would be a number by the Simplest Number Theorem; the
	// other way round likewise.)
	na, nb := t.nodes[a].isNum, t.nodes[b].isNum
	v := true
	if !na {
		for _, al := range t.leftOf(a) {
			if t.leq(b, al) {
				v = false
				break
			}
		}
	}
	if v && !nb {
		for _, br := range t.rightOf(b) {
			if t.leq(br, a) {
				v = false
				break
			}
		}
	}
	if v {
		tag |= leqTrue
	}
	t.leqs[slot] = tag
	return v
}

// The low bits of a slot of the cache of comparisons: leqUsed marks one
// that holds a comparison, leqTrue one whose answer is a <= b.
const (
	leqTrue = 1 << iota
	leqUsed
)

// leqBits sizes the cache of comparisons: 2^leqBits words, 16 MiB. It
// keeps the latest comparison of each slot, as CGSuite's cache of
// operations does, rather than every comparison ever made, which for a
// Domineering board runs to millions: the table stays the same size, and
// a look-up reads one place in it.
const leqBits = 21

// stops returns id's left and right stops, the number that play reaches
// when Left, or Right, moves first and both stop at the first number: a
// number x's are x, and so are x + n·^ + *m's; otherwise the left stop is the
// greatest right stop of a left option, the right stop the least left
// stop of a right option (a canonical form that is not a number has
// options on both sides). G <= H only where G's stops are at most H's,
// and G < H where G's left stop is below H's right stop, for then
// H - G's right stop, at least R(H) - L(G), is positive (Siegel, CGT
// II.4 and II.6). leq tries both first: they are cheaper than the
// remembered comparisons, and on Domineering 5x5 they settle half of
// those that are not between two games x + n·^ + *m.
func (t *table) stops(id uint32) [2]Dyadic {
	switch n := &t.nodes[id]; {
	case n.isUpStar:
		return [2]Dyadic{n.x, n.x}
	case n.stopped:
		return n.stop
	}
	var s [2]Dyadic
	for i, x := range t.nodes[id].left {
		if r := t.stops(x)[1]; i == 0 || r.Cmp(s[0]) > 0 {
			s[0] = r
		}
	}
	for i, x := range t.nodes[id].right {
		if l := t.stops(x)[0]; i == 0 || l.Cmp(s[1]) < 0 {
			s[1] = l
		}
	}
	t.nodes[id].stop, t.nodes[id].stopped = s, true
	t.rounded[id] = [2]float64{s[0].Float64(), s[1].Float64()}
	return s
}

// form is a game {left | right} given by canonical options, not yet
// reduced, compared with canonical games by the same definition as leq.
// Its comparisons with each game are remembered while it is reduced: the
// reductions change its form, never its value.
type form struct {
	t           *table
	left, right []uint32
	below       map[uint32]bool // below[x]: G <= x
	above       map[uint32]bool // above[x]: x <= G
}

// le reports whether G <= x (below) or x <= G. G <= x when no left
// option of G is >= x and no right option of x is <= G; x <= G when no
// right option of G is <= x and no left option of x is >= G.
func (f *form) le(x uint32, below bool) bool {
	memo, own, theirs := f.above, f.right, f.t.leftOf(x)
	if below {
		memo, own, theirs = f.below, f.left, f.t.rightOf(x)
	}
	if v, ok := memo[x]; ok {
		return v
	}
	v := true
	for _, g := range own {
		if below && f.t.leq(x, g) || !below && f.t.leq(g, x) {
			v = false
			break
		}
	}
	if v {
		for _, y := range theirs {
			if f.le(y, !below) {
				v = false
				break
			}
		}
	}
	memo[x] = v
	return v
}

// canonical returns the canonical form of {l | r}, whose options are
// canonical. Where every option is a number and each left one is below
// each right one, it is the simplest number in between. Otherwise the
// dominated options are removed (a left option <= another, a right option
// >= another) and the reversible ones bypassed (a left option G^L with a
// right option G^LR <= G is replaced by the left options of G^LR, and
// symmetrically), until neither applies: neither changes G's value, and
// the form that remains is G's canonical form, the same for every game
// equal to G (Conway, ONAG ch. 10; Siegel, CGT II.2).
func (t *table) canonical(l, r []uint32) uint32 {
	l, r = slices.Clone(l), slices.Clone(r)
	if t.allNumbers(l) && t.allNumbers(r) {
		lo, hi := t.extreme(l, 1), t.extreme(r, -1)
		if lo == nil || hi == nil || lo.Cmp(*hi) < 0 {
			return t.number(simplest(lo, hi))
		}
	}
	f := &form{t: t, below: make(map[uint32]bool), above: make(map[uint32]bool)}
	for {
		f.left = t.undominated(l, false)
		f.right = t.undominated(r, true)
		var changed bool
		l, changed = t.bypass(f, f.left, false)
		var changedR bool
		r, changedR = t.bypass(f, f.right, true)
		if !changed && !changedR {
			return t.intern(l, r)
		}
	}
}

// extreme returns the greatest (sign 1) or least (sign -1) of the numbers
// ids, nil for none.
func (t *table) extreme(ids []uint32, sign int) *Dyadic {
	var best *Dyadic
	for _, x := range ids {
		d := t.nodes[x].x
		if best == nil || d.Cmp(*best) == sign {
			best = &d
		}
	}
	return best
}

// undominated returns the options of a side that no other dominates: for
// Left the maximal ones, for Right (right true) the minimal ones, each
// once. Each option is compared with the undominated ones so far only: one
// dominated by one of them is dropped, and the ones it dominates go; as
// domination is transitive, what an option dropped dominates is dominated
// by what dropped it, and distinct canonical forms are never equal, so
// this keeps exactly the options no other dominates, with far fewer
// comparisons than every pair where few remain.
func (t *table) undominated(side []uint32, right bool) []uint32 {
	slices.Sort(side)
	side = slices.Compact(side)
	below := func(x, y uint32) bool { // x is dominated by y
		if right {
			return t.leq(y, x)
		}
		return t.leq(x, y)
	}
	var keep []uint32
	for _, x := range side {
		if slices.ContainsFunc(keep, func(y uint32) bool { return below(x, y) }) {
			continue
		}
		keep = slices.DeleteFunc(keep, func(y uint32) bool { return below(y, x) })
		keep = append(keep, x)
	}
	return keep
}

// bypass replaces each reversible option of a side of f by the options it
// reverses through, and reports whether any was: a left option G^L is
// reversible when a right option G^LR of it is <= G, and then Left's move
// to G^L is as good as a move to one of G^LR's left options; a right
// option symmetrically.
func (t *table) bypass(f *form, side []uint32, right bool) ([]uint32, bool) {
	var out []uint32
	changed := false
	for _, x := range side {
		reversed := false
		replies, bypassTo := t.rightOf(x), t.leftOf
		if right {
			replies, bypassTo = t.leftOf(x), t.rightOf
		}
		for _, y := range replies {
			if f.le(y, right) {
				out = append(out, bypassTo(y)...)
				reversed = true
				break
			}
		}
		if !reversed {
			out = append(out, x)
		}
		changed = changed || reversed
	}
	return out, changed
}

// neg returns -a: Left's options and Right's swapped and negated, a
// canonical form again.
func (t *table) neg(a uint32) uint32 {
	if n := &t.nodes[a]; n.isUpStar {
		return t.upStar(upStar{n.x.Neg(), -n.n, n.m})
	}
	if v, ok := t.negs[a]; ok {
		return v
	}
	l, r := t.nodes[a].left, t.nodes[a].right
	nl, nr := make([]uint32, len(r)), make([]uint32, len(l))
	for i, x := range r {
		nl[i] = t.neg(x)
	}
	for i, x := range l {
		nr[i] = t.neg(x)
	}
	v := t.intern(nl, nr)
	t.negs[a], t.negs[v] = v, a
	return v
}

// add returns a + b: {a^L + b, a + b^L | a^R + b, a + b^R} in canonical
// form. A number x added to a game G that is not one moves G only:
// G + x = {G^L + x | G^R + x} (the Number Translation Theorem; Siegel,
// CGT II.3), so the sum never plays in x. Games x + n·^ + *m add by
// their parts: the numbers and the ups add, the nimbers by nim-sum.
func (t *table) add(a, b uint32) uint32 {
	switch {
	case a == 0:
		return b
	case b == 0:
		return a
	}
	if a > b {
		a, b = b, a
	}
	na, nb := &t.nodes[a], &t.nodes[b]
	if na.isUpStar && nb.isUpStar {
		x, y := na.x, nb.x
		if x.Cmp(y) < 0 {
			x, y = y, x // the greater first, so that an error reads the same whatever the ids
		}
		return t.upStar(upStar{x.Add(y), na.n + nb.n, na.m ^ nb.m})
	}
	key := uint64(a)<<32 | uint64(b)
	if v, ok := t.sums[key]; ok {
		return v
	}
	if na.isNum {
		a, b = b, a // b is the number, if one is
	}
	var l, r []uint32
	for _, x := range t.leftOf(a) {
		l = append(l, t.add(x, b))
	}
	for _, x := range t.rightOf(a) {
		r = append(r, t.add(x, b))
	}
	if !t.nodes[b].isNum {
		for _, x := range t.leftOf(b) {
			l = append(l, t.add(a, x))
		}
		for _, x := range t.rightOf(b) {
			r = append(r, t.add(a, x))
		}
	}
	v := t.canonical(l, r)
	t.sums[key] = v
	return v
}

// birthday returns the day id was born: 0 for 0, else one more than the
// latest birthday of its options. An integer n is born on day |n|, and
// m/2^k (k > 0) on day floor(|m/2^k|) + 1 + k: in full, which for a game
// with a number near 2^63 as an option passes the int64s. A game
// x + n·^ + *m is born |n| + m days after x, but |n| + 1 days after it
// for m = 0 < |n|, and |n| + (m xor 1) days after it for |n| odd and
// m > 1: worked out so, not from its options, for *m has m of them a
// side, and their birthdays would take m^2 steps.
func (t *table) birthday(id uint32) uint64 {
	if b := t.nodes[id].birthday; b != unborn {
		return b
	}
	var b uint64
	switch n := &t.nodes[id]; {
	case n.isNum:
		abs := n.x
		if abs.Sign() < 0 {
			abs = abs.Neg()
		}
		b = uint64(abs.Floor())
		if abs.exp > 0 {
			b += 1 + uint64(abs.exp)
		}
	case n.isUpStar:
		ups, m := uint64(max(n.n, -n.n)), uint64(n.m)
		switch {
		case ups != 0 && m == 0:
			m = 1
		case ups%2 == 1 && m > 1:
			m ^= 1
		}
		b = t.birthday(t.number(n.x)) + ups + m
	default:
		for _, side := range [][]uint32{n.left, n.right} {
			for _, x := range side {
				b = max(b, t.birthday(x)+1)
			}
		}
	}
	t.nodes[id].birthday = b
	return b
}
