package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample and the rejection of
// input outside the statement's limits, which makes it the validator of
// judge stress, and of boards too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n", Out: "Don't waste your time.\nHave a try, lxhgww.\n"},
		{Name: "no light", In: "1\n0\n", Out: "Don't waste your time.\n"},
		{Name: "a board of 12", In: "1\n2\n3 4\n1 1\n", Out: "Have a try, lxhgww.\n"},
		{Name: "too many to search", In: "1\n2\n3 4\n4 1\n", Err: "line 4, column 3: lights on a board of 4 x 4 cells, too many positions to search; this brute force takes at most 12"},
		{Name: "a light twice", In: "1\n3\n1 2\n2 1\n1 2\n", Err: "line 5, column 3: the light (1, 2) is given twice"},
		{Name: "x = 0", In: "1\n1\n0 1\n", Err: "line 3, column 1: a light's x, 0, is out of range [1, 10000]"},
		{Name: "T = 101", In: "101\n", Err: "line 1, column 1: the number of cases T, 101, is out of range [1, 100]"},
		{Name: "n = 1001", In: "1\n1001\n", Err: "line 2, column 1: the number of lights n, 1001, is out of range [0, 1000]"},
		{Name: "cut off", In: "1\n2\n1 1\n", Err: "line 4, column 1: expected a light's x in [1, 10000], found end of input"},
		{Name: "content after the input", In: "1\n1\n1 1\n7\n", Out: "Have a try, lxhgww.\n", Warn: `line 4, column 1: ignored "7" and everything after it, past the end of the input`},
	})
}
