package cgt

import (
	"math/rand"
	"strings"
	"testing"
)

// A part is a position in a sum that the tests search: it knows its own
// moves, and nothing of values. Parts are compared as interface values, so
// each kind is a comparable type.
type part interface {
	options(left bool) []part
}

// A raw is a game given by its options, in whatever form: what the tests
// build and search directly, knowing no theorem.
type raw struct{ l, r []*raw }

func (x *raw) options(left bool) []part {
	side := x.r
	if left {
		side = x.l
	}
	out := make([]part, len(side))
	for i, o := range side {
		out[i] = o
	}
	return out
}

// A sumPos is a sum of up to four parts (nil: none there).
type sumPos [4]part

// brute decides sums by a plain memoised search of the game tree: the
// player to move wins when some move leads to a position that the other,
// moving first there, loses. It knows nothing of values.
type brute struct {
	memo map[bruteKey]bool
}

type bruteKey struct {
	p    sumPos
	left bool
}

func newBrute() *brute { return &brute{memo: make(map[bruteKey]bool)} }

// wins reports whether Left (left) or Right, moving first, wins p.
func (b *brute) wins(p sumPos, left bool) bool {
	k := bruteKey{p, left}
	if v, ok := b.memo[k]; ok {
		return v
	}
	v := false
	for i, c := range p {
		if c == nil {
			continue
		}
		for _, o := range c.options(left) {
			q := p
			q[i] = o
			if !b.wins(q, !left) {
				v = true
				break
			}
		}
		if v {
			break
		}
	}
	b.memo[k] = v
	return v
}

// outcome returns the outcome class of the sum of ps by the search.
func (b *brute) outcome(ps ...part) Outcome {
	var s sumPos
	copy(s[:], ps)
	return outcomeOf(b.wins(s, true), b.wins(s, false))
}

