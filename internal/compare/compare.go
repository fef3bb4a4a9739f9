// Package compare decides whether a program's output matches the expected
// answer, and says where they first differ.
//
// Both texts are read as streams through buffers of a fixed size, so
// comparing answers of any length costs the same small amount of memory.
package compare

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
)

// Options say how output is compared with the answer.
//
//   - exact: byte for byte, except that CR LF counts as LF.
//   - lines: line by line, ignoring spaces, tabs and CRs at line ends and
//     blank lines at the end, as Luogu's default checker does.
//   - tokens: the sequences of tokens are equal, tokens being separated by
//     spaces, tabs, CRs and LFs as in testlib. IgnoreCase folds the ASCII
//     letters only. With AbsEps or RelEps, two tokens that are both decimal
//     numbers (what testlib's readDouble accepts: an optional sign, digits
//     with at most one point, an optional exponent; no hex, inf, nan or
//     underscores) match when |got-want| <= AbsEps or <= RelEps*|want|
//     (testlib's rcmp, Kattis's float_tolerance). A token of 64 KiB or more
//     is compared as text.
type Options struct {
	Mode           string // exact, lines or tokens; "" means lines
	IgnoreCase     bool
	AbsEps, RelEps float64 // 0: off
}

// Modes are the comparison modes.
var Modes = []string{"exact", "lines", "tokens"}

// ValidMode reports whether m is one of Modes.
func ValidMode(m string) bool {
	for _, v := range Modes {
		if m == v {
			return true
		}
	}
	return false
}

// bufSize is the size of the buffers each side is read through, and so the
// length from which a token is too long to be a number. Tests make it
// small (more than context) to exercise the buffers' boundaries.
var bufSize = 64 << 10

// context is how many bytes a message shows on each side of a difference.
const context = 30

// Byte classes: space (lines mode) is what is trimmed from line ends;
// blank (tokens mode, testlib's isBlanks) separates tokens.
var space, blank [256]bool

func init() {
	for _, c := range " \t\r" {
		space[c], blank[c] = true, true
	}
	blank['\n'] = true
}

// Compare returns "" if got matches want, else where and how they differ.
// The error is for a failure to read either side.
func (o Options) Compare(got, want io.Reader) (diff string, err error) {
	if o.Mode != "tokens" {
		// For lines a CR before LF is a space at the line's end anyway;
		// dropping it here keeps Windows line ends on the fast path.
		got = crlfReader{bufio.NewReaderSize(got, bufSize)}
		want = crlfReader{bufio.NewReaderSize(want, bufSize)}
	}
	g := &side{r: bufio.NewReaderSize(got, bufSize), name: "the output"}
	w := &side{r: bufio.NewReaderSize(want, bufSize), name: "the answer"}
	switch o.Mode {
	case "exact":
		return compareLines(g, w, false)
	case "tokens":
		return o.compareTokens(g, w)
	}
	return compareLines(g, w, true)
}

// A side is one of the two texts, read through a bufio.Reader.
type side struct {
	r    *bufio.Reader
	name string // for errors
	b    []byte // bytes peeked from r and not yet consumed
	used int    // bytes consumed from b and not yet discarded from r
}

// skip consumes the next n bytes of b.
func (s *side) skip(n int) {
	s.b = s.b[n:]
	s.used += n
}

// fill makes b hold as many unread bytes as the buffer can; b is empty
// only at the end of the text.
func (s *side) fill() error {
	s.r.Discard(s.used) // cannot fail: they are buffered
	s.used = 0
	var err error
	s.b, err = s.r.Peek(s.r.Size())
	if err != nil && err != io.EOF {
		return fmt.Errorf("reading %s: %w", s.name, err)
	}
	return nil
}

// ensure fills b if it is empty.
func (s *side) ensure() error {
	if len(s.b) > 0 {
		return nil
	}
	return s.fill()
}

// A lineRest is what is left of a line after the point where the two
// sides differ.
type lineRest struct {
	head    [context + 1]byte
	n       int  // bytes in head
	text    int  // length of head without the spaces that end the line (lines mode)
	newline bool // the line ends with LF, not with the end of the text
}

// after returns the bytes shown after the difference.
func (l *lineRest) after() []byte { return l.head[:l.text] }

