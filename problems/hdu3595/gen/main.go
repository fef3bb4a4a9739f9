// Command gen writes a random input for hdu3595 (GG and MM): gen SEED
// [SIZE], 1 to 4 cases of 1 to 4 games of numbers from 0 to SIZE
// (default 8; the statement allows 1000, the brute force searches while
// the unfinished games' larger numbers multiply to at most 4096).
// Finished games (a pair with a 0, "0 0" too) and equal numbers come up
// often, and so do one number dividing the other; a case's games are
// sometimes split over lines, with blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(8)
	size = max(1, min(size, 1000))
	for t := 1 + r.Intn(4); t > 0; t-- {
		n := 1 + r.Intn(4)
		var nums []int64
		for i := 0; i < n; i++ {
			p, q := casegen.Between(r, 1, size), casegen.Between(r, 1, size)
			switch r.Intn(6) {
			case 0:
				q = 0
			case 1:
				q = p
			case 2:
				p = q * (1 + r.Int63n(size/q))
			}
			if r.Intn(2) == 0 {
				p, q = q, p
			}
			nums = append(nums, p, q)
		}
		var b strings.Builder
		for i := 0; i < len(nums); i += 2 {
			b.WriteString(casegen.Line(nums[i], nums[i+1]))
		}
		line := b.String()
		if r.Intn(4) == 0 {
			line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
		}
		fmt.Print(casegen.Line(int64(n)), line)
	}
}
