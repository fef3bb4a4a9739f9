package gametree

import "gametheory/pkg/game"

// The game of HDU 5795 "A Simple Nim": a move takes any positive number
// of stones from one heap, or splits one heap into three non-empty heaps.

// SimpleNimMoves lists the moves from p, the heaps as a game.Multiset: each
// heap, once per size, lowered to every smaller size and split into every
// three sizes a <= b <= c.
func SimpleNimMoves(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	heaps := p.Sizes()
	for i, h := range heaps {
		if i > 0 && h == heaps[i-1] {
			continue // the same moves as on the heap before
		}
		rest := append(append([]int{0, 0, 0}, heaps[:i]...), heaps[i+1:]...)
		for y := 0; y < h; y++ {
			rest[0], rest[1], rest[2] = y, 0, 0
			m = append(m, game.NewMultiset(rest...))
		}
		eachSplit3(h, func(a, b, c int) {
			rest[0], rest[1], rest[2] = a, b, c
			m = append(m, game.NewMultiset(rest...))
		})
	}
	return m
}

// SimpleNimOptions lists the options of one heap of x stones, for
// pkg/game's NewSums: every smaller heap, and every three non-empty heaps
// a <= b <= c making x, a sum of three.
func SimpleNimOptions(x int) [][]int {
	var m [][]int
	for y := 0; y < x; y++ {
		m = append(m, []int{y})
	}
	eachSplit3(x, func(a, b, c int) { m = append(m, []int{a, b, c}) })
	return m
}

// eachSplit3 calls f with every a <= b <= c, all at least 1, of sum x.
func eachSplit3(x int, f func(a, b, c int)) {
	for a := 1; 3*a <= x; a++ {
		for b := a; a+2*b <= x; b++ {
			f(a, b, x-a-b)
		}
	}
}
