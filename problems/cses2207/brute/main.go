// Command brute answers cses2207 (Grundy's Game) by searching the game to
// its end with internal/gametree, position by position on the multiset of
// heaps, without Grundy values: slow, and the reference "judge stress
// cses2207" checks the solution against. It rejects input outside the
// statement's limits (1 <= t <= 10^5, 1 <= n <= 10^6) with exit status 1,
// so it is also the validator; and, with the same status and a message
// saying so, a heap past 60, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("cses2207 brute", solve) }

// most is the largest heap searched: the positions reached from it are
// the multisets of heaps of 3 or more (GrundySplits drops the 1s and
// 2s) of at most 60 coins in all: 251247 of them.
const most = 60

var grundy = gametree.New(gametree.GrundySplits)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of queries t", 1, 1e5); t > 0 && in.Err() == nil; t-- {
		n := in.IntIn("a heap size n", 1, 1e6)
		if n > most {
			in.Fail("a heap of " + strconv.FormatInt(n, 10) + ", too many positions to search; this brute force takes heaps up to " + strconv.Itoa(most))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if grundy.Wins(gametree.GrundyPosition(int(n))) {
			out.String("first\n")
		} else {
			out.String("second\n")
		}
	}
	return nil
}
