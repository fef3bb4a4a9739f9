// Command large writes p2148's large case to standard output: large NAME,
// the one NAME being largest, 20 cases of 2*10^4 heaps (10^4 pairs, the
// statement's most) from 1 to 2*10^9, drawn by CPython's random module
// seeded with 2148 (casegen.Python), so that the committed input, made in
// Python, is made again byte for byte. The cases take turns: random
// heaps; random heaps but the last pair (2^v, 1), v the xor of the other
// pairs' values (a lost position); random heaps; random heaps but the last
// one 1.
package main

import (
	"bufio"
	"math/bits"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const n = 20000
	r := casegen.NewPython(2148)
	w.WriteString("20\n")
	for k := 0; k < 20; k++ {
		drawn := n
		switch k % 4 {
		case 1:
			drawn = n - 2
		case 3:
			drawn = n - 1
		}
		h := make([]int64, drawn, n)
		for i := range h {
			h[i] = r.Randint(1, 2e9)
		}
		switch k % 4 {
		case 1:
			v := 0
			for i := 0; i < len(h); i += 2 {
				v ^= value(h[i], h[i+1])
			}
			h = append(h, 1<<v, 1)
		case 3:
			h = append(h, 1)
		}
		w.WriteString(casegen.Line(n) + casegen.Line(h...))
	}
}

// value is the Grundy value of the pair of heaps (a, b): the number of
// trailing 1 bits of (a-1)|(b-1).
func value(a, b int64) int {
	return bits.TrailingZeros64(^uint64((a - 1) | (b - 1)))
}
