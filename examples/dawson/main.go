// Command dawson decides Dawson's chess for many boards: the example that
// README's "Finding the rule" walks through, from the game's definition to
// this solution and a stress test against a brute force.
//
// Rules: a row of n heaps; a move takes 1 token from a heap of exactly 1,
// or 2 tokens from a heap of 2 or more, leaving the rest as one heap, or 3
// tokens from a heap of 3 or more, leaving the rest as one or two heaps
// (Dawson's chess on a 3×n board, Winning Ways ch. 4: the octal game
// .137). The player who cannot move loses. The input is n and then the n
// heap sizes, each up to 10^18; print "First" if the player to move wins,
// else "Second".
//
// Theorem (Sprague-Grundy): the player to move loses exactly when the xor
// of the heaps' Grundy values is 0. The values are periodic: G(n+34) =
// G(n) for every n >= 52, proved by the periodicity theorem from the values
// of heaps below 141 (judge sg .137). The function below is what
// "judge sg -go .137" prints; the tests check it is still what it prints,
// and the solution against a search of every position with pkg/game.
//
// Cost: O(1) time and memory per heap.
package main

import "gametheory/pkg/fastio"

func main() { fastio.Main("dawson", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	x := 0
	for n := in.IntIn("the number of heaps n", 1, 1e5); n > 0; n-- {
		x ^= grundy(in.IntIn("a heap size", 0, 1e18))
	}
	if err := in.Err(); err != nil {
		return err
	}
	if x != 0 {
		out.String("First\n")
	} else {
		out.String("Second\n")
	}
	return nil
}

// grundy returns the Grundy value of a heap of n >= 0 tokens in .137:
// preperiod 52, period 34, proved by the periodicity theorem (judge sg .137).
func grundy(n int64) int {
	// G(n) for n >= 52 is value (n-52) mod 34 of per, 4 bits a value,
	// six bits a character from '#', lowest first.
	const per = "V#4/C'$3X?')D#6'S/E378,"
	s, i := per, (n%34+16)%34
	switch n {
	case 0, 14, 34:
		return 0
	case 16, 17, 31, 51:
		return 2
	}
	v := 0
	for k := int64(0); k < 4; k++ {
		bit := 4*i + k
		v |= int(s[bit/6]-'#') >> (bit % 6) & 1 << k
	}
	return v
}