// raws returns the raw games as parts.
func raws(xs ...*raw) []part {
	out := make([]part, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

// rawGames turns canonical forms into raw games and back, and negates raw
// games, remembering each.
type rawGames struct {
	of   map[Game]*raw
	negs map[*raw]*raw
	vals map[*raw]Game
}

func newRawGames() *rawGames {
	return &rawGames{of: make(map[Game]*raw), negs: make(map[*raw]*raw), vals: make(map[*raw]Game)}
}

// raw returns g's canonical form as a raw game, to be searched.
func (rg *rawGames) raw(g Game) *raw {
	if x, ok := rg.of[g]; ok {
		return x
	}
	x := &raw{}
	for _, o := range g.Left() {
		x.l = append(x.l, rg.raw(o))
	}
	for _, o := range g.Right() {
		x.r = append(x.r, rg.raw(o))
	}
	rg.of[g] = x
	return x
}

// neg returns -x: the sides swapped, all the way down.
func (rg *rawGames) neg(x *raw) *raw {
	if n, ok := rg.negs[x]; ok {
		return n
	}
	n := &raw{}
	for _, o := range x.r {
		n.l = append(n.l, rg.neg(o))
	}
	for _, o := range x.l {
		n.r = append(n.r, rg.neg(o))
	}
	rg.negs[x] = n
	return n
}

// value returns x's canonical form, built from its options' with Form.
func (rg *rawGames) value(x *raw) Game {
	if v, ok := rg.vals[x]; ok {
		return v
	}
	var l, r []Game
	for _, o := range x.l {
		l = append(l, rg.value(o))
	}
	for _, o := range x.r {
		r = append(r, rg.value(o))
	}
	v := Form(l, r)
	rg.vals[x] = v
	return v
}

// randomGames returns n raw games, each with up to maxOpts options a side
// drawn from those made before it (the first is {|}), and as many of
// them as are made before the last keep, the most recent, so that the
// games stay small enough to search.
func randomGames(rnd *rand.Rand, n, maxOpts, keep int) []*raw {
	pool := []*raw{{}}
	for len(pool) < n {
		pick := func() []*raw {
			var out []*raw
			for k := rnd.Intn(maxOpts + 1); k > 0; k-- {
				lo := max(0, len(pool)-keep)
				out = append(out, pool[lo+rnd.Intn(len(pool)-lo)])
			}
			return out
		}
		pool = append(pool, &raw{l: pick(), r: pick()})
	}
	return pool
}

// TestCanonicalForms checks, on generated games, that a canonical form is
// what its definition says: the canonical form of a canonical form is
// itself; a game equals its canonical form (Left and Right both lose
// G - canonical(G) moving first, by the search); the outcome read off the
// form's sign is the search's; negation is the form of the negated game;
// and what String writes, Parse reads back as the same game.
func TestCanonicalForms(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	rg := newRawGames()
	b := newBrute()
	for _, x := range randomGames(rnd, 400, 3, 40) {
		c := rg.value(x)
		if again := Form(c.Left(), c.Right()); again != c {
			t.Fatalf("the canonical form %v of a game has the canonical form %v", c, again)
		}
		if o := b.outcome(x); c.Outcome() != o {
			t.Errorf("%v: outcome %v, the search says %v", c, c.Outcome(), o)
		}
		if o := b.outcome(x, rg.neg(rg.raw(c))); o != SecondWins {
			t.Errorf("G - %v: the search says %v, want P (G equal to its canonical form)", c, o)
		}
		if n := rg.value(rg.neg(x)); n != c.Neg() {
			t.Errorf("-(%v) = %v, but the negated game's form is %v", c, c.Neg(), n)
		}
		if p, err := Parse(c.String()); err != nil || p != c {
			t.Errorf("Parse(%q) = %v, %v; want the game it was written from", c.String(), p, err)
		}
	}
}

// TestCompare checks Leq and Compare on pairs of generated games against
// the search: G <= H exactly when Right, moving first in H - G, loses; and
// G = H, that is the same canonical form, exactly when both lose moving
// first in G - H.
func TestCompare(t *testing.T) {
	rnd := rand.New(rand.NewSource(2))
	rg := newRawGames()
	b := newBrute()
	xs := randomGames(rnd, 120, 3, 30)
	for i := 0; i < 3000; i++ {
		x, y := xs[rnd.Intn(len(xs))], xs[rnd.Intn(len(xs))]
		g, h := rg.value(x), rg.value(y)
		o := b.outcome(y, rg.neg(x)) // H - G
		if g.Leq(h) != !o.RightWinsMovingFirst() {
			t.Errorf("%v <= %v is %v, but the search of H - G says %v", g, h, g.Leq(h), o)
		}
		want := map[Outcome]Relation{SecondWins: Equal, LeftWins: Less, RightWins: Greater, FirstWins: Confused}[o]
		if r := g.Compare(h); r != want || (g == h) != (o == SecondWins) {
			t.Errorf("%v compared with %v: %v (same form: %v), but the search of H - G says %v", g, h, r, g == h, o)
		}
	}
}

// TestCompareBeyondFloats checks Leq where the stops differ by less than
// a float64 can tell, which leq's rounded stops must leave to the exact
// ones: generated games moved by 2^60, where float64s step by 256,
// compare as the search finds the games themselves compare (G + c <= H +
// c exactly when G <= H).
func TestCompareBeyondFloats(t *testing.T) {
	rnd := rand.New(rand.NewSource(7))
	rg := newRawGames()
	b := newBrute()
	xs := randomGames(rnd, 60, 3, 30)
	c := Int(1 << 60)
	for i := 0; i < 1000; i++ {
		x, y := xs[rnd.Intn(len(xs))], xs[rnd.Intn(len(xs))]
		g, h := rg.value(x).Add(c), rg.value(y).Add(c)
		if want := !b.outcome(y, rg.neg(x)).RightWinsMovingFirst(); g.Leq(h) != want {
			t.Errorf("%v <= %v is %v, want %v", g, h, g.Leq(h), want)
		}
	}
}

// TestSums checks sums of two and three generated games: the outcome of
// the sum's canonical form is the search's of the sum itself, and the sum
// equals it (the search finds sum - form lost for both).
func TestSums(t *testing.T) {
	rnd := rand.New(rand.NewSource(3))
	rg := newRawGames()
	b := newBrute()
	// Parts of at most 16 positions each, so that the sums stay small
	// enough to search: generated games, and their canonical forms.
	var xs []*raw
	for _, x := range randomGames(rnd, 400, 3, 40) {
		for _, y := range []*raw{x, rg.raw(rg.value(x))} {
			if positions(y, map[*raw]bool{}) <= 16 {
				xs = append(xs, y)
			}
		}
	}
	for i := 0; i < 1000; i++ {
		n := 2 + rnd.Intn(2)
		parts := make([]*raw, n)
		sum := Game{}
		for k := range parts {
			parts[k] = xs[rnd.Intn(len(xs))]
			sum = sum.Add(rg.value(parts[k]))
		}
		if o := b.outcome(raws(parts...)...); sum.Outcome() != o {
			t.Errorf("sum %v of %d games: outcome %v, the search says %v", sum, n, sum.Outcome(), o)
		}
		if o := b.outcome(raws(append(parts, rg.neg(rg.raw(sum)))...)...); o != SecondWins {
			t.Errorf("sum of %d games - %v: the search says %v, want P", n, sum, o)
		}
		if g := rg.value(parts[0]); g.Sub(g) != (Game{}) {
			t.Errorf("%v - itself = %v", g, g.Sub(g))
		}
	}
}

// positions counts the positions of x not in seen, x's among them.
func positions(x *raw, seen map[*raw]bool) int {
	if seen[x] {
		return 0
	}
	seen[x] = true
	n := 1
	for _, side := range [][]*raw{x.l, x.r} {
		for _, o := range side {
			n += positions(o, seen)
		}
	}
	return n
}

// TestBornByDay counts the games born by day 2 and by day 3, the published
// 22 and 1474 (Winning Ways, ch. 7; Siegel, CGT III.1), and reads each as
// it is written. Day 3's are {L | R} for every two antichains L and R of
// day 2's games: an option dominated by another changes nothing.
func TestBornByDay(t *testing.T) {
	day1 := []Game{{}, Int(1), Int(-1), Nimber(1)}
	seen := map[Game]bool{}
	var day2 []Game
	for l := 0; l < 16; l++ {
		for r := 0; r < 16; r++ {
			g := Form(subset(day1, l), subset(day1, r))
			if !seen[g] {
				seen[g] = true
				day2 = append(day2, g)
			}
			if g.Birthday() > 2 {
				t.Errorf("%v is born on day %d, made from day 1's games", g, g.Birthday())
			}
		}
	}
	if len(day2) != 22 {
		t.Fatalf("%d games born by day 2, want 22", len(day2))
	}
	var antichains [][]Game
	var grow func(i int, chain []Game)
	grow = func(i int, chain []Game) {
		if i == len(day2) {
			antichains = append(antichains, append([]Game(nil), chain...))
			return
		}
		grow(i+1, chain)
		for _, c := range chain {
			if c.Compare(day2[i]) != Confused {
				return
			}
		}
		grow(i+1, append(chain, day2[i]))
	}
	grow(0, nil)
	day3 := map[Game]bool{}
	for _, l := range antichains {
		for _, r := range antichains {
			day3[Form(l, r)] = true
		}
	}
	if len(day3) != 1474 {
		t.Errorf("%d games born by day 3, want 1474", len(day3))
	}
	for g := range day3 {
		if p, err := Parse(g.String()); err != nil || p != g {
			t.Errorf("%v, born by day 3, reads back as %v, %v", g, p, err)
		}
	}
}

// subset returns the games of gs whose bits are set in mask.
func subset(gs []Game, mask int) []Game {
	var out []Game
	for i, g := range gs {
		if mask>>i&1 != 0 {
			out = append(out, g)
		}
	}
	return out
}

// mustParse parses s, failing the test if it does not.
func mustParse(t *testing.T, s string) Game {
	t.Helper()
	g, err := Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestTextbookForms checks the names and forms of Winning Ways' and
// CGSuite's examples: each written form is the game the name says, and is
// written back as that name.
func TestTextbookForms(t *testing.T) {
	for _, tt := range []struct{ form, name string }{
		{"{0|*}", "^"},
		{"{*|0}", "v"},
		{"{0,*|0}", "^*"},
		{"{0|0,*}", "v*"},
		{"{1|-1}", "+-1"},
		{"{0,*|0,*}", "*2"},
		{"{0,*,*2|0,*,*2}", "*3"},
		{"{0|*}+{0|*}", "^^"},
		{"{0|^*}", "^^"},
		{"{0|^}", "^^*"},
		{"^+^+^", "^3"},
		{"v+v+v+*", "v3*"},
		{"{0|1}", "1/2"},
		{"{1/2|1}", "3/4"},
		{"{|0}", "-1"},
		{"{|}", "0"},
		{"{*|*}", "0"},
		{"{1|1}", "1*"},
		{"{0|1/2}", "1/4"},
		{"{3|1}", "{3|1}"},
		{"{2|1/2||0}", "{2|1/2||0}"},
		{"{{2|1/2}|0}", "{2|1/2||0}"},
		// CGSuite's test cases: bars run to four at most, past which an
		// option keeps its braces (CGSuite's maxSlashes).
		{"{3|||2||1|0,*||||-1/2}", "{3|||2||1|0,*||||-1/2}"},
		{"{5|||||3|||2||1|0,*||||-1/2}", "{5|{3|||2||1|0,*||||-1/2}}"},
		{"+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"},
		// CGSuite's test cases of Norton multiplication, as sums of copies:
		// the options in CGSuite's order (numbers, nimbers, uptimals by
		// their expansions, then the rest).
		{strings.Repeat("1^<2>*4+", 9) + "1^<2>*4", "{10||10,10v*|{10vv,10v*||||10v3*,10vv|||10v4,10v3*||10v5*,10v4|{10v6,10v5*||||10v7*,10v6|||10v8,10v7*||10v9*,10v8|10v10}}}"},
		{strings.Repeat("1^<2>*4+", 8) + "1^<2>*4", "{9,9*,9*2,9*3,9*4|{9*4,9v*5||||9vv*4,9v*5|||9v3*5,9vv*4||9v4*4,9v3*5|{9v5*5,9v4*4||||9v6*4,9v5*5|||9v7*5,9v6*4||9v8*4,9v7*5|9v9*5}}}"},
		{strings.Repeat("{3||2|1}+", 4) + "{3||2|1}", "{12|||11||10,{11|10}|9Tiny({2|1})}"},
		{"{0||0|-2}", "Tiny(2)"},
		{"{2|0||0}", "Miny(2)"},
		{"{{2|1}|{-1|-2}}", "+-{2|1}"},
		{"{1,*|-1,*}", "+-1"},
		{"+-1+1/2", "{3/2|-1/2}"},
		{"2+-1", "{3|1}"},
		{"1/2+^+*", "1/2^*"},
		{"-1+^", "-1^"},
		{"*+*", "0"},
		{"*2+*3", "*"},
		{"^-^", "0"},
		{"+-1++-1", "0"},
	} {
		g := mustParse(t, tt.form)
		if g.String() != tt.name || mustParse(t, tt.name) != g {
			t.Errorf("%s is written %s, want %s", tt.form, g, tt.name)
		}
	}
}

// TestThermographs checks means and temperatures against the textbook
// values (Winning Ways ch. 6; CGSuite's convention for numbers: -1 for an
// integer, -1/2^k for m/2^k), and on generated games the theorems: the
// mean of a sum is the sum of the means, and a sum is no hotter than its
// hottest part.
func TestThermographs(t *testing.T) {
	for _, tt := range []struct{ game, mean, temp string }{
		{"0", "0", "-1"},
		{"5", "5", "-1"},
		{"3/4", "3/4", "-1/4"},
		{"-5/8", "-5/8", "-1/8"},
		{"*", "0", "0"},
		{"^", "0", "0"},
		{"^*", "0", "0"},
		{"Tiny(2)", "0", "0"},
		{"+-1", "0", "1"},
		{"{3|1}", "2", "1"},
		{"{5|-3}", "1", "4"},
		{"{1|0}", "1/2", "1/2"},
		{"{2|1/2||0}", "1/2", "1/2"},
		{"+-{2|1}", "0", "3/2"},
		{"{4|2||-1}", "1", "2"},
		{"1*", "1", "0"},
	} {
		g := mustParse(t, tt.game)
		if g.Mean().String() != tt.mean || g.Temperature().String() != tt.temp {
			t.Errorf("%s: mean %v, temperature %v; want %s, %s", tt.game, g.Mean(), g.Temperature(), tt.mean, tt.temp)
		}
	}
	rnd := rand.New(rand.NewSource(4))
	rg := newRawGames()
	xs := randomGames(rnd, 200, 3, 40)
	for i := 0; i < 2000; i++ {
		g, h := rg.value(xs[rnd.Intn(len(xs))]), rg.value(xs[rnd.Intn(len(xs))])
		s := g.Add(h)
		if s.Mean() != g.Mean().Add(h.Mean()) {
			t.Errorf("mean(%v + %v) = %v, the means add to %v", g, h, s.Mean(), g.Mean().Add(h.Mean()))
		}
		_, gn := g.Number()
		_, hn := h.Number()
		if hottest := maxDyadic(g.Temperature(), h.Temperature()); !gn && !hn && s.Temperature().Cmp(hottest) > 0 {
			t.Errorf("temperature(%v + %v) = %v, above %v", g, h, s.Temperature(), hottest)
		}
	}
}

func maxDyadic(a, b Dyadic) Dyadic {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// optionsDay returns g's birthday from its options, one more than the
// latest of theirs, down to numbers.
func optionsDay(g Game) uint64 {
	if _, isNum := g.Number(); isNum {
		return g.Birthday()
	}
	var b uint64
	for _, h := range append(g.Left(), g.Right()...) {
		b = max(b, optionsDay(h)+1)
	}
	return b
}

// TestBirthday checks birthdays in full, against CGSuite's: an integer n
// is born on day |n| (CGSuite's test case: -1823437481924), so a game with
// 2^63 - 1 as an option on day 2^63; and x + n·^ + *m on the day of x
// plus |n| + 1 where m = 0 (n != 0), |n| + (m xor 1) where n is odd and
// m != 1, else |n| + m (CGSuite's CanonicalShortGameOps.birthday).
func TestBirthday(t *testing.T) {
	for _, tt := range []struct {
		game string
		want uint64
	}{
		{"0", 0}, {"-1823437481924", 1823437481924}, {"9223372036854775807", 1<<63 - 1},
		{"{9223372036854775807|*}", 1 << 63}, {"{9223372036854775807|0||-1}", 1<<63 + 1},
		{"3/4", 3}, {"-5/8", 4}, {"9223372036854775807/4611686018427387904", 64},
		{"+-1", 2}, {"{2|1/2||0}", 4}, {"Tiny(2)", 4},
		{"*65535", 65535}, {"3/4^65535*65535", 3 + 65535 + 65534},
	} {
		if b := mustParse(t, tt.game).Birthday(); b != tt.want {
			t.Errorf("%s is born on day %d, want %d", tt.game, b, tt.want)
		}
	}
	for _, x := range []Dyadic{{}, NewDyadic(1, 1), NewDyadic(-3, 0)} {
		xDay := Number(x).Birthday()
		for n := -7; n <= 7; n++ {
			for m := 0; m <= 6; m++ {
				abs := uint64(max(n, -n))
				want := abs + uint64(m)
				switch {
				case n != 0 && m == 0:
					want = abs + 1
				case abs%2 == 1 && m != 1:
					want = abs + uint64(m^1)
				}
				g := UpStar(x, n, m)
				if b, fromOpts := g.Birthday(), optionsDay(g); b != xDay+want || b != fromOpts {
					t.Errorf("%v is born on day %d, want %d; its options say %d", g, b, xDay+want, fromOpts)
				}
			}
		}
	}
}
