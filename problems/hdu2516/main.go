// Command hdu2516 solves HDU 2516 "取石子游戏": Fibonacci Nim.
//
// Rules: one heap of n stones; the first move takes any number of stones
// but not all; after that each move takes at least 1 and at most twice
// what the opponent just took; whoever takes the last stone wins. The
// input is lines with n, the line "0" ending it; for each print "Second
// win" if the second player wins, else "First win". The end of the file
// after a whole case also ends the input, as judges' data sometimes lack
// the "0".
//
// Theorem (Whinihan, 1963): the second player wins exactly when n is a
// Fibonacci number 1, 2, 3, 5, 8, ... Why: write the stones left as a sum
// of non-consecutive Fibonacci numbers (Zeckendorf: one way only), and let
// z be the smallest term. The player to move, allowed to take up to m,
// wins exactly when z <= m. If so he takes z: the next smallest term is
// at least the Fibonacci number two places above z, more than 2z, out of
// the opponent's reach. If z > m, any take k <= m < z leaves a heap whose
// smallest term is at most 2k (the terms above z stay; F(j) - k, for k <
// F(j), has a smallest term of at most 2k, by induction on j: for k <
// F(j-2) it is F(j-1) + (F(j-2) - k), else F(j-1) - (k - F(j-2))), so the
// opponent can take it. The first move may take up to n-1: it wins
// unless the smallest term is n itself, that is unless n is a Fibonacci
// number. (The winning first move takes z; the output does not ask it.)
//
// n = 1 (no first move: "Second win") and n up to 2^63-1 are answered
// (the statement has 2 <= n < 2^31).
//
// Cost: O(log n) per case, at most 91 Fibonacci numbers, O(1) memory.
package main

import "gametheory/pkg/fastio"

func main() { fastio.Main("hdu2516", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		n := in.IntIn("the number of stones n", 0, 1<<63-1)
		if err := in.Err(); err != nil {
			return err
		}
		if n == 0 {
			break
		}
		if fibonacci(uint64(n)) {
			out.String("Second win\n")
		} else {
			out.String("First win\n")
		}
	}
	return nil
}

// fibonacci reports whether n < 2^63 is one of 1, 2, 3, 5, 8, ...: it
// walks the numbers a up to the first >= n. No sum overflows: while
// a < n, a < 2^63, the next a < 2^64 is a sum of two numbers below 2^63,
// and the sum after it, which may wrap, is no longer read once a >= n.
func fibonacci(n uint64) bool {
	a, b := uint64(1), uint64(2)
	for a < n {
		a, b = b, a+b
	}
	return a == n
}
