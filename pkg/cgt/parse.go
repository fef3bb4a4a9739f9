package cgt

import (
	"errors"
	"fmt"
	"strings"
)

// A Family is a game whose positions a game expression names as
// NAME:POSITION (Parse): domineering:../.. names a Domineering board. The
// position is the text up to the first of + - , | { } ) or a space that
// is outside the brackets it opens.
type Family struct {
	name  string
	value func(pos string) (Game, error)
}

// Positions returns the family name of the positions of r, which parse
// reads from their text.
func Positions[P comparable](name string, r *Ruleset[P], parse func(string) (P, error)) Family {
	return Family{name, func(s string) (Game, error) {
		p, err := parse(s)
		if err != nil {
			return Game{}, err
		}
		return r.Value(p)
	}}
}

// builtins are the families every expression may name.
var builtins = []Family{
	{"hackenbush", hackenbushValue},
	{"domineering", domineeringValue},
	{"cutcake", cutcakeValue},
}

// Parse reads a game expression as CGSuite writes games, in ASCII, and
// returns its value:
//
//   - numbers: 2, -2, 3/4 (a denominator a power of two, up to 2^62);
//   - nimbers, ups and downs, after a number or alone: *, *2, ^, v, ^^,
//     ^3 (three ups), v*, 1/2^*, ^258*113; -1^ is -1 + ^; counts up to
//     65535, the most a game holds (see UpStar); CGSuite's ^<n> and ^[n]
//     (see UpNth) in place of the ups: ^<2>*, 1/2v[3];
//   - games by their options: {1|-1}, {0,*|0}, with more bars for the
//     sides of a game whose only option on a side is written without its
//     own braces: {2|1/2||0} is {{2|1/2}|0};
//   - switches: +-1 is {1|-1}, +-{2|1} is {{2|1}|{-1|-2}}, and +-{1,*}
//     is {1,*|-1,*}; Tiny(x) is {0||0|-x} and Miny(x) is {x|0||0}, and
//     after a number they are added to it: 2Tiny(2) is {2||2|0};
//   - positions: hackenbush:LRRL (a Blue-Red Hackenbush tree, see
//     Hackenbush), domineering:..#/... (see Domineering), cutcake:3x4 (see
//     Cutcake), and those of the families given;
//   - sums and differences of these with + and -, negation with -, and
//     parentheses.
//
// Spaces between the parts are allowed. A malformed expression is an
// error saying what was expected at which position (counted in bytes from
// 1), and what was found there.
func Parse(expr string, families ...Family) (g Game, err error) {
	if len(expr) > maxExpr {
		return Game{}, fmt.Errorf("game of %d bytes: expected an expression of at most %d bytes", len(expr), maxExpr)
	}
	p := &parser{s: expr}
	p.ends = matches(expr)
	if at := tooDeep(expr); at >= 0 {
		return Game{}, fmt.Errorf("game %q: expected brackets nested at most %d deep at position %d, found one deeper", expr, maxNesting, at+1)
	}
	for _, f := range append(families, builtins...) {
		if p.family(f.name) == nil {
			p.families = append(p.families, f)
		}
	}
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("game %q: %w", expr, rangeError(e))
		}
	}()
	g, err = p.expr(0, len(expr))
	var se *syntaxError
	if errors.As(err, &se) {
		return Game{}, fmt.Errorf("game %q: expected %s at position %d, found %s", expr, se.want, se.off+1, se.found(expr))
	}
	return g, err
}

// A parser reads an expression, each part of it given as the range of the
// text it spans.
type parser struct {
	s        string
	families []Family
	ends     []int // ends[i]: the bracket closing the one at i, -1 where none does (matches)
}

// family returns the family called name, or nil.
func (p *parser) family(name string) *Family {
	for i := range p.families {
		if p.families[i].name == name {
			return &p.families[i]
		}
	}
	return nil
}

// fail returns the error of finding at off what is not want.
func (p *parser) fail(off int, want string) error { return &syntaxError{off, want, ""} }

// space returns the first offset from i, below hi, that is not a space.
func (p *parser) space(i, hi int) int {
	for i < hi && (p.s[i] == ' ' || p.s[i] == '\t') {
		i++
	}
	return i
}

// expr reads the sum s[lo:hi]: terms joined by + and -.
func (p *parser) expr(lo, hi int) (Game, error) {
	g, i, err := p.term(lo, hi)
	for err == nil {
		i = p.space(i, hi)
		if i == hi {
			return g, nil
		}
		var h Game
		switch p.s[i] {
		case '+':
			// +- is always the switch: 2+-1 is 2 + (+-1) = {3|1}.
			if !strings.HasPrefix(p.s[i:hi], "+-") {
				i++
			}
			h, i, err = p.term(i, hi)
			g = g.Add(h)
		case '-':
			h, i, err = p.term(i+1, hi)
			g = g.Sub(h)
		default:
			return Game{}, p.fail(i, "'+', '-' or the end")
		}
	}
	return Game{}, err
}

