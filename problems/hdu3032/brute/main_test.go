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
		{Name: "sample", In: "2\n3\n2 2 3\n2\n3 3\n", Out: "Alice\nBob\n"},
		{Name: "not Nim", In: "2\n3\n3 4 7\n3\n1 2 4\n", Out: "Alice\nBob\n"},
		{Name: "T = 0", In: "0\n", Err: "line 1, column 1: the number of test cases T, 0, is out of range [1, 100]"},
		{Name: "T > 100", In: "101\n", Err: "line 1, column 1: the number of test cases T, 101, is out of range [1, 100]"},
		{Name: "N = 0", In: "1\n0\n", Err: "line 2, column 1: the number of heaps N, 0, is out of range [1, 1000000]"},
		{Name: "an empty heap", In: "1\n2\n0 1\n", Err: "line 3, column 1: a heap size, 0, is out of range [1, 2147483647]"},
		{Name: "a heap of 2^31", In: "1\n1\n2147483648\n", Err: "line 3, column 1: a heap size, 2147483648, is out of range [1, 2147483647]"},
		{Name: "too many to search", In: "2\n1\n20\n3\n10 10 1\n", Out: "Alice\n", Err: "line 5, column 7: the heaps so far hold 21 stones, too many positions to search; this brute force takes at most 20 in a case"},
		{Name: "a heap missing", In: "1\n2\n1\n", Err: "line 4, column 1: expected a heap size in [1, 2147483647], found end of input"},
		{Name: "content after the input", In: "1\n1\n1\nx\n", Out: "Alice\n", Warn: `line 4, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
