// Command p1247 solves Luogu P1247 "取火柴游戏": Nim, printing the winning
// move.
//
// Rules: k piles of matches; a move takes any positive number of matches
// from one pile; the player who cannot move loses. The input is k and then
// the k pile sizes. If the player to move first loses, print "lose".
// Otherwise print "a b", a winning move that takes a matches from pile b
// (piles numbered from 1), the smallest such move by <b, a>, and on the next
// line the k pile sizes after it.
//
// Theorem (Bouton, 1901): with X the xor of all pile sizes, the player to
// move loses exactly when X = 0, and the winning moves are exactly "lower
// pile i to n_i xor X" for the i with (n_i xor X) < n_i. Why: a move changes
// one pile, so from X = 0 every move leaves a non-zero xor; a move to xor 0
// must set pile i to the one value n_i xor X, which is a legal move only if
// it is smaller than n_i; and when X != 0 the pile holding X's highest bit
// qualifies. Each pile thus has at most one winning move, so the smallest
// <b, a> is the move on the first qualifying pile.
//
// Cost: two passes over the k piles, O(k) time and memory: the sizes must be
// kept to print them, as 32-bit numbers (4 bytes a pile), so sizes up to
// 2^32-1 are answered, four times the statement's 10^9.
package main

import (
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("p1247", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	k := in.IntIn("the number of piles k", 0, 1<<63-1)
	piles := make([]uint32, 0, min(k, 1<<20)) // k itself may be a lie
	var x uint32
	for ; k > 0 && in.Err() == nil; k-- {
		n := uint32(in.IntIn("a pile size", 0, 1<<32-1))
		piles = append(piles, n)
		x ^= n
	}
	if err := in.Err(); err != nil {
		return err
	}
	if x == 0 {
		out.String("lose\n")
		return nil
	}
	b := 0
	for piles[b]^x >= piles[b] {
		b++
	}
	out.Int64(int64(piles[b] - (piles[b] ^ x)))
	out.Byte(' ')
	out.Int(b + 1)
	out.Newline()
	piles[b] ^= x
	for i, n := range piles {
		if i > 0 {
			out.Byte(' ')
		}
		out.Int64(int64(n))
	}
	out.Newline()
	return nil
}
