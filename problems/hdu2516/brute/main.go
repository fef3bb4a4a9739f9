// Command brute answers hdu2516 (Fibonacci Nim) by searching the game
// position by position (stones left, most the mover may take) with
// internal/gametree, without Fibonacci numbers: slow, and the reference
// "judge stress hdu2516" checks the solution against. It rejects input
// outside the statement's limits (2 <= n < 2^31, the line "0" ending the
// input, nothing after it) with exit status 1, so it is also the
// validator; and, with the same status and a message saying so, heaps
// above 1000 stones, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu2516 brute", solve) }

// most is the largest heap searched: its positions number about most²/2,
// with up to most moves each.
const most = 1000

var fibNim = gametree.New(gametree.FibNimMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		n := in.IntIn("the number of stones n", 0, 1<<31-1)
		switch {
		case in.Err() != nil:
		case n == 0:
			return nil
		case n == 1:
			in.Fail("a heap of 1 stone, below the statement's 2")
		case n > most:
			in.Fail("a heap above " + strconv.Itoa(most) + " stones, too many positions to search")
		}
		if err := in.Err(); err != nil {
			return err
		}
		if fibNim.Wins(gametree.FibNimStart(int(n))) {
			out.String("First win\n")
		} else {
			out.String("Second win\n")
		}
	}
	return nil
}
