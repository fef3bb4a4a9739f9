// Package octal computes the Sprague-Grundy values of one-heap
// take-and-break games: octal games such as Kayles (.77) and Dawson's
// Kayles (.07), subtraction games, and Grundy's game, and proves their
// periods with the periodicity theorem.
//
// An octal code d0.d1d2d3... says, digit by digit, how a move may remove k
// tokens from one heap (Winning Ways, chapter 4): digit dk is the sum of 1
// if the move may remove the whole heap (k tokens from a heap of exactly k),
// 2 if it may leave one non-empty heap, and 4 if it may leave two non-empty
// heaps. The digit d0 before the point is for removing none: 0, or 4 when a
// heap may be split into two non-empty heaps.
package octal

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// maxDigits is how many digits after the point a code may have: the moves
// are kept as bit masks, and longer codes are of no practical interest.
const maxDigits = 32

// A Game is a one-heap take-and-break game: an octal game or Grundy's game.
type Game struct {
	// Bit k of whole, take and split is set when digit k has 1, 2 and 4.
	// Bit 0 of split is the digit before the point.
	whole, take, split uint64
	// grundy marks Grundy's game: split into two unequal heaps.
	grundy bool
}

// Parse reads a game: an octal code (".07", "0.77", "4.007"), a
// subtraction game "S(1,3,4)" whose moves remove exactly 1, 3 or 4 tokens
// from a heap (shorthand for its octal code, here .3033), or "grundy". A
// malformed name is an error saying what was expected, what was found and
// where.
func Parse(s string) (Game, error) {
	switch {
	case s == "grundy":
		return Game{split: 1, grundy: true}, nil
	case strings.HasPrefix(s, "S("):
		return parseSubtraction(s)
	case strings.Contains(s, "."):
		return parseCode(s)
	}
	return Game{}, fmt.Errorf("game %q: expected an octal code such as .07, a subtraction game such as S(1,3,4), or grundy", s)
}

func parseCode(s string) (Game, error) {
	var g Game
	dot := strings.IndexByte(s, '.')
	switch s[:dot] {
	case "", "0":
	case "4":
		g.split = 1
	default:
		return Game{}, fmt.Errorf("octal code %q: expected 0 or 4 before the point, found %q", s, s[:dot])
	}
	digits := s[dot+1:]
	if digits == "" {
		return Game{}, fmt.Errorf("octal code %q: expected octal digits after the point, found none", s)
	}
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '7' {
			what := "character " + strconv.QuoteRuneToASCII(rune(c))
			if c >= '0' && c <= '9' {
				what = "digit " + string(c)
			} else if c >= 0x80 {
				what = "a non-ASCII byte"
			}
			return Game{}, fmt.Errorf("octal code %q: %s at position %d is not an octal digit 0-7", s, what, dot+2+i)
		}
	}
	digits = strings.TrimRight(digits, "0")
	if len(digits) > maxDigits {
		return Game{}, fmt.Errorf("octal code %q: expected at most %d digits after the point, found %d", s, maxDigits, len(digits))
	}
	for i := 0; i < len(digits); i++ {
		d, k := digits[i]-'0', uint(i+1)
		g.whole |= uint64(d&1) << k
		g.take |= uint64(d>>1&1) << k
		g.split |= uint64(d>>2&1) << k
	}
	return g, nil
}

func parseSubtraction(s string) (Game, error) {
	if !strings.HasSuffix(s, ")") {
		return Game{}, fmt.Errorf("subtraction game %q: expected a closing parenthesis at position %d", s, len(s)+1)
	}
	body := s[2 : len(s)-1]
	if body == "" {
		return Game{}, fmt.Errorf("subtraction game %q: expected at least one number in the parentheses, found none", s)
	}
	var g Game
	pos := 3 // position of the number being read, counting from 1
	for _, f := range strings.Split(body, ",") {
		k, err := strconv.Atoi(f)
		switch {
		case f == "":
			return Game{}, fmt.Errorf("subtraction game %q: expected a number at position %d, found none", s, pos)
		case err != nil || f[0] == '+' || f[0] == '-' && k == 0:
			return Game{}, fmt.Errorf("subtraction game %q: expected a number at position %d, found %q", s, pos, f)
		case k < 1 || k > maxDigits:
			return Game{}, fmt.Errorf("subtraction game %q: expected a number from 1 to %d at position %d, found %s", s, maxDigits, pos, f)
		}
		g.whole |= 1 << uint(k)
		g.take |= 1 << uint(k)
		pos += len(f) + 1
	}
	return g, nil
}

