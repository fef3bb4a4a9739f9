package cgt

import "fmt"

// Number returns the number d: {d - 1 |} for a positive integer, {| d + 1}
// for a negative one, {d - 1/2^k | d + 1/2^k} for d = m/2^k with m odd.
func Number(d Dyadic) Game { return do(func(t *table) Game { return Game{t.number(d)} }) }

// Int returns the integer n as a game.
func Int(n int64) Game { return Number(intDyadic(n)) }

// Nimber returns *n, the Nim heap of n: {0, *, ..., *(n-1) | 0, *, ...,
// *(n-1)}. It panics if n < 0.
// It panics if n < 0, and with a RangeError past *65535.
func Nimber(n int) Game {
	if n < 0 {
		panic("cgt: Nimber of a negative number")
	}
	return UpStar(Dyadic{}, 0, n)
}

// Up returns n·^, the sum of n copies of ^ = {0 | *}, or of -n copies of
// v = {* | 0} where n < 0. It panics with a RangeError past 65535 ups or
// downs.
func Up(n int) Game { return UpStar(Dyadic{}, n, 0) }

// UpStar returns x + n·^ + *m, built from its canonical form (for n >= 1,
// {x | x + (n-1)·^ + *(m xor 1)}, but for x + ^* = {x, x* | x}) in time
// linear in n and m. It panics if m < 0, and with a RangeError past 65535
// ups or downs or *65535.
func UpStar(x Dyadic, n, m int) Game {
	if m < 0 {
		panic("cgt: UpStar of a negative nimber")
	}
	return do(func(t *table) Game { return Game{t.upStar(upStar{x, n, m})} })
}

// UpNth returns ^<n>, the n-th power of up in CGSuite's notation (Siegel,
// CGT II.4: ^<1> = ^, ^<n> = {0 | v[n-1]*}), or with sum ^[n] =
// ^<1> + ... + ^<n>, whose canonical form is {^[n-1] | *}. It panics if n
// is below 1 or above maxNth.
func UpNth(n int, sum bool) Game {
	if n < 1 || n > maxNth {
		panic(fmt.Sprintf("cgt: UpNth(%d): want 1 to %d", n, maxNth))
	}
	upSum := Up(1) // ^[k], from k = 1
	for k := 2; k <= n; k++ {
		if !sum && k == n {
			return Form([]Game{{}}, []Game{upSum.Neg().Add(Nimber(1))})
		}
		upSum = Form([]Game{upSum}, []Game{Nimber(1)})
	}
	return upSum
}

// maxNth is the largest n of ^<n> and ^[n] that UpNth builds: their forms
// are chains of n games, put in canonical form one by one.
const maxNth = 256

// Form returns the canonical form of the game {left | right}: Left may move
// to any of left, Right to any of right.
func Form(left, right []Game) Game {
	return do(func(t *table) Game { return Game{t.canonical(ids(left), ids(right))} })
}

// ids and games convert between Games and their ids in the table.
func ids(gs []Game) []uint32 {
	out := make([]uint32, len(gs))
	for i, g := range gs {
		out[i] = g.id
	}
	return out
}

// games: see ids.
func games(ids []uint32) []Game {
	out := make([]Game, len(ids))
	for i, x := range ids {
		out[i] = Game{x}
	}
	return out
}

// Left returns the left options of g's canonical form.
func (g Game) Left() []Game { return do(func(t *table) []Game { return games(t.leftOf(g.id)) }) }

// Right returns the right options of g's canonical form.
func (g Game) Right() []Game { return do(func(t *table) []Game { return games(t.rightOf(g.id)) }) }

// Add returns g + h, the game in which a move is a move in g or in h. A
// sum with 0, the first part of each option a Ruleset adds up, is
// returned without taking the table's lock.
func (g Game) Add(h Game) Game {
	switch {
	case g.id == 0:
		return h
	case h.id == 0:
		return g
	}
	return do(func(t *table) Game { return Game{t.add(g.id, h.id)} })
}

// Neg returns -g, the game with Left's and Right's moves swapped.
func (g Game) Neg() Game { return do(func(t *table) Game { return Game{t.neg(g.id)} }) }

// Sub returns g - h = g + (-h).
func (g Game) Sub(h Game) Game {
	return do(func(t *table) Game { return Game{t.add(g.id, t.neg(h.id))} })
}

