// Command brute answers p1247 (Nim, print the smallest winning move) by
// search with internal/gametree, without Bouton's theorem: it tries every
// move in <pile, amount> order and prints the first that leaves a lost
// position. Slow, and the reference "judge stress p1247" checks the
// solution against. It rejects input outside the statement's limits (1 <=
// k <= 500000, 0 <= n_i <= 10^9) with exit status 1, so it is also the
// validator.
package main

import (
	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("p1247 brute", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	piles := make([]int, in.IntIn("the number of piles k", 1, 5e5))
	for i := range piles {
		piles[i] = int(in.IntIn("a pile size", 0, 1e9))
	}
	if err := in.Err(); err != nil {
		return err
	}
	g := gametree.NewNim()
	for b, n := range piles {
		for take := 1; take <= n; take++ {
			piles[b] = n - take
			if !g.Wins(piles) {
				out.Int(take)
				out.Byte(' ')
				out.Int(b + 1)
				out.Newline()
				for i, v := range piles {
					if i > 0 {
						out.Byte(' ')
					}
					out.Int(v)
				}
				out.Newline()
				return nil
			}
		}
		piles[b] = n
	}
	out.String("lose\n")
	return nil
}
