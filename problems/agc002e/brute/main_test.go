package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "2\n1 3\n", Out: "First\n"},
		{Name: "sample 2", In: "3\n1 2 1\n", Out: "First\n"},
		{Name: "sample 3", In: "3\n1 2 3\n", Out: "Second\n"},
		{Name: "one candy", In: "1\n1\n", Out: "Second\n"},
		{Name: "the most searched", In: "24\n255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255 255\n", Out: "First\n"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of piles N, 0, is out of range [1, 100000]"},
		{Name: "N past 10^5", In: "100001\n", Err: "line 1, column 1: the number of piles N, 100001, is out of range [1, 100000]"},
		{Name: "an empty pile", In: "2\n1 0\n", Err: "line 2, column 3: a pile a_i, 0, is out of range [1, 1000000000]"},
		{Name: "a pile past 10^9", In: "1\n1000000001\n", Err: "line 2, column 1: a pile a_i, 1000000001, is out of range [1, 1000000000]"},
		{Name: "too many piles to search", In: "25\n", Err: "line 1, column 1: 25 piles, more than this brute force searches, 24"},
		{Name: "too large a pile to search", In: "2\n3 256\n", Err: "line 2, column 3: a pile of 256, more than this brute force searches, 255"},
		{Name: "a pile missing", In: "2\n1\n", Err: "line 3, column 1: expected a pile a_i in [1, 1000000000], found end of input"},
		{Name: "content after the input", In: "1\n2\n3\n", Out: "First\n", Warn: `line 3, column 1: ignored "3" and everything after it, past the end of the input`},
	})
}
