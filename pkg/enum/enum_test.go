package enum

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// partitionCounts returns p(0), ..., p(n) by the recurrence on the
// largest part allowed, apart from Partitions: a partition of m into
// parts of at most k either has no part k or one part k more.
func partitionCounts(n int) []int {
	p := make([]int, n+1)
	p[0] = 1
	for k := 1; k <= n; k++ {
		for m := k; m <= n; m++ {
			p[m] += p[m-k]
		}
	}
	return p
}

func TestPartitions(t *testing.T) {
	var got []string
	Partitions(4, func(p []int) { got = append(got, fmt.Sprint(p)) })
	if want := "[[4] [3 1] [2 2] [2 1 1] [1 1 1 1]]"; fmt.Sprint(got) != want {
		t.Errorf("partitions of 4: %v, want %s", got, want)
	}
	const most = 30
	counts := partitionCounts(most)
	if counts[20] != 627 {
		t.Fatalf("p(20) = %d, want 627 (Euler)", counts[20])
	}
	for n := 0; n <= most; n++ {
		seen := map[string]bool{}
		var last []int
		Partitions(n, func(p []int) {
			sum := 0
			for i, v := range p {
				sum += v
				if v < 1 || i > 0 && v > p[i-1] {
					t.Fatalf("partition of %d: %v is not of positive parts, largest first", n, p)
				}
			}
			if sum != n {
				t.Fatalf("partition of %d: %v sums to %d", n, p, sum)
			}
			if last != nil && slices.Compare(p, last) >= 0 {
				t.Fatalf("partition of %d: %v after %v, not in reverse lexicographic order", n, p, last)
			}
			last = append(last[:0], p...)
			seen[fmt.Sprint(p)] = true
		})
		if len(seen) != counts[n] {
			t.Errorf("%d partitions of %d, want p(%d) = %d", len(seen), n, n, counts[n])
		}
	}
}

// TestMultisets checks Multisets against the definition: every
// non-decreasing sequence of at most most elements below n, found by
// counting through all sequences of most digits in base n+1 (a digit n
// being no element), listed once each, in lexicographic order, C(n+most,
// most) of them.
func TestMultisets(t *testing.T) {
	var got []string
	Multisets(2, 2, func(ms []int) { got = append(got, fmt.Sprint(ms)) })
	if want := "[[] [0] [0 0] [0 1] [1] [1 1]]"; fmt.Sprint(got) != want {
		t.Errorf("multisets of 2 elements below 2: %v, want %s", got, want)
	}
	for n := 0; n <= 5; n++ {
		for most := 0; most <= 4; most++ {
			listed := map[string]bool{}
			var last []int
			Multisets(n, most, func(ms []int) {
				k := fmt.Sprint(ms)
				if listed[k] || last != nil && slices.Compare(ms, last) <= 0 {
					t.Fatalf("n %d, most %d: %v after %v", n, most, ms, last)
				}
				listed[k] = true
				last = append(last[:0:0], ms...)
			})
			want := map[string]bool{}
			digits := make([]int, most)
			for {
				var ms []int
				for _, d := range digits {
					if d < n {
						ms = append(ms, d)
					}
				}
				if slices.IsSorted(ms) {
					want[fmt.Sprint(ms)] = true
				}
				i := 0
				for i < most && digits[i] == n {
					digits[i] = 0
					i++
				}
				if i == most {
					break
				}
				digits[i]++
			}
			if len(listed) != len(want) {
				t.Errorf("n %d, most %d: %d multisets, want %d", n, most, len(listed), len(want))
			}
			for k := range want {
				if !listed[k] {
					t.Errorf("n %d, most %d: %s missing", n, most, k)
				}
			}
		}
	}
}

func TestTrees(t *testing.T) {
	for n := 1; n <= 7; n++ {
		want := 1
		for i := 0; i < n-2; i++ {
			want *= n
		}
		seen := map[string]bool{}
		Trees(n, func(edges [][2]int) {
			// a tree: n-1 edges joining all n vertices without a cycle
			p := make([]int, n)
			for v := range p {
				p[v] = v
			}
			find := func(v int) int {
				for p[v] != v {
					v = p[v]
				}
				return v
			}
			var key [][2]int
			for _, e := range edges {
				a, b := find(e[0]), find(e[1])
				if a == b {
					t.Fatalf("%v has a cycle", edges)
				}
				p[a] = b
				key = append(key, [2]int{min(e[0], e[1]), max(e[0], e[1])})
			}
			if len(edges) != n-1 {
				t.Fatalf("%d vertices: %d edges", n, len(edges))
			}
			slices.SortFunc(key, func(x, y [2]int) int { return slices.Compare(x[:], y[:]) })
			k := fmt.Sprint(key)
			if seen[k] {
				t.Fatalf("%v twice", edges)
			}
			seen[k] = true
		})
		if len(seen) != want {
			t.Errorf("%d vertices: %d trees, want n^(n-2) = %d", n, len(seen), want)
		}
	}
}

