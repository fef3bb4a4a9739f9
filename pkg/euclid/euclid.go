// Package euclid decides positions of Euclid's game, shared by poj2348 and
// hdu3595, and counts their Every-SG steps.
//
// Rules: a pair of non-negative integers; a move subtracts a positive
// multiple of the smaller number from the larger, which must stay >= 0;
// whoever makes one of them 0 wins. A pair holding a 0 is finished: the
// player to move there has lost (the other made the 0), as in every game
// where the player who cannot move loses. Equal numbers a = a: the only
// moves make a 0 at once.
//
// Theorem: let a >= b > 0, q = ⌊a/b⌋ and r = a mod b. The player to move
// wins if r = 0 (subtract qb) or q >= 2; otherwise (b < a < 2b) the only
// move is to (b, r), and the player wins exactly when (b, r) is lost. Why
// q >= 2 wins when r > 0: among the moves are (b, r) itself and (r+b, b),
// whose only move is to (b, r); one of the two is lost, and the player
// moves there. The numbers shrink as in Euclid's algorithm, so deciding a
// pair takes one step per quotient: O(log(a+b)) divisions, at most 91
// for numbers below 2^64 (Lamé: k divisions need a >= F(k+2), with
// F(1) = F(2) = 1, and F(94) > 2^64).
package euclid

// Wins reports whether the player to move at the pair (a, b) wins. A pair
// holding a 0 is lost: the game there is over.
func Wins(a, b uint64) bool {
	if a < b {
		a, b = b, a
	}
	if b == 0 {
		return false
	}
	// Walk the chain of forced moves (q = 1) to the first pair that the
	// rule decides; each forced move hands the turn over. A forced move
	// leaves a remainder r > 0, so b never becomes 0 here.
	mover := true
	for a/b == 1 && a%b != 0 {
		a, b = b, a-b
		mover = !mover
	}
	return mover
}

// Steps returns the step count of the Every-SG theorem (the suspense
// number of Winning Ways) of the pair (a, b): how long the game on it
// lasts when the player who wins delays winning as long as he can and the
// other hurries to lose. It is 0 for a finished pair; for a won pair, one
// more than the greatest step count of a move to a lost pair; for a lost
// pair, one more than the least step count over all moves. It is odd
// exactly when the pair is won.
//
// Theorem: with a >= b > 0, q = ⌊a/b⌋, r = a mod b and s, w the steps
// and the outcome of (b, r):
//
//   - r = 0: steps 1. The only lost move is to the finished pair (0, b);
//     every other move, to (jb, b) with j >= 1, is won.
//   - q = 1: steps s+1, (b, r) being the only move.
//   - q >= 2, r > 0: the pair is won; its lost moves are among (b, r) and
//     (r+b, b), the moves to (r+jb, b) with j >= 2 being won by the rule
//     q >= 2. If w is false, (b, r) is the lost move: steps s+1. If w is
//     true, (r+b, b) is, whose only move is to (b, r): steps s+2.
//
// So Steps walks the Euclid chain to its end and adds up backwards, in
// O(log(a+b)) time, without recursion.
func Steps(a, b uint64) int {
	if a < b {
		a, b = b, a
	}
	// big[i] records whether the i-th quotient of the chain is >= 2;
	// Lamé's bound (see the package comment) keeps it within 90 entries,
	// the last of at most 91 divisions ending the loop.
	var big [96]bool
	n := 0
	for b != 0 && a%b != 0 {
		big[n] = a/b >= 2
		n++
		a, b = b, a%b
	}
	if b == 0 { // the pair held a 0 from the start
		return 0
	}
	steps, won := 1, true // the last pair of the chain: r = 0
	for i := n - 1; i >= 0; i-- {
		switch {
		case !big[i]:
			steps, won = steps+1, !won
		case won:
			steps += 2
		default:
			steps, won = steps+1, true
		}
	}
	return steps
}
