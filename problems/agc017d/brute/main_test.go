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
		{Name: "sample 1", In: "5\n1 2\n2 3\n2 4\n4 5\n", Out: "Alice\n"},
		{Name: "sample 2", In: "5\n1 2\n2 3\n1 4\n4 5\n", Out: "Bob\n"},
		{Name: "sample 3", In: "6\n1 2\n2 4\n5 1\n6 3\n3 2\n", Out: "Alice\n"},
		{Name: "sample 4", In: "7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", Out: "Bob\n"},
		{Name: "star of 14", In: "14\n1 2\n1 3\n1 4\n1 5\n1 6\n1 7\n1 8\n1 9\n1 10\n1 11\n1 12\n1 13\n1 14\n", Out: "Alice\n"},
		{Name: "too many to search", In: "15\n", Err: "line 1, column 1: a tree of 15 vertices, too many positions to search; this brute force takes up to 14"},
		{Name: "N = 1", In: "1\n", Err: "line 1, column 1: the number of vertices N, 1, is out of range [2, 100000]"},
		{Name: "N past 10^5", In: "100001\n", Err: "line 1, column 1: the number of vertices N, 100001, is out of range [2, 100000]"},
		{Name: "a loop", In: "3\n1 2\n3 3\n", Err: "line 3, column 3: the edge 3 3 closes a cycle: not a tree"},
		{Name: "a double edge", In: "3\n1 2\n2 1\n", Err: "line 3, column 3: the edge 2 1 closes a cycle: not a tree"},
		{Name: "a cycle away from 1", In: "4\n2 3\n3 4\n4 2\n", Err: "line 4, column 3: the edge 4 2 closes a cycle: not a tree"},
		{Name: "vertex 0", In: "2\n0 1\n", Err: "line 2, column 1: an edge's end, 0, is out of range [1, 2]"},
		{Name: "vertex past N", In: "3\n1 2\n2 4\n", Err: "line 3, column 3: an edge's end, 4, is out of range [1, 3]"},
		{Name: "an edge missing", In: "3\n1 2\n", Err: "line 3, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "content after the input", In: "2\n1 2\n3\n", Out: "Alice\n", Warn: `line 3, column 1: ignored "3" and everything after it, past the end of the input`},
	})
}
