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
		{Name: "sample", In: "2\n2\n4 4\n3\n1 2 4\n", Out: "Second player wins.\nFirst player wins.\n"},
		{Name: "7 and 8 swap values", In: "3\n2\n7 8\n3\n1 7 7\n5\n7 1 2 4 16\n", Out: "First player wins.\nFirst player wins.\nSecond player wins.\n"},
		{Name: "T = 0", In: "0\n", Err: "line 1, column 1: the number of test cases T, 0, is out of range [1, 100]"},
		{Name: "T past 100", In: "101\n", Err: "line 1, column 1: the number of test cases T, 101, is out of range [1, 100]"},
		{Name: "n = 0", In: "1\n0\n", Err: "line 2, column 1: the number of heaps n, 0, is out of range [1, 1000000]"},
		{Name: "an empty heap", In: "1\n2\n0 1\n", Err: "line 3, column 1: a heap size, 0, is out of range [1, 1000000000]"},
		{Name: "a heap past 10^9", In: "1\n1\n1000000001\n", Err: "line 3, column 1: a heap size, 1000000001, is out of range [1, 1000000000]"},
		{Name: "too large to search", In: "2\n1\n200\n1\n201\n", Out: "First player wins.\n", Err: "line 5, column 1: a heap of 201, too many options to search; this brute force takes heaps up to 200"},
		{Name: "a heap missing", In: "1\n2\n1\n", Err: "line 4, column 1: expected a heap size in [1, 1000000000], found end of input"},
		{Name: "content after the input", In: "1\n1\n1\nx\n", Out: "First player wins.\n", Warn: `line 4, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
