// Command poj2348 solves POJ 2348 "Euclid's Game" (also HDU 1525).
//
// Rules: two positive integers; a move subtracts a positive multiple of
// the smaller from the larger, which must stay >= 0; whoever makes one of
// them 0 wins. Stan moves first. The input is lines of two positive
// integers, the line "0 0" ending it; for each pair print "Stan wins" if
// Stan wins, else "Ollie wins". The end of the file after a whole pair
// also ends the input, as judges' data sometimes lack the "0 0"; a pair
// cut off is an error.
//
// Theorem: with a >= b > 0, the player to move wins if b divides a (he
// subtracts a itself down to 0) or a >= 2b; otherwise, b < a < 2b, the
// only move is to (a-b, b), and he wins exactly when that pair is lost.
// Why a >= 2b wins when b does not divide a: with r = a mod b, the moves
// include (r, b) and (r+b, b), and the only move from (r+b, b) is to
// (r, b); so one of the two is lost, and the player moves to it. Package
// euclid proves the rule against the search and applies it by walking
// the forced moves, as Euclid's algorithm walks the remainders.
//
// Numbers up to 2^63-1 are answered (the statement has them below 2^31),
// and a pair with one 0, the game already over, is "Ollie wins": Stan
// has no move, since the 0 was made before him.
//
// Cost: O(log(a+b)) per pair, at most 91 forced moves below 2^64, and
// O(1) memory.
package main

import (
	"gametheory/pkg/euclid"
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("poj2348", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		a := in.IntIn("a number of the pair", 0, 1<<63-1)
		b := in.IntIn("a number of the pair", 0, 1<<63-1)
		if err := in.Err(); err != nil {
			return err
		}
		if a == 0 && b == 0 {
			break
		}
		if euclid.Wins(uint64(a), uint64(b)) {
			out.String("Stan wins\n")
		} else {
			out.String("Ollie wins\n")
		}
	}
	return nil
}
