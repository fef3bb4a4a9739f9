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
		{Name: "sample", In: "2\n3\n3 5 1\n1\n1\n", Out: "John\nBrother\n"},
		{Name: "heaps of 1", In: "3\n2\n1 1\n3\n1 1 1\n4\n1 1 1 1\n", Out: "John\nBrother\nJohn\n"},
		{Name: "xor 0", In: "2\n2\n2 2\n3\n1 2 3\n", Out: "Brother\nBrother\n"},
		{Name: "too many to search", In: "2\n1\n1\n3\n4 20 1\n", Out: "Brother\n", Err: "line 5, column 6: the heaps so far hold 25 stones, too many positions to search; this brute force takes at most 24 in a case"},
		{Name: "T = 0", In: "0\n", Err: "line 1, column 1: the number of test cases T, 0, is out of range [1, 474]"},
		{Name: "T > 474", In: "475\n", Err: "line 1, column 1: the number of test cases T, 475, is out of range [1, 474]"},
		{Name: "N = 0", In: "1\n0\n", Err: "line 2, column 1: the number of heaps N, 0, is out of range [1, 47]"},
		{Name: "N > 47", In: "1\n48\n", Err: "line 2, column 1: the number of heaps N, 48, is out of range [1, 47]"},
		{Name: "empty heap", In: "1\n2\n0 1\n", Err: "line 3, column 1: a heap size, 0, is out of range [1, 4747]"},
		{Name: "heap past 4747", In: "1\n1\n4748\n", Err: "line 3, column 1: a heap size, 4748, is out of range [1, 4747]"},
		{Name: "a heap missing", In: "1\n2\n1\n", Err: "line 4, column 1: expected a heap size in [1, 4747], found end of input"},
		{Name: "content after the input", In: "1\n1\n1\n2\n", Out: "Brother\n", Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}
