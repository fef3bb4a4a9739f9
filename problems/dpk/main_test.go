package main

import (
	"math/rand"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/dpk") }

// TestAgainstSearch compares the answer with internal/gametree's search
// of the pile on every set A of moves in {1, ..., 7} and every pile K <=
// 40, the moves in increasing order as the statement gives them, and in
// a random order (answered too) for every other set: 5207 inputs, each a
// run of the solution (more would take seconds, mostly the Reader's and
// Writer's buffers).
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	for set := 1; set < 1<<7; set++ {
		var a []int
		for m := 1; m <= 7; m++ {
			if set&(1<<(m-1)) != 0 {
				a = append(a, m)
			}
		}
		g := gametree.New(gametree.SubtractionMoves(a))
		moves := make([]int64, len(a))
		for i, m := range a {
			moves[i] = int64(m)
		}
		if set%2 == 0 {
			r.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		}
		for k := 0; k <= 40; k++ {
			want := "Second\n"
			if g.Wins(gametree.Piles{k}) {
				want = "First\n"
			}
			in := casegen.Line(int64(len(a)), int64(k)) + casegen.Line(moves...)
			cases = append(cases, solvetest.Case{Name: strings.ReplaceAll(in, "\n", " "), In: in, Out: want})
		}
	}
	solvetest.Check(t, solve, cases)
}

// forward answers an input the other way round from the solution, to
// check the committed .out files and TestLarge: it marks, from each pile
// it finds lost, every pile a move leads from as won; a pile no lost pile
// marked is lost.
func forward(in string) string {
	next := solvetest.NewTokens(in).Int
	n, k := next(), next()
	a := make([]int, n)
	for i := range a {
		a[i] = next()
	}
	won := make([]bool, k+1)
	for p := 0; p < k; p++ {
		if !won[p] {
			for _, m := range a {
				if p+m <= k {
					won[p+m] = true
				}
			}
		}
	}
	if won[k] {
		return "First\n"
	}
	return "Second\n"
}

// TestOutputs checks every committed .out file against forward.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/dpk", forward) }

// TestLarge checks the answer against forward on random cases at the
// statement's maxima and past them: N up to 100 moves up to K, K up to
// 10^5 and 10^6.
func TestLarge(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	first := 0
	for i := 0; i < 40; i++ {
		k := 1e5 - r.Int63n(10)
		if i%4 == 0 {
			k = 1e6 - r.Int63n(10)
		}
		top := k
		if i%2 == 0 {
			top = 1 + r.Int63n(50) // small moves: many positions decided late
		}
		n := 1 + r.Intn(100)
		seen := map[int64]bool{}
		var a []int64
		for len(a) < n && int64(len(a)) < top {
			if m := 1 + r.Int63n(top); !seen[m] {
				seen[m] = true
				a = append(a, m)
			}
		}
		in := casegen.Line(int64(len(a)), k) + casegen.Line(a...)
		want := forward(in)
		if want == "First\n" {
			first++
		}
		cases = append(cases, solvetest.Case{Name: casegen.Line(int64(len(a)), k), In: in, Out: want})
	}
	if first == 0 || first == len(cases) {
		t.Fatalf("%d of %d cases First: not varied", first, len(cases))
	}
	solvetest.Check(t, solve, cases)
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no moves", In: "0 5\n", Out: "Second\n"},
		{Name: "no stones", In: "2 0\n1 2\n", Out: "Second\n"},
		{Name: "moves above K", In: "3 5\n9 5 1000000000000000000\n", Out: "First\n"},
		{Name: "unsorted, repeated", In: "4 5\n3 2 3 2\n", Out: "Second\n"},
		{Name: "K = 10^6", In: "1 1000000\n1\n", Out: "Second\n"},
		{Name: "largest move", In: "2 1000000\n9223372036854775807 999999\n", Out: "First\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of moves N in [0, 100], found end of input"},
		{Name: "N > 100", In: "101 5\n", Err: "line 1, column 1: the number of moves N, 101, is out of range [0, 100]"},
		{Name: "K past 10^6", In: "1 1000001\n1\n", Err: "line 1, column 3: the number of stones K, 1000001, is out of range [0, 1000000]"},
		{Name: "negative K", In: "1 -1\n1\n", Err: "line 1, column 3: the number of stones K, -1, is out of range [0, 1000000]"},
		{Name: "a move of 0", In: "2 5\n0 1\n", Err: "line 2, column 1: a move a_i, 0, is out of range [1, 9223372036854775807]"},
		{Name: "a move missing", In: "3 5\n1 2\n", Err: "line 3, column 1: expected a move a_i >= 1, found end of input"},
		{Name: "not an integer", In: "2 1e5\n1 2\n", Err: "line 1, column 3: expected the number of stones K in [0, 1000000], found \"1e5\""},
		{Name: "more than announced", In: "1 4\n2 3\n", Out: "Second\n", Warn: `line 2, column 3: ignored "3" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N moves.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2 4\n2 3\n", "First\n")
}
