// Command p2148 solves Luogu P2148 "[SDOI2009] E&D".
//
// Rules: 2N heaps in N pairs (heaps 2k-1 and 2k); a move takes one pair,
// removes both its heaps and splits one of them into two non-empty heaps,
// which become the pair; the player who cannot move loses. The input is
// T, then T cases, each N (here the number of heaps, even) and then the N
// heap sizes; the input ends after the T cases. For each case print "YES"
// if E, who moves first, wins, else "NO".
//
// Theorem: write v(m) for the number of trailing 1 bits of m (the index
// of its lowest 0 bit). The pair (x, y) has Grundy value
// g(x, y) = v((x-1)|(y-1)); the pairs are a sum of games, so E loses
// exactly when the xor of the values is 0 (Sprague-Grundy). The rule was
// read off the table of small pairs, "go run ./problems/p2148/table -n 16",
// whose row x-1, column y-1 holds g(x, y).
//
// Proof, by induction on x+y. The options of (x, y) are the pairs (a, b),
// a, b >= 1, with a+b = x or a+b = y: each of a smaller sum, so by
// induction worth v((a-1)|(b-1)). Lemma: over all c, d >= 0 with
// c+d = p-1 (p >= 1), v(c|d) takes exactly the values k of the bits set
// in p. Each value is one: let k = v(c|d); below bit k, c|d is all ones,
// and bit k is 0 in both; so c and d below bit k+1, c' and d', are < 2^k
// with c'|d' = 2^k-1, hence 2^k <= c'+d'+1 < 2^(k+1); that is p = c+d+1
// below bit k+1, so bit k of p is set. Each set bit k is a value:
// c = 2^k-1 and d = p-2^k (bit k 0, lower bits p's) have v(c|d) = k.
// With c = a-1, d = b-1: splitting x reaches exactly the values of the
// bits set in x-1, splitting y those of y-1, so the options' values are
// the bits set in (x-1)|(y-1), and their mex is its lowest 0 bit. (The
// pair (1, 1), without options, has value 0 = v(0).) TestRule checks the
// rule against pkg/game's search on every pair up to 128, and
// TestAgainstSearch the answers against the search of whole positions of
// up to three pairs, without Grundy values.
//
// Heaps up to 2^63-1 are answered (the statement has up to 2*10^9), and
// any T and any even N; an odd N breaks the pairs and is an error.
//
// Cost: O(1) time per heap, O(1) memory.
package main

import (
	"math/bits"
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("p2148", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		n := in.IntIn("the number of heaps N", 0, 1<<63-1)
		if n%2 != 0 {
			in.Fail("the number of heaps N, " + strconv.FormatInt(n, 10) + ", is odd: the heaps come in pairs")
		}
		v := 0
		for ; n > 0 && in.Err() == nil; n -= 2 {
			x := in.IntIn("a heap size", 1, 1<<63-1)
			y := in.IntIn("a heap size", 1, 1<<63-1)
			v ^= g(x, y)
		}
		if err := in.Err(); err != nil {
			return err
		}
		if v != 0 {
			out.String("YES\n")
		} else {
			out.String("NO\n")
		}
	}
	return nil
}

// g returns the Grundy value of the pair of heaps x, y >= 1: the index
// of the lowest 0 bit of (x-1)|(y-1), at most 63.
func g(x, y int64) int {
	return bits.TrailingZeros64(^uint64((x - 1) | (y - 1)))
}
