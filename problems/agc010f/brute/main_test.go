package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "3\n1 2 3\n1 2\n2 3\n", Out: "2\n"},
		{Name: "sample 2", In: "5\n5 4 1 2 3\n1 2\n1 3\n2 4\n2 5\n", Out: "1 2\n"},
		{Name: "sample 3", In: "3\n1 1 1\n1 2\n2 3\n", Out: "\n"},
		{Name: "the most positions", In: "4\n30 30 30 7\n1 2\n2 3\n3 4\n", Out: "3\n"},
		{Name: "N = 1", In: "1\n5\n", Err: "line 1, column 1: the number of vertices N, 1, is out of range [2, 3000]"},
		{Name: "N past 3000", In: "3001\n", Err: "line 1, column 1: the number of vertices N, 3001, is out of range [2, 3000]"},
		{Name: "too many vertices", In: "13\n", Err: "line 1, column 1: 13 vertices, more than this brute force searches, 12"},
		{Name: "too many stones", In: "2\n256 1\n1 2\n", Err: "line 2, column 1: A_1 = 256, too many positions to search; this brute force takes at most 255 stones on a vertex and 10^6 positions"},
		{Name: "too many positions", In: "4\n30 30 30 8\n1 2\n2 3\n3 4\n", Err: "line 2, column 10: A_4 = 8, too many positions to search; this brute force takes at most 255 stones on a vertex and 10^6 positions"},
		{Name: "negative stones", In: "2\n-1 1\n1 2\n", Err: "line 2, column 1: a number of stones A_i, -1, is out of range [0, 1000000000]"},
		{Name: "a loop", In: "3\n1 1 1\n1 2\n3 3\n", Err: "line 4, column 3: the edge 3 3 closes a cycle: not a tree"},
		{Name: "a double edge", In: "3\n1 1 1\n1 2\n2 1\n", Err: "line 4, column 3: the edge 2 1 closes a cycle: not a tree"},
		{Name: "vertex past N", In: "3\n1 1 1\n1 2\n2 4\n", Err: "line 4, column 3: an edge's end, 4, is out of range [1, 3]"},
		{Name: "an edge missing", In: "3\n1 1 1\n1 2\n", Err: "line 4, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "content after the input", In: "2\n1 0\n1 2\n3\n", Out: "1\n", Warn: `line 4, column 1: ignored "3" and everything after it, past the end of the input`},
	})
}
