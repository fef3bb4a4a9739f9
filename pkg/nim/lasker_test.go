package nim

import (
	"math/big"
	"testing"

	"gametheory/pkg/game"
)

// laskerHeap searches one heap of Lasker's Nim straight from the rules:
// take any positive number of stones, or split the heap into two
// non-empty heaps, an option worth the xor of its two parts.
var laskerHeap = game.NewSums(func(x int64) [][]int64 {
	var opts [][]int64
	for y := int64(0); y < x; y++ {
		opts = append(opts, []int64{y})
	}
	for a := int64(1); a <= x/2; a++ {
		opts = append(opts, []int64{a, x - a})
	}
	return opts
})

// TestLaskerAgainstSearch checks Lasker(x) against the searched Grundy
// value of every heap x <= 1000.
func TestLaskerAgainstSearch(t *testing.T) {
	for x := int64(0); x <= 1000; x++ {
		g, err := laskerHeap.Grundy(x)
		if err != nil {
			t.Fatal(err)
		}
		if got := Lasker(x); got != int64(g) {
			t.Errorf("Lasker(%d) = %d, the search %d", x, got, g)
		}
	}
}

// TestLaskerRange checks the arithmetic at the ends of the range, where
// x+1 would overflow a narrower type: near 2^31 (hdu3032's largest heap
// is 2^31-1, whose value is 2^31) and near 2^63-2, against the rule
// computed in math/big.
func TestLaskerRange(t *testing.T) {
	var xs []int64
	for d := int64(0); d < 12; d++ {
		xs = append(xs, 1<<31-6+d, 1<<32-6+d, 1<<63-2-d, 1+d)
	}
	for _, x := range xs {
		want := big.NewInt(x)
		switch x % 4 {
		case 0:
			want.Sub(want, big.NewInt(1))
		case 3:
			want.Add(want, big.NewInt(1))
		}
		if got := Lasker(x); !want.IsInt64() || got != want.Int64() {
			t.Errorf("Lasker(%d) = %d, want %v", x, got, want)
		}
	}
	for _, x := range []int64{-1, -1 << 63, 1<<63 - 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Lasker(%d) did not panic", x)
				}
			}()
			Lasker(x)
		}()
	}
}
