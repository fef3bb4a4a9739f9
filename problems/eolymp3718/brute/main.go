// Command brute answers eolymp3718 (Sum of games) by retrograde analysis
// of the whole game, a position being the pair of the tokens' vertices
// (internal/gametree's TokenSum): no loopy nim values, no rule for sums.
// Slow, and the reference "judge stress eolymp3718" checks the solution
// against. It rejects input outside the statement's limits (1 <= N, M <=
// 10000, vertices in [1, N], 1 <= T <= 100000) with exit status 1, so it
// is also the validator; and, with the same status and a message saying
// so, graphs of more than 10^5 pairs of vertices, too many positions to
// search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("eolymp3718 brute", solve) }

// most is the most pairs of vertices, the positions of the whole game.
const most = 100000

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var succ [2][][]int
	for g := range succ {
		n := int(in.IntIn("the number of vertices N", 1, 10000))
		m := in.IntIn("the number of edges M", 1, 10000)
		if in.Err() == nil && g == 1 && len(succ[0])*n > most {
			in.Fail(strconv.Itoa(len(succ[0])) + " and " + strconv.Itoa(n) + " vertices, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " pairs of vertices")
		}
		if err := in.Err(); err != nil {
			return err
		}
		succ[g] = make([][]int, n)
		for ; m > 0 && in.Err() == nil; m-- {
			x := in.IntIn("an edge's start", 1, int64(n))
			y := in.IntIn("an edge's end", 1, int64(n))
			if in.Err() == nil {
				succ[g][x-1] = append(succ[g][x-1], int(y-1))
			}
		}
	}
	var pairs [][2]int
	for t := in.IntIn("the number of pairs T", 1, 100000); t > 0 && in.Err() == nil; t-- {
		a := in.IntIn("a vertex of the first graph", 1, int64(len(succ[0])))
		b := in.IntIn("a vertex of the second graph", 1, int64(len(succ[1])))
		pairs = append(pairs, [2]int{int(a - 1), int(b - 1)})
	}
	if err := in.Err(); err != nil {
		return err
	}
	for _, o := range gametree.TokenSum(succ[0], succ[1], pairs) {
		switch o {
		case game.Win:
			out.String("first\n")
		case game.Lose:
			out.String("second\n")
		default:
			out.String("draw\n")
		}
	}
	return nil
}
