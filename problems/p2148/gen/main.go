// Command gen writes a random input for p2148 (E&D): gen SEED [SIZE], 1
// to 3 cases of 1 to 3 pairs of heaps from 1 to SIZE (default 8; the
// statement allows 2*10^9, the brute force searches up to 12), so that
// the brute force's search stays small. Heaps of 1, pairs that repeat an
// earlier one (which cancel) and SIZE itself come up often; a case's
// heaps are sometimes split over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(8)
	size = min(max(size, 1), 2e9)
	t := 1 + r.Intn(3)
	fmt.Print(casegen.Line(int64(t)))
	for ; t > 0; t-- {
		var heaps []int64
		for n := 1 + r.Intn(3); n > 0; n-- {
			if len(heaps) > 0 && r.Intn(4) == 0 {
				i := 2 * r.Intn(len(heaps)/2)
				heaps = append(heaps, heaps[i+1], heaps[i])
				continue
			}
			heaps = append(heaps, casegen.Between(r, 1, size), casegen.Between(r, 1, size))
		}
		line := casegen.Line(heaps...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(len(heaps))), line)
	}
}
