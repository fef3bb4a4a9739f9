// Command gen writes a random input for dpk (Stones): gen SEED [SIZE], a
// pile of K stones, K from 1 to SIZE (default 30; the statement allows
// 10^5, the brute force searches up to 10^4), and 1 to 4 moves, increasing
// and at most K. A move of 1, a largest move equal to K, a single move and
// piles smaller than most moves come up often; the moves are sometimes
// split over lines, with blank lines.
package main

import (
	"fmt"
	"sort"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(30)
	size = min(size, 1e5)
	k := casegen.Between(r, 1, size)
	n := 1 + r.Int63n(min(k, 4))
	top := min(k, 1+r.Int63n(12)) // the moves are at most top
	n = min(n, top)
	seen := map[int64]bool{}
	var a []int64
	if r.Intn(3) == 0 {
		seen[1], a = true, append(a, 1)
	}
	if r.Intn(4) == 0 && !seen[k] {
		top = k
		seen[k], a = true, append(a, k)
	}
	for int64(len(a)) < n {
		if m := 1 + r.Int63n(top); !seen[m] {
			seen[m] = true
			a = append(a, m)
		}
	}
	sort.Slice(a, func(i, j int) bool { return a[i] < a[j] })
	line := casegen.Line(a...)
	if r.Intn(4) == 0 {
		line = "\n" + strings.ReplaceAll(line, " ", "\n\n")
	}
	fmt.Print(casegen.Line(int64(len(a)), k), line)
}
