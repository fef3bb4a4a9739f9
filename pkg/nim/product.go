package nim

import "sync"

// Product returns the nim product a ⊗ b, the product of the field of
// nimbers below 2^64. It takes 31 lookups in tables of 516 KiB, built on
// the first call in about a millisecond: some 20 ns a product on a
// 64-bit machine of today.
//
// Nim multiplication is defined with nim addition, which is xor, by mex
// (Conway, On Numbers and Games, ch. 6): a ⊗ b is the least number that is
// not (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') for any a' < a and b' < b. It is
// the value of the product of two games whose values are a and b (see
// Tartan), and makes the numbers below F = 2^(2^k) a field, GF(2^(2^k)),
// with xor as its sum.
//
// Theorem (Conway): for the Fermat 2-powers F = 2^(2^k), F ⊗ x = F·x for
// every x < F, and F ⊗ F = F ⊕ F/2 = 3F/2. Why: by induction on k, the
// numbers below F are a field K under ⊕ and ⊗, and F is the least number
// outside it. Conway's simplest-extension theorem says what the mex makes
// of such an F: the least number outside a group is that group's next
// coset, so F ⊕ x = F + x for x in K; the least outside a ring multiplies
// it by the ring's elements as the integers do, so F ⊗ x = F·x; and the
// least outside a field that is closed under ⊗ but not quadratically
// closed is a root of x² + x + α, for α the least element of K for which
// that has no root in K, which is F/2. So F ⊗ F = F ⊕ F/2, and the
// numbers below F² are K extended by F: each is a1·F ⊕ a0 = (a1 ⊗ F) ⊕ a0
// with a1, a0 < F.
//
// Karatsuba's step follows: with a = a1·F ⊕ a0 and b = b1·F ⊕ b0,
// distributivity and F ⊗ F = F ⊕ F/2 give
//
//	a ⊗ b = ((a0 ⊕ a1) ⊗ (b0 ⊕ b1) ⊕ a0 ⊗ b0)·F ⊕ a0 ⊗ b0 ⊕ a1 ⊗ b1 ⊗ F/2,
//
// three products of half the width and one by a constant. Product takes
// that step from 64 bits to 32 and from 32 to 16, where the products are
// the field GF(2^16)'s, by logarithms: its 65535 nonzero elements are the
// powers of one of them, g = 258, so a ⊗ b = g^(log a + log b), read from
// tables of logarithms and powers. The product by F/2 = 2^15 joins the
// logarithms too: a1 ⊗ b1 ⊗ 2^15 = g^(log a1 + log b1 + log 2^15). The
// product by 2^31 is read a byte at a time from tables of (c << 8i) ⊗
// 2^31, since a product by a constant is linear: the xor of its bytes'.
// In all, 9 products of GF(2^16) and 4 lookups more; when both numbers
// are below F, the step is a0 ⊗ b0 and is skipped.
//
// The package's tests hold Product against the mex definition on every
// pair below 2^8, check the condition of Conway's theorem for each F up
// to 2^32 and the field axioms on random values, and compare it with
// another method, built from the products of powers of two, on random
// pairs; bench/nimprod times it against a table-driven C++ nim product.
func Product(a, b uint64) uint64 {
	once.Do(tab.build)
	a0, a1, b0, b1 := uint32(a), uint32(a>>32), uint32(b), uint32(b>>32)
	if a1|b1 == 0 {
		return uint64(mul32(a0, b0))
	}
	c00, c11, cm := mul32(a0, b0), mul32(a1, b1), mul32(a0^a1, b0^b1)
	h := &tab.half32
	return uint64(cm^c00)<<32 | uint64(c00^h[0][uint8(c11)]^h[1][uint8(c11>>8)]^h[2][uint8(c11>>16)]^h[3][c11>>24])
}

// Inverse returns the nim inverse of a: the b with a ⊗ b = 1. a must not
// be 0; Inverse panics if it is. It takes 126 products.
//
// Why: the nonzero numbers below 2^64 are the multiplicative group of the
// field GF(2^64), of order 2^64 - 1, so a^(2^64-1) = 1 (Lagrange) and the
// inverse is a^(2^64-2) = a^2 ⊗ a^4 ⊗ ... ⊗ a^(2^63), by repeated
// squaring.
func Inverse(a uint64) uint64 {
	if a == 0 {
		panic("nim: the inverse of 0")
	}
	b, sq := uint64(1), a
	for i := 1; i < 64; i++ {
		sq = Product(sq, sq)
		b = Product(b, sq)
	}
	return b
}

