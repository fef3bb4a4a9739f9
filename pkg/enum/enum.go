// Package enum lists small combinatorial objects one by one, for brute
// forces and exhaustive tests: every partition of n, every multiset and
// every vector of small numbers, every labelled tree and every labelled
// DAG on n vertices. Each object comes once, in a fixed order, without
// recursion; the callback is given a slice that the next call reuses, so
// it copies what it keeps.
package enum

// Partitions calls f with every way to write n >= 0 as a sum of positive
// parts, each as its parts from the largest, in reverse lexicographic
// order: n first, 1+1+...+1 last; for n = 0, the empty sum once. It
// panics on a negative n. There are p(n) of them: 627 for n = 20, about
// 1.9·10^8 for n = 100.
//
// Each partition after the first comes from the one before: the last
// part above 1 goes down by one, and what it and the 1s after it held is
// written again in parts as large as that part allows. That is the next
// smaller sequence of parts, since a larger one would have to keep the
// prefix and reach the same sum with parts no larger.
func Partitions(n int, f func(parts []int)) {
	if n < 0 {
		panic("enum: a partition of a negative number")
	}
	parts := make([]int, 0, n)
	if n > 0 {
		parts = append(parts, n)
	}
	for {
		f(parts)
		i, rest := len(parts)-1, 0
		for ; i >= 0 && parts[i] == 1; i-- {
			rest++
		}
		if i < 0 {
			return
		}
		parts[i]--
		most, rest := parts[i], rest+1
		parts = parts[:i+1]
		for ; rest > 0; rest -= min(most, rest) {
			parts = append(parts, min(most, rest))
		}
	}
}

// Multisets calls f with every multiset of at most most elements of 0 to
// n-1, each as its elements in increasing order: the empty one first, then
// in lexicographic order ([0], [0 0], ..., [0 1], ...). There are
// C(n+most, most) of them. It panics on a negative n or most.
//
// Each after the first comes from the one before: a multiset shorter than
// most grows by its last element repeated (0 for the empty one); a full
// one drops its last elements that are n-1, and the last one left goes up
// by one.
func Multisets(n, most int, f func(ms []int)) {
	if n < 0 || most < 0 {
		panic("enum: multisets of a negative number of elements or of size")
	}
	ms := make([]int, 0, most)
	for {
		f(ms)
		if len(ms) < most && n > 0 {
			last := 0
			if len(ms) > 0 {
				last = ms[len(ms)-1]
			}
			ms = append(ms, last)
			continue
		}
		for len(ms) > 0 && ms[len(ms)-1] == n-1 {
			ms = ms[:len(ms)-1]
		}
		if len(ms) == 0 {
			return
		}
		ms[len(ms)-1]++
	}
}

// Vectors calls f with every vector of n numbers in [0, most], (most+1)^n
// of them, in the order of the numbers they write in base most+1, the
// first element the lowest digit: for n = 0, the empty vector once. It
// panics on a negative n or most. Each vector after the first is the one
// before plus one in that base: its leading run of most is set to 0 and
// the element after the run goes up by one.
func Vectors(n, most int, f func(v []int)) {
	if n < 0 || most < 0 {
		panic("enum: vectors of a negative length or of negative numbers")
	}
	v := make([]int, n)
	for {
		f(v)
		i := 0
		for ; i < n && v[i] == most; i++ {
			v[i] = 0
		}
		if i == n {
			return
		}
		v[i]++
	}
}

// Trees calls f with every tree on the vertices 0 to n-1 (n >= 1), each
// once, as its n-1 edges: n^(n-2) trees (Cayley), decoded from their
// Prüfer codes in lexicographic order. It panics on n < 1.
//
// Prüfer's bijection: a code of n-2 vertices gives the tree whose i-th
// edge joins the least leaf still unused to the code's i-th vertex (a
// vertex is a leaf once it appears no more in the rest of the code), and
// the last edge the two vertices left; every tree comes from exactly one
// code.
func Trees(n int, f func(edges [][2]int)) {
	if n < 1 {
		panic("enum: a tree on fewer than 1 vertex")
	}
	if n == 1 {
		f(nil)
		return
	}
	code := make([]int, n-2)
	edges := make([][2]int, n-1)
	degree := make([]int, n)
	for {
		for v := range degree {
			degree[v] = 1
		}
		for _, v := range code {
			degree[v]++
		}
		for i, v := range code { // join the least leaf to v
			leaf := 0
			for degree[leaf] != 1 {
				leaf++
			}
			edges[i] = [2]int{leaf, v}
			degree[leaf]--
			degree[v]--
		}
		a := -1 // the last edge joins the two vertices left
		for v := range degree {
			if degree[v] == 1 {
				if a < 0 {
					a = v
				} else {
					edges[n-2] = [2]int{a, v}
				}
			}
		}
		f(edges)
		i := len(code) - 1 // the next code, as a number in base n
		for ; i >= 0 && code[i] == n-1; i-- {
			code[i] = 0
		}
		if i < 0 {
			return
		}
		code[i]++
	}
}

// DAGs calls f with every directed acyclic graph on the vertices 0 to n-1
// (n >= 0), each once, as succ: succ[v] lists v's successors, in
// increasing order. There are 1, 1, 3, 25, 543, 29281 and 3781503 of them
// for n = 0 to 6 (OEIS A003024). It panics on a negative n.
//
// A DAG has at most one edge between two vertices, so it is one of the
// 3^(n(n-1)/2) ways to leave each pair of vertices unjoined or join it one
// way or the other; those without a cycle are listed, told by Kahn's
// algorithm (a graph is acyclic exactly when removing vertices without
// predecessors, one at a time, removes them all).
func DAGs(n int, f func(succ [][]int)) {
	if n < 0 {
		panic("enum: a graph on a negative number of vertices")
	}
	var pairs [][2]int
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			pairs = append(pairs, [2]int{a, b})
		}
	}
	way := make([]uint8, len(pairs)) // per pair: 0 unjoined, 1 a -> b, 2 b -> a
	succ := make([][]int, n)
	preds := make([]int, n)
	ready := make([]int, 0, n)
	for {
		for v := range succ {
			succ[v] = succ[v][:0]
			preds[v] = 0
		}
		for i, p := range pairs {
			switch way[i] {
			case 1:
				succ[p[0]] = append(succ[p[0]], p[1])
				preds[p[1]]++
			case 2:
				succ[p[1]] = append(succ[p[1]], p[0])
				preds[p[0]]++
			}
		}
		if acyclic(succ, preds, ready) {
			f(succ)
		}
		i := len(way) - 1 // the next assignment, as a number in base 3
		for ; i >= 0 && way[i] == 2; i-- {
			way[i] = 0
		}
		if i < 0 {
			return
		}
		way[i]++
	}
}

// acyclic reports whether the graph succ, whose vertices have preds[v]
// predecessors, has no cycle, by Kahn's algorithm. It uses preds and
// ready's room up.
func acyclic(succ [][]int, preds []int, ready []int) bool {
	ready = ready[:0]
	for v, k := range preds {
		if k == 0 {
			ready = append(ready, v)
		}
	}
	for i := 0; i < len(ready); i++ {
		for _, w := range succ[ready[i]] {
			if preds[w]--; preds[w] == 0 {
				ready = append(ready, w)
			}
		}
	}
	return len(ready) == len(succ)
}
