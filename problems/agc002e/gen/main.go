// Command gen writes a random input for agc002e (Candy Piles): gen SEED
// [SIZE], 1 to 8 piles of 1 to SIZE candies (default 12; the statement
// allows 10^9, the brute force searches up to 255): random piles, equal
// ones often, which tie for the largest, or a staircase around the
// diagram's diagonal, pile j near n-j, where the runs that decide the
// game are short and their parities matter; in any order, the line
// sometimes split, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(12)
	size = min(size, 1e9)
	n := 1 + r.Intn(8)
	piles := casegen.Piles(r, n, 1, size)
	if r.Intn(3) == 0 {
		for j := range piles {
			piles[j] = min(max(int64(n-j)+r.Int63n(3)-1, 1), size)
		}
		r.Shuffle(n, func(i, j int) { piles[i], piles[j] = piles[j], piles[i] })
	}
	line := casegen.Line(piles...)
	if r.Intn(4) == 0 {
		line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
	}
	fmt.Print(casegen.Line(int64(n)), line)
}
