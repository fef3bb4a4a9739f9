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
		{Name: "sample", In: "2\n2 3\n", Out: "Yes\n"},
		{Name: "equal piles", In: "2\n5 5\n", Out: "No\n"},
		{Name: "no piles", In: "0\n", Err: "line 1, column 1: the number of piles n, 0, is out of range [1, 100000]"},
		{Name: "an empty pile", In: "1\n0\n", Err: "line 2, column 1: a pile size, 0, is out of range [1, 1000000000]"},
	})
}
