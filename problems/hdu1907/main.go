// Command hdu1907 solves HDU 1907 "John": misère Nim.
//
// Rules: N heaps of stones; a move takes any positive number of stones
// from one heap, and whoever takes the last stone loses. The input is T,
// then T cases, each N and then the N heap sizes; the input ends after the
// T cases. For each case print "John" if John, who moves first, wins, else
// "Brother".
//
// Theorem (Bouton, 1901; the anti-SG theorem's case for Nim): if every
// heap is 1, John wins exactly when the xor of the heaps is 0, that is
// when the number of heaps is even; if some heap is 2 or more, exactly
// when the xor is not 0, as in normal Nim. Why (nim.MisereWins gives the
// whole proof): the positions the rule calls lost can only be left for
// won ones, since a move from an odd number of 1s leaves an even number,
// and from xor 0 with a heap >= 2 it leaves another heap >= 2 and a xor
// that is not 0; from a won position a move reaches a lost one: take a 1
// from an even number of 1s, lower a lone heap >= 2 to 0 or 1 to leave an
// odd number of 1s, or else make Bouton's move to xor 0, which leaves a
// heap >= 2. The empty position is won (the player to move took no last
// stone), and induction on the stones does the rest.
//
// Heaps up to 2^63-1, empty heaps and any N are answered (the statement
// has 1 <= N <= 47 and 1 <= A_i <= 4747). Empty heaps change nothing; a
// case without stones is John's, as misère play has it: he cannot move,
// so he cannot take the last stone.
//
// Cost: O(N) time and memory per case.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("hdu1907", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var heaps []int64
	for t := in.IntIn("the number of test cases T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		heaps = heaps[:0]
		for n := in.IntIn("the number of heaps N", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			heaps = append(heaps, in.IntIn("a heap size", 0, 1<<63-1))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if nim.MisereWins(heaps) {
			out.String("John\n")
		} else {
			out.String("Brother\n")
		}
	}
	return nil
}
