// Command brute answers hdu3032 (Lasker's Nim) by searching every case to
// its end with internal/gametree, without Grundy values: slow, and the
// reference "judge stress hdu3032" checks the solution against. It
// rejects input outside the statement's limits (1 <= T <= 100, 1 <= N <=
// 10^6, 1 <= S_i <= 2^31-1) with exit status 1, so it is also the
// validator; and, with the same status and a message saying so, a case of
// more than 20 stones in all, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("hdu3032 brute", solve) }

// most is the most stones a case may hold: every position is then a
// multiset of heaps of at most 20 stones in all, some 2700 of them.
const most = 20

// lasker searches positions, the heaps as a multiset, straight from the
// rules: a move takes any positive number of stones from one heap, or
// splits one heap into two non-empty heaps.
var lasker = gametree.New(func(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	heaps := p.Sizes()
	for i, h := range heaps {
		if i > 0 && h == heaps[i-1] {
			continue // the same moves as on the heap before
		}
		rest := append(append([]int{0, 0}, heaps[:i]...), heaps[i+1:]...)
		for y := 0; y < h; y++ {
			rest[0], rest[1] = y, 0
			m = append(m, game.NewMultiset(rest...))
		}
		for a := 1; a <= h/2; a++ {
			rest[0], rest[1] = a, h-a
			m = append(m, game.NewMultiset(rest...))
		}
	}
	return m
})

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 1, 100); t > 0 && in.Err() == nil; t-- {
		var heaps []int
		total := int64(0)
		for n := in.IntIn("the number of heaps N", 1, 1e6); n > 0 && in.Err() == nil; n-- {
			s := in.IntIn("a heap size", 1, 1<<31-1)
			if total += s; total > most {
				in.Fail("the heaps so far hold " + strconv.FormatInt(total, 10) + " stones, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " in a case")
			}
			heaps = append(heaps, int(s))
		}
		if err := in.Err(); err != nil {
			return err
		}
		if lasker.Wins(game.NewMultiset(heaps...)) {
			out.String("Alice\n")
		} else {
			out.String("Bob\n")
		}
	}
	return nil
}
