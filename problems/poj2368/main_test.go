package main

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/poj2368") }

// TestAgainstSimulation plays the game for every L < 2000 on every K <= 2000
// and compares the smallest L the second player wins with.
func TestAgainstSimulation(t *testing.T) {
	const maxK = 2000
	first := make([]int64, maxK+1) // smallest L found so far for each K
	lost := make([]bool, maxK+1)
	for l := 2; l < maxK; l++ {
		// lost[n]: the player to move at n loses; losing counts the lost
		// positions among the last l, the ones a move can reach.
		losing := 0
		for n := 0; n <= maxK; n++ {
			lost[n] = losing == 0
			if lost[n] {
				losing++
			}
			if n-l >= 0 && lost[n-l] {
				losing--
			}
			if lost[n] && first[n] == 0 && l < n {
				first[n] = int64(l)
			}
		}
	}
	var cases []solvetest.Case
	for k := 0; k <= maxK; k++ {
		cases = append(cases, solvetest.Case{Name: strconv.Itoa(k), In: fmt.Sprintf("%d\n", k), Out: fmt.Sprintf("%d\n", first[k])})
	}
	solvetest.Check(t, solve, cases)
}

// TestAgainstSearch confirms the simulation's rules with the game tree, on
// every K <= 150 and every L.
func TestAgainstSearch(t *testing.T) {
	type pos struct{ n, l int }
	g := gametree.New(func(p pos) []pos {
		var m []pos
		for take := 1; take <= p.l && take <= p.n; take++ {
			m = append(m, pos{p.n - take, p.l})
		}
		return m
	})
	for k := 0; k <= 150; k++ {
		var want int64
		for l := 2; l < k; l++ {
			if !g.Wins(pos{k, l}) {
				want = int64(l)
				break
			}
		}
		if got := smallestL(int64(k)); got != want {
			t.Errorf("K = %d: got %d, want %d", k, got, want)
		}
	}
}

// TestLarge compares with trying every L in turn, by the Bash rule the
// tests above confirm, for K up to the statement's 10^8 and past it: primes,
// squares of primes, twice a prime, powers of two.
func TestLarge(t *testing.T) {
	slow := func(k int64) int64 {
		for l := int64(2); l < k; l++ {
			if k%(l+1) == 0 {
				return l
			}
		}
		return 0
	}
	for _, k := range []int64{99999989, 100000000, 99999999, 9999 * 9999, 9973 * 9973, 2 * 49999991, 1 << 26, 3 * 33333331, 4 * 24999991} {
		if got, want := smallestL(k), slow(k); got != want {
			t.Errorf("K = %d: got %d, want %d", k, got, want)
		}
	}
	// Past the statement: a prime near 2^62 and its double.
	const p = 4611686018427387847
	if got := smallestL(p); got != p-1 {
		t.Errorf("K = %d: got %d", int64(p), got)
	}
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "below 3", In: "2\n", Out: "0\n", Err: ""},
		{Name: "zero", In: "0", Out: "0\n", Err: ""},
		{Name: "empty input", In: "", Out: "", Err: "line 1, column 1: expected the number of buttons K >= 0, found end of input"},
		{Name: "negative", In: "-5\n", Out: "", Err: "line 1, column 1: the number of buttons K, -5, is out of range [0, 9223372036854775807]"},
		{Name: "not an integer", In: "1e8\n", Out: "", Err: "line 1, column 1: expected the number of buttons K >= 0, found \"1e8\""},
		{Name: "a token of 64 KiB", In: strings.Repeat("1", 1<<16), Out: "", Err: "line 1, column 1: a token of 64 KiB or more"},
		{Name: "two numbers", In: "3 4\n", Out: "2\n", Warn: "line 1, column 3: ignored \"4\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends after K.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "6\n", "2\n") }
