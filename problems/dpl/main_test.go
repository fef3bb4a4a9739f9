package main

import (
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/dpl") }

// input writes a as the statement's input.
func input(a []int64) string { return casegen.Line(int64(len(a))) + casegen.Line(a...) }

// eachArray calls f with every array of length 0 to most of values from
// values.
func eachArray(most int, values []int64, f func(a []int64)) {
	var a []int64
	var rec func()
	rec = func() {
		f(a)
		if len(a) == most {
			return
		}
		for _, v := range values {
			a = append(a, v)
			rec()
			a = a[:len(a)-1]
		}
	}
	rec()
}

// TestAgainstSearch compares the answer with internal/gametree's search of
// the game (pkg/game's NewScores on the parts of the sequence left) on
// every sequence of up to 8 elements from 1 to 3 (9841 of them, the empty
// one beyond the statement), and beyond the statement every sequence of up
// to 6 elements from -1 to 1 (1093) and of up to 8 of 1 and 10^9 (511),
// each an input of its own.
func TestAgainstSearch(t *testing.T) {
	var cases []solvetest.Case
	for _, c := range []struct {
		most   int
		values []int64
	}{{8, []int64{1, 2, 3}}, {6, []int64{-1, 0, 1}}, {8, []int64{1, 1e9}}} {
		eachArray(c.most, c.values, func(a []int64) {
			b := make([]int, len(a))
			for i, v := range a {
				b[i] = int(v)
			}
			cases = append(cases, solvetest.Case{Name: strconv.Itoa(len(cases)), In: input(a), Out: strconv.Itoa(gametree.Deque(b)) + "\n"})
		})
	}
	if len(cases) != 9841+1093+511 {
		t.Fatalf("%d sequences, want %d", len(cases), 9841+1093+511)
	}
	solvetest.Check(t, solve, cases)
}

// A wide is a 128-bit integer in two's complement, so that totals cannot
// overflow where the solution's int64 could: its values stay below
// 10^4 · 10^9 in size.
type wide struct{ hi, lo uint64 }

func wideOf(v int64) wide { return wide{uint64(v >> 63), uint64(v)} }

func (x wide) add(y wide) wide {
	lo, c := bits.Add64(x.lo, y.lo, 0)
	hi, _ := bits.Add64(x.hi, y.hi, c)
	return wide{hi, lo}
}

func (x wide) sub(y wide) wide {
	lo, b := bits.Sub64(x.lo, y.lo, 0)
	hi, _ := bits.Sub64(x.hi, y.hi, b)
	return wide{hi, lo}
}

func (x wide) less(y wide) bool {
	if x.hi != y.hi {
		return int64(x.hi) < int64(y.hi)
	}
	return x.lo < y.lo
}

func (x wide) String() string {
	v := big.NewInt(int64(x.hi))
	return v.Lsh(v, 64).Add(v, new(big.Int).SetUint64(x.lo)).String()
}

// totals answers an input in 128-bit integers by another recurrence,
// written apart from the solution, to check the committed .out files and
// the arithmetic: f(l, r), the most the mover's own total on a_l ... a_r
// can be, is their sum less what the other then makes, the least of
// f(l+1, r) and f(l, r-1); X - Y is 2 f(1, N) minus the sum of all. It
// reads the numbers with strings.Fields, the input being well-formed.
func totals(in string) string {
	f := strings.Fields(in)[1:]
	// sum[i] = a_0 + ... + a_{i-1}; g[l] = f(l, l+k-1) for the length k,
	// 0 for k = 0.
	sum := make([]wide, len(f)+1)
	for i, s := range f {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			panic(err)
		}
		sum[i+1] = sum[i].add(wideOf(v))
	}
	g := make([]wide, len(f)+1)
	for k := 1; k <= len(f); k++ {
		for l := 0; l+k <= len(f); l++ {
			less := g[l]
			if g[l+1].less(less) {
				less = g[l+1]
			}
			g[l] = sum[l+k].sub(sum[l]).sub(less)
		}
	}
	return g[0].add(g[0]).sub(sum[len(f)]).String() + "\n"
}

// TestOutputs checks every committed .out file against totals.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/dpl", totals) }

// TestArithmetic checks the answers at the ends of the input range
// against totals in 128-bit integers: 10^4 elements of 10^9 and -10^9 in
// turn, where Taro takes every 10^9 and leaves Jiro every -10^9, so that
// the answer is 10^13, the bound itself; 9999 elements of -10^9 and 10^9
// in turn, -9999·10^9; and the statement's own extremes, 3000 and 2999
// elements of 10^9 and 1 in turn, about +1.5·10^12 and -1.5·10^12.
func TestArithmetic(t *testing.T) {
	turns := func(n int, even, odd int64) []int64 {
		a := make([]int64, n)
		for i := range a {
			a[i] = even
			if i%2 == 1 {
				a[i] = odd
			}
		}
		return a
	}
	for _, c := range []struct {
		a    []int64
		want string
	}{
		{turns(1e4, 1e9, -1e9), "10000000000000\n"},
		{turns(9999, -1e9, 1e9), "-9999000000000\n"},
		{turns(3000, 1e9, 1), "1499999998500\n"},
		{turns(2999, 1, 1e9), "-1498999998500\n"},
	} {
		in := input(c.a)
		if got := totals(in); got != c.want {
			t.Errorf("N = %d: totals %q, want %q", len(c.a), got, c.want)
		}
		solvetest.Check(t, solve, []solvetest.Case{{Name: "N = " + strconv.Itoa(len(c.a)), In: in, Out: c.want}})
	}
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "N = 0", In: "0\n", Out: "0\n"},
		{Name: "negative elements", In: "3\n-5 0 -1\n", Out: "-6\n"},
		{Name: "taking the larger end loses", In: "4\n1 1 3 2\n", Out: "1\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of elements N in [0, 10000], found end of input"},
		{Name: "N past 10^4", In: "10001\n", Err: "line 1, column 1: the number of elements N, 10001, is out of range [0, 10000]"},
		{Name: "an element past 10^9", In: "2\n1 1000000001\n", Err: "line 2, column 3: an element a_i, 1000000001, is out of range [-1000000000, 1000000000]"},
		{Name: "elements cut off", In: "3\n1 2\n", Err: "line 3, column 1: expected an element a_i in [-1000000000, 1000000000], found end of input"},
		{Name: "not an integer", In: "2\n1 2e3\n", Err: "line 2, column 3: expected an element a_i in [-1000000000, 1000000000], found \"2e3\""},
		{Name: "more than announced", In: "1\n5 6\n", Out: "5\n", Warn: `line 2, column 3: ignored "6" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N elements.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "4\n10 80 90 30\n", "10\n")
}
