package main

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/wythoff"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/poj1067") }

// TestAgainstSearch runs solve on every pair a, b <= 100 and compares its
// answers with the game tree's.
func TestAgainstSearch(t *testing.T) {
	g := gametree.New(gametree.WythoffMoves)
	var in, want strings.Builder
	for a := 0; a <= 100; a++ {
		for b := 0; b <= 100; b++ {
			fmt.Fprintf(&in, "%d %d\n", a, b)
			if g.Wins([2]int{a, b}) {
				want.WriteString("1\n")
			} else {
				want.WriteString("0\n")
			}
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every pair <= 100", In: in.String(), Out: want.String()}})
}

// TestFloatIsWrong documents the trap: ⌊kφ⌋ in float64 is wrong for some
// k whose lost pair lies inside the statement's limit of 10^9.
func TestFloatIsWrong(t *testing.T) {
	phi := (1 + math.Sqrt(5)) / 2
	var bad []int64
	for f1, f2 := int64(1), int64(2); f1 < 1e9; f1, f2 = f2, f1+f2 {
		for k := max(1, f1-3); k <= f1+3; k++ {
			if f, b := wythoff.Cold(k); b <= 1e9 && int64(float64(k)*phi) != f {
				bad = append(bad, k)
			}
		}
	}
	if len(bad) == 0 {
		t.Fatal("float64 got every k right; the trap described in the doc comment is not real")
	}
	a, b := wythoff.Cold(bad[0])
	t.Logf("float64 misjudges k in %v; e.g. (%d, %d) is lost", bad, a, b)
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "float trap", In: fmt.Sprintf("%d %d\n%d %d\n", a, b, a+1, b+1), Out: "0\n1\n",
	}})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: "", Err: ""},
		{Name: "no final newline", In: "0 0", Out: "0\n", Err: ""},
		{Name: "crlf", In: "2 1\r\n8 4\r\n", Out: "0\n1\n", Err: ""},
		{Name: "odd count", In: "2 1\n8", Out: "0\n", Err: "line 2, column 2: expected a pile size >= 0, found end of input"},
		{Name: "negative", In: "2 1\n-8 4\n", Out: "0\n", Err: "line 2, column 1: a pile size, -8, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "2 1\n8 four\n4 7\n", Out: "0\n", Err: "line 2, column 3: expected a pile size >= 0, found \"four\""},
		{Name: "overflow", In: "9223372036854775808 1\n", Out: "", Err: "line 1, column 1: a pile size, 9223372036854775808, is out of range [0, 9223372036854775807]"},
		{Name: "a token of 64 KiB", In: "2 1\n8 " + strings.Repeat("4", 1<<16), Out: "0\n", Err: "line 2, column 3: a token of 64 KiB or more"},
		{Name: "a pair begun with junk", In: "2 1\n8 \x00\n", Out: "0\n", Err: "line 2, column 3: expected a pile size >= 0, found \"\\x00\""},
		{Name: "a number then junk", In: "2 1\n8\x1a\n", Out: "0\n", Err: "line 2, column 1: expected a pile size >= 0, found \"8\\x1a\""},
		{Name: "junk then pairs", In: "2 1\nx 8 4\n", Out: "0\n", Warn: "line 2, column 1: ignored \"x\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends at the end of the file or at the first
// token that cannot begin a pair.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "2 1\n8 4\n", "0\n1\n") }
