package cgt

import (
	"errors"
	"math/big"
	"testing"
)

// rat returns d as a big.Rat.
func rat(d Dyadic) *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(d.num), new(big.Int).Lsh(big.NewInt(1), uint(d.exp)))
}

// smallDyadics are every n/2^k with |n| <= 24 and k <= 4.
func smallDyadics() []Dyadic {
	var out []Dyadic
	for k := 0; k <= 4; k++ {
		for n := int64(-24); n <= 24; n++ {
			out = append(out, NewDyadic(n, k))
		}
	}
	return out
}

// TestDyadicArithmetic checks every operation on all small dyadics
// against big.Rat, and that values are kept in lowest terms, so that ==
// is equality.
func TestDyadicArithmetic(t *testing.T) {
	ds := smallDyadics()
	for _, a := range ds {
		ra := rat(a)
		if a.exp > 0 && a.num%2 == 0 || a.num == 0 && a.exp != 0 {
			t.Fatalf("%v = %d/2^%d is not in lowest terms", a, a.num, a.exp)
		}
		if rat(a.Half()).Cmp(new(big.Rat).Quo(ra, big.NewRat(2, 1))) != 0 {
			t.Errorf("(%v).Half() = %v", a, a.Half())
		}
		if rat(a.Neg()).Cmp(new(big.Rat).Neg(ra)) != 0 {
			t.Errorf("-(%v) = %v", a, a.Neg())
		}
		floor := new(big.Int).Div(ra.Num(), ra.Denom()) // Euclidean: floors for a positive divisor
		if a.Floor() != floor.Int64() {
			t.Errorf("floor(%v) = %d, want %v", a, a.Floor(), floor)
		}
		if c := a.Ceil(); c < a.Floor() || c > a.Floor()+1 || (c == a.Floor()) != a.IsInt() {
			t.Errorf("ceil(%v) = %d", a, c)
		}
		if s := a.String(); s != ra.RatString() {
			t.Errorf("String(%d/2^%d) = %q, want %q", a.num, a.exp, s, ra.RatString())
		}
		for _, b := range ds {
			rb := rat(b)
			if rat(a.Add(b)).Cmp(new(big.Rat).Add(ra, rb)) != 0 {
				t.Errorf("%v + %v = %v", a, b, a.Add(b))
			}
			if rat(a.Sub(b)).Cmp(new(big.Rat).Sub(ra, rb)) != 0 {
				t.Errorf("%v - %v = %v", a, b, a.Sub(b))
			}
			if a.Cmp(b) != ra.Cmp(rb) || (a == b) != (ra.Cmp(rb) == 0) {
				t.Errorf("cmp(%v, %v) = %d, ==: %v", a, b, a.Cmp(b), a == b)
			}
		}
	}
}

// panics reports whether f panics with a RangeError.
func panics(f func()) (ok bool) {
	defer func() {
		e, _ := recover().(error)
		ok = errors.Is(e, ErrRange)
	}()
	f()
	return false
}

// TestDyadicRange checks the bounds: results that fit are exact, and those
// that do not panic with ErrRange rather than wrap or round.
func TestDyadicRange(t *testing.T) {
	big := NewDyadic(1<<62, 0)
	tiny := NewDyadic(1, MaxExp)
	max := NewDyadic(1<<63-1, 0)
	for _, tt := range []struct {
		name string
		f    func() Dyadic
		want string // "" for ErrRange
	}{
		{"2^62 + 2^62", func() Dyadic { return big.Add(big) }, ""},
		{"(2^63-1) + 1", func() Dyadic { return max.Add(NewDyadic(1, 0)) }, ""},
		{"-(2^63-1) - 1", func() Dyadic { return max.Neg().Sub(NewDyadic(1, 0)) }, ""},
		{"(2^63-1) - 1", func() Dyadic { return max.Sub(NewDyadic(1, 0)) }, "9223372036854775806"},
		{"2^-62 / 2", func() Dyadic { return tiny.Half() }, ""},
		{"2^-62 + 2^-62", func() Dyadic { return tiny.Add(tiny) }, "1/2305843009213693952"},
		{"1 + 2^-62", func() Dyadic { return NewDyadic(1, 0).Add(tiny) }, "4611686018427387905/4611686018427387904"},
		{"2 + 2^-62", func() Dyadic { return NewDyadic(2, 0).Add(tiny) }, ""},
		{"2 - (2^62-1)/2^62", func() Dyadic { return NewDyadic(2, 0).Sub(NewDyadic(1<<62-1, 62)) }, "4611686018427387905/4611686018427387904"},
		{"-2 + (2^62-1)/2^62", func() Dyadic { return NewDyadic(-2, 0).Add(NewDyadic(1<<62-1, 62)) }, "-4611686018427387905/4611686018427387904"},
		{"(2^62-1)/2 + (2^62+1)/2", func() Dyadic { return NewDyadic(1<<62-1, 1).Add(NewDyadic(1<<62+1, 1)) }, "4611686018427387904"},
		{"-(2^62-1)/2 - (2^62+1)/2", func() Dyadic { return NewDyadic(1-1<<62, 1).Sub(NewDyadic(1<<62+1, 1)) }, "-4611686018427387904"},
		{"(2^63-1)/2 + (2^63-1)/2", func() Dyadic { h := NewDyadic(1<<63-1, 1); return h.Add(h) }, "9223372036854775807"},
		{"(2^63-1)/2 + (2^63-3)/2", func() Dyadic { return NewDyadic(1<<63-1, 1).Add(NewDyadic(1<<63-3, 1)) }, "9223372036854775806"},
		{"(2^63-1)/2 + (2^63-1)/4", func() Dyadic { return NewDyadic(1<<63-1, 1).Add(NewDyadic(1<<63-1, 2)) }, ""},
		{"2^62 - 2^62", func() Dyadic { return big.Sub(big) }, "0"},
		{"2^-63", func() Dyadic { return NewDyadic(1, 63) }, ""},
		{"-2^63", func() Dyadic { return NewDyadic(-1<<63, 0) }, ""},
		{"2^62 / 2^62", func() Dyadic { return NewDyadic(1<<62, 62) }, "1"},
	} {
		var got Dyadic
		if p := panics(func() { got = tt.f() }); p != (tt.want == "") || !p && got.String() != tt.want {
			t.Errorf("%s = %v (ErrRange: %v), want %q", tt.name, got, p, tt.want)
		}
	}
	if NewDyadic(3, 62).Cmp(NewDyadic(1<<62-1, 0)) >= 0 || max.Cmp(max.Neg()) <= 0 || tiny.Cmp(tiny.Neg()) <= 0 {
		t.Error("Cmp is wrong at the bounds")
	}
}

