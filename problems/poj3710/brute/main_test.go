package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample and the rejection of
// input outside the statement's limits, which makes it the validator of
// judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n", Out: "Sally\n"},
		{Name: "two cases", In: "1\n3 3\n1 2\n2 3\n3 1\n1\n2 2\n1 2\n2 1\n", Out: "Sally\nHarry\n"},
		{Name: "a loop at node 2 and a square at node 1", In: "1\n5 6\n1 2\n2 2\n1 3\n3 4\n4 5\n5 1\n", Out: "Sally\n"},
		{Name: "no edges", In: "1\n1 0\n", Out: "Harry\n"},
		{Name: "too many to search", In: "1\n2 1\n1 2\n1\n18 17\n", Out: "Sally\n", Err: "line 5, column 4: a graph of 17 edges, too many positions to search; this brute force takes up to 16"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of graphs N, 0, is out of range [1, 99]"},
		{Name: "N = 100", In: "100\n", Err: "line 1, column 1: the number of graphs N, 100, is out of range [1, 99]"},
		{Name: "m = 100", In: "1\n100 1\n", Err: "line 2, column 1: the number of nodes m, 100, is out of range [1, 99]"},
		{Name: "k = 500", In: "1\n2 500\n", Err: "line 2, column 3: the number of edges k, 500, is out of range [0, 499]"},
		{Name: "node past m", In: "1\n2 1\n1 3\n", Err: "line 3, column 3: an edge's end, 3, is out of range [1, 2]"},
		{Name: "two cycles at a node", In: "1\n3 4\n1 2\n2 1\n1 3\n3 1\n", Err: "line 6, column 3: not the shape promised: cycles share a vertex: 4 edges on cycles join 3 vertices"},
		{Name: "a branch off a cycle's other node", In: "1\n4 4\n1 2\n2 3\n3 1\n3 4\n", Err: "line 6, column 3: not the shape promised: a cycle touches the rest of the graph, or the ground, at 2 of its vertices"},
		{Name: "a graph cut off", In: "2\n2 1\n1 2\n", Err: "line 4, column 1: expected the number of nodes m in [1, 99], found end of input"},
		{Name: "content after the input", In: "1\n2 1\n1 2\nx\n", Out: "Sally\n", Warn: `line 4, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
