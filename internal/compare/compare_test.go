package compare

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

var tests = []struct {
	name      string
	cmp       Options
	got, want string
	diff      string // "" when they should match
}{
	{"exact equal", Options{Mode: "exact"}, "1 2\n3\n", "1 2\n3\n", ""},
	{"exact crlf", Options{Mode: "exact"}, "1 2\r\n3\r\n", "1 2\n3\n", ""},
	{"exact trailing space", Options{Mode: "exact"}, "1 2 \n", "1 2\n", `line 1, column 4: expected "1 2", found "1 2 "`},
	{"exact missing newline", Options{Mode: "exact"}, "1 2", "1 2\n", "the output does not end with a newline"},
	{"exact extra newline", Options{Mode: "exact"}, "1\n\n", "1\n", "the output ends with a newline where none is expected"},
	{"exact blank line", Options{Mode: "exact"}, "1\n\n2\n", "1\n2\n", `line 2, column 1: expected "2", found ""`},
	{"exact lone cr", Options{Mode: "exact"}, "a\r", "a", `line 1, column 2: expected "a", found "a\r"`},
	{"exact cr before crlf", Options{Mode: "exact"}, "a\r\r\n", "a\r\n", `line 1, column 2: expected "a", found "a\r"`},
	{"exact output ended", Options{Mode: "exact"}, "1", "1\n2\n", `line 2: expected "2", but the output ended`},
	{"exact output goes on", Options{Mode: "exact"}, "1\n2", "1", `line 2: expected the end of output, found "2"`},

	{"lines trailing spaces", Options{Mode: "lines"}, "1 2  \t\n3 \n", "1 2\n3\n", ""},
	{"lines trailing blank lines", Options{Mode: "lines"}, "Yes\n\n\n", "Yes\n", ""},
	{"lines no final newline", Options{Mode: "lines"}, "Yes", "Yes\n", ""},
	{"lines crlf", Options{Mode: "lines"}, "Yes\r\nNo\r\n", "Yes\nNo\n", ""},
	{"lines default mode", Options{}, "Yes \n", "Yes\n", ""},
	{"lines leading space", Options{Mode: "lines"}, " Yes\n", "Yes\n", `line 1, column 1: expected "Yes", found " Yes"`},
	{"lines inner space", Options{Mode: "lines"}, "4  3\n", "4 3\n", `line 1, column 3: expected "4 3", found "4  3"`},
	{"lines wrong case", Options{Mode: "lines"}, "yes\n", "Yes\n", `line 1, column 1: expected "Yes", found "yes"`},
	{"lines missing line", Options{Mode: "lines"}, "No\n", "No\nYes\n", `line 2: expected "Yes", but the output ended`},
	{"lines extra line", Options{Mode: "lines"}, "No\nYes\n", "No\n", `line 2: expected the end of output, found "Yes"`},
	{"lines empty output", Options{Mode: "lines"}, "", "lose\n", `line 1: expected "lose", but the output ended`},
	{"lines tab shown", Options{Mode: "lines"}, "4\t3\n", "4 3\n", `line 1, column 2: expected "4 3", found "4\t3"`},
	{"lines blank then missing", Options{Mode: "lines"}, "a\n\n", "a\n\nb\n", `line 2: expected "", but the output ended`},
	{"lines blank then extra", Options{Mode: "lines"}, "a \n \nb", "a\n", `line 2: expected the end of output, found ""`},
	{"lines blank inside", Options{Mode: "lines"}, "a\n\nb\n", "a\nb\n", `line 2, column 1: expected "b", found ""`},
	{"lines space then text", Options{Mode: "lines"}, "a  \n", "a  b\n", `line 1, column 2: expected "a  b", found "a"`},
	{"lines cr inside", Options{Mode: "lines"}, "a\rb\n", "a b\n", `line 1, column 2: expected "a b", found "a\rb"`},

	{"tokens any whitespace", Options{Mode: "tokens"}, "1\n2   3\t\r\n\n", "1 2 3\n", ""},
	{"tokens differ", Options{Mode: "tokens"}, "1\n2 4\n", "1 2 3\n", `token 3 (line 2): expected "3", found "4"`},
	{"tokens short", Options{Mode: "tokens"}, "1 2", "1 2 3", `token 3: expected "3", but the output ended`},
	{"tokens long", Options{Mode: "tokens"}, "1 2 3 4", "1 2 3", `token 4 (line 1): expected the end of output, found "4"`},
	{"tokens case", Options{Mode: "tokens"}, "YES", "yes", `token 1 (line 1): expected "yes", found "YES"`},
	{"tokens ignore case", Options{Mode: "tokens", IgnoreCase: true}, "YES no", "yes NO", ""},
	{"tokens ignore case is ascii", Options{Mode: "tokens", IgnoreCase: true}, "É", "é", `token 1 (line 1): expected "é", found "É"`},
	{"tokens vertical tab is no blank", Options{Mode: "tokens"}, "1\v2", "1 2", `token 1 (line 1): expected "1", found "1\v2"`},
	{"tokens nbsp is no blank", Options{Mode: "tokens"}, "1\u00a02", "1 2", `token 1 (line 1): expected "1", found "1\u00a02"`},
	{"abs eps within", Options{Mode: "tokens", AbsEps: 1e-6}, "0.3333335", "0.333333", ""},
	{"abs eps outside", Options{Mode: "tokens", AbsEps: 1e-6}, "0.333335", "0.333333", `token 1 (line 1): expected "0.333333", found "0.333335"`},
	{"rel eps within", Options{Mode: "tokens", RelEps: 1e-6}, "1000000.5", "1000000", ""},
	{"rel eps outside", Options{Mode: "tokens", RelEps: 1e-6}, "1000002", "1000000", `token 1 (line 1): expected "1000000", found "1000002"`},
	{"eps needs numbers", Options{Mode: "tokens", AbsEps: 1}, "x", "1", `token 1 (line 1): expected "1", found "x"`},
	{"eps nan", Options{Mode: "tokens", AbsEps: 1}, "NaN", "NaN", ""},
	{"spaces same", Options{Mode: "tokens", SpaceSensitive: true, IgnoreCase: true}, "1  YES\n", "1  yes\n", ""},
	{"spaces more", Options{Mode: "tokens", SpaceSensitive: true}, "1  2\n", "1 2\n", `token 2 (line 1): the spaces differ: expected "2\n", found " 2\n"`},
	{"spaces newline", Options{Mode: "tokens", SpaceSensitive: true}, "1\n2\n", "1 2\n", `token 2 (line 1): the spaces differ: expected " 2\n", found "\n2\n"`},
	{"spaces at end", Options{Mode: "tokens", SpaceSensitive: true}, "1 2", "1 2\n", `token 3 (line 1): the spaces differ: expected "\n", found ""`},
	{"spaces leading", Options{Mode: "tokens", SpaceSensitive: true}, " 1", "1", `token 1 (line 1): the spaces differ: expected "1", found " 1"`},
	{"spaces with eps", Options{Mode: "tokens", SpaceSensitive: true, AbsEps: 0.1}, "1.01 2\n\n", "1 2\n\n", ""},
	{"spaces second line", Options{Mode: "tokens", SpaceSensitive: true}, "a\nb  c\n", "a\nb c\n", `token 3 (line 2): the spaces differ: expected "c\n", found " c\n"`},
	{"eps nan vs number", Options{Mode: "tokens", AbsEps: 1}, "NaN", "1", `token 1 (line 1): expected "1", found "NaN"`},
	{"eps decimal forms", Options{Mode: "tokens", AbsEps: 1e-9}, "+1 .5 5. 1.5e+3 -0", "1 0.5 5 1500 0", ""},
	{"eps no hex", Options{Mode: "tokens", AbsEps: 1}, "0x1p-2", "0.25", `token 1 (line 1): expected "0.25", found "0x1p-2"`},
	{"eps no inf", Options{Mode: "tokens", AbsEps: 1}, "inf", "Infinity", `token 1 (line 1): expected "Infinity", found "inf"`},
	{"eps no underscore", Options{Mode: "tokens", AbsEps: 1}, "1_000", "1000", `token 1 (line 1): expected "1000", found "1_000"`},
	{"eps no bare exponent", Options{Mode: "tokens", AbsEps: 1}, "1e", "1", `token 1 (line 1): expected "1", found "1e"`},
	{"eps overflow is infinite", Options{Mode: "tokens", AbsEps: 1}, "1e400 -1e400", "1e401 1e400", `token 2 (line 1): expected "1e400", found "-1e400"`},
}

