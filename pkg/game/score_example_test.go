package game_test

import (
	"fmt"

	"gametheory/pkg/game"
)

// AtCoder EDPC L "Deque": players take in turn the first or the last
// element of a sequence, each earning its value; Taro, first, makes
// X - Y as large as he can, Jiro as small. A position is the part of
// the sequence left, a[l:r].
func ExampleNewScores() {
	a := []int{10, 80, 90, 30}
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
	fmt.Println(s.Value(deque{0, len(a)}))
	m, _, _ := s.Best(deque{0, len(a)})
	fmt.Println("Taro takes", m.Score, "and leaves", a[m.To.l:m.To.r])
	// Output:
	// 10 <nil>
	// Taro takes 30 and leaves [10 80 90]
}
