// Command hdu3032 solves HDU 3032 "Nim or not Nim?": Lasker's Nim.
//
// Rules: N heaps of stones; a move either takes any positive number of
// stones from one heap or splits one heap into two non-empty heaps; the
// player who cannot move loses. The input is T, then T cases, each N and
// then the N heap sizes; the input ends after the T cases. For each case
// print "Alice" if Alice, who moves first, wins, else "Bob".
//
// Theorem: a heap of x stones has the Grundy value g(x) = x-1 for
// x ≡ 0 (mod 4), x for x ≡ 1 or 2, x+1 for x ≡ 3, and g(0) = 0, and the
// player to move loses exactly when the xor of the heaps' values is 0.
// Why: the heaps are independent games and a split leaves two of them, so
// by the Sprague-Grundy theorem the position is worth the xor of its
// heaps' values, each the mex of its options' values; nim.Lasker proves
// the values by induction on x, looking at the options mod 4.
//
// The statement's largest heap, 2^31-1, has the value 2^31, past a 32-bit
// int: the values are int64 throughout, and heaps up to 2^63-2 are
// answered, as are empty heaps and cases of no heaps (the statement has
// 1 <= S <= 2^31-1 and 1 <= N <= 10^6).
//
// Cost: O(N) time per case and O(1) memory; the time is the reading of
// the input, some 11 MB for a case of 10^6 heaps of 10 digits.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("hdu3032", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		var x int64
		for n := in.IntIn("the number of heaps N", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			x ^= nim.Lasker(in.IntIn("a heap size", 0, 1<<63-2))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if x != 0 {
			out.String("Alice\n")
		} else {
			out.String("Bob\n")
		}
	}
	return nil
}
