package octal

import (
	"math/bits"
	"sort"
)

// The sparse-space method (Gangolli and Plambeck 1989; Flammenkamp).
//
// Plain mex looks at every way to split a heap, so G(n) costs O(n). But in
// most octal games that split heaps, a bit mask M divides the values in
// two: the rare values v, with an even number of bits in v&M, and the
// common ones, with an odd number; and rare values occur at few heap
// sizes. The parity of bits in (x^y)&M is the sum of those of x and y, so
// a split into two heaps with common values has a rare value. A common
// value is therefore reached only by a split with a rare part (listed in
// rare) or by a move leaving one heap; the least common value c not
// reached that way is no option at all. G(n) is c unless some rare value
// below c is no option either; only then, and only until every rare value
// below c is found among the options, are all the splits looked at.
//
// Where every split removes an even number of tokens (or every one an odd
// number), the two parts of a split of heap n have sizes of known total
// parity, and the parity of a heap size can act as one more bit of its
// value: position i carries the vector G(i)<<1 | (i^posBit)&1, the vectors
// of a split's parts xor to the vector of (value, n) for every split of
// heap n, and M may include that bit. M is chosen, by a Walsh-Hadamard
// transform of how often each vector occurs, to make the rare heap sizes
// as few as possible, and chosen again whenever a rare value occurs.
type sparse struct {
	wholes        uint64 // bit k: a heap of exactly k may be removed
	takes, splits []int  // the k of moves that leave one heap, and two
	unequal       bool   // the two heaps of a split must differ (Grundy's game)
	posBit        int    // -1, or the parity that the vectors' low bit adds to i's

	bits   int        // every value so far is below 1<<bits
	mask   uint       // M, over vectors
	rare   []rareHeap // the heap sizes i >= 1 with rare vectors, ascending
	isRare [2][]bool
	seen   []uint32 // seen[v] == n+1 when v is an option of heap n
	want   []byte   // during step: 1 for the rare values below c not yet found
	count  []int64  // how many heap sizes i >= 1 have each vector
	wht    []int64  // scratch for the transform
}

func (s *sparse) init(g Game) {
	s.wholes, s.unequal = g.whole, g.grundy
	parity := [2]bool{}
	for k := 0; k <= maxDigits; k++ {
		if g.take>>uint(k)&1 != 0 {
			s.takes = append(s.takes, k)
		}
		if g.split>>uint(k)&1 != 0 {
			s.splits = append(s.splits, k)
			parity[k&1] = true
		}
	}
	s.posBit = -1
	if parity[0] != parity[1] {
		s.posBit = 0
		if parity[1] {
			s.posBit = 1
		}
	}
	s.resize(1)
	s.choose()
}

// resize makes room for values below 1<<b; the caller then chooses M anew
// (at first M is 0, every value rare, as there are no heap sizes to count).
func (s *sparse) resize(b int) {
	s.bits = b
	s.seen = append(s.seen, make([]uint32, 1<<b+1-len(s.seen))...)
	s.want = make([]byte, 1<<b)
	old := s.count
	s.count = make([]int64, 2<<b)
	copy(s.count, old)
	s.wht = make([]int64, 2<<b)
}

// vector returns heap size i's vector, for value v.
func (s *sparse) vector(i int, v uint32) uint {
	w := uint(v) << 1
	if s.posBit >= 0 {
		w |= uint(i^s.posBit) & 1
	}
	return w
}

// A rareHeap is a heap size with a rare vector, and its value.
type rareHeap struct{ i, v uint32 }

// step returns G(n), given g[:n].
func step[T uint16 | uint32](s *sparse, g []T, n int) uint32 {
	stamp := uint32(n) + 1
	seen := s.seen
	if n < 64 && s.wholes>>uint(n)&1 != 0 {
		seen[0] = stamp
	}
	for _, k := range s.takes {
		if k < n {
			seen[g[n-k]] = stamp
		}
	}
	if len(s.splits) == 0 {
		v := uint32(0)
		for seen[v] == stamp {
			v++
		}
		return v
	}
	for _, k := range s.splits {
		m := n - k
		if m < 2 {
			continue
		}
		rare := s.rare[:sort.Search(len(s.rare), func(j int) bool { return int(s.rare[j].i) >= m })]
		if s.unequal && m%2 == 0 {
			// Leave out the split of m into two heaps of m/2.
			if j := sort.Search(len(rare), func(j int) bool { return int(rare[j].i) >= m/2 }); j < len(rare) && int(rare[j].i) == m/2 {
				stampPairs(seen, stamp, rare[:j], g[:m])
				rare = rare[j+1:]
			}
		}
		stampPairs(seen, stamp, rare, g[:m])
	}
	// c: the least common value that is no option; missing: how many
	// rare values below it are not yet known to be options.
	isRare := s.isRare[0]
	if s.posBit >= 0 {
		isRare = s.isRare[(n^s.posBit)&1]
	}
	top := uint32(1) << uint(s.bits)
	c, missing := uint32(0), 0
	for ; c < top; c++ {
		if seen[c] != stamp {
			if !isRare[c] {
				break
			}
			missing++
		}
	}
	if missing == 0 {
		return c
	}
	// Look at every split for the rare values below c still missing.
	want := s.want
	for v := uint32(0); v < c; v++ {
		if seen[v] != stamp {
			want[v] = 1
		}
	}
	defer clear(want[:c])
	for _, k := range s.splits {
		m := n - k
		half := m / 2 // splits a+(m-a) with 1 <= a <= half
		if s.unequal && m%2 == 0 {
			half--
		}
		if half < 1 {
			continue
		}
		if missing = pairUp(want, g[1:half+1], g[m-half:m], missing); missing == 0 {
			return c
		}
	}
	// Some rare value below c is no option: G(n) is the least.
	v := uint32(0)
	for want[v] == 0 {
		v++
	}
	return v
}

