package main

import (
	"math/rand"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu3032") }

// lasker searches positions, the heaps as a multiset, straight from the
// rules and without Grundy values: a move takes any positive number of
// stones from one heap, or splits one heap into two non-empty heaps.
var lasker = gametree.New(func(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	heaps := p.Sizes()
	for i, h := range heaps {
		rest := append(append([]int{0, 0}, heaps[:i]...), heaps[i+1:]...)
		for y := 0; y < h; y++ {
			rest[0], rest[1] = y, 0
			m = append(m, game.NewMultiset(rest...))
		}
		for a := 1; a < h; a++ {
			rest[0], rest[1] = a, h-a
			m = append(m, game.NewMultiset(rest...))
		}
	}
	return m
})

// TestAgainstSearch compares the answer with the search of the whole
// position on every multiset of heaps of at most 24 stones in all, the
// empty one too, each case's heaps in a random order, all as the cases of
// one input. The search knows nothing of Grundy values, so this checks
// the values of every heap up to 24 and their sums by xor at once.
func TestAgainstSearch(t *testing.T) {
	in, want := solvetest.EveryMultiset(rand.New(rand.NewSource(1)), 24, func(heaps []int) string {
		if lasker.Wins(game.NewMultiset(heaps...)) {
			return "Alice\n"
		}
		return "Bob\n"
	})
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every multiset of at most 24 stones", In: in, Out: want}})
}

// value is a heap's Grundy value as a table by the heap mod 4, written
// apart from nim.Lasker to check the committed .out files and the huge
// heaps.
func value(x int64) int64 {
	if x == 0 {
		return 0
	}
	return x + [4]int64{-1, 0, 0, 1}[x%4]
}

// TestOutputs checks every committed .out file against value, the one of
// 10^6 heaps near 2^31-1 included.
func TestOutputs(t *testing.T) {
	solvetest.Outputs(t, "../../samples/hdu3032", func(in string) string {
		return solvetest.XorCases(in, value, "Alice\n", "Bob\n")
	})
}

// TestHugeHeaps checks positions whose values xor to 0 only if every
// value is right, with heaps near 2^31-1, whose value 2^31 a 32-bit int
// does not hold, and near 2^63-2, the largest heap answered (value is its
// own inverse: it pairs 4m+3 with 4m+4).
func TestHugeHeaps(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	solvetest.Check(t, solve, solvetest.HugeHeaps(r, []int64{1<<31 - 1, 1<<32 - 1, 1<<63 - 2}, 1<<63-2, value, "Alice\n", "Bob\n"))
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "no heaps", In: "1\n0\n", Out: "Bob\n"},
		{Name: "empty heaps", In: "2\n2\n0 0\n3\n0 3 0\n", Out: "Bob\nAlice\n"},
		{Name: "the largest heap", In: "1\n2\n9223372036854775806 9223372036854775806\n", Out: "Bob\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of test cases T >= 0, found end of input"},
		{Name: "fewer cases", In: "2\n1\n3\n", Out: "Alice\n", Err: "line 4, column 1: expected the number of heaps N >= 0, found end of input"},
		{Name: "fewer heaps", In: "2\n2\n1 1\n3\n1 2\n", Out: "Bob\n", Err: "line 6, column 1: expected a heap size in [0, 9223372036854775806], found end of input"},
		{Name: "a heap of 2^63-1", In: "1\n1\n9223372036854775807\n", Err: "line 3, column 1: a heap size, 9223372036854775807, is out of range [0, 9223372036854775806]"},
		{Name: "negative heap", In: "1\n2\n1 -1\n", Err: "line 3, column 3: a heap size, -1, is out of range [0, 9223372036854775806]"},
		{Name: "negative N", In: "1\n-3\n", Err: "line 2, column 1: the number of heaps N, -3, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n2\n1 2e9\n", Err: "line 3, column 3: expected a heap size in [0, 9223372036854775806], found \"2e9\""},
		{Name: "huge N, few heaps", In: "1\n9223372036854775807\n1 2\n", Err: "line 4, column 1: expected a heap size in [0, 9223372036854775806], found end of input"},
		{Name: "more than announced", In: "1\n1\n1 2\n", Out: "Alice\n", Warn: `line 3, column 3: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n3\n2 2 3\n2\n3 3\n", "Alice\nBob\n")
}
