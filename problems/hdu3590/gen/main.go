// Command gen writes a random input for hdu3590 (PP and QQ): gen SEED
// [SIZE], 1 to 3 cases of 1 to 3 trees, each of 1 to SIZE nodes (default
// 6; the statement allows 99), so that the brute force's search, which
// takes up to 16 edges a case, stays small. One tree in three is two or
// three equal branches at the root, so that trees worth 0 or 1 with
// branches worth 2 or more, where the published code is wrong, come up
// often. Nodes are numbered at random but for node 1, the root; edges
// come in any order, either end first, sometimes split over lines, with
// blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	size = min(max(size, 1), 99)
	var b strings.Builder
	for c := 1 + r.Intn(3); c > 0; c-- {
		n := 1 + r.Intn(3)
		b.WriteString(casegen.Line(int64(n)))
		edgesLeft := 16
		for ; n > 0; n-- {
			m := int(casegen.Between(r, 1, min(size, int64(edgesLeft/n+1))))
			edgesLeft -= m - 1
			// parent[v] < v: a random tree rooted at 0, grown node by node,
			// or copies of one branch at the root.
			parent := make([]int, m)
			copies := 2 + r.Intn(2)
			if branch := (m - 1) / copies; r.Intn(3) == 0 && branch > 0 {
				shape := make([]int, branch) // parent within the branch, -1 for its foot
				for v := range shape {
					shape[v] = r.Intn(v+1) - 1
				}
				for v := 1; v < m; v++ {
					i, k := (v-1)%branch, (v-1)/branch
					if k >= copies || shape[i] < 0 {
						parent[v] = 0
					} else {
						parent[v] = 1 + k*branch + shape[i]
					}
				}
			} else {
				for v := 1; v < m; v++ {
					parent[v] = r.Intn(v)
				}
			}
			label := []int{0} // node 1 stays the root
			for _, v := range r.Perm(m - 1) {
				label = append(label, v+1)
			}
			b.WriteString(casegen.Line(int64(m)))
			if r.Intn(8) == 0 {
				b.WriteString("\n")
			}
			for _, v := range r.Perm(m - 1) {
				x, y := int64(label[v+1]+1), int64(label[parent[v+1]]+1)
				if r.Intn(2) == 0 {
					x, y = y, x
				}
				if r.Intn(8) == 0 {
					b.WriteString(casegen.Line(x) + "\n" + casegen.Line(y))
				} else {
					b.WriteString(casegen.Line(x, y))
				}
			}
		}
	}
	fmt.Print(b.String())
}
