// Command large writes one of agc017d's large cases to standard output:
// large NAME. Each is a tree on the vertices 1 to N, N = 10^5 (the
// statement's most) but where said:
//
//   - largest-path-from-its-end: the path 1 2 ... N, rooted at its end;
//   - largest-star: vertex 1 joined to every other;
//   - largest-path: a path through the vertices in a random order, the
//     edges in a random order, each with a random end first;
//   - largest-random: a random recursive tree on the same order of the
//     vertices (a vertex's parent uniform among those before it), each
//     edge parent first, the edges in a random order;
//   - largest-lost-path: N = 99999, vertex 1 in the middle of a path, its
//     two arms of 49999 vertices each cancelling (a lost position); each
//     edge with a random end first, the edges in a random order.
//
// The random ones were drawn in Python, path then random by one random
// module seeded with 17, lost-path by one seeded with 18, and are drawn
// again here by casegen.Python, so that the committed inputs are made byte
// for byte.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

const n = 100000

type edge [2]int64

func main() {
	casegen.Large(map[string]func(*bufio.Writer){
		"largest-path-from-its-end": func(w *bufio.Writer) {
			var edges []edge
			for v := int64(2); v <= n; v++ {
				edges = append(edges, edge{v - 1, v})
			}
			write(w, n, edges)
		},
		"largest-star": func(w *bufio.Writer) {
			var edges []edge
			for v := int64(2); v <= n; v++ {
				edges = append(edges, edge{1, v})
			}
			write(w, n, edges)
		},
		"largest-path": func(w *bufio.Writer) {
			edges, _ := path(casegen.NewPython(17))
			write(w, n, edges)
		},
		"largest-random": func(w *bufio.Writer) {
			r := casegen.NewPython(17)
			_, label := path(r)
			var edges []edge
			for v := 1; v < n; v++ {
				edges = append(edges, edge{label[r.Randbelow(uint64(v))], label[v]})
			}
			shuffle(r, edges)
			write(w, n, edges)
		},
		"largest-lost-path": func(w *bufio.Writer) {
			const n = 99999
			r := casegen.NewPython(18)
			label := shuffled(r, 2, n)
			var edges []edge
			for _, arm := range [][]int64{label[:n/2], label[n/2:]} {
				prev := int64(1)
				for _, v := range arm {
					edges = append(edges, edge{prev, v})
					prev = v
				}
			}
			turn(r, edges)
			shuffle(r, edges)
			write(w, n, edges)
		},
	})
}

// path returns largest-path's edges and the order of the vertices along
// it.
func path(r *casegen.Python) ([]edge, []int64) {
	label := shuffled(r, 1, n)
	var edges []edge
	for i := 1; i < n; i++ {
		edges = append(edges, edge{label[i-1], label[i]})
	}
	shuffle(r, edges)
	turn(r, edges)
	return edges, label
}

// shuffled returns the numbers lo to hi shuffled.
func shuffled(r *casegen.Python, lo, hi int64) []int64 {
	a := make([]int64, 0, hi-lo+1)
	for v := lo; v <= hi; v++ {
		a = append(a, v)
	}
	r.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] })
	return a
}

func shuffle(r *casegen.Python, edges []edge) {
	r.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
}

// turn writes each edge the other way round unless random() < 0.5.
func turn(r *casegen.Python, edges []edge) {
	for i, e := range edges {
		if r.Random() >= 0.5 {
			edges[i] = edge{e[1], e[0]}
		}
	}
}

func write(w *bufio.Writer, n int64, edges []edge) {
	w.WriteString(casegen.Line(n))
	for _, e := range edges {
		w.WriteString(casegen.Line(e[0], e[1]))
	}
}
