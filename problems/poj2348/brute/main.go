// Command brute answers poj2348 (Euclid's Game) by searching the game pair
// by pair to its end with internal/gametree, without the rule: slow, and
// the reference "judge stress poj2348" checks the solution against. It
// rejects input outside the statement's limits (positive numbers below
// 2^31, the pair "0 0" ending the input, nothing after it) with exit
// status 1, so it is also the validator; and, with the same status and a
// message saying so, numbers above 1000, too many moves to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("poj2348 brute", solve) }

// most is the largest number searched: from (most, 1) the search visits
// every (k, 1) with its k moves, about most²/2 moves in all.
const most = 1000

var euclid = gametree.New(gametree.EuclidMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		a := in.IntIn("a number of the pair", 0, 1<<31-1)
		b := in.IntIn("a number of the pair", 0, 1<<31-1)
		switch {
		case in.Err() != nil:
		case a == 0 && b == 0:
			return nil
		case a == 0 || b == 0:
			in.Fail("a pair with a 0 and a positive number")
		case max(a, b) > most:
			in.Fail("a number above " + strconv.Itoa(most) + ", too many moves to search")
		}
		if err := in.Err(); err != nil {
			return err
		}
		if euclid.Wins([2]int{int(a), int(b)}) {
			out.String("Stan wins\n")
		} else {
			out.String("Ollie wins\n")
		}
	}
	return nil
}
