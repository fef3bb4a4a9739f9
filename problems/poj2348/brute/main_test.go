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
		{Name: "sample", In: "34 12\n15 24\n0 0\n", Out: "Stan wins\nOllie wins\n"},
		{Name: "no terminator", In: "34 12\n", Out: "Stan wins\n"},
		{Name: "equal numbers", In: "1000 1000\n0 0\n", Out: "Stan wins\n"},
		{Name: "too many to search", In: "34 12\n1001 3\n0 0\n", Out: "Stan wins\n", Err: "line 2, column 6: a number above 1000, too many moves to search"},
		{Name: "a 0", In: "5 0\n0 0\n", Err: "line 1, column 3: a pair with a 0 and a positive number"},
		{Name: "2^31", In: "2147483648 1\n", Err: "line 1, column 1: a number of the pair, 2147483648, is out of range [0, 2147483647]"},
		{Name: "cut-off pair", In: "34\n", Err: "line 2, column 1: expected a number of the pair in [0, 2147483647], found end of input"},
		{Name: "content after the input", In: "34 12\n0 0\n15 24\n", Out: "Stan wins\n", Warn: `line 3, column 1: ignored "15" and everything after it, past the end of the input`},
	})
}
