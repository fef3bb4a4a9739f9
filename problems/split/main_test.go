package main

import (
	"fmt"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/split") }

// nim searches Nim positions straight from the rules.
var nim = gametree.New(func(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	sizes := p.Sizes()
	for i, s := range sizes {
		if i > 0 && s == sizes[i-1] {
			continue // the same moves as the pile before
		}
		for v := 0; v < s; v++ {
			sizes[i] = v
			m = append(m, game.NewMultiset(sizes...))
		}
		sizes[i] = s
	}
	return m
})

// checkAnswer checks one answer line for N against the rules: "A x y" must
// split N into piles x >= y >= 1 that B, moving first, loses; "B" must
// come only where no split leaves xor 0, which Bouton's rule (confirmed by
// TestNimRule) makes every split of an odd N.
func checkAnswer(t *testing.T, n int64, line string) {
	t.Helper()
	if line == "B" {
		if n%2 == 0 {
			t.Errorf("N = %d: B, but N/2, N/2 wins for A", n)
		}
		return
	}
	var x, y int64
	if k, _ := fmt.Sscanf(line, "A %d %d", &x, &y); k != 2 || line != fmt.Sprintf("A %d %d", x, y) {
		t.Fatalf("N = %d: %q is neither \"A x y\" nor \"B\"", n, line)
	}
	if y < 1 || x < y || x != n-y || x^y != 0 {
		t.Errorf("N = %d: A %d %d is not a split into x >= y >= 1 of xor 0", n, x, y)
	}
}

func lines(t *testing.T, ns []int64) []string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintln(&b, len(ns))
	for _, n := range ns {
		fmt.Fprintln(&b, n)
	}
	out, err := solvetest.Output(solve, b.String())
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(got) != len(ns) || !strings.HasSuffix(out, "\n") {
		t.Fatalf("%d answers in %q, want %d lines", len(got), out, len(ns))
	}
	return got
}

// TestNimRule confirms Bouton's rule, which the solution relies on, on
// every split of every N <= 20: B, moving first, loses exactly when the
// xor of the piles is 0.
func TestNimRule(t *testing.T) {
	for n := 1; n <= 20; n++ {
		enum.Partitions(n, func(parts []int) {
			x := 0
			for _, p := range parts {
				x ^= p
			}
			if lost := !nim.Wins(game.NewMultiset(parts...)); lost != (x == 0) {
				t.Errorf("piles %v: lost = %v, xor %d", parts, lost, x)
			}
		})
	}
}

// TestAgainstSearch searches every split of every N <= 20: A wins when
// some split is lost for B, who moves first. The seed's claim, A wins
// iff N is even, must agree, and the printed split must be one of them.
func TestAgainstSearch(t *testing.T) {
	const most = 20
	var ns []int64
	for n := int64(1); n <= most; n++ {
		ns = append(ns, n)
	}
	got := lines(t, ns)
	for _, n := range ns {
		var wins [][]int
		enum.Partitions(int(n), func(parts []int) {
			if !nim.Wins(game.NewMultiset(parts...)) {
				wins = append(wins, append([]int(nil), parts...))
			}
		})
		line := got[n-1]
		if a := strings.HasPrefix(line, "A"); a != (len(wins) > 0) || a != (n%2 == 0) {
			t.Errorf("N = %d: %q; splits that win for A: %v", n, line, wins)
			continue
		}
		checkAnswer(t, n, line)
		if strings.HasPrefix(line, "A") {
			var x, y int
			fmt.Sscanf(line, "A %d %d", &x, &y)
			if nim.Wins(game.NewMultiset(x, y)) {
				t.Errorf("N = %d: B wins on %d, %d", n, x, y)
			}
		}
	}
}

// TestLargest checks the answers at the top of the range against the rules.
func TestLargest(t *testing.T) {
	const top = 1<<63 - 1
	ns := []int64{1e18, 1e18 - 1, top, top - 1, 1 << 62, 1<<62 + 1}
	for i, line := range lines(t, ns) {
		checkAnswer(t, ns[i], line)
	}
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no tests", In: "0\n", Out: "", Err: ""},
		{Name: "crlf", In: "2\r\n4\r\n5\r\n", Out: "A 2 2\nB\n", Err: ""},
		{Name: "empty input", In: "", Out: "", Err: "line 1, column 1: expected the number of tests T >= 0, found end of input"},
		{Name: "no stones", In: "2\n4\n0\n", Out: "A 2 2\n", Err: "line 3, column 1: a number of stones N, 0, is out of range [1, 9223372036854775807]"},
		{Name: "negative", In: "1\n-4\n", Out: "", Err: "line 2, column 1: a number of stones N, -4, is out of range [1, 9223372036854775807]"},
		{Name: "fewer numbers", In: "3\n4\n5\n", Out: "A 2 2\nB\n", Err: "line 4, column 1: expected a number of stones N >= 1, found end of input"},
		{Name: "float", In: "1\n1e18\n", Out: "", Err: "line 2, column 1: expected a number of stones N >= 1, found \"1e18\""},
		{Name: "overflow", In: "1\n9223372036854775808\n", Out: "", Err: "line 2, column 1: a number of stones N, 9223372036854775808, is out of range [1, 9223372036854775807]"},
		{Name: "two on a line", In: "2\n4 6\n", Out: "A 2 2\nA 3 3\n", Err: ""},
	})
}

// TestTrailing: the input ends after the T numbers.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "2\n4\n5\n", "A 2 2\nB\n") }
