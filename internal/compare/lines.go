package compare

import (
	"bytes"
	"fmt"
)

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
