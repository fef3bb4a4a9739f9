// Command large writes one of agc002e's large cases to standard output:
// large NAME. Each is N = 10^5 piles (the statement's most):
//
//   - largest-equal: every pile 10^9, the statement's largest;
//   - largest-equal-odd-run: every pile 10^9 - 1;
//   - largest-random: piles uniform from 1 to 10^9;
//   - largest-staircase: the piles 1 to N in a random order, the diagram
//     a staircase, where the runs that decide the game are short;
//   - largest-staircase-shifted: the same piles, each one more, N staying
//     N.
//
// The random ones were drawn in Python, random then staircase, by one
// random module seeded with 2002, and are drawn again here by
// casegen.Python, so that the committed inputs are made byte for byte.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

const n = 100000

func main() {
	casegen.Large(map[string]func(*bufio.Writer){
		"largest-equal":         func(w *bufio.Writer) { write(w, equal(1e9)) },
		"largest-equal-odd-run": func(w *bufio.Writer) { write(w, equal(1e9-1)) },
		"largest-random": func(w *bufio.Writer) {
			write(w, random(casegen.NewPython(2002)))
		},
		"largest-staircase": func(w *bufio.Writer) { write(w, staircase()) },
		"largest-staircase-shifted": func(w *bufio.Writer) {
			a := staircase()
			for i := range a {
				a[i] = min(a[i]+1, n)
			}
			write(w, a)
		},
	})
}

func equal(v int64) []int64 {
	a := make([]int64, n)
	for i := range a {
		a[i] = v
	}
	return a
}

func random(r *casegen.Python) []int64 {
	a := make([]int64, n)
	for i := range a {
		a[i] = r.Randint(1, 1e9)
	}
	return a
}

// staircase returns the piles 1 to N shuffled, drawn after the random
// case's piles.
func staircase() []int64 {
	r := casegen.NewPython(2002)
	random(r)
	a := make([]int64, n)
	for i := range a {
		a[i] = int64(i) + 1
	}
	r.Shuffle(n, func(i, j int) { a[i], a[j] = a[j], a[i] })
	return a
}

func write(w *bufio.Writer, a []int64) {
	w.WriteString(casegen.Line(int64(len(a))))
	w.WriteString(casegen.Line(a...))
}
