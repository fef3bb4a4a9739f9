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
		{Name: "sample", In: "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n", Out: "YES\nNO\n"},
		{Name: "three pairs of 12", In: "1\n6\n12 12 12 12 12 11\n", Out: "YES\n"},
		{Name: "T = 0", In: "0\n", Err: "line 1, column 1: the number of test cases T, 0, is out of range [1, 20]"},
		{Name: "T > 20", In: "21\n", Err: "line 1, column 1: the number of test cases T, 21, is out of range [1, 20]"},
		{Name: "N = 0", In: "1\n0\n", Err: "line 2, column 1: the number of heaps N, 0, is out of range [2, 20000]"},
		{Name: "odd N", In: "2\n2\n1 1\n3\n1 1 1\n", Out: "NO\n", Err: "line 4, column 1: the number of heaps N, 3, is odd: the heaps come in pairs"},
		{Name: "N > 2*10^4", In: "1\n20002\n", Err: "line 2, column 1: the number of heaps N, 20002, is out of range [2, 20000]"},
		{Name: "an empty heap", In: "1\n2\n0 1\n", Err: "line 3, column 1: a heap size, 0, is out of range [1, 2000000000]"},
		{Name: "a heap past 2*10^9", In: "1\n2\n2000000001 1\n", Err: "line 3, column 1: a heap size, 2000000001, is out of range [1, 2000000000]"},
		{Name: "too many heaps to search", In: "1\n8\n", Err: "line 2, column 1: 8 heaps, too many positions to search; this brute force takes at most 6"},
		{Name: "a heap too large to search", In: "2\n2\n3 4\n2\n13 1\n", Out: "YES\n", Err: "line 5, column 1: a heap of 13, too many positions to search; this brute force takes heaps up to 12"},
		{Name: "a heap missing", In: "1\n2\n1\n", Err: "line 4, column 1: expected a heap size in [1, 2000000000], found end of input"},
		{Name: "content after the input", In: "1\n2\n1 1\nx\n", Out: "NO\n", Warn: `line 4, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
