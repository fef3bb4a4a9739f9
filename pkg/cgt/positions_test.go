package cgt

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"
)

// The tests' own rules of the built-in games, written without the
// package's code and searched whole: no region is split off, no position
// normalized, nothing valued.

// An hbString is a Blue-Red Hackenbush string from the ground up: cutting
// edge i leaves the edges below it.
type hbString string

func (s hbString) options(left bool) []part {
	c := byte('R')
	if left {
		c = 'L'
	}
	var out []part
	for i := range s {
		if s[i] == c {
			out = append(out, s[:i])
		}
	}
	return out
}

// An hbTree is a Blue-Red Hackenbush tree: each edge's colour and the edge
// below it (-1 the ground), and the set of edges still there.
type hbTree struct {
	t    *treeEdges
	kept uint64
}

type treeEdges struct {
	color []byte
	below []int
}

func (h hbTree) options(left bool) []part {
	c := byte('R')
	if left {
		c = 'L'
	}
	var out []part
	for e, col := range h.t.color {
		if col != c || h.kept>>e&1 == 0 {
			continue
		}
		// Cut e: every edge whose path to the ground passes e goes.
		kept := h.kept
		for f := range h.t.color {
			for g := f; g >= 0; g = h.t.below[g] {
				if g == e {
					kept &^= 1 << f
					break
				}
			}
		}
		out = append(out, hbTree{h.t, kept})
	}
	return out
}

// A domBoard is a whole Domineering board, rows separated by '/': Left
// fills two empty cells one above the other, Right two side by side.
type domBoard string

func (d domBoard) options(left bool) []part {
	step := 1 // the cell to the right, or with left the one below
	if left {
		step = strings.IndexByte(string(d), '/') + 1
		if step == 0 {
			return nil // one row: no room for a vertical domino
		}
	}
	var out []part
	for i := 0; i+step < len(d); i++ {
		// '/' parts the rows, so a cell and the next one right are in
		// one row when both are '.'.
		if d[i] == '.' && d[i+step] == '.' {
			b := []byte(d)
			b[i], b[i+step] = '#', '#'
			out = append(out, domBoard(b))
		}
	}
	return out
}

// A cakes is a position of Cutcake: its pieces, a byte R<<4 | C each (R
// rows by C columns, up to 15 each), sorted, those of one square left out
// as neither player can cut them. Left cuts a piece between two columns,
// Right between two rows; a cut k from one side and k from the other
// leave the same pieces, so only k up to half is tried.
type cakes string

func cake(r, c int) cakes { return cakes(cakes("").with(-1, r, c)) }

// with returns the pieces with piece i (-1: none) taken out and an r×c
// piece put in, sorted.
func (k cakes) with(i, r, c int) string {
	b := []byte(string(k))
	if i >= 0 {
		b = append(b[:i:i], b[i+1:]...)
	}
	if r*c > 1 {
		b = append(b, byte(r<<4|c))
	}
	slices.Sort(b)
	return string(b)
}

func (k cakes) options(left bool) []part {
	var out []part
	for i := 0; i < len(k); i++ {
		if i > 0 && k[i] == k[i-1] {
			continue // the same piece as the last: the same moves
		}
		r, c := int(k[i]>>4), int(k[i]&15)
		for cut := 1; ; cut++ {
			if left && 2*cut <= c {
				out = append(out, cakes(cakes(k.with(i, r, cut)).with(-1, r, c-cut)))
			} else if !left && 2*cut <= r {
				out = append(out, cakes(cakes(k.with(i, cut, c)).with(-1, r-cut, c)))
			} else {
				break
			}
		}
	}
	return out
}

// equalBySearch reports whether the sum of ps equals g: the search finds
// the sum less g lost for both players.
func equalBySearch(b *brute, rg *rawGames, g Game, ps ...part) bool {
	return b.outcome(append(ps, rg.neg(rg.raw(g)))...) == SecondWins
}