// readers are the ways a test reads a text: whole, and a byte or half the
// asked-for bytes at a time, which puts buffer boundaries everywhere.
var readers = map[string]func([]byte) io.Reader{
	"whole":    func(b []byte) io.Reader { return bytes.NewReader(b) },
	"one byte": func(b []byte) io.Reader { return iotest.OneByteReader(bytes.NewReader(b)) },
	"half":     func(b []byte) io.Reader { return iotest.HalfReader(bytes.NewReader(b)) },
	"data+EOF": func(b []byte) io.Reader { return iotest.DataErrReader(bytes.NewReader(b)) },
}

// smallBuffers makes the buffers as small as they can be until the test ends.
func smallBuffers(t testing.TB) {
	old := bufSize
	bufSize = context + 2
	t.Cleanup(func() { bufSize = old })
}

// compareAll compares got and want read every way, with the buffers as
// they are, and fails unless each way, and the reference, gives diff.
func compareAll(t *testing.T, o Options, got, want, diff string) {
	t.Helper()
	if d := reference(o, []byte(got), []byte(want)); d != diff {
		t.Errorf("%+v reference: compare(%q, %q) = %s; want %s", o, got, want, d, diff)
	}
	for name, r := range readers {
		d, err := o.Compare(r([]byte(got)), r([]byte(want)))
		if err != nil || d != diff {
			t.Errorf("%+v read %s, buffers of %d: compare(%q, %q) = %s, %v; want %s", o, name, bufSize, got, want, d, err, diff)
		}
	}
}