// term reads one term from s[i:hi] and returns where it ends.
func (p *parser) term(i, hi int) (Game, int, error) {
	i = p.space(i, hi)
	switch {
	case i == hi:
		return Game{}, i, p.fail(i, "a game")
	case strings.HasPrefix(p.s[i:hi], "+-"):
		return p.switchTerm(i+2, hi)
	case p.s[i] == '-' && i+1 < hi && isDigit(p.s[i+1]):
		return p.upStarTerm(i, hi)
	case p.s[i] == '-':
		g, j, err := p.term(i+1, hi)
		return g.Neg(), j, err
	case p.s[i] == '(':
		end, err := p.closing(i, hi)
		if err != nil {
			return Game{}, i, err
		}
		g, err := p.expr(i+1, end)
		return g, end + 1, err
	case p.s[i] == '{':
		end, err := p.closing(i, hi)
		if err != nil {
			return Game{}, i, err
		}
		g, err := p.sides(i+1, end)
		return g, end + 1, err
	case isLetter(p.s[i]):
		j := i
		for j < hi && isLetter(p.s[j]) {
			j++
		}
		word := p.s[i:j]
		switch {
		case j < hi && p.s[j] == ':':
			return p.position(word, i, j+1, hi)
		case (word == "Tiny" || word == "Miny") && j < hi && p.s[j] == '(':
			return p.tiny(word, j, hi)
		case strings.Trim(word, "v") == "":
			return p.upStarTerm(i, hi)
		}
		return Game{}, i, p.fail(i, "a game; a name is Tiny(, Miny( or a family of positions, "+p.familyNames())
	}
	return p.upStarTerm(i, hi)
}

// familyNames lists the families' names as they are written.
func (p *parser) familyNames() string {
	var names []string
	for _, f := range p.families {
		names = append(names, f.name+":")
	}
	return strings.Join(names, ", ")
}

// switchTerm reads what follows +-: a list of games in braces, +-{a,b} =
// {a,b | -a,-b}, or one term x, +-x = {x | -x}.
func (p *parser) switchTerm(i, hi int) (Game, int, error) {
	i = p.space(i, hi)
	if i < hi && p.s[i] == '{' {
		end, err := p.closing(i, hi)
		if err != nil {
			return Game{}, i, err
		}
		if bars, _ := p.scan(i+1, end); len(bars) == 0 {
			opts, err := p.list(i+1, end)
			negs := make([]Game, len(opts))
			for k, g := range opts {
				negs[k] = g.Neg()
			}
			return Form(opts, negs), end + 1, err
		}
	}
	g, j, err := p.term(i, hi)
	return Form([]Game{g}, []Game{g.Neg()}), j, err
}

// position reads the position of the family name, its text from start.
func (p *parser) position(name string, at, start, hi int) (Game, int, error) {
	f := p.family(name)
	if f == nil {
		return Game{}, at, p.fail(at, "a family of positions, "+p.familyNames())
	}
	end, depth := start, 0
	for ; end < hi; end++ {
		c := p.s[end]
		if depth == 0 && strings.IndexByte("+-,|{}) \t", c) >= 0 {
			break
		}
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		}
	}
	text := p.s[start:end]
	g, err := f.value(text)
	var se *syntaxError
	switch {
	case errors.As(err, &se):
		return Game{}, end, &syntaxError{start + se.off, se.want, se.got}
	case err != nil:
		return Game{}, end, fmt.Errorf("game %q: %s:%s at position %d: %w", p.s, name, text, at+1, err)
	}
	return g, end, nil
}

// tiny reads Tiny(G) or Miny(G), the word read and s[j] its '(':
// Tiny(G) = {0 || 0 | -G}, Miny(G) = -Tiny(G).
func (p *parser) tiny(word string, j, hi int) (Game, int, error) {
	end, err := p.closing(j, hi)
	if err != nil {
		return Game{}, j, err
	}
	g, err := p.expr(j+1, end)
	if err != nil {
		return Game{}, j, err
	}
	tiny := Form([]Game{{}}, []Game{Form([]Game{{}}, []Game{g.Neg()})})
	if word == "Miny" {
		tiny = tiny.Neg()
	}
	return tiny, end + 1, nil
}

