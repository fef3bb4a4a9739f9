package solvetest

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// TestEveryMultiset: with Nim's answer, every multiset of at most 5 stones
// (1 + 1 + 2 + 3 + 5 + 7 of them), its heaps in some order; XorCases,
// with Nim's values, gives the same answers.
func TestEveryMultiset(t *testing.T) {
	nim := func(heaps []int) string {
		x := 0
		for _, h := range heaps {
			x ^= h
		}
		if x != 0 {
			return "won\n"
		}
		return "lost\n"
	}
	in, out := EveryMultiset(rand.New(rand.NewSource(1)), 5, nim)
	if !strings.HasPrefix(in, "19\n0\n\n1\n1\n1\n2\n2\n1 1\n") || !strings.HasPrefix(out, "lost\nwon\nwon\nlost\n") ||
		strings.Count(out, "\n") != 19 || !strings.Contains(in, "\n1 3\n") {
		t.Errorf("EveryMultiset gave %q and %q: not every multiset, or none shuffled", in, out)
	}
	if got := XorCases(in, func(x int64) int64 { return x }, "won\n", "lost\n"); got != out {
		t.Errorf("XorCases gave %q, want %q", got, out)
	}
}

// TestHugeHeaps: with Nim's values (their own inverse), each first case
// is lost and each second won, every heap at most most.
func TestHugeHeaps(t *testing.T) {
	id := func(x int64) int64 { return x }
	cases := HugeHeaps(rand.New(rand.NewSource(1)), []int64{1e9, 1<<63 - 2}, 1<<63-2, id, "won\n", "lost\n")
	if len(cases) != 200 {
		t.Fatalf("%d cases", len(cases))
	}
	for _, c := range cases {
		if got := XorCases(c.In, id, "won\n", "lost\n"); got != c.Out || c.Out != "lost\nwon\n" {
			t.Errorf("%s: answered %q, given %q", c.Name, got, c.Out)
		}
		next := NewTokens(c.In).Int64
		for i := 0; i < 9; i++ { // 2, then 3 and three heaps, twice
			if v := next(); v < 0 || v > 1<<63-2 {
				t.Errorf("%s: %d, past the most", c.Name, v)
			}
		}
	}
}

// TestHeapCases: a case is its count of heaps and the heaps, in some
// order; Input puts the count of cases before them.
func TestHeapCases(t *testing.T) {
	c := NewHeapCases(rand.New(rand.NewSource(1)))
	c.Add([]int{3, 1}, "a\n")
	c.Add(nil, "b\n")
	if cases := c.Cases(); cases != "2\n3 1\n0\n\n" && cases != "2\n1 3\n0\n\n" || c.Input() != "2\n"+cases || c.Answers() != "a\nb\n" || c.Len() != 2 {
		t.Errorf("cases %q, input %q, answers %q, %d of them", cases, c.Input(), c.Answers(), c.Len())
	}
}

// TestEveryHeaps: every multiset of 1 to 2 heaps of 1 to 3, largest
// first, each a slice of its own.
func TestEveryHeaps(t *testing.T) {
	var got [][]int
	EveryHeaps(2, 3, func(heaps []int) { got = append(got, heaps) })
	want := [][]int{{1}, {1, 1}, {2}, {2, 1}, {2, 2}, {3}, {3, 1}, {3, 2}, {3, 3}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("EveryHeaps(2, 3) gave %v, want %v", got, want)
	}
}
