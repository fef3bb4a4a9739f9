package main

import (
	"bufio"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu1524") }

// TestAgainstSearch compares the answer with the search of the whole
// position (gametree.ChessMoves: all the chessmen at once, no Grundy
// values, no xor) on every DAG on 1 to 4 positions, 1 + 3 + 25 + 543 =
// 572 of them, with every multiset of 1 to 3 chessmen on each, all as the
// cases of one input. A graph's successors come in a random order, one
// time in eight an edge is given twice, and chessmen in a random order.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var in, want strings.Builder
	dags, queries := 0, 0
	for n := 1; n <= 4; n++ {
		enum.DAGs(n, func(succ [][]int) {
			dags++
			in.WriteString(casegen.Line(int64(n)))
			for _, s := range succ {
				line := []int64{0}
				for _, w := range s {
					line = append(line, int64(w))
					if r.Intn(8) == 0 {
						line = append(line, int64(w))
					}
				}
				line[0] = int64(len(line) - 1)
				r.Shuffle(len(line)-1, func(i, j int) { line[i+1], line[j+1] = line[j+1], line[i+1] })
				in.WriteString(casegen.Line(line...))
			}
			search := gametree.New(gametree.ChessMoves(succ))
			enum.Multisets(n, 3, func(at []int) {
				if len(at) == 0 {
					return
				}
				queries++
				q := []int64{int64(len(at))}
				for _, v := range at {
					q = append(q, int64(v))
				}
				r.Shuffle(len(q)-1, func(i, j int) { q[i+1], q[j+1] = q[j+1], q[i+1] })
				in.WriteString(casegen.Line(q...))
				if search.Wins(gametree.Chessmen(at...)) {
					want.WriteString("WIN\n")
				} else {
					want.WriteString("LOSE\n")
				}
			})
			in.WriteString("0\n")
		})
	}
	if dags != 572 {
		t.Fatalf("%d DAGs on up to 4 positions, want 572", dags)
	}
	solvetest.Check(t, solve, []solvetest.Case{{
		Name: "every DAG on up to 4 positions", In: in.String(), Out: want.String(),
	}})
	t.Logf("%d DAGs, %d queries", dags, queries)
}

