package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the search on the official sample and the rejection of
// input outside the statement, which makes it the validator of judge
// stress, and of input too large to search.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: "3 3\n.##\n...\n#.#\n", Out: "WIN\n2 3\n3 2\n"},
		{Name: "a domino", In: "1 2\n..\n", Out: "LOSE\n"},
		{Name: "isolated cells", In: "2 2\n.#\n#.\n", Out: "WIN\n1 1\n2 2\n"},
		{Name: "no free cell", In: "1 1\n#\n", Out: "LOSE\n"},
		{Name: "the most searched", In: "4 5\n.....\n.....\n.....\n.....\n", Out: "LOSE\n"},
		{Name: "N = 0", In: "0 1\n", Err: "line 1, column 1: the number of rows N, 0, is out of range [1, 100]"},
		{Name: "M past 100", In: "1 101\n", Err: "line 1, column 3: the number of columns M, 101, is out of range [1, 100]"},
		{Name: "a short row", In: "2 3\n...\n..\n", Err: "line 3, column 1: row 2 of the maze has length 2, expected M = 3"},
		{Name: "a wrong character", In: "1 3\n.x.\n", Err: "line 2, column 1: row 1 of the maze: column 2 is 'x', expected '.' or '#'"},
		{Name: "a row missing", In: "2 2\n..\n", Err: "line 3, column 1: expected row 2 of the maze, found end of input"},
		{Name: "too many to search", In: "3 7\n.......\n.......\n.......\n", Err: "line 4, column 1: 21 free cells so far, too many positions to search; this brute force takes at most 20"},
		{Name: "content after the input", In: "1 1\n.\n.\n", Out: "WIN\n1 1\n", Warn: `line 3, column 1: ignored "." and everything after it, past the end of the input`},
	})
}
