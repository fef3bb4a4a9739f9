package gametree

import "gametheory/pkg/game"

// TokenSum decides the sum of two tokens, one on each of the directed
// graphs succ1 and succ2 (the moves from v lead to succ[v]; cycles,
// loops and repeated edges allowed), a move taking one token along one
// edge, the player who cannot move losing and a play that never ends a
// draw. A position is the pair of the tokens' vertices, and pkg/game's
// Retrograde analyses the positions reachable from the pairs asked, with
// no loopy nim values: it returns, for each pair, the outcome for the
// player to move there. It panics past Retrograde's bound on positions.
func TokenSum(succ1, succ2 [][]int, pairs [][2]int) []game.Outcome {
	moves := func(p [2]int) [][2]int {
		var m [][2]int
		for _, w := range succ1[p[0]] {
			m = append(m, [2]int{w, p[1]})
		}
		for _, w := range succ2[p[1]] {
			m = append(m, [2]int{p[0], w})
		}
		return m
	}
	t, err := game.Retrograde(moves, nil, pairs...)
	if err != nil {
		panic(err)
	}
	out := make([]game.Outcome, len(pairs))
	for i, p := range pairs {
		out[i] = t.Outcome(p)
	}
	return out
}
