package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/eolymp3718") }

// digraphs calls f with every directed graph on n vertices, loops
// included: each of the n² possible edges in or out, 2^(n²) graphs.
func digraphs(n int, f func(succ [][]int)) {
	for mask := 0; mask < 1<<(n*n); mask++ {
		succ := make([][]int, n)
		for e := 0; e < n*n; e++ {
			if mask>>e&1 == 1 {
				succ[e/n] = append(succ[e/n], e%n)
			}
		}
		f(succ)
	}
}

// input writes the two graphs (the moves from v are succ[v]) and every
// pair of their vertices as the statement's input, the edges in a random
// order, and the answers by the search of the whole game
// (gametree.TokenSum), which knows no loopy values and no rule for sums.
func input(r *rand.Rand, g1, g2 [][]int) (in, want string) {
	var b, w strings.Builder
	for _, g := range [][][]int{g1, g2} {
		var edges [][2]int64
		for v, s := range g {
			for _, u := range s {
				edges = append(edges, [2]int64{int64(v) + 1, int64(u) + 1})
			}
		}
		r.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
		b.WriteString(casegen.Line(int64(len(g)), int64(len(edges))))
		for _, e := range edges {
			b.WriteString(casegen.Line(e[0], e[1]))
		}
	}
	var pairs [][2]int
	for a := range g1 {
		for c := range g2 {
			pairs = append(pairs, [2]int{a, c})
		}
	}
	b.WriteString(casegen.Line(int64(len(pairs))))
	for _, p := range pairs {
		b.WriteString(casegen.Line(int64(p[0])+1, int64(p[1])+1))
	}
	for _, o := range gametree.TokenSum(g1, g2, pairs) {
		w.WriteString(map[game.Outcome]string{game.Win: "first\n", game.Lose: "second\n", game.Draw: "draw\n"}[o])
	}
	return b.String(), w.String()
}

// TestAgainstSearch compares the answer with retrograde analysis of the
// whole game on every pair of a directed graph of 1 to 3 vertices and
// one of 1 or 2 (loops included: 530 and 18 graphs), every pair of their
// vertices asked: 9540 inputs, 53,380 sums. A token on a vertex of value
// ∞ meets every finite value of the other graph's vertices, and tokens of
// two infinite values meet, so each branch of Smith's rule is met.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	sums := 0
	for n1 := 1; n1 <= 3; n1++ {
		digraphs(n1, func(g1 [][]int) {
			for n2 := 1; n2 <= 2; n2++ {
				digraphs(n2, func(g2 [][]int) {
					in, want := input(r, g1, g2)
					sums += n1 * n2
					cases = append(cases, solvetest.Case{Name: "every pair of small graphs", In: in, Out: want})
				})
			}
		})
	}
	if len(cases) != 9540 || sums != 53380 {
		t.Fatalf("%d inputs and %d sums, want 9540 and 53380", len(cases), sums)
	}
	solvetest.Check(t, solve, cases)
}

// TestRandomGraphs compares the answer with the search on 300 pairs of
// random graphs of up to 8 vertices and up to 3 edges a vertex, repeated
// edges among them: longer cycles and larger finite values than the
// small graphs hold.
func TestRandomGraphs(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	graph := func() [][]int {
		n := 1 + r.Intn(8)
		g := make([][]int, n)
		for m := r.Intn(3*n + 1); m > 0; m-- {
			v := r.Intn(n)
			g[v] = append(g[v], r.Intn(n))
		}
		return g
	}
	var cases []solvetest.Case
	for i := 0; i < 300; i++ {
		in, want := input(r, graph(), graph())
		cases = append(cases, solvetest.Case{Name: "random graphs", In: in, Out: want})
	}
	solvetest.Check(t, solve, cases)
}

