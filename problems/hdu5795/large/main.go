// Command large writes hdu5795's large case to standard output: large
// NAME, the one NAME being largest-cases, 100 cases of 1000 heaps from 1
// to 10^9, drawn by CPython's random module seeded with 5795
// (casegen.Python), so that the committed input, made in Python, is made
// again byte for byte. The same generator first drew small-heaps.in, 100
// cases of 1 to 5 heaps of 1 to 40, so those draws come first. The cases
// then take turns: 999 random heaps and the one that makes the xor of
// the values 0 (a lost position) when it is a heap from 1 to 10^9, a
// random heap otherwise; 1000 random heaps.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest-cases": largestCases})
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

func largestCases(w *bufio.Writer) {
	r := casegen.NewPython(5795)
	for c := 0; c < 100; c++ { // small-heaps.in
		for n := r.Randint(1, 5); n > 0; n-- {
			r.Randint(1, 40)
		}
	}
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