// berlekamp returns the value of a Blue-Red Hackenbush string by
// Berlekamp's sign-expansion rule (Winning Ways, ch. 2): the edges up to
// the first change of colour count 1 each, L positive and R negative; the
// k-th edge after the change counts 1/2^k.
func berlekamp(s string) Dyadic {
	v, k := Dyadic{}, 0
	for i := range s {
		if s[i] != s[0] {
			k = max(k, 1)
		}
		d := NewDyadic(1, k)
		if s[i] == 'R' {
			d = d.Neg()
		}
		v = v.Add(d)
		if k > 0 {
			k++
		}
	}
	return v
}

// TestHackenbushStrings values every string of up to 12 edges: it is the
// number Berlekamp's rule gives, and its outcome is the search's; up to 10
// edges, it is the canonical form its moves give, valued by the Ruleset.
func TestHackenbushStrings(t *testing.T) {
	b := newBrute()
	for n := 0; n <= 12; n++ {
		for mask := 0; mask < 1<<n; mask++ {
			var s strings.Builder
			for i := 0; i < n; i++ {
				s.WriteByte("LR"[mask>>i&1])
			}
			g, err := Hackenbush(s.String())
			if n == 0 {
				if err == nil {
					t.Errorf("Hackenbush(\"\") = %v, want an error: a tree has an edge", g)
				}
				continue
			}
			x, isNum := g.Number()
			if err != nil || !isNum || x != berlekamp(s.String()) {
				t.Errorf("Hackenbush(%q) = %v, %v; want the number %v", s.String(), g, err, berlekamp(s.String()))
			}
			if o := b.outcome(hbString(s.String())); g.Outcome() != o {
				t.Errorf("%q: outcome %v, the search says %v", s.String(), g.Outcome(), o)
			}
			if n > 10 {
				continue
			}
			if v, err := hackenbush.Value(s.String()); err != nil || v != g {
				t.Errorf("%q: %v by its sign expansion, %v, %v by its moves", s.String(), g, v, err)
			}
		}
	}
	for s, want := range map[string]string{"L": "1", "R": "-1", "LR": "1/2", "LRR": "1/4", "LRL": "3/4", "RLL": "-1/4", "LLR": "3/2", "LRRL": "3/8"} {
		if g, _ := Hackenbush(s); g.String() != want {
			t.Errorf("Hackenbush(%q) = %v, want %s", s, g, want)
		}
	}
}

// randomTree returns a random Blue-Red Hackenbush tree of n edges, written
// in Hackenbush's notation, and as the tests' hbTree.
func randomTree(rnd *rand.Rand, n int) (string, hbTree) {
	t := &treeEdges{}
	for e := 0; e < n; e++ {
		below := -1
		if e > 0 {
			below = rnd.Intn(e)
		}
		t.color = append(t.color, "LR"[rnd.Intn(2)])
		t.below = append(t.below, below)
	}
	var write func(e int) string
	write = func(e int) string {
		s := string(t.color[e])
		var kids []string
		for f := range t.color {
			if t.below[f] == e {
				kids = append(kids, write(f))
			}
		}
		if len(kids) > 0 {
			s += "(" + strings.Join(kids, ",") + ")"
		}
		return s
	}
	return write(0), hbTree{t, 1<<n - 1}
}

