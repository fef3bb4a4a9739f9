// Command dpk solves AtCoder Educational DP Contest K "Stones": a
// subtraction game.
//
// Rules: a set A = {a_1 < ... < a_N} and a pile of K stones; a move
// removes exactly a_i stones for some i; the player who cannot move
// loses. The input is N and K, then a_1 ... a_N. Print "First" if Taro,
// who moves first, wins, else "Second".
//
// Theorem: a pile of k stones is won for the player to move exactly when
// some a_i <= k leaves a pile k - a_i that is lost, and a pile smaller
// than every a_i, 0 among them, is lost. Why: that is the definition of a
// won position, and every move makes the pile smaller, so deciding the
// piles in increasing order, 0 to K, decides each from piles already
// decided.
//
// The statement has 1 <= N <= 100, 1 <= K <= 10^5 and 1 <= a_1 < ... <
// a_N <= K. N = 0 and K = 0 are answered (no move: Second), as are K up
// to 10^6 and the a_i in any order, repeated or above K (a move larger
// than the pile is never possible); N stays at most 100, so that the cost
// stays at most 10^8 steps, and a_i = 0, a move that changes nothing and
// never ends the game, is an error.
//
// Cost: O(N·K) time and O(K) memory.
package main

import (
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("dpk", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of moves N", 0, 100)
	k := in.IntIn("the number of stones K", 0, 1e6)
	a := make([]int64, 0, n)
	for ; n > 0 && in.Err() == nil; n-- {
		a = append(a, in.IntIn("a move a_i", 1, 1<<63-1))
	}
	if err := in.Err(); err != nil {
		return err
	}
	won := make([]bool, k+1)
	for s := int64(1); s <= k; s++ {
		for _, m := range a {
			if m <= s && !won[s-m] {
				won[s] = true
				break
			}
		}
	}
	if won[k] {
		out.String("First\n")
	} else {
		out.String("Second\n")
	}
	return nil
}
