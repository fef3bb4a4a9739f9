// Command hdu1850 solves HDU 1850 "Being a Good Boy in Spring Festival":
// counting the winning first moves of Nim.
//
// Rules: M heaps of cards; a move takes any positive number of cards from
// one heap; the player who cannot move loses. The input is cases, each M
// and then the M heap sizes; M = 0 ends the input, as does the end of the
// file where a case would begin. For each case print the number of
// winning first moves, a move being a heap and its new size (0 when the
// first player loses).
//
// Theorem (Bouton, 1901): with s the xor of all heaps, the winning moves
// are those that lower heap i to N_i xor s, one for each heap with
// (N_i xor s) < N_i, the heaps holding s's highest bit. Why: the lost
// positions are exactly those of xor 0 (from xor 0 every move changes the
// xor; from xor s != 0 the heap holding s's highest bit can be lowered to
// leave xor 0), so a move wins iff it leaves xor 0, and a move changes one
// heap: heap i must become N_i xor s, a move only when that is smaller.
// nim.WinningMoves holds the proof.
//
// The statement has 1 < M <= 100 and 1 <= N_i <= 10^6, and no bound on
// the number of cases. M = 1 is answered too, harmlessly: the one winning
// move takes the whole heap. Heaps up to 2^63-1, empty heaps (never a
// winning move) and any M are answered.
//
// Cost: O(M) time and memory per case.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("hdu1850", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var heaps []int64
	for in.MoreInt() {
		m := in.IntIn("the number of heaps M", 0, 1<<63-1)
		if m == 0 {
			break
		}
		heaps = heaps[:0]
		for ; m > 0 && in.Err() == nil; m-- {
			heaps = append(heaps, in.IntIn("a heap size", 0, 1<<63-1))
		}
		if err := in.Err(); err != nil {
			return err
		}
		out.Int(nim.WinningMoves(heaps))
		out.Newline()
	}
	return nil
}
