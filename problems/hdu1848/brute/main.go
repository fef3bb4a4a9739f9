// Command brute answers hdu1848 (Fibonacci again and again) by searching
// the three heaps as one position to the end with internal/gametree,
// without Grundy values: slow, and the reference "judge stress hdu1848"
// checks the solution against. It rejects input outside the statement's
// limits (1 <= m, n, p <= 1000, the input ended by the line 0 0 0) with
// exit status 1, so it is also the validator; and, with the same status
// and a message saying so, heaps above 40, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu1848 brute", solve) }

// most is the largest heap searched: at most 41^3 = 68921 positions.
const most = 40

var search = gametree.New(gametree.SubtractionMoves(gametree.Fibonacci(most)))

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for {
		var p gametree.Piles
		for i, name := range []string{"m", "n", "p"} {
			h := in.IntIn("a heap size "+name, 0, 1000)
			if in.Err() == nil && h > most {
				in.Fail("a heap of " + strconv.FormatInt(h, 10) + ", too many positions to search; this brute force takes heaps up to " + strconv.Itoa(most))
			}
			p[i] = int(h)
		}
		if err := in.Err(); err != nil {
			return err
		}
		if p == (gametree.Piles{}) {
			return nil
		}
		if p[0] == 0 || p[1] == 0 || p[2] == 0 {
			in.Fail("a heap of 0 in a line other than 0 0 0; the statement has 1 <= m, n, p")
			return in.Err()
		}
		if search.Wins(p) {
			out.String("Fibo\n")
		} else {
			out.String("Nacci\n")
		}
	}
}
