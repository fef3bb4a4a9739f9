// Command brute answers poj2368 (Buttons) by search: for L = 2, 3, ...,
// K-1 in turn it plays the game "take 1 to L" from K buttons with
// internal/gametree and prints the first L for which the player to move
// loses, or 0; no divisor rule. Slow (about K³ steps), and the reference
// "judge stress poj2368" checks the solution against. It rejects input
// outside the statement's limits (3 <= K <= 10^8) with exit status 1, so
// it is also the validator.
package main

import (
	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("poj2368 brute", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	k := int(in.IntIn("the number of buttons K", 3, 1e8))
	if err := in.Err(); err != nil {
		return err
	}
	for l := 2; l < k; l++ {
		g := gametree.New(func(n int) []int {
			var m []int
			for take := 1; take <= l && take <= n; take++ {
				m = append(m, n-take)
			}
			return m
		})
		if !g.Wins(k) {
			out.Int(l)
			out.Newline()
			return nil
		}
	}
	out.String("0\n")
	return nil
}
