package misere

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Misère canonical forms of impartial games (Conway, On Numbers and
// Games, ch. 12; CGSuite's MisereCanonicalGame).
//
// A game is the set of its options. An option G' of G is reversible
// through an option G'' of G' when G'' = G in misère play; G' may then be
// replaced by the options of G'' without changing G's misère value, except
// where G'' is 0, which Conway's proviso guards: there the replacement is
// made only where the game it gives still equals G (it need not: {*,*2} = 0,
// and * reverses through 0, but {*2} is not 0; *2 reversing through 0
// instead gives {*} = 0). A game with no reversible option, whose options
// are themselves canonical, is its canonical form, and two games are equal
// in misère play exactly when their canonical forms are identical.
//
// Equality of a game G whose options are canonical with a canonical form
// K is decided by Conway's criterion: G = K when G and K have the same
// misère outcome, each G' is an option of K or has K as an option, and
// each K' is an option of G or has an option equal to G. It is sufficient
// (a player's winning move in G+X is answered in K+X by the option it is
// equal to, or by reversing through G'' = K, by induction on X) and, for
// forms with no reversible option, also necessary, which the tests check
// against an exhaustive search.

// DefaultForms bounds the forms a Table holds when NewTable is given no
// bound: some hundreds of MiB at most.
const DefaultForms = 1 << 20

// A Form is a misère canonical form, held once by its Table: two forms of
// one table are equal in misère play exactly when they are the same
// pointer.
type Form struct {
	opts     []*Form // increasing by id
	id       int
	birthday int
	nim      int  // n where the form is the Nim heap *n, else -1
	lost     bool // a loss for the player to move, in misère play
	width    int  // the length of String(), at most maxWidth
	str      string
}

// maxWidth caps the recorded length of a form's printed text.
const maxWidth = 1 << 30

// Options returns f's options, each a canonical form.
func (f *Form) Options() []*Form { return append([]*Form(nil), f.opts...) }

// Birthday returns the day f is born: 0 for 0, else one more than its
// options' latest.
func (f *Form) Birthday() int { return f.birthday }

// Lost reports whether the player to move loses f in misère play, where
// the player who cannot move wins: 0 is won, * is lost.
func (f *Form) Lost() bool { return f.lost }

// Nim returns n where f is the Nim heap *n, and whether it is one.
func (f *Form) Nim() (int, bool) { return f.nim, f.nim >= 0 }

// Width returns the length of f's printed form, capped at 2^30, known
// without printing it.
func (f *Form) Width() int { return f.width }

// String writes f as 0, * or *n where it is a Nim heap, else as the set
// of its options in braces, born earliest first: {0,*2} or {*,{0,*2}}.
// Parse reads it back.
func (f *Form) String() string {
	if f.str != "" {
		return f.str
	}
	switch {
	case f.nim == 0:
		f.str = "0"
	case f.nim == 1:
		f.str = "*"
	case f.nim > 1:
		f.str = "*" + strconv.Itoa(f.nim)
	default:
		opts := append([]*Form(nil), f.opts...)
		sort.Slice(opts, func(i, j int) bool {
			a, b := opts[i], opts[j]
			if a.birthday != b.birthday {
				return a.birthday < b.birthday
			}
			return a.String() < b.String()
		})
		var b strings.Builder
		b.WriteByte('{')
		for i, o := range opts {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(o.String())
		}
		b.WriteByte('}')
		f.str = b.String()
	}
	return f.str
}

// has reports whether o is one of f's options.
func (f *Form) has(o *Form) bool {
	i := sort.Search(len(f.opts), func(i int) bool { return f.opts[i].id >= o.id })
	return i < len(f.opts) && f.opts[i] == o
}

// A Table holds canonical forms, each once, and the sums it has added.
// It is not safe for concurrent use.
type Table struct {
	forms map[string]*Form
	sums  map[[2]int]*Form
	nims  []*Form
	limit int
}

// A FormLimitError reports that a Table would pass its bound on forms.
type FormLimitError struct{ Limit int }

func (e *FormLimitError) Error() string {
	return fmt.Sprintf("misere: more than %d canonical forms: the bound on forms is passed", e.Limit)
}

// NewTable returns an empty table holding at most limit forms
// (DefaultForms if limit <= 0).
func NewTable(limit int) *Table {
	if limit <= 0 {
		limit = DefaultForms
	}
	return &Table{forms: map[string]*Form{}, sums: map[[2]int]*Form{}, limit: limit}
}

// Len returns the number of forms t holds.
func (t *Table) Len() int { return len(t.forms) }

// Nim returns the Nim heap *n, whose options are *0 to *(n-1).
func (t *Table) Nim(n int) (*Form, error) {
	for len(t.nims) <= n {
		f, err := t.New(t.nims...)
		if err != nil {
			return nil, err
		}
		t.nims = append(t.nims, f)
	}
	return t.nims[n], nil
}

// New returns the canonical form of the game whose options are opts
// (repeats count once), or a *FormLimitError where t is full.
func (t *Table) New(opts ...*Form) (*Form, error) {
	g := set(opts)
	for reduced := true; reduced; {
		reduced = false
		for i, g1 := range g {
			for _, g2 := range g1.opts {
				if !equal(g, g2) {
					continue
				}
				h := set(append(append(append([]*Form(nil), g[:i]...), g[i+1:]...), g2.opts...))
				if len(g2.opts) == 0 && !equal(h, g2) {
					continue // Conway's proviso: reversing through 0
				}
				g, reduced = h, true
				break
			}
			if reduced {
				break
			}
		}
	}
	return t.intern(g)
}

// set returns opts increasing by id, without repeats.
func set(opts []*Form) []*Form {
	s := append([]*Form(nil), opts...)
	sort.Slice(s, func(i, j int) bool { return s[i].id < s[j].id })
	out := s[:0]
	for i, f := range s {
		if i == 0 || f != s[i-1] {
			out = append(out, f)
		}
	}
	return out
}

// lostWith reports whether a game with options g is lost in misère play:
// it has an option, and every option is won.
func lostWith(g []*Form) bool {
	for _, o := range g {
		if o.lost {
			return false
		}
	}
	return len(g) > 0
}

// equal reports whether the game with canonical options g equals the
// canonical form k, by Conway's criterion (see the top of this file).
func equal(g []*Form, k *Form) bool {
	if lostWith(g) != k.lost {
		return false
	}
	in := func(f *Form) bool {
		i := sort.Search(len(g), func(i int) bool { return g[i].id >= f.id })
		return i < len(g) && g[i] == f
	}
	for _, g1 := range g {
		if !k.has(g1) && !g1.has(k) {
			return false
		}
	}
	for _, k1 := range k.opts {
		if in(k1) {
			continue
		}
		found := false
		for _, k2 := range k1.opts {
			if equal(g, k2) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// intern returns the form whose options are the canonical set g, made
// once.
func (t *Table) intern(g []*Form) (*Form, error) {
	var key strings.Builder
	for _, o := range g {
		key.WriteString(strconv.Itoa(o.id))
		key.WriteByte(',')
	}
	if f, ok := t.forms[key.String()]; ok {
		return f, nil
	}
	if len(t.forms) >= t.limit {
		return nil, &FormLimitError{t.limit}
	}
	f := &Form{opts: g, id: len(t.forms), lost: lostWith(g), nim: len(g), width: 2 + max(len(g)-1, 0)}
	seen := make([]bool, len(g))
	for _, o := range g {
		f.birthday = max(f.birthday, o.birthday+1)
		f.width = min(f.width+o.width, maxWidth)
		if o.nim < 0 || o.nim >= len(g) || seen[o.nim] {
			f.nim = -1
		} else {
			seen[o.nim] = true
		}
	}
	switch {
	case f.nim == 0 || f.nim == 1:
		f.width = 1
	case f.nim > 1:
		f.width = 1 + len(strconv.Itoa(f.nim))
	}
	t.forms[key.String()] = f
	return f, nil
}

// Sum returns the canonical form of the disjunctive sum a+b, whose
// options are a'+b and a+b'.
func (t *Table) Sum(a, b *Form) (*Form, error) {
	if a.id > b.id {
		a, b = b, a
	}
	if len(a.opts) == 0 {
		return b, nil
	}
	k := [2]int{a.id, b.id}
	if s, ok := t.sums[k]; ok {
		return s, nil
	}
	opts := make([]*Form, 0, len(a.opts)+len(b.opts))
	for _, a1 := range a.opts {
		s, err := t.Sum(a1, b)
		if err != nil {
			return nil, err
		}
		opts = append(opts, s)
	}
	for _, b1 := range b.opts {
		s, err := t.Sum(a, b1)
		if err != nil {
			return nil, err
		}
		opts = append(opts, s)
	}
	s, err := t.New(opts...)
	if err != nil {
		return nil, err
	}
	t.sums[k] = s
	return s, nil
}

// Forms returns a function giving the canonical form of a position of a
// game whose moves from p lead to the sums of positions moves(p) returns
// (an octal game's heap splits into a sum of heaps), each position's form
// found once. The game must end: a position that reaches itself is an
// error.
func Forms[P comparable](t *Table, moves func(p P) ([][]P, error)) func(p P) (*Form, error) {
	memo := map[P]*Form{}
	open := map[P]bool{}
	var form func(p P) (*Form, error)
	form = func(p P) (*Form, error) {
		if f, ok := memo[p]; ok {
			return f, nil
		}
		if open[p] {
			return nil, fmt.Errorf("misere: position %v can be reached from itself; canonical forms are of games that end", p)
		}
		open[p] = true
		defer delete(open, p)
		sums, err := moves(p)
		if err != nil {
			return nil, err
		}
		opts := make([]*Form, 0, len(sums))
		for _, parts := range sums {
			s, err := t.New()
			if err != nil {
				return nil, err
			}
			for _, q := range parts {
				f, err := form(q)
				if err != nil {
					return nil, err
				}
				if s, err = t.Sum(s, f); err != nil {
					return nil, err
				}
			}
			opts = append(opts, s)
		}
		f, err := t.New(opts...)
		if err != nil {
			return nil, err
		}
		memo[p] = f
		return f, nil
	}
	return form
}

// Parse reads a form as String writes it (0, *, *n, {a,b,...}), or a sum
// of such forms joined by +, spaces allowed between the parts. It reads
// CGSuite's ways of writing an impartial game too: {a,b|a,b}, the same
// options for Left and Right ({0,*|0,*} is *2); and its misère entry
// *[...], a list whose elements are numbers n, the Nim heap *n, lists,
// the game with those options, or forms (*[4,2] is {*4,*2}, *[[2],0] is
// {{*2},0}, *[*[2]+*2] is *2+*2), a list of one element being that
// element (*[3] is *3, *[[2]] is {*2}).
func (t *Table) Parse(s string) (*Form, error) {
	p := &formParser{t: t, s: s}
	f, err := p.sum()
	if err == nil && p.skip() < len(s) {
		err = fmt.Errorf("misere: form %q: want the end at offset %d, found %q", s, p.i, s[p.i:])
	}
	return f, err
}

// A formParser reads forms from s, from offset i.
type formParser struct {
	t *Table
	s string
	i int
}

// skip passes spaces and returns the offset reached.
func (p *formParser) skip() int {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
	return p.i
}

// sum reads forms joined by + and returns their sum.
func (p *formParser) sum() (*Form, error) {
	f, err := p.form()
	for err == nil && p.skip() < len(p.s) && p.s[p.i] == '+' {
		p.i++
		var g *Form
		if g, err = p.form(); err == nil {
			f, err = p.t.Sum(f, g)
		}
	}
	return f, err
}

// form reads one form: 0, *, *n or {a,b,...} whose parts are sums.
func (p *formParser) form() (*Form, error) {
	p.skip()
	switch {
	case strings.HasPrefix(p.s[p.i:], "0"):
		p.i++
		return p.t.Nim(0)
	case strings.HasPrefix(p.s[p.i:], "*["):
		p.i++
		elems, err := p.list()
		if err != nil || len(elems) != 1 {
			return p.t.newChecked(elems, err)
		}
		return elems[0], nil
	case strings.HasPrefix(p.s[p.i:], "*"):
		p.i++
		j := p.i
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
		if j == p.i {
			return p.t.Nim(1)
		}
		n, err := strconv.Atoi(p.s[j:p.i])
		if err != nil || n > p.t.limit {
			return nil, fmt.Errorf("misere: form %q: want a Nim heap of at most %d at offset %d, found *%s", p.s, p.t.limit, j-1, p.s[j:p.i])
		}
		return p.t.Nim(n)
	case strings.HasPrefix(p.s[p.i:], "{"):
		start := p.i
		p.i++
		left, end, err := p.options()
		if err != nil || end == '}' {
			return p.t.newChecked(left, err)
		}
		right, end, err := p.options()
		switch {
		case err != nil:
			return nil, err
		case end != '}':
			return nil, fmt.Errorf("misere: form %q: want , or } at offset %d, found |", p.s, p.i-1)
		case !sameSet(left, right):
			return nil, fmt.Errorf("misere: form %q: want the same options for Left and Right (an impartial game) in the braces at offset %d, found different ones", p.s, start)
		}
		return p.t.New(left...)
	}
	return nil, fmt.Errorf("misere: form %q: want 0, *, *n, *[ or { at offset %d, found %q", p.s, p.i, p.s[p.i:])
}

// newChecked returns the form with options opts, or err.
func (t *Table) newChecked(opts []*Form, err error) (*Form, error) {
	if err != nil {
		return nil, err
	}
	return t.New(opts...)
}

// options reads the options of one side of {...}, sums separated by
// commas, up to the '}' or '|' that ends them, and returns that byte.
func (p *formParser) options() ([]*Form, byte, error) {
	var opts []*Form
	if p.skip() < len(p.s) && (p.s[p.i] == '}' || p.s[p.i] == '|') {
		p.i++
		return nil, p.s[p.i-1], nil
	}
	for {
		f, err := p.sum()
		if err != nil {
			return nil, 0, err
		}
		opts = append(opts, f)
		if p.skip() < len(p.s) && strings.IndexByte(",}|", p.s[p.i]) >= 0 {
			p.i++
			if c := p.s[p.i-1]; c != ',' {
				return opts, c, nil
			}
			continue
		}
		return nil, 0, fmt.Errorf("misere: form %q: want , | or } at offset %d, found %q", p.s, p.i, p.s[p.i:])
	}
}

// list reads the elements of a list of CGSuite's misère entry, from its
// '[' to its ']': a number n is the Nim heap *n, a list the game whose
// options are its elements, anything else a sum of forms.
func (p *formParser) list() ([]*Form, error) {
	p.i++ // '['
	var elems []*Form
	if p.skip() < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return nil, nil
	}
	for {
		var f *Form
		var err error
		switch p.skip(); {
		case p.i < len(p.s) && p.s[p.i] == '[':
			var opts []*Form
			opts, err = p.list()
			f, err = p.t.newChecked(opts, err)
		case p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9':
			j := p.i
			for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
				p.i++
			}
			n, aerr := strconv.Atoi(p.s[j:p.i])
			if aerr != nil || n > p.t.limit {
				return nil, fmt.Errorf("misere: form %q: want a Nim heap of at most %d at offset %d, found %s", p.s, p.t.limit, j, p.s[j:p.i])
			}
			f, err = p.t.Nim(n)
		default:
			f, err = p.sum()
		}
		if err != nil {
			return nil, err
		}
		elems = append(elems, f)
		if p.skip() < len(p.s) && (p.s[p.i] == ',' || p.s[p.i] == ']') {
			p.i++
			if p.s[p.i-1] == ']' {
				return elems, nil
			}
			continue
		}
		return nil, fmt.Errorf("misere: form %q: want , or ] at offset %d, found %q", p.s, p.i, p.s[p.i:])
	}
}

// sameSet reports whether a and b hold the same forms.
func sameSet(a, b []*Form) bool {
	a, b = set(a), set(b)
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
