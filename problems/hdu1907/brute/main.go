// Command brute answers hdu1907 (John) by searching every case to its end
// under the misère rule with internal/gametree (pkg/game's MisereWins on
// the heaps as a multiset), without Bouton's rule: slow, and the reference
// "judge stress hdu1907" checks the solution against. It rejects input
// outside the statement's limits (1 <= T <= 474, 1 <= N <= 47, 1 <= A_i
// <= 4747) with exit status 1, so it is also the validator; and, with the
// same status and a message saying so, a case of more than 24 stones in
// all, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu1907 brute", solve) }

// most is the most stones a case may hold: every position is then a
// multiset of at most 24 stones, a few thousand of them for each N.
const most = 24

var search = gametree.NewNim()

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 1, 474); t > 0 && in.Err() == nil; t-- {
		var heaps []int
		total := int64(0)
		for n := in.IntIn("the number of heaps N", 1, 47); n > 0 && in.Err() == nil; n-- {
			a := in.IntIn("a heap size", 1, 4747)
			if total += a; total > most {
				in.Fail("the heaps so far hold " + strconv.FormatInt(total, 10) + " stones, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " in a case")
			}
			heaps = append(heaps, int(a))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if search.MisereWins(heaps) {
			out.String("John\n")
		} else {
			out.String("Brother\n")
		}
	}
	return nil
}
