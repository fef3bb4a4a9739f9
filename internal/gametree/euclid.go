package gametree

import "sort"

// EuclidMoves lists the moves of Euclid's game from the pair p: subtract
// a positive multiple of the smaller number from the larger, which must
// stay >= 0 (from equal numbers, from either). A pair holding a 0 is
// finished and has none.
func EuclidMoves(p [2]int) [][2]int {
	a, b := p[0], p[1]
	if a == 0 || b == 0 {
		return nil
	}
	var m [][2]int
	if a >= b {
		for k := 1; k*b <= a; k++ {
			m = append(m, [2]int{a - k*b, b})
		}
	}
	if b >= a {
		for k := 1; k*a <= b; k++ {
			m = append(m, [2]int{a, b - k*a})
		}
	}
	return m
}

// EuclidGames is a compound of up to 6 Euclid's games in which every turn makes
// a move in each game not finished (hdu3595). The order of the games
// does not matter, nor the order of a pair's two numbers, and finished
// games take no part: NewEuclidGames keeps the unfinished pairs each larger
// number first, sorted from the largest, and {0, 0} for the rest, so that
// positions differing only in that are one key.
type EuclidGames [6][2]int

// NewEuclidGames returns the compound of the pairs ps. It panics if more than 6
// of them are unfinished.
func NewEuclidGames(ps ...[2]int) EuclidGames {
	var c EuclidGames
	k := 0
	for _, p := range ps {
		if p[0] == 0 || p[1] == 0 {
			continue
		}
		if k == len(c) {
			panic("gametree: more than 6 unfinished pairs")
		}
		c[k] = [2]int{max(p[0], p[1]), min(p[0], p[1])}
		k++
	}
	sort.Slice(c[:k], func(i, j int) bool {
		return c[i][0] > c[j][0] || c[i][0] == c[j][0] && c[i][1] > c[j][1]
	})
	return c
}

// EuclidGamesMoves lists the moves of the compound c: one move in every
// unfinished game at once, each combination of their moves. A compound
// with every game finished has none.
func EuclidGamesMoves(c EuclidGames) []EuclidGames {
	var games [][][2]int // the moves of each unfinished game
	for _, p := range c {
		if m := EuclidMoves(p); m != nil {
			games = append(games, m)
		}
	}
	if games == nil {
		return nil
	}
	var all []EuclidGames
	pick := make([][2]int, len(games))
	var rec func(i int)
	rec = func(i int) {
		if i == len(games) {
			all = append(all, NewEuclidGames(pick...))
			return
		}
		for _, m := range games[i] {
			pick[i] = m
			rec(i + 1)
		}
	}
	rec(0)
	return all
}
