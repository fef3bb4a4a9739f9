// Command large writes hdu1848's large case to standard output: large
// NAME, the one NAME being largest, 10^5 lines of three heaps of 1 to
// 1000 stones (the statement's most) and the line 0 0 0.
//
// It was drawn in Python by the random module seeded with 1848, and is
// drawn again here by casegen.Python, so that the committed input is made
// byte for byte: each line draws two heaps; the third is drawn too, but
// on every second line, the first included, it is a heap drawn among
// those whose Grundy value cancels the other two's, a lost position,
// where there is one.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const top = 1000
	g := grundy(top)
	withGrundy := map[int][]int64{} // the heaps of each Grundy value, smallest first
	for h := int64(1); h <= top; h++ {
		withGrundy[g[h]] = append(withGrundy[g[h]], h)
	}
	r := casegen.NewPython(1848)
	for k := 0; k < 1e5; k++ {
		a, b := r.Randint(1, top), r.Randint(1, top)
		var c int64
		if lost := withGrundy[g[a]^g[b]]; k%2 == 0 && lost != nil {
			c = lost[r.Randbelow(uint64(len(lost)))]
		} else {
			c = r.Randint(1, top)
		}
		w.WriteString(casegen.Line(a, b, c))
	}
	w.WriteString("0 0 0\n")
}

// grundy returns the Grundy values of the heaps 0 to top, a move taking a
// Fibonacci number of stones, 1, 2, 3, 5, ...
func grundy(top int) []int {
	g := make([]int, top+1)
	for x := 1; x <= top; x++ {
		seen := map[int]bool{}
		for a, b := 1, 2; a <= x; a, b = b, a+b {
			seen[g[x-a]] = true
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}
