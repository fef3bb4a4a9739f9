package gametree

// The game of chessmen on a directed graph (HDU 1524): chessmen stand on
// the graph's vertices, several may share one, and a move takes one
// chessman along one edge. A position is all the chessmen at once, a
// Multiset of their vertices plus 1 (a Multiset's sizes are not 0), so
// the vertices are 0 to 254 and the chessmen at most 24. The search is of
// that whole position, with no Grundy values and no sum of games.

// Chessmen returns the position of chessmen on the vertices at, each 0 to
// 254. It panics on more than 24 chessmen or a vertex out of that range.
func Chessmen(at ...int) Multiset {
	sizes := make([]int, len(at))
	for i, v := range at {
		if v < 0 || v > 254 {
			panic("gametree: a chessman's vertex must be in [0, 254]")
		}
		sizes[i] = v + 1
	}
	return NewMultiset(sizes...)
}

// ChessMoves returns the moves of the game of chessmen on the graph whose
// edges from vertex v lead to succ[v]: from p, every chessman along every
// edge from its vertex (chessmen on one vertex have the same moves, so
// those once). An edge given twice is one move listed twice. The moves
// panic on an edge to a vertex out of [0, 254].
func ChessMoves(succ [][]int) func(Multiset) []Multiset {
	return func(p Multiset) []Multiset {
		var m []Multiset
		at := p.Sizes()
		for i, s := range at {
			if i > 0 && s == at[i-1] {
				continue
			}
			for _, to := range succ[s-1] {
				if to < 0 || to > 254 {
					panic("gametree: an edge to a vertex out of [0, 254]")
				}
				q := append([]int(nil), at...)
				q[i] = to + 1
				m = append(m, NewMultiset(q...))
			}
		}
		return m
	}
}
