package main

import (
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the analysis on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress, and of input too large to analyse.
func TestBrute(t *testing.T) {
	full := "499"
	for x := 1; x < 500; x++ {
		full += " " + strconv.Itoa(x)
	}
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "5\n2 3 2\n3 1 2 3\n", Out: "Lose Win Win Loop\nLoop Win Win Win\n"},
		{Name: "sample 2", In: "8\n4 6 2 3 4\n2 3 6\n", Out: "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n"},
		{Name: "n = 500, full sets", In: "500\n" + full + "\n" + full + "\n", Out: strings.Repeat("Win ", 498) + "Win\n" + strings.Repeat("Win ", 498) + "Win\n"},
		{Name: "too many to analyse", In: "501\n", Err: "line 1, column 1: a circle of 501 objects, too many moves to list; this brute force takes up to 500"},
		{Name: "n = 1", In: "1\n", Err: "line 1, column 1: the number of objects n, 1, is out of range [2, 7000]"},
		{Name: "a step given twice", In: "5\n2 3 3\n1 1\n", Err: "line 2, column 5: the step 3 is given twice in Rick's set"},
		{Name: "more steps than there are", In: "3\n3 1 2 1\n1 1\n", Err: "line 2, column 1: the size k1 of Rick's set, 3, is out of range [1, 2]"},
		{Name: "an empty set", In: "3\n1 1\n0\n", Err: "line 3, column 1: the size k2 of Morty's set, 0, is out of range [1, 2]"},
		{Name: "a step of n", In: "3\n1 3\n1 1\n", Err: "line 2, column 3: a step in Rick's set, 3, is out of range [1, 2]"},
		{Name: "a set cut off", In: "3\n1 1\n2 1\n", Err: "line 4, column 1: expected a step in Morty's set in [1, 2], found end of input"},
		{Name: "content after the input", In: "2\n1 1\n1 1\n1\n", Out: "Win\nWin\n", Warn: `line 4, column 1: ignored "1" and everything after it, past the end of the input`},
	})
}
