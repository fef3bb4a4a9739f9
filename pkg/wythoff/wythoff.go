// Package wythoff decides positions of Wythoff's game, shared by poj1067
// and wythoff-duel.
//
// Rules: two piles of stones; a move takes any positive number of stones
// from one pile, or the same positive number from both; the player who
// cannot move loses.
//
// Theorem (Wythoff, 1907): with φ = (1+√5)/2, the lost positions are the
// pairs {⌊kφ⌋, ⌊kφ⌋+k} for k = 0, 1, 2, ... Why: 1/φ + 1/φ² = 1, so by
// Beatty's theorem the numbers ⌊kφ⌋ and ⌊kφ²⌋ = ⌊kφ⌋+k (k >= 1) together
// cover every positive integer exactly once. So no move joins two of these
// pairs (one pile alone would need a number twice; both piles alike would
// keep the difference k, which belongs to one pair only), and from any
// other pair some move reaches one: by shrinking the larger pile, or the
// smaller, or both alike, to the pair its smaller number or difference
// belongs to.
//
// Arithmetic, exact and without floating point (float64 misjudges real
// inputs): with k = b-a > 0 and a <= b, a = ⌊kφ⌋ means a <= k(1+√5)/2 < a+1,
// that is 2a-k <= k√5 < 2a-k+2. When a >= k both sides are >= 0, and since
// 5k² is never a square it reads (2a-k)² < 5k² < (2a-k+2)², three products
// of at most 128 bits. When a < k the pair is won: ⌊kφ⌋ >= k. This holds for
// every pair of values in [0, 2^63-1] (a >= k forces k < 2^62, so 5k² < 2^127).
package wythoff

import "math/bits"

// Lost reports whether the player to move loses at piles a, b >= 0, in
// O(1) time.
func Lost(a, b int64) bool {
	if a > b {
		a, b = b, a
	}
	k := uint64(b - a)
	if k == 0 {
		return a == 0
	}
	if uint64(a) < k {
		return false
	}
	lo := 2*uint64(a) - k // no overflow: a < 2^63 and a >= k
	h5, l5 := bits.Mul64(k, k)
	c, l5 := bits.Mul64(l5, 5)
	h5 = h5*5 + c
	hl, ll := bits.Mul64(lo, lo)
	hh, lh := bits.Mul64(lo+2, lo+2)
	return less(hl, ll, h5, l5) && less(h5, l5, hh, lh)
}

// less compares 128-bit numbers given as high and low halves.
func less(h1, l1, h2, l2 uint64) bool { return h1 < h2 || h1 == h2 && l1 < l2 }
