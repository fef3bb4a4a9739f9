// Command gen writes a random input for hdu2509 (Be the Winner): gen SEED
// [SIZE], 1 to 5 cases of 1 to 6 lines of 1 to SIZE apples each (default
// 6, at most 24; the statement allows 100), at most 24 apples a case,
// the most the brute force searches. Equal lines, which cancel, come up
// often, and one case in four has only lines of 1 apple; lines are
// sometimes split or separated by blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	size = min(max(size, 1), 24)
	var b strings.Builder
	for t := 1 + r.Intn(5); t > 0; t-- {
		hi := size
		if r.Intn(4) == 0 {
			hi = 1 // every line a lone apple: misère Nim's other case
		}
		lines := casegen.Piles(r, 1+r.Intn(6), 1, hi)
		for total(lines) > 24 {
			lines = lines[:len(lines)-1]
		}
		b.WriteString(casegen.Line(int64(len(lines))))
		b.WriteString(casegen.Line(lines...))
	}
	fmt.Print(casegen.Untidy(r, b.String()))
}

// total returns the apples of lines.
func total(lines []int64) int64 {
	s := int64(0)
	for _, a := range lines {
		s += a
	}
	return s
}
