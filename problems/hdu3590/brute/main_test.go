package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample and on forests
// worked out by hand, and the rejection of input outside the statement's
// limits, which makes it the validator of judge stress, and of input too
// large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: "2\n2\n1 2\n2\n1 2\n1\n2\n1 2\n", Out: "PP\nQQ\n"},
		{Name: "no trees, no edges", In: "0\n2\n1\n1\n", Out: "PP\nPP\n"},
		// Two paths of two from one root: misère Nim {2, 2}, lost.
		{Name: "two paths of two", In: "1\n5\n1 2\n2 3\n4 1\n5 4\n", Out: "QQ\n"},
		// A path of three from its end: PP cuts the middle edge.
		{Name: "a path of three", In: "1\n4\n3 4\n1 2\n2 3\n", Out: "PP\n"},
		{Name: "too many to search", In: "2\n10\n1 2\n1 3\n1 4\n1 5\n1 6\n1 7\n1 8\n1 9\n1 10\n9\n1 2\n", Out: "", Err: "line 12, column 1: the trees so far hold 17 edges, too many positions to search; this brute force takes at most 16 in a case"},
		{Name: "N > 99", In: "100\n", Err: "line 1, column 1: the number of trees N, 100, is out of range [0, 99]"},
		{Name: "m > 99", In: "1\n100\n", Err: "line 2, column 1: the number of nodes m, 100, is out of range [1, 99]"},
		{Name: "m = 0", In: "1\n0\n", Err: "line 2, column 1: the number of nodes m, 0, is out of range [1, 99]"},
		{Name: "node 0", In: "1\n3\n1 2\n0 1\n", Err: "line 4, column 1: an edge's end, 0, is out of range [1, 3]"},
		{Name: "a cycle", In: "1\n3\n1 2\n2 1\n", Err: "line 4, column 3: the edges do not form a tree: this one closes a cycle"},
		{Name: "an edge missing", In: "1\n3\n1 2\n", Err: "line 4, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "content after the input", In: "1\n1\nx\n", Out: "PP\n", Warn: `line 3, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
