// Command brute answers cf1537d (Deleting Divisors) by searching the game
// with internal/gametree, every divisor tried as a move, without the
// parity argument: slow, and the reference "judge stress cf1537d" checks
// the solution against. It rejects input outside the statement's limits
// (1 <= t <= 10^4, 1 <= n <= 10^9) with exit status 1, so it is also the
// validator; and, with the same status and a message saying so, n above
// 10^5, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("cf1537d brute", solve) }

// most is the largest n searched: up to 10^5 positions, each with its
// divisors found by trial division.
const most = 100000

var game = gametree.New(gametree.DivisorMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases t", 1, 1e4); t > 0 && in.Err() == nil; t-- {
		n := in.IntIn("n", 1, 1e9)
		if n > most {
			in.Fail("n = " + strconv.FormatInt(n, 10) + ", too many positions to search; this brute force takes n up to " + strconv.Itoa(most))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if game.Wins(int(n)) {
			out.String("Alice\n")
		} else {
			out.String("Bob\n")
		}
	}
	return nil
}
