package casegen

import "math/rand"

// Tree returns a random tree on the vertices 0 to n-1 (n >= 1) as its n-1
// edges, each parent first: one time in four each, a random recursive
// tree, a path, a star, or a broom (a path ending in a star). The
// vertices are labelled at random, so that long paths, a high degree and
// any vertex at any place come up often; Edges writes them in a random
// order.
func Tree(r *rand.Rand, n int) [][2]int {
	shape := r.Intn(4)
	bend := r.Intn(n) // where a broom's path turns into its star
	label := r.Perm(n)
	edges := make([][2]int, 0, n-1)
	for v := 1; v < n; v++ {
		p := 0
		switch shape {
		case 0:
			p = r.Intn(v)
		case 1:
			p = v - 1
		case 3:
			p = min(v-1, bend)
		}
		edges = append(edges, [2]int{label[p], label[v]})
	}
	return edges
}
