package gametree

import "testing"

// TestDeque: the statement's samples, and no element at all.
func TestDeque(t *testing.T) {
	for _, c := range []struct {
		a    []int
		want int
	}{
		{[]int{10, 80, 90, 30}, 10},
		{[]int{10, 100, 10}, -80},
		{[]int{10}, 10},
		{[]int{1e9, 1, 1e9, 1, 1e9, 1, 1e9, 1, 1e9, 1}, 4999999995},
		{[]int{4, 2, 9, 7, 1, 5}, 2},
		{nil, 0},
	} {
		if got := Deque(c.a); got != c.want {
			t.Errorf("Deque(%v) = %d, want %d", c.a, got, c.want)
		}
	}
}
