package nim

// MooreLost reports whether the player to move loses in Moore's Nim_k:
// heaps of stones, where a move takes any positive number of stones from
// each of 1 to k heaps (k = 1 is Nim). The heaps must be >= 0 and k >= 1;
// MooreLost panics otherwise. It takes O(63·len(heaps)) time.
//
// Theorem (Moore, 1910): the player to move loses exactly when, for every
// bit, the number of heaps with that bit set is a multiple of k+1. Why:
// the empty position is such a position. From one, a move lowers 1 to k
// heaps; at the highest bit where any of them changes, each heap changed
// there goes from 1 to 0 (it got smaller, and its higher bits stayed), so
// that bit's count drops by 1 to k and is no multiple of k+1 any more.
// From any other position, choose the heaps to lower bit by bit from the
// highest: at each bit, with s heaps chosen so far (their lower bits are
// free to set, as each already lost a higher 1) and r the count of the
// other heaps with the bit set, mod k+1, either clear the bit in r more
// heaps, if s+r <= k, or else set it in k+1-r <= s of the chosen ones.
// Either way the count becomes a multiple of k+1, no more than k heaps are
// ever chosen, and at the highest bit where r != 0 at least one is chosen:
// the move is legal and leaves a position of the first kind.
func MooreLost(heaps []int64, k int) bool {
	if k < 1 {
		panic("nim: Moore's Nim_k with k < 1")
	}
	var count [63]int
	for _, h := range heaps {
		if h < 0 {
			panic("nim: Moore's Nim_k with a negative heap")
		}
		for b := 0; h != 0; b, h = b+1, h>>1 {
			count[b] += int(h & 1)
		}
	}
	for _, c := range count {
		if c%(k+1) != 0 {
			return false
		}
	}
	return true
}
