// Command gen writes a random input for agc010f (Tree Game): gen SEED
// [SIZE], a tree of 2 to SIZE vertices (default 6; the statement allows
// 3000, the brute force searches up to 12) from casegen.Tree: random,
// paths, stars, brooms, labelled at random; with stones few enough for
// the brute force to search, at most 255 on a vertex and N times the
// product of the A_i + 1 at most 10^6, equal ones often, 0 among them;
// edges in any order, either end first, sometimes split over lines, with
// blank lines.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	size = min(max(size, 2), 3000)
	n := int(casegen.Between(r, 2, size))
	most := int64(1) // the most stones on a vertex
	for most < 255 && positions(n, most+1) <= 1e6 {
		most++
	}
	stones := casegen.Piles(r, n, 0, most)
	fmt.Print(casegen.Line(int64(n)), casegen.Line(stones...), casegen.Untidy(r, casegen.Edges(r, casegen.Tree(r, n))))
}

// positions is n (m+1)^n, or anything above 10^6 once it passes that.
func positions(n int, m int64) int64 {
	p := int64(n)
	for i := 0; i < n && p <= 1e6; i++ {
		p *= m + 1
	}
	return p
}
