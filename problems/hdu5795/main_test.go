package main

import (
	"math/rand"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu5795") }

// TestResidues checks the lemma that makes the proof's step hold for
// every x (see the doc comment): no parts a, b, c of a heap x = a+b+c,
// known only by their residues mod 8, have values whose xor can be the
// value claimed for x. For each of the 512 triples of residues it computes
// what the residues fix: the xor's low three bits, the carries' least
// amount D8 there, and n7 - n0 - d, which must be even and at least 2 D8.
func TestResidues(t *testing.T) {
	sigma := func(r int) int { return [8]int{7, 1, 2, 3, 4, 5, 6, 0}[r] }
	shift := func(r int) int { return [8]int{-1, 0, 0, 0, 0, 0, 0, 1}[r] } // g(x) - x
	for a := 0; a < 8; a++ {
		for b := 0; b < 8; b++ {
			for c := 0; c < 8; c++ {
				r := (a + b + c) % 8
				sa, sb, sc := sigma(a), sigma(b), sigma(c)
				d8 := sa&sb + (sa^sb)&sc
				carries := shift(a) + shift(b) + shift(c) - shift(r) // S - T = 2D
				if sa^sb^sc == sigma(r) && carries >= 2*d8 && carries%2 == 0 {
					t.Errorf("residues %d, %d, %d: a split might be worth the heap's value", a, b, c)
				}
			}
		}
	}
}

// TestInductiveStep checks the step of the proof on every heap x up to
// 1000: with the smaller heaps valued by the rule, the mex over every
// option of x, each smaller heap and each split into three, is value(x).
func TestInductiveStep(t *testing.T) {
	seen := make([]int, 2048) // seen[v] == x: an option of x is worth v
	for x := int64(1); x <= 1000; x++ {
		for y := int64(0); y < x; y++ {
			seen[value(y)] = int(x)
		}
		for a := int64(1); 3*a <= x; a++ {
			for b := a; a+2*b <= x; b++ {
				seen[value(a)^value(b)^value(x-a-b)] = int(x)
			}
		}
		mex := int64(0)
		for seen[mex] == int(x) {
			mex++
		}
		if mex != value(x) {
			t.Fatalf("heap %d: the mex of its options is %d, the rule says %d", x, mex, value(x))
		}
	}
}

// TestGrundyValues compares value with pkg/game's Grundy values of one
// heap, searched from its options, for every heap up to 300.
func TestGrundyValues(t *testing.T) {
	g := game.NewSums(gametree.SimpleNimOptions)
	for x := 0; x <= 300; x++ {
		v, err := g.Grundy(x)
		if err != nil {
			t.Fatal(err)
		}
		if int64(v) != value(int64(x)) {
			t.Errorf("heap %d: the search says %d, value %d", x, v, value(int64(x)))
		}
	}
}

// TestAgainstSearch compares the answer with the search of whole
// positions, the heaps as a multiset, on every multiset of heaps of at
// most 24 candies in all, the empty one too, each case's heaps in a
// random order, all as the cases of one input. The search knows nothing
// of Grundy values: this checks the values and their sum by xor at once.
func TestAgainstSearch(t *testing.T) {
	search := gametree.New(gametree.SimpleNimMoves)
	in, want := solvetest.EveryMultiset(rand.New(rand.NewSource(1)), 24, func(heaps []int) string {
		return answer(search.Wins(game.NewMultiset(heaps...)))
	})
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every multiset of at most 24 candies", In: in, Out: want}})
}

func answer(first bool) string {
	if first {
		return "First player wins.\n"
	}
	return "Second player wins.\n"
}

// table is a heap's value by the heap mod 8, written apart from value, to
// check the committed .out files and the huge heaps.
func table(x int64) int64 {
	if x == 0 {
		return 0
	}
	return x + [8]int64{-1, 0, 0, 0, 0, 0, 0, 1}[x%8]
}

// TestOutputs checks every committed .out file against table, the one
// of 10^6 heaps included.
func TestOutputs(t *testing.T) {
	solvetest.Outputs(t, "../../samples/hdu5795", func(in string) string {
		return solvetest.XorCases(in, table, answer(true), answer(false))
	})
}

// TestHugeHeaps checks positions whose values xor to 0 only if every
// value is right, with heaps near 10^9, 2^31 and 2^63-2, the largest heap
// answered (table is its own inverse, swapping 8k+7 and 8k+8).
func TestHugeHeaps(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	solvetest.Check(t, solve, solvetest.HugeHeaps(r, []int64{1e9, 1<<31 - 1, 1<<63 - 2}, 1<<63-2, table, answer(true), answer(false)))
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "no heaps", In: "1\n0\n", Out: "Second player wins.\n"},
		{Name: "empty heaps", In: "2\n2\n0 0\n3\n0 7 0\n", Out: "Second player wins.\nFirst player wins.\n"},
		{Name: "7 and 8 swap values", In: "2\n2\n7 8\n3\n8 15 7\n", Out: "First player wins.\nFirst player wins.\n"},
		{Name: "the largest heap", In: "1\n2\n9223372036854775806 9223372036854775806\n", Out: "Second player wins.\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of test cases T >= 0, found end of input"},
		{Name: "fewer cases", In: "2\n1\n3\n", Out: "First player wins.\n", Err: "line 4, column 1: expected the number of heaps n >= 0, found end of input"},
		{Name: "fewer heaps", In: "2\n2\n4 4\n3\n1 2\n", Out: "Second player wins.\n", Err: "line 6, column 1: expected a heap size in [0, 9223372036854775806], found end of input"},
		{Name: "a heap of 2^63-1", In: "1\n1\n9223372036854775807\n", Err: "line 3, column 1: a heap size, 9223372036854775807, is out of range [0, 9223372036854775806]"},
		{Name: "negative heap", In: "1\n2\n1 -1\n", Err: "line 3, column 3: a heap size, -1, is out of range [0, 9223372036854775806]"},
		{Name: "negative n", In: "1\n-3\n", Err: "line 2, column 1: the number of heaps n, -3, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n2\n1 1e9\n", Err: "line 3, column 3: expected a heap size in [0, 9223372036854775806], found \"1e9\""},
		{Name: "huge n, few heaps", In: "1\n9223372036854775807\n1 2\n", Err: "line 4, column 1: expected a heap size in [0, 9223372036854775806], found end of input"},
		{Name: "more than announced", In: "1\n1\n1 2\n", Out: "First player wins.\n", Warn: `line 3, column 3: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n2\n4 4\n3\n1 2 4\n", "Second player wins.\nFirst player wins.\n")
}
