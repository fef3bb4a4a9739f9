package main

import (
	"strings"
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "4\n10 80 90 30\n", Out: "10\n"},
		{Name: "sample 2", In: "3\n10 100 10\n", Out: "-80\n"},
		{Name: "sample 3", In: "1\n10\n", Out: "10\n"},
		{Name: "sample 4", In: "10\n1000000000 1 1000000000 1 1000000000 1 1000000000 1 1000000000 1\n", Out: "4999999995\n"},
		{Name: "sample 5", In: "6\n4 2 9 7 1 5\n", Out: "2\n"},
		{Name: "200 elements", In: "200\n" + strings.Repeat("1000000000 ", 200) + "\n", Out: "0\n"},
		{Name: "too many to search", In: "201\n", Err: "line 1, column 1: a sequence of 201 elements, too many positions to search; this brute force takes up to 200"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of elements N, 0, is out of range [1, 3000]"},
		{Name: "an element of 0", In: "2\n1 0\n", Err: "line 2, column 3: an element a_i, 0, is out of range [1, 1000000000]"},
		{Name: "an element past 10^9", In: "1\n1000000001\n", Err: "line 2, column 1: an element a_i, 1000000001, is out of range [1, 1000000000]"},
		{Name: "an element missing", In: "2\n1\n", Err: "line 3, column 1: expected an element a_i in [1, 1000000000], found end of input"},
		{Name: "content after the input", In: "1\n1 2\n", Out: "1\n", Warn: `line 2, column 3: ignored "2" and everything after it, past the end of the input`},
	})
}
