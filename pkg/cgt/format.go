package cgt

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// name returns id in CGSuite's notation, remembered: a number (3/4, -2);
// a number plus ups and a nimber (^, v*, ^^, 1/2^*, *2); Tiny(G) for
// {0 || 0 | -G} and Miny(G) for {G | 0 || 0}, G's mean above 0, after
// a number they are added to (2Tiny(2) = {2 || 2 | 0}); +-x for {x | -x} and
// +-{a,b} for {a, b | -a, -b}; else the options in braces, those that are
// the only one on their side written without braces of their own, the
// sides parted by one bar more than the most either holds ({2|1/2||0}).
func (t *table) name(id uint32) string { return remembered(t.named, id, t.newName) }

// remembered returns m[k], computed by f the first time.
func remembered[K comparable, V any](m map[K]V, k K, f func(K) V) V {
	if v, ok := m[k]; ok {
		return v
	}
	v := f(k)
	m[k] = v
	return v
}

// newName works out id's name, as name describes it.
func (t *table) newName(id uint32) string {
	n := &t.nodes[id]
	if n.isUpStar {
		return upStarName(n.upStar)
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
	inside, _ := t.inside(id)
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
func (t *table) inside(id uint32) (string, int) {
	side := func(opts []uint32) (string, int) {
		if len(opts) == 1 && t.braced(opts[0]) {
			return t.inside(opts[0])
		}
		return t.names(t.ordered(opts)), 0
	}
	ls, lb := side(t.nodes[id].left)
	rs, rb := side(t.nodes[id].right)
	bars := max(lb, rb) + 1
	return ls + strings.Repeat("|", bars) + rs, bars
}

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

// ordered returns the options in the order they are written: the earlier
// born first, then by name, so that what is written does not depend on
// the order games were made in.
func (t *table) ordered(ids []uint32) []uint32 {
	out := slices.Clone(ids)
	slices.SortFunc(out, func(a, b uint32) int {
		if c := cmp.Compare(t.birthday(a), t.birthday(b)); c != 0 {
			return c
		}
		return strings.Compare(t.name(a), t.name(b))
	})
	return out
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