func TestCompare(t *testing.T) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			compareAll(t, tt.cmp, tt.got, tt.want, tt.diff)
			smallBuffers(t)
			compareAll(t, tt.cmp, tt.got, tt.want, tt.diff)
		})
	}
}

func TestClipLongLines(t *testing.T) {
	want := strings.Repeat("1 ", 500) + "2 " + strings.Repeat("3 ", 500)
	got := strings.Repeat("1 ", 500) + "9 " + strings.Repeat("3 ", 500)
	wantDiff := `line 1, column 1001: expected ..."1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 3 3 3 3 3 3 3 3 3 3 3 3 3 3 "..., found ..."1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 9 3 3 3 3 3 3 3 3 3 3 3 3 3 3 "...`
	compareAll(t, Options{Mode: "exact"}, got, want, wantDiff)
	compareAll(t, Options{Mode: "lines"}, got, want, wantDiff)
	compareAll(t, Options{Mode: "tokens"}, got, want, `token 501 (line 1): expected "2", found "9"`)
	// In lines mode a long run of spaces can end the line on one side and
	// not on the other: the window is around where the spaces start.
	got = strings.Repeat("x", 40) + strings.Repeat(" ", 100) + "\n"
	want = strings.Repeat("x", 40) + strings.Repeat(" ", 100) + "y\n"
	wantDiff = `line 1, column 41: expected ..."xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx                              "..., found ..."xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"`
	compareAll(t, Options{}, got, want, wantDiff)
	smallBuffers(t)
	compareAll(t, Options{}, got, want, wantDiff)
}

// TestLongTokens: a token as long as the buffer or longer streams through
// and is compared as text, never as a number.
func TestLongTokens(t *testing.T) {
	smallBuffers(t)
	long := strings.Repeat("ab", bufSize)
	eps := Options{Mode: "tokens", AbsEps: 1}
	for _, tt := range []struct {
		cmp       Options
		got, want string
		diff      string
	}{
		{eps, long + " 1", long + " 1", ""},
		{Options{Mode: "tokens", IgnoreCase: true}, strings.ToUpper(long), long, ""},
		{eps, long + "c", long, `token 1 (line 1): expected "ababababababababababababababab"..., found "ababababababababababababababab"...`},
		{eps, "1", "1." + strings.Repeat("0", bufSize), `token 1 (line 1): expected "1.0000000000000000000000000000"..., found "1"`},
		{eps, "1", "1." + strings.Repeat("0", bufSize-3), ""},
	} {
		compareAll(t, tt.cmp, tt.got, tt.want, tt.diff)
	}
}

