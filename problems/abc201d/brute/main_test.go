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
		{Name: "sample 1", In: "3 3\n---\n+-+\n+--\n", Out: "Takahashi\n"},
		{Name: "sample 2", In: "2 4\n+++-\n-+-+\n", Out: "Aoki\n"},
		{Name: "sample 3", In: "1 1\n-\n", Out: "Draw\n"},
		{Name: "20 x 20, all blue", In: "20 20\n" + strings.Repeat(strings.Repeat("+", 20)+"\n", 20), Out: "Draw\n"},
		{Name: "too many to search", In: "20 21\n", Err: "line 1, column 4: a grid of 420 squares, too many positions to search; this brute force takes up to 400"},
		{Name: "H = 0", In: "0 1\n", Err: "line 1, column 1: the number of rows H, 0, is out of range [1, 2000]"},
		{Name: "a row too short", In: "2 2\n++\n+\n", Err: "line 3, column 1: row 2, \"+\", is not 2 characters + or -"},
		{Name: "another character", In: "1 2\n+*\n", Err: "line 2, column 1: row 1, \"+*\", is not 2 characters + or -"},
		{Name: "a row missing", In: "2 2\n++\n", Err: "line 3, column 1: expected row 2 of the grid, found end of input"},
		{Name: "content after the input", In: "1 1\n+\n+\n", Out: "Draw\n", Warn: `line 3, column 1: ignored "+" and everything after it, past the end of the input`},
	})
}
