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
		{Name: "sample", In: "3\n5 7 9\n0\n", Out: "1\n"},
		{Name: "lost and won", In: "2\n3 3\n3\n5 5 4\n2\n1 2\n0\n", Out: "0\n3\n1\n"},
		{Name: "too many to search", In: "2\n1 1\n3\n4 20 1\n0\n", Out: "0\n", Err: "line 4, column 6: the heaps so far hold 25 cards, too many positions to search; this brute force takes at most 24 in a case"},
		{Name: "no terminator", In: "2\n1 1\n", Out: "0\n", Err: "line 3, column 1: expected the number of heaps M (0 ends the input) in [0, 100], found end of input"},
		{Name: "M = 1", In: "1\n5\n0\n", Err: "line 1, column 1: the number of heaps M is 1; the statement has 1 < M"},
		{Name: "M > 100", In: "2\n1 1\n101\n", Out: "0\n", Err: "line 3, column 1: the number of heaps M (0 ends the input), 101, is out of range [0, 100]"},
		{Name: "negative M", In: "-2\n", Err: "line 1, column 1: the number of heaps M (0 ends the input), -2, is out of range [0, 100]"},
		{Name: "empty heap", In: "2\n0 1\n0\n", Err: "line 2, column 1: a heap size, 0, is out of range [1, 1000000]"},
		{Name: "heap past 10^6", In: "2\n1 1000001\n0\n", Err: "line 2, column 3: a heap size, 1000001, is out of range [1, 1000000]"},
		{Name: "a heap missing", In: "2\n1\n", Err: "line 3, column 1: expected a heap size in [1, 1000000], found end of input"},
		{Name: "content after the input", In: "2\n1 1\n0\n2\n", Out: "0\n", Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}
