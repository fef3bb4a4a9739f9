// Command gen writes a random input for cf1498f (Christmas Game): gen
// SEED [SIZE], a tree of 3 to SIZE nodes (default 7; the statement allows
// 10^5, the brute force searches up to 8) from casegen.Tree: random,
// paths, stars, brooms, labelled at random; k from 1 to n, so that it is
// sometimes past every depth (k <= 20); and up to 16/n presents on a
// node, equal ones and 0 often, at most 16 in all for the brute force's
// search. Edges in any order, either end first, sometimes split over
// lines, with blank lines.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(7)
	size = min(max(size, 3), 1e5)
	n := int(casegen.Between(r, 3, size))
	k := casegen.Between(r, 1, int64(min(n, 20)))
	edges := casegen.Untidy(r, casegen.Edges(r, casegen.Tree(r, n)))
	fmt.Print(casegen.Line(int64(n), k), edges, casegen.Line(casegen.Piles(r, n, 0, max(1, 16/int64(n)))...))
}
