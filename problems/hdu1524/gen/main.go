// Command gen writes a random input for hdu1524 (A Chess Game): gen SEED
// [SIZE], 1 to 3 cases, each a random DAG on 1 to SIZE positions (default
// 6; the statement allows 1000, the brute force searches up to 255) with
// 1 to 4 queries of 1 to 4 chessmen, so that the brute force's search
// stays small. The DAGs run from empty to complete, their labels
// shuffled; an edge is sometimes given twice, chessmen often share a
// position, and lines are sometimes split or separated by blank lines.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(6)
	size = min(max(size, 1), 1000)
	var b strings.Builder
	line := func(nums ...int64) {
		s := casegen.Line(nums...)
		switch r.Intn(8) {
		case 0:
			s = strings.ReplaceAll(s, " ", "\n")
		case 1:
			s = "\n" + s
		}
		b.WriteString(s)
	}
	for t := 1 + r.Intn(3); t > 0; t-- {
		n := int(casegen.Between(r, 1, size))
		order := r.Perm(n) // order[i] -> order[j] may be an edge for i < j
		dense := r.Float64()
		succ := make([][]int64, n)
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				if r.Float64() < dense {
					from, to := order[i], int64(order[j])
					succ[from] = append(succ[from], to)
					if r.Intn(10) == 0 {
						succ[from] = append(succ[from], to)
					}
				}
			}
		}
		line(int64(n))
		for _, s := range succ {
			r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
			line(append([]int64{int64(len(s))}, s...)...)
		}
		for q := 1 + r.Intn(4); q > 0; q-- {
			m := 1 + r.Intn(4)
			at := []int64{int64(m)}
			for i := 0; i < m; i++ {
				if i > 0 && r.Intn(3) == 0 {
					at = append(at, at[1+r.Intn(i)]) // a shared position
				} else {
					at = append(at, r.Int63n(int64(n)))
				}
			}
			line(at...)
		}
		line(0)
	}
	fmt.Print(b.String())
}
