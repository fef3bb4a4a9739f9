package game

import (
	"encoding/binary"
	"slices"
	"strconv"
	"strings"
)

// Misère play: the player who cannot move wins, so whoever makes the last
// move loses. A sum has no xor rule then, so a sum is searched as what it
// is, a multiset of positions: a move replaces one of them by the parts
// of one of its options. The order of the parts does not matter, so each
// multiset is one key of the memo, its positions numbered in the order
// first met and sorted; and a part without moves is left out, since it
// changes nothing (no move uses it, none creates one). The search keeps
// its own stack, as search does. Before a sum is searched, each of its
// positions is valued by Grundy, which reports a cycle or a panicking
// moves function in the game's positions; then every move replaces a part
// by parts it can reach, so no sum can come back to itself (a multiset
// ordering, Dershowitz and Manna) and the search ends: within the game's
// bound (SetLimit) on the sums it holds, known and on its stack, or with a
// *LimitError. The number of sums grows exponentially with the heaps of a
// wild game: the bound is what stops a hopeless one.

// MisereWins reports whether the player to move wins the sum of the
// positions ps under the misère rule: a sum without moves is won, any
// other is won exactly when some move leads to a lost one. A single
// position is a sum of one; the parts of an option of NewSums are a sum
// too. It decides the sum by searching it, with no theorem: the reference
// for Genus and Tame, and for the rules of misère Nim and the anti-SG
// theorem, which its tests check against it.
func (g *Game[P]) MisereWins(ps ...P) (bool, error) {
	s := g.sumSearch()
	root, err := s.sum(g, ps)
	if err != nil {
		return false, err
	}
	return s.wins(g, root)
}

// A Genus is Conway's genus of an impartial game G (On Numbers and Games,
// ch. 12; Winning Ways, ch. 13), written g^γ0γ1γ2...: g is G's Grundy
// value in normal play, and γk the misère Grundy value of G plus k copies
// of ∗2 (the Nim heap of 2), where the misère Grundy value of a position
// is 1 if it has no move and otherwise the mex of its options' values.
// The player to move wins G in misère play exactly when γ0 != 0.
//
// The values γ1, γ2, ... settle into an alternation of two values, and
// the genus is written up to the first two of them: the empty game is
// 0^120 (γ = 1, 2, 0, 2, 0, ...), ∗1 is 1^031, ∗2 is 2^20, a Nim heap
// a >= 2 is a^{a, a xor 2}. Why they settle: γ(H + ∗1) = γ(H) xor 1 for
// every game H (by induction: the options of H + ∗1 have the values
// γ(H') xor 1 and γ(H), whose mex is γ(H) xor 1), so the options of G + k
// copies of ∗2 have the values γk(G') of G's options and γ(k-1)(G) and
// γ(k-1)(G) xor 1; once the options' values alternate, γk is a function
// of γ(k-1) with one of two maps x -> mex(A ∪ {x, x xor 1}), each taking
// at most two values, and the two maps' composition has no cycle of two,
// so γk settles with period 2 a few steps later.
type Genus struct {
	Normal int   // g: the Grundy value in normal play
	Misere []int // γ0, γ1, ...: up to the first two values of the alternation
}

// MisereWith returns γk: the misère Grundy value of the game plus k >= 0
// copies of ∗2.
func (x Genus) MisereWith(k int) int {
	if n := len(x.Misere); k >= n {
		k = n - 2 + (k-n)%2
	}
	return x.Misere[k]
}

// String writes the genus as Winning Ways does, always in full: 0^120,
// 4^146, 3^1431; with braces and commas where a value of the superscript
// has two digits or more: 12^{12,14}.
func (x Genus) String() string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(x.Normal))
	b.WriteByte('^')
	wide := slices.ContainsFunc(x.Misere, func(v int) bool { return v > 9 })
	if wide {
		b.WriteByte('{')
	}
	for i, v := range x.Misere {
		if wide && i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(v))
	}
	if wide {
		b.WriteByte('}')
	}
	return b.String()
}

// Genus returns the genus of the sum of the positions ps. It is computed
// from the genera of the sum's options by the rules above (γ0 = 1 without
// options, else the mex of theirs; γk = the mex of the options' γk, of
// γ(k-1) and of γ(k-1) xor 1), each option a multiset searched in turn;
// the normal value is the xor of the parts' (Sprague-Grundy). A sum whose
// every part is tame (see Tame) is valued at once by the theorem of tame
// games, with no search.
func (g *Game[P]) Genus(ps ...P) (Genus, error) {
	e, err := g.sumGenus(ps)
	if err != nil {
		return Genus{}, err
	}
	return e.genus, nil
}

