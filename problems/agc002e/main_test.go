package main

import (
	"math/rand"
	"sort"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/agc002e") }

func answer(first bool) string {
	if first {
		return "First\n"
	}
	return "Second\n"
}

// eachPosition calls f with every multiset of piles the test searches:
// every multiset of at most 40 candies in all, and every multiset of 1
// to 3 piles of at most 60, long runs beside the diagonal.
func eachPosition(f func(piles []int)) {
	for n := 1; n <= 40; n++ {
		enum.Partitions(n, f)
	}
	for a := 1; a <= 60; a++ {
		for b := 0; b <= a; b++ {
			for c := 0; c <= b; c++ {
				if a+b+c > 40 { // the rest are above
					f(game.NewMultiset(a, b, c).Sizes())
				}
			}
		}
	}
}

// TestAgainstSearch compares firstWins with the search of the game, both
// moves tried from every position, eating the last candy losing, on
// every position of eachPosition, its piles in a random order; and solve
// on those of at most 14 candies, each an input of its own.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	search := gametree.New(gametree.CandyMoves)
	var cases []solvetest.Case
	positions := 0
	eachPosition(func(piles []int) {
		positions++
		want := search.MisereWins(game.NewMultiset(piles...))
		a := make([]int64, len(piles))
		for i, p := range piles {
			a[i] = int64(p)
		}
		r.Shuffle(len(a), func(i, j int) { a[i], a[j] = a[j], a[i] })
		sum := int64(0)
		for _, p := range a {
			sum += p
		}
		if sum <= 14 {
			cases = append(cases, solvetest.Case{
				Name: strings.TrimSpace(casegen.Line(a...)), In: casegen.Line(int64(len(a))) + casegen.Line(a...), Out: answer(want),
			})
		}
		if got := firstWins(a); got != want {
			t.Errorf("piles %v: firstWins = %v, the search says %v", piles, got, want)
		}
	})
	solvetest.Check(t, solve, cases)
	t.Logf("%d positions, %d of them as inputs", positions, len(cases))
}

// walk answers an input written apart from firstWins, for the committed
// .out files: with the piles sorted from the largest, 1-based, walk the
// diagonal while the next pile has more candies than its index; from the
// last cell reached, count the cells of the run up and of the run to the
// right. A run's last cell is lost, and each cell before one is won
// exactly when the one after it is lost, so a run's first cell is lost
// when its length is odd; the start is won when either is.
func walk(in string) string {
	next := solvetest.NewTokens(in).Int64
	a := make([]int, next())
	for i := range a {
		a[i] = int(next())
	}
	sort.Sort(sort.Reverse(sort.IntSlice(a)))
	pile := func(i int) int { // a_i, 1-based; 0 past the end
		if i > len(a) {
			return 0
		}
		return a[i-1]
	}
	i := 1 // the diagonal's cell (i-1, i-1), inside: a_i >= i
	for pile(i+1) >= i+1 {
		i++
	}
	up := pile(i) - i // the cells (i-1, i) to (i-1, a_i - 1)
	right := 0        // the cells (j-1, i-1) for j > i with a_j >= i
	for pile(i+right+1) >= i {
		right++
	}
	return answer(up%2 == 1 || right%2 == 1)
}

// TestOutputs checks every committed .out file against walk.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/agc002e", walk) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one candy", In: "1\n1\n", Out: "Second\n"},
		{Name: "two candies", In: "1\n2\n", Out: "First\n"},
		{Name: "piles of 2^63-1", In: "3\n9223372036854775807 9223372036854775807 9223372036854775807\n", Out: "Second\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of piles N in [1, 1000000], found end of input"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the number of piles N, 0, is out of range [1, 1000000]"},
		{Name: "N past 10^6", In: "1000001\n", Err: "line 1, column 1: the number of piles N, 1000001, is out of range [1, 1000000]"},
		{Name: "an empty pile", In: "3\n1 0 2\n", Err: "line 2, column 3: a pile a_i, 0, is out of range [1, 9223372036854775807]"},
		{Name: "a negative pile", In: "1\n-5\n", Err: "line 2, column 1: a pile a_i, -5, is out of range [1, 9223372036854775807]"},
		{Name: "not an integer", In: "2\n1 3.0\n", Err: "line 2, column 3: expected a pile a_i >= 1, found \"3.0\""},
		{Name: "a pile missing", In: "3\n1 2\n", Err: "line 3, column 1: expected a pile a_i >= 1, found end of input"},
		{Name: "more than announced", In: "2\n1 3\n4\n", Out: "First\n", Warn: `line 3, column 1: ignored "4" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N piles.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "3\n1 2 3\n", "Second\n") }
