package cgt

import (
	"fmt"
	"strings"
	"testing"
)

// rawSums adds raw games by the definition, remembering each sum:
// G + H = {G^L + H, G + H^L | G^R + H, G + H^R}.
type rawSums map[[2]*raw]*raw

func (s rawSums) add(a, b *raw) *raw {
	if x, ok := s[[2]*raw{a, b}]; ok {
		return x
	}
	x := &raw{}
	for _, o := range a.l {
		x.l = append(x.l, s.add(o, b))
	}
	for _, o := range b.l {
		x.l = append(x.l, s.add(a, o))
	}
	for _, o := range a.r {
		x.r = append(x.r, s.add(o, b))
	}
	for _, o := range b.r {
		x.r = append(x.r, s.add(a, o))
	}
	s[[2]*raw{a, b}] = x
	return x
}

// rawNimbers returns *0, ..., *n as raw games by their definition:
// *k = {*0, ..., *(k-1) | *0, ..., *(k-1)}.
func rawNimbers(n int) []*raw {
	nims := []*raw{{}}
	for k := 1; k <= n; k++ {
		opts := append([]*raw(nil), nims...)
		nims = append(nims, &raw{l: opts, r: opts})
	}
	return nims
}

// TestUpStar checks x + n·^ + *m, built from its canonical form, against
// the sum of its parts built by the definitions: a number, n copies of
// ^ = {0 | *} (or of v = {* | 0}) and *m, added as raw games. The search
// finds their difference a second-player win; the sum's own canonical
// form, reduced by Form from the raw game, is the same Game; each is
// written as CGSuite writes it and read back; its thermograph, worked out
// without a look at its options, is the one its options give.
func TestUpStar(t *testing.T) {
	rg := newRawGames()
	b := newBrute()
	sums := rawSums{}
	zero := &raw{}
	nims := rawNimbers(3)
	up := &raw{l: []*raw{zero}, r: []*raw{nims[1]}}
	numbers := map[string]*raw{"0": zero, "-1": {r: []*raw{zero}}, "1/2": {l: []*raw{zero}, r: []*raw{{l: []*raw{zero}}}}}
	for xs, x := range numbers {
		for n := -3; n <= 3; n++ {
			for m := 0; m <= 3; m++ {
				sum := sums.add(x, nims[m])
				for k := 0; k < n; k++ {
					sum = sums.add(sum, up)
				}
				for k := 0; k > n; k-- {
					sum = sums.add(sum, rg.neg(up))
				}
				g := UpStar(mustParse(t, xs).Mean(), n, m)
				name := fmt.Sprintf("%s + %d·^ + *%d", xs, n, m)
				if o := b.outcome(sum, rg.neg(rg.raw(g))); o != SecondWins {
					t.Errorf("%s - %v: the search says %v, want P", name, g, o)
				}
				if v := rg.value(sum); v != g {
					t.Errorf("%s: Form gives %v, UpStar %v", name, v, g)
				}
				if p, err := Parse(g.String()); err != nil || p != g {
					t.Errorf("%s is written %s, read back as %v, %v", name, g, p, err)
				}
				if _, isNum := g.Number(); !isNum {
					checkThermograph(t, name, g)
				}
			}
		}
	}
}

// checkThermograph compares g's thermograph, worked out as an upStar's,
// with the one its options give, at the points where walls bend and
// between them.
func checkThermograph(t *testing.T, name string, g Game) {
	t.Helper()
	do(func(tab *table) bool {
		fast, slow := upStarThermograph(tab.nodes[g.id].upStar), tab.optionsThermograph(g.id)
		if fast.mean != slow.mean || fast.temp != slow.temp {
			t.Errorf("%s: mean %v, temperature %v; its options give %v, %v", name, fast.mean, fast.temp, slow.mean, slow.temp)
		}
		for _, at := range []Dyadic{{-1, 0}, {-3, 2}, {-1, 1}, {-1, 2}, {}, {1, 1}, {1, 0}, {3, 0}} {
			if fast.left.at(at) != slow.left.at(at) || fast.right.at(at) != slow.right.at(at) {
				t.Errorf("%s at t = %v: walls %v, %v; its options give %v, %v", name, at, fast.left.at(at), fast.right.at(at), slow.left.at(at), slow.right.at(at))
			}
		}
		return true
	})
}

// TestUpStarArithmetic checks large sums of ups, downs and nimbers, added
// by their parts, and that what they are written as reads back: nimbers
// and ups of any size up to *65535 and 65535·^ (judge cgt's tests take
// them to that bound).
func TestUpStarArithmetic(t *testing.T) {
	for _, tt := range []struct{ expr, want string }{
		{"*64+*32", "*96"},
		{"*96", "*96"},
		{"^65", "^65"},
		{"^258*113", "^258*113"},
		{"^258*113+v258*112", "*"},
		{"^200+v199", "^"},
		{"^200*3+v199*2", "^*"},
		{"^200+v201", "v"},
		{"1/2^100*7-1/4^99*6", "1/4^*"},
		{"*4095+*4094", "*"},
		{"^4095-^4094", "^"},
		{"v4095*4095", "v4095*4095"},
		{"{0|^99*5}", "^100*4"},
		{"{v99*5|0}", "v100*4"},
		{"{0,*|0}+^40", "^41*"},
		{"*10+{1|-1}", "+-1*10"},
	} {
		g := mustParse(t, tt.expr)
		if g.String() != tt.want || mustParse(t, tt.want) != g {
			t.Errorf("%s is written %s, want %s", tt.expr, g, tt.want)
		}
	}
	// The order: ^n*m against 0 by its sign, confused where ^* and *m are.
	for _, tt := range []struct {
		expr string
		want Relation
	}{
		{"^300*7", Greater}, {"v300*7", Less}, {"^*", Confused}, {"^*2", Greater}, {"*300", Confused},
		{"^^*", Greater}, {"v*", Confused}, {"v*5", Less}, {"1/2v400*3", Greater}, {"-1/4^400", Less},
	} {
		if r := mustParse(t, tt.expr).Compare(Game{}); r != tt.want {
			t.Errorf("%s compared with 0: %v, want %v", tt.expr, r, tt.want)
		}
	}
}

