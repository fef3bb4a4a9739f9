// Command brute answers p4055 ([JSOI2009] 游戏) by searching the game on
// the maze's free cells with internal/gametree's Geography, every start,
// every move, a position being the cells not yet entered and the token's
// cell, without matchings: slow, and the reference "judge stress p4055"
// checks the solution against. It rejects input outside the statement
// (1 <= N, M <= 100, N rows of M characters '.' or '#') with exit status
// 1, so it is also the validator; and, with the same status and a message
// saying so, more than 20 free cells, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("p4055 brute", solve) }

// most is the most free cells searched: 20 2^20 positions, a byte each.
const most = 20

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of rows N", 1, 100))
	m := int(in.IntIn("the number of columns M", 1, 100))
	var cells []int // the free cells, as r*m+c
	for r := 0; r < n && in.Err() == nil; r++ {
		row := in.TokenIn("row " + strconv.Itoa(r+1) + " of the maze")
		if len(row) != m && in.Err() == nil {
			in.Fail("row " + strconv.Itoa(r+1) + " of the maze has length " + strconv.Itoa(len(row)) + ", expected M = " + strconv.Itoa(m))
		}
		for c, b := range row {
			switch {
			case b == '.':
				cells = append(cells, r*m+c)
			case b != '#' && in.Err() == nil:
				in.Fail("row " + strconv.Itoa(r+1) + " of the maze: column " + strconv.Itoa(c+1) + " is " + strconv.QuoteRune(rune(b)) + ", expected '.' or '#'")
			}
		}
		if len(cells) > most && in.Err() == nil {
			in.Fail(strconv.Itoa(len(cells)) + " free cells so far, too many positions to search; this brute force takes at most " + strconv.Itoa(most))
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	adj := make([]uint32, len(cells))
	for i, v := range cells {
		for j, w := range cells {
			if d := v - w; d == m || d == -m || (d == 1 || d == -1) && v/m == w/m {
				adj[i] |= 1 << j
			}
		}
	}
	g := gametree.NewGeography(adj)
	all := uint32(1)<<len(cells) - 1
	some := false
	for i, v := range cells {
		if !g.Wins(all&^(1<<i), i) {
			if !some {
				out.String("WIN\n")
				some = true
			}
			out.String(strconv.Itoa(v/m+1) + " " + strconv.Itoa(v%m+1) + "\n")
		}
	}
	if !some {
		out.String("LOSE\n")
	}
	return nil
}
