package main

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/p1247") }

// TestAgainstSearch checks every position of up to 4 piles of at most 7:
// "lose" exactly on lost positions, and otherwise a legal move to a lost
// position that is the smallest such move by <pile, amount>, with the
// piles after it.
func TestAgainstSearch(t *testing.T) {
	nim := gametree.New(gametree.NimMoves)
	gametree.EachPiles(7, func(n int, p gametree.Piles) {
		out, err := solvetest.Output(solve, p.Input(n))
		if err != nil {
			t.Fatalf("%v: %v", p[:n], err)
		}
		if !nim.Wins(p) {
			if out != "lose\n" {
				t.Fatalf("%v is lost, got %q", p[:n], out)
			}
			return
		}
		var a, b int
		var after string
		if k, _ := fmt.Sscanf(out, "%d %d\n", &a, &b); k != 2 || b < 1 || b > n || a < 1 || a > p[b-1] {
			t.Fatalf("%v: %q is not a legal move", p[:n], out)
		}
		q := p
		q[b-1] -= a
		after = out[strings.IndexByte(out, '\n')+1:]
		if want := strings.SplitN(q.Input(n), "\n", 2)[1]; after != want { // the sizes line
			t.Fatalf("%v: move %d %d printed piles %q, want %q", p[:n], a, b, after, want)
		}
		if nim.Wins(q) {
			t.Fatalf("%v: move %d %d leaves a won position", p[:n], a, b)
		}
		// NimMoves lists moves by <pile, amount>: the first to a lost position is the answer.
		for _, m := range gametree.NimMoves(p) {
			if !nim.Wins(m) {
				if m != q {
					t.Fatalf("%v: printed move to %v, smallest is to %v", p[:n], q[:n], m[:n])
				}
				break
			}
		}
	})
}

// TestLargest checks the answer on the largest input the statement allows
// by the xor rule the search confirmed above.
func TestLargest(t *testing.T) {
	rng := rand.New(rand.NewSource(1247))
	const k = 500000
	piles := make([]int64, k)
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", k)
	var x int64
	for i := range piles {
		piles[i] = rng.Int63n(1e9 + 1)
		x ^= piles[i]
		b.WriteString(strconv.FormatInt(piles[i], 10) + " ")
	}
	out, err := solvetest.Output(solve, b.String())
	if err != nil || x == 0 {
		t.Fatalf("err %v, xor %d", err, x)
	}
	lines := strings.Split(out, "\n")
	var a, pile int64
	if _, err := fmt.Sscanf(lines[0], "%d %d", &a, &pile); err != nil {
		t.Fatal(err)
	}
	for i := int64(0); i < pile-1; i++ {
		if piles[i]^x < piles[i] {
			t.Fatalf("pile %d has a winning move before pile %d", i+1, pile)
		}
	}
	if piles[pile-1]^x != piles[pile-1]-a {
		t.Fatalf("move %d %d does not reach xor 0", a, pile)
	}
	piles[pile-1] -= a
	if got := strings.Fields(lines[1]); len(got) != k || got[pile-1] != strconv.FormatInt(piles[pile-1], 10) || got[k-1] != strconv.FormatInt(piles[k-1], 10) {
		t.Fatalf("second line has %d numbers or the wrong ones", len(got))
	}
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no piles", In: "0\n", Out: "lose\n", Err: ""},
		{Name: "up to 2^32-1", In: "2\n4294967295 1", Out: "4294967294 1\n1 1\n", Err: ""},
		{Name: "beyond 2^32-1", In: "2\n4294967296 1", Out: "", Err: "line 2, column 1: a pile size, 4294967296, is out of range [0, 4294967295]"},
		{Name: "empty input", In: "", Out: "", Err: "line 1, column 1: expected the number of piles k >= 0, found end of input"},
		{Name: "negative k", In: "-1\n", Out: "", Err: "line 1, column 1: the number of piles k, -1, is out of range [0, 9223372036854775807]"},
		{Name: "negative pile", In: "2\n3 -3", Out: "", Err: "line 2, column 3: a pile size, -3, is out of range [0, 4294967295]"},
		{Name: "fewer piles", In: "3\n1 2\n", Out: "", Err: "line 3, column 1: expected a pile size in [0, 4294967295], found end of input"},
		{Name: "huge k, few piles", In: "9223372036854775807\n1 2\n", Out: "", Err: "line 3, column 1: expected a pile size in [0, 4294967295], found end of input"},
		{Name: "not an integer", In: "1\nx\n", Out: "", Err: "line 2, column 1: expected a pile size in [0, 4294967295], found \"x\""},
		{Name: "a token of 64 KiB", In: "2\n1 " + strings.Repeat("0", 1<<16), Out: "", Err: "line 2, column 3: a token of 64 KiB or more"},
		{Name: "more than announced", In: "1\n4 4\n", Out: "4 1\n0\n", Warn: "line 2, column 3: ignored \"4\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends after the k piles.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "3\n3 4 5\n", "2 1\n1 4 5\n") }
