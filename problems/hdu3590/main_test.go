package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu3590") }

// tree writes a tree on the nodes 0 to m-1, rooted at 0, as the
// statement's m and edges on the nodes 1 to m, its edges shuffled and
// each with either end first.
func tree(r *rand.Rand, m int, edges [][2]int) string {
	return casegen.Line(int64(m)) + casegen.Edges(r, edges)
}

func answer(ppWins bool) string {
	if ppWins {
		return "PP\n"
	}
	return "QQ\n"
}

// published is the usual published solution's rule, the anti-SG rule on
// whole trees: with X the xor of the trees' values (the colon principle),
// PP wins iff (X = 0 and no tree worth more than 1) or (X != 0 and some
// tree worth more). It is here to count the cases where it is wrong.
func published(trees []gametree.RootedTree) bool {
	x, big := 0, false
	for _, t := range trees {
		v := colon(string(t))
		x ^= v
		big = big || v > 1
	}
	return x == 0 && !big || x != 0 && big
}

// colon is the Grundy value of a tree in canonical form, by the colon
// principle: each "(" opens a node, whose value, plus one, goes into its
// parent's xor at its ")".
func colon(form string) int {
	var open []int
	for _, c := range form {
		if c == '(' {
			open = append(open, 0)
			continue
		}
		v := open[len(open)-1]
		if open = open[:len(open)-1]; len(open) == 0 {
			return v
		}
		open[len(open)-1] ^= v + 1
	}
	return 0
}

// TestAgainstSearch compares the answers with the search of the misère
// forest game itself (the trees a sum, searched as a multiset with
// pkg/game's MisereWins), as the cases of one input: every labelled tree
// on 1 to 7 nodes alone (18249 trees from Prüfer codes, node 1 anywhere in
// them: leaf, centre, middle of a path), and every forest of 1 to 3 of
// the 17 rooted trees of up to 5 nodes (1139 forests). The published
// rule is wrong on some of them, counted: the trees worth 0 or 1 with a
// branch worth 2 or more.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	search := gametree.New(gametree.TreeCuts)
	var in, want strings.Builder
	cases, wrong := 0, 0
	add := func(trees []gametree.RootedTree, text string) {
		in.WriteString(casegen.Line(int64(len(trees))) + text)
		won := search.MisereWins(trees...)
		want.WriteString(answer(won))
		cases++
		if published(trees) != won {
			wrong++
		}
	}
	shapes := map[gametree.RootedTree]string{} // the rooted trees of up to 5 nodes, as input
	for m := 1; m <= 7; m++ {
		enum.Trees(m, func(edges [][2]int) {
			t := gametree.NewRootedTree(m, edges, 0)
			text := tree(r, m, edges)
			add([]gametree.RootedTree{t}, text)
			if _, ok := shapes[t]; !ok && m <= 5 {
				shapes[t] = text
			}
		})
	}
	if cases != 18249 || len(shapes) != 17 {
		t.Fatalf("%d trees, %d shapes of up to 5 nodes", cases, len(shapes))
	}
	var all []gametree.RootedTree
	for s := range shapes {
		all = append(all, s)
	}
	for i := range all {
		add(all[i:i+1], shapes[all[i]])
		for j := i; j < len(all); j++ {
			add([]gametree.RootedTree{all[i], all[j]}, shapes[all[i]]+shapes[all[j]])
			for k := j; k < len(all); k++ {
				add([]gametree.RootedTree{all[i], all[j], all[k]}, shapes[all[i]]+shapes[all[j]]+shapes[all[k]])
			}
		}
	}
	if cases != 18249+17+153+969 {
		t.Fatalf("%d cases", cases)
	}
	if wrong == 0 {
		t.Fatal("no case where the published rule is wrong: the trap is not tested")
	}
	t.Logf("%d cases, the published rule wrong on %d", cases, wrong)
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every tree of up to 7 nodes, every forest of up to 3 trees of 5", In: in.String(), Out: want.String()}})
}

