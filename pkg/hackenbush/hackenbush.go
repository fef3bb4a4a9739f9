// Package hackenbush computes the Grundy value of Green Hackenbush on any
// rooted graph.
//
// Green Hackenbush: a graph, one of whose vertices (the root) stands on
// the ground; a move deletes one edge, and every edge no longer joined to
// the root falls away; the player who cannot move loses. Parallel edges
// and loops are allowed, and so are several graphs at once: their sum has
// the xor of their values (Sprague-Grundy), as does one graph whose
// branches meet only at the root.
package hackenbush

// Value returns the Grundy value of Green Hackenbush on the graph with
// vertices 0 to n-1 and the given edges, rooted at root. An edge may be a
// loop (both ends one vertex) or parallel to another; edges not joined to
// the root count for nothing, since they fall before the first move.
// Value panics on a root or an endpoint outside [0, n).
//
// Theorem: contract each 2-edge-connected component (the vertices joined
// to each other by two paths without a common edge) to one vertex that
// carries as many loops as the component has edges, and call a loop worth
// 1; then the bridges left form a tree, and a vertex's value g(v) is the
// xor of its loops' worth and of g(c)+1 over its children c, g(root)
// being the answer. Two principles make it so:
//
// The colon principle: a graph hanging from a vertex v can be swapped
// for any other of the same value without changing the whole's value. Why:
// in the sum of the two wholes (the same graph G with H, resp. K, hung at
// v), copy a move in G's part in the other copy (it drops both hanging
// graphs or neither), and answer a move in H or K as the second player
// wins H+K, which has value 0; by induction the second player wins. So a
// child c with its subtree and the edge above it is worth a stalk of
// g(c)+1 edges (a stalk of k edges is Nim's heap of k: cutting its i-th
// edge leaves i-1), and the stalks at v add as Nim heaps.
//
// The fusion principle (Winning Ways, ch. 7): the vertices of a circuit
// can be fused into one vertex, its edges becoming loops, without
// changing the value. Why, in outline: by the colon principle whatever
// hangs on the circuit may be taken as stalks; the sum of that graph and
// its fused copy is then lost for the player to move: a move in a stalk
// is copied in the other copy, and a move that cuts the circuit leaves
// trees, whose values have the parity of their numbers of edges (the last
// bit of an xor is that of the sum), which is how the loops left in the
// fused copy answer it; a smallest counterexample thus cannot exist. A
// 2-edge-connected component is a circuit with ears added one by one,
// each ear a path between vertices already fused, so a circuit once the
// ear's ends are fused: it fuses to one vertex. For a simple circuit of
// k edges hung at one vertex it is plain: cutting it leaves stalks of i
// and k-1-i edges, worth i xor (k-1-i), always even for odd k and 0 for
// i = (k-1)/2, always odd for even k: the circuit is worth 1 (one loop)
// or 0. The package's test checks Value against the search of every
// graph on up to 5 vertices with up to 6 edges.
//
// Cost: O(n + len(edges)) time and memory, without recursion: a path of
// millions of vertices is fine.
func Value(n int, edges [][2]int, root int) int {
	if root < 0 || root >= n {
		panic("hackenbush: root outside [0, n)")
	}
	// The adjacency of the edges other than loops, as arrays: the
	// neighbours of v are adj[start[v]:start[v+1]], with the edge's index.
	start := make([]int, n+1)
	for _, e := range edges {
		if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n {
			panic("hackenbush: an edge's end outside [0, n)")
		}
		if e[0] != e[1] {
			start[e[0]+1]++
			start[e[1]+1]++
		}
	}
	for v := 0; v < n; v++ {
		start[v+1] += start[v]
	}
	type half struct{ to, edge int }
	adj := make([]half, start[n])
	fill := append([]int(nil), start[:n]...)
	for i, e := range edges {
		if e[0] != e[1] {
			adj[fill[e[0]]] = half{e[1], i}
			fill[e[0]]++
			adj[fill[e[1]]] = half{e[0], i}
			fill[e[1]]++
		}
	}

	// A depth-first search from the root with an explicit stack: tin is
	// a vertex's place in the order (0: not reached), low the least tin
	// reachable from its subtree by tree edges down and one other edge;
	// the tree edge above v is a bridge iff low[v] == tin[v]. The edge
	// above is skipped by its index, so a parallel edge counts as a way
	// back up.
	tin := make([]int, n)
	low := make([]int, n)
	up := make([]int, n) // the index of the tree edge above v, -1 at the root
	parent := make([]int, n)
	next := append([]int(nil), start[:n]...) // the next neighbour to look at
	order := make([]int, 0, n)               // the vertices in the order reached
	stack := []int{root}
	tin[root], low[root], up[root], parent[root] = 1, 1, -1, root
	order = append(order, root)
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		if next[v] == start[v+1] {
			stack = stack[:len(stack)-1]
			if p := parent[v]; v != root {
				low[p] = min(low[p], low[v])
			}
			continue
		}
		h := adj[next[v]]
		next[v]++
		switch {
		case h.edge == up[v]:
		case tin[h.to] != 0:
			low[v] = min(low[v], tin[h.to])
		default:
			order = append(order, h.to)
			tin[h.to], low[h.to] = len(order), len(order)
			up[h.to], parent[h.to] = h.edge, v
			stack = append(stack, h.to)
		}
	}

	// comp names a vertex's 2-edge-connected component by its first
	// vertex reached; the components hang from each other by bridges.
	comp := make([]int, n)
	for _, v := range order {
		if v == root || low[v] == tin[v] {
			comp[v] = v
		} else {
			comp[v] = comp[parent[v]]
		}
	}
	// value[c] starts as the parity of the component's edges (its loops'
	// worth); then, children before parents, each component adds
	// value+1 into the one above its bridge.
	value := make([]int, n)
	for i, e := range edges {
		a, b := e[0], e[1]
		if tin[a] == 0 || (a != b && (up[a] == i || up[b] == i) && comp[a] != comp[b]) {
			continue // not joined to the root, or a bridge
		}
		value[comp[a]] ^= 1
	}
	for i := len(order) - 1; i > 0; i-- {
		if v := order[i]; comp[v] == v {
			value[comp[parent[v]]] ^= value[v] + 1
		}
	}
	return value[root]
}
