package gametree

import (
	"testing"

	"gametheory/pkg/enum"
	"gametheory/pkg/game"
)

// edgeGame is Green Hackenbush on a tree played on sets of standing
// edges, from the rules and apart from TreeCuts: a move takes an edge
// away, and with it every edge no longer joined to the root.
func edgeGame(edges [][2]int, root int) *game.Game[uint32] {
	return game.New(func(set uint32) []uint32 {
		var m []uint32
		for i := range edges {
			if set>>i&1 == 0 {
				continue
			}
			left, reached := set&^(1<<i), uint32(0)
			joined := map[int]bool{root: true}
			for grew := true; grew; {
				grew = false
				for j, e := range edges {
					if left>>j&1 != 0 && reached>>j&1 == 0 && (joined[e[0]] || joined[e[1]]) {
						reached |= 1 << j
						joined[e[0]], joined[e[1]] = true, true
						grew = true
					}
				}
			}
			m = append(m, reached)
		}
		return m
	})
}

// TestRootedTree checks the canonical forms and TreeCuts on every labelled
// tree of 1 to 7 nodes rooted at node 0 (18249 trees): the forms number
// the rooted trees of that size (1, 1, 2, 4, 9, 20, 48: OEIS A000081), a
// tree has one cut per edge, and up to 6 nodes its Grundy value in normal
// play and its outcome in misère play, searched over TreeCuts, are those
// of the game on sets of standing edges.
func TestRootedTree(t *testing.T) {
	normal := game.New(TreeCuts)
	misere := New(TreeCuts)
	for n, want := range []int{1, 1, 2, 4, 9, 20, 48} {
		n++
		forms := map[RootedTree]bool{}
		enum.Trees(n, func(edges [][2]int) {
			tree := NewRootedTree(n, edges, 0)
			forms[tree] = true
			if cuts := TreeCuts(tree); len(cuts) != n-1 {
				t.Fatalf("%s: %d cuts, want %d", tree, len(cuts), n-1)
			}
			if n > 6 {
				return
			}
			all := uint32(1)<<len(edges) - 1
			g := edgeGame(edges, 0)
			v, _ := g.Grundy(all)
			if got, _ := normal.Grundy(tree); got != v {
				t.Fatalf("%v: %s is worth %d, the edge sets say %d", edges, tree, got, v)
			}
			w, _ := g.MisereWins(all)
			if got := misere.MisereWins(tree); got != w {
				t.Fatalf("%v: %s misère won %v, the edge sets say %v", edges, tree, got, w)
			}
		})
		if len(forms) != want {
			t.Errorf("%d nodes: %d rooted trees, want %d", n, len(forms), want)
		}
	}
	if got := NewRootedTree(4, [][2]int{{3, 1}, {1, 0}, {2, 0}}, 0); got != "((())())" {
		t.Errorf("a path of 2 and an edge from the root: %q", got)
	}
	if got := TreeCuts("((())())"); len(got) != 3 || got[0] != "(())" || got[1] != "(()())" || got[2] != "((()))" {
		t.Errorf("TreeCuts(((())())) = %q", got)
	}
}

func TestRootedTreePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"a cycle":       func() { NewRootedTree(3, [][2]int{{0, 1}, {1, 0}}, 0) },
		"too few edges": func() { NewRootedTree(3, [][2]int{{0, 1}}, 0) },
		"root outside":  func() { NewRootedTree(2, [][2]int{{0, 1}}, 2) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}
