package solvetest

import (
	"math/rand"
	"strings"
	"testing"
)

func TestNumbers(t *testing.T) {
	next := Numbers(" 3\n-7\t9223372036854775807\r\n")
	if a, b, c := next(), next(), next(); a != 3 || b != -7 || c != 1<<63-1 {
		t.Errorf("Numbers gave %d, %d, %d", a, b, c)
	}
}

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
		next := Numbers(c.In)
		for i := 0; i < 9; i++ { // 2, then 3 and three heaps, twice
			if v := next(); v < 0 || v > 1<<63-2 {
				t.Errorf("%s: %d, past the most", c.Name, v)
			}
		}
	}
}
