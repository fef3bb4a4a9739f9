// Command poj1067 solves POJ 1067 "取石子游戏" (also HDU 1527): Wythoff's
// game.
//
// Rules: two piles of stones; a move takes any positive number of stones
// from one pile, or the same positive number from both; the player who
// cannot move loses. The input is any number of pairs a b, until the end of
// input; for each print 1 if the player to move first wins, else 0.
//
// The input ends at the end of the file or at a token that cannot begin a
// pair, one that does not start as an integer does (a NUL or ^Z some data
// files end with): from there on it is ignored with a warning. A pair begun
// must be whole: a lone number at the end is an error, as a cut-off file is
// more likely than a stray number.
//
// Theorem (Wythoff, 1907): the lost pairs are {⌊kφ⌋, ⌊kφ⌋+k}, k = 0, 1, 2,
// ..., with φ = (1+√5)/2; package wythoff proves it and decides a pair in
// exact integer arithmetic, since float64 misjudges real inputs.
//
// Cost: O(1) per pair, O(1) memory, for piles up to 2^63-1.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/wythoff"
)

func main() { fastio.Main("poj1067", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		a := in.IntIn("a pile size", 0, 1<<63-1)
		b := in.IntIn("a pile size", 0, 1<<63-1)
		if err := in.Err(); err != nil {
			return err
		}
		if wythoff.Lost(a, b) {
			out.String("0\n")
		} else {
			out.String("1\n")
		}
	}
	return nil
}
