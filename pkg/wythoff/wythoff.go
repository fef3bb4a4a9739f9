// Package wythoff decides and plays positions of Wythoff's game, shared by
// poj1067 and wythoff-duel.
//
// Rules: two piles of stones; a move takes any positive number of stones
// from one pile, or the same positive number from both; the player who
// cannot move loses.
//
// Theorem (Wythoff, 1907): with φ = (1+√5)/2, the lost positions are the
// pairs {A_k, B_k} = {⌊kφ⌋, ⌊kφ⌋+k} for k = 0, 1, 2, ... Why: 1/φ + 1/φ² = 1,
// so by Beatty's theorem the numbers A_k = ⌊kφ⌋ and B_k = ⌊kφ²⌋ = ⌊kφ⌋+k
// (k >= 1) together cover every positive integer exactly once. So no move
// joins two of these pairs (one pile alone would need a number twice; both
// piles alike would keep the difference k, which belongs to one pair
// only), and from any other pair some move reaches one, as Move shows.
//
// Arithmetic, exact and without floating point (float64 misjudges real
// inputs): everything rests on ⌊c/φ⌋, since ⌊kφ⌋ = k + ⌊k/φ⌋ (φ = 1 + 1/φ).
// For m, c >= 0, m <= c/φ exactly when m² + mc - c² <= 0, the roots of
// that quadratic in m being -cφ and c/φ; so ⌊c/φ⌋ is the largest m with
// m(m+c) <= c². An estimate comes from K = ⌊2^64/φ⌋ = 0x9E3779B97F4A7C15
// (the constant of Fibonacci hashing): m0 = ⌊cK/2^64⌋, the high half of one
// 64×64-bit product. As 2^64/φ - 1 < K <= 2^64/φ, m0 <= c/φ < m0 + 3/2 for
// c <= 2^63, so ⌊c/φ⌋ is m0 or m0+1, and the inequality for m0+1, in
// 128-bit products, tells which. Every function here is exact for piles in
// [0, 2^63-1], the whole int64 range, in O(1) time.
package wythoff

import "math/bits"

// invPhi is ⌊2^64/φ⌋.
const invPhi = 0x9E3779B97F4A7C15

// divPhi returns ⌊c/φ⌋, for 0 <= c <= 2^63.
func divPhi(c uint64) uint64 {
	m, _ := bits.Mul64(c, invPhi)
	h1, l1 := bits.Mul64(m+1, m+1+c) // m+1+c <= cφ+1 < 2^64
	h2, l2 := bits.Mul64(c, c)
	if h1 < h2 || h1 == h2 && l1 <= l2 {
		m++
	}
	return m
}

// floorPhi returns ⌊kφ⌋ = k + ⌊k/φ⌋, for 0 <= k <= 2^63; it is below 2^64.
func floorPhi(k uint64) uint64 { return k + divPhi(k) }

// Lost reports whether the player to move loses at piles a, b >= 0.
func Lost(a, b int64) bool {
	if a > b {
		a, b = b, a
	}
	k := uint64(b - a)
	return uint64(a) == floorPhi(k)
}

// Cold returns the k-th lost position (A_k, B_k) = (⌊kφ⌋, ⌊kφ⌋+k), for
// 0 <= k <= 3523014627193176565, the largest k whose B_k = 2^63-1 fits
// in an int64.
func Cold(k int64) (a, b int64) {
	a = int64(floorPhi(uint64(k)))
	return a, a + k
}

// Legal reports whether taking x stones from the first pile and y from the
// second is a move at piles a, b: x >= 1 and y = 0, or x = 0 and y >= 1,
// or x = y >= 1, never more than a pile holds.
func Legal(a, b, x, y int64) bool {
	return 0 <= x && x <= a && 0 <= y && y <= b && (x == 0 || y == 0 || x == y) && (x > 0 || y > 0)
}

// Move returns a winning move at piles a, b >= 0: take x stones from the
// first pile and y from the second to leave a lost position. ok is false
// when a, b is lost itself, where no move wins.
//
// With a <= b and k = b-a, the pair of difference k is (⌊kφ⌋, ⌊kφ⌋+k). If
// a > ⌊kφ⌋, taking a-⌊kφ⌋ from both piles reaches it. Otherwise a < ⌊kφ⌋,
// and the larger pile goes to the number paired with a. The A_n <= a are
// those with nφ < a+1, so there are n = ⌊(a+1)/φ⌋ of them (n >= 1). If
// A_n = a, its pair is B_n = a+n < b, since n < k as A_n < ⌊kφ⌋. Otherwise
// a is a B: the B_j <= a number a-n, so a = B_j with j = a-n, and its pair
// is A_j = B_j - j = n < a <= b.
func Move(a, b int64) (x, y int64, ok bool) {
	if a > b {
		y, x, ok = Move(b, a)
		return x, y, ok
	}
	f := floorPhi(uint64(b - a))
	switch {
	case uint64(a) == f:
		return 0, 0, false
	case uint64(a) > f:
		t := a - int64(f)
		return t, t, true
	}
	n := divPhi(uint64(a) + 1)
	if floorPhi(n) == uint64(a) {
		return 0, b - a - int64(n), true
	}
	return 0, b - int64(n), true
}
