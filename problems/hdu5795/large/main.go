// Command large writes one of hdu5795's large cases to standard output:
// large NAME. Both were drawn, one after the other, by CPython's random
// module seeded with 5795 (casegen.Python), after small-heaps.in's 100
// cases of 1 to 5 heaps of 1 to 40, so that the committed inputs, made in
// Python, are made again byte for byte:
//
//   - largest-cases: 100 cases of 1000 heaps from 1 to 10^9, taking
//     turns: 999 random heaps and the one that makes the xor of the
//     values 0 (a lost position) when it is a heap from 1 to 10^9, a
//     random heap otherwise; 1000 random heaps;
//   - max-heaps-lost: one case of 10^6 heaps (the statement's most): 10^6-1
//     random heaps from 10^8 to 10^9 and the one that makes the xor of the
//     values 0, all shuffled.
package main

import (
	"bufio"
	"io"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){
		"largest-cases": func(w *bufio.Writer) { largestCases(draws(), w) },
		"max-heaps-lost": func(w *bufio.Writer) {
			r := draws()
			largestCases(r, bufio.NewWriter(io.Discard))
			maxHeapsLost(r, w)
		},
	})
}

// value is a heap's Grundy value: x, but 8k+7 and 8k+8 swapped.
func value(x int64) int64 {
	switch {
	case x%8 == 7:
		return x + 1
	case x%8 == 0 && x > 0:
		return x - 1
	}
	return x
}

// draws returns the generator past small-heaps.in's draws.
func draws() *casegen.Python {
	r := casegen.NewPython(5795)
	for c := 0; c < 100; c++ {
		for n := r.Randint(1, 5); n > 0; n-- {
			r.Randint(1, 40)
		}
	}
	return r
}

func largestCases(r *casegen.Python, w *bufio.Writer) {
	w.WriteString("100\n")
	h := make([]int64, 1000)
	for c := 0; c < 100; c++ {
		lost := c%2 == 0
		n := len(h)
		if lost {
			n--
		}
		x := int64(0)
		for i := 0; i < n; i++ {
			h[i] = r.Randint(1, 1e9)
			x ^= value(h[i])
		}
		if lost {
			if h[n] = value(x); h[n] < 1 || h[n] > 1e9 {
				h[n] = r.Randint(1, 1e9)
			}
		}
		w.WriteString(casegen.Line(int64(len(h))) + casegen.Line(h...))
	}
}

func maxHeapsLost(r *casegen.Python, w *bufio.Writer) {
	h := make([]int64, 1000000)
	x := int64(0)
	for i := 0; i < len(h)-1; i++ {
		h[i] = r.Randint(1e8, 1e9)
		x ^= value(h[i])
	}
	h[len(h)-1] = value(x)
	r.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
	w.WriteString("1\n" + casegen.Line(int64(len(h))) + casegen.Line(h...))
}