// Tame reports whether the sum of the positions ps is tame: it and every
// position it can reach have a genus of one of misère Nim's forms, 0^120,
// 1^031 or a^{a, a xor 2}, those of no heap, of ∗1, and of Nim heaps with
// one of 2 or more and xor a.
//
// The theorem of tame games (Conway): a sum of tame games is tame, and
// its genus is misère Nim's. Call 0^120 and 1^031 fickle 0 and 1, and
// a^{a, a xor 2} firm a; the sum is the xor of the parts' values, firm if
// any part is. So a sum of tame games is lost in misère play exactly when
// it is fickle 1 or firm 0: an odd number of fickle 1s and nothing firm,
// or something firm and xor 0. Why: write (g, γ) for a game's normal and
// misère values; fickle 0, fickle 1 and firm a are (0, 1), (1, 0) and
// (a, a). The mex rules then force the options of a tame game: fickle 0
// has none, or a fickle 1 and none of fickle 0, firm 0 or firm 1; fickle
// 1 has a fickle 0 and none of fickle 1, firm 0 or firm 1; firm 0 has no
// fickle 1; firm 1 has a firm 0 and no fickle 0; firm a >= 2 has a fickle
// 1 or a firm 0, and a fickle 0 or a firm 1. By induction on a sum of
// tame games, its options' misère values then miss the value its label
// gives and reach every one below it (a move in a firm part, or one in a
// fickle part that turns the fickle parts' parity, as in misère Nim), so
// its γ is its label's, and with g the xor, so is (g, γ). ∗2 is firm 2,
// so the game plus k copies of ∗2 is again such a sum, and the whole
// genus is the label's. The theorem uses only (g, γ) of each position, so
// checking the forms of the genera is checking its condition.
func (g *Game[P]) Tame(ps ...P) (bool, error) {
	e, err := g.sumGenus(ps)
	if err != nil {
		return false, err
	}
	return e.tame, nil
}

func (g *Game[P]) sumGenus(ps []P) (*genusEntry, error) {
	s := g.sumSearch()
	root, err := s.sum(g, ps)
	if err != nil {
		return nil, err
	}
	return s.genus(g, root)
}

// A label is a tame game's place in misère Nim: fickle 0 or 1, or firm v.
type label struct {
	firm bool
	v    int
}

// labelOf returns the label of a genus of a tame form, ok false for any
// other genus.
func labelOf(x Genus) (l label, ok bool) {
	m := x.Misere
	switch {
	case x.Normal == 0 && slices.Equal(m, []int{1, 2, 0}):
		return label{false, 0}, true
	case x.Normal == 1 && slices.Equal(m, []int{0, 3, 1}):
		return label{false, 1}, true
	case len(m) == 2 && m[0] == x.Normal && m[1] == x.Normal^2:
		return label{true, x.Normal}, true
	}
	return label{}, false
}

// plus is the label of the sum of games labelled l and k.
func (l label) plus(k label) label { return label{l.firm || k.firm, l.v ^ k.v} }

// genus is the genus of a tame game labelled l.
func (l label) genus() Genus {
	switch {
	case l.firm:
		return Genus{l.v, []int{l.v, l.v ^ 2}}
	case l.v == 0:
		return Genus{0, []int{1, 2, 0}}
	}
	return Genus{1, []int{0, 3, 1}}
}

// genusOf computes the genus of a position from its normal value and
// its options' genera, by the rules of Genus.
func genusOf(normal int, opts []*genusEntry) Genus {
	settled := 0 // from where every option's values alternate
	for _, o := range opts {
		settled = max(settled, len(o.genus.Misere)-2)
	}
	var x []int
	var seen []bool
	for k := 0; ; k++ {
		seen = append(seen[:0], make([]bool, len(opts)+3)...)
		mark := func(v int) {
			if v < len(seen) {
				seen[v] = true
			}
		}
		for _, o := range opts {
			mark(o.genus.MisereWith(k))
		}
		if k > 0 {
			mark(x[k-1])
			mark(x[k-1] ^ 1)
		}
		v := 0
		for seen[v] {
			v++
		}
		if k == 0 && len(opts) == 0 {
			v = 1
		}
		x = append(x, v)
		// With the options alternating from settled on, x[k] = x[k-2]
		// for k >= settled+1 makes x alternate from k-2 on; the first two
		// values of the alternation start where it starts.
		if k >= 2 && k >= settled+1 && x[k] == x[k-2] {
			from := k - 2
			for from > 0 && x[from-1] == x[from+1] {
				from--
			}
			return Genus{normal, x[:from+2]}
		}
	}
}

