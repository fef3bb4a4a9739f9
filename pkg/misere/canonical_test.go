package misere_test

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"testing"

	"gametheory/pkg/game"
	"gametheory/pkg/misere"
)

// raw holds game forms as they are built, not simplified: raw[i] is the
// list of game i's options. Games of day d are every subset of those of
// day d-1.
type raw [][]int

// born returns the games born by day d, each form once (day 4: 2^16).
func born(d int) raw {
	r := raw{{}}
	for day := 1; day <= d; day++ {
		prev := len(r)
		next := raw{}
		for mask := 0; mask < 1<<prev; mask++ {
			var opts []int
			for i := 0; i < prev; i++ {
				if mask>>i&1 == 1 {
					opts = append(opts, i)
				}
			}
			next = append(next, opts)
		}
		r = next
	}
	return r
}

// lost decides by exhaustive search whether the sum of games gs of r is
// lost in misère play by the player to move; it knows no theorem.
func (r raw) lost(memo map[[3]int]bool, gs [3]int) bool {
	sort.Ints(gs[:])
	if v, ok := memo[gs]; ok {
		return v
	}
	moved := false
	v := true
	for i, g := range gs {
		if g < 0 {
			continue
		}
		for _, o := range r[g] {
			moved = true
			next := gs
			next[i] = o
			if r.lost(memo, next) {
				v = false
			}
		}
	}
	v = v && moved
	memo[gs] = v
	return v
}

// forms returns the canonical form of each game of r.
func forms(t *testing.T, tab *misere.Table, r raw) []*misere.Form {
	t.Helper()
	of := misere.Forms(tab, func(g int) ([][]int, error) {
		var sums [][]int
		for _, o := range r[g] {
			sums = append(sums, []int{o})
		}
		return sums, nil
	})
	fs := make([]*misere.Form, len(r))
	for g := range r {
		f, err := of(g)
		if err != nil {
			t.Fatal(err)
		}
		fs[g] = f
	}
	return fs
}

// TestBornByDay checks Conway's count of the misère games born by days 0
// to 4: 1, 2, 3, 5 and 22 distinct forms.
func TestBornByDay(t *testing.T) {
	want := []int{1, 2, 3, 5, 22}
	for d, w := range want {
		tab := misere.NewTable(0)
		distinct := map[*misere.Form]bool{}
		for _, f := range forms(t, tab, born(d)) {
			distinct[f] = true
		}
		if len(distinct) != w {
			t.Errorf("day %d: %d distinct forms, want %d", d, len(distinct), w)
		}
	}
}

// TestEqualityAgainstSearch checks, for every pair of games born by day
// 3, that their canonical forms are the same exactly when no game X born
// by day 3, nor a sum of two, tells them apart by the misère outcome of
// G+X, searched exhaustively; and that every sum's form has the searched
// outcome.
func TestEqualityAgainstSearch(t *testing.T) {
	r := born(3)
	tab := misere.NewTable(0)
	fs := forms(t, tab, r)
	memo := map[[3]int]bool{}
	var xs [][2]int // X = r[x[0]] + r[x[1]], -1 for none
	for x := range r {
		xs = append(xs, [2]int{x, -1})
		for y := x; y < len(r); y++ {
			xs = append(xs, [2]int{x, y})
		}
	}
	distinct := 0
	for a := range r {
		for b := a + 1; b < len(r); b++ {
			apart := false
			for _, x := range xs {
				if r.lost(memo, [3]int{a, x[0], x[1]}) != r.lost(memo, [3]int{b, x[0], x[1]}) {
					apart = true
					break
				}
			}
			if same := fs[a] == fs[b]; same == apart {
				t.Errorf("games %d %v and %d %v: forms %v and %v, told apart by search: %v", a, r[a], b, r[b], fs[a], fs[b], apart)
			}
			if apart {
				distinct++
			}
		}
	}
	if distinct == 0 {
		t.Fatal("no pair told apart")
	}
	for a := range r {
		for _, x := range xs {
			s, err := tab.Sum(fs[a], fs[x[0]])
			if err == nil && x[1] >= 0 {
				s, err = tab.Sum(s, fs[x[1]])
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := r.lost(memo, [3]int{a, x[0], x[1]}); s.Lost() != want {
				t.Errorf("games %d + %d + %d (-1: none): form %v lost %v, search says %v", a, x[0], x[1], s, s.Lost(), want)
			}
		}
	}
}

// TestNimAndParse checks that Nim heaps are canonical (*n has the n
// options *0 to *(n-1) and is written *n), and that every form born by
// day 4 is read back from what it prints.
func TestNimAndParse(t *testing.T) {
	tab := misere.NewTable(0)
	for n := 0; n <= 6; n++ {
		f, err := tab.Nim(n)
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := f.Nim(); !ok || m != n || len(f.Options()) != n {
			t.Errorf("*%d: Nim() = %d, %v, with %d options", n, m, ok, len(f.Options()))
		}
		if g, err := tab.Parse(f.String()); err != nil || g != f {
			t.Errorf("Parse(%q) = %v, %v", f, g, err)
		}
	}
	for _, f := range forms(t, tab, born(4)) {
		g, err := tab.Parse(f.String())
		if err != nil || g != f {
			t.Errorf("Parse(%q) = %v, %v", f, g, err)
		}
		if f.Width() != len(f.String()) {
			t.Errorf("%v: Width() = %d, want %d", f, f.Width(), len(f.String()))
		}
	}
	for _, c := range []struct{ in, want string }{
		{"{*}", "0"},
		{"{*,*2}", "0"},
		{"{0,*2}", "*"},
		{"* + *2", "*3"},
		{"{ *3 ,{*2}}", "{*3,{*2}}"},
	} {
		f, err := tab.Parse(c.in)
		if err != nil || f.String() != c.want {
			t.Errorf("Parse(%q) = %v, %v; want %s", c.in, f, err, c.want)
		}
	}
	for _, bad := range []string{"", "*x", "{0,", "{0;*}", "1", "0 0", "*99999999999999999999"} {
		if f, err := tab.Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, f)
		}
	}
}

