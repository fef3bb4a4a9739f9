// Command p2197 solves Luogu P2197 "【模板】nim 游戏": Nim.
//
// Rules: there are n piles of stones; a move takes any positive number of
// stones from one pile; the player who cannot move loses. The input holds T
// games, each as n and then the n pile sizes; for each, print "Yes" if the
// player to move first wins, else "No".
//
// Theorem (Bouton, 1901): the player to move loses exactly when the xor of
// the pile sizes is 0. Why: a move changes one pile, so from xor 0 every move
// leaves a non-zero xor. From a non-zero xor X, let h be its highest set bit;
// some pile a has bit h set, and a xor X < a (bit h clears, higher bits stay),
// so lowering that pile to a xor X is a move that leaves xor 0. The empty
// position has xor 0 and no move, so by induction on the number of stones
// the positions with xor 0 are exactly the lost ones.
//
// Cost: O(n) time per game and O(1) memory; any sizes up to 2^63-1 work.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("p2197", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of games T", 0, 1<<63-1); t > 0; t-- {
		if err := nim.Game(in, out); err != nil {
			return err
		}
	}
	return nil
}
