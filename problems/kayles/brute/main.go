// Command brute answers kayles by searching the game to its end with
// internal/gametree, without Grundy values or the period: it tries every
// move in <row, stone, count> order and prints the first that leaves a
// lost position. Slow, and the reference "judge stress kayles" checks the
// solution against. It rejects input outside the statement's limits (1 <=
// n <= 10^5, 0 <= L_i <= 10^18) with exit status 1, so it is also the
// validator; and, with the same status and a message saying so, rows of
// more than 24 stones in all, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("kayles brute", solve) }

// most is the most stones searched, in all the rows: every position is
// then a multiset of rows of at most 24 stones in all, some 9000
// of them.
const most = 24

// kayles searches positions, the rows as a multiset, straight from the
// rules: a move takes one stone or two adjacent ones from a row, leaving
// the rows a and b beside the others.
var kayles = gametree.New(func(p game.Multiset) []game.Multiset {
	var m []game.Multiset
	sizes := p.Sizes()
	for i, l := range sizes {
		if i > 0 && l == sizes[i-1] {
			continue // the same moves as on the row before
		}
		for a := 0; a < l; a++ {
			for c := 1; c <= 2 && a+c <= l; c++ {
				m = append(m, after(sizes, i, a, l-c-a))
			}
		}
	}
	return m
})

// after is the position left when row i of rows becomes rows a and b.
func after(rows []int, i, a, b int) game.Multiset {
	rest := append([]int{a, b}, rows[:i]...)
	return game.NewMultiset(append(rest, rows[i+1:]...)...)
}

func solve(in *fastio.Reader, out *fastio.Writer) error {
	rows := make([]int, in.IntIn("the number of rows n", 1, 1e5))
	total := int64(0)
	for i := range rows {
		l := in.IntIn("a row length", 0, 1e18)
		if total += l; total > most {
			in.Fail("the rows so far hold " + strconv.FormatInt(total, 10) + " stones, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " in all")
		}
		rows[i] = int(l)
	}
	if err := in.Err(); err != nil {
		return err
	}
	for i, l := range rows {
		for a := 0; a < l; a++ {
			for c := 1; c <= 2 && a+c <= l; c++ {
				if !kayles.Wins(after(rows, i, a, l-c-a)) {
					out.String(strconv.Itoa(i+1) + " " + strconv.Itoa(a+1) + " " + strconv.Itoa(c) + "\n")
					return nil
				}
			}
		}
	}
	out.String("lose\n")
	return nil
}
