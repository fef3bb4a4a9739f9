// Command brute answers hdu1850 (Being a Good Boy in Spring Festival) by
// trying every first move, each heap to each smaller size, and counting
// those after which internal/gametree's search of Nim finds the position
// lost, without Bouton's theorem: slow, and the reference "judge stress
// hdu1850" checks the solution against. It rejects input outside the
// statement's limits (1 < M <= 100, 1 <= N_i <= 10^6, the input ended by
// M = 0) with exit status 1, so it is also the validator; and, with the
// same status and a message saying so, a case of more than 24 cards in
// all, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu1850 brute", solve) }

// most is the most cards a case may hold: every position is then a
// multiset of at most 24 cards, a few thousand of them for each M.
const most = 24

var search = gametree.NewNim()

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for {
		m := in.IntIn("the number of heaps M (0 ends the input)", 0, 100)
		if err := in.Err(); err != nil {
			return err
		}
		if m == 0 {
			return nil
		}
		if m == 1 {
			in.Fail("the number of heaps M is 1; the statement has 1 < M")
		}
		var heaps []int
		total := int64(0)
		for ; m > 0 && in.Err() == nil; m-- {
			n := in.IntIn("a heap size", 1, 1e6)
			if total += n; total > most {
				in.Fail("the heaps so far hold " + strconv.FormatInt(total, 10) + " cards, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " in a case")
			}
			heaps = append(heaps, int(n))
		}
		if err := in.Err(); err != nil {
			return err
		}
		out.Int(search.WinningMoves(heaps))
		out.Newline()
	}
}