// A genusEntry is what is known of a sum: its genus, and whether it is
// tame.
type genusEntry struct {
	genus Genus
	tame  bool
}

// sumSearch holds the positions met in sums, numbered, and what is known
// of the sums of them.
type sumSearch[P comparable] struct {
	ids    map[P]int32
	parts  []sumPart[P]
	won    map[string]bool
	genera map[string]*genusEntry
}

// A sumPart is a position met in a sum.
type sumPart[P comparable] struct {
	p      P
	normal int         // its Grundy value
	live   bool        // it has moves
	raw    [][]P       // its options, as the moves function gave them
	opts   [][]int32   // its options as sorted ids of parts with moves, once expanded
	alone  *genusEntry // its genus, once known
}

func (g *Game[P]) sumSearch() *sumSearch[P] {
	if g.sums == nil {
		g.sums = &sumSearch[P]{ids: make(map[P]int32), won: make(map[string]bool), genera: make(map[string]*genusEntry)}
	}
	return g.sums
}

// id returns p's number, valuing p first (see above) when it is new.
func (s *sumSearch[P]) id(g *Game[P], p P) (int32, error) {
	if i, ok := s.ids[p]; ok {
		return i, nil
	}
	v, err := g.Grundy(p)
	if err != nil {
		return 0, err
	}
	// Grundy held p's options just now, or in an earlier search, within
	// the bound; one lowered since stops here as Grundy would.
	raw, err := g.moves(p, "Grundy")
	if err != nil {
		return 0, err
	}
	i := int32(len(s.parts))
	s.ids[p] = i
	s.parts = append(s.parts, sumPart[P]{p: p, normal: v, live: len(raw) > 0, raw: raw})
	return i, nil
}

