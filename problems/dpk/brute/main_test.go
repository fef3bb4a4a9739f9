package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator of
// judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "2 4\n2 3\n", Out: "First\n"},
		{Name: "sample 2", In: "2 5\n2 3\n", Out: "Second\n"},
		{Name: "sample 3", In: "2 7\n2 3\n", Out: "First\n"},
		{Name: "sample 4", In: "3 20\n1 2 3\n", Out: "Second\n"},
		{Name: "sample 5", In: "3 21\n1 2 3\n", Out: "First\n"},
		{Name: "the largest pile searched", In: "1 10000\n1\n", Out: "Second\n"},
		{Name: "too many to search", In: "1 10001\n1\n", Err: "line 1, column 3: a pile of 10001 stones, too many positions to search; this brute force takes at most 10000"},
		{Name: "N = 0", In: "0 5\n", Err: "line 1, column 1: the number of moves N, 0, is out of range [1, 100]"},
		{Name: "N > 100", In: "101 5\n", Err: "line 1, column 1: the number of moves N, 101, is out of range [1, 100]"},
		{Name: "K = 0", In: "1 0\n1\n", Err: "line 1, column 3: the number of stones K, 0, is out of range [1, 100000]"},
		{Name: "K > 10^5", In: "1 100001\n1\n", Err: "line 1, column 3: the number of stones K, 100001, is out of range [1, 100000]"},
		{Name: "a move above K", In: "2 5\n1 6\n", Err: "line 2, column 3: a move a_i, 6, is out of range [1, 5]"},
		{Name: "a move of 0", In: "2 5\n0 1\n", Err: "line 2, column 1: a move a_i, 0, is out of range [1, 5]"},
		{Name: "unsorted", In: "2 5\n3 2\n", Err: "line 2, column 3: the move a_i = 2 is not above the one before it, 3"},
		{Name: "repeated", In: "2 5\n2 2\n", Err: "line 2, column 3: the move a_i = 2 is not above the one before it, 2"},
		{Name: "a move missing", In: "2 5\n1\n", Err: "line 3, column 1: expected a move a_i in [1, 5], found end of input"},
		{Name: "content after the input", In: "1 4\n2\n3\n", Out: "Second\n", Warn: `line 3, column 1: ignored "3" and everything after it, past the end of the input`},
	})
}
