package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample (its 10000 stones
// replaced by 1000, within the search) and the rejection of input outside
// the statement's limits, which makes it the validator of judge stress,
// and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample, smaller", In: "2\n13\n1000\n0\n", Out: "Second win\nSecond win\nFirst win\n"},
		{Name: "no terminator", In: "4\n", Out: "First win\n"},
		{Name: "too many to search", In: "13\n1001\n0\n", Out: "Second win\n", Err: "line 2, column 1: a heap above 1000 stones, too many positions to search"},
		{Name: "n = 1", In: "1\n0\n", Err: "line 1, column 1: a heap of 1 stone, below the statement's 2"},
		{Name: "2^31", In: "2147483648\n", Err: "line 1, column 1: the number of stones n, 2147483648, is out of range [0, 2147483647]"},
		{Name: "negative", In: "-2\n", Err: "line 1, column 1: the number of stones n, -2, is out of range [0, 2147483647]"},
		{Name: "content after the input", In: "2\n0\n3\n", Out: "Second win\n", Warn: `line 3, column 1: ignored "3" and everything after it, past the end of the input`},
	})
}
