// Command poj2368 solves POJ 2368 "Buttons" (also Timus 1023): choosing
// the Bash game's limit.
//
// Rules: K buttons; players alternately take from 1 to L of them; the one
// who takes the last wins. Given K, print the smallest L with 2 <= L < K for
// which the second player wins, or 0 if there is none.
//
// Theorem (Bash game): with moves 1..L, the player to move at n buttons loses
// exactly when L+1 divides n. Why: from a multiple of L+1 every move leaves a
// non-multiple, and from a non-multiple taking n mod (L+1), between 1 and L,
// leaves a multiple; 0 is a multiple and has no move. So the answer is d-1
// for the smallest divisor d >= 3 of K. It always exists for K >= 3 (d = K
// gives L = K-1), so 0 is printed only for K < 3.
//
// The smallest divisor >= 3 is 3, 4 or odd: an even one 2m with m >= 3 has
// the smaller divisor m. Below √K only 3, 4 and odd d are tried; past √K
// the divisors are K/e with e <= √K, and only e = 1, 2 are left.
//
// Cost: O(√K) time (about √K/2 divisions), O(1) memory.
package main

import (
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("poj2368", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	k := in.IntIn("the number of buttons K", 0, 1<<63-1)
	if err := in.Err(); err != nil {
		return err
	}
	out.Int64(smallestL(k))
	out.Newline()
	return nil
}

// smallestL returns the smallest L in [2, K) with which the second player
// wins, or 0 if none does.
func smallestL(k int64) int64 {
	switch {
	case k < 3:
		return 0
	case k%3 == 0:
		return 2
	case k%4 == 0:
		return 3
	}
	for d := int64(5); d <= k/d; d += 2 {
		if k%d == 0 {
			return d - 1
		}
	}
	if k%2 == 0 && k/2 >= 3 {
		return k/2 - 1
	}
	return k - 1
}
