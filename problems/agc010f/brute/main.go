// Command brute answers agc010f (Tree Game) by searching the game itself
// with internal/gametree, a position being the stones on every vertex and
// the piece's vertex, from every start: slow, and the reference "judge
// stress agc010f" checks the solution against. It rejects input outside
// the statement's limits (2 <= N <= 3000, 0 <= A_i <= 10^9, N-1 edges
// between vertices 1 to N forming a tree) with exit status 1, so it is
// also the validator; and, with the same status and a message saying so,
// more than 12 vertices, a vertex of more than 255 stones, or more than
// 10^6 positions.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("agc010f brute", solve) }

// mostVertices and mostStones are what a gametree.Stones holds;
// mostPositions bounds the search: N times the product of the A_i + 1.
const mostVertices, mostStones, mostPositions = 12, 255, 1e6

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of vertices N", 2, 3000))
	if n > mostVertices {
		in.Fail(strconv.Itoa(n) + " vertices, more than this brute force searches, " + strconv.Itoa(mostVertices))
	}
	var start gametree.Stones
	positions := int64(n)
	for i := 0; i < n && in.Err() == nil; i++ {
		a := in.IntIn("a number of stones A_i", 0, 1e9)
		if positions *= a + 1; a > mostStones || positions > mostPositions {
			in.Fail("A_" + strconv.Itoa(i+1) + " = " + strconv.FormatInt(a, 10) + ", too many positions to search; this brute force takes at most " + strconv.Itoa(mostStones) + " stones on a vertex and 10^6 positions")
		}
		start.On[i] = uint8(a)
	}
	adj := casegen.ReadTree(in, n)
	if err := in.Err(); err != nil {
		return err
	}
	game := gametree.New(gametree.StoneMoves(adj))
	var won []int64
	for v := 0; v < n; v++ {
		start.At = int8(v)
		if game.Wins(start) {
			won = append(won, int64(v+1))
		}
	}
	out.String(casegen.Line(won...))
	return nil
}
