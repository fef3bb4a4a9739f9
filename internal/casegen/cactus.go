package casegen

import (
	"errors"
	"math/rand"
	"strconv"
)

// Cactus returns a random graph of the shape POJ 3710 promises, on
// vertices 0 to n-1 (n >= 1) rooted at 0, with at most most edges: a tree
// with cycles hung on it, where no two cycles share a vertex and a cycle
// touches the rest of the graph, the ground included, only at the vertex
// it hangs from. A cycle of one edge is a loop, of two a double edge; its
// length is 1 to 5, odd and even alike. The vertices are numbered in the
// order they are added, so a caller shuffles them; those left over are
// isolated. Every vertex not yet on a cycle may take a cycle, and every
// vertex but a cycle's other ones may take a branch.
func Cactus(r *rand.Rand, n, most int) [][2]int {
	var edges [][2]int
	onCycle := make([]bool, 1, n) // per vertex: it hangs a cycle
	dead := make([]bool, 1, n)    // per vertex: a cycle's, other than the one it hangs from
	for tries := 0; len(edges) < most && tries < 10*most; tries++ {
		v := r.Intn(len(dead))
		if dead[v] {
			continue
		}
		if r.Intn(2) == 0 || onCycle[v] {
			if len(dead) < n {
				edges = append(edges, [2]int{v, len(dead)})
				onCycle, dead = append(onCycle, false), append(dead, false)
			}
			continue
		}
		l := 1 + r.Intn(min(5, most-len(edges), n-len(dead)+1))
		prev := v
		for i := 1; i < l; i++ {
			edges = append(edges, [2]int{prev, len(dead)})
			prev = len(dead)
			onCycle, dead = append(onCycle, true), append(dead, true)
		}
		edges = append(edges, [2]int{prev, v})
		onCycle[v] = true
	}
	return edges
}

// CactusShape reports whether a graph on vertices 0 to n-1, rooted at
// root, has POJ 3710's shape: the edges on a cycle (those whose removal
// leaves their ends joined, and loops) fall into simple cycles (each
// 2-edge-connected piece has as many edges as vertices), and each cycle
// has at most one vertex with an edge off it or standing on the ground
// (the root). It is a validator for small graphs: O(k (n + k)) time.
func CactusShape(n int, edges [][2]int, root int) error {
	joined := func(skip, a, b int) bool { // a path from a to b without edge skip
		seen := make([]bool, n)
		seen[a] = true
		stack := []int{a}
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for i, e := range edges {
				for _, w := range [][2]int{{e[0], e[1]}, {e[1], e[0]}} {
					if i != skip && w[0] == v && !seen[w[1]] {
						seen[w[1]] = true
						stack = append(stack, w[1])
					}
				}
			}
		}
		return seen[b]
	}
	piece := make([]int, n) // union-find over the ends of cycle edges
	for v := range piece {
		piece[v] = v
	}
	find := func(v int) int {
		for piece[v] != v {
			v = piece[v]
		}
		return v
	}
	onCycle := make([]bool, len(edges))
	for i, e := range edges {
		if e[0] == e[1] || joined(i, e[0], e[1]) {
			onCycle[i] = true
			piece[find(e[0])] = find(e[1])
		}
	}
	vertices := make([]int, n)
	cycleEdges := make([]int, n)
	touching := make([]int, n)
	touches := make([]bool, n)
	touches[root] = true
	for i, e := range edges {
		if !onCycle[i] {
			touches[e[0]], touches[e[1]] = true, true
		} else {
			cycleEdges[find(e[0])]++
		}
	}
	for v := 0; v < n; v++ {
		p := find(v)
		vertices[p]++
		if touches[v] {
			touching[p]++
		}
	}
	for p := 0; p < n; p++ {
		switch {
		case cycleEdges[p] == 0:
		case cycleEdges[p] != vertices[p]:
			return errors.New("cycles share a vertex: " + strconv.Itoa(cycleEdges[p]) + " edges on cycles join " + strconv.Itoa(vertices[p]) + " vertices")
		case touching[p] > 1:
			return errors.New("a cycle touches the rest of the graph, or the ground, at " + strconv.Itoa(touching[p]) + " of its vertices")
		}
	}
	return nil
}
