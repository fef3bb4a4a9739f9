// Command gen writes a random input for abc229h (Advance or Eat): gen
// SEED [SIZE], a board of side 1 to SIZE (default 4; the statement allows
// 8, the brute force searches up to 4), with any number of pieces on a
// side of up to 3 and at most 2N on a larger one, so that the brute force
// takes a few milliseconds at side 4: pieces at random, mostly white,
// mostly black or either, and one time in four with columns in pairs of
// one and the other with its colours swapped, worth minus the first,
// where the sum is often 0 or near it. The rows come one a line, with
// blank lines between them sometimes.
package main

import (
	"fmt"
	"strings"

	"gametheory/internal/casegen"
)

func main() {
	r, size := casegen.Args(4)
	n := int(casegen.Between(r, 1, min(size, 8)))
	most := n * n
	if n > 3 {
		most = 2 * n
	}
	pieces := int(casegen.Between(r, 0, int64(most)))
	white := []int{1, 4, 7}[r.Intn(3)] // in 8
	board := make([][]byte, n)
	for i := range board {
		board[i] = []byte(strings.Repeat(".", n))
	}
	for _, c := range r.Perm(n * n)[:pieces] {
		board[c/n][c%n] = 'B'
		if r.Intn(8) < white {
			board[c/n][c%n] = 'W'
		}
	}
	if r.Intn(4) == 0 {
		swap := map[byte]byte{'.': '.', 'W': 'B', 'B': 'W'}
		for j := 1; j < n; j += 2 {
			for i := range board {
				board[i][j] = swap[board[i][j-1]]
			}
		}
	}
	var b strings.Builder
	fmt.Fprintln(&b, n)
	for _, row := range board {
		if r.Intn(10) == 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s\n", row)
	}
	fmt.Print(b.String())
}
