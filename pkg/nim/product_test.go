package nim

import (
	"math/bits"
	"math/rand"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/pkg/game"
)

// TestProductByMex checks Product against the mex definition on every
// pair below 2^8 (internal/gametree's NimProducts), and on 256 ⊗ b for
// every b <= 256, where the next Fermat 2-power appears: 256 ⊗ b = 256·b
// for b < 256, and 256 ⊗ 256 = 384 = 3·256/2. Those sums reach 2^16 and
// are taken as xor, which the mex definition of the nim sum gives.
func TestProductByMex(t *testing.T) {
	p := gametree.NimProducts(256)
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			if got := Product(uint64(a), uint64(b)); got != uint64(p[a][b]) {
				t.Fatalf("Product(%d, %d) = %d, by mex %d", a, b, got, p[a][b])
			}
		}
	}
	// row[b] = 256 ⊗ b, which is also b ⊗ 256, since the definition is
	// symmetric; every b' < b <= 256 has a' ⊗ b' in p.
	var row [257]int
	seen := make([]int, 1<<17)
	for b := 0; b <= 256; b++ {
		for a2 := 0; a2 < 256; a2++ {
			ab := row[a2] // a2 ⊗ 256
			if b < 256 {
				ab = int(p[a2][b])
			}
			for b2 := 0; b2 < b; b2++ {
				seen[ab^row[b2]^int(p[a2][b2])] = b + 1
			}
		}
		v := 0
		for seen[v] == b+1 {
			v++
		}
		row[b] = v
	}
	for b := 0; b <= 256; b++ {
		want := 256 * b
		if b == 256 {
			want = 384
		}
		if got := Product(256, uint64(b)); row[b] != want || got != uint64(want) {
			t.Errorf("256 ⊗ %d: by mex %d, Product %d, want %d", b, row[b], got, want)
		}
	}
}

// TestFermatPowers checks, for each Fermat 2-power F = 2^(2^k) <= 2^32,
// what Product's Karatsuba step rests on: F ⊗ x = F·x for x < F (every x
// below 2^16, and random ones), F ⊗ F = 3F/2, and the condition of
// Conway's theorem that makes it so: F/2 is the least α below F for which
// x ⊗ x ⊕ x = α has no root x < F. As x ↦ x ⊗ x ⊕ x is linear (squaring
// is, in characteristic 2), its values are the span of those at x = 2^i,
// i < 2^k: the condition holds exactly when each is below F/2 and they
// span 2^k - 1 dimensions, so that the values are every number below F/2
// and none other.
func TestFermatPowers(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for k := uint(0); k <= 5; k++ {
		f := uint64(1) << (1 << k)
		xs := []uint64{f - 1}
		for x := uint64(0); x < min(f, 1<<16); x++ {
			xs = append(xs, x)
		}
		for i := 0; i < 1000; i++ {
			xs = append(xs, r.Uint64()%f)
		}
		for _, x := range xs {
			if got := Product(f, x); got != f*x || Product(x, f) != got {
				t.Fatalf("%d ⊗ %d = %d, want %d", f, x, got, f*x)
			}
		}
		if got := Product(f, f); got != f+f/2 {
			t.Errorf("%d ⊗ %d = %d, want %d", f, f, got, f+f/2)
		}
		var basis [64]uint64 // basis[j]: a value with highest bit j, or 0
		dim := 0
		for i := uint(0); i < 1<<k; i++ {
			v := Product(1<<i, 1<<i) ^ 1<<i
			if v >= f/2 {
				t.Fatalf("F = %d: x ⊗ x ⊕ x = %d at x = 2^%d, not below F/2", f, v, i)
			}
			for v != 0 && basis[bits.Len64(v)-1] != 0 {
				v ^= basis[bits.Len64(v)-1]
			}
			if v != 0 {
				basis[bits.Len64(v)-1] = v
				dim++
			}
		}
		if dim != 1<<k-1 {
			t.Errorf("F = %d: x ⊗ x ⊕ x spans %d dimensions below F/2, want %d", f, dim, 1<<k-1)
		}
	}
}

// values returns random 64-bit values, some of them cut to fewer bits or
// to a few bits set, so that zero halves and bytes come up.
func values(r *rand.Rand, n int) []uint64 {
	vs := []uint64{0, 1, 2, 1<<64 - 1, 1 << 63, 1 << 32, 1<<32 - 1}
	for len(vs) < n {
		v := r.Uint64()
		switch r.Intn(4) {
		case 0:
			v >>= r.Intn(64)
		case 1:
			v &= r.Uint64() & r.Uint64() & r.Uint64()
		}
		vs = append(vs, v)
	}
	return vs
}

