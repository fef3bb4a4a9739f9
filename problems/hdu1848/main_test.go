package main

import (
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu1848") }

// small is the largest heap of TestAgainstSearch.
const small = 30

// TestAgainstSearch compares the answer with internal/gametree's search of
// the three heaps as one position, without Grundy values, on every triple
// of heaps of at most 30 but 0 0 0 (heaps of 0 past the statement too),
// all as the lines of one input.
func TestAgainstSearch(t *testing.T) {
	search := gametree.New(gametree.SubtractionMoves(gametree.Fibonacci(small)))
	var in, want strings.Builder
	for m := 0; m <= small; m++ {
		for n := 0; n <= small; n++ {
			for p := 0; p <= small; p++ {
				if m+n+p == 0 {
					continue
				}
				in.WriteString(casegen.Line(int64(m), int64(n), int64(p)))
				if search.Wins(gametree.Piles{m, n, p}) {
					want.WriteString("Fibo\n")
				} else {
					want.WriteString("Nacci\n")
				}
			}
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every triple up to 30", In: in.String() + "0 0 0\n", Out: want.String()}})
}

// heap is one heap searched by pkg/game, whose Grundy values are an
// independent mex computation of the solution's table.
var heap = game.New(func(x int) []int {
	var m []int
	for _, f := range gametree.Fibonacci(x) {
		m = append(m, x-f)
	}
	return m
})

// TestTable checks the solution's values against pkg/game's for every
// heap up to 10^4, and that the values up to 10^6, the largest heap
// answered, stay below 64, as the solution's bit set of the options'
// values needs.
func TestTable(t *testing.T) {
	if len(fibonacci) != 29 || fibonacci[28] != 832040 {
		t.Errorf("the Fibonacci numbers up to 10^6: %v", fibonacci)
	}
	var g grundy
	for x := 0; x <= 1e4; x++ {
		want, err := heap.Grundy(x)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.value(x); int(got) != want {
			t.Fatalf("g(%d) = %d, pkg/game says %d", x, got, want)
		}
	}
	g.value(most)
	top := uint8(0)
	for _, v := range g {
		top = max(top, v)
	}
	if top >= 64 {
		t.Errorf("a value %d >= 64", top)
	}
	t.Logf("the values up to 10^6 are at most %d", top)
}

// answer answers an input by pkg/game's values of the heaps, written apart
// from the solution, to check the committed .out files.
func answer(in string) string {
	f := strings.Fields(in)
	var out strings.Builder
	for ; len(f) >= 3; f = f[3:] {
		x := 0
		for _, s := range f[:3] {
			h, err := strconv.Atoi(s)
			if err != nil {
				panic(err)
			}
			v, err := heap.Grundy(h)
			if err != nil {
				panic(err)
			}
			x ^= v
		}
		if f[0] == "0" && f[1] == "0" && f[2] == "0" {
			break
		}
		if x != 0 {
			out.WriteString("Fibo\n")
		} else {
			out.WriteString("Nacci\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu1848", answer) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no lines", In: "0 0 0\n", Out: ""},
		{Name: "empty input", In: "", Out: ""},
		{Name: "no terminator", In: "1 1 1\n1 4 1\n", Out: "Fibo\nNacci\n"},
		{Name: "heaps of 0", In: "0 0 1\n0 2 2\n0 0 0\n", Out: "Fibo\nNacci\n"},
		{Name: "the largest heaps", In: "1000000 1000000 1\n1000000 1000000 1000000\n0 0 0\n", Out: "Fibo\nFibo\n"},
		{Name: "a heap past 10^6", In: "1 1000001 1\n", Err: "line 1, column 3: a heap size n, 1000001, is out of range [0, 1000000]"},
		{Name: "negative heap", In: "1 1 1\n1 2 -3\n", Out: "Fibo\n", Err: "line 2, column 5: a heap size p, -3, is out of range [0, 1000000]"},
		{Name: "a line cut off", In: "1 1 1\n1 4\n", Out: "Fibo\n", Err: "line 3, column 1: expected a heap size p in [0, 1000000], found end of input"},
		{Name: "not an integer", In: "1 1.0 1\n", Err: "line 1, column 3: expected a heap size n in [0, 1000000], found \"1.0\""},
		{Name: "after the terminator", In: "1 1 1\n0 0 0\n1 4 1\n", Out: "Fibo\n", Warn: `line 3, column 1: ignored "1" and everything after it, past the end of the input`},
		{Name: "a word where a line would begin", In: "1 1 1\nend\n", Out: "Fibo\n", Warn: `line 2, column 1: ignored "end" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends at the line 0 0 0.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "1 1 1\n1 4 1\n0 0 0\n", "Fibo\nNacci\n")
}
