package cgt

import (
	"fmt"
	"slices"
)

// The games x + n·^ + *m (x a number, n ups, m a nimber) are kept by
// their parts, as CGSuite keeps them: they add, negate and compare by
// their arithmetic, and their canonical forms are built directly, in time
// linear in n and m. For n >= 1 (Siegel, CGT II.4; CGSuite's
// CanonicalShortGameOps):
//
//	x + *m      = {x, x*, ..., x + *(m-1) | x, x*, ..., x + *(m-1)}
//	x + ^*      = {x, x* | x}
//	x + n·^ + *m = {x | x + (n-1)·^ + *(m xor 1)}, otherwise,
//
// and x - n·^ + *m is the negative of -x + n·^ + *m.

// upStar returns the id of x + n·^ + *m, building its canonical form if it
// is new. It panics with a RangeError past maxCount ups, downs or nimber.
func (t *table) upStar(u upStar) uint32 {
	if u.n == 0 && u.m == 0 {
		return t.number(u.x)
	}
	if id, ok := t.upStars[u]; ok {
		return id
	}
	if u.n < -maxCount || u.n > maxCount || u.m > maxCount {
		panic(&RangeError{upStarName(u), fmt.Sprintf("games hold at most %d ups or downs and nimbers up to *%d", maxCount, maxCount)})
	}
	if u.n == 0 {
		return t.nimbers(u.x, u.m)
	}
	// The chain x + i·^ + *(m xor (n-i)&1), from i = 0 to n: start from
	// the last one made.
	sign := 1
	if u.n < 0 {
		sign = -1
	}
	at := func(i int) upStar { return upStar{u.x, i, u.m ^ (u.n-i)&1} }
	i := u.n
	for ; i != 0; i -= sign {
		if _, ok := t.upStars[at(i)]; ok {
			break
		}
	}
	prev, x := t.upStar(at(i)), t.number(u.x)
	for i != u.n {
		i += sign
		c := at(i)
		l, r := []uint32{x}, []uint32{prev}
		if c.m == 1 && i*sign == 1 {
			l, r = []uint32{x, t.nimbers(u.x, 1)}, []uint32{x} // x < x*, made first
		}
		if sign < 0 {
			l, r = r, l
		}
		prev = t.newUpStar(c, l, r)
	}
	return prev
}

// nimbers returns the id of x + *m, making x + *k for every k <= m that
// is new. Their options share one slice, in the order they are made, so
// sorted: x + *m has m of them a side.
func (t *table) nimbers(x Dyadic, m int) uint32 {
	s := t.nims[x]
	if s == nil {
		s = []uint32{t.number(x)}
	}
	for len(s) <= m {
		k := len(s)
		s = append(s, t.newUpStar(upStar{x, 0, k}, s[:k:k], s[:k:k]))
	}
	t.nims[x] = s
	return s[m]
}

// newUpStar stores the canonical form {l | r} of u, its sides sorted.
func (t *table) newUpStar(u upStar, l, r []uint32) uint32 {
	id := t.store(node{left: l, right: r, upStar: u, isUpStar: true, birthday: unborn})
	t.upStars[u] = id
	return id
}

// upStarOf recognizes the canonical form {l | r} (sorted, not a number)
// as one of the forms of x + n·^ + *m above: the options of x + *m are
// x + *k for every k < m; a form {x | x + j·^ + *c} with j >= 0 is
// x + (j+1)·^ + *(c xor 1), unless it is x*; {x, x* | x} is x + ^*; and
// the negatives of these likewise. The canonical form of x + n·^ + *m is
// always one of these, so every game of the kind is recognized.
func (t *table) upStarOf(l, r []uint32) (upStar, bool) {
	nodes := func(ids []uint32) []*node {
		out := make([]*node, len(ids))
		for i, id := range ids {
			if !t.nodes[id].isUpStar {
				return nil
			}
			out[i] = &t.nodes[id]
		}
		return out
	}
	ln, rn := nodes(l), nodes(r)
	if ln == nil || rn == nil {
		return upStar{}, false
	}
	if slices.Equal(l, r) {
		// x + *k for distinct k < len(l): each k below len(l) once.
		x := ln[0].x
		for _, n := range ln {
			if n.n != 0 || n.x != x || n.m >= len(ln) {
				return upStar{}, false
			}
		}
		return upStar{x, 0, len(ln)}, true
	}
	// chain reports whether the number a and the game b are x and
	// x + j·^ + *c, with j >= 0 (sign 1) or j <= 0 (sign -1), not x.
	chain := func(a, b *node, sign int) bool {
		return a.isNum && b.x == a.x && b.n*sign >= 0 && (b.n != 0 || b.m != 0)
	}
	// star reports whether two games are x and x*, and the third is x.
	star := func(pair []*node, x *node) bool {
		return x.isNum && pair[0].x == x.x && pair[1].x == x.x && pair[0].n == 0 && pair[1].n == 0 && pair[0].m+pair[1].m == 1
	}
	switch {
	case len(ln) == 1 && len(rn) == 1 && chain(ln[0], rn[0], 1):
		return upStar{rn[0].x, rn[0].n + 1, rn[0].m ^ 1}, true
	case len(ln) == 1 && len(rn) == 1 && chain(rn[0], ln[0], -1):
		return upStar{ln[0].x, ln[0].n - 1, ln[0].m ^ 1}, true
	case len(ln) == 2 && len(rn) == 1 && star(ln, rn[0]):
		return upStar{rn[0].x, 1, 1}, true
	case len(ln) == 1 && len(rn) == 2 && star(rn, ln[0]):
		return upStar{ln[0].x, -1, 1}, true
	}
	return upStar{}, false
}

// upStarLeq reports whether a <= b: b - a = d + k·^ + *j, with d the
// difference of the numbers, is >= 0 when d > 0, or d = 0 and k >= 2, or
// k = 1 and j is not 1 (^* is confused with 0, ^*j for j >= 2 is
// positive), or k = 0 and j = 0.
func upStarLeq(a, b upStar) bool {
	if c := b.x.Cmp(a.x); c != 0 {
		return c > 0
	}
	k, j := b.n-a.n, a.m^b.m
	return k >= 2 || k == 1 && j != 1 || k == 0 && j == 0
}
