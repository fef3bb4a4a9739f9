package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "3\n3 6 9\n", Out: "4 3\n3 6 5\n"},
		{Name: "sample 2", In: "4\n15 22 19 10\n", Out: "lose\n"},
		{Name: "no piles", In: "0\n", Err: "line 1, column 1: the number of piles k, 0, is out of range [1, 500000]"},
		{Name: "a pile past 10^9", In: "1\n1000000001\n", Err: "line 2, column 1: a pile size, 1000000001, is out of range [0, 1000000000]"},
	})
}
