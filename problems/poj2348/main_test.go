package main

import (
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/poj2348") }

// most is the largest number of TestAgainstSearch's pairs.
const most = 60

func answer(stan bool) string {
	if stan {
		return "Stan wins\n"
	}
	return "Ollie wins\n"
}

// TestAgainstSearch compares the answer with the search of Euclid's game
// on every pair of numbers from 1 to 60, in both orders, and every pair
// of 1 to 60 with a 0, all as one input.
func TestAgainstSearch(t *testing.T) {
	g := gametree.New(gametree.EuclidMoves)
	var in, want strings.Builder
	for a := 0; a <= most; a++ {
		for b := 0; b <= most; b++ {
			if a == 0 && b == 0 {
				continue
			}
			in.WriteString(casegen.Line(int64(a), int64(b)))
			want.WriteString(answer(g.Wins([2]int{a, b})))
		}
	}
	in.WriteString("0 0\n")
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every pair up to 60", In: in.String(), Out: want.String()}})
}

// rule decides a pair by the theorem as it is usually stated, written
// apart from package euclid and recursive (at most 91 calls deep), to
// check the answers at 64-bit numbers and the committed .out files.
func rule(a, b uint64) bool {
	if a < b {
		a, b = b, a
	}
	if b == 0 {
		return false
	}
	if a%b == 0 || a/b >= 2 {
		return true
	}
	return !rule(b, a%b)
}

// TestHuge checks the answers where the arithmetic could go wrong: the
// longest chains, consecutive Fibonacci numbers up to 2^63-1 and their
// neighbours (±1 on each number), pairs near 2^31 and 2^63, where 2b or a
// sum overflows 32 or 64 bits, against rule.
func TestHuge(t *testing.T) {
	var pairs [][2]uint64
	for f, g := uint64(1), uint64(2); g < 1<<63-1; f, g = g, f+g {
		for _, d := range []uint64{0, 1, 2} {
			for _, e := range []uint64{0, 1, 2} {
				pairs = append(pairs, [2]uint64{g + 1 - d, f + 1 - e}, [2]uint64{f + 1 - e, g + 1 - d})
			}
		}
	}
	for _, top := range []uint64{1<<31 - 1, 1<<62 - 1, 1<<63 - 1} {
		for _, b := range []uint64{1, 2, top / 2, top/2 + 1, top/3*2 + 1, top - 2, top - 1, top} {
			pairs = append(pairs, [2]uint64{top, b}, [2]uint64{b, top})
		}
	}
	var in, want strings.Builder
	for _, p := range pairs {
		in.WriteString(strconv.FormatUint(p[0], 10) + " " + strconv.FormatUint(p[1], 10) + "\n")
		want.WriteString(answer(rule(p[0], p[1])))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "huge numbers", In: in.String() + "0 0\n", Out: want.String()}})
}

// answers runs rule on an input, up to "0 0" or its end.
func answers(in string) string {
	f := strings.Fields(in)
	var out strings.Builder
	for i := 0; i+1 < len(f); i += 2 {
		a, err1 := strconv.ParseUint(f[i], 10, 64)
		b, err2 := strconv.ParseUint(f[i+1], 10, 64)
		if err1 != nil || err2 != nil {
			panic(f[i] + " " + f[i+1])
		}
		if a == 0 && b == 0 {
			break
		}
		out.WriteString(answer(rule(a, b)))
	}
	return out.String()
}

// TestOutputs checks every committed .out file against rule.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/poj2348", answers) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: ""},
		{Name: "only the terminator", In: "0 0\n", Out: ""},
		{Name: "no terminator", In: "34 12\n15 24\n", Out: "Stan wins\nOllie wins\n"},
		{Name: "equal numbers", In: "7 7\n1 1\n0 0\n", Out: "Stan wins\nStan wins\n"},
		{Name: "a 0, the game over", In: "0 5\n5 0\n0 0\n", Out: "Ollie wins\nOllie wins\n"},
		{Name: "64-bit", In: "9223372036854775807 9223372036854775806\n0 0\n", Out: "Ollie wins\n"},
		{Name: "split and blank lines", In: "\n34\n\n12 15\n 24\n\n0\n0\n", Out: "Stan wins\nOllie wins\n"},
		{Name: "cut-off pair", In: "34 12\n15\n", Out: "Stan wins\n", Err: "line 3, column 1: expected a number of the pair >= 0, found end of input"},
		{Name: "lone 0 at the end", In: "34 12\n0\n", Out: "Stan wins\n", Err: "line 3, column 1: expected a number of the pair >= 0, found end of input"},
		{Name: "negative", In: "34 12\n-15 24\n0 0\n", Out: "Stan wins\n", Err: "line 2, column 1: a number of the pair, -15, is out of range [0, 9223372036854775807]"},
		{Name: "overflow", In: "1 9223372036854775808\n", Err: "line 1, column 3: a number of the pair, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "34 12\n15 2.4\n", Out: "Stan wins\n", Err: "line 2, column 4: expected a number of the pair >= 0, found \"2.4\""},
		{Name: "after the terminator", In: "34 12\n0 0\n15 24\n", Out: "Stan wins\n", Warn: `line 3, column 1: ignored "15" and everything after it, past the end of the input`},
		{Name: "^Z instead of the terminator", In: "34 12\n\x1a", Out: "Stan wins\n", Warn: `line 2, column 1: ignored "\x1a" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends at "0 0".
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n")
}
