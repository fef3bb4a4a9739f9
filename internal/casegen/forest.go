package casegen

import (
	"strconv"

	"gametheory/pkg/fastio"
)

// A Forest is a union-find over the vertices 0 to n-1, for the brute
// forces that validate a tree: n-1 edges form one exactly when each of
// them joins two parts.
type Forest []int

// NewForest returns n vertices, each a part of its own.
func NewForest(n int) Forest {
	f := make(Forest, n)
	for v := range f {
		f[v] = v
	}
	return f
}

// Join adds the edge x y and reports whether it joined two parts; false
// means it closes a cycle, as a loop or a second edge between the same
// two vertices does.
func (f Forest) Join(x, y int) bool {
	a, b := f.find(x), f.find(y)
	f[a] = b
	return a != b
}

func (f Forest) find(v int) int {
	for f[v] != v {
		f[v], v = f[f[v]], f[v]
	}
	return v
}

// ReadTree reads the n-1 edges "x y" of a tree on the vertices 1 to n, as
// a brute force that validates its input does: an end outside [1, n], or
// an edge that closes a cycle, is an error recorded in in, after which it
// reads no further. It returns each vertex's neighbours, numbered from 0.
func ReadTree(in *fastio.Reader, n int) [][]int {
	adj := make([][]int, n)
	tree := NewForest(n)
	for e := n - 1; e > 0 && in.Err() == nil; e-- {
		x := int(in.IntIn("an edge's end", 1, int64(n))) - 1
		y := int(in.IntIn("an edge's end", 1, int64(n))) - 1
		if in.Err() != nil {
			break
		}
		if !tree.Join(x, y) {
			in.Fail("the edge " + strconv.Itoa(x+1) + " " + strconv.Itoa(y+1) + " closes a cycle: not a tree")
		}
		adj[x] = append(adj[x], y)
		adj[y] = append(adj[y], x)
	}
	return adj
}