// TestHackenbushTrees values random trees of up to 9 edges: each equals,
// by the search of the tree less its value, the number found, and its
// outcome is the search's.
func TestHackenbushTrees(t *testing.T) {
	rnd := rand.New(rand.NewSource(5))
	b, rg := newBrute(), newRawGames()
	for i := 0; i < 300; i++ {
		s, tree := randomTree(rnd, 1+rnd.Intn(9))
		g, err := Hackenbush(s)
		if _, isNum := g.Number(); err != nil || !isNum {
			t.Fatalf("Hackenbush(%q) = %v, %v; want a number", s, g, err)
		}
		if !equalBySearch(b, rg, g, tree) {
			t.Errorf("Hackenbush(%q) = %v, but the search finds the tree less it won by a player", s, g)
		}
		if o := b.outcome(tree); g.Outcome() != o {
			t.Errorf("%q: outcome %v, the search says %v", s, g.Outcome(), o)
		}
	}
	// The same tree written with its branches in another order, or a
	// single branch in parentheses, is the same game.
	for _, same := range [][]string{{"L(R,LR)", "L(LR,R)", "L(R,L(R))"}, {"LR(L,R(L,R))", "LR(R(R,L),L)"}} {
		for _, s := range same[1:] {
			if g, h := must(Hackenbush(same[0])), must(Hackenbush(s)); g != h {
				t.Errorf("Hackenbush(%q) = %v, Hackenbush(%q) = %v", same[0], g, s, h)
			}
		}
	}
}

func must(g Game, err error) Game {
	if err != nil {
		panic(err)
	}
	return g
}

// boardOf writes the cells of an h×w board, mask's bit r*w+c set for a
// filled cell.
func boardOf(h, w, mask int) string {
	var s strings.Builder
	for r := 0; r < h; r++ {
		if r > 0 {
			s.WriteByte('/')
		}
		for c := 0; c < w; c++ {
			s.WriteByte(".#"[mask>>(r*w+c)&1])
		}
	}
	return s.String()
}

// TestDomineeringRegions checks that every board of 3×4 cells splits into
// the same regions by bit operations (region.split) as cell by cell
// (board.regions), and that its two mirror images and the board moved
// down and right within a larger one have the same regions, each written
// as its least mirror image (the least word of cells, bit r*w+c for row r
// and column c): "#../..#" for "..#/#..".
func TestDomineeringRegions(t *testing.T) {
	const h, w = 3, 4
	sorted := func(rs []region) []region {
		slices.SortFunc(rs, func(a, b region) int { return strings.Compare(a.String(), b.String()) })
		return rs
	}
	regionsOf := func(s string) []region {
		b, err := parseBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := b.regions()
		if err != nil {
			t.Fatal(err)
		}
		return sorted(rs)
	}
	if got := regionsOf("..#/#.."); len(got) != 1 || got[0].String() != "#../..#" {
		t.Errorf("regions of ..#/#.. = %v, want [#../..#]", got)
	}
	for mask := 0; mask < 1<<(h*w); mask++ {
		s := boardOf(h, w, mask)
		want := regionsOf(s)
		rows := strings.Split(s, "/")
		lr, ud := make([]string, h), make([]string, h)
		for i, row := range rows {
			b := []byte(row)
			slices.Reverse(b)
			lr[i], ud[h-1-i] = string(b), row
		}
		for name, got := range map[string][]region{
			"split":         sorted(region{h, w, ^uint64(mask) & (1<<(h*w) - 1)}.split(nil)),
			"left to right": regionsOf(strings.Join(lr, "/")),
			"top to bottom": regionsOf(strings.Join(ud, "/")),
			"moved":         regionsOf(strings.Repeat("#", w+1) + "/#" + strings.Join(rows, "/#")),
		} {
			if !slices.Equal(got, want) {
				t.Fatalf("board %s: regions %v, but %s %v", s, want, name, got)
			}
		}
	}
}

