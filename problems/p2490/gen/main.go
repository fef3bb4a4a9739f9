// Command gen writes a random input for p2490 (黑白棋): gen SEED [SIZE],
// a row of 2 to SIZE cells (default 10; the statement allows 10^4, the
// brute force searches up to 16), so that the brute force's search stays
// small. Rows full of pieces, one pair, and d = 1 and d = k come up often;
// the three numbers are sometimes on lines of their own.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(10)
	n := casegen.Between(r, 2, max(2, min(size, 1e4)))
	k := 2 * casegen.Between(r, 1, min(n, 100)/2)
	d := casegen.Between(r, 1, k)
	line := casegen.Line(n, k, d)
	if r.Intn(4) == 0 {
		line = strings.ReplaceAll(line, " ", "\n\n")
	}
	fmt.Print(line)
}
