// Package nim holds Nim and its variants, each theorem a small function
// with its proof in its comment:
//
//   - Game plays one game of Nim as judges state it: n, then n pile sizes;
//     the answer is "Yes" if the player to move first wins, else "No".
//   - WinningMoves counts a Nim position's winning moves (Bouton).
//   - MisereWins decides misère Nim, where whoever takes the last stone
//     loses (Bouton; the anti-SG theorem).
//   - Lasker gives a heap's Grundy value in Lasker's Nim, where a move may
//     also split a heap in two.
//   - MooreLost decides Moore's Nim_k, where a move lowers up to k heaps.
//   - Product and Inverse are nim multiplication and division of 64-bit
//     numbers, the field GF(2^64) that the nimbers below 2^64 form.
//   - Tartan gives a coin's value in a two-dimensional coin-turning game
//     from the values of the one-dimensional games it is the product of.
//
// By Bouton's theorem the player to move loses exactly when the xor of the
// pile sizes is 0: every move from xor 0 changes one pile and so the xor,
// and from xor X != 0 the pile a holding X's highest bit can be lowered to
// a xor X < a, which leaves xor 0.
package nim

import "gametheory/pkg/fastio"

// Game reads one game and writes its answer and a newline. It reads n and
// the n sizes, requiring them to be >= 0, in O(n) time and O(1) memory, and
// writes nothing if the input is malformed.
func Game(in *fastio.Reader, out *fastio.Writer) error {
	var x int64
	for n := in.IntIn("the number of piles n", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
		x ^= in.IntIn("a pile size", 0, 1<<63-1)
	}
	if err := in.Err(); err != nil {
		return err
	}
	if x != 0 {
		out.String("Yes\n")
	} else {
		out.String("No\n")
	}
	return nil
}