// TestDeep: trees of about 10^6 nodes, a path from node 1 or from inside
// and a star, answered by misère Nim on their branches worked out by
// hand: a path from its end is one branch (PP wins); from inside, two
// branches, equal (xor 0, QQ wins) or not (PP); a star of 999999 leaves
// is that many branches of 1, an odd number (QQ).
func TestDeep(t *testing.T) {
	path := func(m, root int) string {
		var b strings.Builder
		b.WriteString("1\n" + strconv.Itoa(m) + "\n")
		label := func(v int) int { // the path's v-th node, node root+1 made node 1
			switch v {
			case 0:
				return root + 1
			case root:
				return 1
			}
			return v + 1
		}
		for v := 1; v < m; v++ {
			b.WriteString(strconv.Itoa(label(v-1)) + " " + strconv.Itoa(label(v)) + "\n")
		}
		return b.String()
	}
	var star strings.Builder
	star.WriteString("1\n1000000\n")
	for v := 2; v <= 1000000; v++ {
		star.WriteString("1 " + strconv.Itoa(v) + "\n")
	}
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "a path from its end", In: path(1000000, 0), Out: "PP\n"},
		{Name: "a path from its middle, two branches of 499999", In: path(999999, 499999), Out: "QQ\n"},
		{Name: "a path from near its middle, 499999 and 500000", In: path(1000000, 499999), Out: "PP\n"},
		{Name: "a star", In: star.String(), Out: "QQ\n"},
	})
}

// rule answers an input by the rule written apart from the solution, to
// check the committed .out files, the largest ones included: each tree's
// nodes are taken off leaf by leaf (a node whose edges but one are gone),
// each adding its value + 1 into the one it is joined to, until only node
// 1 is left; the values added into node 1 are the branches'. Then the
// anti-SG rule as the statement's theory puts it.
func rule(in string) string {
	tok := solvetest.NewTokens(in)
	next := tok.Int
	var out strings.Builder
	for tok.More() {
		x, big := 0, false
		for n := next(); n > 0; n-- {
			m := next()
			degree := make([]int, m+1)
			joined := make([]int, m+1) // the xor of the ends of a node's edges still there
			for e := 1; e < m; e++ {
				a, b := next(), next()
				degree[a]++
				degree[b]++
				joined[a] ^= b
				joined[b] ^= a
			}
			value := make([]int, m+1)
			var leaves []int
			for v := 2; v <= m; v++ {
				if degree[v] == 1 {
					leaves = append(leaves, v)
				}
			}
			for len(leaves) > 0 {
				v := leaves[len(leaves)-1]
				leaves = leaves[:len(leaves)-1]
				p := joined[v] // its one edge left
				if p == 1 {
					x ^= value[v] + 1
					big = big || value[v] > 0
				} else {
					value[p] ^= value[v] + 1
				}
				degree[p]--
				joined[p] ^= v
				if degree[p] == 1 && p != 1 {
					leaves = append(leaves, p)
				}
			}
		}
		out.WriteString(answer(x == 0 && !big || x != 0 && big))
	}
	return out.String()
}

// TestOutputs checks every committed .out file against rule.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu3590", rule) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "no cases", In: "", Out: ""},
		{Name: "no trees", In: "0\n", Out: "PP\n"},
		{Name: "trees without edges", In: "3\n1\n1\n1\n", Out: "PP\n"},
		{Name: "an edge from node 1 written last", In: "1\n2\n2 1\n", Out: "QQ\n"},
		{Name: "two paths of two", In: "1\n5\n1 2\n2 3\n1 4\n4 5\n", Out: "QQ\n"},
		{Name: "a loop", In: "1\n3\n1 2\n2 2\n", Err: "line 4, column 3: the edge 2 2 closes a cycle: a tree's m-1 edges join its m nodes without one"},
		{Name: "a cycle", In: "1\n2\n1 2\n1\n4\n1 2\n2 3\n3 1\n", Out: "QQ\n", Err: "line 8, column 3: the edge 3 1 closes a cycle: a tree's m-1 edges join its m nodes without one"},
		{Name: "node 0", In: "1\n2\n0 1\n", Err: "line 3, column 1: an edge's end, 0, is out of range [1, 2]"},
		{Name: "node past m", In: "1\n2\n1 3\n", Err: "line 3, column 3: an edge's end, 3, is out of range [1, 2]"},
		{Name: "m = 0", In: "1\n0\n", Err: "line 2, column 1: the number of nodes m, 0, is out of range [1, 1000000]"},
		{Name: "negative N", In: "-1\n", Err: "line 1, column 1: the number of trees N, -1, is out of range [0, 9223372036854775807]"},
		{Name: "a tree cut off", In: "2\n2\n1 2\n", Err: "line 4, column 1: expected the number of nodes m in [1, 1000000], found end of input"},
		{Name: "an edge cut off", In: "1\n2\n1 2\n1\n3\n1 2\n3\n", Out: "QQ\n", Err: "line 8, column 1: expected an edge's end in [1, 3], found end of input"},
		{Name: "a stray word", In: "1\n2\n1 2\nend\n", Out: "QQ\n", Warn: `line 4, column 1: ignored "end" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends at the end of the file, or before the
// first token that does not start as an integer.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "2\n2\n1 2\n3\n2 1\n1 3\n", "QQ\n")
}