// acyclicByOrder reports whether some order of the vertices has every
// edge forward: the definition of a DAG, checked over all n! orders.
func acyclicByOrder(n int, edges [][2]int) bool {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	place := make([]int, n)
	for {
		for i, v := range order {
			place[v] = i
		}
		forward := true
		for _, e := range edges {
			forward = forward && place[e[0]] < place[e[1]]
		}
		if forward {
			return true
		}
		// the next permutation in lexicographic order
		i := n - 2
		for i >= 0 && order[i] >= order[i+1] {
			i--
		}
		if i < 0 {
			return false
		}
		j := n - 1
		for order[j] <= order[i] {
			j--
		}
		order[i], order[j] = order[j], order[i]
		slices.Reverse(order[i+1:])
	}
}

// TestDAGs checks DAGs against the definition on every set of edges
// (ordered pairs of distinct vertices) on up to 4 vertices, 2^12 sets for
// 4: those with an order of the vertices that makes every edge forward
// are exactly the graphs listed, each once; and the counts up to 5
// against OEIS A003024.
func TestDAGs(t *testing.T) {
	for n, want := range []int{1, 1, 3, 25, 543, 29281} {
		got := map[string]bool{}
		DAGs(n, func(succ [][]int) {
			var edges [][2]int
			for v, s := range succ {
				if !slices.IsSorted(s) {
					t.Fatalf("successors %v of %d not in increasing order", s, v)
				}
				for _, w := range s {
					edges = append(edges, [2]int{v, w})
				}
			}
			k := fmt.Sprint(edges)
			if got[k] {
				t.Fatalf("%v twice", succ)
			}
			got[k] = true
		})
		if len(got) != want {
			t.Errorf("%d vertices: %d DAGs, want %d", n, len(got), want)
		}
		if n > 4 {
			continue
		}
		var all [][2]int
		for a := 0; a < n; a++ {
			for b := 0; b < n; b++ {
				if a != b {
					all = append(all, [2]int{a, b})
				}
			}
		}
		for set := 0; set < 1<<len(all); set++ {
			var edges [][2]int
			for i, e := range all {
				if set>>i&1 != 0 {
					edges = append(edges, e)
				}
			}
			slices.SortFunc(edges, func(x, y [2]int) int { return slices.Compare(x[:], y[:]) })
			if listed := got[fmt.Sprint(edges)]; listed != acyclicByOrder(n, edges) {
				t.Errorf("%d vertices, edges %v: listed %v, a DAG %v", n, edges, listed, !listed)
			}
		}
	}
}

func TestPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"Partitions(-1)": func() { Partitions(-1, func([]int) {}) },
		"Trees(0)":       func() { Trees(0, func([][2]int) {}) },
		"DAGs(-1)":       func() { DAGs(-1, func([][]int) {}) },
		"Multisets(-1)":  func() { Multisets(-1, 1, func([]int) {}) },
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

func TestVectors(t *testing.T) {
	var got []string
	Vectors(2, 2, func(v []int) { got = append(got, fmt.Sprint(v)) })
	if want := "[0 0] [1 0] [2 0] [0 1] [1 1] [2 1] [0 2] [1 2] [2 2]"; strings.Join(got, " ") != want {
		t.Errorf("Vectors(2, 2): %s, want %s", strings.Join(got, " "), want)
	}
	for _, c := range []struct{ n, most, want int }{{0, 5, 1}, {3, 0, 1}, {4, 3, 256}} {
		count, seen := 0, map[string]bool{}
		Vectors(c.n, c.most, func(v []int) { count++; seen[fmt.Sprint(v)] = true })
		if count != c.want || len(seen) != c.want {
			t.Errorf("Vectors(%d, %d): %d vectors, %d distinct, want %d", c.n, c.most, count, len(seen), c.want)
		}
	}
}
