package solvetest

import (
	"math/rand"
	"strconv"
	"strings"

	"gametheory/internal/casegen"
	"gametheory/pkg/enum"
)

// The input most heap games share: T, then T cases, each a count n and n
// heap sizes.

// HeapCases gathers cases of heaps into one input, each case a count n
// and n heap sizes in an order drawn from r, and the answers to them.
type HeapCases struct {
	r            *rand.Rand
	cases, answs strings.Builder
	n            int
}

// NewHeapCases returns an empty HeapCases whose orders r draws.
func NewHeapCases(r *rand.Rand) *HeapCases { return &HeapCases{r: r} }

// Add adds the case of heaps, whose answer is answer.
func (c *HeapCases) Add(heaps []int, answer string) {
	c.n++
	h := make([]int64, len(heaps))
	for i, v := range heaps {
		h[i] = int64(v)
	}
	c.r.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
	c.cases.WriteString(casegen.Line(int64(len(h))) + casegen.Line(h...))
	c.answs.WriteString(answer)
}

// Len is the number of cases added.
func (c *HeapCases) Len() int { return c.n }

// Cases are the cases, without their count.
func (c *HeapCases) Cases() string { return c.cases.String() }

// Input is the input of the cases: their count T, then the cases.
func (c *HeapCases) Input() string { return strconv.Itoa(c.n) + "\n" + c.cases.String() }

// Answers are the answers to the cases, in order.
func (c *HeapCases) Answers() string { return c.answs.String() }

// EveryMultiset returns one input holding, as its cases, every multiset
// of heaps of at most most stones in all, the empty one first, each
// case's heaps in an order drawn from r; and the output answer gives,
// case by case, from the heaps largest first.
func EveryMultiset(r *rand.Rand, most int, answer func(heaps []int) string) (in, out string) {
	c := NewHeapCases(r)
	add := func(heaps []int) { c.Add(heaps, answer(heaps)) }
	add(nil)
	for n := 1; n <= most; n++ {
		enum.Partitions(n, add)
	}
	return c.Input(), c.Answers()
}

// EveryHeaps calls f with every multiset of 1 to heaps heaps of 1 to size
// stones each, as its heaps largest first. f may keep the slice.
func EveryHeaps(heaps, size int, f func(heaps []int)) {
	var each func(hs []int, most int)
	each = func(hs []int, most int) {
		if len(hs) > 0 {
			f(hs)
		}
		if len(hs) < heaps {
			for h := 1; h <= most; h++ {
				each(append(hs[:len(hs):len(hs)], h), h)
			}
		}
	}
	each(nil, size)
}

// XorCases answers an input of the cases of heaps for a game whose heap
// of x is worth value(x) and whose positions are worth the xor of their
// heaps' values (Sprague-Grundy): won for a non-zero xor, else lost.
func XorCases(in string, value func(int64) int64, won, lost string) string {
	next := NewTokens(in).Int64
	var out strings.Builder
	for t := next(); t > 0; t-- {
		x := int64(0)
		for n := next(); n > 0; n-- {
			x ^= value(next())
		}
		if x != 0 {
			out.WriteString(won)
		} else {
			out.WriteString(lost)
		}
	}
	return out.String()
}

// HugeHeaps returns 100 inputs for each of tops, each of two cases that
// a solution answers right only if it values every heap as value does:
// heaps x and y near top and the heap z worth value(x) xor value(y), a
// lost position; then y, z+1 and x, won, as no other heap is worth what z
// is. value must be its own inverse, so that z is value of that xor; z+1
// stays at most most, the largest heap the solution answers.
func HugeHeaps(r *rand.Rand, tops []int64, most int64, value func(int64) int64, won, lost string) []Case {
	var cases []Case
	for _, top := range tops {
		for k := 0; k < 100; {
			x, y := top-r.Int63n(64), top-r.Int63n(1<<20)
			v := value(x) ^ value(y)
			if v == 0 || v >= most || value(v) >= most {
				continue // z would be empty, or z+1 past most
			}
			z := value(v)
			in := "2\n" + casegen.Line(3) + casegen.Line(x, y, z) + casegen.Line(3) + casegen.Line(y, z+1, x)
			cases = append(cases, Case{Name: strings.ReplaceAll(in, "\n", " "), In: in, Out: lost + won})
			k++
		}
	}
	return cases
}
