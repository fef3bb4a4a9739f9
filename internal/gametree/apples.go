package gametree

import "gametheory/pkg/game"

// AppleMoves lists the moves of HDU 2509's game from p, lines of apples as
// a multiset of their lengths: a move takes any run of consecutive
// apples, of any positive length, from one line, leaving what was before
// the run and what was after it as two lines (either may be empty). Each
// line is looked at once per length.
func AppleMoves(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	lines := p.Sizes()
	for i, h := range lines {
		if i > 0 && h == lines[i-1] {
			continue // the same moves as on the line before
		}
		rest := append(append([]int{0, 0}, lines[:i]...), lines[i+1:]...)
		for k := 1; k <= h; k++ {
			for before := 0; before+k <= h; before++ {
				rest[0], rest[1] = before, h-k-before
				m = append(m, game.NewMultiset(rest...))
			}
		}
	}
	return m
}
