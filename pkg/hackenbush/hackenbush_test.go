package hackenbush

import (
	"math/rand"
	"testing"

	"gametheory/internal/gametree"
)

// TestValueAgainstSearch compares Value with the search of the game on
// every graph on 5 vertices with at most 6 edges (loops and parallel
// edges included; fewer vertices are those with isolated ones), rooted
// at vertex 0 (any other root is a relabelling), and every graph on 3
// vertices with at most 8 edges: 54264 + 12870 graphs.
func TestValueAgainstSearch(t *testing.T) {
	for _, c := range []struct{ n, most int }{{5, 6}, {3, 8}} {
		gametree.EachGraph(c.n, c.most, func(edges [][2]int) {
			if got, want := Value(c.n, edges, 0), gametree.HackenbushValue(edges, 0); got != want {
				t.Fatalf("%v: %d, want %d", edges, got, want)
			}
		})
	}
}

// TestRandomAgainstSearch compares Value with the search on random graphs
// of 6 to 10 vertices and 4 to 15 edges, with any root, the edges'
// ends in random order: sparse ones, which have long paths, bridges and
// parts away from the root.
func TestRandomAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 300; i++ {
		n := 6 + r.Intn(5)
		edges := make([][2]int, n-2+r.Intn(8))
		for j := range edges {
			a := r.Intn(n)
			b := a
			if r.Intn(10) != 0 {
				b = r.Intn(n)
			}
			edges[j] = [2]int{a, b}
		}
		root := r.Intn(n)
		if got, want := Value(n, edges, root), gametree.HackenbushValue(edges, root); got != want {
			t.Fatalf("%v from %d: %d, want %d", edges, root, got, want)
		}
	}
}

// TestDeep checks long graphs, where recursion would overflow: a stalk
// of 10^5 vertices, in shuffled order, is a heap of 10^5-1 (from
// its middle, two heaps); 10^5+1 triangles in a row, each sharing a
// vertex with the next, are one 2-edge-connected component (two vertices
// are joined by two paths without a common edge), so worth the parity of
// their edges; and 10^5+1 triangles joined by bridges, each hanging from
// the one below, are worth g = 1 xor (g'+1) from the top down.
func TestDeep(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	const n = 100000
	label := r.Perm(n)
	edges := make([][2]int, n-1)
	for i := range edges {
		edges[i] = [2]int{label[i], label[i+1]}
	}
	r.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
	if got := Value(n, edges, label[0]); got != n-1 {
		t.Errorf("stalk of %d edges from its end: %d", n-1, got)
	}
	if got := Value(n, edges, label[n/2]); got != (n/2)^(n-1-n/2) {
		t.Errorf("stalk of %d edges from its middle: %d", n-1, got)
	}

	const k = 100001
	edges = edges[:0]
	for i := 0; i < k; i++ { // triangle i: 2i, 2i+1, 2i+2
		a, b, c := 2*i, 2*i+1, 2*i+2
		edges = append(edges, [2]int{a, b}, [2]int{b, c}, [2]int{c, a})
	}
	if got := Value(2*k+1, edges, 0); got != 3*k%2 {
		t.Errorf("%d triangles in a row: %d, want %d", k, got, 3*k%2)
	}

	edges = edges[:0]
	for i := 0; i < k; i++ { // triangle i: 3i, 3i+1, 3i+2, and a bridge 3i+2 to 3i+3
		a, b, c := 3*i, 3*i+1, 3*i+2
		edges = append(edges, [2]int{a, b}, [2]int{b, c}, [2]int{c, a}, [2]int{c, c + 1})
	}
	want := 0 // the value of the vertex above the last bridge, a leaf
	for i := 0; i < k; i++ {
		want = 1 ^ (want + 1)
	}
	if got := Value(3*k+1, edges, 0); got != want {
		t.Errorf("%d triangles on bridges: %d, want %d", k, got, want)
	}
}