// TestReadErrors: a side that cannot be read is an error naming it, never
// a verdict.
func TestReadErrors(t *testing.T) {
	boom := errors.New("boom")
	failing := func() io.Reader { return io.MultiReader(strings.NewReader("1 2\n"), iotest.ErrReader(boom)) }
	for _, mode := range Modes {
		for _, side := range []string{"output", "answer"} {
			got, want := failing(), io.Reader(strings.NewReader("1 2\n3\n"))
			if side == "answer" {
				got, want = want, got
			}
			d, err := Options{Mode: mode}.Compare(got, want)
			if !errors.Is(err, boom) || !strings.Contains(err.Error(), "reading the "+side) || d != "" {
				t.Errorf("%s, failing %s: %q, %v", mode, side, d, err)
			}
		}
	}
}

// TestParseDecimal: testlib's decimal numbers, each parsed to the float64
// strconv gives, bit for bit.
func TestParseDecimal(t *testing.T) {
	for _, s := range []string{"x", "", "+", "-", ".", "e5", "1e", "1e+", "1.2.3", "1..", "--1", "0x10", "0x1p-2",
		"inf", "+Inf", "NaN", "nan", "1_000", "1,5", "1 ", "1e5.5", "1ee5", "½"} {
		if f, ok := parseDecimal([]byte(s)); ok {
			t.Errorf("%q is no decimal number, parsed as %v", s, f)
		}
	}
	numbers := []string{"0", "-0", "+0.0", "1", "1.", ".5", "-.5", "007", "1e22", "1e23", "9007199254740993",
		"90071992547409921", "0.1", "123456.1234567", "1.7976931348623157e308", "1e400", "-1e400", "1e-400",
		"4.9e-324", "1E+2", "1e-22", "1e99999999999999999999", strings.Repeat("9", 400), "0." + strings.Repeat("0", 400) + "1"}
	rnd := rand.New(rand.NewSource(9))
	for i := 0; i < 5000; i++ {
		var b []byte
		for n := rnd.Intn(25); n >= 0; n-- {
			b = append(b, '0'+byte(rnd.Intn(10)))
		}
		if p := rnd.Intn(len(b) + 1); rnd.Intn(2) == 0 {
			b = append(b[:p], append([]byte{'.'}, b[p:]...)...)
		}
		if rnd.Intn(3) == 0 {
			b = strconv.AppendInt(append(b, 'e'), int64(rnd.Intn(80)-40), 10)
		}
		sign := []string{"", "+", "-"}[rnd.Intn(3)]
		numbers = append(numbers, sign+string(b))
	}
	for _, s := range numbers {
		want, _ := strconv.ParseFloat(s, 64)
		if got, ok := parseDecimal([]byte(s)); !ok || math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%q: %v %v, want %v", s, got, ok, want)
		}
	}
}

// options are the ways the random tests compare.
var options = []Options{
	{Mode: "exact"},
	{Mode: "lines"},
	{Mode: "tokens"},
	{Mode: "tokens", IgnoreCase: true},
	{Mode: "tokens", AbsEps: 0.5},
	{Mode: "tokens", RelEps: 1e-3, IgnoreCase: true},
	{Mode: "tokens", SpaceSensitive: true},
	{Mode: "tokens", SpaceSensitive: true, AbsEps: 0.5, IgnoreCase: true},
}

// agree fails unless the streaming comparison with small buffers, read
// every way, says what the reference says.
func agree(t *testing.T, o Options, got, want []byte) {
	t.Helper()
	compareAll(t, o, string(got), string(want), reference(o, got, want))
}

