// Command brute answers p2148 (E&D) by searching every case to its end
// with internal/gametree, all its pairs at once and without Grundy values:
// slow, and the reference "judge stress p2148" checks the solution
// against. It rejects input outside the statement's limits (1 <= T <= 20,
// N even, 2 <= N <= 2*10^4, 1 <= S_i <= 2*10^9) with exit status 1, so it
// is also the validator; and, with the same status and a message saying
// so, a case of more than three pairs or a heap past 12, too many
// positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("p2148 brute", solve) }

// pairs and most bound what is searched: up to three pairs of heaps up to
// 12, each pair then one of 78, some 82000 positions in all.
const pairs, most = 3, 12

var ed = gametree.New(gametree.EDMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 1, 20); t > 0 && in.Err() == nil; t-- {
		n := in.IntIn("the number of heaps N", 2, 2e4)
		switch {
		case n%2 != 0:
			in.Fail("the number of heaps N, " + strconv.FormatInt(n, 10) + ", is odd: the heaps come in pairs")
		case n > 2*pairs:
			in.Fail(strconv.FormatInt(n, 10) + " heaps, too many positions to search; this brute force takes at most " + strconv.Itoa(2*pairs))
		}
		var heaps []int
		for ; n > 0 && in.Err() == nil; n-- {
			s := in.IntIn("a heap size", 1, 2e9)
			if s > most {
				in.Fail("a heap of " + strconv.FormatInt(s, 10) + ", too many positions to search; this brute force takes heaps up to " + strconv.Itoa(most))
			}
			heaps = append(heaps, int(s))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if ed.Wins(gametree.NewEDPairs(heaps...)) {
			out.String("YES\n")
		} else {
			out.String("NO\n")
		}
	}
	return nil
}
