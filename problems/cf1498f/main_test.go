package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/cf1498f") }

// rooted returns the parents of the tree of edges on n nodes rooted at r
// (-1 at r), by a walk from r.
func rooted(n int, edges [][2]int, r int) []int {
	parent := make([]int, n)
	for v := range parent {
		parent[v] = -2
	}
	parent[r] = -1
	for stack := []int{r}; len(stack) > 0; {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range edges {
			for _, w := range [][2]int{e, {e[1], e[0]}} {
				if w[0] == v && parent[w[1]] == -2 {
					parent[w[1]] = v
					stack = append(stack, w[1])
				}
			}
		}
	}
	return parent
}

func answer(wins []bool) string {
	var b strings.Builder
	for _, w := range wins {
		if w {
			b.WriteString("1 ")
		} else {
			b.WriteString("0 ")
		}
	}
	return b.String() + "\n"
}

// TestAgainstSearch compares aliceWins with the search of the game,
// root by root (gametree.Presents: the presents on every node, every move
// of every number of presents), on every tree on 2 to 5 nodes, every k
// from 1 to n (k = n is past every depth), with 0 to 2 presents on each
// node: 157320 trees and steps with presents, each asked for every root,
// each a tree read by bfs from edges shuffled and either end first; and
// solve on one in 40 of them, each an input of its own.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	count := 0
	for n := 2; n <= 5; n++ {
		enum.Trees(n, func(edges [][2]int) {
			order, parent := bfs(n, casegen.ShuffledEnds(r, edges))
			for k := 1; k <= n; k++ {
				games := make([]*gametree.Game[gametree.Presents], n)
				for root := range games {
					games[root] = gametree.New(gametree.PresentMoves(rooted(n, edges, root), k))
				}
				a := make([]uint32, n)
				enum.Vectors(n, 2, func(presents []int) {
					count++
					var p gametree.Presents
					for v, x := range presents {
						p[v], a[v] = uint8(x), uint32(x)
					}
					want := make([]bool, n)
					for root, g := range games {
						want[root] = g.Wins(p)
					}
					if got := aliceWins(k, a, order, parent); answer(got) != answer(want) {
						t.Fatalf("edges %v, k = %d, presents %v: aliceWins says %v, the search %v", edges, k, a, got, want)
					}
					if r.Intn(40) == 0 {
						in := casegen.Line(int64(n), int64(k)) + casegen.Edges(r, edges)
						for _, x := range a {
							in += strconv.Itoa(int(x)) + " "
						}
						cases = append(cases, solvetest.Case{Name: strings.ReplaceAll(in, "\n", "|"), In: in + "\n", Out: answer(want)})
					}
				})
			}
		})
	}
	if count != 157320 {
		t.Errorf("%d trees and steps with presents, want 157320", count)
	}
	solvetest.Check(t, solve, cases)
}

// byDistance answers an input written apart from aliceWins, for the
// committed .out files: a recursive walk from node 1 counts, for each
// node, the xor of the presents below it by distance mod 2k (down), a
// second walk those outside its subtree (up, from its parent's up and
// down without its own), and a root wins when the xor of both at the distances
// k to 2k-1 is not 0.
func byDistance(in string) string {
	next := solvetest.NewTokens(in).Int64
	n, k := int(next()), int(next())
	m := 2 * k
	adj := make([][]int, n+1)
	for e := 1; e < n; e++ {
		x, y := int(next()), int(next())
		adj[x] = append(adj[x], y)
		adj[y] = append(adj[y], x)
	}
	a := make([]int64, n+1)
	for v := 1; v <= n; v++ {
		a[v] = next()
	}
	down, up := make([][]int64, n+1), make([][]int64, n+1)
	var walkDown func(v, from int)
	walkDown = func(v, from int) {
		down[v] = make([]int64, m)
		down[v][0] = a[v]
		for _, c := range adj[v] {
			if c != from {
				walkDown(c, v)
				for d := 0; d < m; d++ {
					down[v][(d+1)%m] ^= down[c][d]
				}
			}
		}
	}
	var walkUp func(v, from int)
	walkUp = func(v, from int) {
		for _, c := range adj[v] {
			if c == from {
				continue
			}
			// Seen from c, one step further than from v: v's up, and
			// v's down without c's subtree.
			up[c] = make([]int64, m)
			for d := 0; d < m; d++ {
				up[c][(d+1)%m] ^= up[v][d]
			}
			for d := 0; d < m; d++ { // v's down, v included, less c's
				up[c][(d+1)%m] ^= down[v][d] ^ down[c][(d+m-1)%m]
			}
			walkUp(c, v)
		}
	}
	walkDown(1, 0)
	up[1] = make([]int64, m)
	walkUp(1, 0)
	var b strings.Builder
	for v := 1; v <= n; v++ {
		x := int64(0)
		for d := k; d < m; d++ {
			x ^= down[v][d] ^ up[v][d]
		}
		if x != 0 {
			b.WriteString("1 ")
		} else {
			b.WriteString("0 ")
		}
	}
	return b.String() + "\n"
}

// TestOutputs checks every committed .out file against byDistance.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/cf1498f", byDistance) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one node", In: "1 1\n7\n", Out: "0 \n"},
		{Name: "two nodes", In: "2 1\n2 1\n0 3\n", Out: "1 0 \n"},
		{Name: "presents of 2^32-1", In: "3 1\n1 2\n2 3\n4294967295 0 4294967295\n", Out: "0 0 0 \n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of nodes n in [1, 1000000], found end of input"},
		{Name: "n = 0", In: "0 1\n", Err: "line 1, column 1: the number of nodes n, 0, is out of range [1, 1000000]"},
		{Name: "k = 0", In: "3 0\n", Err: "line 1, column 3: the step k, 0, is out of range [1, 20]"},
		{Name: "k past 20", In: "3 21\n", Err: "line 1, column 3: the step k, 21, is out of range [1, 20]"},
		{Name: "vertex past n", In: "3 1\n1 2\n2 4\n", Err: "line 3, column 3: an edge's end, 4, is out of range [1, 3]"},
		{Name: "a loop", In: "3 1\n1 2\n3 3\n1 1 1\n", Err: "line 3, column 3: the edges do not form a tree: node 3 is not joined to node 1"},
		{Name: "a double edge", In: "3 1\n1 2\n2 1\n1 1 1\n", Err: "line 3, column 3: the edges do not form a tree: node 3 is not joined to node 1"},
		{Name: "a cycle away from node 1", In: "4 1\n2 3\n3 4\n4 2\n1 1 1 1\n", Err: "line 4, column 3: the edges do not form a tree: node 2 is not joined to node 1"},
		{Name: "presents past 2^32-1", In: "2 1\n1 2\n4294967296 0\n", Err: "line 3, column 1: a number of presents a_i, 4294967296, is out of range [0, 4294967295]"},
		{Name: "presents missing", In: "3 1\n1 2\n2 3\n1 1\n", Err: "line 5, column 1: expected a number of presents a_i in [0, 4294967295], found end of input"},
		{Name: "an edge cut off", In: "3 1\n1 2\n2\n", Err: "line 4, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "more than announced", In: "2 1\n1 2\n0 1 2\n", Out: "1 0 \n", Warn: `line 3, column 5: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the n presents.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "5 1\n1 2\n1 3\n5 2\n4 3\n0 3 2 4 4\n", "1 0 0 1 1 \n")
}
