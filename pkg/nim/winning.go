package nim

// WinningMoves returns the number of winning moves of Nim from heaps: the
// moves after which the player who made them wins, a move being a heap
// and its new size, so that equal heaps count apart. It is 0 when the
// player to move loses. The heaps must be >= 0; WinningMoves panics
// otherwise. It takes O(len(heaps)) time.
//
// Theorem (Bouton, 1901): with s the xor of the heaps, the winning moves
// lower heap i to h_i xor s, one for each i with (h_i xor s) < h_i: the
// heaps with s's highest bit set. Why: the lost positions are those of xor
// 0 (see the package comment), so a move wins exactly when it leaves xor
// 0. A move changes one heap, and the xor becomes 0 only if heap i becomes
// h_i xor s, a legal move only if that is smaller than h_i. Above s's
// highest bit h_i and h_i xor s agree, and at that bit h_i xor s flips
// h_i's: it is smaller exactly when h_i has the bit. When s = 0 no heap
// qualifies, and the player to move loses; otherwise an odd number do, as
// s has its highest bit from them.
func WinningMoves(heaps []int64) int {
	var s int64
	for _, h := range heaps {
		if h < 0 {
			panic("nim: Nim with a negative heap")
		}
		s ^= h
	}
	n := 0
	for _, h := range heaps {
		if h^s < h {
			n++
		}
	}
	return n
}
