package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/cgt"
	"gametheory/pkg/exhaustive"
	"gametheory/pkg/fastio"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/abc229h") }

// search is the brute force: boards searched as games, with every
// position met remembered across the tests.
var search = gametree.NewAdvanceOrEat()

// cells are the characters of a square, by their digit in a code.
const cells = ".WB"

// column returns the column of n cells of the code, as a board one cell
// wide, rows from the top.
func column(n, code int) []string {
	rows := make([]string, n)
	for i := range rows {
		rows[i] = cells[code%3 : code%3+1]
		code /= 3
	}
	return rows
}

// TestColumnValues checks the table against the canonical forms pkg/cgt
// computes from the moves (gametree.AdvanceOrEat.Value, a column being a
// board one cell wide) on every column of every length 1 to 8, 9840
// columns: each is a number, equal to the table's value, which is an
// integer times 1/one; and they lie in [-8, 8], so a sum of 8 is at most
// 64·one.
func TestColumnValues(t *testing.T) {
	total := 0
	for n := 1; n <= maxN; n++ {
		for c, v := range values(n) {
			want, ok := search.Value(column(n, c)).Number()
			if !ok || cgt.NewDyadic(int64(v), 7) != want {
				t.Fatalf("column %q: the table says %v, its canonical form is %v", column(n, c), cgt.NewDyadic(int64(v), 7), search.Value(column(n, c)))
			}
			if v < -maxN*one || v > maxN*one {
				t.Errorf("column %q: %v, outside [-8, 8]", column(n, c), want)
			}
			total++
		}
	}
	if total != 9840 {
		t.Errorf("%d columns, want 9840", total)
	}
}

// TestSimplest: the simplest number strictly between two others, against
// its definition by birthdays: the first of the integers by absolute
// value, then the halves, the quarters, ... down to 1/one, that lies
// strictly between; on every pair of numbers of [-3, 3] with a
// denominator of at most 2^6, between which the answer may need 2^7, and
// with no option on one side or both.
func TestSimplest(t *testing.T) {
	const most = 3 * one
	byBirth := []int{0}
	for k := one; k <= most+one; k += one {
		byBirth = append(byBirth, k, -k)
	}
	for step := one / 2; step >= 1; step /= 2 {
		for x := -most; x <= most; x += step {
			if x%(2*step) != 0 {
				byBirth = append(byBirth, x)
			}
		}
	}
	ends := []int{-inf, inf}
	for x := -most; x <= most; x += 2 {
		ends = append(ends, x)
	}
	for _, a := range ends {
		for _, b := range ends {
			if a >= b {
				continue
			}
			want := 0
			for _, x := range byBirth {
				if a < x && x < b {
					want = x
					break
				}
			}
			if got := simplest(a, b); got != want {
				t.Fatalf("simplest(%d, %d) = %d, want %d", a, b, got, want)
			}
		}
	}
}

// board writes the n x n board of the code, cell (i, j) the digit
// i·n + j, as the statement's input.
func board(n int, code int64) []string {
	rows := make([]string, n)
	for i := range rows {
		row := make([]byte, n)
		for j := range row {
			row[j] = cells[code%3]
			code /= 3
		}
		rows[i] = string(row)
	}
	return rows
}

// input writes the board as the statement's input.
func input(rows []string) []byte {
	return []byte(strconv.Itoa(len(rows)) + "\n" + strings.Join(rows, "\n") + "\n")
}

// brute answers an input with the search of the whole board.
func brute(in *fastio.Reader, out *fastio.Writer) error {
	rows := make([]string, in.Int())
	for i := range rows {
		rows[i] = string(in.Token())
	}
	if search.TakahashiWins(rows) {
		out.String("Takahashi\n")
	} else {
		out.String("Snuke\n")
	}
	return in.Err()
}