// TestAgainstReference compares random pairs of texts made of the bytes
// the rules care about, the second a few edits away from the first.
func TestAgainstReference(t *testing.T) {
	smallBuffers(t)
	rnd := rand.New(rand.NewSource(9))
	const alphabet = "  \t\r\n\n\r\n01.-+eEaA"
	text := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rnd.Intn(len(alphabet))]
		}
		if rnd.Intn(4) == 0 { // some long lines and tokens
			b = append(b, bytes.Repeat(b, 1+rnd.Intn(8))...)
			if rnd.Intn(2) == 0 {
				b = bytes.ReplaceAll(b, []byte("\n"), []byte(" "))
			}
		}
		return b
	}
	for i := 0; i < 1500; i++ {
		want := text(rnd.Intn(80))
		got := append([]byte(nil), want...)
		for e := rnd.Intn(4); e > 0; e-- {
			at := rnd.Intn(len(got) + 1)
			switch rnd.Intn(3) {
			case 0:
				got = append(got[:at], append(text(1+rnd.Intn(3)), got[at:]...)...)
			case 1:
				got = append(got[:at], got[min(len(got), at+1+rnd.Intn(3)):]...)
			default:
				if at < len(got) {
					got[at] = alphabet[rnd.Intn(len(alphabet))]
				}
			}
		}
		agree(t, options[i%len(options)], got, want)
		if t.Failed() {
			return
		}
	}
}

// FuzzCompare: go test -fuzz FuzzCompare ./internal/compare
func FuzzCompare(f *testing.F) {
	for _, tt := range tests {
		for i, o := range options {
			if o.Mode == tt.cmp.Mode {
				f.Add([]byte(tt.got), []byte(tt.want), uint8(i))
			}
		}
	}
	f.Fuzz(func(t *testing.T, got, want []byte, opt uint8) {
		smallBuffers(t)
		agree(t, options[int(opt)%len(options)], got, want)
	})
}

// reference is the comparison done in memory, the simplest way the rules
// can be written: what the streaming comparison must agree with.
func reference(o Options, got, want []byte) string {
	got = bytes.ReplaceAll(got, []byte("\r\n"), []byte("\n"))
	want = bytes.ReplaceAll(want, []byte("\r\n"), []byte("\n"))
	switch o.Mode {
	case "exact":
		return refLines(refSplit(got, false), refSplit(want, false), true)
	case "tokens":
		if o.SpaceSensitive {
			return o.refSpaces(got, want)
		}
		return o.refTokens(got, want)
	}
	return refLines(refSplit(got, true), refSplit(want, true), false)
}

func refSplit(b []byte, loose bool) []string {
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

func refLines(got, want []string, exact bool) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		switch {
		case exact && i == len(got) && i == len(want)-1 && want[i] == "":
			return "the output does not end with a newline"
		case exact && i == len(want) && i == len(got)-1 && got[i] == "":
			return "the output ends with a newline where none is expected"
		case i >= len(got):
			return fmt.Sprintf("line %d: expected %s, but the output ended", i+1, refClip(want[i], 0))
		case i >= len(want):
			return fmt.Sprintf("line %d: expected the end of output, found %s", i+1, refClip(got[i], 0))
		case got[i] != want[i]:
			col := 0
			for col < len(got[i]) && col < len(want[i]) && got[i][col] == want[i][col] {
				col++
			}
			return fmt.Sprintf("line %d, column %d: expected %s, found %s", i+1, col+1, refClip(want[i], col), refClip(got[i], col))
		}
	}
	return ""
}

func refClip(s string, at int) string {
	pre, post := "", ""
	if at > 30 {
		s, at, pre = s[at-30:], 30, "..."
	}
	if len(s) > at+30 {
		s, post = s[:at+30], "..."
	}
	return pre + strconv.Quote(s) + post
}

type refWord struct {
	text string
	line int
}

func (o Options) refTokens(got, want []byte) string {
	words := func(b []byte) []refWord {
		var ws []refWord
		for i, l := range strings.Split(string(b), "\n") {
			for _, f := range strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '\t' || r == '\r' }) {
				ws = append(ws, refWord{f, i + 1})
			}
		}
		return ws
	}
	g, w := words(got), words(want)
	for i := 0; i < len(g) || i < len(w); i++ {
		switch {
		case i >= len(g):
			return fmt.Sprintf("token %d: expected %s, but the output ended", i+1, refClip(w[i].text, 0))
		case i >= len(w):
			return fmt.Sprintf("token %d (line %d): expected the end of output, found %s", i+1, g[i].line, refClip(g[i].text, 0))
		case !o.refSame(g[i].text, w[i].text):
			return fmt.Sprintf("token %d (line %d): expected %s, found %s", i+1, g[i].line, refClip(w[i].text, 0), refClip(g[i].text, 0))
		}
	}
	return ""
}

