package gametree

import "gametheory/pkg/game"

// GrundyPosition returns the position of Grundy's game with the heaps
// given: a move splits one heap into two non-empty heaps of different
// sizes. Heaps of 1 and 2 have no such split, and a heap without moves
// changes nothing in a game (no move uses it, none creates a move from
// it), so they are left out: from one heap of n, every position reached
// is then a game.Multiset of at most n/3 heaps. It panics on a negative
// heap.
func GrundyPosition(heaps ...int) game.Multiset {
	live := make([]int, len(heaps))
	for i, h := range heaps {
		if h >= 3 {
			live[i] = h
		}
	}
	return game.NewMultiset(live...)
}

// GrundySplits lists the moves of Grundy's game from p, each as
// GrundyPosition writes it: every heap of p, once per size, split into
// every two sizes a < h-a.
func GrundySplits(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	heaps := p.Sizes()
	for i, h := range heaps {
		if i > 0 && h == heaps[i-1] {
			continue // the same moves as on the heap before
		}
		rest := append(append([]int{0, 0}, heaps[:i]...), heaps[i+1:]...)
		for a := 1; 2*a < h; a++ {
			rest[0], rest[1] = a, h-a
			m = append(m, GrundyPosition(rest...))
		}
	}
	return m
}