// TestAgainstSearch compares the answer with the search of the whole
// board as one partizan game (gametree.AdvanceOrEat: Takahashi is Left
// and moves first; no columns, no values) on every board of side 1 to 3
// (3 + 81 + 19683), every 4 x 4 board with at most 4 pieces (34113), and
// 200 random 4 x 4 boards with 5 to 9 pieces.
func TestAgainstSearch(t *testing.T) {
	family := func(yield func([]byte) bool) {
		for _, side := range []struct {
			n      int
			boards int64
		}{{1, 3}, {2, 81}, {3, 19683}} {
			for code := int64(0); code < side.boards; code++ {
				if !yield(input(board(side.n, code))) {
					return
				}
			}
		}
		var grow func(rows [][]byte, from, pieces int) bool
		grow = func(rows [][]byte, from, pieces int) bool {
			b := make([]string, 4)
			for i := range b {
				b[i] = string(rows[i])
			}
			if !yield(input(b)) {
				return false
			}
			for c := from; c < 16 && pieces < 4; c++ {
				for _, piece := range []byte("WB") {
					rows[c/4][c%4] = piece
					if !grow(rows, c+1, pieces+1) {
						return false
					}
				}
				rows[c/4][c%4] = '.'
			}
			return true
		}
		empty := [][]byte{[]byte("...."), []byte("...."), []byte("...."), []byte("....")}
		if !grow(empty, 0, 0) {
			return
		}
		r := rand.New(rand.NewSource(1))
		for k := 0; k < 200; k++ {
			b := []byte("................")
			for _, c := range r.Perm(16)[:5+r.Intn(5)] {
				b[c] = "WB"[r.Intn(2)]
			}
			if !yield(input([]string{string(b[:4]), string(b[4:8]), string(b[8:12]), string(b[12:])})) {
				return
			}
		}
	}
	n, err := exhaustive.Check(family, solve, brute)
	if err != nil {
		t.Fatal(err)
	}
	if want := 3 + 81 + 19683 + 34113 + 200; n != want {
		t.Errorf("%d inputs, want %d", n, want)
	}
}

// independent answers an input apart from the solution: each column's
// canonical form from pkg/cgt (gametree.AdvanceOrEat.Value, no table),
// the forms added as games, Takahashi winning iff Left wins the sum moving
// first.
func independent(in string) string {
	f := strings.Fields(in)
	n, _ := strconv.Atoi(f[0])
	var sum cgt.Game
	for j := 0; j < n; j++ {
		col := make([]string, n)
		for i := range col {
			col[i] = f[1+i][j : j+1]
		}
		sum = sum.Add(search.Value(col))
	}
	if sum.Outcome().LeftWinsMovingFirst() {
		return "Takahashi\n"
	}
	return "Snuke\n"
}

// TestOutputs checks every committed .out file against independent.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/abc229h", independent) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one square, white", In: "1\nW\n", Out: "Snuke\n"},
		{Name: "one square, black", In: "1\nB\n", Out: "Takahashi\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the side N in [1, 8], found end of input"},
		{Name: "N = 0", In: "0\n", Err: "line 1, column 1: the side N, 0, is out of range [1, 8]"},
		{Name: "N = 9", In: "9\n", Err: "line 1, column 1: the side N, 9, is out of range [1, 8]"},
		{Name: "a row missing", In: "2\n..\n", Err: "line 3, column 1: expected row 2 of the board, found end of input"},
		{Name: "a row too short", In: "2\n..\nW\n", Err: "line 3, column 1: expected row 2 of the board, 2 of W, B and ., found \"W\""},
		{Name: "another character", In: "2\nw.\n..\n", Err: "line 2, column 1: expected row 1 of the board, 2 of W, B and ., found \"w.\""},
		{Name: "spaces in a row", In: "2\nW .\n..\n", Err: "line 2, column 1: expected row 1 of the board, 2 of W, B and ., found \"W\""},
		{Name: "a long row", In: "1\n" + strings.Repeat(".", 50) + "\n", Err: "line 2, column 1: expected row 1 of the board, 1 of W, B and ., found \"" + strings.Repeat(".", 40) + "\"..."},
		{Name: "more than announced", In: "1\n.\nB\n", Out: "Snuke\n", Warn: `line 3, column 1: ignored "B" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the N rows.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "3\nBB.\n.B.\n...\n", "Takahashi\n") }