// TestDyadicAddAtBounds adds every pair of numbers near the bounds
// (numerators near 2^63, 2^62 and 0, denominators 1, 2, 2^61 and 2^62)
// and checks the sum against big.Rat: exact wherever it is held (a
// numerator in lowest terms within the int64s, not -2^63, and a
// denominator up to 2^62), ErrRange otherwise.
func TestDyadicAddAtBounds(t *testing.T) {
	var ds []Dyadic
	for _, n := range []int64{1<<63 - 1, 1<<63 - 3, 1<<62 + 1, 1<<62 - 1, 1 << 62, 5, 3, 2, 1, 0} {
		for _, k := range []int{0, 1, 61, 62} {
			ds = append(ds, NewDyadic(n, k), NewDyadic(-n, k))
		}
	}
	limit := new(big.Int).Lsh(big.NewInt(1), 63)
	for _, a := range ds {
		for _, b := range ds {
			want := new(big.Rat).Add(rat(a), rat(b))
			num, den := want.Num(), want.Denom()
			held := den.BitLen()-1 <= MaxExp && new(big.Int).Abs(num).Cmp(limit) < 0
			var got Dyadic
			p := panics(func() { got = a.Add(b) })
			if p == held || !p && rat(got).Cmp(want) != 0 {
				t.Errorf("%v + %v = %v (ErrRange: %v), want %v (held: %v)", a, b, got, p, want.RatString(), held)
			}
		}
	}
}

// born lists every number born by day n, each with its birthday, by
// building them as Conway does: day d+1 adds, between each two neighbours
// of the numbers of day d and beyond the ends, the number they bracket.
func born(n int) map[Dyadic]int {
	days := map[Dyadic]int{{}: 0}
	sortedDays := []Dyadic{{}}
	for d := 1; d <= n; d++ {
		next := []Dyadic{sortedDays[0].Sub(NewDyadic(1, 0))}
		days[next[0]] = d
		for i, x := range sortedDays {
			next = append(next, x)
			var y Dyadic
			if i+1 < len(sortedDays) {
				y = x.Add(sortedDays[i+1]).Half() // the midpoint, born now
			} else {
				y = x.Add(NewDyadic(1, 0))
			}
			days[y] = d
			next = append(next, y)
		}
		sortedDays = next
	}
	return days
}

// TestSimplest checks the simplest number between two bounds, or beyond
// one, against the definition: the one born first in the interval, which
// is unique there.
func TestSimplest(t *testing.T) {
	days := born(7)
	var nums []*Dyadic
	for d := range days {
		if days[d] <= 5 {
			d := d
			nums = append(nums, &d)
		}
	}
	nums = append(nums, nil)
	for _, lo := range nums {
		for _, hi := range nums {
			if lo != nil && hi != nil && lo.Cmp(*hi) >= 0 {
				continue
			}
			first, count := Dyadic{}, 0
			for x, d := range days {
				if (lo == nil || lo.Cmp(x) < 0) && (hi == nil || x.Cmp(*hi) < 0) {
					switch {
					case count == 0 || d < days[first]:
						first, count = x, 1
					case d == days[first]:
						count++
					}
				}
			}
			if count != 1 {
				t.Fatalf("(%v, %v): %d numbers born first", lo, hi, count)
			}
			if got := simplest(lo, hi); got != first {
				t.Errorf("simplest(%v, %v) = %v, want %v", lo, hi, got, first)
			}
		}
	}
}
