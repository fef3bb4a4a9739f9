package gametree

import (
	"math/bits"
	"sync"
)

// The nim product, twice over, for the tests: by its mex definition on
// small numbers, knowing nothing of its theory, and on 64-bit numbers by a
// method of its own, apart from pkg/nim's.

// NimProducts returns a ⊗ b for every a, b < n, n <= 256, by the mex
// definition of the nim product: a ⊗ b is the least number that is not
// (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') for any a' < a and b' < b. The sums ⊕
// are xor, which the mex definition of the nim sum gives on these values
// (a ⊕ b, the least number that is not a' ⊕ b nor a ⊕ b' for a' < a and
// b' < b, is a xor b: TestNimSums checks it below 256). For each a' < a
// the options are a' ⊗ b xored with each element of the set {(a ⊗ b') ⊕
// (a' ⊗ b') : b' < b}, which grows by one as b does, so a set of 256 bits
// xored with a' ⊗ b replaces b lookups. Every value found is below 256,
// or NimProducts panics (it cannot happen: the numbers below 256 are a
// field). It takes O(n³) word operations: 0.4 s or so for n = 256.
func NimProducts(n int) [][]uint8 {
	if n < 0 || n > 256 {
		panic("gametree: NimProducts of n outside [0, 256]")
	}
	p := make([][]uint8, n)
	for a := range p {
		p[a] = make([]uint8, n)
		q := make([]set256, a) // q[a'] = {(a ⊗ b') ⊕ (a' ⊗ b') : b' < b}
		for b := range p[a] {
			var options set256
			for a2, s := range q {
				x := s.xorAll(p[a2][b])
				for i := range options {
					options[i] |= x[i]
				}
			}
			v := options.mex()
			if v >= 256 {
				panic("gametree: a nim product of numbers below 256 is 256 or more")
			}
			p[a][b] = uint8(v)
			for a2 := range q {
				q[a2].add(p[a][b] ^ p[a2][b])
			}
		}
	}
	return p
}

// A set256 is a set of numbers below 256, a bit each.
type set256 [4]uint64

func (s *set256) add(v uint8) { s[v>>6] |= 1 << (v & 63) }

// xorAll returns {v xor c : v in s}: bit k of c swaps the blocks of 2^k
// bits in each word (k < 6), or the words (k = 6, 7).
func (s *set256) xorAll(c uint8) set256 {
	masks := [6]uint64{0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f,
		0x00ff00ff00ff00ff, 0x0000ffff0000ffff, 0x00000000ffffffff}
	var t set256
	for i, w := range s {
		for k, m := range masks {
			if c>>k&1 == 1 {
				w = (w&m)<<(1<<k) | (w>>(1<<k))&m
			}
		}
		t[i^int(c>>6)] = w
	}
	return t
}

// mex returns the least number below 256 not in s, or 256.
func (s *set256) mex() int {
	for i, w := range s {
		if w != 1<<64-1 {
			return 64*i + bits.TrailingZeros64(^w)
		}
	}
	return 256
}

// NimProduct returns the nim product of two 64-bit numbers by Library
// Checker's method, written apart from pkg/nim's: the xor over the 64
// pairs of bytes (a_i, b_j) of the products (a_i ⊗ b_j) ⊗ (2^8i ⊗ 2^8j),
// from a table of the products of bytes and one of the bytes' products
// with each 2^8i ⊗ 2^8j, both summed bit by bit from the products of
// powers of two. Those follow Conway's rule: 2^i is the ordinary product
// of the Fermat 2-powers 2^(2^k) for the bits k of i, distinct Fermat
// 2-powers multiply as integers, and F ⊗ F = F ⊕ F/2. So with k the
// highest bit of i or j, F = 2^(2^k) and i', j' what is left of them below
// it: if only i has bit k, 2^i ⊗ 2^j = F·(2^i' ⊗ 2^j); if both do, it is
// F·p ⊕ (F/2 ⊗ p) with p = 2^i' ⊗ 2^j', the last a xor over p's bits.
func NimProduct(a, b uint64) uint64 {
	refOnce.Do(ref.build)
	var v uint64
	for i := 0; i < 8; i++ {
		row := &ref.bytes[uint8(a>>(8*i))]
		for j := 0; j < 8; j++ {
			v ^= ref.scaled[i][j][row[uint8(b>>(8*j))]]
		}
	}
	return v
}

// nimRef holds NimProduct's tables.
type nimRef struct {
	powers [64][64]uint64    // 2^i ⊗ 2^j
	bytes  [256][256]uint8   // a ⊗ b for bytes
	scaled [8][8][256]uint64 // c ⊗ (2^8i ⊗ 2^8j)
	done   [64][64]bool      // powers[i][j] is known
}

var (
	ref     nimRef
	refOnce sync.Once
)

func (r *nimRef) build() {
	for i := 0; i < 64; i++ {
		for j := 0; j < 64; j++ {
			r.power(i, j)
		}
	}
	// times returns x ⊗ y, the xor over the pairs of their bits.
	times := func(x, y uint64) uint64 {
		var v uint64
		for i := 0; x>>i != 0; i++ {
			for j := 0; y>>j != 0; j++ {
				if (x>>i)&(y>>j)&1 == 1 {
					v ^= r.powers[i][j]
				}
			}
		}
		return v
	}
	for a := range r.bytes {
		for b := range r.bytes[a] {
			r.bytes[a][b] = uint8(times(uint64(a), uint64(b)))
		}
	}
	for i := range r.scaled {
		for j := range r.scaled[i] {
			for c := range r.scaled[i][j] {
				r.scaled[i][j][c] = times(uint64(c), r.powers[8*i][8*j])
			}
		}
	}
}

// power returns 2^i ⊗ 2^j by Conway's rule, remembering it.
func (r *nimRef) power(i, j int) uint64 {
	if r.done[i][j] {
		return r.powers[i][j]
	}
	var v uint64
	switch k := bits.Len(uint(i|j)) - 1; {
	case i|j == 0:
		v = 1
	case i>>k&1 == 0:
		v = r.power(j, i)
	case j>>k&1 == 0:
		v = r.power(i-1<<k, j) << (1 << k)
	default:
		p := r.power(i-1<<k, j-1<<k)
		v = p << (1 << k)
		for b := 0; b < 1<<k; b++ {
			if p>>b&1 == 1 {
				v ^= r.power(1<<k-1, b)
			}
		}
	}
	r.powers[i][j], r.done[i][j] = v, true
	return v
}
