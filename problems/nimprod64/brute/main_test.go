package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the definition on the official sample's small pairs
// and the rejection of input outside the statement's limits, which makes
// it the validator of judge stress, and of numbers past its table.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample's small pairs", In: "9\n5 0\n5 1\n5 2\n5 3\n5 4\n5 5\n5 6\n5 7\n5 8\n", Out: "0\n5\n10\n15\n2\n7\n8\n13\n3\n"},
		{Name: "the largest answered", In: "2\n255 255\n128 2\n", Out: "156\n192\n"},
		{Name: "past the table", In: "2\n1 1\n3141 5926\n", Err: "line 3, column 1: a number above 255, past the table of the mex definition this brute force fills"},
		{Name: "T = 0", In: "0\n", Err: "line 1, column 1: the number of queries T, 0, is out of range [1, 1000000]"},
		{Name: "negative", In: "1\n-1 2\n", Err: "line 2, column 1: A, -1, is out of range [0, 18446744073709551615]"},
		{Name: "2^64", In: "1\n1 18446744073709551616\n", Err: "line 2, column 3: B, 18446744073709551616, is out of range [0, 18446744073709551615]"},
		{Name: "cut off", In: "2\n1 2\n3\n", Err: "line 4, column 1: expected B >= 0, found end of input"},
		{Name: "content after the input", In: "1\n2 2\n7\n", Out: "3\n", Warn: `line 3, column 1: ignored "7" and everything after it, past the end of the input`},
	})
}
