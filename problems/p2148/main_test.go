package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/p2148") }

// TestRule checks g against the Grundy values pkg/game's search finds
// for every pair of heaps from 1 to 128 (what the table program shows).
func TestRule(t *testing.T) {
	const most = 128
	search := game.New(gametree.EDMoves)
	for x := 1; x <= most; x++ {
		for y := 1; y <= most; y++ {
			v, err := search.Grundy(gametree.NewEDPairs(x, y))
			if err != nil {
				t.Fatal(err)
			}
			if g(int64(x), int64(y)) != v {
				t.Fatalf("g(%d, %d) = %d, the search says %d", x, y, g(int64(x), int64(y)), v)
			}
		}
	}
}

// TestAgainstSearch compares the answer with the search of the whole
// position, all its pairs at once and without Grundy values, on every
// position of one or two pairs of heaps up to 12 and of three pairs of
// heaps up to 6, in every order, all as the cases of one input.
func TestAgainstSearch(t *testing.T) {
	search := gametree.New(gametree.EDMoves)
	var in, want strings.Builder
	cases := 0
	for _, c := range []struct{ pairs, most int }{{1, 12}, {2, 12}, {3, 6}} {
		heaps := make([]int, 2*c.pairs)
		for i := range heaps {
			heaps[i] = 1
		}
		for {
			cases++
			in.WriteString(strconv.Itoa(len(heaps)) + "\n")
			for _, h := range heaps {
				in.WriteString(strconv.Itoa(h) + " ")
			}
			in.WriteString("\n")
			if search.Wins(gametree.NewEDPairs(heaps...)) {
				want.WriteString("YES\n")
			} else {
				want.WriteString("NO\n")
			}
			i := 0
			for i < len(heaps) && heaps[i] == c.most {
				heaps[i] = 1
				i++
			}
			if i == len(heaps) {
				break
			}
			heaps[i]++
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every position of up to three small pairs", In: strconv.Itoa(cases) + "\n" + in.String(), Out: want.String(),
	}})
	t.Logf("%d positions", cases)
}

// value is g written apart from the solution, with strings, to check the
// committed .out files and the huge heaps: the number of trailing '1's
// of (x-1)|(y-1) in binary.
func value(x, y int64) int {
	s := strconv.FormatUint(uint64((x-1)|(y-1)), 2)
	return len(s) - len(strings.TrimRight(s, "1"))
}

// answer answers an input by value, reading it with strconv.
func answer(in string) string {
	next := solvetest.NewTokens(in).Int64
	var out strings.Builder
	for t := next(); t > 0; t-- {
		x := 0
		for n := next(); n > 0; n -= 2 {
			x ^= value(next(), next())
		}
		if x != 0 {
			out.WriteString("YES\n")
		} else {
			out.WriteString("NO\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/p2148", answer) }

// TestHugeHeaps checks the arithmetic over the whole input range against
// value: pairs of heaps up to 2*10^9, 2^31, 2^32 and 2^63-1, for every v
// with 2^v at most that bound a pair x, y whose (x-1)|(y-1) has its lowest
// 0 bit at v (x-1 with the v low bits set and bit v clear, y-1 with bit v
// clear, both random above). g is checked on each, and so is the answer
// to each with the pair 2^v, 1 (value v: they cancel) and with the pair
// 2^(v±1), 1 (they do not), all as the cases of one input.
func TestHugeHeaps(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var in, want strings.Builder
	cases := 0
	seen := map[int]bool{}
	for _, top := range []int64{2e9, 1 << 31, 1 << 32, 1<<63 - 1} {
		for v := 0; v < 63 && int64(1)<<v <= top; v++ {
			for k := 0; k < 20; k++ {
				m := r.Int63n(top)>>(v+1)<<(v+1) | (int64(1)<<v - 1)
				if m >= top {
					m -= int64(1) << (v + 1)
				}
				x, y := m+1, r.Int63n(top)&^(int64(1)<<v)+1
				if g(x, y) != value(x, y) {
					t.Errorf("g(%d, %d) = %d, want %d", x, y, g(x, y), value(x, y))
				}
				seen[value(x, y)] = true
				other := int64(1) << (v + 1)
				if v == 62 {
					other = 1 << 61
				}
				for _, p := range []int64{1 << v, other} {
					in.WriteString("4\n" + casegen.Line(x, y, p, 1))
					if value(x, y) != value(p, 1) {
						want.WriteString("YES\n")
					} else {
						want.WriteString("NO\n")
					}
				}
				cases += 2
			}
		}
	}
	for v := 0; v <= 62; v++ {
		if !seen[v] {
			t.Errorf("no pair of value %d", v)
		}
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "huge heaps", In: strconv.Itoa(cases) + "\n" + in.String(), Out: want.String()}})
}

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "0\n", Out: ""},
		{Name: "no heaps", In: "1\n0\n", Out: "NO\n"},
		{Name: "value 63", In: "1\n2\n9223372036854775807 4611686018427387904\n", Out: "YES\n"},
		{Name: "value 63 twice", In: "1\n4\n9223372036854775807 4611686018427387904 4611686018427387904 9223372036854775807\n", Out: "NO\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of test cases T >= 0, found end of input"},
		{Name: "odd N", In: "2\n2\n1 2\n3\n1 2 3\n", Out: "YES\n", Err: "line 4, column 1: the number of heaps N, 3, is odd: the heaps come in pairs"},
		{Name: "fewer cases", In: "2\n2\n1 1\n", Out: "NO\n", Err: "line 4, column 1: expected the number of heaps N >= 0, found end of input"},
		{Name: "fewer heaps", In: "1\n4\n1 2 3\n", Err: "line 4, column 1: expected a heap size >= 1, found end of input"},
		{Name: "an empty heap", In: "1\n2\n0 1\n", Err: "line 3, column 1: a heap size, 0, is out of range [1, 9223372036854775807]"},
		{Name: "negative N", In: "1\n-2\n", Err: "line 2, column 1: the number of heaps N, -2, is out of range [0, 9223372036854775807]"},
		{Name: "a heap of 2^63", In: "1\n2\n1 9223372036854775808\n", Err: "line 3, column 3: a heap size, 9223372036854775808, is out of range [1, 9223372036854775807]"},
		{Name: "not an integer", In: "1\n2\n1 2e9\n", Err: "line 3, column 3: expected a heap size >= 1, found \"2e9\""},
		{Name: "huge N, few heaps", In: "1\n9223372036854775806\n1 2\n", Err: "line 4, column 1: expected a heap size >= 1, found end of input"},
		{Name: "more than announced", In: "1\n2\n1 2 3\n", Out: "YES\n", Warn: `line 3, column 5: ignored "3" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after the T cases.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n", "YES\nNO\n")
}
