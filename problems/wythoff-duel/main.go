// Command wythoff-duel plays Wythoff's game, POJ 1067's, against a jury
// and wins every game: the project's own interactive problem.
//
// Rules: two piles of stones; a move takes any positive number of stones
// from one pile, or the same positive number from both; whoever takes the
// last stone wins. The jury prints T, then for each game a line "a b", the
// piles. The program answers "First" or "Second", whether it moves first,
// and the players alternate, a move being a line "x y": x stones taken
// from the first pile and y from the second. A game at "0 0" has no move:
// whoever moves second has won it. After a wrong line or a lost game the
// jury prints "-1 -1" and stops; after the last game it prints nothing
// more. Each line must be flushed as it is written, since the jury waits
// for it.
//
// Theorem (Wythoff, 1907): the lost positions are the pairs {⌊kφ⌋,
// ⌊kφ⌋+k}, k = 0, 1, 2, ..., with φ = (1+√5)/2, and from any other
// position some move reaches one; package wythoff proves it and finds that
// move in exact integer arithmetic. So the program moves first exactly
// when the start is not lost, and then always moves to a lost position.
// Why it wins: from a lost position every move of the jury's leads to a
// won one, where the program moves to a lost one again; the stones run
// out, and (0, 0), where the player to move has lost, is reached by a move
// of the program's.
//
// Sample-1 (T = 3, the piles of POJ 1067's sample, seed 1) as it plays
// out, the jury's lines at the left, the program's indented:
//
//	3
//	2 1
//	        Second
//	1 1
//	        1 0
//	8 4
//	        First
//	        1 0
//	4 4
//	        3 0
//	4 7
//	        Second
//	0 6
//	        2 0
//	0 1
//	        2 0
//
// It stops at once, returning an error, when the jury prints -1, and it
// checks the jury's moves. Over a pipe it never waits for input that it
// has: fastio's Reader asks for more only when the token it needs is not
// whole in its buffer, that is, not yet followed by whitespace, and every
// line ends in a newline. After the last game solve returns, and
// fastio.Main ends at the end of the input, when the jury exits.
//
// Cost: O(1) time per move and O(1) memory; piles up to 2^63-1 work
// (the statement: 10^9).
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
	"gametheory/pkg/wythoff"
)

func main() { fastio.Main("wythoff-duel", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of games T", 0, 1<<63-1); t > 0; t-- {
		a, b := read(in, "a pile size")
		if err := in.Err(); err != nil {
			return err
		}
		mine := !wythoff.Lost(a, b)
		if mine {
			out.String("First\n")
		} else {
			out.String("Second\n")
		}
		if err := out.Flush(); err != nil {
			return err
		}
		for a != 0 || b != 0 {
			var x, y int64
			if mine {
				// The position is won: it is the start, or the jury left
				// it, and every move from a lost position leads to a won one.
				x, y, _ = wythoff.Move(a, b)
				out.Int64(x)
				out.Byte(' ')
				out.Int64(y)
				out.Newline()
				if err := out.Flush(); err != nil {
					return err
				}
			} else {
				x, y = read(in, "a number of stones")
				if in.Err() == nil && !wythoff.Legal(a, b, x, y) {
					in.Fail("the jury's move " + pair(x, y) + " is not legal at " + pair(a, b))
				}
				if err := in.Err(); err != nil {
					return err
				}
			}
			a, b = a-x, b-y
			mine = !mine
		}
	}
	return nil
}

// read reads a line of two numbers from the jury. A -1 instead of the
// first is the jury's word that the program has lost, which ends the
// program: an error, so that it stops reading at once.
func read(in *fastio.Reader, what string) (int64, int64) {
	x := in.IntIn(what, -1, 1<<63-1)
	if x == -1 {
		in.Fail("the jury printed -1: it judged the program wrong")
		return 0, 0
	}
	return x, in.IntIn(what, 0, 1<<63-1)
}

// pair shows two numbers as a line shows them.
func pair(x, y int64) string {
	return strconv.FormatInt(x, 10) + " " + strconv.FormatInt(y, 10)
}
