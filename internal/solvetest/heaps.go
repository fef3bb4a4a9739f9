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

// Numbers returns a function that gives the integers of in one a call,
// for the answers the tests write apart from the solutions. It panics on
// anything else, and past the last.
func Numbers(in string) func() int64 {
	f := strings.Fields(in)
	return func() int64 {
		v, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			panic(err)
		}
		f = f[1:]
		return v
	}
}

// EveryMultiset returns one input holding, as its cases, every multiset
// of heaps of at most most stones in all, the empty one first, each
// case's heaps in an order drawn from r; and the output answer gives,
// case by case, from the heaps largest first.
func EveryMultiset(r *rand.Rand, most int, answer func(heaps []int) string) (in, out string) {
	var b, o strings.Builder
	cases := 0
	add := func(heaps []int) {
		cases++
		h := make([]int64, len(heaps))
		for i, v := range heaps {
			h[i] = int64(v)
		}
		r.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
		b.WriteString(casegen.Line(int64(len(h))) + casegen.Line(h...))
		o.WriteString(answer(heaps))
	}
	add(nil)
	for n := 1; n <= most; n++ {
		enum.Partitions(n, add)
	}
	return strconv.Itoa(cases) + "\n" + b.String(), o.String()
}

// XorCases answers an input of the cases of heaps for a game whose heap
// of x is worth value(x) and whose positions are worth the xor of their
// heaps' values (Sprague-Grundy): won for a non-zero xor, else lost.
func XorCases(in string, value func(int64) int64, won, lost string) string {
	next := Numbers(in)
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
