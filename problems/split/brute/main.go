// Command brute answers split by search with internal/gametree, without
// Bouton's theorem or the parity rule: for each N it tries every split of
// N into piles (every partition), and A wins when Nim on some split is
// lost for B, who moves first; it then prints the first two-pile split
// x >= y, by y from 1, that is lost for B. Slow, and the reference "judge
// stress split" checks the solution against. It rejects input outside the
// statement's limits (1 <= T <= 10^5, 1 <= N <= 10^18) with exit status
// 1, so it is also the validator; and, with the same status and a message
// saying so, an N above 24, too many splits to search.
package main

import (
	"fmt"
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/enum"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("split brute", solve) }

// most is the largest N searched: 1575 splits, Nim positions of up to 24
// piles.
const most = 24

func solve(in *fastio.Reader, out *fastio.Writer) error {
	ns := make([]int, in.IntIn("the number of tests T", 1, 1e5))
	for i := range ns {
		n := in.IntIn("a number of stones N", 1, 1e18)
		if n > most {
			in.Fail("N = " + strconv.FormatInt(n, 10) + " has too many splits to search; this brute force takes N <= " + strconv.Itoa(most))
		}
		ns[i] = int(n)
	}
	if err := in.Err(); err != nil {
		return err
	}
	nim := gametree.NewNim()
	for _, n := range ns {
		aWins := false
		enum.Partitions(n, func(parts []int) {
			aWins = aWins || !nim.Wins(parts)
		})
		if !aWins {
			out.String("B\n")
			continue
		}
		y := 1
		for ; 2*y <= n && nim.Wins([]int{n - y, y}); y++ {
		}
		if 2*y > n {
			return fmt.Errorf("N = %d: A wins, but only with more than two piles, which the answer cannot say", n)
		}
		out.String("A " + strconv.Itoa(n-y) + " " + strconv.Itoa(y) + "\n")
	}
	return nil
}