// stampPairs sets seen[v] to stamp for the values v of the splits of
// len(g) with a part in rare, all of whose heap sizes are below len(g).
func stampPairs[T uint16 | uint32](seen []uint32, stamp uint32, rare []rareHeap, g []T) {
	m := len(g)
	for len(rare) >= 4 {
		r := rare[:4]
		v0, v1, v2, v3 := r[0].v^uint32(g[m-int(r[0].i)]), r[1].v^uint32(g[m-int(r[1].i)]), r[2].v^uint32(g[m-int(r[2].i)]), r[3].v^uint32(g[m-int(r[3].i)])
		seen[v0], seen[v1], seen[v2], seen[v3] = stamp, stamp, stamp, stamp
		rare = rare[4:]
	}
	for _, r := range rare {
		seen[r.v^uint32(g[m-int(r.i)])] = stamp
	}
}

// pairUp clears want[x^y] for the pairs x = lo[i], y = hi[len(hi)-1-i]
// (the two parts of a split, the smaller from lo) until missing of them
// have been cleared, and returns how many remain. It takes four pairs at a
// time, with one branch, as few of them are wanted.
func pairUp[T uint16 | uint32](want []byte, lo, hi []T, missing int) int {
	mask := T(len(want) - 1)
	hi = hi[:len(lo)]
	for len(lo) >= 4 {
		h := hi[len(hi)-4:]
		v0, v1, v2, v3 := (lo[0]^h[3])&mask, (lo[1]^h[2])&mask, (lo[2]^h[1])&mask, (lo[3]^h[0])&mask
		if want[v0]|want[v1]|want[v2]|want[v3] != 0 {
			for _, v := range [4]T{v0, v1, v2, v3} {
				if want[v] != 0 {
					want[v] = 0
					if missing--; missing == 0 {
						return 0
					}
				}
			}
		}
		lo, hi = lo[4:], hi[:len(hi)-4]
	}
	for i, x := range lo {
		if v := (x ^ hi[len(hi)-1-i]) & mask; want[v] != 0 {
			want[v] = 0
			if missing--; missing == 0 {
				return 0
			}
		}
	}
	return missing
}

// record takes G(n), now in g[n], into the counts, and chooses M anew if
// G(n) is rare or too wide for the tables.
func record[T uint16 | uint32](s *sparse, g []T, n int) {
	v := uint32(g[n])
	grow := v >= 1<<uint(s.bits)
	if grow {
		s.resize(bits.Len32(v))
	}
	if n == 0 || len(s.splits) == 0 {
		return
	}
	w := s.vector(n, v)
	s.count[w]++
	if !grow && bits.OnesCount(w&s.mask)&1 != 0 {
		return // common
	}
	if !s.choose() {
		s.rare = append(s.rare, rareHeap{uint32(n), v})
		return
	}
	s.rare = s.rare[:0]
	for i := 1; i <= n; i++ {
		if v := uint32(g[i]); bits.OnesCount(s.vector(i, v)&s.mask)&1 == 0 {
			s.rare = append(s.rare, rareHeap{uint32(i), v})
		}
	}
}

// choose sets M to a mask making the fewest heap sizes rare, keeping the
// current one if it is among them, and fills isRare; it reports whether M
// changed or the tables grew.
func (s *sparse) choose() bool {
	h := s.wht
	copy(h, s.count)
	// After the transform h[M] = sum over vectors w of count[w] times
	// (-1)^(bits in w&M), the number of heap sizes with rare vectors under
	// M less the number with common ones.
	for span := 1; span < len(h); span <<= 1 {
		for i := 0; i < len(h); i += 2 * span {
			for j := i; j < i+span; j++ {
				x, y := h[j], h[j+span]
				h[j], h[j+span] = x+y, x-y
			}
		}
	}
	best := s.mask
	if best >= uint(len(h)) {
		best = 0
	}
	for m := range h {
		if (s.posBit >= 0 || m&1 == 0) && h[m] < h[best] {
			best = uint(m)
		}
	}
	if best == s.mask && len(s.isRare[0]) == 1<<uint(s.bits)+1 {
		return false
	}
	s.mask = best
	for pb := range s.isRare {
		t := make([]bool, 1<<uint(s.bits)+1)
		for v := range t {
			t[v] = bits.OnesCount((uint(v)<<1|uint(pb))&best)&1 == 0
		}
		s.isRare[pb] = t
	}
	return true
}
