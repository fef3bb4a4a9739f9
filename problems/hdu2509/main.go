// Command hdu2509 solves HDU 2509 "Be the Winner": misère play of the
// octal game .777… (take any run of consecutive apples from a line),
// decided by misère Nim on the lines' lengths.
//
// Rules: n lines of apples; a move takes any positive number of
// consecutive apples from one line, which leaves it as it was shortened,
// or, taken from its middle, as two lines (from @@@, @@ or @ or @ @); the
// player who takes the last apple loses. The input is cases until the end
// of the file, each n and then the n lines' lengths. For each case print
// Yes if the player to move (Fra) wins, else No.
//
// Theorem: the player to move wins exactly when misère Nim on the lines'
// lengths says so: with every line of 0 or 1 apples, when the number of
// 1s is even; with some line of 2 or more, when the lengths' xor is not 0.
// It is the SJ theorem (anti-SG) with Grundy values equal to the lengths:
// a line of n is worth n in normal play, since it can be shortened to
// any shorter line and a split into a + b < n is worth a xor b <= a + b <
// n, never n; and a line is worth 0 only when it is empty. Why, calling L
// the positions the rule loses: every Nim move is a move here (take
// apples from an end), so from a position outside L that has a move, the
// Nim move of misère Nim's proof enters L; and no move leaves L for L.
// For a Nim move that is Bouton's argument; for a split of a line n into
// a + b: where every line is at most 1 there is nothing to split, and
// where the xor is 0 with a line of 2 or more there are two such lines (a
// lone one's highest bit would show in the xor), one of them is left, and
// the xor becomes n xor a xor b, not 0, since a xor b < n. By induction on
// the apples, L is exactly the lost positions. The lab shows the same
// from the other side: judge sg -misere -quotient on .777… finds the
// misère quotient of the heaps it reaches to be misère Nim's, each heap
// its own element (docs/sg.md).
//
// Beyond the statement (1 <= n <= 100, at most 100 apples a line) it
// answers n = 0 (Yes: the player to move cannot move and so wins), any
// n, and lines of 0 to 2^63-1 apples; a negative length is an error. The
// input ends at the end of the file or at a token that does not start as
// an integer does (a NUL or ^Z some data files end with; ignored with a
// warning) where a case would begin; a case cut off is an error.
//
// Cost: O(n) a case.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("hdu2509", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var lines []int64
	for in.MoreInt() {
		lines = lines[:0]
		for n := in.IntIn("the number of lines n", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			lines = append(lines, in.IntIn("a line's apples", 0, 1<<63-1))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if nim.MisereWins(lines) {
			out.String("Yes\n")
		} else {
			out.String("No\n")
		}
	}
	return nil
}
