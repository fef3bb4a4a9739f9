// Command brute answers p2197 (Nim, T games) by searching every game to
// its end with internal/gametree, without Bouton's theorem: slow, and the
// reference "judge stress p2197" checks the solution against. It rejects
// input outside the statement's limits (T <= 10, n <= 10^4, 0 <= a_i <
// 10^4) with exit status 1, so it is also the validator.
package main

import (
	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("p2197 brute", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	g := gametree.NewNim()
	for t := in.IntIn("the number of games T", 0, 10); t > 0; t-- {
		piles := make([]int, in.IntIn("the number of piles n", 0, 1e4))
		for i := range piles {
			piles[i] = int(in.IntIn("a pile size", 0, 1e4-1))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if g.Wins(piles) {
			out.String("Yes\n")
		} else {
			out.String("No\n")
		}
	}
	return nil
}
