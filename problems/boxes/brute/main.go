// Command brute answers boxes (Black and White Boxes) with
// internal/gametree, which plays every set of the piles as a game of its
// own and searches it with pkg/cgt's Outcome, knowing no value: slow, and
// the reference "judge stress boxes" checks the solution against. It
// rejects input outside the statement's limits (1 <= n <= 40 piles of 1
// to 40 boxes B or W) with exit status 1, so it is also the validator;
// and, with the same status and a message saying so, piles with more than
// 100000 positions, too many to search quickly: a pile of L boxes given c
// times, its copies in any order being one position, has C(L+c, c).
package main

import (
	"strconv"
	"strings"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("boxes brute", solve) }

// most is the most positions searched.
const most = 100000

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of piles n", 1, 40))
	var piles []string
	positions, copies := 1, map[string]int{}
	for i := 0; i < n && in.Err() == nil; i++ {
		p := string(in.TokenIn("pile " + strconv.Itoa(i+1)))
		if (len(p) > 40 || strings.Trim(p, "BW") != "") && in.Err() == nil {
			in.Fail("pile " + strconv.Itoa(i+1) + ", " + strconv.Quote(p) + ", is not 1 to 40 boxes B or W")
		}
		copies[p]++
		c := copies[p] // C(L+c, c) = C(L+c-1, c-1)·(L+c)/c
		if positions = positions * (len(p) + c) / c; positions > most && in.Err() == nil {
			in.Fail("piles 1 to " + strconv.Itoa(i+1) + " have more than " + strconv.Itoa(most) + " positions, too many to search")
		}
		piles = append(piles, p)
	}
	if err := in.Err(); err != nil {
		return err
	}
	out.Int(gametree.NewBoxes().Largest(piles))
	out.Newline()
	return nil
}
