// Command large writes eolymp3718's large case to standard output: large
// NAME, the one NAME being largest, two graphs of N = M = 10^4 (the
// statement's most) and T = 10^5 pairs, drawn by math/rand seeded with
// 3718.
//
// Each graph, its vertices labelled in a random order, has a tournament
// on its first 140 vertices, an edge from each to each before it (9730
// edges), so that they have the values 0 to 139, the largest 10^4 edges
// allow; its other 270 edges leave the next 90 vertices, 3 on average,
// for one another or the tournament, never out of it, loops and cycles
// among them, so the tournament's values stand and those 90 have finite
// and infinite values; the other 9770 vertices have no moves. Half the
// pairs put both tokens in the tournaments, a quarter of those on the same
// value (second); a quarter put the first among the 90 and the second
// there or in the tournament; a quarter are anywhere.
package main

import (
	"bufio"
	"math/rand"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

const (
	n, m, t = 10000, 10000, 100000
	top     = 140 // the tournament's vertices: 140·139/2 = 9730 edges
	rest    = 90  // the vertices after it that the other edges leave
)

func largest(w *bufio.Writer) {
	r := rand.New(rand.NewSource(3718))
	var label [2][]int
	for g := range label {
		label[g] = r.Perm(n) // label[g][i]: the i-th vertex's number, from 0
		w.WriteString(casegen.Line(n, m))
		edges := 0
		for i := 1; i < top; i++ {
			for j := 0; j < i; j++ {
				w.WriteString(casegen.Line(int64(label[g][i])+1, int64(label[g][j])+1))
				edges++
			}
		}
		for ; edges < m; edges++ {
			from := top + r.Intn(rest)
			to := r.Intn(top + rest)
			w.WriteString(casegen.Line(int64(label[g][from])+1, int64(label[g][to])+1))
		}
	}
	w.WriteString(casegen.Line(t))
	for k := 0; k < t; k++ {
		var a, b int
		switch {
		case k%8 == 0:
			a = r.Intn(top)
			b = a
		case k%2 == 0:
			a, b = r.Intn(top), r.Intn(top)
		case k%4 == 1:
			a, b = top+r.Intn(rest), r.Intn(top+rest)
		default:
			a, b = r.Intn(n), r.Intn(n)
		}
		w.WriteString(casegen.Line(int64(label[0][a])+1, int64(label[1][b])+1))
	}
}