// TestUpNth checks CGSuite's ^<n> and ^[n] against their definitions
// (CGSuite's UptimalTest; Siegel, CGT II.4): ^<1> = ^ and ^<n> =
// {0 | * - ^<1> - ... - ^<n-1>}, built with Form and added by Conway's
// rule, and ^[n] = ^<1> + ... + ^<n>; for n <= 3 also against the search,
// on raw games built by the same definitions; and CGSuite's forms of
// them.
func TestUpNth(t *testing.T) {
	rg := newRawGames()
	b := newBrute()
	sums := rawSums{}
	zero, star := &raw{}, &raw{l: []*raw{{}}, r: []*raw{{}}}
	powers, sum := []Game{}, Game{}
	rawStarMinus := star // * - ^<1> - ... - ^<n-1>, as a raw game
	var rawPowers, rawSum []*raw
	for n := 1; n <= 8; n++ {
		right := Nimber(1)
		for _, p := range powers {
			right = right.Sub(p)
		}
		power := Form([]Game{{}}, []Game{right})
		powers, sum = append(powers, power), sum.Add(power)
		for _, tt := range []struct {
			expr string
			want Game
		}{
			{fmt.Sprintf("^<%d>", n), power},
			{fmt.Sprintf("v<%d>", n), power.Neg()},
			{fmt.Sprintf("^[%d]", n), sum},
			{fmt.Sprintf("v[%d]*", n), sum.Neg().Add(Nimber(1))},
			{fmt.Sprintf("1/2^<%d>*2", n), power.Add(Nimber(2)).Add(Number(NewDyadic(1, 1)))},
		} {
			if g := mustParse(t, tt.expr); g != tt.want {
				t.Errorf("%s is %v, want %v", tt.expr, g, tt.want)
			}
			// Written as read, but for a number added (in braces then).
			if s := tt.want.String(); n >= 2 && !strings.HasPrefix(tt.expr, "1/2") && s != tt.expr {
				t.Errorf("%s is written %s", tt.expr, s)
			}
		}
		if n > 3 {
			continue
		}
		p := &raw{l: []*raw{zero}, r: []*raw{rawStarMinus}}
		rawStarMinus = sums.add(rawStarMinus, rg.neg(p))
		rawPowers = append(rawPowers, p)
		rawSum = append(rawSum, p)
		s := rawSum[0]
		for _, q := range rawSum[1:] {
			s = sums.add(s, q)
		}
		for _, tt := range []struct {
			expr string
			x    *raw
		}{{fmt.Sprintf("^<%d>", n), p}, {fmt.Sprintf("^[%d]", n), s}} {
			if o := b.outcome(tt.x, rg.neg(rg.raw(mustParse(t, tt.expr)))); o != SecondWins {
				t.Errorf("%s minus its definition: the search says %v, want P", tt.expr, o)
			}
		}
	}
	// CGSuite's test cases: each form is written as CGSuite writes it.
	for _, tt := range []struct{ form, expr string }{
		{"{0|v*}", "^<2>"}, {"{0,*|v}", "^<2>*"}, {"{^|*}", "^[2]"}, {"{0,^*|0}", "^[2]*"},
		{"{0|*||*|||*||||*}", "^[4]"}, {"{0||0|v*}", "{0|^<2>}"}, {"^<1>", "^"}, {"v[1]*", "v*"},
	} {
		if g := mustParse(t, tt.form); g != mustParse(t, tt.expr) || g.String() != tt.expr {
			t.Errorf("%s is %v, %s is %v; CGSuite writes it %s", tt.form, g, tt.expr, mustParse(t, tt.expr), tt.expr)
		}
	}
}

// TestTinyNames checks x + Tiny(G) and x + Miny(G), read and written as
// CGSuite writes them, against their forms {x || x | x - G} and
// {x + G | x || x}.
func TestTinyNames(t *testing.T) {
	for _, tt := range []struct{ name, form string }{
		{"Tiny(2)", "{0||0|-2}"},
		{"2Tiny(2)", "{2||2|0}"},
		{"-1/2Miny(1/4)", "{-1/4|-1/2||-1/2}"},
		{"Miny(1)", "{1|0||0}"},
		{"Tiny(3/2)", "{0||0|-3/2}"},
		{"Tiny({2|1})", "{0|||0||-1|-2}"},
		{"3Tiny({2|1})", "{3|||3||2|1}"},
		{"-2Tiny(1*)", "{-2||-2|-3*}"},
		{"1^", "1Tiny(0)"}, // Tiny(0) = {0 || 0 | 0} = ^
	} {
		g := mustParse(t, tt.form)
		if g.String() != tt.name || mustParse(t, tt.name) != g {
			t.Errorf("%s is written %s, want %s", tt.form, g, tt.name)
		}
	}
}
