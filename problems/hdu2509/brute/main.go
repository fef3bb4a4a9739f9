// Command brute answers hdu2509 (Be the Winner) by searching every case to
// its end under the misère rule, the lines as a multiset of lengths and
// the moves straight from the statement (internal/gametree's AppleMoves):
// no Grundy values, no misère Nim. Slow, and the reference "judge stress
// hdu2509" checks the solution against. It rejects input outside the
// statement's limits (1 <= n <= 100, 1 to 100 apples a line) with exit
// status 1, so it is also the validator; and, with the same status and a
// message saying so, a case of more than 24 apples in all, too many
// positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("hdu2509 brute", solve) }

// most is the most apples a case may hold: every position is then a
// multiset of at most 24, some thousands of them.
const most = 24

var search = gametree.New(gametree.AppleMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		var lines []int
		total := 0
		for n := in.IntIn("the number of lines n", 1, 100); n > 0 && in.Err() == nil; n-- {
			a := int(in.IntIn("a line's apples", 1, 100))
			if total += a; in.Err() == nil && total > most {
				in.Fail("the lines so far hold " + strconv.Itoa(total) + " apples, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " in a case")
			}
			lines = append(lines, a)
		}
		if err := in.Err(); err != nil {
			return err
		}
		if search.MisereWins(game.NewMultiset(lines...)) {
			out.String("Yes\n")
		} else {
			out.String("No\n")
		}
	}
	return nil
}