// TestProductAgainstReference checks Product against internal/gametree's
// NimProduct, another method from the products of powers of two, on every
// pair of powers of two and on random pairs.
func TestProductAgainstReference(t *testing.T) {
	check := func(a, b uint64) {
		if got, want := Product(a, b), gametree.NimProduct(a, b); got != want {
			t.Fatalf("Product(%d, %d) = %d, the reference %d", a, b, got, want)
		}
	}
	for i := 0; i < 64; i++ {
		for j := 0; j < 64; j++ {
			check(1<<i, 1<<j)
		}
	}
	vs := values(rand.New(rand.NewSource(2)), 100000)
	for n := 0; n+1 < len(vs); n += 2 {
		check(vs[n], vs[n+1])
	}
}

// TestGenerator checks that the powers of generator are every nonzero
// number below 2^16, and that no smaller number's are.
func TestGenerator(t *testing.T) {
	order := func(g uint64) int {
		n := 1
		for x := g; x != 1; x = Product(x, g) {
			n++
		}
		return n
	}
	if n := order(generator); n != 65535 {
		t.Errorf("%d has order %d", generator, n)
	}
	for g := uint64(2); g < generator; g++ {
		if n := order(g); n == 65535 {
			t.Errorf("%d, below %d, has order 65535", g, generator)
		}
	}
}

// TestFieldAxioms checks the field axioms on random triples: ⊗ is
// commutative and associative, distributes over xor, has 1 as its unit
// and 0 as its zero, and every nonzero value has an inverse.
func TestFieldAxioms(t *testing.T) {
	vs := values(rand.New(rand.NewSource(3)), 3*20000)
	for i := 0; i+2 < len(vs); i += 3 {
		a, b, c := vs[i], vs[i+1], vs[i+2]
		ab := Product(a, b)
		switch {
		case ab != Product(b, a):
			t.Fatalf("%d ⊗ %d is not %d ⊗ %d", a, b, b, a)
		case Product(ab, c) != Product(a, Product(b, c)):
			t.Fatalf("(%d ⊗ %d) ⊗ %d is not %d ⊗ (%d ⊗ %d)", a, b, c, a, b, c)
		case Product(a, b^c) != ab^Product(a, c):
			t.Fatalf("%d ⊗ (%d ⊕ %d) is not (%d ⊗ %d) ⊕ (%d ⊗ %d)", a, b, c, a, b, a, c)
		case Product(a, 1) != a || Product(a, 0) != 0:
			t.Fatalf("%d ⊗ 1 = %d, %d ⊗ 0 = %d", a, Product(a, 1), a, Product(a, 0))
		case a != 0 && i%30 == 0 && Product(a, Inverse(a)) != 1:
			t.Fatalf("%d ⊗ Inverse(%d) = %d", a, a, Product(a, Inverse(a)))
		case a != 0 && b != 0 && ab == 0:
			t.Fatalf("%d ⊗ %d = 0", a, b)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("Inverse(0) did not panic")
		}
	}()
	Inverse(0)
}

