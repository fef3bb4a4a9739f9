package main

import (
	"fmt"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/p2197") }

// TestAgainstSearch feeds every position of up to 4 piles of at most 7 as
// the games of one input and compares each answer with the game tree.
func TestAgainstSearch(t *testing.T) {
	nim := gametree.New(gametree.NimMoves)
	var in, want strings.Builder
	games := 0
	gametree.EachPiles(7, func(n int, p gametree.Piles) {
		games++
		in.WriteString(p.Input(n))
		if nim.Wins(p) {
			want.WriteString("Yes\n")
		} else {
			want.WriteString("No\n")
		}
	})
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "all small games", In: fmt.Sprintf("%d\n%s", games, in.String()), Out: want.String(),
	}})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no piles", In: "1\n0\n", Out: "No\n", Err: ""},
		{Name: "empty input", In: "", Out: "", Err: "line 1, column 1: expected the number of games T >= 0, found end of input"},
		{Name: "negative pile", In: "2\n2\n1 1\n2\n1 -1\n", Out: "No\n", Err: "line 5, column 3: a pile size, -1, is out of range [0, 9223372036854775807]"},
		{Name: "fewer piles", In: "2\n2\n1 1\n3\n1 2\n", Out: "No\n", Err: "line 6, column 1: expected a pile size >= 0, found end of input"},
		{Name: "fewer games", In: "3\n1\n1\n", Out: "Yes\n", Err: "line 4, column 1: expected the number of piles n >= 0, found end of input"},
		{Name: "negative n", In: "1\n-2\n", Out: "", Err: "line 2, column 1: the number of piles n, -2, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n2\n1 0.5\n", Out: "", Err: "line 3, column 3: expected a pile size >= 0, found \"0.5\""},
		{Name: "a token of 64 KiB", In: "2\n1\n1\n" + strings.Repeat("1", 1<<16), Out: "Yes\n", Err: "line 4, column 1: a token of 64 KiB or more"},
		{Name: "more than announced", In: "1\n1\n1 2\n", Out: "Yes\n", Warn: "line 3, column 3: ignored \"2\" and everything after it, past the end of the input"},
		{Name: "a game more than announced", In: "1\n1\n1\n2\n1 1\n", Out: "Yes\n", Warn: "line 4, column 1: ignored \"2\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends after the T games.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "2\n2\n1 1\n3\n1 2 4\n", "No\nYes\n") }
