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
		{Name: "sample", In: "2 2\n3 2\n4 2\n", Out: "LOSE\nLOSE\nWIN\n"},
		{Name: "lost sheets", In: "2 3\n7 2\n3 7\n7 7\n", Out: "LOSE\nLOSE\nLOSE\nLOSE\n"},
		{Name: "empty input", In: "", Out: ""},
		{Name: "a side of 1", In: "2 2\n1 2\n", Out: "LOSE\n", Err: "line 2, column 1: the width W, 1, is out of range [2, 200]"},
		{Name: "a side past 200", In: "2 201\n", Err: "line 1, column 3: the height H, 201, is out of range [2, 200]"},
		{Name: "too many to search", In: "4 2\n3 10\n", Out: "WIN\n", Err: "line 2, column 3: a side of 10, too many positions to search; this brute force takes sides up to 9"},
		{Name: "a lone number", In: "4 2\n3\n", Out: "WIN\n", Err: "line 3, column 1: expected the height H in [2, 200], found end of input"},
		{Name: "content after the input", In: "4 2\nx\n", Out: "WIN\n", Warn: `line 2, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
