package gametree

// Presents is a position of the game of Codeforces 1498F "Christmas
// Game": the presents on each of up to 8 nodes of a rooted tree, at most
// 255 on one.
type Presents [8]uint8

// PresentMoves returns the moves of the game on the rooted tree whose
// node v has the parent parent[v] (-1 at the root), with the step k >= 1:
// from p, for each node v at depth k or more and each m from 1 to the
// presents on v, the position with m of them moved from v to its k-th
// ancestor.
func PresentMoves(parent []int, k int) func(Presents) []Presents {
	up := make([]int, len(parent)) // v's k-th ancestor, or -1
	for v := range parent {
		up[v] = v
		for i := 0; i < k && up[v] >= 0; i++ {
			up[v] = parent[up[v]]
		}
	}
	return func(p Presents) []Presents {
		var m []Presents
		for v, a := range up {
			if a < 0 {
				continue
			}
			q := p
			for i := 0; i < int(p[v]); i++ {
				q[v]--
				q[a]++
				m = append(m, q)
			}
		}
		return m
	}
}