// refSpaces compares tokens and the blanks around them, each run of
// blanks the same bytes.
func (o Options) refSpaces(got, want []byte) string {
	isBlank := func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
	type run struct {
		blanks, token string
		at, line      int // where the blanks start, and on what line
	}
	runs := func(b []byte) []run {
		var rs []run
		line := 1
		for i := 0; ; {
			r := run{at: i, line: line}
			for i < len(b) && isBlank(b[i]) {
				if b[i] == '\n' {
					line++
				}
				i++
			}
			r.blanks = string(b[r.at:i])
			j := i
			for j < len(b) && !isBlank(b[j]) {
				j++
			}
			r.token = string(b[i:j])
			rs = append(rs, r)
			if j == len(b) {
				return rs
			}
			i = j
		}
	}
	g, w := runs(got), runs(want)
	for i := 0; i < len(g) || i < len(w); i++ {
		var gr, wr run
		if i < len(g) {
			gr = g[i]
		} else {
			last := g[len(g)-1]
			gr = run{at: len(got), line: last.line + strings.Count(last.blanks, "\n")}
		}
		if i < len(w) {
			wr = w[i]
		} else {
			wr = run{at: len(want)}
		}
		if gr.blanks != wr.blanks {
			k := 0
			for k < len(gr.blanks) && k < len(wr.blanks) && gr.blanks[k] == wr.blanks[k] {
				k++
			}
			line := gr.line + strings.Count(gr.blanks[:k], "\n")
			return fmt.Sprintf("token %d (line %d): the spaces differ: expected %s, found %s", i+1, line, refClip(string(want[wr.at+k:]), 0), refClip(string(got[gr.at+k:]), 0))
		}
		gl := gr.line + strings.Count(gr.blanks, "\n")
		switch {
		case gr.token == "" && wr.token == "":
			return ""
		case gr.token == "":
			return fmt.Sprintf("token %d: expected %s, but the output ended", i+1, refClip(wr.token, 0))
		case wr.token == "":
			return fmt.Sprintf("token %d (line %d): expected the end of output, found %s", i+1, gl, refClip(gr.token, 0))
		case !o.refSame(gr.token, wr.token):
			return fmt.Sprintf("token %d (line %d): expected %s, found %s", i+1, gl, refClip(wr.token, 0), refClip(gr.token, 0))
		}
	}
	return ""
}

var refDecimal = regexp.MustCompile(`^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$`)

func (o Options) refSame(got, want string) bool {
	asciiLower := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			if 'A' <= c && c <= 'Z' {
				b[i] = c - 'A' + 'a'
			}
		}
		return string(b)
	}
	if got == want || o.IgnoreCase && asciiLower(got) == asciiLower(want) {
		return true
	}
	number := func(s string) (float64, bool) {
		if len(s) >= bufSize || !refDecimal.MatchString(s) {
			return 0, false
		}
		f, _ := strconv.ParseFloat(s, 64) // ±Inf when out of range
		return f, true
	}
	g, ok1 := number(got)
	w, ok2 := number(want)
	if o.AbsEps == 0 && o.RelEps == 0 || !ok1 || !ok2 {
		return false
	}
	d := math.Abs(g - w)
	return g == w || d <= o.AbsEps || d <= o.RelEps*math.Abs(w)
}

// answer returns a typical answer: lines of ten numbers, integers or
// with prec decimals (the same numbers for any prec), ending with a newline.
func answer(lines int, prec int) []byte {
	var b []byte
	rnd := rand.New(rand.NewSource(1))
	for i := 0; i < lines*10; i++ {
		if prec < 0 {
			b = strconv.AppendInt(b, rnd.Int63n(1e9), 10)
		} else {
			b = strconv.AppendFloat(b, rnd.Float64()*1e6, 'f', prec, 64)
		}
		if i%10 == 9 {
			b = append(b, '\n')
		} else {
			b = append(b, ' ')
		}
	}
	return b
}

// A repeater reads block over and over, times times, and counts what has
// been read: large texts without holding them.
type repeater struct {
	block       []byte
	times, read int
}

