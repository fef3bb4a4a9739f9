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
		{Name: "sample", In: "2\n2\n1 1\n2\n1 0\n", Out: "No\nYes\n"},
		{Name: "empty game", In: "1\n0\n\n", Out: "No\n"},
		{Name: "T > 10", In: "11\n", Err: "line 1, column 1: the number of games T, 11, is out of range [0, 10]"},
		{Name: "a pile of 10^4", In: "1\n1\n10000\n", Err: "line 3, column 1: a pile size, 10000, is out of range [0, 9999]"},
		{Name: "a pile missing", In: "1\n2\n1\n", Err: "line 4, column 1: expected a pile size in [0, 9999], found end of input"},
	})
}
