// Command cf1537d solves Codeforces 1537D "Deleting Divisors": a parity
// argument.
//
// Rules: a positive integer n; a move subtracts from n one of its
// divisors other than 1 and n itself; Alice moves first, and the player
// who cannot move loses. The input is t, then t cases, each n; the input
// ends after them. For each case print "Alice" if Alice wins, else "Bob".
//
// Theorem: the player to move at n wins exactly when n is even and is not
// 2^k for an odd k: an odd n is lost, an even n that is not a power of
// two is won, and 2^k is won for even k >= 2 and lost for odd k. Why, by
// induction on n (every move lowers it):
//   - Odd n: every divisor d it has is odd, so n-d is even, and d, which
//     divides n-d and is neither 1 nor n-d (odd against even), is a move
//     from n-d. So every move leaves an even number that is not a power of
//     two, won by induction; a prime and 1 have no move at all. Lost.
//   - Even n, not a power of two: it has an odd divisor d > 1, d != n, and
//     n-d is odd, lost by induction. Won.
//   - n = 2^k: its divisors other than 1 and n are 2^j, 0 < j < k. For
//     j < k-1, 2^k - 2^j = 2^j (2^(k-j) - 1) is even with an odd factor
//     above 1: won for the opponent. The one move left is to 2^(k-1), so
//     2^k is won exactly when 2^(k-1) is lost; 2 has no move, so 2^k is
//     lost for odd k and won for even k >= 2 (and 1 = 2^0 is odd: lost).
//
// So the answer is two bit tests: n&(n-1) == 0 for a power of two, and the
// parity of n's trailing zero bits, exact for every n, where a floating
// point log2 is not.
//
// Beyond the statement (1 <= t <= 10^4, 1 <= n <= 10^9) it answers any t
// >= 0 and n up to 2^63-1; n = 0, which every number divides, is a range
// error.
//
// Cost: O(1) per case.
package main

import (
	"math/bits"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("cf1537d", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases t", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		n := in.IntIn("n", 1, 1<<63-1)
		if err := in.Err(); err != nil {
			return err
		}
		if wins(uint64(n)) {
			out.String("Alice\n")
		} else {
			out.String("Bob\n")
		}
	}
	return nil
}

// wins reports whether the player to move at n >= 1 wins.
func wins(n uint64) bool {
	if n%2 == 1 {
		return false
	}
	return n&(n-1) != 0 || bits.TrailingZeros64(n)%2 == 0
}
