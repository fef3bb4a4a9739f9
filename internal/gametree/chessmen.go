package gametree

import "gametheory/pkg/game"

// The game of chessmen on a directed graph (HDU 1524): chessmen stand on
// the graph's vertices, several may share one, and a move takes one
// chessman along one edge. A position is all the chessmen at once, a
// game.Multiset of their vertices plus 1 (a Multiset's sizes are not 0).
// The search is of that whole position, with no Grundy values and no sum
// of games.

// Chessmen returns the position of chessmen on the vertices at, each at
// least 0. It panics on a negative vertex.
func Chessmen(at ...int) game.Multiset {
	sizes := make([]int, len(at))
	for i, v := range at {
		if v < 0 {
			panic("gametree: a chessman's vertex must be at least 0")
		}
		sizes[i] = v + 1
	}
	return game.NewMultiset(sizes...)
}

// ChessMoves returns the moves of the game of chessmen on the graph whose
// edges from vertex v lead to succ[v]: from p, every chessman along every
// edge from its vertex (chessmen on one vertex have the same moves, so
// those once). An edge given twice is one move listed twice. The moves
// panic on an edge to a negative vertex.
func ChessMoves(succ [][]int) func(game.Multiset) []game.Multiset {
	return func(p game.Multiset) []game.Multiset {
		var m []game.Multiset
		at := p.Sizes()
		for i, s := range at {
			if i > 0 && s == at[i-1] {
				continue
			}
			for _, to := range succ[s-1] {
				if to < 0 {
					panic("gametree: an edge to a negative vertex")
				}
				q := append([]int(nil), at...)
				q[i] = to + 1
				m = append(m, game.NewMultiset(q...))
			}
		}
		return m
	}
}
