// Command large writes cses2207's large case to standard output: large
// NAME, the one NAME being largest, t = 10^5 heaps (the statement's most).
//
// It was drawn in Python by the random module seeded with 2207, and is
// drawn again here by casegen.Python, so that the committed input is made
// byte for byte: each heap is, one time in four, a small heap from 1 to
// 1300, where the lost heaps up to 10^6 all lie (the largest is 1222);
// one time in four, one of the 100 largest, up to 10^6; else uniform
// from 1 to 10^6.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const t, top = 100000, 1000000
	r := casegen.NewPython(2207)
	w.WriteString(casegen.Line(t))
	for i := 0; i < t; i++ {
		var n int64
		switch r.Randbelow(4) {
		case 0:
			n = r.Randint(1, 1300)
		case 1:
			n = top - int64(r.Randbelow(100))
		default:
			n = r.Randint(1, top)
		}
		w.WriteString(casegen.Line(n))
	}
}
