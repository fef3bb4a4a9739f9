// Command acwing891 solves AcWing 891 "Nim游戏": one game of Nim.
//
// Rules: there are n piles of stones; a move takes any positive number of
// stones from one pile; the player who cannot move loses. The input is n and
// then the n pile sizes; print "Yes" if the player to move first wins, else
// "No".
//
// Theorem (Bouton, 1901): the player to move loses exactly when the xor of
// the pile sizes is 0. Why: a move changes one pile, so from xor 0 every move
// leaves a non-zero xor. From a non-zero xor X, let h be its highest set bit;
// some pile a has bit h set, and a xor X < a, so lowering that pile to
// a xor X is a move that leaves xor 0. The empty position has xor 0 and no
// move, so by induction the positions with xor 0 are exactly the lost ones.
//
// Cost: O(n) time, O(1) memory. The statement has sizes from 1; empty piles
// and sizes up to 2^63-1 are answered too.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("acwing891", solve) }

// solve answers the single game; nim.Game reads it and applies the theorem.
func solve(in *fastio.Reader, out *fastio.Writer) error { return nim.Game(in, out) }
