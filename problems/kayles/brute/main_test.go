package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official samples, the seed's mirror
// move on one row, and the rejection of input outside the statement's
// limits or too big to search, which makes it the validator of judge
// stress.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "1\n1\n", Out: "1 1 1\n"},
		{Name: "sample 2", In: "1\n4\n", Out: "1 2 2\n"},
		{Name: "sample 3", In: "2\n1 1\n", Out: "lose\n"},
		{Name: "sample 4", In: "2\n3 0\n", Out: "1 2 1\n"},
		{Name: "equal rows cancel", In: "4\n6 6 5 5\n", Out: "lose\n"},
		{Name: "24 stones", In: "3\n0 24 0\n", Out: "2 6 2\n"},
		{Name: "24 rows of one", In: "24\n1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n", Out: "lose\n"},
		{Name: "no rows", In: "0\n", Err: "line 1, column 1: the number of rows n, 0, is out of range [1, 100000]"},
		{Name: "a row past 10^18", In: "1\n1000000000000000001\n", Err: "line 2, column 1: a row length, 1000000000000000001, is out of range [0, 1000000000000000000]"},
		{Name: "a row missing", In: "2\n3\n", Err: "line 3, column 1: expected a row length in [0, 1000000000000000000], found end of input"},
		{Name: "too big to search", In: "3\n10 10 5\n", Err: "line 2, column 7: the rows so far hold 25 stones, too many positions to search; this brute force takes at most 24 in all"},
		{Name: "10^18 stones", In: "1\n1000000000000000000\n", Err: "line 2, column 1: the rows so far hold 1000000000000000000 stones, too many positions to search; this brute force takes at most 24 in all"},
	})
}
