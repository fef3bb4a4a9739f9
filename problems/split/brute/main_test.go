package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the samples, and the rejection of input
// outside the statement's limits or too big to search, which makes it
// the validator of judge stress.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one to six", In: "6\n1\n2\n3\n4\n5\n6\n", Out: "B\nA 1 1\nB\nA 2 2\nB\nA 3 3\n"},
		{Name: "24 and 23", In: "2\n24\n23\n", Out: "A 12 12\nB\n"},
		{Name: "no tests", In: "0\n", Err: "line 1, column 1: the number of tests T, 0, is out of range [1, 100000]"},
		{Name: "no stones", In: "1\n0\n", Err: "line 2, column 1: a number of stones N, 0, is out of range [1, 1000000000000000000]"},
		{Name: "past 10^18", In: "1\n1000000000000000001\n", Err: "line 2, column 1: a number of stones N, 1000000000000000001, is out of range [1, 1000000000000000000]"},
		{Name: "a number missing", In: "2\n4\n", Err: "line 3, column 1: expected a number of stones N in [1, 1000000000000000000], found end of input"},
		{Name: "too big to search", In: "2\n4\n25\n", Err: "line 3, column 1: N = 25 has too many splits to search; this brute force takes N <= 24"},
	})
}
