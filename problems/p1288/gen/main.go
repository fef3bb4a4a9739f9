// Command gen writes a random input for p1288 (the ring game): gen SEED
// [SIZE], a ring of 1 to SIZE edges (default 6; the statement allows 20)
// with values 0 to 3, at least one of them 0 as the statement promises;
// rings of zeros and several zeros come up often.
package main

import (
	"fmt"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	n := int(casegen.Between(r, 1, min(size, 20)))
	edges := casegen.Piles(r, n, 0, 3)
	edges[r.Intn(n)] = 0
	fmt.Print(casegen.Line(int64(n)), casegen.Line(edges...))
}
