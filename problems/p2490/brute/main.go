// Command brute answers p2490 (黑白棋) by searching the game of every
// placement to its end with internal/gametree, without Moore's theorem or
// any counting formula: it tries each placement of the k pieces, A to
// move, and counts those A wins. Slow, and the reference "judge stress
// p2490" checks the solution against. It rejects input outside the
// statement's limits (1 <= d <= k <= n <= 10^4, k even, k <= 100) with
// exit status 1, so it is also the validator; and, with the same status
// and a message saying so, rows of more than 16 cells, too many
// positions to search.
package main

import (
	"math/bits"
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("p2490 brute", solve) }

// most is the longest row searched: at most C(16, 8) = 12870
// placements, each with A or B to move.
const most = 16

// A position is the cells holding a piece, bit c for cell c, and whose
// turn it is.
type position struct {
	cells uint32
	white bool // A, who moves the white pieces, is to move
}

// searches holds a search per d, the most pieces a move takes.
var searches = map[int]*gametree.Game[position]{}

// search returns the search of the game whose moves take 1 to d pieces,
// straight from the rules: the pieces are white, black, white, ... from
// the left; A moves white ones to the right, B black ones to the left,
// each one or more cells, none onto or past another piece.
func search(d int) *gametree.Game[position] {
	if g := searches[d]; g != nil {
		return g
	}
	g := gametree.New(func(p position) []position {
		var cells []int
		for c := p.cells; c != 0; c &= c - 1 {
			cells = append(cells, bits.TrailingZeros32(c))
		}
		// Each piece of the mover's colour, and the cells it may go to:
		// up to the next piece in its direction, not onto it.
		var at, lo, hi []int
		for i, c := range cells {
			switch {
			case p.white && i%2 == 0:
				at, lo, hi = append(at, c), append(lo, c+1), append(hi, cells[i+1]-1)
			case !p.white && i%2 == 1:
				at, lo, hi = append(at, c), append(lo, cells[i-1]+1), append(hi, c-1)
			}
		}
		var moves []position
		var move func(i, moved int, to uint32)
		move = func(i, moved int, to uint32) {
			if i == len(at) {
				if moved > 0 {
					moves = append(moves, position{to, !p.white})
				}
				return
			}
			move(i+1, moved, to)
			if moved < d {
				for c := lo[i]; c <= hi[i]; c++ {
					move(i+1, moved+1, to&^(1<<at[i])|1<<c)
				}
			}
		}
		move(0, 0, p.cells)
		return moves
	})
	searches[d] = g
	return g
}

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of cells n", 1, 1e4)
	k := in.IntIn("the number of pieces k", 1, min(n, 100))
	if k%2 != 0 {
		in.Fail("the number of pieces k, " + strconv.FormatInt(k, 10) + ", is odd; the pieces are white and black in pairs")
	}
	d := in.IntIn("the most pieces a move takes d", 1, k)
	if n > most {
		in.Fail("a row of " + strconv.FormatInt(n, 10) + " cells, too many positions to search; this brute force takes at most " + strconv.Itoa(most))
	}
	if err := in.Err(); err != nil {
		return err
	}
	g := search(int(d))
	wins := 0
	for cells := uint32(0); cells < 1<<n; cells++ {
		if bits.OnesCount32(cells) == int(k) && g.Wins(position{cells << 1, true}) {
			wins++
		}
	}
	out.Int(wins % 1_000_000_007)
	out.Newline()
	return nil
}
