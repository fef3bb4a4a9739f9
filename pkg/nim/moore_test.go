package nim

import (
	"slices"
	"testing"

	"gametheory/pkg/game"
)

// mooreHeaps is a position of Moore's Nim_k of up to 6 heaps, largest
// first, 0 for the absent ones, so that orders of the same heaps are one
// position.
type mooreHeaps [6]int8

// mooreSearch searches Moore's Nim_k straight from the rules: a move
// lowers 1 to k heaps, each to any smaller size.
func mooreSearch(k int) *game.Game[mooreHeaps] {
	return game.New(func(p mooreHeaps) []mooreHeaps {
		var moves []mooreHeaps
		var lower func(i, changed int, q mooreHeaps)
		lower = func(i, changed int, q mooreHeaps) {
			if i == len(q) {
				if changed > 0 {
					slices.Sort(q[:])
					slices.Reverse(q[:])
					moves = append(moves, q)
				}
				return
			}
			lower(i+1, changed, q)
			if changed < k {
				for v := int8(0); v < p[i]; v++ {
					q[i] = v
					lower(i+1, changed+1, q)
				}
			}
		}
		lower(0, 0, p)
		return moves
	})
}

// eachHeaps calls f with every position of n heaps of at most most
// stones, n <= 6, each once, largest first.
func eachHeaps(n, most int8, f func(p mooreHeaps)) {
	var each func(i int8, p mooreHeaps)
	each = func(i int8, p mooreHeaps) {
		if i == n {
			f(p)
			return
		}
		top := most
		if i > 0 {
			top = p[i-1]
		}
		for h := int8(0); h <= top; h++ {
			p[i] = h
			each(i+1, p)
		}
	}
	each(0, mooreHeaps{})
}

// int64s returns p's heaps as the functions take them.
func int64s(p mooreHeaps) []int64 {
	heaps := make([]int64, len(p))
	for j, h := range p {
		heaps[j] = int64(h)
	}
	return heaps
}

// TestMooreLostAgainstSearch checks MooreLost against the search on every
// position of up to 3 heaps of at most 15, up to 4 heaps of at most 7 and
// up to 6 heaps of at most 3, for every k from 1 to the number of heaps.
func TestMooreLostAgainstSearch(t *testing.T) {
	for _, size := range []struct{ heaps, most int8 }{{3, 15}, {4, 7}, {6, 3}} {
		for k := 1; k <= int(size.heaps); k++ {
			g := mooreSearch(k)
			losses := 0
			eachHeaps(size.heaps, size.most, func(p mooreHeaps) {
				wins, err := g.Wins(p)
				if err != nil {
					t.Fatal(err)
				}
				if lost := MooreLost(int64s(p), k); lost == wins {
					t.Errorf("k = %d, heaps %v: MooreLost = %v, but the search says the player to move wins = %v", k, p, lost, wins)
				}
				if !wins {
					losses++
				}
			})
			t.Logf("%d heaps of at most %d, k = %d: %d lost positions", size.heaps, size.most, k, losses)
		}
	}
}

func TestMooreLost(t *testing.T) {
	for _, c := range []struct {
		heaps []int64
		k     int
		lost  bool
	}{
		{nil, 1, true},
		{[]int64{1 << 62, 1 << 62}, 1, true},
		{[]int64{1<<63 - 1, 1<<63 - 1, 1<<63 - 1}, 2, true},
		{[]int64{1<<63 - 1, 1<<63 - 1}, 2, false},
		{[]int64{5, 3, 6}, 1, true},
		{[]int64{5, 3, 6}, 2, false},
		{[]int64{7, 7, 7}, 2, true},
		{[]int64{7, 7, 7}, 3, false},
		{[]int64{0, 0}, 1 << 62, true},
		{[]int64{1}, 1<<63 - 1, false},
	} {
		if got := MooreLost(c.heaps, c.k); got != c.lost {
			t.Errorf("MooreLost(%v, %d) = %v, want %v", c.heaps, c.k, got, c.lost)
		}
	}
	for _, c := range []struct {
		heaps []int64
		k     int
	}{{[]int64{1}, 0}, {[]int64{1, -1}, 1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("MooreLost(%v, %d) did not panic", c.heaps, c.k)
				}
			}()
			MooreLost(c.heaps, c.k)
		}()
	}
}
