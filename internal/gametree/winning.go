package gametree

// WinningMoves counts the winning moves of Nim from piles by trying each:
// a move is a pile and its new size, so equal piles count apart, and it
// wins when the search finds the position it leaves lost.
func (n *Nim) WinningMoves(piles []int) int {
	count := 0
	q := append([]int(nil), piles...)
	for i, h := range piles {
		for v := 0; v < h; v++ {
			q[i] = v
			if !n.Wins(q) {
				count++
			}
		}
		q[i] = h
	}
	return count
}
