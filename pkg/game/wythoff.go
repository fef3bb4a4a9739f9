package game

import "math/bits"

// wythoff values the n×n corner of Wythoff's game: two heaps, and a move
// takes any number of tokens from one heap or the same number from both.
// G(a, b) is the mex of the values left in its row (a, b' < b), its column
// (a' < a, b) and its diagonal (a-k, b-k). Each row, column and diagonal
// keeps the set of values met so far as a bit set. A mex is at most the
// number of options, a + b + min(a, b) < 3n, so 3n bits hold every value.
// Cost O(n^3 / 64) time, O(n^2 / 16) bytes of sets.
func wythoff(n int) ([][]int, error) {
	words := (3*n + 64) / 64
	col := make([][]uint64, n)
	for b := range col {
		col[b] = make([]uint64, words)
	}
	diag := make([][]uint64, 2*n) // diagonal b - a + n
	for d := range diag {
		diag[d] = make([]uint64, words)
	}
	row := make([]uint64, words)
	t := make([][]int, n)
	for a := range t {
		t[a] = make([]int, n)
		clear(row)
		for b := range t[a] {
			c, d := col[b], diag[b-a+n]
			v := 0
			for i := range row {
				if x := row[i] | c[i] | d[i]; x != ^uint64(0) {
					v = 64*i + bits.TrailingZeros64(^x)
					break
				}
			}
			t[a][b] = v
			bit, w := uint64(1)<<(v%64), v/64
			row[w] |= bit
			c[w] |= bit
			d[w] |= bit
		}
	}
	return t, nil
}
