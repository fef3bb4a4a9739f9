package cgt

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// name returns id in CGSuite's notation, remembered: a number (3/4, -2);
// a number plus ups and a nimber (^, v*, ^^, 1/2^*, *2); ^<n>, ^[n], and
// these plus * or negated (v<n>*), n >= 2 (powerOf); Tiny(G) for
// {0 || 0 | -G} and Miny(G) for {G | 0 || 0}, G's mean above 0, after
// a number they are added to (2Tiny(2) = {2 || 2 | 0}); +-x for {x | -x} and
// +-{a,b} for {a, b | -a, -b}; else the options in braces, those that are
// the only one on their side written without braces of their own unless
// four bars part their sides, the sides parted by one bar more than the
// most either holds ({2|1/2||0}).
// Past maxNamed bytes of names it panics with a *LimitError.
func (t *table) name(id uint32) string {
	if s, ok := t.named[id]; ok {
		return s
	}
	s := t.newName(id)
	if t.namedN += len(s); t.namedN > maxNamed {
		panic(&LimitError{maxNamed, "bytes of written forms"})
	}
	t.named[id] = s
	return s
}

// newName works out id's name, as name describes it.
func (t *table) newName(id uint32) string {
	n := &t.nodes[id]
	if n.isUpStar {
		return upStarName(n.upStar)
	}
	for _, arrow := range []string{"^", "v"} {
		g := id
		if arrow == "v" {
			g = t.neg(id)
		}
		if p, ok := t.powerOf(g, maxNth); ok && p.n >= 2 {
			return p.name(arrow)
		}
	}
	l, r := n.left, n.right
	if len(l) == 1 && len(r) == 1 {
		if s := t.tinyName(l[0], r[0], "Tiny"); s != "" {
			return s
		}
		if s := t.tinyName(t.neg(r[0]), t.neg(l[0]), "Miny"); s != "" {
			return s
		}
	}
	if t.isSwitch(l, r) {
		opts := t.ordered(l)
		if len(opts) == 1 {
			return "+-" + t.name(opts[0])
		}
		return "+-{" + t.names(opts) + "}"
	}
	inside, bars := t.inside(id)
	t.bars[id] = bars
	return "{" + inside + "}"
}

// tinyName returns the name of {l || x | y} as CGSuite writes it, where l
// is the number x and y's mean is below x: xTiny(x - y), x + Tiny(G)
// being {x || x | x - G}; or "" for a game not of that form. For Miny
// (x + Miny(G) = {x + G | x || x}), l and r are the right and left
// options negated, so that the form is that of the game's negative.
func (t *table) tinyName(l, r uint32, word string) string {
	if !t.nodes[l].isNum || t.nodes[r].isNum {
		return ""
	}
	rl, rr := t.leftOf(r), t.rightOf(r)
	if len(rl) != 1 || rl[0] != l || len(rr) != 1 || t.mean(rr[0]).Cmp(t.nodes[l].x) >= 0 {
		return ""
	}
	x, sub := t.nodes[l].x, t.add(l, t.neg(rr[0]))
	if word == "Miny" {
		x = x.Neg()
	}
	prefix := ""
	if x.Sign() != 0 {
		prefix = x.String()
	}
	return prefix + word + "(" + t.name(sub) + ")"
}

// A power is CGSuite's ^<n> (sum false) or ^[n] = ^<1> + ... + ^<n> (sum
// true), with * added if star; ^<1> = ^[1] = ^, and ^[0]* is *.
type power struct {
	n         int
	sum, star bool
}

// name writes p as CGSuite does, with the arrow given: ^<3>, v[2]*.
func (p power) name(arrow string) string {
	s := arrow + "<" + strconv.Itoa(p.n) + ">"
	if p.sum {
		s = arrow + "[" + strconv.Itoa(p.n) + "]"
	}
	if p.star {
		s += "*"
	}
	return s
}

