// Command gen writes a random input for poj3710 (Christmas Game): gen
// SEED [SIZE], 1 to 3 cases of 1 to 3 graphs, each on 1 to SIZE nodes
// (default 6; the statement allows 99) with at most 10 edges, so that
// the brute force's search, which takes up to 16 edges a graph, stays
// small. The graphs have the shape the statement promises (casegen's
// Cactus): trees with cycles of 1 to 5 edges hung on them, loops and
// double edges among them, cycles at node 1 included; nodes are
// numbered at random but for node 1, some are left isolated, the edges
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
		for ; n > 0; n-- {
			m := int(casegen.Between(r, 1, size))
			edges := casegen.Cactus(r, m, r.Intn(11))
			label := []int{0} // node 1 stays the root
			for _, v := range r.Perm(m - 1) {
				label = append(label, v+1)
			}
			b.WriteString(casegen.Line(int64(m), int64(len(edges))))
			for _, i := range r.Perm(len(edges)) {
				x, y := int64(label[edges[i][0]]+1), int64(label[edges[i][1]]+1)
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
