// Command hdu3404 solves HDU 3404 "Switch lights": Turning Corners.
//
// Rules: lights on a grid, some on, at x, y >= 1. lxhgww and Deep Blue
// take turns, lxhgww first; a move picks a rectangle with corners (x1,
// y1), (x1, y2), (x2, y1), (x2, y2), x1 <= x2 and y1 <= y2, whose corner
// (x2, y2) is on, and toggles its corners, each distinct corner once (a
// line or a cell has two or one). Whoever turns the last light off wins:
// with no light on, the player to move loses. The input is T, then T
// cases, each n and the n lights that are on, x and y; for each print
// "Have a try, lxhgww." if lxhgww wins, else "Don't waste your time.".
//
// Theorem (Tartan): the light (x, y) is worth the nim product x ⊗ y, and
// lxhgww wins exactly when the xor of x_i ⊗ y_i over the lights is not 0.
// Why: the game is a coin-turning game, the lights its coins, so a
// position is the sum of its lights, each alone (toggling a light twice
// leaves it as it was), and worth the xor of their values (Sprague-
// Grundy). It is the product of two copies of the one-dimensional game
// where a move turns a coin x that is on and perhaps one coin before it:
// there the coin x is worth x, as its moves reach the values 0 (x alone)
// and each y < x, and never x. By Tartan's theorem (nim.Tartan proves it)
// the coin (x, y) of the product is worth x ⊗ y. Not (x-1) ⊗ (y-1), nor
// the carry-less product: the tests search the game itself on every set
// of lights of small boards.
//
// Answered beyond the statement (T <= 100, n <= 1000, 1 <= x, y <= 10000):
// any T and n, n = 0 (no light: Deep Blue wins), and coordinates up to
// 2^64-1, where the values are still x ⊗ y. The statement promises that
// no two lights share a position; a light given twice breaks that
// promise, on or toggled off it would be a guess, and is an error naming
// it.
//
// Cost: O(n) per case, a nim product (about 20 ns) and a lookup in a map
// of the case's lights per light.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
	"gametheory/pkg/nim"
)

func main() { fastio.Main("hdu3404", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	seen := map[[2]uint64]bool{}
	for t := in.IntIn("the number of cases T", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		clear(seen)
		var x uint64
		for n := in.IntIn("the number of lights n", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			p := [2]uint64{in.UintIn("a light's x", 1, 1<<64-1), in.UintIn("a light's y", 1, 1<<64-1)}
			if seen[p] && in.Err() == nil {
				in.Fail("the light (" + strconv.FormatUint(p[0], 10) + ", " + strconv.FormatUint(p[1], 10) + ") is given twice")
			}
			seen[p] = true
			x ^= nim.Product(p[0], p[1])
		}
		if err := in.Err(); err != nil {
			return err
		}
		if x != 0 {
			out.String("Have a try, lxhgww.\n")
		} else {
			out.String("Don't waste your time.\n")
		}
	}
	return nil
}
