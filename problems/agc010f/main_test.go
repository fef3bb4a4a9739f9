package main

import (
	"math/rand"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/agc010f") }

// searchAll calls f with every graph the test searches, with every
// assignment of stones, and the winning starts the search of the game
// finds: every tree on 2 to 5 vertices, with 0 to 3 stones on each vertex,
// and, beyond the statement, every graph of n-1 edges on n = 3 or 4
// vertices that is not a tree (double edges, cycles, parts apart; no
// loops), with 0 to 3 stones. The search is of the game itself: all the
// stones and the piece (gametree.Stones), one search per graph.
func searchAll(f func(n int, edges [][2]int, stones []int64, won []bool)) {
	each := func(n int, edges [][2]int) {
		adj := make([][]int, n)
		for _, e := range edges {
			adj[e[0]] = append(adj[e[0]], e[1])
			adj[e[1]] = append(adj[e[1]], e[0])
		}
		game := gametree.New(gametree.StoneMoves(adj))
		stones := make([]int64, n)
		won := make([]bool, n)
		enum.Vectors(n, 3, func(s []int) {
			var p gametree.Stones
			for v, a := range s {
				p.On[v], stones[v] = uint8(a), int64(a)
			}
			for v := range won {
				p.At = int8(v)
				won[v] = game.Wins(p)
			}
			f(n, edges, stones, won)
		})
	}
	for n := 2; n <= 5; n++ {
		enum.Trees(n, func(edges [][2]int) { each(n, edges) })
	}
	for n := 3; n <= 4; n++ {
		gametree.EachGraph(n, n-1, func(edges [][2]int) {
			tree := casegen.NewForest(n)
			joined := 0
			for _, e := range edges {
				if e[0] == e[1] {
					return // a loop: an error
				}
				if tree.Join(e[0], e[1]) {
					joined++
				}
			}
			if len(edges) == n-1 && joined < n-1 {
				each(n, edges)
			}
		})
	}
}

func answer(won []bool) string {
	var v []int64
	for i, w := range won {
		if w {
			v = append(v, int64(i+1))
		}
	}
	return casegen.Line(v...)
}

// TestAgainstSearch compares winning with the search on every graph and
// stones of searchAll, the edges shuffled and either end first, and solve
// on those of at most 3 vertices and one assignment in 50 of the others,
// each an input of its own.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	positions := 0
	searchAll(func(n int, edges [][2]int, stones []int64, won []bool) {
		positions++
		got := winning(stones, casegen.ShuffledEnds(r, edges))
		for v := range won {
			if got[v] != won[v] {
				t.Fatalf("stones %v, edges %v: winning says %v, the search %v", stones, edges, got, won)
			}
		}
		if n <= 3 || r.Intn(50) == 0 {
			cases = append(cases, solvetest.Case{
				Name: strings.TrimSpace(casegen.Line(stones...)) + " on " + casegen.Edges(r, edges),
				In:   casegen.Line(int64(n)) + casegen.Line(stones...) + casegen.Edges(r, edges), Out: answer(won),
			})
		}
	})
	if positions != 132304+10432 {
		t.Errorf("%d graphs with stones, want 132304 trees and 10432 others", positions)
	}
	solvetest.Check(t, solve, cases)
}

// descend answers an input written apart from winning, for the committed
// .out files: from each start, a depth-first search of the moves to a
// neighbour with fewer stones that is not where the piece came from,
// recursive, O(N^2) in all, as the usual solution of the contest goes.
func descend(in string) string {
	next := solvetest.NewTokens(in).Int64
	n := int(next())
	a := make([]int64, n+1)
	for i := 1; i <= n; i++ {
		a[i] = next()
	}
	adj := make([][]int, n+1)
	for e := 1; e < n; e++ {
		x, y := int(next()), int(next())
		adj[x] = append(adj[x], y)
		adj[y] = append(adj[y], x)
	}
	var wins func(v, from int) bool
	wins = func(v, from int) bool {
		for _, u := range adj[v] {
			if u != from && a[u] < a[v] && !wins(u, v) {
				return true
			}
		}
		return false
	}
	won := make([]bool, n)
	for v := 1; v <= n; v++ {
		won[v-1] = wins(v, 0)
	}
	return answer(won)
}

// TestOutputs checks every committed .out file against descend.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/agc010f", descend) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one vertex", In: "1\n5\n", Out: "\n"},
		{Name: "no stones", In: "2\n0 0\n1 2\n", Out: "\n"},
		{Name: "a double edge", In: "3\n2 1 0\n1 2\n2 1\n", Out: "1\n"},
		{Name: "a triangle and a vertex apart", In: "4\n3 2 1 5\n1 2\n2 3\n3 1\n", Out: "1 2\n"},
		{Name: "stones of 2^63-1", In: "2\n9223372036854775807 9223372036854775806\n2 1\n", Out: "1\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of vertices N in [1, 1000000], found end of input"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of vertices N, 0, is out of range [1, 1000000]"},
		{Name: "negative stones", In: "2\n1 -1\n1 2\n", Err: "line 2, column 3: a number of stones A_i, -1, is out of range [0, 9223372036854775807]"},
		{Name: "stones missing", In: "3\n1 2\n", Err: "line 3, column 1: expected a number of stones A_i >= 0, found end of input"},
		{Name: "vertex 0", In: "2\n1 2\n0 1\n", Err: "line 3, column 1: an edge's end, 0, is out of range [1, 2]"},
		{Name: "vertex past N", In: "3\n1 2 3\n1 2\n2 4\n", Err: "line 4, column 3: an edge's end, 4, is out of range [1, 3]"},
		{Name: "a loop", In: "3\n1 2 3\n1 2\n3 3\n", Err: "line 4, column 3: a loop at vertex 3: the piece cannot move along it"},
		{Name: "an edge cut off", In: "3\n1 2 3\n1 2\n2\n", Err: "line 5, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "more than announced", In: "2\n1 0\n1 2\n2 1\n", Out: "1\n", Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N-1 edges.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n", "1 2\n")
}