// upStarTerm reads x + n·^ + *m written as one: an optional number (with
// its sign), then ^ or v, repeated or followed by a count, then * and an
// optional number. In place of n·^ it reads CGSuite's ^<n> and ^[n] (and
// v<n>, v[n]; see UpNth); after a number, Tiny(G) or Miny(G), which it
// adds to the number: 2Tiny(2) is 2 + Tiny(2).
func (p *parser) upStarTerm(i, hi int) (Game, int, error) {
	start := i
	x := Dyadic{}
	if i < hi && (p.s[i] == '-' || isDigit(p.s[i])) {
		var err error
		if x, i, err = p.number(i, hi); err != nil {
			return Game{}, i, err
		}
		for _, word := range []string{"Tiny", "Miny"} {
			if strings.HasPrefix(p.s[i:hi], word+"(") {
				g, j, err := p.tiny(word, i+len(word), hi)
				return Number(x).Add(g), j, err
			}
		}
	}
	ups, uptimal := 0, Game{}
	if i < hi && (p.s[i] == '^' || p.s[i] == 'v') {
		arrow, j := p.s[i], i
		for j < hi && p.s[j] == arrow {
			j++
		}
		ups = j - i
		if ups == 1 && j < hi && (p.s[j] == '<' || p.s[j] == '[') {
			var err error
			if uptimal, j, err = p.upNth(j, hi); err != nil {
				return Game{}, j, err
			}
			ups = 0
			if arrow == 'v' {
				uptimal = uptimal.Neg()
			}
		} else if ups == 1 && j < hi && isDigit(p.s[j]) {
			n, k, err := p.count(j, hi, maxCount, "a count of ups")
			if err != nil {
				return Game{}, j, err
			}
			ups, j = int(n), k
		}
		if arrow == 'v' {
			ups = -ups
		}
		i = j
	}
	star := 0
	if i < hi && p.s[i] == '*' {
		star, i = 1, i+1
		if i < hi && isDigit(p.s[i]) {
			n, k, err := p.count(i, hi, maxCount, "a nimber")
			if err != nil {
				return Game{}, i, err
			}
			star, i = int(n), k
		}
	}
	if i == start {
		return Game{}, i, p.fail(i, "a game")
	}
	return UpStar(x, ups, star).Add(uptimal), i, nil
}

// upNth reads <n> or [n], s[i] its bracket, as ^<n> or ^[n] (UpNth).
func (p *parser) upNth(i, hi int) (Game, int, error) {
	closer := byte('>')
	if p.s[i] == '[' {
		closer = ']'
	}
	n, j, err := p.count(i+1, hi, maxNth, "a count of ups")
	if err == nil && n == 0 {
		err = p.fail(i+1, "a count of ups from 1")
	}
	if err != nil {
		return Game{}, j, err
	}
	if j == hi || p.s[j] != closer {
		return Game{}, j, p.fail(j, fmt.Sprintf("%q", closer))
	}
	return UpNth(int(n), closer == ']'), j + 1, nil
}

// number reads an integer or a fraction whose denominator is a power of
// two, with an optional minus sign.
func (p *parser) number(i, hi int) (Dyadic, int, error) {
	start := i
	neg := p.s[i] == '-'
	if neg {
		i++
	}
	var n int64
	j := i
	for ; j < hi && isDigit(p.s[j]); j++ {
		d := int64(p.s[j] - '0')
		if n > (1<<63-1-d)/10 {
			return Dyadic{}, i, p.fail(i, "a number below 2^63")
		}
		n = 10*n + d
	}
	if j == i {
		return Dyadic{}, i, p.fail(i, "a number")
	}
	if neg {
		n = -n
	}
	if j == hi || p.s[j] != '/' {
		return Dyadic{n, 0}, j, nil
	}
	d, k, err := p.count(j+1, hi, 1<<MaxExp, "a power of two as the denominator")
	if err == nil && (d == 0 || d&(d-1) != 0) {
		err = p.fail(j+1, "a power of two up to 2^62 as the denominator")
	}
	if err != nil {
		return Dyadic{}, start, err
	}
	exp := 0
	for 1<<exp < d {
		exp++
	}
	return reduce(n, exp), k, nil
}

// count reads a number from 0 up to most, which want describes.
func (p *parser) count(i, hi int, most int64, want string) (int64, int, error) {
	n, j := int64(0), i
	for ; j < hi && isDigit(p.s[j]); j++ {
		d := int64(p.s[j] - '0')
		if n > (most-d)/10 {
			return 0, i, p.fail(i, fmt.Sprintf("%s up to %d", want, most))
		}
		n = 10*n + d
	}
	if j == i {
		return 0, i, p.fail(i, want)
	}
	return n, j, nil
}

