package game

import (
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"gametheory/pkg/enum"
	"gametheory/pkg/octal"
)

// plain values sums by the definitions alone, as a reference apart from
// misere.go: a sum is its positions, sorted, beside counts of Nim heaps
// of 2 and of 1; a move is a move in one position (replaced by the parts
// of its option), or a heap of 2 taken to 1 or 0, or a heap of 1 to 0.
// Its value is the misère Grundy value: 1 without moves, else the mex of
// the options'. No part is left out, no theorem used. Positions and
// counts are below 256.
type plain struct {
	moves func(int) [][]int
	memo  map[string]int
	tame  map[string]bool
}

func newPlain(moves func(int) [][]int) *plain {
	return &plain{moves: moves, memo: map[string]int{}, tame: map[string]bool{}}
}

// sumKey returns ps sorted and the key of the sum of ps and the counts.
func sumKey(ps []int, counts ...int) ([]int, string) {
	ps = slices.Clone(ps)
	slices.Sort(ps)
	b := make([]byte, 0, len(ps)+len(counts))
	for _, c := range counts {
		b = append(b, byte(c))
	}
	for _, p := range ps {
		b = append(b, byte(p))
	}
	return ps, string(b)
}

// options calls f with each sum a move in one of the positions ps leaves.
func (n *plain) options(ps []int, f func([]int)) {
	for i := range ps {
		for _, o := range n.moves(ps[i]) {
			f(append(append(slices.Clone(ps[:i]), ps[i+1:]...), o...))
		}
	}
}

func (n *plain) value(ps []int, twos, ones int) int {
	ps, key := sumKey(ps, twos, ones)
	if v, ok := n.memo[key]; ok {
		return v
	}
	var opts []int
	n.options(ps, func(q []int) { opts = append(opts, n.value(q, twos, ones)) })
	if twos > 0 {
		opts = append(opts, n.value(ps, twos-1, ones+1), n.value(ps, twos-1, ones))
	}
	if ones > 0 {
		opts = append(opts, n.value(ps, twos, ones-1))
	}
	v := 1
	if len(opts) > 0 {
		v = 0
		for slices.Contains(opts, v) {
			v++
		}
	}
	n.memo[key] = v
	return v
}

// isTame reports whether the sum ps and every sum it reaches have values
// of a tame form (tameForm), g the xor of the positions' values g.
func (n *plain) isTame(ps []int, g []int) bool {
	ps, key := sumKey(ps)
	if t, ok := n.tame[key]; ok {
		return t
	}
	x := 0
	gamma := make([]int, 8)
	for k := range gamma {
		gamma[k] = n.value(ps, k, 0)
	}
	for _, p := range ps {
		x ^= g[p]
	}
	t := tameForm(x, gamma)
	n.options(ps, func(q []int) { t = t && n.isTame(q, g) })
	n.tame[key] = t
	return t
}

// tameForm reports whether the values of a sum, its normal value g and
// misère values γ0, γ1, ... with 0, 1, ... heaps of 2, begin as one of
// misère Nim's do: 0^120 (1, 2, 0, 2, ...), 1^031 (0, 3, 1, 3, ...) or
// a^{a, a xor 2} (a, a xor 2, a, ...).
func tameForm(g int, gamma []int) bool {
	form := func(first, odd, even int) bool {
		for k, v := range gamma {
			want := even
			switch {
			case k == 0:
				want = first
			case k%2 == 1:
				want = odd
			}
			if v != want {
				return false
			}
		}
		return true
	}
	return g == 0 && form(1, 2, 0) || g == 1 && form(0, 3, 1) || form(g, g^2, g)
}

// randomSums returns a random take-and-break game on heaps 0..size-1:
// each option of a heap of n leaves no heap, one heap or two, of fewer
// than n tokens in all, so that a sum of heaps reaches only sums of
// fewer tokens.
func randomSums(r *rand.Rand, size int) [][][]int {
	moves := make([][][]int, size)
	for n := 1; n < size; n++ {
		for k := r.Intn(5); k >= 0; k-- {
			left := r.Intn(n) // the tokens the option leaves
			switch a := r.Intn(left + 1); {
			case left == 0:
				moves[n] = append(moves[n], []int{})
			case a == 0 || a == left || r.Intn(2) == 0:
				moves[n] = append(moves[n], []int{left})
			default:
				moves[n] = append(moves[n], []int{a, left - a})
			}
		}
	}
	return moves
}

