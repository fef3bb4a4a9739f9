// Command split solves the second puzzle of the 编程之美 "NIM" chapter:
// divide the stones, then play Nim with the other player first.
//
// Rules: N stones. Player A divides them into any number of non-empty
// piles; then the players play Nim on those piles, B moving first: a move
// takes any positive number of stones from one pile, and the player who
// cannot move loses. The input is T and then T numbers N; for each print
// "A x y", a split into two piles x >= y that wins for A, when A can win,
// else "B".
//
// Theorem (the seed's claim, which holds): A wins exactly when N is even,
// with the two piles N/2 and N/2. Why: by Bouton's theorem B, moving first,
// loses exactly when the xor of the piles is 0. The lowest bit of the xor is
// the parity of the sum, so for odd N every split leaves a non-zero xor and
// B wins; for even N the split N/2, N/2 has xor 0 (A mirrors each of B's
// moves on the other pile). Two piles x >= y have xor 0 only when x = y, so
// that split is the only two-pile answer.
//
// Cost: O(1) time and memory per N, for any N up to 2^63-1.
package main

import (
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("split", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of tests T", 0, 1<<63-1); t > 0; t-- {
		n := in.IntIn("a number of stones N", 1, 1<<63-1)
		if err := in.Err(); err != nil {
			return err
		}
		if n%2 == 1 {
			out.String("B\n")
			continue
		}
		out.String("A ")
		out.Int64(n / 2)
		out.Byte(' ')
		out.Int64(n / 2)
		out.Newline()
	}
	return nil
}
