package main

import (
	"fmt"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/p1288") }

const maxN = 7

// ring is a position: n edges, edge i joining node i to node i+1 (mod n),
// and the coin on node coin. The input's coin is on node 0, between edge
// n-1 on its left and edge 0 on its right.
type ring struct {
	n, coin int
	e       [maxN]int
}

func moves(r ring) []ring {
	var m []ring
	right, left := r.coin, (r.coin+r.n-1)%r.n
	for _, side := range []struct{ edge, to int }{{right, (r.coin + 1) % r.n}, {left, left}} {
		for v := 0; v < r.e[side.edge]; v++ {
			q := r
			q.e[side.edge] = v
			q.coin = side.to
			m = append(m, q)
		}
	}
	return m
}

// eachRing calls f with every ring of up to maxN edges of values 0..3.
func eachRing(f func(ring)) {
	for n := 1; n <= maxN; n++ {
		r := ring{n: n}
		for {
			f(r)
			i := 0
			for i < n && r.e[i] == 3 {
				r.e[i] = 0
				i++
			}
			if i == n {
				break
			}
			r.e[i]++
		}
	}
}

func input(r ring) string {
	return fmt.Sprintf("%d\n%s\n", r.n, strings.Trim(fmt.Sprint(r.e[:r.n]), "[]"))
}

func hasZero(r ring) bool {
	for _, v := range r.e[:r.n] {
		if v == 0 {
			return true
		}
	}
	return false
}

// TestAgainstSearch checks every ring of N <= 7 with values <= 3 that holds
// a 0 edge against the game tree.
func TestAgainstSearch(t *testing.T) {
	g := gametree.New(moves)
	var cases []solvetest.Case
	eachRing(func(r ring) {
		if !hasZero(r) {
			return
		}
		c := solvetest.Case{Name: fmt.Sprint(r.e[:r.n]), In: input(r), Out: "NO\n"}
		if g.Wins(r) {
			c.Out = "YES\n"
		}
		cases = append(cases, c)
	})
	if len(cases) < 15000 {
		t.Fatalf("only %d rings", len(cases))
	}
	solvetest.Check(t, solve, cases)
}

// TestNoZeroEdge shows why a ring without a 0 edge is refused: the parity
// rule, read with the whole ring as one run, is wrong on many such rings,
// and the solution says so instead of answering.
func TestNoZeroEdge(t *testing.T) {
	g := gametree.New(moves)
	wrong, all := 0, 0
	eachRing(func(r ring) {
		if hasZero(r) {
			return
		}
		all++
		if g.Wins(r) != (r.n%2 == 1) {
			wrong++
		}
		out, err := solvetest.Output(solve, input(r))
		if out != "" || err == nil || !strings.Contains(err.Error(), "expected an edge of value 0") {
			t.Fatalf("%v: wrote %q, error %v", r.e[:r.n], out, err)
		}
	})
	if wrong*10 < all {
		t.Errorf("the rule is wrong on only %d of %d rings without a 0 edge", wrong, all)
	}
	t.Logf("without a 0 edge the parity rule is wrong on %d of %d rings", wrong, all)
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one edge", In: "1\n0\n", Out: "NO\n", Err: ""},
		{Name: "large values", In: "3\n1000000000 9223372036854775807 0\n", Out: "NO\n", Err: ""},
		{Name: "no zero edge", In: "4\n2 5 3 1\n", Out: "", Err: "line 2, column 7: expected an edge of value 0 (the statement promises one; without it the rule does not hold), found none among the 4 edges"},
		{Name: "no nodes", In: "0\n", Out: "", Err: "line 1, column 1: the number of nodes N, 0, is out of range [1, 9223372036854775807]"},
		{Name: "negative edge", In: "3\n1 -1 0\n", Out: "", Err: "line 2, column 3: an edge value, -1, is out of range [0, 9223372036854775807]"},
		{Name: "fewer edges", In: "3\n1 0\n", Out: "", Err: "line 3, column 1: expected an edge value >= 0, found end of input"},
		{Name: "huge N, few edges", In: "9223372036854775807\n1 0\n", Out: "", Err: "line 3, column 1: expected an edge value >= 0, found end of input"},
		{Name: "not an integer", In: "2\n0 a\n", Out: "", Err: "line 2, column 3: expected an edge value >= 0, found \"a\""},
		{Name: "a token of 64 KiB", In: "2\n" + strings.Repeat("0", 1<<16) + " 0", Out: "", Err: "line 2, column 1: a token of 64 KiB or more"},
		{Name: "more than announced", In: "2\n0 1 5\n", Out: "YES\n", Warn: "line 2, column 5: ignored \"5\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends after the N edges.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "4\n2 5 0 3\n", "YES\n") }
