package gametree

import (
	"reflect"
	"testing"
)

func TestDivisorMoves(t *testing.T) {
	for _, c := range []struct {
		n    int
		want []int
	}{
		{1, nil},
		{2, nil},
		{3, nil},
		{4, []int{2}},
		{12, []int{10, 6, 9, 8}},
		{36, []int{34, 18, 33, 24, 32, 27, 30}},
		{97, nil},
	} {
		if got := DivisorMoves(c.n); !reflect.DeepEqual(got, c.want) {
			t.Errorf("DivisorMoves(%d) = %v, want %v", c.n, got, c.want)
		}
	}
	// Every n up to 2000: the moves are distinct, each subtracts a
	// divisor other than 1 and n, and there are as many as such divisors,
	// found one by one.
	for n := 1; n <= 2000; n++ {
		count := 0
		for d := 2; d < n; d++ {
			if n%d == 0 {
				count++
			}
		}
		got := DivisorMoves(n)
		seen := map[int]bool{}
		for _, m := range got {
			if d := n - m; d < 2 || d >= n || n%d != 0 || seen[m] {
				t.Fatalf("DivisorMoves(%d) = %v: %d is not a move, or twice", n, got, m)
			}
			seen[m] = true
		}
		if len(got) != count {
			t.Fatalf("DivisorMoves(%d) = %v, want %d moves", n, got, count)
		}
	}
}
