// Command gen writes a random input for dpl (Deque): gen SEED [SIZE], a
// sequence of 1 to SIZE elements (default 10; the statement allows 3000,
// the brute force searches up to 200): values from 1 to 5, where ties
// between the ends are common, up to 10^9, or large and small in turn,
// where taking the larger end loses. The elements are sometimes split
// over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(10)
	n := casegen.Between(r, 1, min(size, 3000))
	shape := r.Intn(3)
	a := make([]int64, n)
	for i := range a {
		switch {
		case shape == 0:
			a[i] = casegen.Between(r, 1, 5)
		case shape == 1:
			a[i] = casegen.Between(r, 1, 1e9)
		case i%2 == 0:
			a[i] = casegen.Between(r, 1e9-10, 1e9)
		default:
			a[i] = casegen.Between(r, 1, 10)
		}
	}
	line := casegen.Line(a...)
	if r.Intn(6) == 0 {
		line = strings.ReplaceAll(line, " ", "\n\n")
	}
	fmt.Print(casegen.Line(n), line)
}