func (r *repeater) Read(p []byte) (int, error) {
	if r.read == r.times*len(r.block) {
		return 0, io.EOF
	}
	k := copy(p, r.block[r.read%len(r.block):])
	r.read += k
	return k, nil
}

// TestBoundedMemory compares correct 30 MiB answers in every mode, laid
// out as the answer is and otherwise, and counts what the comparison
// allocates: a few fixed buffers, however large the texts.
func TestBoundedMemory(t *testing.T) {
	size := 30 << 20
	if testing.Short() {
		size = 3 << 20
	}
	lf := answer(1<<20/80, 6)
	for _, tt := range []struct {
		cmp  Options
		got  []byte
		name string
	}{
		{Options{Mode: "exact"}, lf, "the same"},
		{Options{Mode: "exact"}, bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n")), "CR LF"},
		{Options{Mode: "lines"}, lf, "the same"},
		{Options{Mode: "lines"}, bytes.ReplaceAll(lf, []byte("\n"), []byte(" \t\r\n")), "spaces at line ends"},
		{Options{Mode: "tokens"}, lf, "the same"},
		{Options{Mode: "tokens", IgnoreCase: true}, bytes.ReplaceAll(lf, []byte(" "), []byte("\n")), "a token a line"},
		{Options{Mode: "tokens", AbsEps: 1e-6}, answer(1<<20/80, 7), "one more decimal"},
	} {
		times := size / len(lf)
		got, want := &repeater{block: tt.got, times: times}, &repeater{block: lf, times: times}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		d, err := tt.cmp.Compare(got, want)
		runtime.ReadMemStats(&after)
		if d != "" || err != nil || got.read != times*len(tt.got) || want.read != times*len(lf) {
			t.Fatalf("%+v, %s: %q, %v after reading %d and %d bytes", tt.cmp, tt.name, d, err, got.read, want.read)
		}
		allocs, allocated := after.Mallocs-before.Mallocs, after.TotalAlloc-before.TotalAlloc
		t.Logf("%+v, %s: %d MiB read, %d allocations, %d KiB", tt.cmp, tt.name, (got.read+want.read)>>20, allocs, allocated>>10)
		if allocs > 20 || allocated > 1<<20 {
			t.Errorf("%+v, %s: %d allocations, %d bytes", tt.cmp, tt.name, allocs, allocated)
		}
	}
}

// BenchmarkCompare measures each mode on a correct answer of about 16 MiB,
// and the in-memory reference (the comparison as it was before it
// streamed). With tolerances the output has more decimals than the answer,
// so every token is parsed as a number. Besides MB/s of wall time it
// reports cpu-MB/s, MB per second of the process's CPU time, which other
// load on the machine does not change.
func BenchmarkCompare(b *testing.B) {
	const lines = 16 << 20 / 100
	ints := answer(lines, -1)
	for _, bm := range []struct {
		name      string
		cmp       Options
		got, want []byte
	}{
		{"exact", Options{Mode: "exact"}, ints, ints},
		{"lines", Options{Mode: "lines"}, ints, ints},
		{"tokens", Options{Mode: "tokens"}, ints, ints},
		{"tokens-eps", Options{Mode: "tokens", AbsEps: 1e-6}, answer(lines, 7), answer(lines, 6)},
	} {
		b.Run(bm.name, func(b *testing.B) {
			measure(b, len(bm.got), func() {
				if d, err := bm.cmp.Compare(bytes.NewReader(bm.got), bytes.NewReader(bm.want)); d != "" || err != nil {
					b.Fatal(d, err)
				}
			})
		})
		b.Run(bm.name+"-reference", func(b *testing.B) {
			measure(b, len(bm.got), func() {
				if d := reference(bm.cmp, bm.got, bm.want); d != "" {
					b.Fatal(d)
				}
			})
		})
	}
}

// measure runs f b.N times on size bytes and reports the throughput in
// wall and in CPU time.
func measure(b *testing.B, size int, f func()) {
	b.SetBytes(int64(size))
	b.ReportAllocs()
	start, ok := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f()
	}
	b.StopTimer()
	if end, ok2 := cpuTime(); ok && ok2 && end > start {
		b.ReportMetric(float64(size)*float64(b.N)/1e6/(end-start).Seconds(), "cpu-MB/s")
	}
}
