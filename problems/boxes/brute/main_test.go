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
		{Name: "sample 1", In: "2\nB\nW\n", Out: "2\n"},
		{Name: "sample 2", In: "4\nB\nW\nWB\nWB\n", Out: "5\n"},
		{Name: "sample 3", In: "6\nB\nW\nWB\nWB\nBWW\nBWW\n", Out: "10\n"},
		{Name: "only the empty set", In: "3\nWB\nW\nWW\n", Out: "0\n"},
		{Name: "40 equal piles", In: "40\n" + strings.Repeat("WB\n", 40), Out: "0\n"},
		{Name: "40 boxes", In: "2\n" + strings.Repeat("WB", 20) + "\n" + strings.Repeat("BW", 20) + "\n", Out: "80\n"},
		{Name: "too many to search", In: "4\n" + strings.Repeat("WB", 9) + "\n" + strings.Repeat("BW", 9) + "\n" + strings.Repeat("W", 18) + "\n" + strings.Repeat("B", 18) + "\n", Err: "line 5, column 1: piles 1 to 4 have more than 100000 positions, too many to search"},
		{Name: "n = 0", In: "0\n", Err: "line 1, column 1: the number of piles n, 0, is out of range [1, 40]"},
		{Name: "41 boxes", In: "1\n" + strings.Repeat("W", 41) + "\n", Err: "line 2, column 1: pile 1, \"" + strings.Repeat("W", 41) + "\", is not 1 to 40 boxes B or W"},
		{Name: "another character", In: "1\nWBx\n", Err: "line 2, column 1: pile 1, \"WBx\", is not 1 to 40 boxes B or W"},
		{Name: "a pile missing", In: "2\nW\n", Err: "line 3, column 1: expected pile 2, found end of input"},
		{Name: "content after the input", In: "1\nW\nB\n", Out: "0\n", Warn: `line 3, column 1: ignored "B" and everything after it, past the end of the input`},
	})
}
