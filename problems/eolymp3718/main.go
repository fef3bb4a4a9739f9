// Command eolymp3718 solves e-olymp 3718 "Sum of games" (Сумма игр; also
// e-olymp 2411): the sum of two games on directed graphs that may hold
// cycles, decided by Smith's loopy nim values.
//
// Rules: two directed graphs, each with a token on a vertex; a move takes
// one of the tokens along one edge of its graph; the player who cannot
// move loses, and a play that goes on forever is a draw. The input is N1
// M1, then M1 edges x y (x -> y, vertices 1 to N1; loops and repeated
// edges allowed), then the second graph in the same form, then T and T
// pairs v1 v2 of starting vertices. For each pair print first if the
// player to move wins, second if the other one does, draw if neither can
// force a win.
//
// Theorem (Smith 1966; Siegel, Combinatorial Game Theory, ch. VI): every
// vertex of a finite graph has a loopy nim value, a number g or ∞_K with
// K the set of the numbers among its successors' values, and a sum of
// tokens is decided by their values alone: with both values numbers, the
// player to move loses exactly when they xor to 0, as in Nim; with one a
// number a and the other ∞_K, the player to move wins exactly when a is in
// K (moving the ∞ token to a successor of value a leaves a sum that xors
// to 0), and otherwise the game is drawn; with both ∞, it is drawn. Why: a
// vertex of value g has successors of every value below g and none of g,
// and each of its successors of value ∞ or above g has a successor of
// value g, so the player who keeps the xor at 0 answers every move that
// raises a token or sends it off to ∞ by bringing it back, and the other
// can never win; a token of value ∞_K without a successor of the value
// the other token needs can be kept from ever reaching a losing sum, by
// the labelling's definition of ∞. pkg/game's LoopyGraph finds the values
// by Smith's labelling, round by round, with no recursion, and this
// program applies the rule to each pair.
//
// The two graphs are valued as one, the second's vertices after the
// first's. Beyond the statement (1 <= N, M <= 10000, 1 <= T <= 100000) it
// takes N up to 10^6, M from 0 to 2·10^6 and any T. A vertex out of range
// is an error naming it; input left after the last pair is ignored with
// a warning.
//
// Cost: O((N + M)(g + 2)) time for the values, N and M the two graphs'
// vertices and edges together and g the largest finite value (at most
// the square root of 2M), O(N + M) memory, and O(log d) a pair for a
// vertex of d successors.
package main

import (
	"sort"

	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { fastio.Main("eolymp3718", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var moves [][]int
	var first int // the first graph's vertices; the second's follow them
	for g := 0; g < 2; g++ {
		base := len(moves)
		n := int(in.IntIn("the number of vertices N", 1, 1e6))
		m := in.IntIn("the number of edges M", 0, 2e6)
		if err := in.Err(); err != nil {
			return err
		}
		moves = append(moves, make([][]int, n)...)
		for ; m > 0 && in.Err() == nil; m-- {
			x := int(in.IntIn("an edge's start", 1, int64(n)))
			y := int(in.IntIn("an edge's end", 1, int64(n)))
			if in.Err() == nil {
				moves[base+x-1] = append(moves[base+x-1], base+y-1)
			}
		}
		if err := in.Err(); err != nil {
			return err
		}
		if g == 0 {
			first = n
		}
	}
	l, err := game.LoopyGraph(moves)
	if err != nil {
		return err
	}
	values := make([]game.LoopyValue, len(moves))
	for v := range values {
		values[v] = l.Value(v)
	}
	for t := in.IntIn("the number of pairs T", 0, 1<<63-1); t > 0; t-- {
		a := in.IntIn("a vertex of the first graph", 1, int64(first))
		b := in.IntIn("a vertex of the second graph", 1, int64(len(moves)-first))
		if err := in.Err(); err != nil {
			return err
		}
		out.String(outcome(values[a-1], values[first+int(b)-1]))
	}
	return nil
}

// outcome returns the answer line for the sum of two tokens of values x
// and y, by Smith's rule.
func outcome(x, y game.LoopyValue) string {
	if x.Infinite && y.Infinite {
		return "draw\n"
	}
	if !x.Infinite && !y.Infinite {
		if x.Nim != y.Nim {
			return "first\n"
		}
		return "second\n"
	}
	if x.Infinite {
		x, y = y, x
	}
	if i := sort.SearchInts(y.Set, x.Nim); i < len(y.Set) && y.Set[i] == x.Nim {
		return "first\n"
	}
	return "draw\n"
}
