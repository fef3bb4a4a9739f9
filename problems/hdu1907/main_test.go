package main

import (
	"math/rand"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu1907") }

// TestAgainstSearch compares the answer with the misère search of the
// whole position (internal/gametree, pkg/game's MisereWins on the heaps as
// a multiset) on every multiset of heaps of at most 20 stones in all,
// the empty one too (so up to 20 heaps of 1), and every multiset of up to
// 4 heaps of at most 15 (some of them twice), each case's heaps in a
// random order, all as the cases of one input.
func TestAgainstSearch(t *testing.T) {
	search := gametree.NewNim()
	c := solvetest.NewHeapCases(rand.New(rand.NewSource(1)))
	add := func(heaps []int) {
		if search.MisereWins(heaps) {
			c.Add(heaps, "John\n")
		} else {
			c.Add(heaps, "Brother\n")
		}
	}
	add(nil)
	for n := 1; n <= 20; n++ {
		enum.Partitions(n, add)
	}
	solvetest.EveryHeaps(4, 15, add)
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every multiset of at most 20 stones, of up to 4 heaps of at most 15", In: c.Input(), Out: c.Answers(),
	}})
	t.Logf("%d positions", c.Len())
}

// bouton answers an input by misère Nim as Bouton stated it, written
// apart from nim.MisereWins to check the committed .out files: play as in
// Nim, where the xor is 0 exactly in the lost positions, except when only
// heaps of 1 are left (empty ones aside), where the player to move wins
// when their number is even.
func bouton(in string) string {
	next := solvetest.NewTokens(in).Int64
	var out strings.Builder
	for t := next(); t > 0; t-- {
		var x, ones, larger int64
		for n := next(); n > 0; n-- {
			h := next()
			x ^= h
			switch {
			case h == 1:
				ones++
			case h > 1:
				larger++
			}
		}
		if larger == 0 && ones%2 == 0 || larger > 0 && x != 0 {
			out.WriteString("John\n")
		} else {
			out.WriteString("Brother\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against bouton.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu1907", bouton) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "no heaps", In: "1\n0\n", Out: "John\n"},
		{Name: "empty heaps", In: "3\n2\n0 0\n3\n0 1 0\n3\n1 0 1\n", Out: "John\nBrother\nJohn\n"},
		{Name: "huge heaps", In: "3\n2\n9223372036854775807 9223372036854775807\n3\n9223372036854775807 9223372036854775806 1\n1\n9223372036854775807\n", Out: "Brother\nBrother\nJohn\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of test cases T >= 0, found end of input"},
		{Name: "fewer cases", In: "2\n1\n1\n", Out: "Brother\n", Err: "line 4, column 1: expected the number of heaps N >= 0, found end of input"},
		{Name: "fewer heaps", In: "2\n2\n1 1\n3\n1 2\n", Out: "John\n", Err: "line 6, column 1: expected a heap size >= 0, found end of input"},
		{Name: "negative heap", In: "1\n2\n1 -1\n", Err: "line 3, column 3: a heap size, -1, is out of range [0, 9223372036854775807]"},
		{Name: "negative N", In: "1\n-3\n", Err: "line 2, column 1: the number of heaps N, -3, is out of range [0, 9223372036854775807]"},
		{Name: "negative T", In: "-1\n", Err: "line 1, column 1: the number of test cases T, -1, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n2\n1 4747.0\n", Err: "line 3, column 3: expected a heap size >= 0, found \"4747.0\""},
		{Name: "overflow", In: "1\n1\n9223372036854775808\n", Err: "line 3, column 1: a heap size, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{Name: "huge N, few heaps", In: "1\n9223372036854775807\n1 2\n", Err: "line 4, column 1: expected a heap size >= 0, found end of input"},
		{Name: "more than announced", In: "1\n1\n1 2\n", Out: "Brother\n", Warn: `line 3, column 3: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n3\n3 5 1\n1\n1\n", "John\nBrother\n")
}
