// Command brute answers dpk (Stones) by searching the pile to its end with
// internal/gametree, move by move from K stones, without deciding the
// piles in order: slow, and the reference "judge stress dpk" checks the
// solution against. It rejects input outside the statement's limits
// (1 <= N <= 100, 1 <= K <= 10^5, 1 <= a_1 < ... < a_N <= K) with exit
// status 1, so it is also the validator; and, with the same status and a
// message saying so, piles of more than 10^4 stones, too many positions to
// search quickly.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("dpk brute", solve) }

// most is the largest pile searched: at most 10^4 positions of up to 100
// moves each.
const most = 1e4

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of moves N", 1, 100)
	k := in.IntIn("the number of stones K", 1, 1e5)
	if k > most {
		in.Fail("a pile of " + strconv.FormatInt(k, 10) + " stones, too many positions to search; this brute force takes at most " + strconv.Itoa(most))
	}
	var a []int
	for ; n > 0 && in.Err() == nil; n-- {
		m := in.IntIn("a move a_i", 1, k)
		if len(a) > 0 && int(m) <= a[len(a)-1] {
			in.Fail("the move a_i = " + strconv.FormatInt(m, 10) + " is not above the one before it, " + strconv.Itoa(a[len(a)-1]))
		}
		a = append(a, int(m))
	}
	if err := in.Err(); err != nil {
		return err
	}
	if gametree.New(gametree.SubtractionMoves(a)).Wins(gametree.Piles{int(k)}) {
		out.String("First\n")
	} else {
		out.String("Second\n")
	}
	return nil
}