// TestDomineeringNormal checks region.normal, which works on whole words,
// against the same written cell by cell: on every set of cells of every
// rectangle of up to 12 cells, each placed within a larger one one row
// down and one column right, the rectangle that bounds the cells and the
// least word of its four mirror images.
func TestDomineeringNormal(t *testing.T) {
	for h := 1; h <= 12; h++ {
		for w := 1; h*w <= 12; w++ {
			bh, bw := h+2, w+3 // the larger rectangle
			for mask := 1; mask < 1<<(h*w); mask++ {
				var g region
				g.h, g.w = uint32(bh), uint32(bw)
				top, bottom, left, right := h, -1, w, -1
				for r := 0; r < h; r++ {
					for c := 0; c < w; c++ {
						if mask>>(r*w+c)&1 != 0 {
							g.cells |= 1 << ((r+1)*bw + c + 1)
							top, bottom, left, right = min(top, r), max(bottom, r), min(left, c), max(right, c)
						}
					}
				}
				nh, nw := bottom-top+1, right-left+1
				want := region{uint32(nh), uint32(nw), ^uint64(0)}
				for _, flip := range [][2]bool{{false, false}, {false, true}, {true, false}, {true, true}} {
					var image uint64
					for r := top; r <= bottom; r++ {
						for c := left; c <= right; c++ {
							if mask>>(r*w+c)&1 == 0 {
								continue
							}
							ir, ic := r-top, c-left
							if flip[0] {
								ir = nh - 1 - ir
							}
							if flip[1] {
								ic = nw - 1 - ic
							}
							image |= 1 << (ir*nw + ic)
						}
					}
					want.cells = min(want.cells, image)
				}
				if got := g.normal(); got != want {
					t.Fatalf("%v: normal %v (%d×%d), want %v (%d×%d)", g, got, got.h, got.w, want, want.h, want.w)
				}
			}
		}
	}
}

// TestDomineeringTranspose checks region.transposed against the
// transpose written cell by cell, normalised, on every set of cells of
// every rectangle of up to 12 cells; and that a Ruleset that values a
// region once with its transpose, negating the value for the other, gives
// every board of 4×3 cells, valued after its transpose of 3×4, the value
// that a Ruleset without it gives and the search finds.
func TestDomineeringTranspose(t *testing.T) {
	for h := 1; h <= 12; h++ {
		for w := 1; h*w <= 12; w++ {
			for mask := 1; mask < 1<<(h*w); mask++ {
				g, want := region{uint32(h), uint32(w), uint64(mask)}, region{uint32(w), uint32(h), 0}
				for i := 0; i < h*w; i++ {
					if mask>>i&1 != 0 {
						want.cells |= 1 << (i%w*h + i/w)
					}
				}
				if got := g.transposed(); got != want.normal() {
					t.Fatalf("%v: transposed %v (%d×%d), want %v", g, got, got.h, got.w, want.normal())
				}
			}
		}
	}
	valueWith := func(r *Ruleset[region], s string) Game {
		b, err := parseBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		regions, err := b.regions()
		if err != nil {
			t.Fatal(err)
		}
		return must(r.sum(regions))
	}
	shared, apart := newDomineering(), NewSums(domineeringMoves(true), domineeringMoves(false))
	b, rg := newBrute(), newRawGames()
	for mask := 0; mask < 1<<12; mask++ {
		s := boardOf(3, 4, mask)
		rows := strings.Split(s, "/")
		var tb strings.Builder
		for c := 0; c < 4; c++ {
			if c > 0 {
				tb.WriteByte('/')
			}
			for r := 0; r < 3; r++ {
				tb.WriteByte(rows[r][c])
			}
		}
		ts := tb.String()
		valueWith(shared, s)
		g := valueWith(shared, ts)
		if want := valueWith(apart, ts); g != want {
			t.Fatalf("domineering %s, valued after its transpose %s: %v, want %v", ts, s, g, want)
		}
		if !equalBySearch(b, rg, g, domBoard(ts)) {
			t.Fatalf("domineering %s, valued after its transpose %s: %v, but the search finds the board less it won by a player", ts, s, g)
		}
	}
}