// eachSum calls f with every multiset of 1 to most positions below size.
func eachSum(size, most int, f func([]int)) {
	enum.Multisets(size, most, func(ps []int) {
		if len(ps) > 0 {
			f(ps)
		}
	})
}

// TestMisereSums checks MisereWins, Genus and Tame on every sum of up to 3
// positions of 60 random games of sums, asked in random orders, against
// plain's values: the outcome, each misère value γk for k up to four past
// the genus's last (so the alternation is checked, not assumed), the
// normal value against Grundy's xor, and tameness against the forms of
// every follower's values. Where a sum is tame, its outcome is misère
// Nim's on its parts' genera, as the theorem of tame games says.
func TestMisereSums(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	tame, wild := 0, 0
	for trial := 0; trial < 60; trial++ {
		moves := randomSums(r, 2+r.Intn(9))
		g := NewSums(func(p int) [][]int { return moves[p] })
		ref := newPlain(func(p int) [][]int { return moves[p] })
		values := make([]int, len(moves))
		for p := range values {
			values[p], _ = g.Grundy(p)
		}
		eachSum(len(moves), 3, func(ps []int) {
			ask := slices.Clone(ps)
			r.Shuffle(len(ask), func(i, j int) { ask[i], ask[j] = ask[j], ask[i] })
			won, err := g.MisereWins(ask...)
			if err != nil || won != (ref.value(ps, 0, 0) != 0) {
				t.Fatalf("trial %d: MisereWins(%v) = %v, %v; the definition says %v", trial, ask, won, err, !won)
			}
			x, err := g.Genus(ask...)
			if err != nil {
				t.Fatal(err)
			}
			normal, _ := g.Sum(ps...)
			if x.Normal != normal {
				t.Fatalf("trial %d: %v: genus %v, Grundy value %d", trial, ps, x, normal)
			}
			for k := 0; k < len(x.Misere)+4; k++ {
				if v := ref.value(ps, k, 0); x.MisereWith(k) != v {
					t.Fatalf("trial %d: %v: genus %v, but with %d heaps of 2 the misère value is %d", trial, ps, x, k, v)
				}
			}
			isTame, err := g.Tame(ask...)
			if want := ref.isTame(ps, values); err != nil || isTame != want {
				t.Fatalf("trial %d: %v: Tame = %v, %v; the followers' values say %v", trial, ps, isTame, err, want)
			}
			if !isTame {
				wild++
				return
			}
			tame++
			var l label
			for _, p := range ps {
				y, _ := g.Genus(p)
				pl, ok := labelOf(y)
				if !ok {
					t.Fatalf("trial %d: %v is tame, its part %d's genus %v is not of a tame form", trial, ps, p, y)
				}
				l = l.plus(pl)
			}
			if lost := !l.firm && l.v == 1 || l.firm && l.v == 0; lost == won {
				t.Fatalf("trial %d: %v: tame, misère Nim on the genera says won %v, the search %v", trial, ps, !lost, won)
			}
		})
	}
	t.Logf("%d tame sums, %d wild ones", tame, wild)
	if tame < 3000 || wild < 300 {
		t.Errorf("%d tame sums and %d wild ones: the random games test too little of one", tame, wild)
	}
}

// heap is a Nim heap as a game of sums: its options are the smaller heaps.
func heap(n int) [][]int {
	opts := make([][]int, n)
	for i := range opts {
		opts[i] = []int{i}
	}
	return opts
}

// TestMisereNimSums checks misère Nim played as a sum of heaps: every sum
// of up to 5 heaps of at most 6 against Bouton's rule, and the genus of
// each heap, a^{a, a xor 2} for a >= 2 after 0^120 and 1^031, and tame.
func TestMisereNimSums(t *testing.T) {
	g := NewSums(heap)
	eachSum(7, 5, func(hs []int) {
		if w, err := g.MisereWins(hs...); err != nil || w != bouton(hs) {
			t.Errorf("%v: MisereWins = %v, %v; want %v", hs, w, err, !w)
		}
	})
	for n := 0; n < 40; n++ {
		want := fmt.Sprintf("%d^%d%d", n, n, n^2)
		if n^2 > 9 || n > 9 {
			want = fmt.Sprintf("%d^{%d,%d}", n, n, n^2)
		}
		switch n {
		case 0:
			want = "0^120"
		case 1:
			want = "1^031"
		}
		x, err := g.Genus(n)
		tame, _ := g.Tame(n)
		if err != nil || x.String() != want || !tame {
			t.Errorf("heap %d: genus %v, %v, tame %v; want %s, tame", n, x, err, tame, want)
		}
	}
}

