package gametree

import "testing"

// TestEDMoves checks EDMoves against the rules read literally: from one
// or two pairs of heaps up to 7, the positions reached are exactly those
// where one pair is replaced by any (a, b) with a, b >= 1 and a + b one
// of its heaps, the other pair kept.
func TestEDMoves(t *testing.T) {
	const most = 7
	check := func(heaps []int) {
		got := map[EDPairs]bool{}
		for _, q := range EDMoves(NewEDPairs(heaps...)) {
			if got[q] {
				t.Errorf("%v: %v listed twice", heaps, q)
			}
			got[q] = true
		}
		want := map[EDPairs]bool{}
		for i := 0; i < len(heaps); i += 2 {
			for _, s := range heaps[i : i+2] {
				for a := 1; a < s; a++ {
					h := append([]int(nil), heaps...)
					h[i], h[i+1] = a, s-a
					want[NewEDPairs(h...)] = true
				}
			}
		}
		if len(got) != len(want) {
			t.Errorf("%v: %d moves, want %d", heaps, len(got), len(want))
		}
		for q := range want {
			if !got[q] {
				t.Errorf("%v: the move to %v is missing", heaps, q)
			}
		}
	}
	for x := 1; x <= most; x++ {
		for y := 1; y <= most; y++ {
			check([]int{x, y})
			for u := 1; u <= most; u++ {
				for v := 1; v <= most; v++ {
					check([]int{x, y, u, v})
				}
			}
		}
	}
	if p, q := NewEDPairs(3, 1, 2, 2, 1, 5), NewEDPairs(2, 2, 5, 1, 1, 3); p != q || p[0] != [2]uint8{1, 3} || p[2] != [2]uint8{2, 2} {
		t.Errorf("NewEDPairs: %v and %v, want both [[1 3] [1 5] [2 2]]", p, q)
	}
}
