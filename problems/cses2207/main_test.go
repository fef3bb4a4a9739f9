package main

import (
	"strconv"
	"strings"
	"sync"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/octal"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/cses2207") }

// values computes G(0), ..., G(10^6) of Grundy's game once, with
// pkg/octal's sparse-space method (tested there against plain mex): about
// 4 s of CPU natively, some 40 s under CI's arm64 emulation, the one slow
// test of this package and the one that proves lastLost.
var values = sync.OnceValues(func() (*octal.Result, error) {
	g, err := octal.Parse("grundy")
	if err != nil {
		return nil, err
	}
	return g.Analyze(maxHeap, nil)
})

// g returns pkg/octal's G(n), for 0 <= n <= 10^6.
func g(t *testing.T, n int) int {
	r, err := values()
	if err != nil {
		t.Fatal(err)
	}
	if r.Computed != maxHeap+1 {
		t.Fatalf("pkg/octal computed %d values, want G(0..%d)", r.Computed, int(maxHeap))
	}
	return r.Value(n)
}

// want returns the answer to heap n by pkg/octal's values.
func want(t *testing.T, n int) string {
	if g(t, n) == 0 {
		return "second\n"
	}
	return "first\n"
}

// TestEveryHeapUpToAMillion is the proof of lastLost: it computes the
// Grundy value of every heap from 0 to 10^6 with pkg/octal and checks the
// solution's answer to every one of them, asked as the 1000001 queries of
// one input. So no heap up to 10^6 past 1222 is lost, and the mex table
// is right on every heap up to 1222.
func TestEveryHeapUpToAMillion(t *testing.T) {
	var in, out strings.Builder
	in.WriteString(strconv.Itoa(maxHeap+1) + "\n")
	for n := 0; n <= maxHeap; n++ {
		in.WriteString(strconv.Itoa(n) + "\n")
		out.WriteString(want(t, n))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every heap from 0 to 10^6", In: in.String(), Out: out.String()}})
}

// TestGrundy checks the solution's mex table against pkg/octal's values
// on every heap up to lastLost, the values themselves and not only
// whether they are 0.
func TestGrundy(t *testing.T) {
	for n, v := range grundy(lastLost) {
		if v != g(t, n) {
			t.Fatalf("G(%d) = %d, pkg/octal says %d", n, v, g(t, n))
		}
	}
}

// searched is the largest heap TestAgainstSearch searches.
const searched = 56

// TestAgainstSearch compares the solution with the search of the game
// itself, position by position on the multiset of heaps and without
// Grundy values (internal/gametree's GrundySplits), on every heap from 0
// to 56 (the lost ones among them: 0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53).
func TestAgainstSearch(t *testing.T) {
	search := gametree.New(gametree.GrundySplits)
	var in, out strings.Builder
	in.WriteString(strconv.Itoa(searched+1) + "\n")
	for n := 0; n <= searched; n++ {
		in.WriteString(strconv.Itoa(n) + "\n")
		if search.Wins(gametree.GrundyPosition(n)) {
			out.WriteString("first\n")
		} else {
			out.WriteString("second\n")
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every heap up to 56", In: in.String(), Out: out.String()}})
}

// TestOutputs checks every committed .out file against pkg/octal's
// values, read with strconv.
func TestOutputs(t *testing.T) {
	solvetest.Outputs(t, "../../samples/cses2207", func(in string) string {
		f := strings.Fields(in)
		if k, _ := strconv.Atoi(f[0]); k != len(f)-1 {
			t.Errorf("%d queries announced, %d given", k, len(f)-1)
		}
		var got strings.Builder
		for _, s := range f[1:] {
			n, err := strconv.Atoi(s)
			if err != nil {
				t.Fatal(err)
			}
			got.WriteString(want(t, n))
		}
		return got.String()
	})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no queries", In: "0\n", Out: ""},
		{Name: "no heap", In: "1\n0\n", Out: "second\n"},
		{Name: "the last lost heap and the next", In: "2\n1222\n1223\n", Out: "second\nfirst\n"},
		{Name: "the largest heap", In: "1\n1000000\n", Out: "first\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of queries t >= 0, found end of input"},
		{Name: "fewer queries", In: "3\n6\n7\n", Out: "first\nsecond\n", Err: "line 4, column 1: expected a heap size n in [0, 1000000], found end of input"},
		{Name: "a heap past 10^6", In: "2\n8\n1000001\n", Out: "first\n", Err: "line 3, column 1: a heap size n, 1000001, is out of range [0, 1000000]"},
		{Name: "negative heap", In: "1\n-6\n", Err: "line 2, column 1: a heap size n, -6, is out of range [0, 1000000]"},
		{Name: "negative t", In: "-1\n", Err: "line 1, column 1: the number of queries t, -1, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n7.0\n", Err: "line 2, column 1: expected a heap size n in [0, 1000000], found \"7.0\""},
		{Name: "huge t, few queries", In: "9223372036854775807\n4\n", Out: "second\n", Err: "line 3, column 1: expected a heap size n in [0, 1000000], found end of input"},
		{Name: "more than announced", In: "1\n6 7\n", Out: "first\n", Warn: `line 2, column 3: ignored "7" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the t queries.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "3\n6\n7\n8\n", "first\nsecond\nfirst\n")
}
