// Command table prints the Sprague-Grundy values of one pair of E&D
// (Luogu P2148), the table p2148's rule is read from: "go run
// ./problems/p2148/table -n 16" prints the 16×16 corner, with judge sg's
// flags (-json, -png FILE). The game is searched by pkg/game with the
// moves of internal/gametree's EDMoves: the pair (x, y) leads to every
// pair (a, b) with a, b >= 1 and a + b = x or a + b = y. A heap is never
// empty, so row a and column b are the heaps x = a+1 and y = b+1.
package main

import (
	"gametheory/internal/gametree"
	"gametheory/pkg/game"
)

func main() { game.Main(source()) }

// source is one pair of E&D as judge sg's two-heap game.
func source() game.Source {
	return game.TwoHeap("E&D (heaps a+1, b+1)", game.New(gametree.EDMoves), func(a, b int) gametree.EDPairs {
		return gametree.NewEDPairs(a+1, b+1)
	})
}
