package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/abc201d") }

// result is the line for Takahashi's outcome.
var result = map[game.Outcome]string{game.Win: "Takahashi\n", game.Lose: "Aoki\n", game.Draw: "Draw\n"}

// input writes the grid as the statement's input.
func input(grid []string) string {
	return casegen.Line(int64(len(grid)), int64(len(grid[0]))) + strings.Join(grid, "\n") + "\n"
}

// TestAgainstSearch compares the answer with internal/gametree's search of
// the game playing for the result alone, the lead of the player to move
// in the position, which knows nothing of differences to maximise: on
// every grid of up to 12 squares, of every shape (35978 grids, the
// top-left square either colour though it never counts), and on 100
// random grids of up to 12 x 12.
func TestAgainstSearch(t *testing.T) {
	var cases []solvetest.Case
	add := func(grid []string) {
		cases = append(cases, solvetest.Case{Name: strconv.Itoa(len(cases)), In: input(grid), Out: result[gametree.Momotetsu(grid)]})
	}
	for h := 1; h <= 12; h++ {
		for w := 1; h*w <= 12; w++ {
			for colours := 0; colours < 1<<(h*w); colours++ {
				grid := make([]string, h)
				for i := range grid {
					row := make([]byte, w)
					for j := range row {
						row[j] = "-+"[colours>>(i*w+j)&1]
					}
					grid[i] = string(row)
				}
				add(grid)
			}
		}
	}
	if len(cases) != 35978 {
		t.Fatalf("%d grids, want 35978", len(cases))
	}
	r := rand.New(rand.NewSource(1))
	for k := 0; k < 100; k++ {
		grid := make([]string, 1+r.Intn(12))
		w, blue := 1+r.Intn(12), r.Intn(9)
		for i := range grid {
			row := make([]byte, w)
			for j := range row {
				row[j] = '-'
				if r.Intn(8) < blue {
					row[j] = '+'
				}
			}
			grid[i] = string(row)
		}
		add(grid)
	}
	solvetest.Check(t, solve, cases)
}

// minimax answers an input by the minimax of Takahashi's points less
// Aoki's over a whole table, Takahashi maximising where he moves (i+j
// even) and Aoki minimising, written apart from the solution (which keeps
// the difference for the player to move, in one row) to check the
// committed .out files. It reads the grid with strings.Fields, the input
// being well-formed.
func minimax(in string) string {
	f := strings.Fields(in)
	grid := f[2:]
	h, w := len(grid), len(grid[0])
	v := make([][]int32, h) // v[i][j]: Takahashi's lead gained from (i, j) on
	for i := range v {
		v[i] = make([]int32, w)
	}
	for i := h - 1; i >= 0; i-- {
		for j := w - 1; j >= 0; j-- {
			takahashi := (i+j)%2 == 0
			moved := false
			for _, s := range [2][2]int{{i + 1, j}, {i, j + 1}} {
				if s[0] >= h || s[1] >= w {
					continue
				}
				gain := int32(-1) // for Takahashi
				if grid[s[0]][s[1]] == '+' {
					gain = 1
				}
				if !takahashi {
					gain = -gain
				}
				o := gain + v[s[0]][s[1]]
				if !moved || takahashi && o > v[i][j] || !takahashi && o < v[i][j] {
					v[i][j], moved = o, true
				}
			}
		}
	}
	switch {
	case v[0][0] > 0:
		return "Takahashi\n"
	case v[0][0] < 0:
		return "Aoki\n"
	}
	return "Draw\n"
}

// TestOutputs checks every committed .out file against minimax.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/abc201d", minimax) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "the start does not count", In: "1 2\n-+\n", Out: "Takahashi\n"},
		{Name: "one column", In: "3 1\n+\n+\n-\n", Out: "Takahashi\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of rows H in [1, 2000], found end of input"},
		{Name: "W past 2000", In: "1 2001\n", Err: "line 1, column 3: the number of columns W, 2001, is out of range [1, 2000]"},
		{Name: "H = 0", In: "0 1\n", Err: "line 1, column 1: the number of rows H, 0, is out of range [1, 2000]"},
		{Name: "a row missing", In: "2 2\n++\n", Err: "line 3, column 1: expected row 2 of the grid, found end of input"},
		{Name: "a row too short", In: "2 3\n+++\n++\n", Err: "line 3, column 1: expected row 2 of the grid, 3 characters + or -, found \"++\""},
		{Name: "a row too long", In: "1 3\n+-+-\n", Err: "line 2, column 1: expected row 1 of the grid, 3 characters + or -, found \"+-+-\""},
		{Name: "spaces in a row", In: "1 3\n+ - +\n", Err: "line 2, column 1: expected row 1 of the grid, 3 characters + or -, found \"+\""},
		{Name: "another character", In: "2 2\n++\n+.\n", Err: "line 3, column 1: expected row 2 of the grid, 2 characters + or -, found \"+.\""},
		{Name: "a long row", In: "1 2\n" + strings.Repeat("+", 50) + "\n", Err: "line 2, column 1: expected row 1 of the grid, 2 characters + or -, found \"" + strings.Repeat("+", 40) + "\"..."},
		{Name: "more than announced", In: "1 1\n+\n-\n", Out: "Draw\n", Warn: `line 3, column 1: ignored "-" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the H rows.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "3 3\n---\n+-+\n+--\n", "Takahashi\n")
}