// String returns the game's canonical name: its octal code in the form
// ".07" or "4.007", without trailing zeros, or "grundy".
func (g Game) String() string {
	if g.grundy {
		return "grundy"
	}
	var b strings.Builder
	if g.split&1 != 0 {
		b.WriteByte('4')
	}
	b.WriteByte('.')
	t, _ := g.MaxTake()
	if t == 0 {
		b.WriteByte('0')
	}
	for k := uint(1); k <= uint(t); k++ {
		b.WriteByte('0' + byte(g.whole>>k&1|g.take>>k&1<<1|g.split>>k&1<<2))
	}
	return b.String()
}

// MaxTake returns the largest k whose digit is non-zero (0 if there is none
// after the point): the t of the periodicity theorem. ok is false for
// Grundy's game, to which the theorem does not apply.
func (g Game) MaxTake() (t int, ok bool) {
	if g.grundy {
		return 0, false
	}
	m := (g.whole | g.take | g.split) >> 1
	return bits.Len64(m), true
}

// Moves returns the options of a heap of n >= 0 tokens, each as the
// heaps the move leaves: none (the whole heap taken), one, or two
// non-empty ones, the smaller first; by the number of tokens removed,
// then the smaller heap left. A heap game searched by pkg/game is
// game.NewSums(g.Moves).SetCount(g.NumMoves), for normal or misère play:
// a large heap has many options (Kayles' heap of n has n), and the search
// checks their number against its bound before asking for them. A
// negative n has no options.
func (g Game) Moves(n int) [][]int {
	var opts [][]int
	for k := 0; k <= n && k <= maxDigits; k++ {
		if k == n && g.whole>>uint(k)&1 != 0 {
			opts = append(opts, []int{})
		}
		if k < n && g.take>>uint(k)&1 != 0 {
			opts = append(opts, []int{n - k})
		}
		if g.split>>uint(k)&1 != 0 {
			for a := 1; 2*a <= n-k; a++ {
				if !g.grundy || 2*a != n-k {
					opts = append(opts, []int{a, n - k - a})
				}
			}
		}
	}
	return opts
}

// NumMoves returns len(g.Moves(n)), without building the options, in
// time independent of n; a count past the largest int is given as the
// largest int.
func (g Game) NumMoves(n int) int {
	c := 0
	add := func(x int) {
		if c > math.MaxInt-x {
			c = math.MaxInt
		} else {
			c += x
		}
	}
	for k := 0; k <= n && k <= maxDigits; k++ {
		if k == n && g.whole>>uint(k)&1 != 0 {
			add(1)
		}
		if k < n && g.take>>uint(k)&1 != 0 {
			add(1)
		}
		if g.split>>uint(k)&1 != 0 {
			a := (n - k) / 2 // the smaller heap left: 1 to a
			if g.grundy && a > 0 && (n-k)%2 == 0 {
				a-- // not two equal heaps
			}
			add(a)
		}
	}
	return c
}

// Mex returns G(0), ..., G(n-1) by the definition: the least value not
// among the values of the positions one move away, each found by trying
// every move. It takes O(n^2) time and is the reference for Analyze.
func (g Game) Mex(n int) []int {
	v := make([]int, n)
	max := 0 // the largest value so far; every option's value is below 2^bits.Len(max)
	var seen []bool
	for h := range v {
		seen = append(seen[:0], make([]bool, 1<<bits.Len(uint(max))+1)...)
		for k := 0; k <= h && k <= maxDigits; k++ {
			if k == h && g.whole>>uint(k)&1 != 0 {
				seen[0] = true
			}
			if k < h && g.take>>uint(k)&1 != 0 {
				seen[v[h-k]] = true
			}
			if g.split>>uint(k)&1 != 0 {
				for a := 1; 2*a <= h-k; a++ {
					if !g.grundy || 2*a != h-k {
						seen[v[a]^v[h-k-a]] = true
					}
				}
			}
		}
		for seen[v[h]] {
			v[h]++
		}
		if v[h] > max {
			max = v[h]
		}
	}
	return v
}
