package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu3595") }

// The bounds of TestAgainstSearch: every multiset of up to two games of
// numbers up to most2, and of three of numbers up to most3.
const most2, most3 = 20, 8

// games lists every unfinished game (a, b), a >= b >= 1, up to most.
func games(most int) [][2]int {
	var g [][2]int
	for a := 1; a <= most; a++ {
		for b := 1; b <= a; b++ {
			g = append(g, [2]int{a, b})
		}
	}
	return g
}

// TestAgainstSearch compares the answer with the search of the whole
// compound, every unfinished game moving on each turn (gametree's EuclidGames),
// which knows nothing of step counts: on every multiset of one or two
// games of numbers from 1 to 20, and of three games of numbers from 1 to
// 8, each game's numbers in a random order and a finished game (a pair
// with a 0) added to some, all as the cases of one input.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	g := gametree.New(gametree.EuclidGamesMoves)
	var in, want strings.Builder
	add := func(ps ...[2]int) {
		var line []int64
		for _, p := range ps {
			if r.Intn(2) == 0 {
				p[0], p[1] = p[1], p[0]
			}
			line = append(line, int64(p[0]), int64(p[1]))
		}
		if r.Intn(8) == 0 {
			line = append(line, int64(r.Intn(5)), 0)
		}
		in.WriteString(casegen.Line(int64(len(line)/2)) + casegen.Line(line...))
		if g.Wins(gametree.NewEuclidGames(ps...)) {
			want.WriteString("MM\n")
		} else {
			want.WriteString("GG\n")
		}
	}
	two := games(most2)
	for i, p := range two {
		add(p)
		for _, q := range two[i:] {
			add(p, q)
		}
	}
	three := games(most3)
	for i, p := range three {
		for j := i; j < len(three); j++ {
			for _, q := range three[j:] {
				add(p, three[j], q)
			}
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every compound up to the bounds", In: in.String(), Out: want.String()}})
}

// limit is the largest number of the committed inputs, the statement's.
const limit = 1000

// stepTable returns the step count of every game (a, b), limit >= a >=
// b >= 0, straight from its definition over gametree's moves, a table
// filled in order of a and then b (each move leads to a smaller first
// number, or to (a, 0) from (a, a)); written apart from package euclid
// to check the committed .out files.
func stepTable() [][]int {
	t := make([][]int, limit+1)
	for a := range t {
		t[a] = make([]int, a+1)
		for b := 1; b <= a; b++ {
			won, longest, shortest := false, 0, -1
			for _, m := range gametree.EuclidMoves([2]int{a, b}) {
				s := t[max(m[0], m[1])][min(m[0], m[1])]
				if s%2 == 0 {
					won, longest = true, max(longest, s+1)
				}
				if shortest < 0 || s+1 < shortest {
					shortest = s + 1
				}
			}
			if won {
				t[a][b] = longest
			} else {
				t[a][b] = shortest
			}
		}
	}
	return t
}

// answers runs the Every-SG rule with stepTable on an input.
func answers(in string, table [][]int) string {
	tok := solvetest.NewTokens(in)
	next := func() int {
		v := tok.Int()
		if v < 0 || v > limit {
			panic("not a number from 0 to 1000: " + strconv.Itoa(v))
		}
		return v
	}
	var out strings.Builder
	for tok.More() {
		most := 0
		for n := next(); n > 0; n-- {
			p, q := next(), next()
			most = max(most, table[max(p, q)][min(p, q)])
		}
		if most%2 == 1 {
			out.WriteString("MM\n")
		} else {
			out.WriteString("GG\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answers.
func TestOutputs(t *testing.T) {
	table := stepTable()
	solvetest.Outputs(t, "../../samples/hdu3595", func(in string) string { return answers(in, table) })
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: ""},
		{Name: "no games", In: "0\n", Out: "GG\n"},
		{Name: "finished games", In: "3\n0 0\n0 7\n7 0\n", Out: "GG\n"},
		{Name: "equal numbers", In: "1\n5 5\n2\n5 5\n3 2\n", Out: "MM\nGG\n"},
		{Name: "64-bit", In: "1\n9223372036854775807 9223372036854775806\n1\n9223372036854775807 1\n", Out: "GG\nMM\n"},
		{Name: "split and blank lines", In: "\n2\n\n3\n2\n\n1\n 1 1\n\n4 1\n", Out: "GG\nMM\n"},
		{Name: "fewer games", In: "1\n2 1\n2\n3 2\n", Out: "MM\n", Err: "line 5, column 1: expected a number p or q of a game >= 0, found end of input"},
		{Name: "cut-off pair", In: "1\n2\n", Err: "line 3, column 1: expected a number p or q of a game >= 0, found end of input"},
		{Name: "negative", In: "1\n2 -1\n", Err: "line 2, column 3: a number p or q of a game, -1, is out of range [0, 9223372036854775807]"},
		{Name: "negative N", In: "1\n2 1\n-1\n", Out: "MM\n", Err: "line 3, column 1: the number of games N, -1, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n2 1x\n", Err: "line 2, column 3: expected a number p or q of a game >= 0, found \"1x\""},
		{Name: "^Z at the end", In: "1\n2 1\n\x1a", Out: "MM\n", Warn: `line 3, column 1: ignored "\x1a" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the last case.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n3 2\n1 1\n1\n4 1\n", "GG\nMM\n")
}
