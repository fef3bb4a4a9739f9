// Command gen writes a random input for cf786a (Berzerk): gen SEED
// [SIZE], a circle of 2 to SIZE objects (default 10; the statement allows
// 7000, the brute force analyses up to 500) and each player's set of
// steps: a random one, a single step, every step, or every step but one,
// which leave chains of forced moves, games where everything is won and
// loops that only the last missing step opens. The steps come in a random
// order, sometimes split over lines, with blank lines.
package main

import (
	"fmt"
	"math/rand"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(10)
	n := casegen.Between(r, 2, min(max(size, 2), 7000))
	fmt.Print(casegen.Line(n), set(r, n), set(r, n))
}

// set returns a line "k x_1 ... x_k" of distinct steps from 1 to n-1.
func set(r *rand.Rand, n int64) string {
	all := r.Perm(int(n - 1))
	var steps []int64
	switch r.Intn(4) {
	case 0:
		steps = []int64{int64(all[0]) + 1}
	case 1:
		for _, x := range all {
			steps = append(steps, int64(x)+1)
		}
	case 2:
		for _, x := range all[1:] {
			steps = append(steps, int64(x)+1)
		}
	default:
		for _, x := range all[:1+r.Intn(len(all))] {
			steps = append(steps, int64(x)+1)
		}
	}
	if len(steps) == 0 { // every step but one, of one
		steps = []int64{int64(all[0]) + 1}
	}
	line := casegen.Line(append([]int64{int64(len(steps))}, steps...)...)
	if r.Intn(6) == 0 {
		line = strings.ReplaceAll(line, " ", "\n\n")
	}
	return line
}
