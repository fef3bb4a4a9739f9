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
		{Name: "sample", In: "10 4 2\n", Out: "182\n"},
		{Name: "no room to move", In: "6 6 2\n", Out: "0\n"},
		{Name: "one pair", In: "5 2 1\n", Out: "6\n"},
		{Name: "the longest row", In: "16 8 3\n", Out: "12304\n"},
		{Name: "n = 0", In: "0 2 1\n", Err: "line 1, column 1: the number of cells n, 0, is out of range [1, 10000]"},
		{Name: "k > n", In: "4 6 1\n", Err: "line 1, column 3: the number of pieces k, 6, is out of range [1, 4]"},
		{Name: "k > 100", In: "10000 102 1\n", Err: "line 1, column 7: the number of pieces k, 102, is out of range [1, 100]"},
		{Name: "k odd", In: "10 3 1\n", Err: "line 1, column 4: the number of pieces k, 3, is odd; the pieces are white and black in pairs"},
		{Name: "d > k", In: "10 4 5\n", Err: "line 1, column 6: the most pieces a move takes d, 5, is out of range [1, 4]"},
		{Name: "d = 0", In: "10 4 0\n", Err: "line 1, column 6: the most pieces a move takes d, 0, is out of range [1, 4]"},
		{Name: "too many to search", In: "17 4 2\n", Err: "line 1, column 6: a row of 17 cells, too many positions to search; this brute force takes at most 16"},
		{Name: "d missing", In: "10 4\n", Err: "line 2, column 1: expected the most pieces a move takes d in [1, 4], found end of input"},
		{Name: "content after the input", In: "10 4 2 1\n", Out: "182\n", Warn: `line 1, column 8: ignored "1" and everything after it, past the end of the input`},
	})
}