// TestPublishedGenera checks genera Winning Ways prints (ch. 13): the
// empty game 0^120 and ∗2 2^20; Kayles (.77) heap 8 1^13; Dawson's Kayles
// heap 10 3^1431, which is .07's heap 10 (ten pins, a move knocks down
// two adjacent ones) and Dawson's chess's (.137) heap 9 (Winning Ways
// ch. 4: a row of n Dawson's chess files is n+1 pins of Dawson's Kayles).
// And the first heaps of both in full, against plain's definitions.
func TestPublishedGenera(t *testing.T) {
	octalGame := func(code string) *Game[int] {
		o, err := octal.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		return NewSums(o.Moves)
	}
	kayles, dawson, chess := octalGame(".77"), octalGame(".07"), octalGame(".137")
	for _, c := range []struct {
		name string
		g    *Game[int]
		n    int
		want string
	}{
		{"the empty game", kayles, 0, "0^120"},
		{"∗2 (Kayles' heap 2)", kayles, 2, "2^20"},
		{"Kayles' heap 8", kayles, 8, "1^13"},
		{"Dawson's Kayles' heap 10 (.07)", dawson, 10, "3^1431"},
		{"Dawson's chess's heap 9 (.137)", chess, 9, "3^1431"},
	} {
		if x, err := c.g.Genus(c.n); err != nil || x.String() != c.want {
			t.Errorf("%s: genus %v, %v; want %s", c.name, x, err, c.want)
		}
	}
	// The genera of the heaps 0, 1, 2, ..., computed here and checked
	// against plain where its search is quick.
	for _, c := range []struct {
		code string
		want []string
	}{
		{".77", []string{"0^120", "1^031", "2^20", "3^31", "1^031", "4^146", "3^31", "2^20", "1^13", "4^046", "2^20", "6^46", "4^046", "1^13", "2^20", "7^57", "1^13", "4^64", "3^31", "2^20", "1^031", "4^64", "6^46", "7^57", "4^64", "1^731", "2^20", "8^{8,10}", "5^75", "4^64", "7^57", "2^20", "1^13", "8^{10,8}", "6^46", "7^57"}},
		{".07", []string{"0^120", "0^120", "1^031", "1^031", "2^20", "0^120", "3^31", "1^031", "1^031", "0^120", "3^1431", "3^31", "2^0520", "2^20", "4^146", "0^120", "5^057", "2^0520", "2^20", "3^1431", "3^31", "0^02", "1^031", "1^13", "3^1431", "0^31", "2^0520", "1^431", "1^13", "0^120", "4^0564", "5^057", "2^20", "7^14875", "4^57", "0^02", "1^031", "1^13", "2^1420", "0^31"}},
	} {
		g := octalGame(c.code)
		o, _ := octal.Parse(c.code)
		ref := newPlain(o.Moves)
		for n, want := range c.want {
			x, err := g.Genus(n)
			if err != nil || x.String() != want {
				t.Errorf("%s heap %d: genus %v, %v; want %s", c.code, n, x, err, want)
			}
			for k := 0; n <= 12 && k < len(x.Misere)+2; k++ {
				if v := ref.value([]int{n}, k, 0); v != x.MisereWith(k) {
					t.Errorf("%s heap %d: genus %v, but with %d heaps of 2 the misère value is %d", c.code, n, x, k, v)
				}
			}
		}
	}
}

