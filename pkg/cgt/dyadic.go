package cgt

import (
	"cmp"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
)

// MaxExp is the largest k of a Dyadic n/2^k: every number a short game
// takes here has a denominator of at most 2^62.
const MaxExp = 62

// ErrRange is the error of a number beyond what a Dyadic holds: a
// numerator outside the int64s, or a denominator past 2^MaxExp. A game
// born on day 63 or later may have such values (a Blue-Red Hackenbush
// string of 64 edges does). Dyadic arithmetic panics with a *RangeError,
// which is ErrRange and names the number; Parse, Ruleset.Value, Command
// and the constructors of positions return it as an error.
var ErrRange = errors.New("cgt: a number out of range: exact values are n/2^k with n an int64 and k <= 62")

// A RangeError is ErrRange for one value: What names it, or the
// operation whose result it is ("9223372036854775807 + 1"), and Limit
// says what is held.
type RangeError struct{ What, Limit string }

func (e *RangeError) Error() string { return e.What + " is out of range: " + e.Limit }

// rangeNumbers is the limit a RangeError of a number names.
const rangeNumbers = "exact values are n/2^k with n an int64 and k <= 62"

// Is makes errors.Is(err, ErrRange) true of a *RangeError.
func (e *RangeError) Is(target error) bool { return target == ErrRange }

// outOfRange returns the RangeError of the number format describes, for
// a panic.
func outOfRange(format string, args ...any) *RangeError {
	return &RangeError{fmt.Sprintf(format, args...), rangeNumbers}
}

// rangeError returns the error a recovered panic value e is, if it is a
// *RangeError or a *LimitError, and panics again with e otherwise.
func rangeError(e any) error {
	switch err := e.(type) {
	case *RangeError:
		return err
	case *LimitError:
		return err
	}
	panic(e)
}

// A Dyadic is an exact dyadic rational n/2^k, 0 <= k <= MaxExp, kept in
// lowest terms (n odd when k > 0), so that == compares values. The zero
// value is 0. Arithmetic whose result does not fit panics with a
// RangeError; it never rounds.
type Dyadic struct {
	num int64
	exp uint8
}

// NewDyadic returns num/2^k in lowest terms. It panics with a RangeError
// if k is outside 0..MaxExp or num is the one int64 without a negation.
func NewDyadic(num int64, k int) Dyadic {
	if k < 0 || k > MaxExp || num == -1<<63 {
		panic(outOfRange("%d/2^%d", num, k))
	}
	return reduce(num, k)
}

// reduce returns num/2^k in lowest terms, for 0 <= k <= MaxExp.
func reduce(num int64, k int) Dyadic {
	if num == 0 {
		return Dyadic{}
	}
	z := min(bits.TrailingZeros64(uint64(num)), k)
	return Dyadic{num >> z, uint8(k - z)}
}

// Num returns n of n/2^k, in lowest terms.
func (d Dyadic) Num() int64 { return d.num }

// Exp returns k of n/2^k, in lowest terms: 0 for an integer.
func (d Dyadic) Exp() int { return int(d.exp) }

// IsInt reports whether d is an integer.
func (d Dyadic) IsInt() bool { return d.exp == 0 }

// Sign returns -1, 0 or 1 as d is negative, zero or positive.
func (d Dyadic) Sign() int {
	switch {
	case d.num < 0:
		return -1
	case d.num > 0:
		return 1
	}
	return 0
}

// Neg returns -d.
func (d Dyadic) Neg() Dyadic { return Dyadic{-d.num, d.exp} }

// scaled returns d's numerator over 2^k, k >= d.exp, and whether it fits
// an int64.
func (d Dyadic) scaled(k int) (int64, bool) {
	s := k - int(d.exp)
	if s >= 63 {
		return 0, d.num == 0
	}
	n := d.num << s
	return n, n>>s == d.num
}

// frac returns the numerator of d's fraction, d - floor(d) in [0, 1), over
// 2^k, k >= d.exp: below 2^k.
func (d Dyadic) frac(k int) uint64 {
	return uint64(d.num-d.Floor()<<d.exp) << (k - int(d.exp))
}

// Add returns d + e, exactly wherever the sum is held: the integer parts
// and the fractions add apart (the fractions' numerators over 2^62 are
// each below 2^62, so their sum fits), so that no part passes the int64s
// on the way where the sum does not: 2 + (-2^62 + 1)/2^62 is
// (2^63 - 2^62 + 1)/2^62, whose numerator fits though 2 over 2^62 does not.
func (d Dyadic) Add(e Dyadic) Dyadic {
	k := int(max(d.exp, e.exp))
	f := d.frac(k) + e.frac(k)
	var carry int64
	if f >= 1<<k {
		f, carry = f-1<<k, 1
	}
	a, ok := addInt(d.Floor(), e.Floor())
	if ok {
		a, ok = addInt(a, carry)
	}
	// a + f/2^k in lowest terms: f's trailing zeros come off k.
	t := min(bits.TrailingZeros64(f), k)
	k -= t
	n := a << k
	if ok && n>>k == a && n+int64(f>>t) != -1<<63 {
		return Dyadic{n + int64(f>>t), uint8(k)} // n's low k bits are 0: no carry
	}
	if e.Sign() < 0 {
		panic(outOfRange("%v - %v", d, e.Neg()))
	}
	panic(outOfRange("%v + %v", d, e))
}

