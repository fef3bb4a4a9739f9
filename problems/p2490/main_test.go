package main

import (
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/nim"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/p2490") }

// cells is the longest row the proofs search.
const cells = 14

// A position is the cells holding a piece, bit c for cell c, and whose
// turn it is: the game is partizan, A and B moving different pieces.
type position struct {
	cells uint32
	white bool // A, who moves the white pieces, is to move
}

// search returns the search of the game whose moves take 1 to d pieces,
// straight from the rules: the pieces are white, black, white, ... from
// the left; A moves white ones to the right, B black ones to the left,
// each one or more cells, none onto or past another piece.
func search(d int) *gametree.Game[position] {
	return gametree.New(func(p position) []position {
		var cs []int
		for c := p.cells; c != 0; c &= c - 1 {
			cs = append(cs, bits.TrailingZeros32(c))
		}
		var moves []position
		var move func(i, moved int, to uint32)
		move = func(i, moved int, to uint32) {
			if i == len(cs) {
				if moved > 0 {
					moves = append(moves, position{to, !p.white})
				}
				return
			}
			move(i+1, moved, to)
			if moved == d {
				return
			}
			switch {
			case p.white && i%2 == 0: // a white piece, up to its black partner
				for c := cs[i] + 1; c < cs[i+1]; c++ {
					move(i+1, moved+1, to&^(1<<cs[i])|1<<c)
				}
			case !p.white && i%2 == 1: // a black piece, down to its white partner
				for c := cs[i-1] + 1; c < cs[i]; c++ {
					move(i+1, moved+1, to&^(1<<cs[i])|1<<c)
				}
			}
		}
		move(0, 0, p.cells)
		return moves
	})
}

// gaps returns the empty cells inside each (white, black) pair.
func gaps(cells uint32) []int64 {
	var g []int64
	for c := cells; c != 0; {
		w := bits.TrailingZeros32(c)
		c &= c - 1
		b := bits.TrailingZeros32(c)
		c &= c - 1
		g = append(g, int64(b-w-1))
	}
	return g
}

// TestAgainstSearch proves the solution on every row of up to 14 cells:
// for every d, the search of every placement on cells 1 to 14, with A to
// move and with B to move, agrees with Moore's Nim_d on the gaps; and for
// every n <= 14, every even k <= n and every d <= k, the solution's count
// is the number of placements whose search A, moving first, wins.
func TestAgainstSearch(t *testing.T) {
	for d := 1; d <= cells; d++ {
		g := search(d)
		won := make(map[[2]int]int) // won[{n, k}]: placements A wins
		for set := uint32(0); set < 1<<cells; set++ {
			k := bits.OnesCount32(set)
			if k%2 != 0 || k < d {
				continue
			}
			p := set << 1 // cells from 1
			lost := nim.MooreLost(gaps(p), d)
			for _, white := range []bool{true, false} {
				if g.Wins(position{p, white}) == lost {
					t.Fatalf("d = %d, pieces on %012b, A to move %v: the search says the player to move wins = %v, Moore's rule lost = %v", d, set, white, !lost, lost)
				}
			}
			if !lost {
				// Placed on n cells for every n from its last cell up.
				for n := bits.Len32(set); n <= cells; n++ {
					won[[2]int{n, k}]++
				}
			}
		}
		for n := 1; n <= cells; n++ {
			for k := max(2, d+d%2); k <= n; k += 2 {
				in := strconv.Itoa(n) + " " + strconv.Itoa(k) + " " + strconv.Itoa(d) + "\n"
				solvetest.Check(t, solve, []solvetest.Case{{Name: in, In: in, Out: strconv.Itoa(won[[2]int{n, k}]) + "\n"}})
			}
		}
	}
}

// count answers n k d by the counting of the doc comment computed apart
// from the solution: binomials by Pascal's rule, and the lost gap vectors
// of each sum as the coefficients of the product over the bits of
// Σ C(m, c)·x^(2^j·c), c = 0, d+1, 2(d+1), ... <= m.
func count(n, k, d int) int64 {
	c := make([][]int64, n+1) // c[i][j] = C(i, j), j <= k
	for i := range c {
		c[i] = make([]int64, k+1)
		c[i][0] = 1
		for j := 1; j <= min(i, k); j++ {
			c[i][j] = (c[i-1][j-1] + c[i-1][j]) % mod
		}
	}
	m, free := k/2, n-k
	f := make([]int64, free+1)
	f[0] = 1
	for bit := 1; bit <= free; bit *= 2 {
		g := make([]int64, free+1)
		for s, v := range f {
			for j := 0; j <= m && s+bit*j <= free; j += d + 1 {
				g[s+bit*j] = (g[s+bit*j] + v*c[m][j]) % mod
			}
		}
		f = g
	}
	won := c[n][k]
	for s, v := range f {
		won = (won - v*c[free-s+m][m]%mod + mod) % mod
	}
	return won
}

// TestOutputs checks every committed .out file against count, those at
// the statement's limits included.
func TestOutputs(t *testing.T) {
	solvetest.Outputs(t, "../../samples/p2490", func(in string) string {
		f := strings.Fields(in)
		n, _ := strconv.Atoi(f[0])
		k, _ := strconv.Atoi(f[1])
		d, _ := strconv.Atoi(f[2])
		return strconv.FormatInt(count(n, k, d), 10) + "\n"
	})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "the sample on three lines", In: "10\n\n4\r\n2", Out: "182\n"},
		{Name: "no room to move", In: "100 100 1\n", Out: "0\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of cells n in [1, 10000], found end of input"},
		{Name: "n = 0", In: "0 2 1\n", Err: "line 1, column 1: the number of cells n, 0, is out of range [1, 10000]"},
		{Name: "n > 10^4", In: "10001 2 1\n", Err: "line 1, column 1: the number of cells n, 10001, is out of range [1, 10000]"},
		{Name: "k > n", In: "4 6 1\n", Err: "line 1, column 3: the number of pieces k, 6, is out of range [1, 4]"},
		{Name: "k > 100", In: "10000 102 1\n", Err: "line 1, column 7: the number of pieces k, 102, is out of range [1, 100]"},
		{Name: "k odd", In: "10 3 1\n", Err: "line 1, column 4: the number of pieces k, 3, is odd; the pieces are white and black in pairs"},
		{Name: "one cell", In: "1 1 1\n", Err: "line 1, column 3: the number of pieces k, 1, is odd; the pieces are white and black in pairs"},
		{Name: "d > k", In: "10 4 5\n", Err: "line 1, column 6: the most pieces a move takes d, 5, is out of range [1, 4]"},
		{Name: "d missing", In: "10 4\n", Err: "line 2, column 1: expected the most pieces a move takes d in [1, 4], found end of input"},
		{Name: "not an integer", In: "10 4 2.0\n", Err: "line 1, column 6: expected the most pieces a move takes d in [1, 4], found \"2.0\""},
	})
}

// TestTrailing: the input ends after d.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "10 4 2\n", "182\n") }
