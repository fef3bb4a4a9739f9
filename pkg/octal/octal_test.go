package octal

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{".07", ".07"},
		{"0.77", ".77"},
		{"4.007", "4.007"},
		{".770", ".77"},
		{".0", ".0"},
		{"4.0", "4.0"},
		{"4.00", "4.0"},
		{"grundy", "grundy"},
		{"S(1,3,4)", ".3033"},
		{"S(4,1,3,1)", ".3033"},
		{"S(2)", ".03"},
		{"S(32)", ".00000000000000000000000000000003"},
		{".77777777777777777777777777777777", ".77777777777777777777777777777777"},
		{".12345670000000000000000000000000000", ".1234567"},
	} {
		g, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if got := g.String(); got != c.want {
			t.Errorf("Parse(%q).String() = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{".8", `octal code ".8": digit 8 at position 2 is not an octal digit 0-7`},
		{".", `octal code ".": expected octal digits after the point, found none`},
		{"4.", `octal code "4.": expected octal digits after the point, found none`},
		{"7.1", `octal code "7.1": expected 0 or 4 before the point, found "7"`},
		{"00.1", `octal code "00.1": expected 0 or 4 before the point, found "00"`},
		{".7x", `octal code ".7x": character 'x' at position 3 is not an octal digit 0-7`},
		{".7.7", `octal code ".7.7": character '.' at position 3 is not an octal digit 0-7`},
		{".7é", `octal code ".7é": a non-ASCII byte at position 3 is not an octal digit 0-7`},
		{".777777777777777777777777777777777", `octal code ".777777777777777777777777777777777": expected at most 32 digits after the point, found 33`},
		{"S()", `subtraction game "S()": expected at least one number in the parentheses, found none`},
		{"S(0)", `subtraction game "S(0)": expected a number from 1 to 32 at position 3, found 0`},
		{"S(1,,2)", `subtraction game "S(1,,2)": expected a number at position 5, found none`},
		{"S(1,2", `subtraction game "S(1,2": expected a closing parenthesis at position 6`},
		{"S(1,a)", `subtraction game "S(1,a)": expected a number at position 5, found "a"`},
		{"S(+1)", `subtraction game "S(+1)": expected a number at position 3, found "+1"`},
		{"S(-1)", `subtraction game "S(-1)": expected a number from 1 to 32 at position 3, found -1`},
		{"S(33)", `subtraction game "S(33)": expected a number from 1 to 32 at position 3, found 33`},
		{"kayles", `game "kayles": expected an octal code such as .07, a subtraction game such as S(1,3,4), or grundy`},
		{"", `game "": expected an octal code such as .07, a subtraction game such as S(1,3,4), or grundy`},
	} {
		_, err := Parse(c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q) error:\n got %v\nwant %s", c.in, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{".07", "4.007", "S(1,3,4)", "grundy", ".8", "S(1,,2)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			return
		}
		name := g.String()
		h, err := Parse(name)
		if err != nil {
			t.Fatalf("Parse(%q) = %q, which does not parse: %v", s, name, err)
		}
		if h != g || h.String() != name {
			t.Fatalf("Parse(%q) = %q, which parses as %q", s, name, h)
		}
	})
}

func TestMaxTake(t *testing.T) {
	for _, c := range []struct {
		in string
		t  int
		ok bool
	}{{".07", 2, true}, {"4.0", 0, true}, {".0", 0, true}, {"S(5,2)", 5, true}, {"4.007", 3, true}, {"grundy", 0, false}} {
		g, _ := Parse(c.in)
		if tt, ok := g.MaxTake(); tt != c.t || ok != c.ok {
			t.Errorf("%s.MaxTake() = %d, %v, want %d, %v", c.in, tt, ok, c.t, c.ok)
		}
	}
}

// TestMexSubtraction checks Mex, and the digits of S(...), against the
// definition of a subtraction game.
func TestMexSubtraction(t *testing.T) {
	for _, set := range [][]int{{1}, {1, 2}, {2, 5, 7}, {1, 3, 4}, {3, 32}} {
		name := "S("
		for i, k := range set {
			if i > 0 {
				name += ","
			}
			name += fmt.Sprint(k)
		}
		g, err := Parse(name + ")")
		if err != nil {
			t.Fatal(err)
		}
		got := g.Mex(300)
		for n := range got {
			seen := map[int]bool{}
			for _, k := range set {
				if k <= n {
					seen[got[n-k]] = true
				}
			}
			want := 0
			for seen[want] {
				want++
			}
			if got[n] != want {
				t.Fatalf("%s: Mex gives G(%d) = %d, the definition %d", name+")", n, got[n], want)
			}
		}
	}
}

