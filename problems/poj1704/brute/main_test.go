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
		{Name: "sample", In: "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", Out: "Bob will win\nGeorgia will win\n"},
		{Name: "too many to search", In: "2\n1\n1\n3\n4 21 9\n", Out: "Bob will win\n", Err: "line 5, column 3: a piece on cell 21, too many positions to search; this brute force takes cells up to 20"},
		{Name: "unsorted", In: "2\n2\n3 1\n1\n1\n", Out: "Georgia will win\nBob will win\n"},
		{Name: "T = 0", In: "0\n", Err: "line 1, column 1: the number of test cases T, 0, is out of range [1, 20]"},
		{Name: "T > 20", In: "21\n", Err: "line 1, column 1: the number of test cases T, 21, is out of range [1, 20]"},
		{Name: "N = 0", In: "1\n0\n", Err: "line 2, column 1: the number of pieces N, 0, is out of range [1, 1000]"},
		{Name: "cell 0", In: "1\n2\n0 1\n", Err: "line 3, column 1: a piece's cell, 0, is out of range [1, 10000]"},
		{Name: "cell past 10000", In: "1\n1\n10001\n", Err: "line 3, column 1: a piece's cell, 10001, is out of range [1, 10000]"},
		{Name: "two pieces on a cell", In: "2\n1\n2\n3\n5 2 5\n", Out: "Georgia will win\n", Err: "line 5, column 5: two pieces on cell 5"},
		{Name: "a cell missing", In: "1\n2\n1\n", Err: "line 4, column 1: expected a piece's cell in [1, 10000], found end of input"},
		{Name: "content after the input", In: "1\n1\n1\n2\n", Out: "Bob will win\n", Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}