// TestRegionStore checks the table of regions' values against a map: on
// regions of every shape of up to 4×4 and some cells, the same cells in
// several shapes among them, put in batches that make it grow, each
// region found with its last value and each not put not found.
func TestRegionStore(t *testing.T) {
	var s regionStore
	want := map[region]Game{}
	rnd := rand.New(rand.NewSource(8))
	var all []region
	for h := 1; h <= 4; h++ {
		for w := 1; w <= 4; w++ {
			for k := 0; k < 400; k++ {
				all = append(all, region{uint32(h), uint32(w), uint64(rnd.Intn(1 << (h * w)))})
			}
		}
	}
	for i, g := range all {
		if i%2 == 0 {
			v := Game{uint32(rnd.Intn(5))}
			s.put(g, v)
			want[g] = v
		}
		if i%500 != 499 {
			continue
		}
		for _, g := range all {
			v, ok := s.get(g)
			if w, wok := want[g]; v != w || ok != wok {
				t.Fatalf("after %d regions: %v (%d×%d) is %v, %v; want %v, %v", i+1, g, g.h, g.w, v, ok, w, wok)
			}
		}
		if s.len() != len(want) {
			t.Fatalf("after %d regions: %d held, want %d", i+1, s.len(), len(want))
		}
	}
}

// TestDomineeringOutcomes checks the outcome of every board of 16 cells,
// 4×4, 2×8 and 8×2, and of 15, 3×5, every cell empty or filled, against
// the search of the whole board.
func TestDomineeringOutcomes(t *testing.T) {
	for _, dims := range [][2]int{{4, 4}, {2, 8}, {8, 2}, {3, 5}} {
		h, w := dims[0], dims[1]
		b := newBrute()
		for mask := 0; mask < 1<<(h*w); mask++ {
			s := boardOf(h, w, mask)
			g, err := Domineering(s)
			if err != nil {
				t.Fatal(err)
			}
			if o := b.outcome(domBoard(s)); g.Outcome() != o {
				t.Fatalf("domineering %s = %v: outcome %v, the search says %v", s, g, g.Outcome(), o)
			}
		}
	}
}

// TestDomineeringValues checks a few boards' published values, and that
// every rectangle of up to 16 cells, every board of 3×4 and 4×3 cells and
// random boards of up to 16 cells equal the value found: the search of
// the whole board less it finds it lost for both. With Left vertical, a
// 2×1 column is 1, a 1×2 row is -1, and the 2×2 square is +-1 (Winning
// Ways, ch. 2).
func TestDomineeringValues(t *testing.T) {
	for board, want := range map[string]string{
		"./.": "1", "..": "-1", "../..": "+-1", ".": "0", "#": "0",
		// Published canonical forms (cgt-tools' Domineering tests, Left
		// vertical as here; {1|-1} and {1*|-1*} written +-1 and +-1*).
		"..#/..#/##.": "+-1", "....": "-2", ".#/..": "*", "..#/..#/...": "{1/2|-2}",
		".../.../...": "+-1", ".#.#/.#..": "1*", "#.../..../..../....": "+-1*",
	} {
		if g, err := Domineering(board); err != nil || g.String() != want {
			t.Errorf("Domineering(%q) = %v, %v; want %s", board, g, err, want)
		}
	}
	b, rg := newBrute(), newRawGames()
	var boards []string
	for h := 1; h <= 16; h++ {
		for w := 1; h*w <= 16; w++ {
			boards = append(boards, boardOf(h, w, 0))
		}
	}
	// Every board of 3×4 and 4×3 cells, each cell empty or filled: its
	// regions normalised by whole words, mirrored and moved.
	for _, dims := range [][2]int{{3, 4}, {4, 3}} {
		for mask := 0; mask < 1<<12; mask++ {
			boards = append(boards, boardOf(dims[0], dims[1], mask))
		}
	}
	rnd := rand.New(rand.NewSource(6))
	for i := 0; i < 100; i++ {
		h := 1 + rnd.Intn(4)
		w := 1 + rnd.Intn(16/h)
		boards = append(boards, boardOf(h, w, rnd.Intn(1<<(h*w))&rnd.Intn(1<<(h*w))))
	}
	for _, s := range boards {
		g := must(Domineering(s))
		if !equalBySearch(b, rg, g, domBoard(s)) {
			t.Errorf("Domineering(%q) = %v, but the search finds the board less it won by a player", s, g)
		}
	}
}

