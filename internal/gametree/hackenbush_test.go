package gametree

import "testing"

// TestHackenbushValue checks the search on graphs whose values follow
// straight from the rules: a stalk of k edges is a heap of k; a circuit
// of k edges through the root is worth 1 if k is odd, else 0 (cutting it
// leaves two stalks); a loop is a stalk of one edge; edges away from the
// root fall before the game starts.
func TestHackenbushValue(t *testing.T) {
	for _, c := range []struct {
		name  string
		edges [][2]int
		root  int
		want  int
	}{
		{"nothing", nil, 0, 0},
		{"stalk of 3", [][2]int{{0, 1}, {1, 2}, {2, 3}}, 0, 3},
		{"stalk of 3 from the top", [][2]int{{0, 1}, {1, 2}, {2, 3}}, 3, 3},
		{"stalk of 5 shuffled", [][2]int{{4, 5}, {0, 1}, {3, 2}, {2, 1}, {3, 4}}, 0, 5},
		{"two stalks of 2", [][2]int{{0, 1}, {1, 2}, {0, 3}, {3, 4}}, 0, 0},
		{"a loop", [][2]int{{0, 0}}, 0, 1},
		{"double edge", [][2]int{{0, 1}, {1, 0}}, 0, 0},
		{"triangle", [][2]int{{0, 1}, {1, 2}, {2, 0}}, 0, 1},
		{"square", [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}}, 0, 0},
		{"pentagon", [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 0}}, 0, 1},
		{"away from the root", [][2]int{{1, 2}, {2, 3}, {3, 1}, {0, 4}}, 0, 1},
		{"stalk of 2 on a loop", [][2]int{{0, 1}, {1, 1}}, 0, 2},
	} {
		if got := HackenbushValue(c.edges, c.root); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

func TestEachGraph(t *testing.T) {
	// With k = n(n+1)/2 kinds, the multisets of at most m edges number
	// C(k+m, m).
	for _, c := range []struct{ n, most, want int }{{1, 3, 4}, {2, 2, 10}, {3, 3, 84}, {4, 4, 1001}} {
		seen := map[string]bool{}
		EachGraph(c.n, c.most, func(edges [][2]int) {
			key := ""
			for _, e := range edges {
				if e[0] > e[1] || e[1] >= c.n || len(edges) > c.most {
					t.Fatalf("%d vertices: %v", c.n, edges)
				}
				key += string(rune('a'+e[0])) + string(rune('a'+e[1]))
			}
			if seen[key] {
				t.Fatalf("%v twice", edges)
			}
			seen[key] = true
		})
		if len(seen) != c.want {
			t.Errorf("%d vertices, %d edges: %d graphs, want %d", c.n, c.most, len(seen), c.want)
		}
	}
}
