// Command gen writes a random input for eolymp3718 (Sum of games): gen
// SEED [SIZE], two random directed graphs on 1 to SIZE vertices each
// (default 6, at most 300; the statement allows 10000, the brute force
// searches up to 10^5 pairs of vertices) and 1 to 12 pairs of starting
// vertices. Each graph has 1 to 3·N edges, repeated edges among them; most
// go down an order of the vertices drawn at random, and one in six goes
// anywhere, a loop sometimes, so that a graph is mostly acyclic with a few
// cycles through it: finite values, on cycles too, and draws all come up.
// Lines are sometimes split or separated by blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	size = min(max(size, 1), 300)
	var b strings.Builder
	var n [2]int64
	for g := range n {
		n[g] = casegen.Between(r, 1, size)
		m := casegen.Between(r, 1, 3*n[g])
		b.WriteString(casegen.Line(n[g], m))
		order := r.Perm(int(n[g])) // order[i] -> order[j] for i > j, mostly
		for ; m > 0; m-- {
			i, j := r.Intn(int(n[g])), r.Intn(int(n[g]))
			if i < j && r.Intn(6) != 0 {
				i, j = j, i
			}
			b.WriteString(casegen.Line(int64(order[i])+1, int64(order[j])+1))
		}
	}
	t := casegen.Between(r, 1, 12)
	b.WriteString(casegen.Line(t))
	for ; t > 0; t-- {
		b.WriteString(casegen.Line(1+r.Int63n(n[0]), 1+r.Int63n(n[1])))
	}
	fmt.Print(casegen.Untidy(r, b.String()))
}
