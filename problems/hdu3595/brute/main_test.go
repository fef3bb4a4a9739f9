package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on small compounds worked by hand and the
// rejection of input outside the statement's limits, which makes it the
// validator of judge stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		// (3, 2) is forced to (2, 1) while (1, 1) ends; then GG ends
		// (2, 1). (1, 1) and (2, 1): MM moves to (1, 1) and ends it.
		{Name: "by hand", In: "2\n3 2\n1 1\n2\n1 1\n2 1\n", Out: "GG\nMM\n"},
		{Name: "finished games", In: "3\n0 0\n0 5\n1000 0\n", Out: "GG\n"},
		{Name: "equal numbers", In: "1\n1000 1000\n", Out: "MM\n"},
		{Name: "too many to search", In: "1\n1 1\n2\n100 3\n41 40\n", Out: "MM\n", Err: "line 5, column 4: more than 6 unfinished games or a product of their larger numbers above 4096, too many positions to search"},
		{Name: "too many games to search", In: "7\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n", Err: "line 8, column 3: more than 6 unfinished games or a product of their larger numbers above 4096, too many positions to search"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of games N, 0, is out of range [1, 1000]"},
		{Name: "N > 1000", In: "1001\n", Err: "line 1, column 1: the number of games N, 1001, is out of range [1, 1000]"},
		{Name: "a number above 1000", In: "1\n1001 1\n", Err: "line 2, column 1: a number p or q of a game, 1001, is out of range [0, 1000]"},
		{Name: "cut-off case", In: "2\n1 1\n", Err: "line 3, column 1: expected a number p or q of a game in [0, 1000], found end of input"},
	})
}