// cakeSearch decides a position of Cutcake plus an integer n (n moves for
// Left where n > 0, -n for Right where n < 0) by the plain search, with a
// memo of a few dozen bytes a position, for the millions of positions
// below an 8×8 cake.
type cakeSearch map[string]uint8

// wins reports whether Left (left) or Right, moving first, wins k + n.
func (m cakeSearch) wins(k cakes, n int, left bool) bool {
	key := string(k) + string([]byte{byte(n)})
	known, won := uint8(1), uint8(2)
	if !left {
		known, won = 4, 8
	}
	if s := m[key]; s&known != 0 {
		return s&won != 0
	}
	win := false
	switch {
	case left && n > 0:
		win = !m.wins(k, n-1, false)
	case !left && n < 0:
		win = !m.wins(k, n+1, true)
	}
	for _, o := range k.options(left) {
		if win {
			break
		}
		win = !m.wins(o.(cakes), n, !left)
	}
	s := m[key] | known
	if win {
		s |= won
	}
	m[key] = s
	return win
}

// TestCutcake checks every cake up to 8×8: its value is an integer v, the
// search finds the cake less v lost for both players, and its outcome is
// the search's. A cake of 1 row by 3 columns is 2, of 3 by 4 is 1 (Winning
// Ways, ch. 2). The cakes of more than 42 squares are searched only with
// CGT_TEST_LONG=1 in the environment, as CI does: those six take about
// 14 s of CPU and 460 MiB together.
func TestCutcake(t *testing.T) {
	for _, tt := range []struct {
		r, c int
		want string
	}{{1, 3, "2"}, {3, 4, "1"}, {3, 1, "-2"}, {1, 1, "0"}, {8, 8, "0"}} {
		if g, err := Cutcake(tt.r, tt.c); err != nil || g.String() != tt.want {
			t.Errorf("Cutcake(%d, %d) = %v, %v; want %s", tt.r, tt.c, g, err, tt.want)
		}
	}
	m := cakeSearch{}
	long := os.Getenv("CGT_TEST_LONG") != ""
	for r := 1; r <= 8; r++ {
		for c := 1; c <= 8; c++ {
			if r*c > 42 && !long {
				t.Logf("cutcake %dx%d: not searched (CGT_TEST_LONG=1 does)", r, c)
				continue
			}
			g := must(Cutcake(r, c))
			v, isNum := g.Number()
			k := cake(r, c)
			switch {
			case !isNum || !v.IsInt():
				t.Errorf("Cutcake(%d, %d) = %v, not an integer", r, c, g)
			case m.wins(k, int(-v.Num()), true) || m.wins(k, int(-v.Num()), false):
				t.Errorf("Cutcake(%d, %d) = %v, but the search finds the cake less it won by a player", r, c, g)
			}
			if o := outcomeOf(m.wins(k, 0, true), m.wins(k, 0, false)); g.Outcome() != o {
				t.Errorf("cutcake %dx%d: outcome %v, the search says %v", r, c, g.Outcome(), o)
			}
		}
	}
	for _, bad := range [][2]int{{0, 1}, {1, 0}, {-1, 3}, {129, 1}} {
		if _, err := Cutcake(bad[0], bad[1]); err == nil {
			t.Errorf("Cutcake(%d, %d): no error", bad[0], bad[1])
		}
	}
}