// TestPublished checks the products Library Checker's nim_product_64
// gives as its example.
func TestPublished(t *testing.T) {
	for _, c := range []struct{ a, b, want uint64 }{
		{5, 0, 0}, {5, 1, 5}, {5, 2, 10}, {5, 3, 15}, {5, 4, 2}, {5, 5, 7}, {5, 6, 8},
		{5, 7, 13}, {5, 8, 3}, {3141, 5926, 14994},
		{18446744073709551615, 18446744073709551615, 11290409524105353207},
	} {
		if got := Product(c.a, c.b); got != c.want {
			t.Errorf("Product(%d, %d) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

// A coinGame is a one-dimensional coin-turning game: moves(x) lists the
// sets of coins below x that a move may turn with coin x, which must be
// heads.
type coinGame struct {
	name  string
	moves func(x int) [][]int
}

var coinGames = []coinGame{
	{"turn one coin, and perhaps one before it", func(x int) [][]int {
		m := [][]int{{}}
		for y := 0; y < x; y++ {
			m = append(m, []int{y})
		}
		return m
	}},
	{"Ruler: a run of coins ending at x", func(x int) [][]int {
		m := [][]int{{}}
		for y := x - 1; y >= 0; y-- {
			m = append(m, append(m[len(m)-1][:len(m[len(m)-1]):len(m[len(m)-1])], y))
		}
		return m
	}},
	{"Mock Turtles: up to two coins before x", func(x int) [][]int {
		m := [][]int{{}}
		for y := 0; y < x; y++ {
			m = append(m, []int{y})
			for z := 0; z < y; z++ {
				m = append(m, []int{y, z})
			}
		}
		return m
	}},
	{"Twins: exactly one coin before x", func(x int) [][]int {
		var m [][]int
		for y := 0; y < x; y++ {
			m = append(m, []int{y})
		}
		return m
	}},
}

// turns returns, for each coin x < n of g, the sets of coins g's moves
// from x turn, x included, a bit each.
func turns(g coinGame, n int) [][]uint16 {
	ts := make([][]uint16, n)
	for x := range ts {
		for _, m := range g.moves(x) {
			set := uint16(1) << x
			for _, y := range m {
				set |= 1 << y
			}
			ts[x] = append(ts[x], set)
		}
	}
	return ts
}

// coins returns the game whose position is a set of heads coins, a bit
// each, and whose moves from it turn one of the sets ts[c] of a heads
// coin c.
func coins(ts [][]uint16) *game.Game[uint16] {
	return game.New(func(p uint16) []uint16 {
		var next []uint16
		for c, sets := range ts {
			if p>>c&1 == 1 {
				for _, set := range sets {
					next = append(next, p^set)
				}
			}
		}
		return next
	})
}

// TestTartanAgainstSearch searches the product of each two coin-turning
// games of coinGames with pkg/game, from its rules (a move turns every
// coin of A × B, A and B moves of the two games, the coin at their ends
// heads), on every position of boards of 4 × 3 and 3 × 4 coins, and of
// 6 × 2 and 2 × 6 for the first game with itself, and compares each
// position's value with the xor over its heads coins of Tartan of the
// values of their coins in the one-dimensional games, which pkg/game's
// search of those games gives.
func TestTartanAgainstSearch(t *testing.T) {
	oneDim := func(ts [][]uint16) []uint64 {
		g := coins(ts)
		values := make([]uint64, len(ts))
		for x := range ts {
			v, err := g.Grundy(1 << x)
			if err != nil {
				t.Fatal(err)
			}
			values[x] = uint64(v)
		}
		return values
	}
	for _, size := range [][2]int{{4, 3}, {3, 4}, {6, 2}, {2, 6}} {
		w, h := size[0], size[1]
		for i, g1 := range coinGames {
			for j, g2 := range coinGames {
				if (w == 6 || h == 6) && (i > 0 || j > 0) {
					continue
				}
				t1, t2 := turns(g1, w), turns(g2, h)
				v1, v2 := oneDim(t1), oneDim(t2)
				// The coin (x, y) is bit x*h + y; a move A × B turns the
				// coins of B in each row x of A.
				ts := make([][]uint16, w*h)
				for x := 0; x < w; x++ {
					for y := 0; y < h; y++ {
						for _, a := range t1[x] {
							for _, b := range t2[y] {
								var set uint16
								for x2 := 0; x2 < w; x2++ {
									if a>>x2&1 == 1 {
										set |= b << (x2 * h)
									}
								}
								ts[x*h+y] = append(ts[x*h+y], set)
							}
						}
					}
				}
				g := coins(ts)
				for p := 0; p < 1<<(w*h); p++ {
					got, err := g.Grundy(uint16(p))
					if err != nil {
						t.Fatal(err)
					}
					var want uint64
					for c := 0; c < w*h; c++ {
						if p>>c&1 == 1 {
							want ^= Tartan(v1[c/h], v2[c%h])
						}
					}
					if uint64(got) != want {
						t.Fatalf("%s × %s on %d × %d, position %0*b: the search says %d, Tartan %d",
							g1.name, g2.name, w, h, w*h, p, got, want)
					}
				}
			}
		}
	}
}

// BenchmarkProduct multiplies pairs of random 64-bit values.
func BenchmarkProduct(b *testing.B) {
	r := rand.New(rand.NewSource(4))
	vs := make([]uint64, 1<<12)
	for i := range vs {
		vs[i] = r.Uint64()
	}
	Product(0, 0)
	b.ResetTimer()
	var x uint64
	for i := 0; i < b.N; i++ {
		x ^= Product(vs[i&(1<<12-1)], vs[(i*7+1)&(1<<12-1)])
	}
	sink = x
}

var sink uint64
