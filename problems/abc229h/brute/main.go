// Command brute answers abc229h (Advance or Eat) with internal/gametree,
// which searches the whole board as one partizan game with pkg/cgt's
// Outcome, Takahashi as Left moving first, knowing neither columns nor
// values: slow, and the reference "judge stress abc229h" checks the
// solution against. It rejects input outside the statement's limits
// (1 <= N <= 8, N rows of N characters W, B or .) with exit status 1, so
// it is also the validator; and, with the same status and a message saying
// so, boards of side 5 or more, too many positions to search (a 4 x 4
// board full of pieces takes it about a second).
package main

import (
	"strconv"
	"strings"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("abc229h brute", solve) }

// most is the largest side searched.
const most = 4

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the side N", 1, 8))
	if n > most && in.Err() == nil {
		in.Fail("a board of side " + strconv.Itoa(n) + ", too many positions to search; this brute force takes sides up to " + strconv.Itoa(most))
	}
	var rows []string
	for i := 0; i < n && in.Err() == nil; i++ {
		row := string(in.TokenIn("row " + strconv.Itoa(i+1) + " of the board"))
		if (len(row) != n || strings.Trim(row, "WB.") != "") && in.Err() == nil {
			in.Fail("row " + strconv.Itoa(i+1) + ", " + strconv.Quote(row) + ", is not " + strconv.Itoa(n) + " of W, B and .")
		}
		rows = append(rows, row)
	}
	if err := in.Err(); err != nil {
		return err
	}
	if gametree.NewAdvanceOrEat().TakahashiWins(rows) {
		out.String("Takahashi\n")
	} else {
		out.String("Snuke\n")
	}
	return nil
}
