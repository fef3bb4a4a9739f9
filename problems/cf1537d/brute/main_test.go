package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: "4\n1\n4\n12\n69\n", Out: "Bob\nAlice\nAlice\nBob\n"},
		{Name: "powers of two", In: "5\n2\n8\n16\n32\n64\n", Out: "Bob\nBob\nAlice\nBob\nAlice\n"},
		{Name: "the largest searched", In: "1\n100000\n", Out: "Alice\n"},
		{Name: "t = 0", In: "0\n", Err: "line 1, column 1: the number of test cases t, 0, is out of range [1, 10000]"},
		{Name: "t past 10^4", In: "10001\n", Err: "line 1, column 1: the number of test cases t, 10001, is out of range [1, 10000]"},
		{Name: "n = 0", In: "1\n0\n", Err: "line 2, column 1: n, 0, is out of range [1, 1000000000]"},
		{Name: "n past 10^9", In: "1\n1000000001\n", Err: "line 2, column 1: n, 1000000001, is out of range [1, 1000000000]"},
		{Name: "too many to search", In: "2\n6\n100001\n", Out: "Alice\n", Err: "line 3, column 1: n = 100001, too many positions to search; this brute force takes n up to 100000"},
		{Name: "a case missing", In: "2\n6\n", Out: "Alice\n", Err: "line 3, column 1: expected n in [1, 1000000000], found end of input"},
		{Name: "content after the input", In: "1\n6\n7\n", Out: "Alice\n", Warn: `line 3, column 1: ignored "7" and everything after it, past the end of the input`},
	})
}
