package gametree

import (
	"slices"
	"strings"
)

// A RootedTree is a position of Green Hackenbush on a tree that stands on
// its root (HDU 3590): a move cuts one edge, and what is no longer joined
// to the root falls. It is the tree's canonical form: "(", the forms of
// the root's children in sorted order, ")", so that trees that differ only
// in how their nodes are numbered are one key; a lone root is "()".
type RootedTree string

// NewRootedTree returns the tree on the nodes 0 to n-1 whose edges are
// edges, either end first, rooted at root. It panics unless the edges form
// a tree on those nodes.
func NewRootedTree(n int, edges [][2]int, root int) RootedTree {
	if len(edges) != n-1 || root < 0 || root >= n {
		panic("gametree: not a tree on the nodes given")
	}
	near := make([][]int, n)
	for _, e := range edges {
		near[e[0]] = append(near[e[0]], e[1])
		near[e[1]] = append(near[e[1]], e[0])
	}
	parent := make([]int, n)
	seen := make([]bool, n)
	seen[root], parent[root] = true, -1
	order := []int{root}
	for i := 0; i < len(order); i++ {
		for _, w := range near[order[i]] {
			if !seen[w] {
				seen[w], parent[w] = true, order[i]
				order = append(order, w)
			}
		}
	}
	if len(order) != n {
		panic("gametree: the edges do not join every node to the root")
	}
	return RootedTree(forms(parent, order))
}

// forms returns the canonical form of the tree whose nodes, in an order
// with every parent before its children, are order, and whose parents are
// parent (-1 at the root, the first).
func forms(parent, order []int) string {
	children := make([][]string, len(parent))
	for i := len(order) - 1; i >= 0; i-- {
		v := order[i]
		slices.Sort(children[v])
		form := "(" + strings.Join(children[v], "") + ")"
		if i == 0 {
			return form
		}
		children[parent[v]] = append(children[parent[v]], form)
	}
	return "()"
}

// TreeCuts lists the moves of Green Hackenbush from t: each edge cut, and
// what stood on it gone. Each edge below a node is the node's "(" in the
// form; cutting it removes the node's whole group.
func TreeCuts(t RootedTree) []RootedTree {
	s := string(t)
	var m []RootedTree
	for i := 1; i < len(s); i++ {
		if s[i] != '(' {
			continue
		}
		end, depth := i, 0
		for ; ; end++ {
			if s[end] == '(' {
				depth++
			} else if depth--; depth == 0 {
				break
			}
		}
		m = append(m, canonical(s[:i]+s[end+1:]))
	}
	return m
}

// canonical returns the canonical form of a tree written as nested
// parentheses, its children in any order.
func canonical(s string) RootedTree {
	parent := make([]int, 0, len(s)/2)
	var order, open []int
	for _, c := range s {
		if c == ')' {
			open = open[:len(open)-1]
			continue
		}
		p := -1
		if len(open) > 0 {
			p = open[len(open)-1]
		}
		v := len(parent)
		parent = append(parent, p)
		order = append(order, v)
		open = append(open, v)
	}
	return RootedTree(forms(parent, order))
}
