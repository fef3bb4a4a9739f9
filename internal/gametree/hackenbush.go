package gametree

import "gametheory/pkg/game"

// HackenbushValue searches Green Hackenbush on a rooted graph straight
// from the rules and returns its Grundy value: a position is the set of
// edges still standing, a bit each; a move deletes one of them, and then
// every edge no longer joined to the root by standing edges falls. Edges
// not joined to the root at the start fall before the first move. An edge
// is its two ends, loops and parallel edges allowed; vertices are 0 to 63
// and there are at most 64 edges, though a search beyond 20 or so takes
// long. It panics otherwise.
func HackenbushValue(edges [][2]int, root int) int {
	if len(edges) > 64 {
		panic("gametree: more than 64 edges")
	}
	for _, e := range edges {
		if e[0] < 0 || e[0] > 63 || e[1] < 0 || e[1] > 63 || root < 0 || root > 63 {
			panic("gametree: a vertex outside [0, 63]")
		}
	}
	standing := func(set uint64) uint64 { // the edges of set joined to root
		reached, kept := uint64(1)<<root, uint64(0)
		for grew := true; grew; {
			grew = false
			for i, e := range edges {
				ends := uint64(1)<<e[0] | uint64(1)<<e[1]
				if set&^kept&(1<<i) != 0 && reached&ends != 0 {
					kept |= 1 << i
					reached |= ends
					grew = true
				}
			}
		}
		return kept
	}
	g := game.New(func(set uint64) []uint64 {
		var m []uint64
		for i := range edges {
			if set&(1<<i) != 0 {
				m = append(m, standing(set&^(1<<i)))
			}
		}
		return m
	})
	v, err := g.Grundy(standing(1<<len(edges) - 1))
	if err != nil {
		panic(err)
	}
	return v
}

// EachGraph calls f with every graph on the vertices 0 to n-1 that has at
// most most edges, loops and parallel edges included: every multiset of
// the n(n+1)/2 kinds of edge, each graph once, its edges listed by kind.
// f must not keep edges, which the next call reuses.
func EachGraph(n, most int, f func(edges [][2]int)) {
	var kinds [][2]int
	for a := 0; a < n; a++ {
		for b := a; b < n; b++ {
			kinds = append(kinds, [2]int{a, b})
		}
	}
	edges := make([][2]int, 0, most)
	var grow func(first int)
	grow = func(first int) {
		f(edges)
		if len(edges) == most {
			return
		}
		for k := first; k < len(kinds); k++ {
			edges = append(edges, kinds[k])
			grow(k)
			edges = edges[:len(edges)-1]
		}
	}
	grow(0)
}
