// Command gen writes a random input for agc017d (Game on Tree): gen SEED
// [SIZE], a tree of 2 to SIZE vertices (default 10; the statement allows
// 10^5, the brute force searches up to 14): a random one, a path, a star
// or a broom (a path ending in a star), which have long stalks and
// equal branches that cancel; the vertices are labelled at random, so
// vertex 1 may be a leaf, the middle of a path or the centre of a star;
// the edges come in any order, either end first, sometimes split over
// lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(10)
	size = min(max(size, 2), 1e5)
	n := casegen.Between(r, 2, size)
	shape := r.Intn(4)
	// parent[v] for v = 1 .. n-1, in the shape's own numbering from 0
	bend := r.Int63n(n) // where a broom's path turns into its star
	var edges [][2]int64
	for v := int64(1); v < n; v++ {
		var p int64
		switch shape {
		case 0:
			p = r.Int63n(v)
		case 1:
			p = v - 1
		case 2:
			p = 0
		default:
			p = min(v-1, bend)
		}
		edges = append(edges, [2]int64{p, v})
	}
	label := r.Perm(int(n))
	r.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
	var b strings.Builder
	b.WriteString(casegen.Line(n))
	for _, e := range edges {
		x, y := int64(label[e[0]]+1), int64(label[e[1]]+1)
		if r.Intn(2) == 0 {
			x, y = y, x
		}
		switch r.Intn(8) {
		case 0:
			b.WriteString(casegen.Line(x) + "\n" + casegen.Line(y))
		default:
			b.WriteString(casegen.Line(x, y))
		}
	}
	fmt.Print(b.String())
}
