package casegen

import (
	"math"
	"math/bits"
)

// Python is CPython's random.Random (3.11): the Mersenne Twister MT19937,
// seeded as random.seed(n) seeds it from a non-negative int, and the
// methods some committed large inputs were drawn with, each taking the
// same words of the generator as CPython's, so a seed gives the same
// numbers as in Python.
type Python struct {
	mt [624]uint32
	i  int // the next word of mt to temper; 624: time to twist
}

// NewPython returns the generator of random.Random(seed): init_by_array
// on the seed's 32-bit words, lowest first, one word 0 for seed 0.
func NewPython(seed uint64) *Python {
	key := []uint32{uint32(seed)}
	if seed>>32 != 0 {
		key = append(key, uint32(seed>>32))
	}
	p := &Python{}
	mt := &p.mt
	mt[0] = 19650218
	for i := 1; i < len(mt); i++ {
		mt[i] = 1812433253*(mt[i-1]^mt[i-1]>>30) + uint32(i)
	}
	i, j := 1, 0
	for k := max(len(mt), len(key)); k > 0; k-- {
		mt[i] = (mt[i] ^ (mt[i-1]^mt[i-1]>>30)*1664525) + key[j] + uint32(j)
		i, j = i+1, j+1
		if i >= len(mt) {
			mt[0], i = mt[len(mt)-1], 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := len(mt) - 1; k > 0; k-- {
		mt[i] = (mt[i] ^ (mt[i-1]^mt[i-1]>>30)*1566083941) - uint32(i)
		i++
		if i >= len(mt) {
			mt[0], i = mt[len(mt)-1], 1
		}
	}
	mt[0] = 0x80000000
	p.i = len(mt)
	return p
}

// Uint32 is genrand_uint32, the generator's next word.
func (p *Python) Uint32() uint32 {
	const n, m = 624, 397
	mt := &p.mt
	if p.i >= n {
		twist := func(y uint32) uint32 { return y>>1 ^ -(y&1)&0x9908b0df }
		for k := 0; k < n; k++ {
			y := mt[k]&0x80000000 | mt[(k+1)%n]&0x7fffffff
			mt[k] = mt[(k+m)%n] ^ twist(y)
		}
		p.i = 0
	}
	y := mt[p.i]
	p.i++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	return y ^ y>>18
}

// Getrandbits is getrandbits(k) for 0 <= k <= 64: k random bits, from
// words taken lowest first, the last one's top bits.
func (p *Python) Getrandbits(k int) uint64 {
	var r uint64
	for shift := 0; k > 0; shift, k = shift+32, k-32 {
		w := p.Uint32()
		if k < 32 {
			w >>= 32 - k
		}
		r |= uint64(w) << shift
	}
	return r
}

// Randbelow is _randbelow(n) for n >= 1: getrandbits of n's bit length,
// drawn again until below n.
func (p *Python) Randbelow(n uint64) uint64 {
	k := bits.Len64(n)
	r := p.Getrandbits(k)
	for r >= n {
		r = p.Getrandbits(k)
	}
	return r
}

// Randint is randint(a, b) for a <= b: a + _randbelow(b-a+1).
func (p *Python) Randint(a, b int64) int64 {
	return a + int64(p.Randbelow(uint64(b-a)+1))
}

// Random is random(): a float64 in [0, 1) from two words, 27 bits of the
// first and 26 of the second.
func (p *Python) Random() float64 {
	a, b := p.Uint32()>>5, p.Uint32()>>6
	return (float64(a)*67108864 + float64(b)) / 9007199254740992
}

// Shuffle is shuffle(x) for a list of n items, swap exchanging two of
// them: from the last item down to the second, each swapped with one
// drawn at or before it.
func (p *Python) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, int(p.Randbelow(uint64(i)+1)))
	}
}

// Sample is sample(range(n), k) for 0 <= k <= n: k distinct numbers below
// n in the order drawn, by either of CPython's two ways, chosen as it
// chooses: from a pool that shrinks, when n is at most the size of the
// set the other way would need; else drawn from all n again until new.
func (p *Python) Sample(n, k int) []int {
	setsize := 21
	if k > 5 {
		setsize += 1 << (2 * int(math.Ceil(math.Log(float64(3*k))/math.Log(4))))
	}
	result := make([]int, k)
	if n <= setsize {
		pool := make([]int, n)
		for i := range pool {
			pool[i] = i
		}
		for i := range result {
			j := p.Randbelow(uint64(n - i))
			result[i], pool[j] = pool[j], pool[n-i-1]
		}
		return result
	}
	selected := make(map[uint64]bool, k)
	for i := range result {
		j := p.Randbelow(uint64(n))
		for selected[j] {
			j = p.Randbelow(uint64(n))
		}
		selected[j] = true
		result[i] = int(j)
	}
	return result
}
