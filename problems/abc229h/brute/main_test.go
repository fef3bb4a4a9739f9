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
		{Name: "sample 1", In: "3\nBB.\n.B.\n...\n", Out: "Takahashi\n"},
		{Name: "sample 2", In: "2\n..\nWW\n", Out: "Snuke\n"},
		{Name: "sample 3", In: "4\nWWBW\nWWWW\nBWB.\nBBBB\n", Out: "Snuke\n"},
		{Name: "one square", In: "1\nB\n", Out: "Takahashi\n"},
		{Name: "too large to search", In: "5\n", Err: "line 1, column 1: a board of side 5, too many positions to search; this brute force takes sides up to 4"},
		{Name: "N = 9", In: "9\n", Err: "line 1, column 1: the side N, 9, is out of range [1, 8]"},
		{Name: "a row too short", In: "2\n..\n.\n", Err: "line 3, column 1: row 2, \".\", is not 2 of W, B and ."},
		{Name: "another character", In: "1\nb\n", Err: "line 2, column 1: row 1, \"b\", is not 1 of W, B and ."},
		{Name: "a row missing", In: "2\n..\n", Err: "line 3, column 1: expected row 2 of the board, found end of input"},
		{Name: "content after the input", In: "1\n.\n.\n", Out: "Snuke\n", Warn: `line 3, column 1: ignored "." and everything after it, past the end of the input`},
	})
}
