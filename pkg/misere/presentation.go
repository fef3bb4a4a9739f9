package misere

import (
	"sort"
	"strconv"
	"strings"
)

// A Presentation writes a quotient as Plambeck and Siegel and MisereSolver
// do: generators, each the element of a heap, and relations between their
// products, such as 0.75's R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab,
// c^2 = b^2>, where a, b and c are heaps 1, 2 and 5.
type Presentation struct {
	Heaps     []int      // Heaps[i]: the heap whose element is generator i, named a, b, c, ...
	Relations []Relation // what the generators' products satisfy, and all that they do
}

// A Relation says that two products of the generators are one element.
// Each is an exponent vector: Left[i] is the power of generator i.
type Relation struct{ Left, Right []int }

// Presentation returns q's presentation. The generators are the heaps,
// smallest first, whose elements are not products of smaller heaps'.
// The relations are found by taking the products of the generators in
// order of degree: a product none of whose divisors is the left side of a
// relation already found is either a new element, written so from then
// on, or equal to one written before, a relation. Every product is so
// rewritten, step by step, to one written earlier, so the products never
// rewritten, one for each element of q, are all that the presented monoid
// holds: the relations present q, and none follows from those of lower
// degree by a divisor.
func (q *Quotient) Presentation() Presentation {
	var p Presentation
	var gens []int // the generators' elements
	reached := []int{0}
	in := map[int]bool{0: true}
	for h := 1; h < len(q.Heap); h++ {
		if in[q.Heap[h]] {
			continue
		}
		p.Heaps = append(p.Heaps, h)
		gens = append(gens, q.Heap[h])
		for i := 0; i < len(reached); i++ { // close under the generators
			for _, g := range gens {
				if y := q.Mul[reached[i]][g]; !in[y] {
					in[y] = true
					reached = append(reached, y)
				}
			}
		}
	}
	k := len(gens)
	// A word is a product written with its generators in order; its last
	// generator is the largest, so each product is made once, from the
	// word without one copy of its largest generator.
	type word struct {
		exp  []int
		last int // its largest generator, -1 for the empty word
		elem int
	}
	written := map[int][]int{0: make([]int, k)} // each element's word
	level := []word{{make([]int, k), -1, 0}}
	for len(level) > 0 {
		var next []word
		for _, w := range level {
			for i := max(w.last, 0); i < k; i++ {
				exp := append([]int(nil), w.exp...)
				exp[i]++
				if p.divisible(exp) {
					continue
				}
				x := q.Mul[w.elem][gens[i]]
				if form, ok := written[x]; ok {
					p.Relations = append(p.Relations, Relation{exp, form})
					continue
				}
				written[x] = exp
				next = append(next, word{exp, i, x})
			}
		}
		level = next
	}
	sort.SliceStable(p.Relations, func(i, j int) bool {
		a, b := p.Relations[i].Left, p.Relations[j].Left
		for g := range a {
			if a[g] != b[g] {
				return a[g] > b[g]
			}
		}
		return false
	})
	return p
}

// divisible reports whether some relation's left side divides exp.
func (p *Presentation) divisible(exp []int) bool {
	for _, r := range p.Relations {
		if divides(r.Left, exp) {
			return true
		}
	}
	return false
}

func divides(a, b []int) bool {
	for i := range a {
		if a[i] > b[i] {
			return false
		}
	}
	return true
}

// String writes p as <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>.
func (p Presentation) String() string {
	var b strings.Builder
	b.WriteByte('<')
	for i := range p.Heaps {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(generator(i))
	}
	for i, r := range p.Relations {
		if i == 0 {
			b.WriteString(" | ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(monomial(r.Left) + " = " + monomial(r.Right))
	}
	b.WriteByte('>')
	return b.String()
}

// Generators says which heap each generator is: "a = heap 1, b = heap 2".
func (p Presentation) Generators() string {
	s := make([]string, len(p.Heaps))
	for i, h := range p.Heaps {
		s[i] = generator(i) + " = heap " + strconv.Itoa(h)
	}
	return strings.Join(s, ", ")
}

// generator names generator i: a to z, then g27, g28, ...
func generator(i int) string {
	if i < 26 {
		return string(rune('a' + i))
	}
	return "g" + strconv.Itoa(i+1)
}

// monomial writes a product of generators, 1 for the empty one.
func monomial(exp []int) string {
	var b strings.Builder
	for i, e := range exp {
		if e == 0 {
			continue
		}
		b.WriteString(generator(i))
		if e > 1 {
			b.WriteString("^" + strconv.Itoa(e))
		}
	}
	if b.Len() == 0 {
		return "1"
	}
	return b.String()
}
