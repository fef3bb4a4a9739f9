// Command poj1704 solves POJ 1704 "Georgia and Bob": staircase Nim.
//
// Rules: N pieces stand on distinct cells of a row numbered 1, 2, ... from
// the left; a move takes one piece one or more cells to the left, never
// onto or past another piece and never past cell 1; the player who cannot
// move loses. The input is T, then T cases, each N and then the N cells of
// the pieces in any order; the input ends after the T cases. For each case
// print "Georgia will win" if Georgia, who moves first, wins, else "Bob
// will win" (the statement's third answer, "Not sure", never applies: the
// game is finite, so one player has a winning strategy).
//
// Theorem: sort the cells, pair the pieces from the right (the last with
// the one before it, and so on), the first piece with a piece fixed at
// cell 0 when N is odd, and call a pair's gap the number of empty cells
// between its two pieces. The player to move loses exactly when the xor
// of the gaps is 0. Why: a move changes exactly one gap. Moving the right
// piece of a pair narrows its gap by any amount up to the gap, a move of
// Nim on it; moving the left piece of a pair widens its gap, and changes
// the space between pairs, which counts for nothing. So from xor 0 every
// move leaves a non-zero xor, and from a non-zero xor the move of Nim
// that leaves xor 0 (Bouton) is a move of the right piece of some pair.
// The position without moves, the pieces on cells 1 to N, has every gap
// 0; each move lowers the sum of the cells, so by induction on that sum
// the positions with xor 0 are exactly the lost ones.
//
// Cells up to 2^63-1 and any N are answered (the statement has cells up
// to 10000 and N <= 1000); two pieces on one cell break the statement's
// promise and are an error.
//
// Cost: O(N log N) time per case, for the sort, and O(N) memory.
package main

import (
	"slices"
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("poj1704", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var cells []int64
	taken := make(map[int64]bool)
	for t := in.IntIn("the number of test cases T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		cells = cells[:0]
		clear(taken)
		for n := in.IntIn("the number of pieces N", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			c := in.IntIn("a piece's cell", 1, 1<<63-1)
			if taken[c] {
				in.Fail("two pieces on cell " + strconv.FormatInt(c, 10))
			}
			taken[c] = true
			cells = append(cells, c)
		}
		if err := in.Err(); err != nil {
			return err
		}
		if gaps(cells) != 0 {
			out.String("Georgia will win\n")
		} else {
			out.String("Bob will win\n")
		}
	}
	return nil
}

// gaps sorts the cells and returns the xor of the gaps inside the pairs
// taken from the right, the first piece paired with cell 0 when their
// number is odd.
func gaps(cells []int64) int64 {
	slices.Sort(cells)
	var x int64
	for i := len(cells) - 1; i >= 0; i -= 2 {
		left := int64(0)
		if i > 0 {
			left = cells[i-1]
		}
		x ^= cells[i] - left - 1
	}
	return x
}
