package gametree

import (
	"reflect"
	"testing"

	"gametheory/pkg/game"
)

func TestXorBreaks(t *testing.T) {
	for _, c := range []struct {
		p    int
		want [][2]int
	}{
		{0, nil},
		{1, nil},
		{2, nil},
		{3, [][2]int{{1, 2}}},
		{8, nil},
		{13, [][2]int{{1, 12}, {4, 9}, {5, 8}, {6, 11}, {7, 10}}},
	} {
		if got := XorBreaks(c.p); !reflect.DeepEqual(got, c.want) {
			t.Errorf("XorBreaks(%d) = %v, want %v", c.p, got, c.want)
		}
	}
	// Every p below 2^10: each pair is a break, listed once; and there are
	// as many as the numbers x below p's highest bit whose own highest bit
	// is a bit of p, counted one by one.
	for p := 1; p < 1<<10; p++ {
		count := 0
		high := 1
		for high*2 <= p {
			high *= 2
		}
		for x := 1; x < high; x++ {
			h := 1
			for h*2 <= x {
				h *= 2
			}
			if p&h != 0 {
				count++
			}
		}
		got := XorBreaks(p)
		for i, b := range got {
			if b[0] <= 0 || b[0] >= b[1] || b[1] >= p || b[0]^b[1] != p || i > 0 && got[i-1][0] >= b[0] {
				t.Fatalf("XorBreaks(%d) = %v: %v is not a break, or out of order", p, got, b)
			}
		}
		if len(got) != count {
			t.Fatalf("XorBreaks(%d) has %d breaks, want %d", p, len(got), count)
		}
	}
}

// TestXorBreakAgainstPairs checks the search, which decides a number at a
// time, against pkg/game's retrograde analysis of the game as it is
// played: a position is the two numbers the player to move may choose
// from, and a move breaks either. Every game from n < 2^7, every pair
// reached, outcome and remoteness.
func TestXorBreakAgainstPairs(t *testing.T) {
	const n = 1 << 7
	s := NewXorBreak(n)
	if s.Size() != n {
		t.Fatalf("Size() = %d, want %d", s.Size(), n)
	}
	moves := func(p [2]int) [][2]int {
		var m [][2]int
		for _, x := range p {
			m = append(m, XorBreaks(x)...)
		}
		return m
	}
	var roots [][2]int
	for p := 1; p < n; p++ {
		roots = append(roots, [2]int{p, 0})
	}
	table, err := game.Retrograde(moves, nil, roots...)
	if err != nil {
		t.Fatal(err)
	}
	check := func(p [2]int) {
		wins, r := s.Pair(p[0], p[1])
		if want := table.Outcome(p); wins != (want == game.Win) || r != table.Remoteness(p) {
			t.Fatalf("Pair(%d, %d) = %v, %d; the retrograde analysis: %v, %d", p[0], p[1], wins, r, want, table.Remoteness(p))
		}
	}
	seen := map[[2]int]bool{}
	stack := append([][2]int(nil), roots...)
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		check(p)
		for _, m := range moves(p) {
			if !seen[m] {
				seen[m] = true
				stack = append(stack, m)
			}
		}
	}
	for _, root := range roots {
		if s.Wins(root[0]) != (table.Outcome(root) == game.Win) || s.Remoteness(root[0]) != table.Remoteness(root) {
			t.Fatalf("Wins, Remoteness(%d) = %v, %d", root[0], s.Wins(root[0]), s.Remoteness(root[0]))
		}
	}
	if len(seen) < 2000 {
		t.Errorf("only %d pairs reached", len(seen))
	}
}
