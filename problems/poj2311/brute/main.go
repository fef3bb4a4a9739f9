// Command brute answers poj2311 (Cutting Game) by searching the real game
// to its end with internal/gametree (gametree.CuttingMoves): every piece
// on the table, every cut, strips of width 1 included, a cut that leaves
// a 1 x 1 piece winning at once; no Grundy values and no reduction to
// proper cuts. Slow, and the reference "judge stress poj2311" checks the
// solution against. It rejects input outside the statement's limits
// (2 <= W, H <= 200) with exit status 1, so it is also the validator;
// and, with the same status and a message saying so, a side above 9, too
// many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("poj2311 brute", solve) }

// most is the longest side searched: a 9 x 9 sheet takes a fraction of a
// second.
const most = 9

var cut = gametree.New(gametree.CuttingMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		w := in.IntIn("the width W", 2, 200)
		h := in.IntIn("the height H", 2, 200)
		if in.Err() == nil && max(w, h) > most {
			in.Fail("a side of " + strconv.FormatInt(max(w, h), 10) + ", too many positions to search; this brute force takes sides up to " + strconv.Itoa(most))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if cut.Wins(gametree.Sheet(int(w), int(h))) {
			out.String("WIN\n")
		} else {
			out.String("LOSE\n")
		}
	}
	return nil
}
