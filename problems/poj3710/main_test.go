package main

import (
	"math/rand"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/poj3710") }

// graph writes a graph on the vertices 0 to m-1, rooted at 0, as the
// statement's "m k" and edges on the nodes 1 to m, its edges shuffled and
// each with either end first.
func graph(r *rand.Rand, m int, edges [][2]int) string {
	return casegen.Line(int64(m), int64(len(edges))) + casegen.Edges(r, edges)
}

func answer(value int) string {
	if value != 0 {
		return "Sally\n"
	}
	return "Harry\n"
}

// TestAgainstSearch compares the answers with the search of the game, as
// the cases of one input: every graph on 4 nodes with at most 6 edges and
// every graph on 5 nodes with at most 5 (8008 + 15504 graphs, loops,
// parallel edges, chords, cycles sharing nodes and parts away from node 1
// included: the general rule is what the solution claims), each a case of
// one graph; 300 random graphs of the promised shape (casegen's Cactus)
// on up to 12 nodes with up to 14 edges; and 300 cases of 2 to 4 random
// graphs whose answer is the search of their sum itself: one graph with
// their nodes 1 made one, from which they hang apart.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var in, want strings.Builder
	one := func(m int, edges [][2]int) {
		in.WriteString("1\n" + graph(r, m, edges))
		want.WriteString(answer(gametree.HackenbushValue(edges, 0)))
	}
	graphs := 0
	for _, c := range []struct{ m, most int }{{4, 6}, {5, 5}} {
		gametree.EachGraph(c.m, c.most, func(edges [][2]int) {
			one(c.m, edges)
			graphs++
		})
	}
	if graphs != 8008+15504 {
		t.Fatalf("%d graphs", graphs)
	}
	for i := 0; i < 300; i++ {
		m := 1 + r.Intn(12)
		one(m, casegen.Cactus(r, m, r.Intn(15)))
	}
	for i := 0; i < 300; i++ {
		parts := 2 + r.Intn(3)
		in.WriteString(casegen.Line(int64(parts)))
		var sum [][2]int // node 0 shared, the others of part j after those before
		nodes := 1
		for j := 0; j < parts; j++ {
			m := 1 + r.Intn(4)
			var edges [][2]int
			if r.Intn(2) == 0 {
				edges = casegen.Cactus(r, m, r.Intn(5))
			} else {
				for e := r.Intn(4); e > 0; e-- {
					edges = append(edges, [2]int{r.Intn(m), r.Intn(m)})
				}
			}
			in.WriteString(graph(r, m, edges))
			for _, e := range edges {
				for k, v := range e {
					if v != 0 {
						e[k] = v - 1 + nodes
					}
				}
				sum = append(sum, e)
			}
			nodes += m - 1
		}
		want.WriteString(answer(gametree.HackenbushValue(sum, 0)))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every small graph, cacti and sums", In: in.String(), Out: want.String()}})
}

// slow answers an input by the rules' reduction written apart from the
// solution and pkg/hackenbush, to check the committed .out files, the
// largest ones included: an edge is on a cycle if its ends stay joined
// without it (a loop always is); the ends of such edges are fused, each
// fused node keeping the parity of its cycle edges as its value to
// start with; then the colon principle over the other edges, from the
// leaves in. O(k (m + k)) a graph.
func slow(in string) string {
	tok := solvetest.NewTokens(in)
	next := tok.Int
	var out strings.Builder
	for tok.More() {
		x := 0
		for n := next(); n > 0; n-- {
			m, k := next(), next()
			edges := make([][2]int, k)
			for i := range edges {
				edges[i] = [2]int{next(), next()}
			}
			x ^= fusedColon(m, edges)
		}
		out.WriteString(answer(x))
	}
	return out.String()
}

// fusedColon is slow's value of one graph on the nodes 1 to m.
func fusedColon(m int, edges [][2]int) int {
	near := make([][][2]int, m+1) // per node: each edge's other end and index
	for i, e := range edges {
		near[e[0]] = append(near[e[0]], [2]int{e[1], i})
		near[e[1]] = append(near[e[1]], [2]int{e[0], i})
	}
	reach := func(from, skip int) []bool { // the nodes joined to from without edge skip
		seen := make([]bool, m+1)
		seen[from] = true
		for stack := []int{from}; len(stack) > 0; {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, h := range near[v] {
				if h[1] != skip && !seen[h[0]] {
					seen[h[0]] = true
					stack = append(stack, h[0])
				}
			}
		}
		return seen
	}
	fused := make([]int, m+1) // the node each node is fused into
	for v := range fused {
		fused[v] = v
	}
	root := func(v int) int {
		for fused[v] != v {
			v = fused[v]
		}
		return v
	}
	bridge := make([]bool, len(edges))
	for i, e := range edges {
		if bridge[i] = !reach(e[0], i)[e[1]]; !bridge[i] {
			fused[root(e[0])] = root(e[1])
		}
	}
	grounded := reach(1, -1)
	value := make([]int, m+1)
	adj := make([][]int, m+1)
	for i, e := range edges {
		a, b := root(e[0]), root(e[1])
		switch {
		case !grounded[e[0]]:
		case !bridge[i]:
			value[a] ^= 1
		default:
			adj[a] = append(adj[a], b)
			adj[b] = append(adj[b], a)
		}
	}
	// the fused nodes and bridges form a tree: order it from node 1's
	// piece out, then add each piece's value+1 into its parent's
	parent := map[int]int{root(1): -1}
	order := []int{root(1)}
	for i := 0; i < len(order); i++ {
		for _, w := range adj[order[i]] {
			if w != parent[order[i]] {
				parent[w] = order[i]
				order = append(order, w)
			}
		}
	}
	for i := len(order) - 1; i > 0; i-- {
		value[parent[order[i]]] ^= value[order[i]] + 1
	}
	return value[root(1)]
}

// TestOutputs checks every committed .out file against slow.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/poj3710", slow) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "", Out: ""},
		{Name: "no graphs", In: "0\n", Out: "Harry\n"},
		{Name: "no edges", In: "1\n1 0\n", Out: "Harry\n"},
		{Name: "a loop at node 1", In: "1\n1 1\n1 1\n", Out: "Sally\n"},
		{Name: "a triple edge", In: "1\n2 3\n1 2\n2 1\n1 2\n", Out: "Sally\n"},
		{Name: "two triangles sharing node 1", In: "1\n5 6\n1 2\n2 3\n3 1\n1 4\n4 5\n5 1\n", Out: "Harry\n"},
		{Name: "a triangle away from node 1", In: "1\n4 3\n2 3\n3 4\n4 2\n", Out: "Harry\n"},
		{Name: "node 0", In: "1\n2 1\n0 1\n", Err: "line 3, column 1: an edge's end, 0, is out of range [1, 2]"},
		{Name: "node past m", In: "1\n2 1\n1 2\n1\n3 1\n1 4\n", Out: "Sally\n", Err: "line 6, column 3: an edge's end, 4, is out of range [1, 3]"},
		{Name: "m = 0", In: "1\n0 0\n", Err: "line 2, column 1: the number of nodes m, 0, is out of range [1, 1000000]"},
		{Name: "k past 10^6", In: "1\n2 1000001\n", Err: "line 2, column 3: the number of edges k, 1000001, is out of range [0, 1000000]"},
		{Name: "negative N", In: "-1\n", Err: "line 1, column 1: the number of graphs N, -1, is out of range [0, 9223372036854775807]"},
		{Name: "a graph cut off", In: "1\n2 1\n1 2\n2\n2 1\n1 2\n", Out: "Sally\n", Err: "line 7, column 1: expected the number of nodes m in [1, 1000000], found end of input"},
		{Name: "an edge cut off", In: "1\n3 2\n1 2\n2\n", Err: "line 5, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "a stray word", In: "1\n2 1\n1 2\nend\n", Out: "Sally\n", Warn: `line 4, column 1: ignored "end" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends at the end of the file, or before the
// first token that does not start as an integer.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n", "Sally\n")
}