// sum returns the sum of ps as the sorted ids of those with moves.
func (s *sumSearch[P]) sum(g *Game[P], ps []P) ([]int32, error) {
	var ids []int32
	for _, p := range ps {
		i, err := s.id(g, p)
		if err != nil {
			return nil, err
		}
		if s.parts[i].live {
			ids = append(ids, i)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

// options returns the options of part i, numbering their parts.
func (s *sumSearch[P]) options(g *Game[P], i int32) ([][]int32, error) {
	if s.parts[i].opts == nil {
		opts := make([][]int32, len(s.parts[i].raw))
		for j, o := range s.parts[i].raw {
			ids, err := s.sum(g, o)
			if err != nil {
				return nil, err
			}
			opts[j] = ids
		}
		s.parts[i].opts, s.parts[i].raw = opts, nil
	}
	return s.parts[i].opts, nil
}

// key is the memo's key of the sorted ids.
func key(ids []int32) string {
	b := make([]byte, 0, 2*len(ids))
	for _, i := range ids {
		b = binary.AppendUvarint(b, uint64(i))
	}
	return string(b)
}

// replace returns the sorted ids of sum with its i-th part replaced by
// the sorted ids opt.
func replace(sum []int32, i int, opt []int32) []int32 {
	out := make([]int32, 0, len(sum)-1+len(opt))
	a, b := 0, 0
	for a < len(sum) || b < len(opt) {
		switch {
		case a == i:
			a++
		case b == len(opt) || a < len(sum) && sum[a] <= opt[b]:
			out = append(out, sum[a])
			a++
		default:
			out = append(out, opt[b])
			b++
		}
	}
	return out
}

// A sumFrame is a sum on a search's stack, and where its moves are: part
// i (the first of equal ones), option j.
type sumFrame struct {
	sum  []int32
	key  string
	i, j int
}

// A genusFrame is a sumFrame of genus's: with the genera of the options so
// far; how many parts have been valued alone (the first step for a sum of
// several); and whether the frame values a part alone for the one below
// it, rather than an option of it.
type genusFrame struct {
	sumFrame
	opts   []*genusEntry
	valued int
	alone  bool
}

// next moves f to its next option and returns it, ok false when none is
// left.
func (s *sumSearch[P]) next(g *Game[P], f *sumFrame) (child []int32, ok bool, err error) {
	for f.i < len(f.sum) {
		opts, err := s.options(g, f.sum[f.i])
		if err != nil {
			return nil, false, err
		}
		if f.j < len(opts) {
			f.j++
			return replace(f.sum, f.i, opts[f.j-1]), true, nil
		}
		f.i, f.j = f.i+1, 0
		for f.i < len(f.sum) && f.sum[f.i] == f.sum[f.i-1] {
			f.i++ // the same moves as the part before
		}
	}
	return nil, false, nil
}

// wins decides the sum root by a depth-first search on an explicit stack,
// stopping at a sum's first lost option.
func (s *sumSearch[P]) wins(g *Game[P], root []int32) (bool, error) {
	rk := key(root)
	if w, ok := s.won[rk]; ok || len(root) == 0 {
		return w || len(root) == 0, nil
	}
	stack := []sumFrame{{sum: root, key: rk}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		child, ok, err := s.next(g, f)
		if err != nil {
			return false, err
		}
		if ok {
			if len(child) == 0 {
				continue // no moves: won for the player to move there
			}
			k := key(child)
			w, known := s.won[k]
			if !known {
				if len(s.won)+len(stack) >= g.bound("MisereWins") {
					return false, g.passed("MisereWins")
				}
				stack = append(stack, sumFrame{sum: child, key: k})
				continue
			}
			if w {
				continue
			}
		}
		// f has a lost option (ok): won; or has none left: lost, and its
		// parent, which has a lost option, won.
		s.won[f.key] = ok
		stack = stack[:len(stack)-1]
		if !ok && len(stack) > 0 {
			s.won[stack[len(stack)-1].key] = true
			stack = stack[:len(stack)-1]
		}
	}
	return s.won[rk], nil
}

// genus values the sum root, and every sum below it, by a depth-first
// search on an explicit stack. A sum of several parts has its parts
// valued alone first: if they are all tame, the theorem of tame games
// values the sum at once.
func (s *sumSearch[P]) genus(g *Game[P], root []int32) (*genusEntry, error) {
	known := func(sum []int32, k string) *genusEntry {
		if e := s.tameSum(sum); e != nil {
			return e
		}
		return s.genera[k]
	}
	rk := key(root)
	if e := known(root, rk); e != nil {
		return e, nil
	}
	stack := []genusFrame{{sumFrame: sumFrame{sum: root, key: rk}}}
	// full reports the game's bound on the sums held, known and on the
	// stack, reached.
	full := func() error {
		if len(s.genera)+len(stack) >= g.bound("Genus") {
			return g.passed("Genus")
		}
		return nil
	}
	for {
		f := &stack[len(stack)-1]
		var e *genusEntry
		switch {
		case len(f.sum) > 1 && f.valued < len(f.sum):
			i := f.sum[f.valued]
			f.valued++
			if s.parts[i].alone == nil {
				if err := full(); err != nil {
					return nil, err
				}
				alone := []int32{i}
				stack = append(stack, genusFrame{sumFrame: sumFrame{sum: alone, key: key(alone)}, alone: true})
			}
			continue
		case len(f.sum) > 1 && f.valued == len(f.sum):
			f.valued++
			if e = s.tameSum(f.sum); e == nil {
				continue
			}
		default:
			child, ok, err := s.next(g, &f.sumFrame)
			if err != nil {
				return nil, err
			}
			if ok {
				k := key(child)
				if c := known(child, k); c != nil {
					f.opts = append(f.opts, c)
				} else {
					if err := full(); err != nil {
						return nil, err
					}
					stack = append(stack, genusFrame{sumFrame: sumFrame{sum: child, key: k}})
				}
				continue
			}
			e = s.valued(f)
		}
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			return e, nil
		}
		if !f.alone {
			parent := &stack[len(stack)-1]
			parent.opts = append(parent.opts, e)
		}
	}
}

// valued records the genus of f's sum, all of whose options are valued.
func (s *sumSearch[P]) valued(f *genusFrame) *genusEntry {
	normal, tame := 0, true
	for _, i := range f.sum {
		normal ^= s.parts[i].normal
	}
	for _, o := range f.opts {
		tame = tame && o.tame
	}
	e := &genusEntry{genus: genusOf(normal, f.opts)}
	_, form := labelOf(e.genus)
	e.tame = tame && form
	s.genera[f.key] = e
	if len(f.sum) == 1 {
		s.parts[f.sum[0]].alone = e
	}
	return e
}

// tameSum returns the entry of a sum all of whose parts are tame, valued
// by the theorem of tame games; nil if a part is not known to be tame. The
// empty sum is fickle 0.
func (s *sumSearch[P]) tameSum(sum []int32) *genusEntry {
	var l label
	for _, i := range sum {
		a := s.parts[i].alone
		if a == nil || !a.tame {
			return nil
		}
		pl, _ := labelOf(a.genus)
		l = l.plus(pl)
	}
	return &genusEntry{genus: l.genus(), tame: true}
}