// TestMexKayles checks Mex against Kayles played out on rows of pins: a
// move knocks down one pin or two adjacent ones.
func TestMexKayles(t *testing.T) {
	g, _ := Parse(".77")
	got := g.Mex(40)
	for n, v := range got {
		seen := map[int]bool{}
		for k := 1; k <= 2 && k <= n; k++ {
			for left := 0; left+k <= n; left++ {
				seen[got[left]^got[n-k-left]] = true
			}
		}
		want := 0
		for seen[want] {
			want++
		}
		if v != want {
			t.Fatalf("Kayles: Mex gives G(%d) = %d, the rows of pins %d", n, v, want)
		}
	}
}

// TestMoves checks Moves against the codes read digit by digit, apart
// from Parse's masks: digit d_k (d_0 before the point) allows, with 1, a
// heap of exactly k to be taken; with 2, k tokens taken from a larger
// heap, leaving one; with 4, k taken leaving two non-empty heaps, in
// every way. Grundy's game splits a heap into two unequal ones. Each
// option once, heaps 0 to 40, for codes of every digit and random ones;
// and Mex is the mex over Moves of the xor of the heaps left.
func TestMoves(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	codes := []string{".07", ".77", ".137", "4.007", ".6", ".01234567", "4.7", ".00000000000000000000000000000007", "grundy"}
	for i := 0; i < 30; i++ {
		code := []byte(".")
		if r.Intn(2) == 0 {
			code = []byte("4.")
		}
		for d := 1 + r.Intn(6); d > 0; d-- {
			code = append(code, byte('0'+r.Intn(8)))
		}
		codes = append(codes, string(code))
	}
	for _, code := range codes {
		g, err := Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		values := g.Mex(41)
		for n := 0; n <= 40; n++ {
			want := map[string]bool{}
			add := func(heaps ...int) { want[fmt.Sprint(heaps)] = true }
			if code == "grundy" {
				for a := 1; 2*a < n; a++ {
					add(a, n-a)
				}
			} else {
				before, after, _ := strings.Cut(code, ".")
				digits := []byte(before + after)
				if before == "" {
					digits = []byte("0" + after)
				}
				for k, c := range digits {
					d := int(c - '0')
					if d&1 != 0 && n == k && k > 0 {
						add()
					}
					if d&2 != 0 && n > k {
						add(n - k)
					}
					for a := 1; d&4 != 0 && 2*a <= n-k; a++ {
						add(a, n-k-a)
					}
				}
			}
			if c := g.NumMoves(n); c != len(g.Moves(n)) {
				t.Errorf("%s, heap %d: NumMoves %d, Moves has %d", code, n, c, len(g.Moves(n)))
			}
			got := map[string]bool{}
			seen := map[int]bool{}
			for _, o := range g.Moves(n) {
				if got[fmt.Sprint(o)] {
					t.Errorf("%s, heap %d: option %v twice", code, n, o)
				}
				got[fmt.Sprint(o)] = true
				x := 0
				for _, h := range o {
					x ^= values[h]
				}
				seen[x] = true
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s, heap %d: Moves %v, want %v", code, n, g.Moves(n), want)
			}
			mex := 0
			for seen[mex] {
				mex++
			}
			if mex != values[n] {
				t.Errorf("%s, heap %d: the mex over Moves is %d, Mex says %d", code, n, mex, values[n])
			}
		}
	}
	if g, _ := Parse(".77"); g.Moves(-1) != nil || g.NumMoves(-1) != 0 {
		t.Error("a negative heap has options")
	}
}

// TestNumMovesLarge checks counts of heaps too large to build the options
// of, by their formulas: Kayles' heap of n >= 2 has n options (take 1 or
// 2, each from the end or splitting the rest, the smaller heap 1 to half
// of it: 2 + (n-1)/2 + (n-2)/2), the largest int's too, Grundy's game's
// (n-1)/2 (the smaller heap 1 to below half); and a count past the
// largest int, 32 splits of nearly half of it, is the largest int.
func TestNumMovesLarge(t *testing.T) {
	const maxInt = int(^uint(0) >> 1)
	for _, c := range []struct {
		code    string
		n, want int
	}{
		{".77", 1000000000, 1000000000},
		{".77", maxInt, maxInt},
		{"grundy", 1000000000, 499999999},
		{"grundy", 1000000001, 500000000},
		{".77777777777777777777777777777777", maxInt, maxInt},
		{".77", -1000000000, 0},
	} {
		g, _ := Parse(c.code)
		if got := g.NumMoves(c.n); got != c.want {
			t.Errorf("%s: NumMoves(%d) = %d, want %d", c.code, c.n, got, c.want)
		}
	}
}
