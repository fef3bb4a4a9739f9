// Command hdu3595 solves HDU 3595 "GG and MM": Every-SG over Euclid's
// games.
//
// Rules: N Euclid's games, each a pair p q: a move subtracts a positive
// multiple of the smaller number from the larger, which must stay >= 0,
// and a pair holding a 0 is finished. On each turn the player must move
// in every game not finished; whoever makes the last move of all wins.
// MM moves first. The input is cases until the end of input, each N and
// then N pairs p q; for each print "MM" if MM wins, else "GG".
//
// Theorem (Every-SG; the suspense numbers of Winning Ways, ch. 9): give
// each game its step count, 0 when finished; for a won position, one more
// than the greatest step count of a move to a lost position; for a lost
// one, one more than the least step count of any move. A won position has
// an odd count, a lost one an even count. MM wins exactly when the
// greatest count over the games is odd. Why: from a won game of count s
// there is a move to a lost one of count s-1 and none to a lost one above
// s-1; from a lost game of count s every move is to a won game, none of
// count below s-1. With the greatest count S odd, MM moves each won game
// to count s-1 and each lost one (s <= S-1) to its least, s-1 <= S-2: the
// greatest becomes S-1, even, and it is GG's turn. With S even (S = 0:
// no move at all, MM has lost), any move turns the game of count S into a
// won game of count >= S-1, while the lost games reached elsewhere have
// counts <= S-2: the greatest becomes odd. So by induction on the length
// of the game the rule holds. Package euclid computes a pair's count
// along Euclid's algorithm and proves it against the search.
//
// N = 0 (no games, MM cannot move: "GG") and numbers up to 2^63-1 are
// answered (the statement has 1 <= N <= 1000 and 0 <= p, q <= 1000).
//
// Cost: O(log(p+q)) per pair, O(1) memory.
package main

import (
	"gametheory/pkg/euclid"
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("hdu3595", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		most := 0
		for n := in.IntIn("the number of games N", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			p := in.IntIn("a number p or q of a game", 0, 1<<63-1)
			q := in.IntIn("a number p or q of a game", 0, 1<<63-1)
			most = max(most, euclid.Steps(uint64(p), uint64(q)))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if most%2 == 1 {
			out.String("MM\n")
		} else {
			out.String("GG\n")
		}
	}
	return nil
}
