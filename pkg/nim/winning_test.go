package nim

import (
	"slices"
	"testing"
)

// TestWinningMovesAgainstSearch checks WinningMoves against pkg/game's
// search of Nim (Moore's Nim_1) on every position of up to 3 heaps of at
// most 15, up to 4 heaps of at most 7 and up to 6 heaps of at most 3: it
// tries every move, each heap to each smaller size, and counts those to a
// position the search finds lost.
func TestWinningMovesAgainstSearch(t *testing.T) {
	g := mooreSearch(1)
	for _, size := range []struct{ heaps, most int8 }{{3, 15}, {4, 7}, {6, 3}} {
		eachHeaps(size.heaps, size.most, func(p mooreHeaps) {
			want := 0
			for i, h := range p {
				for v := int8(0); v < h; v++ {
					q := p
					q[i] = v
					slices.Sort(q[:])
					slices.Reverse(q[:])
					wins, err := g.Wins(q)
					if err != nil {
						t.Fatal(err)
					}
					if !wins {
						want++
					}
				}
			}
			if got := WinningMoves(int64s(p)); got != want {
				t.Errorf("heaps %v: WinningMoves = %d, the search %d", p, got, want)
			}
		})
	}
}

func TestWinningMoves(t *testing.T) {
	for _, c := range []struct {
		heaps []int64
		moves int
	}{
		{nil, 0},
		{[]int64{0}, 0},
		{[]int64{7}, 1},
		{[]int64{5, 7, 9}, 1},
		{[]int64{5, 5, 4}, 3},
		{[]int64{4, 5, 6, 7}, 0},
		{[]int64{1<<63 - 1, 1<<63 - 1, 1<<63 - 1}, 3},
		{[]int64{1<<63 - 1, 1<<62 + 1, 1 << 62, 3}, 3},
		{[]int64{1 << 62, 1 << 62, 1}, 1},
	} {
		if got := WinningMoves(c.heaps); got != c.moves {
			t.Errorf("WinningMoves(%v) = %d, want %d", c.heaps, got, c.moves)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("WinningMoves with a negative heap did not panic")
		}
	}()
	WinningMoves([]int64{-1})
}
