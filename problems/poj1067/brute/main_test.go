package main

import (
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

// TestBrute checks the program on the sample, (0, 0) and the float64
// trap, and the rejection of input outside the statement's limits, which
// makes it the validator of judge stress.
func TestBrute(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "sample", In: "2 1\n8 4\n4 7\n", Out: "0\n1\n0\n"},
		{Name: "zero", In: "0 0\n", Out: "0\n"},
		{Name: "float64 trap", In: "165580141 267914296\n267914295 165580140\n", Out: "1\n0\n"},
		{Name: "no input", In: "", Out: ""},
		{Name: "half a pair", In: "1\n", Err: "line 2, column 1: expected a pile size in [0, 1000000000], found end of input"},
		{Name: "negative", In: "1 -1\n", Err: "line 1, column 3: a pile size, -1, is out of range [0, 1000000000]"},
	})
}

// TestRowsAgainstSearch checks the row-by-row lost pairs against a search
// of every position with both piles <= 120.
func TestRowsAgainstSearch(t *testing.T) {
	const n = 120
	g := gametree.New(func(p [2]int) [][2]int {
		var m [][2]int
		for take := 1; take <= max(p[0], p[1]); take++ {
			if take <= p[0] {
				m = append(m, [2]int{p[0] - take, p[1]})
			}
			if take <= p[1] {
				m = append(m, [2]int{p[0], p[1] - take})
			}
			if take <= min(p[0], p[1]) {
				m = append(m, [2]int{p[0] - take, p[1] - take})
			}
		}
		return m
	})
	var rows []int
	for a := 0; a <= n; a++ {
		rows = append(rows, a)
	}
	lostB := lostPairs(rows)
	for a := 0; a <= n; a++ {
		for b := a; b <= n; b++ {
			if got, want := lostB[a] == b, !g.Wins([2]int{a, b}); got != want {
				t.Errorf("(%d, %d): lost %v, the search says %v", a, b, got, want)
			}
		}
	}
}