// closing returns the offset of the bracket that closes the one at i.
func (p *parser) closing(i, hi int) (int, error) {
	if j := p.ends[i]; j >= 0 && j < hi {
		return j, nil
	}
	// The bracket is not closed within hi: find out why, for the error.
	var stack []byte
	for j := i; j < hi; j++ {
		c := p.s[j]
		switch c {
		case '(', '{', '[':
			stack = append(stack, closers[c])
		case ')', '}', ']':
			if c != stack[len(stack)-1] {
				return 0, p.fail(j, fmt.Sprintf("%q", stack[len(stack)-1]))
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return j, nil
			}
		}
	}
	return 0, p.fail(hi, fmt.Sprintf("%q (for the %q at position %d)", closers[p.s[i]], p.s[i], i+1))
}

// closers maps each opening bracket to the one that closes it.
var closers = map[byte]byte{'(': ')', '{': '}', '[': ']'}

// matches returns, for each opening bracket of s, the offset of the
// bracket that closes it, and -1 for every other byte and for a bracket
// not closed by its own kind: read once, so that closing and scan skip a
// bracketed part in one step, and an expression nested n deep is read in
// time linear in its length, not quadratic.
func matches(s string) []int {
	ends := make([]int, len(s))
	var open []int
	// Every byte, not every rune: a later byte of a rune left at 0 would
	// send scan back to the start, for ever.
	for j := 0; j < len(s); j++ {
		ends[j] = -1
		switch c := s[j]; c {
		case '(', '{', '[':
			open = append(open, j)
		case ')', '}', ']':
			if len(open) > 0 && closers[s[open[len(open)-1]]] == c {
				ends[open[len(open)-1]] = j
				open = open[:len(open)-1]
			} else {
				open = open[:0] // a wrong closer: none open before it is closed
			}
		}
	}
	return ends
}

// maxExpr and maxNesting bound the length of an expression and how deep
// its brackets nest, as Parse reads one by recursion, a level for each
// bracket, sign and +-, up to a kilobyte of stack a level: past them an
// expression would overflow the stack, a crash no recover catches.
const maxExpr, maxNesting = 1 << 20, 100000

// tooDeep returns the offset of the first bracket of s nested more than
// maxNesting deep, -1 where none is.
func tooDeep(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '{', '[':
			if depth++; depth > maxNesting {
				return i
			}
		case ')', '}', ']':
			depth--
		}
	}
	return -1
}

// scan returns the runs of bars in s[lo:hi] outside brackets, each as its
// offset and length, and the offsets of the commas there.
func (p *parser) scan(lo, hi int) (bars [][2]int, commas []int) {
	depth := 0
	for i := lo; i < hi; i++ {
		switch c := p.s[i]; {
		case depth == 0 && p.ends[i] >= 0 && p.ends[i] < hi:
			i = p.ends[i]
		case c == '(' || c == '{' || c == '[':
			depth++
		case c == ')' || c == '}' || c == ']':
			depth--
		case depth > 0:
		case c == ',':
			commas = append(commas, i)
		case c == '|':
			j := i
			for j < hi && p.s[j] == '|' {
				j++
			}
			bars = append(bars, [2]int{i, j - i})
			i = j - 1
		}
	}
	return bars, commas
}

// sides reads what a game's braces hold, s[lo:hi]: the left options and
// the right ones, parted by the longest run of bars, which must be the
// only one that long.
func (p *parser) sides(lo, hi int) (Game, error) {
	bars, _ := p.scan(lo, hi)
	if len(bars) == 0 {
		return Game{}, p.fail(hi, "'|' between the left and the right options")
	}
	longest := bars[0]
	for _, b := range bars[1:] {
		switch {
		case b[1] > longest[1]:
			longest = b
		case b[1] == longest[1]:
			return Game{}, p.fail(b[0], "one longest run of bars, the one that parts the sides ({a||b|c} or {a|b||c})")
		}
	}
	left, err := p.side(lo, longest[0])
	if err != nil {
		return Game{}, err
	}
	right, err := p.side(longest[0]+longest[1], hi)
	if err != nil {
		return Game{}, err
	}
	return Form(left, right), nil
}

// side reads one side's options, s[lo:hi]: one game written without its
// braces, if it holds bars, else games separated by commas, or none.
func (p *parser) side(lo, hi int) ([]Game, error) {
	if bars, _ := p.scan(lo, hi); len(bars) > 0 {
		g, err := p.sides(lo, hi)
		return []Game{g}, err
	}
	return p.list(lo, hi)
}

// list reads games separated by commas, s[lo:hi], or none.
func (p *parser) list(lo, hi int) ([]Game, error) {
	if p.space(lo, hi) == hi {
		return nil, nil
	}
	_, commas := p.scan(lo, hi)
	var out []Game
	for _, end := range append(commas, hi) {
		g, err := p.expr(lo, end)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
		lo = end + 1
	}
	return out, nil
}

// isDigit and isLetter classify ASCII bytes.
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
