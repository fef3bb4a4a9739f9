// Command large writes one of cf1498f's large cases to standard output:
// large NAME. Each is a tree of n = 10^5 nodes (the statement's most) with
// a present count from 0 to 10^9 on every node: largest-random-k20 and
// largest-random-k1, a random recursive tree (node i's parent uniform
// among the nodes before it); largest-path-k20, a path; largest-star-k1,
// a star around node 1; k is in the name.
//
// They were drawn in Python, in that order, by one random module seeded
// with 1498, and are drawn again here by casegen.Python, so that the
// committed inputs are made byte for byte; a case draws the ones before
// it first. A case draws, in turn: the nodes' labels, 1 to n shuffled
// (but the star's); the random tree's parents; the presents; the order of
// the edges, shuffled; and for each edge whether its parent is written
// first (random() < 0.5) or its child.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

const n = 100000

type shape int

const (
	random shape = iota
	path
	star
)

var cases = []struct {
	name  string
	shape shape
	k     int64
}{
	{"largest-random-k20", random, 20},
	{"largest-random-k1", random, 1},
	{"largest-path-k20", path, 20},
	{"largest-star-k1", star, 1},
}

func main() {
	write := map[string]func(*bufio.Writer){}
	for i := range cases {
		i := i
		write[cases[i].name] = func(w *bufio.Writer) {
			r := casegen.NewPython(1498)
			for j := 0; j < i; j++ {
				draw(r, cases[j].shape)
			}
			edges, presents := draw(r, cases[i].shape)
			w.WriteString(casegen.Line(n, cases[i].k))
			for _, e := range edges {
				w.WriteString(casegen.Line(e[0], e[1]))
			}
			w.WriteString(casegen.Line(presents...))
		}
	}
	casegen.Large(write)
}

// draw returns a case's edges, each as written, in the order written, and
// its presents, drawn from r as the Python generator drew them.
func draw(r *casegen.Python, s shape) ([][2]int64, []int64) {
	edges := make([][2]int64, 0, n-1)
	if s == star {
		for v := int64(2); v <= n; v++ {
			edges = append(edges, [2]int64{1, v})
		}
	} else {
		label := make([]int64, n)
		for i := range label {
			label[i] = int64(i) + 1
		}
		r.Shuffle(n, func(i, j int) { label[i], label[j] = label[j], label[i] })
		for v := 1; v < n; v++ {
			p := v - 1
			if s == random {
				p = int(r.Randbelow(uint64(v)))
			}
			edges = append(edges, [2]int64{label[p], label[v]})
		}
	}
	presents := make([]int64, n)
	for i := range presents {
		presents[i] = r.Randint(0, 1e9)
	}
	r.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
	for i := range edges {
		if r.Random() >= 0.5 {
			edges[i][0], edges[i][1] = edges[i][1], edges[i][0]
		}
	}
	return edges, presents
}
