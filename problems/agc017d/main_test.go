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

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/agc017d") }

// input writes a graph on the vertices 0 to n-1 as the statement's
// input on the vertices 1 to n, its edges shuffled and each with either
// end first.
func input(r *rand.Rand, n int, edges [][2]int) string {
	return casegen.Line(int64(n)) + casegen.Edges(r, edges)
}

func answer(value int) string {
	if value != 0 {
		return "Alice\n"
	}
	return "Bob\n"
}

// TestAgainstSearch compares the answer with the search of the game on
// every tree on 2 to 7 vertices (Prüfer codes: 18248 trees, vertex 1
// anywhere in them), and, beyond the statement, on every graph of 3
// edges on 4 vertices, loops, parallel edges, cycles and parts away from
// vertex 1 included (220 graphs, trees among them; pkg/hackenbush's test
// checks larger graphs). Each is an input of its own, read by solve.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	add := func(n int, edges [][2]int) {
		cases = append(cases, solvetest.Case{
			Name: strconv.Itoa(len(cases)), In: input(r, n, edges), Out: answer(gametree.HackenbushValue(edges, 0)),
		})
	}
	for n := 2; n <= 7; n++ {
		enum.Trees(n, func(edges [][2]int) { add(n, edges) })
	}
	trees := len(cases)
	gametree.EachGraph(4, 3, func(edges [][2]int) {
		if len(edges) == 3 {
			add(4, edges)
		}
	})
	if trees != 18248 || len(cases) != 18248+220 {
		t.Fatalf("%d trees and %d graphs", trees, len(cases)-trees)
	}
	solvetest.Check(t, solve, cases)
}

// colon answers an input by the colon principle written apart from the
// solution and pkg/hackenbush, for trees only, to check the committed
// .out files: order the vertices outward from vertex 1, then add g(c)+1
// into each parent, the farthest first.
func colon(in string) string {
	f := strings.Fields(in)
	num := func(i int) int {
		v, err := strconv.Atoi(f[i])
		if err != nil {
			panic(err)
		}
		return v
	}
	n := num(0)
	adj := make([][]int, n+1)
	for i := 1; i+1 < len(f); i += 2 {
		x, y := num(i), num(i+1)
		adj[x] = append(adj[x], y)
		adj[y] = append(adj[y], x)
	}
	parent := make([]int, n+1)
	order := []int{1}
	parent[1] = -1
	for i := 0; i < len(order); i++ {
		for _, w := range adj[order[i]] {
			if w != parent[order[i]] {
				parent[w] = order[i]
				order = append(order, w)
			}
		}
	}
	if len(order) != n {
		panic("not a tree")
	}
	g := make([]int, n+1)
	for i := n - 1; i > 0; i-- {
		g[parent[order[i]]] ^= g[order[i]] + 1
	}
	return answer(g[1])
}

// TestOutputs checks every committed .out file against colon.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/agc017d", colon) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one vertex", In: "1\n", Out: "Bob\n"},
		{Name: "a loop at 1", In: "2\n1 1\n", Out: "Alice\n"},
		{Name: "two loops", In: "3\n1 1\n1 1\n", Out: "Bob\n"},
		{Name: "a double edge", In: "3\n1 2\n2 1\n", Out: "Bob\n"},
		{Name: "a triangle away from 1", In: "4\n2 3\n3 4\n4 2\n", Out: "Bob\n"},
		{Name: "a triangle at 1 and a stalk away", In: "5\n1 2\n2 3\n3 1\n4 5\n", Out: "Alice\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of vertices N in [1, 1000000], found end of input"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of vertices N, 0, is out of range [1, 1000000]"},
		{Name: "N past 10^6", In: "1000001\n", Err: "line 1, column 1: the number of vertices N, 1000001, is out of range [1, 1000000]"},
		{Name: "vertex 0", In: "3\n1 2\n0 2\n", Err: "line 3, column 1: an edge's end, 0, is out of range [1, 3]"},
		{Name: "vertex past N", In: "3\n1 2\n2 4\n", Err: "line 3, column 3: an edge's end, 4, is out of range [1, 3]"},
		{Name: "an edge cut off", In: "3\n1 2\n2\n", Err: "line 4, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "not an integer", In: "2\n1 2.0\n", Err: "line 2, column 3: expected an edge's end in [1, 2], found \"2.0\""},
		{Name: "more than announced", In: "2\n1 2\n2 1\n", Out: "Alice\n", Warn: `line 3, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N-1 edges.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "5\n1 2\n2 3\n2 4\n4 5\n", "Alice\n")
}
