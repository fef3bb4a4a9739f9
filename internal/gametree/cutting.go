package gametree

import "gametheory/pkg/game"

// The cutting game (POJ 2311): a position is the pieces of grid paper on
// the table, a game.Multiset of rectangles, each w by h with 1 <= w, h <= 15
// stored as the byte w<<4 | h; a move cuts one piece along a grid line
// into two pieces, and whoever first cuts out a 1 x 1 piece wins at once.
// The search is of the whole position, with no Grundy values and none of
// the game's theory: a cut that leaves a piece only 1 wide is an ordinary
// move here.

// Sheet returns the position of one w by h sheet, 1 <= w, h <= 15. It
// panics on any other size.
func Sheet(w, h int) game.Multiset {
	if w < 1 || w > 15 || h < 1 || h > 15 {
		panic("gametree: a sheet's sides must be in [1, 15]")
	}
	return game.NewMultiset(w<<4 | h)
}

// CuttingMoves lists the moves of the cutting game from p: each piece,
// cut across its width or its height at every grid line (a cut and its
// mirror image leave the same pieces, so once). A cut that leaves a 1 x 1
// piece ends the game won: it leads to the empty Multiset, which has no
// moves, so the player to move there has lost. Those moves come first,
// so that the search stops at them. A 1 x 1 piece has no cut, and a
// position of a lone 1 x 1 sheet has no move: lost for the player to move.
func CuttingMoves(p game.Multiset) []game.Multiset {
	var won, m []game.Multiset
	pieces := p.Sizes()
	for i, b := range pieces {
		if i > 0 && b == pieces[i-1] {
			continue // the same moves as on the piece before
		}
		rest := append(append([]int{0, 0}, pieces[:i]...), pieces[i+1:]...)
		w, h := b>>4, b&15
		cut := func(w1, h1, w2, h2 int) {
			if w1 == 1 && h1 == 1 || w2 == 1 && h2 == 1 {
				if won == nil {
					won = append(won, game.Multiset{})
				}
				return
			}
			rest[0], rest[1] = w1<<4|h1, w2<<4|h2
			m = append(m, game.NewMultiset(rest...))
		}
		for x := 1; x <= w/2; x++ {
			cut(x, h, w-x, h)
		}
		for y := 1; y <= h/2; y++ {
			cut(w, y, w, h-y)
		}
	}
	return append(won, m...)
}
