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
		{Name: "sample", In: "3\n", Out: "2\n"},
		{Name: "statement", In: "17\n", Out: "16\n"},
		{Name: "statement 100", In: "100\n", Out: "3\n"},
		{Name: "K < 3", In: "2\n", Err: "line 1, column 1: the number of buttons K, 2, is out of range [3, 100000000]"},
		// casegen.Brute makes this warning an error, exit status 1.
		{Name: "more than K", In: "3 4\n", Out: "2\n", Warn: `line 1, column 3: ignored "4" and everything after it, past the end of the input`},
	})
}
