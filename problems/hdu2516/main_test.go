package main

import (
	"math/big"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu2516") }

// most is the largest heap of TestAgainstSearch.
const most = 400

func answer(second bool) string {
	if second {
		return "Second win\n"
	}
	return "First win\n"
}

// TestAgainstSearch compares the answer with the search of the game,
// position by position (stones left, most the mover may take), on every
// heap of 1 to 400 stones, all as one input.
func TestAgainstSearch(t *testing.T) {
	g := gametree.New(gametree.FibNimMoves)
	var in, want strings.Builder
	for n := 1; n <= most; n++ {
		in.WriteString(strconv.Itoa(n) + "\n")
		want.WriteString(answer(!g.Wins(gametree.FibNimStart(n))))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every heap up to 400", In: in.String() + "0\n", Out: want.String()}})
}

// gessel reports whether n is a Fibonacci number by Gessel's test, a
// method apart from the solution's: n is one exactly when 5n²+4 or 5n²-4
// is a perfect square, in exact big-integer arithmetic.
func gessel(n uint64) bool {
	five := new(big.Int).Mul(big.NewInt(5), new(big.Int).Mul(new(big.Int).SetUint64(n), new(big.Int).SetUint64(n)))
	for _, d := range []int64{4, -4} {
		x := new(big.Int).Add(five, big.NewInt(d))
		if x.Sign() < 0 {
			continue
		}
		r := new(big.Int).Sqrt(x)
		if r.Mul(r, r).Cmp(x) == 0 {
			return true
		}
	}
	return false
}

// TestWholeRange checks the Fibonacci test over the whole input range
// against gessel: the solution's answer can change only where n crosses
// a Fibonacci number, so every F below 2^63 and its neighbours F-1, F+1
// (and F+2, F-2) are checked, with the ends 2^31-1 and 2^63-1 and 2*10^4
// random n below 2^31 and below 2^63.
func TestWholeRange(t *testing.T) {
	var ns []uint64
	for f, g := uint64(1), uint64(2); f < 1<<63; f, g = g, f+g {
		for _, n := range []uint64{f - 2, f - 1, f, f + 1, f + 2} {
			if n >= 1 && n < 1<<63 {
				ns = append(ns, n)
			}
		}
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 10000; i++ {
		ns = append(ns, 1+uint64(r.Int63n(1<<31-1)), 1+uint64(r.Int63n(1<<63-1)))
	}
	ns = append(ns, 1<<31-1, 1<<31, 1<<63-1)
	var in, want strings.Builder
	fibs := map[uint64]bool{}
	for _, n := range ns {
		in.WriteString(strconv.FormatUint(n, 10) + "\n")
		second := gessel(n)
		want.WriteString(answer(second))
		if second {
			fibs[n] = true
		}
	}
	if len(fibs) != 91 { // F(2) = 1 to F(92), the last below 2^63
		t.Errorf("%d Fibonacci numbers among the neighbours, want 91", len(fibs))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "the whole range", In: in.String() + "0\n", Out: want.String()}})
}

// fibonacciSet holds every Fibonacci number 1, 2, 3, 5, ... below 2^63,
// to check the committed .out files: a lookup in a set apart from the
// solution's walk, quicker than gessel on half a million numbers.
func fibonacciSet() map[uint64]bool {
	set := map[uint64]bool{}
	for f, g := uint64(1), uint64(2); f < 1<<63; f, g = g, f+g {
		set[f] = true
	}
	return set
}

// TestOutputs checks every committed .out file against fibonacciSet.
func TestOutputs(t *testing.T) {
	fib := fibonacciSet()
	if len(fib) != 91 {
		t.Fatalf("%d Fibonacci numbers below 2^63, want 91", len(fib))
	}
	solvetest.Outputs(t, "../../samples/hdu2516", func(in string) string {
		var want strings.Builder
		for _, f := range strings.Fields(in) {
			n, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				break
			}
			want.WriteString(answer(fib[n]))
		}
		return want.String()
	})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: ""},
		{Name: "only the terminator", In: "0\n", Out: ""},
		{Name: "no terminator", In: "2\n4\n", Out: "Second win\nFirst win\n"},
		{Name: "one stone, no first move", In: "1\n0\n", Out: "Second win\n"},
		{Name: "64-bit", In: "7540113804746346429\n9223372036854775807\n0\n", Out: "Second win\nFirst win\n"},
		{Name: "blank lines", In: "\n\n2\n\n\n 13 10000\n\n0\n", Out: "Second win\nSecond win\nFirst win\n"},
		{Name: "negative", In: "2\n-3\n0\n", Out: "Second win\n", Err: "line 2, column 1: the number of stones n, -3, is out of range [0, 9223372036854775807]"},
		{Name: "overflow", In: "9223372036854775808\n", Err: "line 1, column 1: the number of stones n, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "13\n1e4\n", Out: "Second win\n", Err: "line 2, column 1: expected the number of stones n >= 0, found \"1e4\""},
		{Name: "after the terminator", In: "13\n0\n4\n", Out: "Second win\n", Warn: `line 3, column 1: ignored "4" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends at "0".
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n13\n10000\n0\n", "Second win\nSecond win\nFirst win\n")
}
