package casegen

import (
	"math/rand"
	"testing"
)

func TestCactus(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	lengths := map[int]bool{}
	for i := 0; i < 500; i++ {
		n, most := 1+r.Intn(12), r.Intn(16)
		edges := Cactus(r, n, most)
		if len(edges) > most {
			t.Fatalf("%d edges, most %d", len(edges), most)
		}
		for i, e := range edges {
			if e[0] < 0 || e[0] >= n || e[1] < 0 || e[1] >= n {
				t.Fatalf("%v on %d vertices", edges, n)
			}
			if e[1] <= e[0] { // a cycle's closing edge, back to the vertex it hangs from
				l := 1 // its edges are listed together, from that vertex
				for j := i; edges[j][0] != e[1]; j-- {
					l++
				}
				lengths[l] = true
			}
		}
		if err := CactusShape(n, edges, 0); err != nil {
			t.Fatalf("%v: %v", edges, err)
		}
	}
	for l := 1; l <= 5; l++ {
		if !lengths[l] {
			t.Errorf("no cycle of %d edges", l)
		}
	}
}

func TestCactusShape(t *testing.T) {
	for _, c := range []struct {
		name  string
		n     int
		edges [][2]int
		ok    bool
	}{
		{"tree", 4, [][2]int{{0, 1}, {1, 2}, {1, 3}}, true},
		{"triangle at the root", 3, [][2]int{{0, 1}, {1, 2}, {2, 0}}, true},
		{"double edge and loop", 3, [][2]int{{0, 1}, {1, 0}, {0, 2}, {2, 2}}, true},
		{"square on a stalk", 5, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 1}}, true},
		{"two loops at a vertex", 2, [][2]int{{0, 1}, {1, 1}, {1, 1}}, false},
		{"triple edge", 2, [][2]int{{0, 1}, {1, 0}, {0, 1}}, false},
		{"two triangles sharing a vertex", 5, [][2]int{{0, 1}, {1, 2}, {2, 0}, {0, 3}, {3, 4}, {4, 0}}, false},
		{"a branch off a cycle's other vertex", 4, [][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}}, false},
		{"a cycle through the root hung below too", 4, [][2]int{{0, 1}, {1, 2}, {2, 0}, {3, 2}}, false},
		{"a cycle bridged twice", 5, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 1}, {3, 4}}, false},
		{"a chord", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}}, false},
	} {
		if err := CactusShape(c.n, c.edges, 0); (err == nil) != c.ok {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