// TestTameKayles: Kayles' heaps up to 4 are tame and 5 is not (its genus
// 4^146 is no tame form), so sums of heaps up to 4 are misère Nim on
// their genera, which the search confirms on every sum of up to 6 of
// them; and a sum of 30 rows, far past a fixed cap, is searched.
func TestTameKayles(t *testing.T) {
	o, _ := octal.Parse(".77")
	g := NewSums(o.Moves)
	for n := 0; n <= 5; n++ {
		if tame, err := g.Tame(n); err != nil || tame != (n <= 4) {
			t.Errorf("Kayles heap %d: Tame = %v, %v", n, tame, err)
		}
	}
	eachSum(5, 6, func(hs []int) {
		var l label
		for _, h := range hs {
			x, _ := g.Genus(h)
			hl, _ := labelOf(x)
			l = l.plus(hl)
		}
		lost := !l.firm && l.v == 1 || l.firm && l.v == 0
		if w, err := g.MisereWins(hs...); err != nil || w == lost {
			t.Errorf("Kayles %v: MisereWins = %v, %v; misère Nim on the genera says %v", hs, w, err, !lost)
		}
	})
	rows := make([]int, 30)
	for i := range rows {
		rows[i] = 1 + i%3
	}
	// 10 rows each of 1, 2 and 3: tame, firm 0 (1^031 ten times is fickle
	// 0, 2^20 and 3^31 ten times each xor to 0): lost.
	if w, err := g.MisereWins(rows...); err != nil || w {
		t.Errorf("Kayles, 30 rows of 1, 2, 3: MisereWins = %v, %v; want false", w, err)
	}
}

// TestMisereManyParts: a sum of 2000 heaps of 1 is searched without
// recursion (TestRulesLongChain searches a chain of 10^6 positions).
func TestMisereManyParts(t *testing.T) {
	ones := make([]int, 2000)
	for i := range ones {
		ones[i] = 1
	}
	g := NewSums(heap)
	if w, err := g.MisereWins(ones...); err != nil || !w {
		t.Errorf("2000 heaps of 1: MisereWins = %v, %v; want true", w, err)
	}
	if w, err := g.MisereWins(ones[1:]...); err != nil || w {
		t.Errorf("1999 heaps of 1: MisereWins = %v, %v; want false", w, err)
	}
}

// TestMisereErrors: a cycle and a panic are errors naming a position, in
// every function that takes sums, and other positions are valued after.
func TestMisereErrors(t *testing.T) {
	moves := map[int][][]int{1: {{2}}, 2: {{3, 5}}, 3: {{1}}, 4: {{1}, {5}}, 5: {{}}, 6: {{5, 5}}}
	g := NewSums(func(p int) [][]int {
		if p == 7 {
			panic("no moves here")
		}
		return moves[p]
	})
	for name, f := range map[string]func(ps ...int) error{
		"MisereWins": func(ps ...int) error { _, err := g.MisereWins(ps...); return err },
		"Genus":      func(ps ...int) error { _, err := g.Genus(ps...); return err },
		"Tame":       func(ps ...int) error { _, err := g.Tame(ps...); return err },
	} {
		var c *CycleError
		if err := f(5, 4); !errors.As(err, &c) || c.Position.(int) < 1 || c.Position.(int) > 3 {
			t.Errorf("%s(5, 4): %v, want a cycle through 1, 2, 3", name, err)
		}
		var pa *PanicError
		if err := f(6, 7); !errors.As(err, &pa) || pa.Position != 7 {
			t.Errorf("%s(6, 7): %v, want a *PanicError at 7", name, err)
		}
	}
	// 6's only option is 5+5, ∗1+∗1, won for the player to move there:
	// 6 is lost, 1^031 as ∗1 is, and 6+5 is 0^120 as ∗1+∗1 is.
	if w, err := g.MisereWins(6); err != nil || w {
		t.Errorf("MisereWins(6) = %v, %v; want false", w, err)
	}
	if x, err := g.Genus(6); err != nil || x.String() != "1^031" {
		t.Errorf("Genus(6) = %v, %v; want 1^031", x, err)
	}
	if x, err := g.Genus(6, 5); err != nil || x.String() != "0^120" {
		t.Errorf("Genus(6, 5) = %v, %v; want 0^120", x, err)
	}
}

func TestGenusString(t *testing.T) {
	for _, c := range []struct {
		x    Genus
		want string
	}{
		{Genus{0, []int{1, 2, 0}}, "0^120"},
		{Genus{3, []int{1, 4, 3, 1}}, "3^1431"},
		{Genus{12, []int{12, 14}}, "12^{12,14}"},
		{Genus{8, []int{10, 8}}, "8^{10,8}"},
	} {
		if got := c.x.String(); got != c.want {
			t.Errorf("%v: %q, want %q", c.x.Misere, got, c.want)
		}
	}
	x := Genus{3, []int{1, 4, 3, 1}}
	for k, want := range []int{1, 4, 3, 1, 3, 1, 3} {
		if got := x.MisereWith(k); got != want {
			t.Errorf("3^1431 with %d heaps of 2: %d, want %d", k, got, want)
		}
	}
}
