package main

import (
	"testing"

	"gametheory/internal/gametree"
)

// TestRowsAgainstSearch checks the row-by-row lost pairs against a search
// of every position with both piles <= 120.
func TestRowsAgainstSearch(t *testing.T) {
	const n = 120
	g := gametree.New(func(p [2]int) [][2]int {
		var m [][2]int
		for take := 1; take <= max(p[0], p[1]); take++ {
			if take <= p[0] {
				m = append(m, [2]int{p[0] - take, p[1]})
			}
			if take <= p[1] {
				m = append(m, [2]int{p[0], p[1] - take})
			}
			if take <= min(p[0], p[1]) {
				m = append(m, [2]int{p[0] - take, p[1] - take})
			}
		}
		return m
	})
	var rows []int
	for a := 0; a <= n; a++ {
		rows = append(rows, a)
	}
	lostB := lostPairs(rows)
	for a := 0; a <= n; a++ {
		for b := a; b <= n; b++ {
			if got, want := lostB[a] == b, !g.Wins([2]int{a, b}); got != want {
				t.Errorf("(%d, %d): lost %v, the search says %v", a, b, got, want)
			}
		}
	}
}
