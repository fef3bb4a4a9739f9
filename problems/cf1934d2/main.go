// Command cf1934d2 plays XOR Break, Codeforces 1934D2 "XOR Break — Game
// Version", as Alice against the jury's Bob, and wins every game within
// the 63 breaks it is allowed.
//
// Rules: a game starts from n (1 <= n <= 10^18). The player holding p
// must break it into p1 and p2 with 0 < p1, p2 < p and p1 xor p2 = p; a
// player who cannot (p is a power of two) loses. Otherwise the opponent
// picks p1 or p2 and must break it in turn. The jury prints t, then for
// each game n. The program says "first" or "second", which player Alice
// is; on her turn she prints a break "p1 p2" of n or of one of the two
// numbers Bob printed last, and on his turn reads Bob's break of one of
// hers, or "0 0": Bob cannot break (or gives up), the game is won and the
// next one starts. A wrong line, or a 63rd break of Alice's in a game that
// leaves Bob a number he can break, is answered with "-1 -1", after which
// the program must stop. Each line is flushed as it is written, since the
// jury waits for it.
//
// Theorem: the player who must break p wins iff popcount(p), the number
// of its 1 bits, is even. Why: a bit of p1 xor p2 is set iff it is set in
// exactly one of them, so popcount(p1) + popcount(p2) has the parity of
// popcount(p). An odd p (a power of two included) is lost: each break of
// it has one piece of even popcount, which the opponent picks, and a power
// of two has no break at all. An even p is won: it has two bits or more,
// and the break (its highest bit, the rest) leaves two pieces of odd
// popcount, both lost for the opponent; induction on p, since the pieces
// are smaller. So the program says "first" iff popcount(n) is even, and
// on each turn breaks the one number of even popcount there is (n, or
// the piece of Bob's break that is even) as (highest bit, rest).
//
// At most 59 breaks: let the program break q, whose highest bit is 2^h.
// It leaves 2^h, which cannot be broken, and r = q - 2^h < 2^h. Bob must
// break r or give up, and both pieces of his break are below r, so the
// number the program breaks next is below 2^h: the highest bit of what the
// program breaks falls by one at least each turn. It starts at h <= 59
// (n <= 10^18 < 2^60, and Bob's pieces of n are below n) and stays >= 1
// (an even popcount takes two bits): 59 breaks at most, and 62 for any n
// below 2^63. The tests play this strategy against every Bob on every
// n < 2^12: the longest game he can force has 8 breaks of the program's;
// the jury's hard Bob makes it break 54 times from n = 864691128455135227.
// Splitting off the lowest bit instead also wins, but then Bob keeps the
// high bits in play: handed q - 1 or q - 2 each turn, he still holds
// 999999999999736794 after the program's 63 breaks from n = 10^18, and
// the jury stops it there.
//
// Sample-1 (the statement's n, a Bob who plays at random with seed 22)
// as it plays out, the jury's lines at the left, the program's indented:
//
//	4
//	1
//	        second
//	0 0
//	3
//	        first
//	        2 1
//	0 0
//	13
//	        second
//	10 7
//	        8 2
//	0 0
//	777777770001
//	        first
//	        549755813888 228021956113
//	0 0
//
// It stops at once, returning an error, when the jury prints -1, and it
// checks the jury's breaks. Over a pipe it never waits for input that it
// has: fastio's Reader asks for more only when the token it needs is not
// whole in its buffer, that is, not yet followed by whitespace, and every
// line ends in a newline. After the last game solve returns, and
// fastio.Main ends at the end of the input, when the jury exits.
//
// Cost: O(1) time per break and O(1) memory; n up to 2^63-1 works (the
// statement: 10^18).
package main

import (
	"math/bits"
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("cf1934d2", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of games t", 0, 1<<63-1); t > 0; t-- {
		n := in.IntIn("n", 1, 1<<63-1)
		if err := in.Err(); err != nil {
			return err
		}
		held := [2]int64{n} // the numbers the jury may break; 0 is none
		if even(n) {
			out.String("first\n")
			held = move(out, n)
		} else {
			out.String("second\n")
		}
		for {
			if err := out.Flush(); err != nil {
				return err
			}
			x, y := read(in, held)
			if err := in.Err(); err != nil {
				return err
			}
			if x == 0 {
				break // the jury cannot break, or gives up: the game is won
			}
			held = move(out, pick(x, y))
		}
	}
	return nil
}

// even reports whether p has an even number of 1 bits: whether the player
// who must break p wins.
func even(p int64) bool { return bits.OnesCount64(uint64(p))%2 == 0 }

// pick returns the piece of the jury's break x, y that the program breaks
// next: the one of even popcount. The program's numbers have odd
// popcount, so exactly one piece of a break of either has it.
func pick(x, y int64) int64 {
	if even(x) {
		return x
	}
	return y
}

// split returns the program's break of p, which has an even popcount: its
// highest bit, and the rest.
func split(p int64) (high, rest int64) {
	high = int64(1) << (bits.Len64(uint64(p)) - 1)
	return high, p - high
}

// move writes the break of p and returns its two pieces.
func move(out *fastio.Writer, p int64) [2]int64 {
	high, rest := split(p)
	out.Int64(high)
	out.Byte(' ')
	out.Int64(rest)
	out.Newline()
	return [2]int64{high, rest}
}

// read reads the jury's line: a break of one of the numbers held, or "0 0"
// (returned as x = 0). A -1 instead is the jury's word that the program
// has lost, which ends the program: an error, so that it stops reading at
// once.
func read(in *fastio.Reader, held [2]int64) (x, y int64) {
	const what = "a number of the jury's break"
	if x = in.IntIn(what, -1, 1<<63-1); x == -1 {
		in.Fail("the jury printed -1: it judged the program wrong")
		return 0, 0
	}
	y = in.IntIn(what, 0, 1<<63-1)
	if in.Err() != nil || x == 0 && y == 0 {
		return x, y
	}
	if p := x ^ y; p != held[0] && p != held[1] || x == 0 || x >= p || y == 0 || y >= p {
		of := strconv.FormatInt(held[0], 10)
		if held[1] != 0 {
			of += " or " + strconv.FormatInt(held[1], 10)
		}
		in.Fail("the jury's break " + strconv.FormatInt(x, 10) + " " + strconv.FormatInt(y, 10) + " is not a break of " + of)
	}
	return x, y
}
