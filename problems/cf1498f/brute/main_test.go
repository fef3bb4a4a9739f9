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
		{Name: "sample", In: "5 1\n1 2\n1 3\n5 2\n4 3\n0 3 2 4 4\n", Out: "1 0 0 1 1 \n"},
		{Name: "k past every depth", In: "3 3\n1 2\n2 3\n5 5 2\n", Out: "0 0 0 \n"},
		{Name: "the most searched", In: "8 2\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n0 0 0 0 0 0 0 16\n", Out: "1 1 0 0 1 1 0 0 \n"},
		{Name: "n = 2", In: "2 1\n", Err: "line 1, column 1: the number of nodes n, 2, is out of range [3, 100000]"},
		{Name: "too many nodes", In: "9 1\n", Err: "line 1, column 1: 9 nodes, more than this brute force searches, 8"},
		{Name: "k = 0", In: "3 0\n", Err: "line 1, column 3: the step k, 0, is out of range [1, 20]"},
		{Name: "k past 20", In: "3 21\n", Err: "line 1, column 3: the step k, 21, is out of range [1, 20]"},
		{Name: "a cycle", In: "3 1\n1 2\n2 1\n", Err: "line 3, column 3: the edge 2 1 closes a cycle: not a tree"},
		{Name: "a loop", In: "3 1\n1 1\n", Err: "line 2, column 3: the edge 1 1 closes a cycle: not a tree"},
		{Name: "too many presents", In: "3 1\n1 2\n2 3\n5 5 7\n", Err: "line 4, column 5: the nodes so far hold 17 presents, too many positions to search; this brute force takes at most 16"},
		{Name: "presents past 10^9", In: "3 1\n1 2\n2 3\n1000000001 0 0\n", Err: "line 4, column 1: a number of presents a_i, 1000000001, is out of range [0, 1000000000]"},
		{Name: "presents missing", In: "3 1\n1 2\n2 3\n1 1\n", Err: "line 5, column 1: expected a number of presents a_i in [0, 1000000000], found end of input"},
		{Name: "content after the input", In: "3 1\n1 2\n2 3\n0 0 1\n0\n", Out: "0 1 0 \n", Warn: `line 5, column 1: ignored "0" and everything after it, past the end of the input`},
	})
}
