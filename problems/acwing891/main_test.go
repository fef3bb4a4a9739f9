package main

import (
	"fmt"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/acwing891") }

// TestAgainstSearch runs every position of up to 4 piles of at most 7 as a
// separate input and compares the answer with the game tree.
func TestAgainstSearch(t *testing.T) {
	nim := gametree.New(gametree.NimMoves)
	var cases []solvetest.Case
	gametree.EachPiles(7, func(n int, p gametree.Piles) {
		c := solvetest.Case{Name: fmt.Sprint(p[:n]), In: p.Input(n), Out: "No\n"}
		if nim.Wins(p) {
			c.Out = "Yes\n"
		}
		cases = append(cases, c)
	})
	solvetest.Check(t, solve, cases)
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "large", In: "2\n1000000000 999999999\n", Out: "Yes\n", Err: ""},
		{Name: "empty input", In: "", Out: "", Err: "line 1, column 1: expected the number of piles n >= 0, found end of input"},
		{Name: "negative pile", In: "2\n3 -3", Out: "", Err: "line 2, column 3: a pile size, -3, is out of range [0, 9223372036854775807]"},
		{Name: "fewer piles", In: "3\n1 2\n", Out: "", Err: "line 3, column 1: expected a pile size >= 0, found end of input"},
		{Name: "not an integer", In: "1\n1e9\n", Out: "", Err: "line 2, column 1: expected a pile size >= 0, found \"1e9\""},
		{Name: "pile past int64", In: "2\n1 9223372036854775808\n", Out: "", Err: "line 2, column 3: a pile size, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{Name: "a token of 64 KiB", In: "1\n" + strings.Repeat("1", 1<<16), Out: "", Err: "line 2, column 1: a token of 64 KiB or more"},
		{Name: "more than announced", In: "1\n4 4\n", Out: "Yes\n", Warn: "line 2, column 3: ignored \"4\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends after the n piles.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "3\n1 2 3\n", "No\n") }
