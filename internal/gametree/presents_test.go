package gametree

import (
	"reflect"
	"testing"
)

func TestPresentMoves(t *testing.T) {
	// The path 0 - 1 - 2 - 3 rooted at 0, k = 2: only nodes 2 and 3 move,
	// to 0 and 1.
	moves := PresentMoves([]int{-1, 0, 1, 2}, 2)
	got := moves(Presents{1, 0, 2, 1})
	want := []Presents{{2, 0, 1, 1}, {3, 0, 0, 1}, {1, 1, 2, 0}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("moves = %v, want %v", got, want)
	}
	if got := PresentMoves([]int{-1, 0, 1}, 3)(Presents{5, 5, 5}); got != nil {
		t.Errorf("k deeper than the tree: moves %v", got)
	}
	// The statement's sample: the tree 1-2, 1-3, 5-2, 4-3 with presents
	// 0 3 2 4 4 and k = 1 is won from the roots 1, 4 and 5.
	edges := [][2]int{{0, 1}, {0, 2}, {4, 1}, {3, 2}}
	for root, wins := range []bool{true, false, false, true, true} {
		parent := []int{-1, -1, -1, -1, -1}
		seen := map[int]bool{root: true}
		for queue := []int{root}; len(queue) > 0; queue = queue[1:] {
			for _, e := range edges {
				for _, w := range [][2]int{e, {e[1], e[0]}} {
					if w[0] == queue[0] && !seen[w[1]] {
						seen[w[1]] = true
						parent[w[1]] = w[0]
						queue = append(queue, w[1])
					}
				}
			}
		}
		if got := New(PresentMoves(parent, 1)).Wins(Presents{0, 3, 2, 4, 4}); got != wins {
			t.Errorf("sample, root %d: the search says wins %v", root+1, got)
		}
	}
}