// TestDawsonsKayles checks the heaps of .07: up to heap 9 each equals a
// Nim heap, and heap 10 does not, which exhaustive misère search confirms
// by telling heap 10 apart from every Nim heap below 16 beside a sum of
// heaps of .07 and Nim heaps.
func TestDawsonsKayles(t *testing.T) {
	g := parse(t, ".07")
	tab := misere.NewTable(0)
	heap := misere.Forms(tab, func(n int) ([][]int, error) { return g.Moves(n), nil })
	for n := 0; n <= 10; n++ {
		f, err := heap(n)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := f.Nim(); ok != (n < 10) {
			t.Errorf("heap %d: form %v, a Nim heap: %v", n, f, ok)
		}
	}
	// A position is a heap of .07 (nim false) or a Nim heap.
	type pos struct {
		nim bool
		n   int
	}
	search := game.NewSums(func(p pos) [][]pos {
		var sums [][]pos
		if p.nim {
			for m := 0; m < p.n; m++ {
				sums = append(sums, []pos{{true, m}})
			}
			return sums
		}
		for _, parts := range g.Moves(p.n) {
			var s []pos
			for _, h := range parts {
				s = append(s, pos{false, h})
			}
			sums = append(sums, s)
		}
		return sums
	})
	ten, _ := heap(10)
	for m := 0; m < 16; m++ {
		apart := false
		for x := 0; x <= 10 && !apart; x++ {
			for y := 0; y <= 4 && !apart; y++ {
				w10, err1 := search.MisereWins(pos{false, 10}, pos{false, x}, pos{true, y})
				wm, err2 := search.MisereWins(pos{true, m}, pos{false, x}, pos{true, y})
				if err := errors.Join(err1, err2); err != nil {
					t.Fatal(err)
				}
				apart = w10 != wm
				// The forms' sums agree with the search.
				fx, _ := heap(x)
				ny, _ := tab.Nim(y)
				s, err := tab.Sum(ten, fx)
				if err == nil {
					s, err = tab.Sum(s, ny)
				}
				if err != nil {
					t.Fatal(err)
				}
				if s.Lost() == w10 {
					t.Errorf("10+%d+*%d: form %v lost %v, search says won %v", x, y, s, s.Lost(), w10)
				}
			}
		}
		if !apart {
			t.Errorf("heap 10 of .07 is not told apart from *%d", m)
		}
	}
}

