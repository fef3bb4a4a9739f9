// Command hdu5795 solves HDU 5795 "A Simple Nim": Nim whose heaps may
// also split into three.
//
// Rules: n heaps of candies; a move either takes any positive number of
// candies from one heap or splits one heap into three non-empty heaps;
// the player who takes the last candy wins. The input is T, then T cases,
// each n and then the n heap sizes; the input ends after the T cases. For
// each case print "First player wins." if the player to move wins, else
// "Second player wins.".
//
// Theorem: a heap of x candies has the Grundy value g(0) = 0 and, for
// k >= 0, g(8k+r) = 8k+r for r = 1 to 6, g(8k+7) = 8k+8, g(8k+8) = 8k+7;
// the player to move loses exactly when the xor of the heaps' values is
// 0 (Sprague-Grundy: the heaps, and the three a split leaves, are a sum).
// So g maps each block 8k+1 .. 8k+8 onto itself, g(x) mod 8 is σ(x mod 8),
// where σ swaps 0 and 7 and fixes the rest, and g(x) - x is +1 for
// x ≡ 7, -1 for x ≡ 0 (mod 8, x > 0) and 0 otherwise.
//
// Proof, by induction on x = 8k+r, 1 <= r <= 8, with T the value claimed
// for x. Taking candies reaches g(y) for every y < x: all of 0 .. 8k, and
// the values of the block's smaller heaps, so 0 .. x-1 for r <= 7, and
// 0 .. 8k+6 with 8k+8 for r = 8. A split into a+b+c = x is worth
// v = g(a) xor g(b) xor g(c). So the mex of the options is T if (A) no
// split is worth T and (B) for r = 7 a split is worth 8k+7, which taking
// misses: 1 + 2 + (8k+4) is, as 1 xor 2 xor (8k+4) = 8k+7.
// (A): a sum and the xor of the same numbers differ by twice their
// carries: with S = g(a)+g(b)+g(c), S - v = 2D for
// D = (g(a) and g(b)) + ((g(a) xor g(b)) and g(c)) >= D8, the same
// computed on the low three bits, σ(a mod 8), σ(b mod 8), σ(c mod 8).
// And S = x + n7 - n0, with n7 and n0 the parts ≡ 7 and ≡ 0 (mod 8), while
// T = x + d, with d = +1, -1 or 0 for r = 7, 8 or else. So v = T needs
// σ(a) xor σ(b) xor σ(c) = σ(r) mod 8, and n7 - n0 - d = 2D >= 2 D8. All
// of it depends only on a, b and c mod 8, and no triple of residues meets
// it (the test checks all 512): no split is worth T.
//
// The test also checks the step itself: for every x up to 1000, the mex
// over all of x's options, valued by the rule, is the rule's value at x;
// and the values against pkg/game's search of the heap, and the answers
// against the search of whole positions, which knows no Grundy values.
//
// Beyond the statement (1 <= T <= 100, 1 <= n <= 10^6, 1 <= s_i <= 10^9)
// it answers any T and n >= 0, and heaps from 0 to 2^63-2 (2^63-1 is
// worth 2^63, past an int64).
//
// Cost: O(n) time per case and O(1) memory; the time is the reading.
package main

import "gametheory/pkg/fastio"

func main() { fastio.Main("hdu5795", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		var x int64
		for n := in.IntIn("the number of heaps n", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			x ^= value(in.IntIn("a heap size", 0, 1<<63-2))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if x != 0 {
			out.String("First player wins.\n")
		} else {
			out.String("Second player wins.\n")
		}
	}
	return nil
}

// value is the Grundy value of a heap of x candies, 0 <= x <= 2^63-2.
func value(x int64) int64 {
	switch x % 8 {
	case 0:
		if x == 0 {
			return 0
		}
		return x - 1
	case 7:
		return x + 1
	}
	return x
}