// rest consumes the rest of the current line, newline included. When
// loose it reads to the line's end to know which spaces end it; otherwise
// it stops once the head is full.
func (s *side) rest(loose bool) (l lineRest, err error) {
	last := -1 // offset of the line's last byte that is not a space
	for off := 0; ; {
		if err := s.ensure(); err != nil || len(s.b) == 0 {
			l.text = min(l.n, last+1)
			return l, err
		}
		b := s.b
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			b, l.newline = b[:i], true
		}
		l.n += copy(l.head[l.n:], b)
		for i := len(b) - 1; i >= 0; i-- {
			if !loose || !space[b[i]] {
				last = off + i
				break
			}
		}
		off += len(b)
		if l.newline {
			s.skip(len(b) + 1)
		} else {
			s.skip(len(b))
		}
		if l.newline || !loose && l.n == len(l.head) {
			l.text = min(l.n, last+1)
			return l, nil
		}
	}
}

// hasText reports whether anything but spaces and newlines is left.
func (s *side) hasText() (bool, error) {
	for {
		if err := s.ensure(); err != nil || len(s.b) == 0 {
			return false, err
		}
		for _, c := range s.b {
			if !blank[c] {
				return true, nil
			}
		}
		s.skip(len(s.b))
	}
}

// A snippet keeps a few bytes of a line for messages.
type snippet struct {
	b [context + 1]byte
	n int
}

func (s *snippet) bytes() []byte { return s.b[:s.n] }

// keepFirst appends as much of p as fits in context+1 bytes.
func (s *snippet) keepFirst(p []byte) {
	s.n += copy(s.b[s.n:], p)
}

// keepLast appends p and keeps the last context bytes.
func (s *snippet) keepLast(p []byte) {
	if len(p) >= context {
		s.n = copy(s.b[:], p[len(p)-context:])
		return
	}
	if drop := s.n + len(p) - context; drop > 0 {
		s.n = copy(s.b[:], s.b[drop:s.n])
	}
	s.n += copy(s.b[s.n:], p)
}

// A position is where the comparison of lines is, with what of the
// current line (the same on both sides so far) the messages need.
type position struct {
	line, col int
	lastText  int     // the last line with more than spaces on it (lines mode)
	ws        int     // where the spaces ending the line so far start (lines mode)
	before    snippet // the bytes before col
	beforeWS  snippet // the bytes before ws
	run       snippet // the first bytes from ws
}

// consume moves the position over c, a part of the text both sides share.
func (p *position) consume(c []byte, loose bool) {
	nl := bytes.Count(c, []byte{'\n'})
	k := -1
	if nl > 0 {
		k = bytes.LastIndexByte(c, '\n')
	}
	j := -1 // c[j] is the last byte that is not a space or a newline
	if loose {
		for j = len(c) - 1; j >= 0 && blank[c[j]]; j-- {
		}
		switch {
		case j > k:
			p.lastText = p.line + nl
		case j >= 0:
			p.lastText = p.line + bytes.Count(c[:j], []byte{'\n'})
		}
	}
	if k >= 0 {
		p.line += nl
		p.col, p.ws = 0, 0
		p.before, p.beforeWS, p.run = snippet{}, snippet{}, snippet{}
		c, j = c[k+1:], j-(k+1)
	}
	if loose {
		if j >= 0 {
			p.beforeWS = p.before
			p.beforeWS.keepLast(c[:j+1])
			p.ws = p.col + j + 1
			p.run = snippet{}
			p.run.keepFirst(c[j+1:])
		} else {
			p.run.keepFirst(c)
		}
	}
	p.before.keepLast(c)
	p.col += len(c)
}

// newline moves the position to the start of the next line.
func (p *position) newline() {
	*p = position{line: p.line + 1, lastText: p.lastText}
}

// compareLines compares line by line: exactly, or loose as in lines mode.
// It skips what both sides share as fast as memory compares, and looks
// closer only where their bytes differ.
func compareLines(g, w *side, loose bool) (string, error) {
	p := &position{line: 1}
	diff := exactDiff
	if loose {
		diff = looseDiff
	}
	for {
		if err := g.ensure(); err != nil {
			return "", err
		}
		if err := w.ensure(); err != nil {
			return "", err
		}
		if len(g.b) == 0 && len(w.b) == 0 {
			return "", nil
		}
		if n := commonPrefix(g.b, w.b); n > 0 {
			p.consume(g.b[:n], loose)
			g.skip(n)
			w.skip(n)
			continue
		}
		if msg, done, err := diff(g, w, p); err != nil || done {
			return msg, err
		}
	}
}