// Tartan returns the Grundy value of the coin at (x, y) in the product of
// two coin-turning games, gx being the value of coin x in the first game
// and gy that of coin y in the second: gx ⊗ gy.
//
// A coin-turning game is a row of coins, heads or tails; a move turns a
// set of coins that the rules allow, whose last coin goes from heads to
// tails; who cannot move loses. A position is worth the xor of the values
// of its heads coins, each played alone (turning a coin twice is not
// turning it). In the product of two such games, coins stand on a grid
// and a move turns every coin of A × B, for A a move of the first game
// ending at x and B one of the second ending at y, where the coin at
// (x, y) is heads. Turning Corners, HDU 3404, is the product of two
// copies of the game where a move turns one coin and perhaps one coin
// before it, whose coin x (counted from 1) is worth x.
//
// Theorem (Tartan, Winning Ways ch. 14): the coin at (x, y) is worth
// gx ⊗ gy. Why, by induction over the moves: let a move A leave the value
// α in the first game (the xor of the values of A's other coins), so that
// gx is the mex of the α, and β likewise for B. The move A × B leaves the
// other coins of A × B, worth (gx ⊕ α) ⊗ (gy ⊕ β) ⊕ gx ⊗ gy, by induction
// and distributivity, which is (α ⊗ gy) ⊕ (gx ⊗ β) ⊕ (α ⊗ β). Every α <
// gx and β < gy occurs, so every value the mex definition of gx ⊗ gy
// excludes is reached; and no move reaches gx ⊗ gy itself, which would
// need (gx ⊕ α) ⊗ (gy ⊕ β) = 0, that is α = gx or β = gy, and neither is
// ever an option's value. The tests compare Tartan with pkg/game's search
// of product games on every position of small boards.
func Tartan(gx, gy uint64) uint64 { return Product(gx, gy) }

// generator is the least g whose powers are all the nonzero numbers below
// 2^16 (TestGenerator checks it).
const generator = 258

// tables are Product's: built once, on its first call, since a program
// that imports the package for Nim's other games should not pay for them.
type tables struct {
	log    [1 << 16]uint16   // log[x]: x = generator^log[x], for x != 0
	exp    [3 * 65535]uint16 // exp[i] = generator^i, for i < 3 × 65535: a sum of three logs
	log15  uint32            // log[2^15]
	half32 [4][256]uint32    // (c << 8i) ⊗ 2^31
}

var (
	tab  tables
	once sync.Once
)

// build fills the tables: the powers of the generator, each the last
// times the generator, a linear map whose values at the powers of two
// come from slowMul; then the products by 2^31 from mul32.
func (t *tables) build() {
	var times [16]uint16 // times[i] = 2^i ⊗ generator
	for i := range times {
		times[i] = uint16(slowMul(1<<i, generator, 16))
	}
	x := uint16(1)
	for i := 0; i < 65535; i++ {
		t.exp[i], t.exp[i+65535], t.exp[i+2*65535] = x, x, x
		t.log[x] = uint16(i)
		var y uint16
		for j, v := range times {
			y ^= v & -(x >> j & 1)
		}
		x = y
	}
	t.log15 = uint32(t.log[1<<15])
	for i := range t.half32 {
		for c := range t.half32[i] {
			t.half32[i][c] = mul32(uint32(c<<(8*i)), 1<<31)
		}
	}
}

// slowMul is Product below 2^w, w a power of two, by Karatsuba's step
// down to 1 bit, where a ⊗ b is a AND b, and nothing else: about 4^log2(w)
// calls, for the few products the tables are built from.
func slowMul(a, b uint64, w uint) uint64 {
	if w == 1 {
		return a & b
	}
	h := w / 2
	m := uint64(1)<<h - 1
	a0, a1, b0, b1 := a&m, a>>h, b&m, b>>h
	c00 := slowMul(a0, b0, h)
	return (slowMul(a0^a1, b0^b1, h)^c00)<<h | c00 ^ slowMul(slowMul(a1, b1, h), 1<<(h-1), h)
}

// mul32 is Product below 2^32: Karatsuba's step with F = 2^16, whose
// products, and that by 2^15, are by logarithms.
func mul32(a, b uint32) uint32 {
	a0, a1, b0, b1 := uint16(a), uint16(a>>16), uint16(b), uint16(b>>16)
	if a1|b1 == 0 {
		return uint32(mul16(a0, b0))
	}
	c00, cm := mul16(a0, b0), mul16(a0^a1, b0^b1)
	var c11h uint16 // a1 ⊗ b1 ⊗ 2^15
	if a1 != 0 && b1 != 0 {
		c11h = tab.exp[uint32(tab.log[a1])+uint32(tab.log[b1])+tab.log15]
	}
	return uint32(cm^c00)<<16 | uint32(c00^c11h)
}

// mul16 is Product below 2^16, by logarithms.
func mul16(a, b uint16) uint16 {
	if a == 0 || b == 0 {
		return 0
	}
	return tab.exp[uint32(tab.log[a])+uint32(tab.log[b])]
}
