package main

import (
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/poj1704") }

// cells is the last cell of TestAgainstSearch's positions.
const cells = 16

// pieces searches positions, the set of cells holding a piece, a bit
// each, straight from the rules: a move takes one piece to any empty cell
// left of it, past no other piece, and not past cell 1.
var pieces = gametree.New(func(set uint32) []uint32 {
	var m []uint32
	left := 0 // the cell of the piece to the left, 0 for none
	for c := 1; c <= cells; c++ {
		if set&(1<<c) == 0 {
			continue
		}
		for to := left + 1; to < c; to++ {
			m = append(m, set&^(1<<c)|1<<to)
		}
		left = c
	}
	return m
})

// TestAgainstSearch compares the answer with the search on every set of
// pieces on cells 1 to 16 (every N from 1 to 16), the cells of each
// given in a random order, all as the cases of one input.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var in, want strings.Builder
	sets := 0
	for set := uint32(2); set < 1<<(cells+1); set += 2 {
		sets++
		var cs []int64
		for c := 1; c <= cells; c++ {
			if set&(1<<c) != 0 {
				cs = append(cs, int64(c))
			}
		}
		r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
		in.WriteString(casegen.Line(int64(len(cs))) + casegen.Line(cs...))
		if pieces.Wins(set) {
			want.WriteString("Georgia will win\n")
		} else {
			want.WriteString("Bob will win\n")
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every set of cells up to 16", In: strconv.Itoa(sets) + "\n" + in.String(), Out: want.String(),
	}})
}

// staircase answers an input by staircase Nim as it is usually stated,
// written apart from the solution to check the committed .out files,
// the largest ones included: number the pieces from the right; the gaps
// before the 1st, 3rd, 5th, ... piece (to the next piece on the left, or
// to cell 0) are the heaps of Nim.
func staircase(in string) string {
	next := solvetest.NewTokens(in).Int
	var out strings.Builder
	for t := next(); t > 0; t-- {
		p := make([]int, next())
		for i := range p {
			p[i] = next()
		}
		sort.Sort(sort.Reverse(sort.IntSlice(p)))
		p = append(p, 0)
		x := 0
		for i := 0; i+1 < len(p); i += 2 {
			x ^= p[i] - p[i+1] - 1
		}
		if x != 0 {
			out.WriteString("Georgia will win\n")
		} else {
			out.WriteString("Bob will win\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against staircase.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/poj1704", staircase) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "no pieces", In: "1\n0\n", Out: "Bob will win\n"},
		{Name: "huge cells", In: "1\n2\n9223372036854775807 1\n", Out: "Georgia will win\n"},
		{Name: "huge cells, gap 0", In: "1\n3\n9223372036854775806 9223372036854775807 1\n", Out: "Bob will win\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of test cases T >= 0, found end of input"},
		{Name: "fewer cases", In: "2\n1\n1\n", Out: "Bob will win\n", Err: "line 4, column 1: expected the number of pieces N >= 0, found end of input"},
		{Name: "fewer cells", In: "2\n1\n2\n3\n1 2\n", Out: "Georgia will win\n", Err: "line 6, column 1: expected a piece's cell >= 1, found end of input"},
		{Name: "cell 0", In: "1\n2\n0 1\n", Err: "line 3, column 1: a piece's cell, 0, is out of range [1, 9223372036854775807]"},
		{Name: "negative N", In: "1\n-1\n", Err: "line 2, column 1: the number of pieces N, -1, is out of range [0, 9223372036854775807]"},
		{Name: "two pieces on a cell", In: "2\n1\n2\n4\n5 2 7\n5\n", Out: "Georgia will win\n", Err: "line 6, column 1: two pieces on cell 5"},
		{Name: "not an integer", In: "1\n2\n1 2.5\n", Err: "line 3, column 3: expected a piece's cell >= 1, found \"2.5\""},
		{Name: "overflow", In: "1\n1\n9223372036854775808\n", Err: "line 3, column 1: a piece's cell, 9223372036854775808, is out of range [1, 9223372036854775807]"},
		{Name: "huge N, few cells", In: "1\n9223372036854775807\n1 2\n", Err: "line 4, column 1: expected a piece's cell >= 1, found end of input"},
		{Name: "more than announced", In: "1\n1\n1 2\n", Out: "Bob will win\n", Warn: `line 3, column 3: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n", "Bob will win\nGeorgia will win\n")
}
