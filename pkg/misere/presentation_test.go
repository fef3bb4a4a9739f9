package misere_test

import (
	"slices"
	"testing"

	"gametheory/pkg/misere"
)

// TestPresentation checks that a quotient's presentation presents it: its
// relations hold, and the products that no relation's left side divides,
// found here by a walk of their exponents one generator at a time, are
// as many as the quotient's elements and are each a different one (so
// the monoid the relations present, which maps onto the quotient and has
// no more elements than those products, is the quotient). 0.75's must be
// the published R8 (TestR8's source), with a, b and c heaps 1, 2 and 5.
func TestPresentation(t *testing.T) {
	for _, c := range []struct {
		code  string
		n     int
		want  string // the presentation, where published
		heaps []int
	}{
		{"0.75", 20, "<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>", []int{1, 2, 5}},
		{"0.3", 10, "<a | a^2 = 1>", []int{1}},
		{".07", 14, "", nil},
		{".77", 9, "", nil},
		{".137", 12, "", nil},
	} {
		q, err := misere.Compute(parse(t, c.code), c.n, 0)
		if err != nil {
			t.Fatal(err)
		}
		next := 0 // the heaps' elements are numbered as they first appear
		for h, x := range q.Heap {
			if x > next {
				t.Errorf("%s: heap %d is element %d, before element %d appeared", c.code, h, x, next)
			}
			if x == next {
				next++
			}
		}
		p := q.Presentation()
		if c.want != "" && (p.String() != c.want || !slices.Equal(p.Heaps, c.heaps)) {
			t.Errorf("%s up to %d: %v, generators heaps %v; want %s, heaps %v", c.code, c.n, p, p.Heaps, c.want, c.heaps)
		}
		product := func(exp []int) int {
			x, err := q.Element(power(p.Heaps, exp)...)
			if err != nil {
				t.Fatal(err)
			}
			return x
		}
		for _, r := range p.Relations {
			if product(r.Left) != product(r.Right) {
				t.Errorf("%s: %v: the relation %v = %v fails", c.code, p, r.Left, r.Right)
			}
		}
		seen := map[int]bool{}
		exp := make([]int, len(p.Heaps))
		var walk func(i int)
		walk = func(i int) {
			if i == len(exp) {
				if x := product(exp); seen[x] {
					t.Errorf("%s: %v: two products left alone are element %d", c.code, p, x)
				} else {
					seen[x] = true
				}
				return
			}
			for exp[i] = 0; !divided(p, exp); exp[i]++ {
				walk(i + 1)
			}
			exp[i] = 0
		}
		walk(0)
		if len(seen) != q.Order() {
			t.Errorf("%s up to %d: %v leaves %d products alone; want the order, %d", c.code, c.n, p, len(seen), q.Order())
		}
	}
}

// power returns the sum of heaps whose element is the product exp of the
// generators, heaps[i] the heap of generator i.
func power(heaps, exp []int) []int {
	var hs []int
	for i, e := range exp {
		for ; e > 0; e-- {
			hs = append(hs, heaps[i])
		}
	}
	return hs
}

// divided reports whether a relation's left side divides exp.
func divided(p misere.Presentation, exp []int) bool {
next:
	for _, r := range p.Relations {
		for i := range exp {
			if r.Left[i] > exp[i] {
				continue next
			}
		}
		return true
	}
	return false
}
