package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on small cases and the rejection of input
// outside the statement's limits, which makes it the validator of judge
// stress, and of input too large to search.
func TestBrute(t *testing.T) {
	cycle := "3 3\n1 2\n2 1\n2 3\n2 1\n1 2\n"
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "a cycle with an exit", In: cycle + "4\n1 1\n2 1\n3 1\n3 2\n", Out: "first\nsecond\nfirst\nsecond\n"},
		{Name: "a loop", In: "1 1\n1 1\n1 1\n1 1\n1\n1 1\n", Out: "draw\n"},
		{Name: "M = 0", In: "1 0\n", Err: "line 1, column 3: the number of edges M, 0, is out of range [1, 10000]"},
		{Name: "N past 10000", In: "10001 1\n", Err: "line 1, column 1: the number of vertices N, 10001, is out of range [1, 10000]"},
		{Name: "T = 0", In: cycle + "0\n", Err: "line 7, column 1: the number of pairs T, 0, is out of range [1, 100000]"},
		{Name: "an edge out of range", In: "2 1\n3 1\n", Err: "line 2, column 1: an edge's start, 3, is out of range [1, 2]"},
		{Name: "too many pairs of vertices", In: "400 1\n1 2\n300 1\n", Err: "line 3, column 5: 400 and 300 vertices, too many positions to search; this brute force takes at most 100000 pairs of vertices"},
		{Name: "content after the input", In: cycle + "1\n1 1\nx\n", Out: "first\n", Warn: `line 9, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
