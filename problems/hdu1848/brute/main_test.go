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
		{Name: "sample", In: "1 1 1\n1 4 1\n0 0 0\n", Out: "Fibo\nNacci\n"},
		{Name: "equal heaps", In: "7 7 1\n40 40 40\n39 39 39\n0 0 0\n", Out: "Fibo\nNacci\nFibo\n"},
		{Name: "too many to search", In: "1 1 1\n1 41 1\n0 0 0\n", Out: "Fibo\n", Err: "line 2, column 3: a heap of 41, too many positions to search; this brute force takes heaps up to 40"},
		{Name: "no terminator", In: "1 1 1\n", Out: "Fibo\n", Err: "line 2, column 1: expected a heap size m in [0, 1000], found end of input"},
		{Name: "a heap of 0", In: "1 1 1\n0 1 1\n0 0 0\n", Out: "Fibo\n", Err: "line 2, column 5: a heap of 0 in a line other than 0 0 0; the statement has 1 <= m, n, p"},
		{Name: "a heap past 1000", In: "1 1001 1\n0 0 0\n", Err: "line 1, column 3: a heap size n, 1001, is out of range [0, 1000]"},
		{Name: "a line cut off", In: "1 1\n", Err: "line 2, column 1: expected a heap size p in [0, 1000], found end of input"},
		{Name: "content after the input", In: "1 1 1\n0 0 0\n2\n", Out: "Fibo\n", Warn: `line 3, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}
