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
		{Name: "sample 1", In: "4\n2 5 3 0\n", Out: "YES\n"},
		{Name: "sample 2", In: "3\n0 0 0\n", Out: "NO\n"},
		{Name: "no 0 edge", In: "2\n1 1\n", Err: "line 2, column 3: expected an edge of value 0, found none"},
		{Name: "N > 20", In: "21\n", Err: "line 1, column 1: the number of nodes N, 21, is out of range [1, 20]"},
		{Name: "a value past 30", In: "1\n31\n", Err: "line 2, column 1: an edge value, 31, is out of range [0, 30]"},
	})
}
