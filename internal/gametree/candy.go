package gametree

import "gametheory/pkg/game"

// CandyMoves lists the moves of Candy Piles (AtCoder AGC 002 E) from p,
// the piles as a game.Multiset: eat the whole of a largest pile, or eat one
// candy from every pile. The player who eats the last candy loses, so the
// game is searched under the misère rule (MisereWins): the empty table,
// which has no moves, is won for the player to move, whose opponent ate
// the last candy.
func CandyMoves(p game.Multiset) []game.Multiset {
	piles := p.Sizes()
	if len(piles) == 0 {
		return nil
	}
	eaten := make([]int, len(piles))
	for i, c := range piles {
		eaten[i] = c - 1
	}
	return []game.Multiset{game.NewMultiset(piles[1:]...), game.NewMultiset(eaten...)}
}
