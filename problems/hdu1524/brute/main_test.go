package main

import (
	"strings"
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample and the rejection of
// input outside the statement's limits, which makes it the validator of
// judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	sample := "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n"
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: sample, Out: "WIN\nWIN\nWIN\nLOSE\nWIN\n"},
		{Name: "a double edge", In: "2\n2 1 1\n0\n1 0\n2 0 0\n0\n", Out: "WIN\nLOSE\n"},
		{Name: "empty input", In: "", Out: ""},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of positions N, 0, is out of range [1, 1000]"},
		{Name: "N past 1000", In: "1001\n", Err: "line 1, column 1: the number of positions N, 1001, is out of range [1, 1000]"},
		{Name: "a cycle", In: sample + "3\n1 1\n1 2\n1 1\n1 0\n0\n", Out: "WIN\nWIN\nWIN\nLOSE\nWIN\n", Err: "line 21, column 3: case 3: the moves form a cycle through position 1"},
		{Name: "a loop", In: "2\n1 0\n0\n0\n", Err: "line 3, column 1: case 1: the moves form a cycle through position 0"},
		{Name: "a move out of range", In: "2\n1 2\n", Err: "line 2, column 3: a position a move leads to, 2, is out of range [0, 1]"},
		{Name: "M past 10", In: "2\n1 1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n", Err: "line 4, column 1: the number of chessmen M, or 0, 11, is out of range [0, 10]"},
		{Name: "a chessman out of range", In: "2\n1 1\n0\n2 0 2\n", Err: "line 4, column 5: a chessman's position, 2, is out of range [0, 1]"},
		{Name: "the 0 line missing", In: "2\n1 1\n0\n1 0\n", Out: "WIN\n", Err: "line 5, column 1: expected the number of chessmen M, or 0 in [0, 10], found end of input"},
		{Name: "too many positions", In: "256\n", Err: "line 1, column 1: a graph of 256 positions, too many positions to search; this brute force takes N up to 255"},
		{Name: "too many chessmen", In: "30\n" + strings.Repeat("0\n", 30) + "1 5\n5 0 1 2 3 4\n", Out: "LOSE\n", Err: "line 33, column 1: 5 chessmen on 30 positions, too many positions to search; this brute force takes at most 100000 multisets of chessmen"},
		{Name: "content after the input", In: "1\n0\n1 0\n0\nx\n", Out: "LOSE\n", Warn: `line 5, column 1: ignored "x" and everything after it, past the end of the input`},
	})
}
