package gametree

import "testing"

// TestNimSums checks what NimProducts takes for granted: the nim sum of
// the mex definition, the least number that is not a' ⊕ b for an a' < a,
// nor a ⊕ b' for a b' < b, is xor on every pair below 256.
func TestNimSums(t *testing.T) {
	var s [256][256]int
	var seen [512]int
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			stamp := a*256 + b + 1
			for a2 := 0; a2 < a; a2++ {
				seen[s[a2][b]] = stamp
			}
			for b2 := 0; b2 < b; b2++ {
				seen[s[a][b2]] = stamp
			}
			v := 0
			for seen[v] == stamp {
				v++
			}
			if s[a][b] = v; v != a^b {
				t.Fatalf("%d ⊕ %d = %d by mex, not %d", a, b, v, a^b)
			}
		}
	}
}

// TestNimProducts holds NimProducts and NimProduct against each other on
// every pair below 256, and NimProducts(n) for smaller n against the
// corner of the table below n.
func TestNimProducts(t *testing.T) {
	p := NimProducts(256)
	for a := range p {
		for b := range p[a] {
			if got := NimProduct(uint64(a), uint64(b)); got != uint64(p[a][b]) {
				t.Fatalf("%d ⊗ %d: NimProduct %d, the mex definition %d", a, b, got, p[a][b])
			}
		}
	}
	for _, n := range []int{0, 1, 2, 3, 17, 64} {
		q := NimProducts(n)
		for a := range q {
			for b := range q[a] {
				if q[a][b] != p[a][b] {
					t.Fatalf("NimProducts(%d)[%d][%d] = %d, NimProducts(256) %d", n, a, b, q[a][b], p[a][b])
				}
			}
		}
	}
	for _, c := range []struct{ a, b, want uint64 }{
		{3141, 5926, 14994},
		{18446744073709551615, 18446744073709551615, 11290409524105353207},
	} {
		if got := NimProduct(c.a, c.b); got != c.want {
			t.Errorf("NimProduct(%d, %d) = %d, want %d (Library Checker's example)", c.a, c.b, got, c.want)
		}
	}
}
