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

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/poj2311") }

// side is the longest side of TestAgainstSearch's sheets.
const side = 9

// TestAgainstSearch compares the answer with the search of the real game
// (gametree.CuttingMoves: every piece on the table, every cut, strips of
// width 1 included, a 1 x 1 piece winning at once) on every sheet of
// sides 1 to 9, the 1-wide ones and 1 x 1 too, all as the lines of one
// input. The search knows neither Grundy values nor that strips of width
// 1 never help, so this proves the reduction and the table's values
// together on those sheets.
func TestAgainstSearch(t *testing.T) {
	cut := gametree.New(gametree.CuttingMoves)
	var in, want strings.Builder
	for w := 1; w <= side; w++ {
		for h := 1; h <= side; h++ {
			in.WriteString(casegen.Line(int64(w), int64(h)))
			if cut.Wins(gametree.Sheet(w, h)) {
				want.WriteString("WIN\n")
			} else {
				want.WriteString("LOSE\n")
			}
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every sheet of sides up to " + strconv.Itoa(side), In: in.String(), Out: want.String(),
	}})
}

// proper is the game of proper cuts by pkg/game, written apart from the
// solution's table to check the committed .out files, every sheet up to
// 200 x 200 among them: a position is a sheet [w, h], w, h >= 2, its
// shorter side first (turning a sheet changes nothing); an option is the
// two pieces of a cut that leaves both at least 2 x 2 (a cut and its
// mirror image once), a sum whose value pkg/game takes as the xor of
// theirs.
var proper = game.NewSums(func(p [2]int) [][][2]int {
	var opts [][][2]int
	w, h := p[0], p[1]
	for x := 2; x <= w/2; x++ {
		opts = append(opts, [][2]int{sheet(x, h), sheet(w-x, h)})
	}
	for y := 2; y <= h/2; y++ {
		opts = append(opts, [][2]int{sheet(w, y), sheet(w, h-y)})
	}
	return opts
})

// sheet returns the position of a w x h sheet in proper.
func sheet(w, h int) [2]int { return [2]int{min(w, h), max(w, h)} }

// answer answers an input by the game of proper cuts, reading it with
// strconv; the sheets with a side of 1 are won unless 1 x 1.
func answer(t *testing.T, in string) string {
	f := strings.Fields(in)
	var out strings.Builder
	for i := 0; i+1 < len(f); i += 2 {
		w, err1 := strconv.Atoi(f[i])
		h, err2 := strconv.Atoi(f[i+1])
		if err1 != nil || err2 != nil {
			t.Fatalf("a malformed sheet %q %q", f[i], f[i+1])
		}
		win := w+h > 2
		if w > 1 && h > 1 {
			g, err := proper.Grundy(sheet(w, h))
			if err != nil {
				t.Fatal(err)
			}
			win = g != 0
		}
		if win {
			out.WriteString("WIN\n")
		} else {
			out.WriteString("LOSE\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) {
	solvetest.Outputs(t, "../../samples/poj2311", func(in string) string { return answer(t, in) })
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: ""},
		{Name: "no final newline", In: "2 2\n4 2", Out: "LOSE\nWIN\n"},
		{Name: "split and blank lines", In: "\n\n3\n\n2 4\n\t2\r\n", Out: "LOSE\nWIN\n"},
		{Name: "sides of 1", In: "1 1\n1 2\n200 1\n", Out: "LOSE\nWIN\nWIN\n"},
		{Name: "a lone number", In: "2 2\n4", Out: "LOSE\n", Err: "line 2, column 2: expected the height H in [1, 200], found end of input"},
		{Name: "side 0", In: "2 2\n0 3\n", Out: "LOSE\n", Err: "line 2, column 1: the width W, 0, is out of range [1, 200]"},
		{Name: "side past 200", In: "2 2\n3 201\n", Out: "LOSE\n", Err: "line 2, column 3: the height H, 201, is out of range [1, 200]"},
		{Name: "negative", In: "-2 2\n", Err: "line 1, column 1: the width W, -2, is out of range [1, 200]"},
		{Name: "not an integer", In: "2 2\n3 2.0\n", Out: "LOSE\n", Err: "line 2, column 3: expected the height H in [1, 200], found \"2.0\""},
		{Name: "a pair begun with junk", In: "2 2\n3 \x1a\n", Out: "LOSE\n", Err: "line 2, column 3: expected the height H in [1, 200], found \"\\x1a\""},
		{Name: "junk then pairs", In: "2 2\nx 4 2\n", Out: "LOSE\n", Warn: "line 2, column 1: ignored \"x\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends at the end of the file or at the first
// token that cannot begin a pair.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "2 2\n3 2\n4 2\n", "LOSE\nLOSE\nWIN\n") }
