package game

import (
	"math"
	"slices"
	"testing"
)

func TestMultiset(t *testing.T) {
	m := NewMultiset(3, 0, 7, 3, 1)
	if m != NewMultiset(1, 3, 3, 7) || m != NewMultiset(7, 3, 1, 3, 0, 0) {
		t.Errorf("order or zeros make a different key: %v", m)
	}
	if got := m.Sizes(); !slices.Equal(got, []int{7, 3, 3, 1}) {
		t.Errorf("Sizes() = %v, want [7 3 3 1]", got)
	}
	if got := m.String(); got != "[7 3 3 1]" {
		t.Errorf("String() = %q", got)
	}
	if NewMultiset() != (Multiset{}) || NewMultiset(0, 0) != (Multiset{}) || len(NewMultiset().Sizes()) != 0 {
		t.Error("no sizes is not the zero Multiset")
	}
	if NewMultiset(1, 2) == NewMultiset(1, 2, 2) || NewMultiset(128) == NewMultiset(1, 0) {
		t.Error("different multisets are equal")
	}
	// no cap: many heaps, large ones
	big := []int{math.MaxInt, 1 << 40, 300, 128, 127, 1}
	many := make([]int, 1000)
	for i := range many {
		many[i] = 1 + i%7
	}
	for _, sizes := range [][]int{big, many} {
		want := slices.Clone(sizes)
		slices.Sort(want)
		slices.Reverse(want)
		if got := NewMultiset(sizes...).Sizes(); !slices.Equal(got, want) {
			t.Errorf("Sizes() of %d sizes = %v, want %v", len(sizes), got[:min(len(got), 8)], want[:min(len(want), 8)])
		}
	}
}

func TestMultisetNegative(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("NewMultiset(-1) did not panic")
		}
	}()
	NewMultiset(2, -1)
}
