package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on small cases and the rejection of input
// outside the statement's limits, which makes it the validator of judge
// stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "two twos, a three", In: "2\n2 2\n1\n3\n", Out: "No\nYes\n"},
		{Name: "lone apples", In: "1\n1\n2\n1 1\n", Out: "No\nYes\n"},
		{Name: "empty input", In: "", Out: ""},
		{Name: "n = 0", In: "0\n", Err: "line 1, column 1: the number of lines n, 0, is out of range [1, 100]"},
		{Name: "an empty line", In: "2\n0 1\n", Err: "line 2, column 1: a line's apples, 0, is out of range [1, 100]"},
		{Name: "a line past 100", In: "1\n101\n", Err: "line 2, column 1: a line's apples, 101, is out of range [1, 100]"},
		{Name: "too many apples", In: "3\n10 10 5\n", Err: "line 2, column 7: the lines so far hold 25 apples, too many positions to search; this brute force takes at most 24 in a case"},
		{Name: "a case cut off", In: "2\n1\n", Err: "line 3, column 1: expected a line's apples in [1, 100], found end of input"},
		{Name: "content after the input", In: "1\n1\nx\n", Out: "No\n", Warn: `line 3, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
