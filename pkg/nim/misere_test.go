package nim

import "testing"

// TestMisereWinsAgainstSearch checks MisereWins against pkg/game's misère
// search of Nim (Moore's Nim_1) on every position of up to 3 heaps of at
// most 15, up to 4 heaps of at most 7 and up to 6 heaps of at most 3.
func TestMisereWinsAgainstSearch(t *testing.T) {
	g := mooreSearch(1)
	for _, size := range []struct{ heaps, most int8 }{{3, 15}, {4, 7}, {6, 3}} {
		wins := 0
		eachHeaps(size.heaps, size.most, func(p mooreHeaps) {
			want, err := g.MisereWins(p)
			if err != nil {
				t.Fatal(err)
			}
			if got := MisereWins(int64s(p)); got != want {
				t.Errorf("heaps %v: MisereWins = %v, the search %v", p, got, want)
			}
			if want {
				wins++
			}
		})
		t.Logf("%d heaps of at most %d: %d won positions", size.heaps, size.most, wins)
	}
}

func TestMisereWins(t *testing.T) {
	for _, c := range []struct {
		heaps []int64
		wins  bool
	}{
		{nil, true},
		{[]int64{0, 0}, true},
		{[]int64{1}, false},
		{[]int64{1, 1}, true},
		{[]int64{1, 1, 1}, false},
		{[]int64{0, 1, 0, 1, 1, 1}, true},
		{[]int64{2}, true},
		{[]int64{2, 2}, false},
		{[]int64{2, 3, 1}, false},
		{[]int64{3, 5, 1}, true},
		{[]int64{1<<63 - 1}, true},
		{[]int64{1<<63 - 1, 1<<63 - 1}, false},
		{[]int64{1<<63 - 1, 1<<63 - 2, 1}, false},
		{[]int64{1<<63 - 1, 1<<63 - 2}, true},
	} {
		if got := MisereWins(c.heaps); got != c.wins {
			t.Errorf("MisereWins(%v) = %v, want %v", c.heaps, got, c.wins)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("MisereWins with a negative heap did not panic")
		}
	}()
	MisereWins([]int64{3, -1})
}