// commonPrefix returns the length of the longest common prefix of a and b.
func commonPrefix(a, b []byte) int {
	const block = 64
	n := min(len(a), len(b))
	i := 0
	for i+block <= n && bytes.Equal(a[i:i+block], b[i:i+block]) {
		i += block
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// exactDiff describes the difference where the sides' next bytes differ
// or one side has ended.
func exactDiff(g, w *side, p *position) (string, bool, error) {
	if msg, ok, err := finalNewline(g, w, p.line, false); ok || err != nil {
		return msg, true, err
	}
	if msg, ok, err := finalNewline(w, g, p.line, true); ok || err != nil {
		return msg, true, err
	}
	rg, err := g.rest(false)
	if err != nil {
		return "", true, err
	}
	rw, err := w.rest(false)
	if err != nil {
		return "", true, err
	}
	return columnDiff(p.line, p.col, p.before.bytes(), rg.after(), rw.after()), true, nil
}

// finalNewline describes the difference when a has ended and b goes on
// with a newline: b's newline ends the text, or b has another line. The
// messages are for a being the output, or the answer when swapped.
func finalNewline(a, b *side, line int, swapped bool) (string, bool, error) {
	if len(a.b) > 0 || b.b[0] != '\n' {
		return "", false, nil
	}
	b.skip(1)
	if err := b.ensure(); err != nil {
		return "", true, err
	}
	switch {
	case len(b.b) == 0 && swapped:
		return "the output ends with a newline where none is expected", true, nil
	case len(b.b) == 0:
		return "the output does not end with a newline", true, nil
	}
	next, err := b.rest(false)
	if swapped {
		return fmt.Sprintf("line %d: expected the end of output, found %s", line+1, clip(nil, 0, next.after())), true, err
	}
	return fmt.Sprintf("line %d: expected %s, but the output ended", line+1, clip(nil, 0, next.after())), true, err
}

// looseDiff looks at the rest of the current line of each side, where
// their next bytes differ or one has ended. The lines may still match once
// the spaces ending them are trimmed; then it moves to the next line, or
// is done when both sides have ended.
func looseDiff(g, w *side, p *position) (string, bool, error) {
	rg, err := g.rest(true)
	if err != nil {
		return "", true, err
	}
	rw, err := w.rest(true)
	if err != nil {
		return "", true, err
	}
	switch {
	case rg.text == 0 && rw.text == 0:
		if !rg.newline && !rw.newline {
			return "", true, nil
		}
		p.newline()
		return "", false, nil
	case rg.text == 0:
		return p.lineEnds(g, &rw, false)
	case rw.text == 0:
		return p.lineEnds(w, &rg, true)
	}
	return columnDiff(p.line, p.col, p.before.bytes(), rg.after(), rw.after()), true, nil
}

// lineEnds describes the difference when a's line is the shared part up
// to p.ws and the other side's line, whose rest is r, goes on. If a's line
// is blank and only blank lines follow, a has ended after its last line
// with text. The messages are for a being the output, or the answer when
// swapped.
func (p *position) lineEnds(a *side, r *lineRest, swapped bool) (string, bool, error) {
	other := p.afterWS(r)
	if p.ws == 0 {
		if more, err := a.hasText(); err != nil || !more {
			line := p.lastText + 1
			if line < p.line {
				other = nil // a blank line
			}
			if swapped {
				return fmt.Sprintf("line %d: expected the end of output, found %s", line, clip(nil, 0, other)), true, err
			}
			return fmt.Sprintf("line %d: expected %s, but the output ended", line, clip(nil, 0, other)), true, err
		}
	}
	if swapped {
		return columnDiff(p.line, p.ws, p.beforeWS.bytes(), other, nil), true, nil
	}
	return columnDiff(p.line, p.ws, p.beforeWS.bytes(), nil, other), true, nil
}

// afterWS returns the bytes from p.ws of the line whose rest is r.
func (p *position) afterWS(r *lineRest) []byte {
	b := append(make([]byte, 0, 2*(context+1)), p.run.bytes()...)
	return append(b, r.after()...)
}

// columnDiff says that the lines first differ at byte col (from 0), given
// the bytes before col and each side's bytes from there.
func columnDiff(line, col int, before, got, want []byte) string {
	return fmt.Sprintf("line %d, column %d: expected %s, found %s", line, col+1, clip(before, col, want), clip(before, col, got))
}

// clip quotes the bytes around offset at of a line, showing whitespace:
// before (the last context bytes before at) and after (the bytes from at,
// of which more than context are cut).
func clip(before []byte, at int, after []byte) string {
	pre, post := "", ""
	if at > context {
		pre = "..."
	}
	if len(after) > context {
		after, post = after[:context], "..."
	}
	return pre + strconv.Quote(string(before)+string(after)) + post
}

// compareTokens compares the sequences of tokens.
func (o Options) compareTokens(g, w *side) (string, error) {
	line := 1 // of the output's next token
	for i := 1; ; i++ {
		if err := g.ensure(); err != nil {
			return "", err
		}
		if err := w.ensure(); err != nil {
			return "", err
		}
		tokens, newlines := skipShared(g, w)
		i += tokens
		n, err := g.skipBlanks()
		if err != nil {
			return "", err
		}
		line += newlines + n
		if _, err = w.skipBlanks(); err != nil {
			return "", err
		}
		gt, gLong, err := g.token()
		if err != nil {
			return "", err
		}
		wt, wLong, err := w.token()
		if err != nil {
			return "", err
		}
		switch {
		case len(gt) == 0 && len(wt) == 0:
			return "", nil
		case len(gt) == 0:
			return fmt.Sprintf("token %d: expected %s, but the output ended", i, clip(nil, 0, wt)), nil
		case len(wt) == 0:
			return fmt.Sprintf("token %d (line %d): expected the end of output, found %s", i, line, clip(nil, 0, gt)), nil
		}
		var same bool
		switch {
		case !gLong && !wLong:
			same = o.sameToken(gt, wt)
			g.skip(len(gt))
			w.skip(len(wt))
		case gLong && wLong:
			// Keep the heads for the message: the rest streams through.
			gt = append(make([]byte, 0, context+1), gt[:min(len(gt), context+1)]...)
			wt = append(make([]byte, 0, context+1), wt[:min(len(wt), context+1)]...)
			if same, err = o.sameLongToken(g, w); err != nil {
				return "", err
			}
		}
		if !same {
			return fmt.Sprintf("token %d (line %d): expected %s, found %s", i, line, clip(nil, 0, wt), clip(nil, 0, gt)), nil
		}
	}
}

// skipShared consumes the bytes both sides share up to the last blank
// among them: whole tokens that match. It returns how many tokens and
// newlines it passed. Matching answers go through here, much faster than
// token by token.
func skipShared(g, w *side) (tokens, newlines int) {
	c := g.b[:commonPrefix(g.b, w.b)]
	k := len(c) - 1
	for k >= 0 && !blank[c[k]] {
		k--
	}
	c = c[:k+1]
	inToken := false
	for _, x := range c {
		if !blank[x] && !inToken {
			tokens++
		}
		inToken = !blank[x]
	}
	newlines = bytes.Count(c, []byte{'\n'})
	g.skip(len(c))
	w.skip(len(c))
	return tokens, newlines
}

// skipBlanks consumes blanks and returns how many newlines it passed.
func (s *side) skipBlanks() (newlines int, err error) {
	for {
		if err := s.ensure(); err != nil || len(s.b) == 0 {
			return newlines, err
		}
		i := 0
		for i < len(s.b) && blank[s.b[i]] {
			if s.b[i] == '\n' {
				newlines++
			}
			i++
		}
		s.skip(i)
		if len(s.b) > 0 {
			return newlines, nil
		}
	}
}

// token returns the token at the start of b without consuming it: all of
// it, or its first bufSize bytes and long when it has at least that many.
// It is empty at the end of the text.
func (s *side) token() (tok []byte, long bool, err error) {
	for {
		if i := indexBlank(s.b); i >= 0 {
			return s.b[:i], false, nil
		}
		if len(s.b) >= s.r.Size() {
			return s.b, true, nil
		}
		n := len(s.b)
		if err := s.fill(); err != nil || len(s.b) == n {
			return s.b, false, err
		}
	}
}

func indexBlank(b []byte) int {
	for i, c := range b {
		if blank[c] {
			return i
		}
	}
	return -1
}

// sameLongToken compares two tokens too long for the buffers, as text,
// consuming them.
func (o Options) sameLongToken(g, w *side) (bool, error) {
	for {
		a, err := g.tokenPart()
		if err != nil {
			return false, err
		}
		b, err := w.tokenPart()
		if err != nil {
			return false, err
		}
		if len(a) == 0 || len(b) == 0 {
			return len(a) == len(b), nil
		}
		n := min(len(a), len(b))
		if !o.sameText(a[:n], b[:n]) {
			return false, nil
		}
		g.skip(n)
		w.skip(n)
	}
}

// tokenPart returns the buffered bytes of the current token.
func (s *side) tokenPart() ([]byte, error) {
	if err := s.ensure(); err != nil {
		return nil, err
	}
	if i := indexBlank(s.b); i >= 0 {
		return s.b[:i], nil
	}
	return s.b, nil
}

func (o Options) sameText(got, want []byte) bool {
	if !o.IgnoreCase {
		return bytes.Equal(got, want)
	}
	if len(got) != len(want) {
		return false
	}
	for i, c := range got {
		if c != want[i] && lower(c) != lower(want[i]) {
			return false
		}
	}
	return true
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func (o Options) sameToken(got, want []byte) bool {
	if o.sameText(got, want) {
		return true
	}
	if o.AbsEps == 0 && o.RelEps == 0 {
		return false
	}
	g, ok1 := parseDecimal(got)
	w, ok2 := parseDecimal(want)
	if !ok1 || !ok2 {
		return false
	}
	if g == w { // also the infinities that too large numbers become
		return true
	}
	d := math.Abs(g - w)
	return d <= o.AbsEps || d <= o.RelEps*math.Abs(w)
}

// parseDecimal parses b if it is a decimal number as testlib reads one:
// [+-] digits [. digits] [(e|E) [+-] digits], with at least one digit
// before the exponent. Numbers too large for a float64 are infinite.
func parseDecimal(b []byte) (float64, bool) {
	i, neg := 0, false
	if i < len(b) && (b[i] == '+' || b[i] == '-') {
		neg = b[i] == '-'
		i++
	}
	// The value is mant * 10^exp while mant holds every digit.
	var mant uint64
	digits, exp, exact, point := 0, 0, true, false
	for ; i < len(b); i++ {
		if c := b[i]; isDigit(c) {
			digits++
			if mant > 1<<53 {
				exact = false
				continue
			}
			mant = mant*10 + uint64(c-'0')
			if point {
				exp--
			}
		} else if c == '.' && !point {
			point = true
		} else {
			break
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		sign := 1
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			if b[i] == '-' {
				sign = -1
			}
			i++
		}
		start, e := i, 0
		for ; i < len(b) && isDigit(b[i]); i++ {
			e = min(e*10+int(b[i]-'0'), 1e6)
		}
		if i == start {
			return 0, false
		}
		exp += sign * e
	}
	if i != len(b) {
		return 0, false
	}
	// Both mant and 10^|exp| are exact float64s then, and one operation
	// rounds correctly (strconv's fast path too).
	if exact && mant <= 1<<53 && -22 <= exp && exp <= 22 {
		f := float64(mant)
		if exp < 0 {
			f /= pow10[-exp]
		} else {
			f *= pow10[exp]
		}
		if neg {
			f = -f
		}
		return f, true
	}
	f, err := strconv.ParseFloat(string(b), 64)
	return f, err == nil || err.(*strconv.NumError).Err == strconv.ErrRange
}

var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// A crlfReader reads r with every CR LF turned into LF.
type crlfReader struct{ r *bufio.Reader }

func (c crlfReader) Read(p []byte) (int, error) {
	// With two bytes buffered, a CR can see what follows it, except at
	// the end of the text.
	b, err := c.r.Peek(2)
	if len(b) == 0 {
		return 0, err
	}
	atEnd := len(b) < 2
	b, _ = c.r.Peek(c.r.Buffered())
	n, used := 0, 0
	for n < len(p) && used < len(b) {
		rest := b[used:]
		i := bytes.IndexByte(rest, '\r')
		if i < 0 {
			i = len(rest)
		}
		k := copy(p[n:], rest[:i])
		n, used = n+k, used+k
		if k < i || used == len(b) || n == len(p) {
			break
		}
		// b[used] is a CR: dropped before LF, kept before anything else,
		// and left for the next read when what follows is not read yet.
		switch {
		case used+1 < len(b) && b[used+1] == '\n':
			used++
		case used+1 < len(b) || atEnd:
			p[n] = '\r'
			n, used = n+1, used+1
		default:
			c.r.Discard(used)
			return n, nil
		}
	}
	c.r.Discard(used)
	if atEnd && used == len(b) {
		return n, err
	}
	return n, nil
}
