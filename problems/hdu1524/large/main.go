// Command large writes hdu1524's large case to standard output: large
// NAME, the one NAME being largest, the complete DAG on N = 1000
// positions (the statement's most) and 150000 queries of 10 chessmen.
//
// It was drawn in Python by the random module seeded with 1524, and is
// drawn again here by casegen.Python, so that the committed input is made
// byte for byte: the positions in a random order, each with an edge to
// every position after it, its successors listed shuffled; a position's
// Grundy value is then its number of successors. A query draws 9
// chessmen's positions; every second query, the first included, adds the
// position whose Grundy value cancels theirs, a lost position, when that
// value is below N, and otherwise, as every other query does, a tenth
// random position; the 10 are shuffled.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

func main() {
	casegen.Large(map[string]func(*bufio.Writer){"largest": largest})
}

func largest(w *bufio.Writer) {
	const n, queries = 1000, 150000
	r := casegen.NewPython(1524)
	order := make([]int64, n)
	for i := range order {
		order[i] = int64(i)
	}
	r.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
	succ := make([][]int64, n)
	for i, v := range order {
		succ[v] = append([]int64{}, order[i+1:]...)
	}
	w.WriteString(casegen.Line(n))
	withGrundy := make([]int64, n) // the position of each Grundy value
	for v, s := range succ {
		r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
		w.WriteString(casegen.Line(append([]int64{int64(len(s))}, s...)...))
		withGrundy[len(s)] = int64(v)
	}
	for k := 0; k < queries; k++ {
		q := []int64{10}
		x := 0
		for i := 0; i < 9; i++ {
			v := int64(r.Randbelow(n))
			q = append(q, v)
			x ^= len(succ[v])
		}
		if k%2 == 0 && x < n {
			q = append(q, withGrundy[x])
		} else {
			q = append(q, int64(r.Randbelow(n)))
		}
		r.Shuffle(10, func(i, j int) { q[1+i], q[1+j] = q[1+j], q[1+i] })
		w.WriteString(casegen.Line(q...))
	}
	w.WriteString("0\n")
}
