// Command cf1498f solves Codeforces 1498F "Christmas Game": staircase Nim
// on a tree, for every root.
//
// Rules: a tree of n nodes, a_i presents on node i, and a step k. For a
// root r, a move takes 1 to a_i presents from a node i of depth at least
// k (the root has depth 0) and puts them on i's k-th ancestor; Alice
// moves first, and the player who cannot move loses. The input is n and
// k, the n-1 edges, then a_1 .. a_n; it ends after them. Print, for each
// root i in order, 1 if Alice wins, else 0, each followed by a space as
// the statement's sample is, on one line.
//
// Theorem: with the root r, call a node odd when ⌊depth/k⌋ is odd, that
// is depth mod 2k >= k; Alice wins exactly when the xor of the presents
// on the odd nodes is not 0. Why: a move goes from a node of ⌊depth/k⌋ = s
// to one of s-1. Take the odd nodes' presents as heaps of Nim. From xor 0
// every move changes it: taking from an odd node lowers one heap; moving
// from an even node (s >= 2) adds to one, its ancestor. From a non-zero
// xor some heap can be lowered to make it 0, by moving presents from
// that odd node, whose depth is at least k, to its even ancestor. And
// with nothing on a node of depth >= k, no move is left and the xor is
// 0. Every move brings presents nearer the root, so the game ends, and by
// induction on its length the positions of xor 0 are the lost ones.
//
// For every root at once: x[v][j] is the xor of a_u over the nodes u of
// v's subtree (rooted at node 1) with dist(v, u) ≡ j (mod 2k), built from
// the leaves up (x[p][j+1] ^= x[c][j]); then from node 1 down each x[c]
// becomes the xor over the whole tree: the rest of the tree seen from c
// is p's whole vector without c's subtree, one step further, so
// y[c][j] = x[c][j] ^ y[p][j-1] ^ x[c][j-2]. The root v is won when the
// xor of y[v][k .. 2k-1] is not 0. Both passes walk a breadth-first order
// kept in a slice: no recursion, so a path of 10^5 nodes is fine.
//
// Beyond the statement (3 <= n <= 10^5, 0 <= a_i <= 10^9) it answers n
// from 1 to 10^6 and a_i up to 2^32-1; k stays in [1, 20]. Edges that do
// not form a tree (a loop, a cycle, a node apart from node 1) are an
// error: the depths, and with them the rules, need one.
//
// Cost: O(n k) time and 8 n k bytes of memory (16 MB at n = 10^5,
// k = 20).
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("cf1498f", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of nodes n", 1, 1e6))
	k := int(in.IntIn("the step k", 1, 20))
	var ends []int32 // the ends of edge e are ends[2e] and ends[2e+1], from 0
	for e := n - 1; e > 0 && in.Err() == nil; e-- {
		x := in.IntIn("an edge's end", 1, int64(n))
		y := in.IntIn("an edge's end", 1, int64(n))
		ends = append(ends, int32(x-1), int32(y-1))
	}
	if in.Err() != nil {
		return in.Err()
	}
	order, parent := bfs(n, ends)
	if len(order) < n {
		v := 0
		for parent[v] != -1 {
			v++
		}
		in.Fail("the edges do not form a tree: node " + strconv.Itoa(v+1) + " is not joined to node 1")
		return in.Err()
	}
	a := make([]uint32, n)
	for i := range a {
		a[i] = uint32(in.IntIn("a number of presents a_i", 0, 1<<32-1))
	}
	if err := in.Err(); err != nil {
		return err
	}
	for _, w := range aliceWins(k, a, order, parent) {
		if w {
			out.String("1 ")
		} else {
			out.String("0 ")
		}
	}
	out.Newline()
	return nil
}

// bfs returns the nodes joined to node 0 in breadth-first order from it,
// and each one's parent in that order: -2 for node 0, -1 for a node not
// joined to it. It is how a tree is read: n-1 edges form one exactly when
// all n nodes are joined.
func bfs(n int, ends []int32) (order, parent []int32) {
	start := make([]int32, n+1) // the neighbours of v: adj[start[v]:start[v+1]]
	for _, v := range ends {
		start[v+1]++
	}
	for v := 0; v < n; v++ {
		start[v+1] += start[v]
	}
	adj := make([]int32, len(ends))
	next := append([]int32(nil), start[:n]...)
	for i := 0; i < len(ends); i += 2 {
		x, y := ends[i], ends[i+1]
		adj[next[x]], adj[next[y]] = y, x
		next[x]++
		next[y]++
	}
	parent = make([]int32, n)
	for v := range parent {
		parent[v] = -1
	}
	parent[0] = -2
	order = append(make([]int32, 0, n), 0)
	for i := 0; i < len(order); i++ {
		v := order[i]
		for _, u := range adj[start[v]:start[v+1]] {
			if parent[u] == -1 {
				parent[u] = v
				order = append(order, u)
			}
		}
	}
	return order, parent
}

// aliceWins returns, for each root, whether the player to move wins on
// the tree whose breadth-first order from node 0 and parents are order
// and parent, with the presents a and the step k.
func aliceWins(k int, a []uint32, order, parent []int32) []bool {
	m := 2 * k
	x := make([]uint32, len(a)*m) // x[v*m+j]: see the doc comment
	for v, p := range a {
		x[v*m] = p
	}
	for i := len(order) - 1; i > 0; i-- {
		c := x[int(order[i])*m:][:m]
		p := x[int(parent[order[i]])*m:][:m]
		p[0] ^= c[m-1] // distance j from c is j+1 from p, mod 2k
		for j, d := range c[:m-1] {
			p[j+1] ^= d
		}
	}
	y := make([]uint32, m)
	for _, v := range order[1:] {
		c := x[int(v)*m:][:m]
		p := x[int(parent[v])*m:][:m]
		y[0] = c[0] ^ p[m-1] ^ c[m-2]
		y[1] = c[1] ^ p[0] ^ c[m-1] // c[1 - 2 mod 2k]; for k = 1, c[1] again
		for j := 2; j < m; j++ {
			y[j] = c[j] ^ p[j-1] ^ c[j-2]
		}
		copy(c, y)
	}
	wins := make([]bool, len(a))
	for v := range wins {
		s := uint32(0)
		for _, d := range x[v*m+k : v*m+m] {
			s ^= d
		}
		wins[v] = s != 0
	}
	return wins
}