// TestPositionSums checks sums of two and three positions of the built-in
// games, written as Parse reads them: the outcome of the sum's value is
// the search's of the sum of the positions themselves.
func TestPositionSums(t *testing.T) {
	rnd := rand.New(rand.NewSource(7))
	b := newBrute()
	random := func() (string, part) {
		switch rnd.Intn(4) {
		case 0:
			n := 1 + rnd.Intn(6)
			var s strings.Builder
			for i := 0; i < n; i++ {
				s.WriteByte("LR"[rnd.Intn(2)])
			}
			return "hackenbush:" + s.String(), hbString(s.String())
		case 1:
			s, tree := randomTree(rnd, 1+rnd.Intn(5))
			return "hackenbush:" + s, tree
		case 2:
			h := 1 + rnd.Intn(3)
			w := 1 + rnd.Intn(8/h)
			s := boardOf(h, w, rnd.Intn(1<<(h*w))&rnd.Intn(1<<(h*w)))
			return "domineering:" + s, domBoard(s)
		}
		r, c := 1+rnd.Intn(4), 1+rnd.Intn(4)
		return fmt.Sprintf("cutcake:%dx%d", r, c), cake(r, c)
	}
	for i := 0; i < 400; i++ {
		var exprs []string
		var parts []part
		for k := 2 + rnd.Intn(2); k > 0; k-- {
			e, p := random()
			exprs, parts = append(exprs, e), append(parts, p)
		}
		expr := strings.Join(exprs, "+")
		g, err := Parse(expr)
		if err != nil {
			t.Fatal(err)
		}
		if o := b.outcome(parts...); g.Outcome() != o {
			t.Errorf("%s = %v: outcome %v, the search says %v", expr, g, g.Outcome(), o)
		}
	}
}

// TestBadPositions checks that malformed positions are errors that say
// what was expected where.
func TestBadPositions(t *testing.T) {
	for _, tt := range []struct {
		f    func(string) (Game, error)
		s    string
		want string
	}{
		{Hackenbush, "", `hackenbush "": expected an edge, L or R at position 1, found the end`},
		{Hackenbush, "LX", `hackenbush "LX": expected L, R, '(' or the end at position 2, found 'X'`},
		{Hackenbush, "L(R", `hackenbush "L(R": expected ',' or ')' at position 4, found the end`},
		{Hackenbush, "L()", `hackenbush "L()": expected an edge, L or R at position 3, found ')'`},
		{Domineering, "", `domineering "": expected '.' or '#' at position 1, found the end`},
		{Domineering, "..x", `domineering "..x": expected '.', '#' or '/' at position 3, found 'x'`},
		{Domineering, "..#/..", `domineering "..#/..": expected 3 cells in row 2, as in row 1, at position 5, found 2`},
		{Domineering, "../", `domineering "../": expected '.' or '#' at position 4, found the end`},
	} {
		if _, err := tt.f(tt.s); err == nil || err.Error() != tt.want {
			t.Errorf("%q: error %v, want %s", tt.s, err, tt.want)
		}
	}
	// A region is held in 64 cells of its bounding rectangle; a board is
	// not, so two rows of 64 cells apart are -64, Right's 64 moves.
	row := strings.Repeat(".", 64)
	if g, err := Domineering(row + "/" + strings.Repeat("#", 64) + "/" + row); err != nil || g.String() != "-64" {
		t.Errorf("two rows of 64 cells: %v, %v; want -64", g, err)
	}
	if _, err := Domineering(row + "."); !errors.Is(err, ErrRange) {
		t.Errorf("a row of 65 cells: error %v, want ErrRange", err)
	}
	// A string of 64 edges is worth 1 - 1/2 - ... - 1/2^63, past 2^-62.
	if _, err := Hackenbush("L" + strings.Repeat("R", 63)); !errors.Is(err, ErrRange) {
		t.Errorf("a string of 64 edges: error %v, want ErrRange", err)
	}
	if g, err := Hackenbush("L" + strings.Repeat("R", 62)); err != nil || g.String() != "1/4611686018427387904" {
		t.Errorf("a string of 63 edges: %v, %v; want 1/2^62", g, err)
	}
}