// answer answers an input by Grundy values computed by recursion with a
// memo, written apart from the solution to check the committed .out
// files, the complete DAG on 1000 positions among them. It reads the
// numbers with a scanner of words and strconv, the input being
// well-formed.
func answer(in string) string {
	sc := bufio.NewScanner(strings.NewReader(in))
	sc.Split(bufio.ScanWords)
	more := sc.Scan()
	next := func() int {
		v, err := strconv.Atoi(sc.Text())
		if err != nil {
			panic(err)
		}
		more = sc.Scan()
		return v
	}
	var out strings.Builder
	for more {
		succ := make([][]int, next())
		for v := range succ {
			succ[v] = make([]int, next())
			for i := range succ[v] {
				succ[v][i] = next()
			}
		}
		memo := make([]int, len(succ))
		for v := range memo {
			memo[v] = -1
		}
		var grundy func(v int) int
		grundy = func(v int) int {
			if memo[v] < 0 {
				has := make([]bool, len(succ[v])+1)
				for _, w := range succ[v] {
					if g := grundy(w); g < len(has) {
						has[g] = true
					}
				}
				memo[v] = 0
				for has[memo[v]] {
					memo[v]++
				}
			}
			return memo[v]
		}
		for more {
			m := next()
			if m == 0 {
				break
			}
			x := 0
			for ; m > 0; m-- {
				x ^= grundy(next())
			}
			if x != 0 {
				out.WriteString("WIN\n")
			} else {
				out.WriteString("LOSE\n")
			}
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu1524", answer) }

// TestLongPath: a path of 10^5 positions, listed from its sink, 0 <- 1 <-
// ... , so the values alternate 0, 1, 0, ... from position 0; nothing
// recurses along it.
func TestLongPath(t *testing.T) {
	const n = 100_000
	var in strings.Builder
	fmt.Fprintf(&in, "%d\n0\n", n)
	for v := 1; v < n; v++ {
		fmt.Fprintf(&in, "1 %d\n", v-1)
	}
	fmt.Fprintf(&in, "1 %d\n1 %d\n2 %d %d\n0\n", n-1, n-2, n-1, n-2)
	solvetest.Check(t, solve, []solvetest.Case{{Name: "a path of 10^5", In: in.String(), Out: "WIN\nLOSE\nWIN\n"}})
}

func TestMalformed(t *testing.T) {
	sample := "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n"
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: ""},
		{Name: "the last 0 missing", In: "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n", Out: "WIN\nWIN\n"},
		{Name: "a case without queries", In: "2\n1 1\n0\n0\n" + sample, Out: "WIN\nWIN\n"},
		{Name: "a case without queries, the 0 missing", In: "2\n1 1\n0\n", Out: ""},
		{Name: "N = 0", In: sample + "0\n0\n", Out: "WIN\nWIN\n"},
		{Name: "a lone 0 at the end", In: sample + "0\n", Out: "WIN\nWIN\n"},
		{Name: "a double edge", In: "2\n2 1 1\n0\n1 0\n2 0 0\n0\n", Out: "WIN\nLOSE\n"},
		{Name: "many chessmen", In: "2\n1 1\n0\n11 0 0 0 0 0 0 0 0 0 0 0\n0\n", Out: "WIN\n"},
		{Name: "a cycle", In: sample + "3\n1 1\n1 2\n1 0\n1 0\n0\n", Out: "WIN\nWIN\n", Err: "line 12, column 3: case 2: the moves form a cycle through position 0; the graph must be acyclic"},
		{Name: "a cycle below a position", In: "4\n1 1\n2 3 2\n1 1\n0\n1 3\n0\n", Err: "line 5, column 1: case 1: the moves form a cycle through position 1; the graph must be acyclic"},
		{Name: "a loop", In: "3\n0\n2 0 1\n1 0\n1 0\n0\n", Err: "line 4, column 3: case 1: the moves form a cycle through position 1; the graph must be acyclic"},
		{Name: "a move out of range", In: sample + "2\n1 2\n0\n", Out: "WIN\nWIN\n", Err: "line 10, column 3: a position a move leads to, 2, is out of range [0, 1]"},
		{Name: "a chessman out of range", In: "2\n1 1\n0\n2 0 -1\n", Err: "line 4, column 5: a chessman's position, -1, is out of range [0, 1]"},
		{Name: "a chessman in a case of no positions", In: "0\n1 0\n", Err: "line 2, column 3: a chessman's position, 0, is out of range [0, -1]"},
		{Name: "negative M", In: "2\n1 1\n0\n-1 0\n", Err: "line 4, column 1: the number of chessmen M, -1, is out of range [0, 9223372036854775807]"},
		{Name: "negative X", In: "2\n-1 1\n0\n", Err: "line 2, column 1: the number of moves X_i from a position, -1, is out of range [0, 9223372036854775807]"},
		{Name: "N past 10^6", In: "1000001\n", Err: "line 1, column 1: the number of positions N, 1000001, is out of range [0, 1000000]"},
		{Name: "a graph cut off", In: sample + "3\n1 1\n", Out: "WIN\nWIN\n", Err: "line 11, column 1: expected the number of moves X_i from a position >= 0, found end of input"},
		{Name: "a query cut off", In: "2\n1 1\n0\n2 0 1\n3 0\n", Out: "WIN\n", Err: "line 6, column 1: expected a chessman's position in [0, 1], found end of input"},
		{Name: "not an integer", In: "2\n1 1\n0\n1 0.5\n", Err: "line 4, column 3: expected a chessman's position in [0, 1], found \"0.5\""},
		{Name: "junk for a query", In: "2\n1 1\n0\n1 0\n\x1a", Out: "WIN\n", Warn: "line 5, column 1: ignored \"\\x1a\" and everything after it, past the end of the input"},
	})
}

// TestTrailing: the input ends at the end of the file or at the first
// token that cannot begin a case or a query.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n", "WIN\nWIN\n")
}