// answer answers an input by the search of the whole game, to check the
// committed .out files apart from the solution.
func answer(in string) string {
	tk := solvetest.NewTokens(in)
	var g [2][][]int
	for i := range g {
		g[i] = make([][]int, tk.Int())
		for m := tk.Int(); m > 0; m-- {
			x, y := tk.Int()-1, tk.Int()-1
			g[i][x] = append(g[i][x], y)
		}
	}
	pairs := make([][2]int, tk.Int())
	for i := range pairs {
		pairs[i] = [2]int{tk.Int() - 1, tk.Int() - 1}
	}
	var out strings.Builder
	for _, o := range gametree.TokenSum(g[0], g[1], pairs) {
		out.WriteString(map[game.Outcome]string{game.Win: "first\n", game.Lose: "second\n", game.Draw: "draw\n"}[o])
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/eolymp3718", answer) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no edges, no pairs", In: "1 0\n1 0\n0\n", Out: ""},
		{Name: "no edges", In: "1 0\n1 0\n1\n1 1\n", Out: "second\n"},
		{Name: "N = 0", In: "0 0\n", Err: "line 1, column 1: the number of vertices N, 0, is out of range [1, 1000000]"},
		{Name: "an edge out of range", In: "2 1\n1 3\n", Err: "line 2, column 3: an edge's end, 3, is out of range [1, 2]"},
		{Name: "a vertex of the second graph out of range", In: "2 1\n1 2\n1 0\n1\n2 2\n", Err: "line 5, column 3: a vertex of the second graph, 2, is out of range [1, 1]"},
		{Name: "the pairs cut off", In: "1 1\n1 1\n1 0\n2\n1 1\n", Out: "draw\n", Err: "line 6, column 1: expected a vertex of the first graph in [1, 1], found end of input"},
		{Name: "not an integer", In: "1 x\n", Err: "line 1, column 3: expected the number of edges M in [0, 2000000], found \"x\""},
	})
}

// TestTrailing: input after the last pair is ignored with a warning.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "3 3\n1 2\n2 1\n2 3\n2 1\n1 2\n2\n1 1\n3 2\n", "first\nsecond\n")
}

// TestDocExample checks docs/sg.md's worked example: its graph file is the
// case every-rule's two graphs as one, 0-based, the second's vertices
// after the first's, and each judge sg command shown prints what the
// doc shows.
func TestDocExample(t *testing.T) {
	const file = "testdata/every-rule.txt"
	in, err := os.ReadFile("../../samples/eolymp3718/every-rule.in")
	if err != nil {
		t.Fatal(err)
	}
	tk := solvetest.NewTokens(string(in))
	var n, base int
	var edges []string
	for g := 0; g < 2; g++ {
		vertices, m := tk.Int(), tk.Int()
		for ; m > 0; m-- {
			x, y := tk.Int(), tk.Int()
			edges = append(edges, fmt.Sprintf("%d %d\n", base+x-1, base+y-1))
		}
		n += vertices
		base += vertices
	}
	union := fmt.Sprintf("%d %d\n", n, len(edges)) + strings.Join(edges, "")
	if got, err := os.ReadFile(file); err != nil || string(got) != union {
		t.Fatalf("%s is %q (%v), want the case's graphs as one: %q", file, got, err, union)
	}
	doc, err := os.ReadFile("../../docs/sg.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, sum := range []string{"", "1 7", "1 6", "3 5"} {
		args := []string{"-graph", file}
		shown := "$ judge sg -graph problems/eolymp3718/" + file
		if sum != "" {
			args = append(args, "-sum", sum)
			shown += ` -sum "` + sum + `"`
		}
		var out, errs bytes.Buffer
		if code := game.Command("judge sg", args, nil, &out, &errs); code != 0 {
			t.Fatalf("judge sg %v: exit %d, %s", args, code, errs.String())
		}
		want := shown + "\n" + strings.ReplaceAll(out.String(), file, "problems/eolymp3718/"+file)
		if !strings.Contains(string(doc), want) {
			t.Errorf("docs/sg.md does not show\n%s", want)
		}
	}
}
