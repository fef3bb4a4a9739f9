package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
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
	r := rand.New(rand.NewSource(1))
	var in, want strings.Builder
	cases := 0
	add := func(heaps []int) {
		cases++
		h := make([]int64, len(heaps))
		for i, v := range heaps {
			h[i] = int64(v)
		}
		r.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
		in.WriteString(casegen.Line(int64(len(h))) + casegen.Line(h...))
		if lasker.Wins(game.NewMultiset(heaps...)) {
			want.WriteString("Alice\n")
		} else {
			want.WriteString("Bob\n")
		}
	}
	add(nil)
	for n := 1; n <= 24; n++ {
		enum.Partitions(n, add)
	}
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every multiset of at most 24 stones", In: strconv.Itoa(cases) + "\n" + in.String(), Out: want.String(),
	}})
	t.Logf("%d positions", cases)
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

// answer answers an input by the values, reading it with strconv.
func answer(in string) string {
	f := strings.Fields(in)
	next := func() int64 {
		v, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			panic(err)
		}
		f = f[1:]
		return v
	}
	var out strings.Builder
	for t := next(); t > 0; t-- {
		x := int64(0)
		for n := next(); n > 0; n-- {
			x ^= value(next())
		}
		if x != 0 {
			out.WriteString("Alice\n")
		} else {
			out.WriteString("Bob\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer, the one of
// 10^6 heaps near 2^31-1 included.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu3032", answer) }

// TestHugeHeaps checks positions whose values xor to 0 only if every
// value is right, with heaps near 2^31-1, whose value 2^31 a 32-bit int
// does not hold, and near 2^63-2, the largest heap answered: each case is
// heaps x, y and the heap z of value value(x) xor value(y) (the values
// pair 4m+3 with 4m+4, so z = value(value(x) xor value(y))), then with z+1.
func TestHugeHeaps(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	for _, top := range []int64{1<<31 - 1, 1<<32 - 1, 1<<63 - 2} {
		for k := 0; k < 100; {
			x, y := top-r.Int63n(64), top-r.Int63n(1<<20)
			v := value(x) ^ value(y)
			if v == 0 || v > 1<<63-3 {
				continue // z would be empty, or z+1 past 2^63-2
			}
			z := value(v)
			in := "2\n" + casegen.Line(3) + casegen.Line(x, y, z) + casegen.Line(3) + casegen.Line(y, z+1, x)
			cases = append(cases, solvetest.Case{Name: strings.ReplaceAll(in, "\n", " "), In: in, Out: "Bob\nAlice\n"})
			k++
		}
	}
	solvetest.Check(t, solve, cases)
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