// addInt returns x + y and whether it fits an int64.
func addInt(x, y int64) (int64, bool) {
	s := x + y
	return s, (x >= 0) != (y >= 0) || (s >= 0) == (x >= 0)
}

// Sub returns d - e.
func (d Dyadic) Sub(e Dyadic) Dyadic { return d.Add(e.Neg()) }

// Half returns d/2.
func (d Dyadic) Half() Dyadic {
	if d.num%2 == 0 {
		return Dyadic{d.num / 2, d.exp}
	}
	if d.exp == MaxExp {
		panic(outOfRange("%v / 2", d))
	}
	return Dyadic{d.num, d.exp + 1}
}

// Cmp returns -1, 0 or 1 as d < e, d == e or d > e. It never overflows:
// the integer parts are compared first, then the fractions.
func (d Dyadic) Cmp(e Dyadic) int {
	if c := cmp.Compare(d.Floor(), e.Floor()); c != 0 {
		return c
	}
	// Equal floors: compare the fractions, both in [0, 1), over 2^62.
	f := func(x Dyadic) uint64 { return uint64(x.num-x.Floor()<<x.exp) << (MaxExp - x.exp) }
	return cmp.Compare(f(d), f(e))
}

// Floor returns the greatest integer <= d.
func (d Dyadic) Floor() int64 { return d.num >> d.exp }

// Ceil returns the least integer >= d.
func (d Dyadic) Ceil() int64 { return -(d.Neg().Floor()) }

// Float64 returns the float64 nearest d.
func (d Dyadic) Float64() float64 { return float64(d.num) / float64(uint64(1)<<d.exp) }

// String writes d as CGSuite does: "3", "-3/4".
func (d Dyadic) String() string {
	s := strconv.FormatInt(d.num, 10)
	if d.exp > 0 {
		s += "/" + strconv.FormatUint(uint64(1)<<d.exp, 10)
	}
	return s
}

// simplest returns the simplest number strictly between lo and hi (the
// Simplest Number Theorem: {x^L | x^R} with every left option below every
// right option is the number born first in between), where a nil bound is
// none. The number born first is the integer of least magnitude, if the
// interval holds an integer; else the dyadic of least denominator, which
// is unique there, since between two odd multiples of 1/2^k lies an even
// one.
func simplest(lo, hi *Dyadic) Dyadic {
	switch {
	case lo == nil && hi == nil:
		return Dyadic{}
	case lo == nil:
		if hi.Sign() > 0 {
			return Dyadic{}
		}
		return intBelow(*hi)
	case hi == nil:
		if lo.Sign() < 0 {
			return Dyadic{}
		}
		return intAbove(*lo)
	}
	if lo.Sign() < 0 && hi.Sign() > 0 {
		return Dyadic{}
	}
	if lo.Sign() >= 0 {
		if n := intAbove(*lo); n.Cmp(*hi) < 0 {
			return n
		}
	} else if n := intBelow(*hi); n.Cmp(*lo) > 0 {
		return n
	}
	// No integer in between: lo and hi share a floor f; look for the
	// least k with a multiple of 1/2^k in (lo, hi), as f + m/2^k.
	f := lo.Floor()
	base := intDyadic(f)
	for k := 1; k <= MaxExp; k++ {
		// m/2^k above lo - f: the least m with m/2^k > lo - f.
		frac := lo.Sub(base)
		n, _ := frac.scaled(max(k, int(frac.exp)))
		var m int64
		if k >= int(frac.exp) {
			m = n + 1
		} else {
			m = (n >> (int(frac.exp) - k)) + 1
		}
		c := base.Add(reduce(m, k))
		if c.Cmp(*hi) < 0 {
			return c
		}
	}
	panic(outOfRange("the simplest number between %v and %v", lo, hi))
}

// intAbove returns floor(d) + 1, the least integer above d.
func intAbove(d Dyadic) Dyadic {
	if d.Floor() == 1<<63-1 {
		panic(outOfRange("%v + 1", d))
	}
	return Dyadic{d.Floor() + 1, 0}
}

// intBelow returns ceil(d) - 1, the greatest integer below d.
func intBelow(d Dyadic) Dyadic {
	if d.Ceil() == -(1<<63 - 1) {
		panic(outOfRange("%v - 1", d))
	}
	return Dyadic{d.Ceil() - 1, 0}
}

// intDyadic returns n as a Dyadic.
func intDyadic(n int64) Dyadic {
	if n == -1<<63 {
		panic(outOfRange("%d", n))
	}
	return Dyadic{n, 0}
}
