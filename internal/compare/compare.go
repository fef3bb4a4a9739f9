// Package compare decides whether a program's output matches the expected
// answer, and says where they first differ.
package compare

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Options say how output is compared with the answer.
//
//   - exact: byte for byte, except that CR LF counts as LF.
//   - lines: line by line, ignoring spaces and tabs at line ends and blank
//     lines at the end, as Luogu's default checker does.
//   - tokens: the sequences of whitespace-separated tokens are equal;
//     optionally ignoring letter case, and accepting numbers within an
//     absolute or relative tolerance (testlib's rcmp, Kattis's
//     float_tolerance): |got-want| <= absEps or <= relEps*|want|.
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

// Compare returns "" if got matches want, else where and how they differ.
func (c Options) Compare(got, want []byte) string {
	got = bytes.ReplaceAll(got, []byte("\r\n"), []byte("\n"))
	want = bytes.ReplaceAll(want, []byte("\r\n"), []byte("\n"))
	switch c.Mode {
	case "exact":
		return diffLines(splitLines(got, false), splitLines(want, false), true)
	case "tokens":
		return c.compareTokens(got, want)
	}
	return diffLines(splitLines(got, true), splitLines(want, true), false)
}

// splitLines splits b into lines. When loose, trailing spaces and tabs of
// each line and trailing blank lines are dropped.
func splitLines(b []byte, loose bool) []string {
	lines := strings.Split(string(b), "\n")
	if !loose {
		return lines
	}
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t\r")
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// diffLines describes the first difference between two lists of lines.
// With exact, the lists come from splitting on every newline, so a last
// element "" stands for a final newline.
func diffLines(got, want []string, exact bool) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		switch {
		case exact && i == len(got) && i == len(want)-1 && want[i] == "":
			return "the output does not end with a newline"
		case exact && i == len(want) && i == len(got)-1 && got[i] == "":
			return "the output ends with a newline where none is expected"
		case i >= len(got):
			return fmt.Sprintf("line %d: expected %s, but the output ended", i+1, clip(want[i], 0))
		case i >= len(want):
			return fmt.Sprintf("line %d: expected the end of output, found %s", i+1, clip(got[i], 0))
		case got[i] != want[i]:
			col := commonPrefix(got[i], want[i])
			return fmt.Sprintf("line %d, column %d: expected %s, found %s", i+1, col+1, clip(want[i], col), clip(got[i], col))
		}
	}
	return ""
}

func commonPrefix(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// clip quotes s, showing whitespace, cut to a window around byte at.
func clip(s string, at int) string {
	const before, after = 30, 30
	pre, post := "", ""
	if at > before {
		s, at, pre = s[at-before:], before, "..."
	}
	if len(s) > at+after {
		s, post = s[:at+after], "..."
	}
	return pre + strconv.Quote(s) + post
}

// A word is a token of output and the line it is on.
type word struct {
	text string
	line int
}

func words(b []byte) []word {
	var ws []word
	for i, l := range strings.Split(string(b), "\n") {
		for _, f := range strings.Fields(l) {
			ws = append(ws, word{f, i + 1})
		}
	}
	return ws
}

func (c Options) compareTokens(got, want []byte) string {
	g, w := words(got), words(want)
	for i := 0; i < len(g) || i < len(w); i++ {
		switch {
		case i >= len(g):
			return fmt.Sprintf("token %d: expected %s, but the output ended", i+1, clip(w[i].text, 0))
		case i >= len(w):
			return fmt.Sprintf("token %d (line %d): expected the end of output, found %s", i+1, g[i].line, clip(g[i].text, 0))
		case !c.sameToken(g[i].text, w[i].text):
			return fmt.Sprintf("token %d (line %d): expected %s, found %s", i+1, g[i].line, clip(w[i].text, 0), clip(g[i].text, 0))
		}
	}
	return ""
}

func (c Options) sameToken(got, want string) bool {
	if got == want || c.IgnoreCase && strings.EqualFold(got, want) {
		return true
	}
	if c.AbsEps == 0 && c.RelEps == 0 {
		return false
	}
	g, err1 := strconv.ParseFloat(got, 64)
	w, err2 := strconv.ParseFloat(want, 64)
	if err1 != nil || err2 != nil || math.IsNaN(g) || math.IsNaN(w) {
		return false
	}
	d := math.Abs(g - w)
	return d <= c.AbsEps || d <= c.RelEps*math.Abs(w)
}
