// Command brute answers agc017d (Game on Tree) by searching the game with
// internal/gametree, edge set by edge set, without the colon principle:
// slow, and the reference "judge stress agc017d" checks the solution
// against. It rejects input outside the statement's limits (2 <= N <=
// 10^5, N-1 edges between vertices 1 to N forming a tree) with exit
// status 1, so it is also the validator; and, with the same status and a
// message saying so, trees of more than 14 vertices, too many positions
// to search (a star of N vertices has 2^(N-1)).
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("agc017d brute", solve) }

// most is the most vertices searched.
const most = 14

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of vertices N", 2, 1e5)
	if n > most {
		in.Fail("a tree of " + strconv.FormatInt(n, 10) + " vertices, too many positions to search; this brute force takes up to " + strconv.Itoa(most))
	}
	// comp joins the vertices of each edge read, to find a cycle: N-1
	// edges without one make a tree.
	comp := make([]int, n+1)
	for v := range comp {
		comp[v] = v
	}
	find := func(v int) int {
		for comp[v] != v {
			v = comp[v]
		}
		return v
	}
	var edges [][2]int
	for e := n - 1; e > 0 && in.Err() == nil; e-- {
		x := int(in.IntIn("an edge's end", 1, n))
		y := int(in.IntIn("an edge's end", 1, n))
		if a, b := find(x), find(y); a == b && in.Err() == nil {
			in.Fail("the edge " + strconv.Itoa(x) + " " + strconv.Itoa(y) + " closes a cycle: not a tree")
		} else {
			comp[a] = b
		}
		edges = append(edges, [2]int{x - 1, y - 1})
	}
	if err := in.Err(); err != nil {
		return err
	}
	if gametree.HackenbushValue(edges, 0) != 0 {
		out.String("Alice\n")
	} else {
		out.String("Bob\n")
	}
	return nil
}
