package main

import (
	"strings"
	"testing"

	"gametheory/internal/solvetest"
)

// TestBrute checks the analysis on the official samples and the rejection
// of input outside the statement's limits, which makes it the validator
// of judge stress, and of input too large to analyse.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample 1", In: "3\nabcd\nbcda\nada\n", Out: "Aoki\nTakahashi\nDraw\n"},
		{Name: "sample 2", In: "1\nABC\n", Out: "Draw\n"},
		{Name: "sample 3", In: "5\neaaaabaa\neaaaacaa\ndaaaaaaa\neaaaadaa\ndaaaafaa\n", Out: "Takahashi\nTakahashi\nTakahashi\nAoki\nTakahashi\n"},
		{Name: "300 words on one node", In: "300\n" + strings.Repeat("aaaa\n", 300), Out: strings.Repeat("Draw\n", 300)},
		{Name: "too many to analyse", In: "301\n", Err: "line 1, column 1: 301 words, too many moves to list; this brute force takes up to 300"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of words N, 0, is out of range [1, 200000]"},
		{Name: "a word of 2 letters", In: "2\nabc\nab\n", Err: "line 3, column 1: word 2, \"ab\", is not 3 to 8 letters A-Z, a-z"},
		{Name: "a word of 9 letters", In: "1\nabcdefghi\n", Err: "line 2, column 1: word 1, \"abcdefghi\", is not 3 to 8 letters A-Z, a-z"},
		{Name: "a digit", In: "1\nab1\n", Err: "line 2, column 1: word 1, \"ab1\", is not 3 to 8 letters A-Z, a-z"},
		{Name: "a word missing", In: "2\nabc\n", Err: "line 3, column 1: expected a word, found end of input"},
		{Name: "content after the input", In: "1\nabc\nabc\n", Out: "Draw\n", Warn: `line 3, column 1: ignored "abc" and everything after it, past the end of the input`},
	})
}
