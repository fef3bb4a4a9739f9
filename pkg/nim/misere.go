package nim

// MisereWins reports whether the player to move wins misère Nim: heaps of
// stones, a move takes any positive number of stones from one heap, and
// whoever takes the last stone loses, so the player who cannot move wins.
// The heaps must be >= 0; MisereWins panics otherwise. It takes
// O(len(heaps)) time.
//
// Theorem (Bouton, 1901): if every heap is 0 or 1, the player to move wins
// exactly when the xor of the heaps is 0 (an even number of 1s, none
// included); if some heap is 2 or more, exactly when the xor is not 0, as
// in normal play. This is Nim's case of the anti-SG theorem (Sprague-
// Grundy-Jia, the "SJ theorem"), where a heap's Grundy value is its size:
// in a misère sum of games that ends when every component's value is 0,
// the first player wins iff (the xor of the values is 0 and no value
// exceeds 1) or (the xor is not 0 and some value does).
//
// Why, calling L the positions the rule says are lost: the empty position
// is not in L, and the player to move there wins. Every move from L leaves
// L: with every heap <= 1 and an odd number of 1s, a move empties a 1 and
// leaves an even number; with xor 0 and a heap >= 2 there are two heaps
// >= 2 (a lone one's high bit would show in the xor), one of them remains
// after the move, and the xor is no longer 0. From any other position with
// a move, some move enters L: with an even number (> 0) of 1s and nothing
// larger, take a 1; with exactly one heap >= 2, lower it to 0 or 1 so that
// the number of 1s is odd; with two or more and xor != 0, Bouton's move to
// xor 0, which leaves one of them. By induction on the number of stones, L
// is exactly the set of lost positions.
func MisereWins(heaps []int64) bool {
	var x int64
	big := false
	for _, h := range heaps {
		if h < 0 {
			panic("nim: misère Nim with a negative heap")
		}
		x ^= h
		big = big || h > 1
	}
	return big == (x != 0)
}
