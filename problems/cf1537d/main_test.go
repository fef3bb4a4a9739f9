package main

import (
	"math/big"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/cf1537d") }

func answer(won bool) string {
	if won {
		return "Alice\n"
	}
	return "Bob\n"
}

// TestAgainstSearch compares the answer with the search of the game,
// every divisor tried as a move, for every n up to 10^5, all as the cases
// of one input.
func TestAgainstSearch(t *testing.T) {
	const most = 100000
	game := gametree.New(gametree.DivisorMoves)
	var in, want strings.Builder
	in.WriteString(strconv.Itoa(most) + "\n")
	for n := 1; n <= most; n++ {
		in.WriteString(strconv.Itoa(n) + "\n")
		want.WriteString(answer(game.Wins(n)))
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every n up to 10^5", In: in.String(), Out: want.String()}})
}

// TestEveryN checks the bit tests of wins on every n of the statement,
// 1 to 10^9, against the theorem followed by counting: the powers of two
// are met one by one, doubling, and alternate between lost and won from 2
// on; between two of them every odd n is lost and every even n won.
func TestEveryN(t *testing.T) {
	if testing.Short() {
		t.Skip("10^9 values")
	}
	const most = 1e9
	for k, pow := 0, uint64(1); pow <= most; k, pow = k+1, 2*pow {
		if want := k > 0 && k%2 == 0; wins(pow) != want {
			t.Fatalf("wins(2^%d) = %v, want %v", k, !want, want)
		}
		for n := pow + 1; n < 2*pow && n <= most; n++ {
			if wins(n) != (n%2 == 0) {
				t.Fatalf("wins(%d) = %v, want %v", n, wins(n), n%2 == 0)
			}
		}
	}
}

// rule is the theorem written apart from wins, in math/big: strip the
// factors of 2 and count them.
func rule(n *big.Int) bool {
	if n.Bit(0) == 1 {
		return false
	}
	k := n.TrailingZeroBits()
	odd := new(big.Int).Rsh(n, k)
	return odd.Cmp(big.NewInt(1)) != 0 || k%2 == 0
}

// TestLargeN checks wins past the statement, up to 2^63-1, where its
// answer can change: at every power of two and around it, and at the top.
func TestLargeN(t *testing.T) {
	for k := 0; k <= 62; k++ {
		for d := int64(-3); d <= 3; d++ {
			n := int64(1)<<k + d
			if n < 1 {
				continue
			}
			if got, want := wins(uint64(n)), rule(big.NewInt(n)); got != want {
				t.Errorf("wins(2^%d%+d) = %v, want %v", k, d, got, want)
			}
		}
	}
	for _, n := range []int64{1<<63 - 1, 1<<63 - 2, 3 << 61, 999999999999999999} {
		if got, want := wins(uint64(n)), rule(big.NewInt(n)); got != want {
			t.Errorf("wins(%d) = %v, want %v", n, got, want)
		}
	}
}

// TestOutputs checks every committed .out file against rule.
func TestOutputs(t *testing.T) {
	solvetest.Outputs(t, "../../samples/cf1537d", func(in string) string {
		var out strings.Builder
		for _, f := range strings.Fields(in)[1:] {
			n, ok := new(big.Int).SetString(f, 10)
			if !ok {
				panic(f)
			}
			out.WriteString(answer(rule(n)))
		}
		return out.String()
	})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "the largest n", In: "2\n9223372036854775807\n9223372036854775806\n", Out: "Bob\nAlice\n"},
		{Name: "2^62", In: "1\n4611686018427387904\n", Out: "Alice\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of test cases t >= 0, found end of input"},
		{Name: "n = 0", In: "2\n4\n0\n", Out: "Alice\n", Err: "line 3, column 1: n, 0, is out of range [1, 9223372036854775807]"},
		{Name: "negative n", In: "1\n-4\n", Err: "line 2, column 1: n, -4, is out of range [1, 9223372036854775807]"},
		{Name: "n of 2^63", In: "1\n9223372036854775808\n", Err: "line 2, column 1: n, 9223372036854775808, is out of range [1, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n1e9\n", Err: "line 2, column 1: expected n >= 1, found \"1e9\""},
		{Name: "fewer cases", In: "3\n1\n2\n", Out: "Bob\nBob\n", Err: "line 4, column 1: expected n >= 1, found end of input"},
		{Name: "more than announced", In: "1\n4\n12\n", Out: "Alice\n", Warn: `line 3, column 1: ignored "12" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the t cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "4\n1\n4\n12\n69\n", "Bob\nAlice\nAlice\nBob\n")
}
