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
//     is compared as text. SpaceSensitive wants the blanks between,
//     before and after the tokens to be the same bytes too (Kattis's
//     space_change_sensitive).
type Options struct {
	Mode           string // exact, lines or tokens; "" means lines
	IgnoreCase     bool
	AbsEps, RelEps float64 // 0: off
	SpaceSensitive bool
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
	if o.Mode != "tokens" || o.SpaceSensitive {
		// For lines a CR before LF is a space at the line's end anyway;
		// dropping it here keeps Windows line ends on the fast path. (So
		// spaces that must be the same take CR LF for LF too.)
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
