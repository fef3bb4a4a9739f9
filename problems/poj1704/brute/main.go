// Command brute answers poj1704 (Georgia and Bob) by searching the game of
// the pieces to its end with internal/gametree, without staircase Nim:
// slow, and the reference "judge stress poj1704" checks the solution
// against. It rejects input outside the statement's limits (1 <= T <= 20,
// 1 <= N <= 1000, distinct cells 1 <= P_i <= 10000) with exit status 1,
// so it is also the validator; and, with the same status and a message
// saying so, pieces past cell 20, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("poj1704 brute", solve) }

// most is the last cell searched: a position is then the set of cells
// holding a piece, a bit each; those reachable from N pieces on cells up
// to 20 are at most C(20, 10) = 184756.
const most = 20

// pieces searches positions straight from the rules: a move takes one
// piece to any empty cell left of it, past no other piece, and not past
// cell 1.
var pieces = gametree.New(func(cells uint32) []uint32 {
	var m []uint32
	left := 0 // the cell of the piece to the left, 0 for none
	for c := 1; c <= most; c++ {
		if cells&(1<<c) == 0 {
			continue
		}
		for to := left + 1; to < c; to++ {
			m = append(m, cells&^(1<<c)|1<<to)
		}
		left = c
	}
	return m
})

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 1, 20); t > 0 && in.Err() == nil; t-- {
		var cells uint32
		for n := in.IntIn("the number of pieces N", 1, 1000); n > 0 && in.Err() == nil; n-- {
			c := in.IntIn("a piece's cell", 1, 1e4)
			switch {
			case c > most:
				in.Fail("a piece on cell " + strconv.FormatInt(c, 10) + ", too many positions to search; this brute force takes cells up to " + strconv.Itoa(most))
			case cells&(1<<c) != 0:
				in.Fail("two pieces on cell " + strconv.FormatInt(c, 10))
			}
			cells |= 1 << c
		}
		if err := in.Err(); err != nil {
			return err
		}
		if pieces.Wins(cells) {
			out.String("Georgia will win\n")
		} else {
			out.String("Bob will win\n")
		}
	}
	return nil
}
