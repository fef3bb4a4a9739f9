// Command brute answers acwing891 (Nim) by searching the game to its end
// with internal/gametree, without Bouton's theorem: slow, and the
// reference "judge stress acwing891" checks the solution against. It
// rejects input outside the statement's limits (1 <= n <= 10^5, 1 <= a_i
// <= 10^9) with exit status 1, so it is also the validator.
package main

import (
	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("acwing891 brute", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	piles := make([]int, in.IntIn("the number of piles n", 1, 1e5))
	for i := range piles {
		piles[i] = int(in.IntIn("a pile size", 1, 1e9))
	}
	if err := in.Err(); err != nil {
		return err
	}
	if gametree.NewNim().Wins(piles) {
		out.String("Yes\n")
	} else {
		out.String("No\n")
	}
	return nil
}