// Leq reports whether g <= h: Left, moving second, wins h - g; that is,
// no left option of g is >= h, and no right option of h is <= g.
func (g Game) Leq(h Game) bool { return do(func(t *table) bool { return t.leq(g.id, h.id) }) }

// A Relation is how two games compare: games are partially ordered, and
// two may be neither equal nor one greater, but confused (fuzzy).
type Relation int8

const (
	Less     Relation = iota // g < h: g <= h, and not h <= g
	Equal                    // g = h: the same canonical form
	Greater                  // g > h
	Confused                 // g || h: neither g <= h nor h <= g
)

// String writes the relation as CGSuite does: <, =, > or ||.
func (r Relation) String() string {
	switch r {
	case Less:
		return "<"
	case Equal:
		return "="
	case Greater:
		return ">"
	}
	return "||"
}

// Compare returns how g compares with h: by g <= h and h <= g.
func (g Game) Compare(h Game) Relation {
	return do(func(t *table) Relation {
		le, ge := t.leq(g.id, h.id), t.leq(h.id, g.id)
		switch {
		case le && ge:
			return Equal
		case le:
			return Less
		case ge:
			return Greater
		}
		return Confused
	})
}

// An Outcome is a game's outcome class: who wins it with perfect play.
type Outcome uint8

const (
	LeftWins   Outcome = iota // Left wins, whoever moves first: G > 0
	RightWins                 // Right wins, whoever moves first: G < 0
	FirstWins                 // the player to move wins: G confused with 0
	SecondWins                // the player to move loses: G = 0
)

// String returns the class's usual letter: L, R, N (the next player wins)
// or P (the previous player).
func (o Outcome) String() string { return [...]string{"L", "R", "N", "P"}[o] }

// LeftWinsMovingFirst reports whether Left wins when Left moves first.
func (o Outcome) LeftWinsMovingFirst() bool { return o == LeftWins || o == FirstWins }

// RightWinsMovingFirst reports whether Right wins when Right moves first.
func (o Outcome) RightWinsMovingFirst() bool { return o == RightWins || o == FirstWins }

// outcomeOf returns the class in which Left, and Right, win moving first
// as given.
func outcomeOf(leftFirst, rightFirst bool) Outcome {
	switch {
	case leftFirst && rightFirst:
		return FirstWins
	case leftFirst:
		return LeftWins
	case rightFirst:
		return RightWins
	}
	return SecondWins
}

// Outcome returns g's outcome class, read off its sign: Left moving first
// wins g exactly when g is not <= 0 (some left option is >= 0), and Right
// moving first exactly when g is not >= 0.
func (g Game) Outcome() Outcome {
	return do(func(t *table) Outcome { return outcomeOf(!t.leq(g.id, 0), !t.leq(0, g.id)) })
}

// Number returns g's value if g is a number.
func (g Game) Number() (Dyadic, bool) {
	n := do(func(t *table) node { return t.nodes[g.id] })
	return n.x, n.isNum
}

// Mean returns g's mean value, where its thermograph's mast stands: for
// many copies of g, n·g is within a constant of n·Mean (the Mean Value
// Theorem). A number is its own mean.
func (g Game) Mean() Dyadic {
	return do(func(t *table) Dyadic { return t.mean(g.id) })
}

// mean returns id's mean: see Game.Mean.
func (t *table) mean(id uint32) Dyadic {
	if n := &t.nodes[id]; n.isNum {
		return n.x
	}
	return t.thermograph(id).mean
}

// Temperature returns g's temperature, where its thermograph's walls meet:
// how much a move in it is worth. A number's is CGSuite's: -1 for an
// integer, -1/2^k for m/2^k in lowest terms (k > 0), for a move in a
// number only hurts.
func (g Game) Temperature() Dyadic {
	return do(func(t *table) Dyadic {
		if n := &t.nodes[g.id]; n.isNum {
			return Dyadic{-1, n.x.exp}
		}
		return t.thermograph(g.id).temp
	})
}

// Birthday returns the day g is born on: 0 for 0, else one more than the
// latest of its options' (of its canonical form, the earliest of any form).
// It is exact: an integer n is born on day |n|, so {9223372036854775807 | *}
// on day 2^63, past the int64s.
func (g Game) Birthday() uint64 { return do(func(t *table) uint64 { return t.birthday(g.id) }) }

// String writes g in CGSuite's notation, in ASCII (see Parse).
func (g Game) String() string { return do(func(t *table) string { return t.name(g.id) }) }