// powerOf recognizes id as ^<n>, ^[n], ^<n>* or ^[n]* by their canonical
// forms, for 2 <= n <= most (UpNth; the starred ones are CGSuite's for
// n = 2, and the tests find them so up to n = 8). Past most it answers
// false, having looked no deeper: names go up to maxNth, what Parse
// reads, and a longer chain is written in braces around ^[maxNth].
//
//	^[n]  = {^[n-1] | *}       ^[n]* = {0, ^[n-1]* | 0}
//	^<n>  = {0 | v[n-1]*}      ^<n>* = {0, * | v[n-1]}
func (t *table) powerOf(id uint32, most int) (power, bool) {
	n := &t.nodes[id]
	if n.isUpStar {
		// ^ and ^* are ^[1] and ^[1]*, * is ^[0]*.
		ok := n.x.Sign() == 0 && (n.n == 1 && n.m <= 1 || n.n == 0 && n.m == 1)
		return power{n.n, true, n.m == 1}, ok
	}
	if most < 2 {
		return power{}, false
	}
	l, r := n.left, n.right
	star := t.upStar(upStar{m: 1})
	// below returns the power of g, if it is ^[k] or ^[k]* (star) for
	// some k >= 1, the next power down.
	below := func(g uint32, star bool) (power, bool) {
		p, ok := t.powerOf(g, most-1)
		return p, ok && p.sum && p.star == star && p.n >= 1
	}
	switch {
	case len(l) == 1 && len(r) == 1 && r[0] == star:
		if p, ok := below(l[0], false); ok {
			return power{p.n + 1, true, false}, true
		}
	case len(l) == 2 && l[0] == 0 && len(r) == 1 && r[0] == 0:
		if p, ok := below(l[1], true); ok {
			return power{p.n + 1, true, true}, true
		}
	case len(l) == 1 && l[0] == 0 && len(r) == 1:
		if p, ok := below(t.neg(r[0]), true); ok {
			return power{p.n + 1, false, false}, true
		}
	case len(l) == 2 && l[0] == 0 && l[1] == star && len(r) == 1:
		if p, ok := below(t.neg(r[0]), false); ok {
			return power{p.n + 1, false, true}, true
		}
	}
	return power{}, false
}

// isSwitch reports whether the right options are the left ones negated.
func (t *table) isSwitch(l, r []uint32) bool {
	if len(l) != len(r) {
		return false
	}
	neg := make([]uint32, len(l))
	for i, x := range l {
		neg[i] = t.neg(x)
	}
	slices.Sort(neg)
	return slices.Equal(neg, r) // r is sorted
}

// inside returns what id's braces hold, and how many bars part its sides.
// A side that is one option in braces is that option's remembered name
// unbraced, not written again, so that a form nested n deep is written in
// time of its length, some n^2, not n^4; but an option whose sides are
// parted by maxBars keeps its braces, as CGSuite writes it
// ({10||10,10v*|{10vv,10v*||||...}}), so that no run of bars is longer.
func (t *table) inside(id uint32) (string, int) {
	side := func(opts []uint32) (string, int) {
		if len(opts) == 1 && t.braced(opts[0]) && t.bars[opts[0]] < maxBars {
			s := t.name(opts[0])
			return s[1 : len(s)-1], t.bars[opts[0]]
		}
		return t.names(t.ordered(opts)), 0
	}
	ls, lb := side(t.nodes[id].left)
	rs, rb := side(t.nodes[id].right)
	bars := max(lb, rb) + 1
	return ls + strings.Repeat("|", bars) + rs, bars
}

// maxBars is the longest run of bars CGSuite writes (its maxSlashes).
const maxBars = 4

// braced reports whether id is written in braces, not by a name.
func (t *table) braced(id uint32) bool { return strings.HasPrefix(t.name(id), "{") }

// names writes the games ids, separated by commas.
func (t *table) names(ids []uint32) string {
	s := make([]string, len(ids))
	for i, x := range ids {
		s[i] = t.name(x)
	}
	return strings.Join(s, ",")
}

// ordered returns the options in the order they are written, CGSuite's
// (its CanonicalShortGame.DeterministicOrdering), which does not depend on
// the order games were made in: numbers by value, then nimbers *m by m,
// then the games x + n·^ + *m and the powers of up (uptimals) by their
// expansions (expansionCmp), then every other game by its left options,
// so ordered, compared one by one (a list that runs out first is the
// less), then by its right options.
func (t *table) ordered(ids []uint32) []uint32 {
	out := slices.Clone(ids)
	slices.SortFunc(out, t.writtenCmp)
	return out
}

