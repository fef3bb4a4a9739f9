package main

import (
	"math/bits"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu1850") }

// TestAgainstSearch compares the answer with a count of the winning moves
// by search (internal/gametree: every move, each heap to each smaller
// size, tried, and counted when the search finds the position it leaves
// lost) on every multiset of up to 5 heaps of at most 9 (M = 1 too), each
// case's heaps in a random order, all as the cases of one input.
func TestAgainstSearch(t *testing.T) {
	search := gametree.NewNim()
	c := solvetest.NewHeapCases(rand.New(rand.NewSource(1)))
	solvetest.EveryHeaps(5, 9, func(heaps []int) { c.Add(heaps, strconv.Itoa(search.WinningMoves(heaps))+"\n") })
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every multiset of up to 5 heaps of at most 9", In: c.Cases() + "0\n", Out: c.Answers(),
	}})
	t.Logf("%d positions", c.Len())
}

// count answers an input by counting, in each case, the heaps that hold
// the highest bit of the xor of all heaps: written apart from the
// solution, to check the committed .out files and TestLarge.
func count(in string) string {
	tok := solvetest.NewTokens(in)
	next := tok.Int64
	var out strings.Builder
	for tok.More() {
		m := next()
		if m == 0 {
			break
		}
		heaps := make([]int64, m)
		var s int64
		for i := range heaps {
			heaps[i] = next()
			s ^= heaps[i]
		}
		n := 0
		if s != 0 {
			top := int64(1) << (63 - bits.LeadingZeros64(uint64(s)))
			for _, h := range heaps {
				if h&top != 0 {
					n++
				}
			}
		}
		out.WriteString(strconv.Itoa(n) + "\n")
	}
	return out.String()
}

// TestOutputs checks every committed .out file against count.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu1850", count) }

// TestLarge checks the answer against count on random cases at the
// statement's maxima, M up to 100 and heaps up to 10^6, and with heaps
// near 2^63-1: random heaps, and heaps sharing their highest bits, so
// that many winning moves come up, with the last heap set to the xor of
// the others (0 winning moves) now and then.
func TestLarge(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var in strings.Builder
	for _, top := range []int64{1e6, 1<<63 - 1} {
		for k := 0; k < 1000; k++ {
			m := 2 + r.Intn(99)
			h := make([]int64, m)
			var s int64
			for i := range h {
				switch k % 3 {
				case 0:
					h[i] = 1 + r.Int63n(top)
				default:
					h[i] = top - r.Int63n(1<<uint(r.Intn(20)))
				}
				s ^= h[i]
			}
			if k%5 == 0 && s^h[m-1] != 0 && s^h[m-1] <= top {
				h[m-1] = s ^ h[m-1]
			}
			in.WriteString(casegen.Line(int64(m)) + casegen.Line(h...))
		}
	}
	in.WriteString("0\n")
	want := count(in.String())
	if zeros, all := strings.Count("\n"+want, "\n0\n"), strings.Count(want, "\n"); zeros < 100 || zeros > all-100 {
		t.Fatalf("%d cases of %d lost: the cases are not varied", zeros, all)
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "M up to 100, heaps up to 10^6 and near 2^63-1", In: in.String(), Out: want}})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "empty input", In: "", Out: ""},
		{Name: "no terminator", In: "3\n5 7 9\n2\n1 1\n", Out: "1\n0\n"},
		{Name: "M = 1", In: "1\n5\n1\n0\n0\n", Out: "1\n0\n"},
		{Name: "empty heaps", In: "3\n0 0 3\n2\n0 0\n0\n", Out: "1\n0\n"},
		{Name: "huge heaps", In: "3\n9223372036854775807 9223372036854775807 9223372036854775807\n0\n", Out: "3\n"},
		{Name: "fewer heaps", In: "2\n1 1\n3\n1 2\n", Out: "0\n", Err: "line 5, column 1: expected a heap size >= 0, found end of input"},
		{Name: "negative heap", In: "2\n1 -1\n0\n", Err: "line 2, column 3: a heap size, -1, is out of range [0, 9223372036854775807]"},
		{Name: "negative M", In: "2\n1 2\n-3\n", Out: "1\n", Err: "line 3, column 1: the number of heaps M, -3, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "2\n1 1e6\n0\n", Err: "line 2, column 3: expected a heap size >= 0, found \"1e6\""},
		{Name: "M not an integer", In: "2\n1 1\n2.0\n", Out: "0\n", Err: "line 3, column 1: expected the number of heaps M >= 0, found \"2.0\""},
		{Name: "overflow", In: "2\n1 9223372036854775808\n0\n", Err: "line 2, column 3: a heap size, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{Name: "huge M, few heaps", In: "9223372036854775807\n1 2\n", Err: "line 3, column 1: expected a heap size >= 0, found end of input"},
		{Name: "after the terminator", In: "2\n3 1\n0\n2\n1 1\n", Out: "1\n", Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
		{Name: "a word where a case would begin", In: "2\n3 1\nend\n", Out: "1\n", Warn: `line 3, column 1: ignored "end" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends at M = 0.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "3\n5 7 9\n0\n", "1\n")
}