// TestFormLimit checks that a table stops at its bound with an error, and
// that a game whose positions repeat is refused.
func TestFormLimit(t *testing.T) {
	cycle := misere.Forms(misere.NewTable(0), func(p int) ([][]int, error) { return [][]int{{(p + 1) % 3}}, nil })
	if f, err := cycle(0); err == nil || !strings.Contains(err.Error(), "reached from itself") {
		t.Errorf("a cycle of 3 positions: %v, %v; want an error", f, err)
	}
	tab := misere.NewTable(5)
	_, err := tab.Nim(10)
	var le *misere.FormLimitError
	if !errors.As(err, &le) || le.Limit != 5 {
		t.Fatalf("Nim(10) in a table of 5 forms: error %v, want a *FormLimitError of 5", err)
	}
}

// TestCGSuiteNotation checks CGSuite's entry of misère games (*[...]) and
// its impartial {a,b|a,b} against the values of CGSuite's own test cases
// (MisereCanonicalGameTestCase): each game's birthday, misère outcome (N:
// the player to move wins) and options, these written as CGSuite enters
// them; and that games equal in misère play, and only they, read as one
// form.
func TestCGSuiteNotation(t *testing.T) {
	tab := misere.NewTable(0)
	for _, c := range []struct {
		in       string
		birthday int
		outcome  string
		options  []string
	}{
		{"*[0]", 0, "N", nil},
		{"*[1]", 1, "P", []string{"*[0]"}},
		{"*[2]", 2, "N", []string{"*[0]", "*[1]"}},
		{"*[[2]]", 3, "P", []string{"*[2]"}},
		{"*[[[2]]]", 4, "N", []string{"*[[2]]"}},
		{"*[2]+*[2]", 4, "P", []string{"*[2]", "*[3]"}},
		{"*[[*[2]+*[[2]]]]", 6, "P", []string{"*[2]+*[[2]]"}},
		{"*[[2],0]", 4, "N", []string{"*[0]", "*[[2]]"}},
		{"*[[2],1]", 4, "N", []string{"*[1]", "*[[2]]"}},
		{"*[[*[4]+*[2]]]", 7, "P", []string{"*[4]+*[2]"}},
		{"*[[[2]],[[2],1]]", 5, "P", []string{"*[[[2]]]", "*[[2],1]"}},
		{"*[[[2]],[[[2],0],0,1]]", 6, "P", []string{"*[[[2]]]", "*[[[2],0],0,1]"}},
		{"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", 6, "N", []string{"*[[2],1]+*[1]", "*[[[2],0],*[[2]]+*[1],[2]]"}},
		{"*[[[2],2,0],[[2],3],1]", 5, "N", []string{"*[1]", "*[[2]]+*[1]", "*[[2],2,0]"}},
	} {
		f, err := tab.Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		outcome := map[bool]string{true: "P", false: "N"}[f.Lost()]
		if f.Birthday() != c.birthday || outcome != c.outcome {
			t.Errorf("%s = %v: born on day %d, outcome %s; CGSuite says %d, %s", c.in, f, f.Birthday(), outcome, c.birthday, c.outcome)
		}
		var want []string
		for _, o := range c.options {
			g, err := tab.Parse(o)
			if err != nil {
				t.Fatalf("Parse(%q): %v", o, err)
			}
			want = append(want, g.String())
		}
		var got []string
		for _, o := range f.Options() {
			got = append(got, o.String())
		}
		sort.Strings(want)
		sort.Strings(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s = %v: options %v; CGSuite says %v", c.in, f, got, want)
		}
	}
	for _, c := range []struct {
		a, b  string
		equal bool
	}{
		{"{0,*|0,*}", "*2", true},
		{"{|}", "0", true},
		{"{0|0}", "*", true},
		{"*[4,2]", "{*4,*2}", true},
		{"*[]", "0", true},
		{"*2+*2", "{*2,*3}", true},
		{"*2+*2", "0", false}, // equal in normal play, not in misère
		{"*[[2]]", "*[2]", false},
		{"*+*", "0", true},
	} {
		a, errA := tab.Parse(c.a)
		b, errB := tab.Parse(c.b)
		if errA != nil || errB != nil || (a == b) != c.equal {
			t.Errorf("%s = %v, %s = %v (%v, %v): equal %v, want %v", c.a, a, c.b, b, errA, errB, a == b, c.equal)
		}
	}
	for _, bad := range []string{"{0|*}", "{0|", "*[", "*[2", "*[2;3]", "{0|0|0}", "*[99999999999999999999]"} {
		if f, err := tab.Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, f)
		}
	}
}
