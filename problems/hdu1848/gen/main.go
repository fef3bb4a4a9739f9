// Command gen writes a random input for hdu1848 (Fibonacci again and
// again): gen SEED [SIZE], 1 to 5 lines of three heaps of 1 to SIZE
// stones (default 12; the statement allows 1000, the brute force searches
// up to 40), and the line 0 0 0 that ends the input. Equal heaps, which
// cancel, and heaps of 1 come up often; a line is sometimes split, with
// blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(12)
	size = min(size, 1000)
	for t := 1 + r.Intn(5); t > 0; t-- {
		line := casegen.Line(casegen.Piles(r, 3, 1, size)...)
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(line)
	}
	fmt.Print("0 0 0\n")
}
