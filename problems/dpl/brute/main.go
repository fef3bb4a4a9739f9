// Command brute answers dpl (Deque) with internal/gametree, which searches
// the game with pkg/game's NewScores, a position being the part of the
// sequence left and a move scoring the element taken: slow, and the
// reference "judge stress dpl" checks the solution against. It rejects
// input outside the statement's limits (1 <= N <= 3000, 1 <= a_i <= 10^9)
// with exit status 1, so it is also the validator; and, with the same
// status and a message saying so, sequences of more than 200 elements,
// too many positions to search quickly.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("dpl brute", solve) }

// most is the longest sequence searched: some 20000 positions.
const most = 200

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of elements N", 1, 3000))
	if n > most && in.Err() == nil {
		in.Fail("a sequence of " + strconv.Itoa(n) + " elements, too many positions to search; this brute force takes up to " + strconv.Itoa(most))
	}
	var a []int
	for ; n > 0 && in.Err() == nil; n-- {
		a = append(a, int(in.IntIn("an element a_i", 1, 1e9)))
	}
	if err := in.Err(); err != nil {
		return err
	}
	out.Int(gametree.Deque(a))
	out.Newline()
	return nil
}
