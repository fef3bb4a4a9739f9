// Command brute answers agc002e (Candy Piles) by searching the game with
// internal/gametree, both moves tried from every position, under the rule
// that eating the last candy loses, without the diagram's theory: slow,
// and the reference "judge stress agc002e" checks the solution against.
// It rejects input outside the statement's limits (1 <= N <= 10^5,
// 1 <= a_i <= 10^9) with exit status 1, so it is also the validator; and,
// with the same status and a message saying so, more than 24 piles or a
// pile above 255, more than its positions hold.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("agc002e brute", solve) }

// mostPiles and mostCandies bound what a position holds: from them, at
// most 24 * 255 positions are reached.
const mostPiles, mostCandies = 24, 255

var search = gametree.New(gametree.CandyMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of piles N", 1, 1e5)
	if n > mostPiles {
		in.Fail(strconv.FormatInt(n, 10) + " piles, more than this brute force searches, " + strconv.Itoa(mostPiles))
	}
	var piles []int
	for ; n > 0 && in.Err() == nil; n-- {
		a := in.IntIn("a pile a_i", 1, 1e9)
		if a > mostCandies {
			in.Fail("a pile of " + strconv.FormatInt(a, 10) + ", more than this brute force searches, " + strconv.Itoa(mostCandies))
		}
		piles = append(piles, int(a))
	}
	if err := in.Err(); err != nil {
		return err
	}
	if search.MisereWins(game.NewMultiset(piles...)) {
		out.String("First\n")
	} else {
		out.String("Second\n")
	}
	return nil
}
