package gametree

import "gametheory/pkg/game"

// Deque returns the value of AtCoder EDPC L's game on the sequence a:
// players take in turn its first or its last element and earn its value,
// until none is left; the value is the first player's total minus the
// second's, with the first making it as large as he can and the second as
// small. A position is the part of a left, a[l:r], and pkg/game's
// NewScores searches it, every move scoring the element taken.
func Deque(a []int) int {
	type deque struct{ l, r int }
	s := game.NewScores(func(d deque) []game.Move[deque] {
		if d.l == d.r {
			return nil
		}
		return []game.Move[deque]{
			{To: deque{d.l + 1, d.r}, Score: a[d.l]},
			{To: deque{d.l, d.r - 1}, Score: a[d.r-1]},
		}
	}, nil)
	v, err := s.Value(deque{0, len(a)})
	if err != nil {
		panic(err) // no cycle, no panic; an overflow needs sums past 2^63
	}
	return v
}
