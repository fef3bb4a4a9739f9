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
		{Name: "sample", In: "3\n6\n7\n8\n", Out: "first\nsecond\nfirst\n"},
		{Name: "heaps without a move", In: "2\n1\n2\n", Out: "second\nsecond\n"},
		{Name: "t = 0", In: "0\n", Err: "line 1, column 1: the number of queries t, 0, is out of range [1, 100000]"},
		{Name: "t > 10^5", In: "100001\n", Err: "line 1, column 1: the number of queries t, 100001, is out of range [1, 100000]"},
		{Name: "no heap", In: "1\n0\n", Err: "line 2, column 1: a heap size n, 0, is out of range [1, 1000000]"},
		{Name: "a heap past 10^6", In: "1\n1000001\n", Err: "line 2, column 1: a heap size n, 1000001, is out of range [1, 1000000]"},
		{Name: "too many to search", In: "2\n53\n61\n", Out: "second\n", Err: "line 3, column 1: a heap of 61, too many positions to search; this brute force takes heaps up to 60"},
		{Name: "a query missing", In: "2\n5\n", Out: "first\n", Err: "line 3, column 1: expected a heap size n in [1, 1000000], found end of input"},
		{Name: "content after the input", In: "1\n4\nx\n", Out: "second\n", Warn: `line 3, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