// writtenCmp compares two games in the order ordered writes them.
func (t *table) writtenCmp(a, b uint32) int {
	if a == b {
		return 0
	}
	ka, ea := t.expansion(a)
	kb, eb := t.expansion(b)
	if ka != kb {
		return cmp.Compare(ka, kb)
	}
	switch ka {
	case kindNumber:
		return t.nodes[a].x.Cmp(t.nodes[b].x)
	case kindNimber:
		return cmp.Compare(t.nodes[a].m, t.nodes[b].m)
	case kindUptimal:
		return expansionCmp(ea, eb)
	}
	sa, sb := t.writtenSides(a), t.writtenSides(b)
	if c := t.listCmp(sa[0], sb[0]); c != 0 {
		return c
	}
	return t.listCmp(sa[1], sb[1])
}

// writtenSides returns id's left and right options as ordered writes
// them, remembered: comparing two forms then takes a walk down their
// first difference, not a sort at every level.
func (t *table) writtenSides(id uint32) [2][]uint32 {
	if s, ok := t.written[id]; ok {
		return s
	}
	s := [2][]uint32{t.ordered(t.nodes[id].left), t.ordered(t.nodes[id].right)}
	t.written[id] = s
	return s
}

// listCmp compares two lists of games element by element; a list that
// runs out first is the less.
func (t *table) listCmp(a, b []uint32) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		if c := t.writtenCmp(a[i], b[i]); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(a), len(b))
}

// The kinds of game ordered tells apart, in the order it writes them.
const (
	kindNumber = iota
	kindNimber
	kindUptimal
	kindOther
)

// An uptimalExpansion is x + d[0]·^<1> + d[1]·^<2> + ... + *m, as CGSuite
// expands uptimals: ^[n] is the digits 1 n times, ^<n> n-1 zeros and a 1.
type uptimalExpansion struct {
	x Dyadic
	d []int
	m int
}

// expansion returns id's kind for ordered and, for an uptimal, its
// expansion.
func (t *table) expansion(id uint32) (int, uptimalExpansion) {
	n := &t.nodes[id]
	switch {
	case n.isNum:
		return kindNumber, uptimalExpansion{}
	case n.isUpStar && n.n == 0 && n.x.Sign() == 0:
		return kindNimber, uptimalExpansion{}
	case n.isUpStar:
		e := uptimalExpansion{x: n.x, m: n.m}
		if n.n != 0 {
			e.d = []int{n.n}
		}
		return kindUptimal, e
	}
	for _, sign := range []int{1, -1} {
		g := id
		if sign < 0 {
			g = t.neg(id)
		}
		if p, ok := t.powerOf(g, maxNth); ok {
			e := uptimalExpansion{d: make([]int, p.n)}
			for i := range e.d {
				if p.sum || i == p.n-1 {
					e.d[i] = sign
				}
			}
			if p.star {
				e.m = 1
			}
			return kindUptimal, e
		}
	}
	return kindOther, uptimalExpansion{}
}

// expansionCmp compares two expansions as CGSuite's UptimalExpansion
// does: by the number, then the digits as far as both go, then the
// shorter first, then by the nimber.
func expansionCmp(a, b uptimalExpansion) int {
	if c := a.x.Cmp(b.x); c != 0 {
		return c
	}
	for i := 0; i < len(a.d) && i < len(b.d); i++ {
		if c := cmp.Compare(a.d[i], b.d[i]); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(len(a.d), len(b.d)); c != 0 {
		return c
	}
	return cmp.Compare(a.m, b.m)
}

// upStarName writes x + n·^ + *m: the number, unless 0, then ^ or v
// (twice for 2, else followed by the count), then * or *m.
func upStarName(u upStar) string {
	var b strings.Builder
	if u.x.Sign() != 0 {
		b.WriteString(u.x.String())
	}
	if u.n != 0 {
		arrow, n := "^", u.n
		if n < 0 {
			arrow, n = "v", -n
		}
		switch n {
		case 1:
			b.WriteString(arrow)
		case 2:
			b.WriteString(arrow + arrow)
		default:
			b.WriteString(arrow + strconv.Itoa(n))
		}
	}
	if u.m == 1 {
		b.WriteString("*")
	} else if u.m > 1 {
		b.WriteString("*" + strconv.Itoa(u.m))
	}
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}
