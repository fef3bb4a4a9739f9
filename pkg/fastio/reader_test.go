package fastio

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// readAll reads integers until More is false and describes what happened:
// the values, then "err: ..." if reading failed.
func readAll(r *Reader) string {
	var got []string
	for r.More() {
		v := r.Int64()
		if r.Err() != nil {
			break
		}
		got = append(got, strconv.FormatInt(v, 10))
	}
	s := strings.Join(got, " ")
	if err := r.Err(); err != nil {
		s += " err: " + err.Error()
	}
	return s
}

func TestReaderInts(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"spaces", "1 2  3", "1 2 3"},
		{"tabs", "1\t2\t\t3", "1 2 3"},
		{"crlf", "1\r\n2\r\n3\r\n", "1 2 3"},
		{"lone cr", "1\r2\r3", "1 2 3"},
		{"blank lines", "\n\n1\n\n\n2\n\n", "1 2"},
		{"vt ff", "1\v2\f3", "1 2 3"},
		{"no final newline", "7\n8", "7 8"},
		{"leading whitespace", "   \t\n 5", "5"},
		{"empty", "", ""},
		{"only whitespace", " \n\t\r ", ""},
		{"negative", "-1 -0 0", "-1 0 0"},
		{"leading zeros", "007 -0008", "7 -8"},
		{"int64 extremes", "9223372036854775807 -9223372036854775808", "9223372036854775807 -9223372036854775808"},
		{"19 digits", "1000000000000000000 -999999999999999999", "1000000000000000000 -999999999999999999"},
		{"exponent", "1 1e9", "1 err: line 1, column 3: expected an integer, found \"1e9\""},
		{"fraction", "1.5", " err: line 1, column 1: expected an integer, found \"1.5\""},
		{"letter", "3\n  x", "3 err: line 2, column 3: expected an integer, found \"x\""},
		{"lone minus", "-", " err: line 1, column 1: expected an integer, found \"-\""},
		{"double minus", "--1", " err: line 1, column 1: expected an integer, found \"--1\""},
		{"plus", "+5", " err: line 1, column 1: expected an integer, found \"+5\""},
		{"overflow", "9223372036854775808", " err: line 1, column 1: an integer, 9223372036854775808, is out of range [-9223372036854775808, 9223372036854775807]"},
		{"underflow", "-9223372036854775809", " err: line 1, column 1: an integer, -9223372036854775809, is out of range [-9223372036854775808, 9223372036854775807]"},
		{"huge", "1 2\r\n 123456789012345678901234567890123456789012345678901234567890", "1 2 err: line 2, column 2: an integer, 1234567890123456789012345678901234567890..., is out of range [-9223372036854775808, 9223372036854775807]"},
		{"digits then junk", "99999999999999999999x", " err: line 1, column 1: expected an integer, found \"99999999999999999999x\""},
		{"nul byte", "1\x002", " err: line 1, column 1: expected an integer, found \"1\\x002\""},
		{"unicode", "١", " err: line 1, column 1: expected an integer, found \"١\""},
		{"column after crlf", "1\r\n22 x", "1 22 err: line 2, column 4: expected an integer, found \"x\""},
	}
	for _, tt := range tests {
		// From a buffer that just holds the longest token, which refills
		// at every place in these short inputs, up.
		longest := 1
		for _, f := range strings.Fields(tt.in) {
			longest = max(longest, len(f))
		}
		for _, size := range []int{longest + 1, longest + 2, longest + 3, longest + 7, defaultSize} {
			t.Run(fmt.Sprintf("%s/%d", tt.name, size), func(t *testing.T) {
				if got := readAll(newReaderSize(strings.NewReader(tt.in), size)); strings.TrimSpace(got) != strings.TrimSpace(tt.want) {
					t.Errorf("read %q:\n got %s\nwant %s", tt.in, got, tt.want)
				}
				// The same through a reader that returns one byte at a time.
				if got := readAll(newReaderSize(iotest.OneByteReader(strings.NewReader(tt.in)), size)); strings.TrimSpace(got) != strings.TrimSpace(tt.want) {
					t.Errorf("one byte at a time, read %q:\n got %s\nwant %s", tt.in, got, tt.want)
				}
			})
		}
	}
}

func TestReaderErrors(t *testing.T) {
	tests := []struct {
		name, in string
		read     func(*Reader)
		want     string
		kind     error
	}{
		{"end of input", "1 2", func(r *Reader) { r.Int(); r.Int(); r.Int() },
			"line 1, column 4: expected an integer, found end of input", io.ErrUnexpectedEOF},
		{"end of input after newline", "1\n", func(r *Reader) { r.Int(); r.Int() },
			"line 2, column 1: expected an integer, found end of input", io.ErrUnexpectedEOF},
		{"token at end", "", func(r *Reader) { r.Token() },
			"line 1, column 1: expected a token, found end of input", io.ErrUnexpectedEOF},
		{"named token at end", "ab\n", func(r *Reader) { r.TokenIn("a row"); r.TokenIn("a row") },
			"line 2, column 1: expected a row, found end of input", io.ErrUnexpectedEOF},
		{"named end of input", "3\n1 2", func(r *Reader) {
			r.Int()
			r.IntIn("pile size", 0, 9)
			r.IntIn("pile size", 0, 9)
			r.IntIn("pile size", 0, 9)
		},
			"line 2, column 4: expected pile size in [0, 9], found end of input", io.ErrUnexpectedEOF},
		{"below", "5\n -1", func(r *Reader) { r.Int(); r.IntIn("pile size", 0, 1<<63-1) },
			"line 2, column 2: pile size, -1, is out of range [0, 9223372036854775807]", strconv.ErrRange},
		{"above", "21", func(r *Reader) { r.IntIn("N", -1<<63, 20) },
			"line 1, column 1: N, 21, is out of range [-9223372036854775808, 20]", strconv.ErrRange},
		{"malformed named", "1.0", func(r *Reader) { r.IntIn("K", 3, 100) },
			"line 1, column 1: expected K in [3, 100], found \"1.0\"", strconv.ErrSyntax},
		{"overflow named", "99999999999999999999", func(r *Reader) { r.IntIn("a", 0, 1<<63-1) },
			"line 1, column 1: a, 99999999999999999999, is out of range [0, 9223372036854775807]", strconv.ErrRange},
		{"unsigned below", "5\n -1", func(r *Reader) { r.Int(); r.UintIn("A", 0, 1<<64-1) },
			"line 2, column 2: A, -1, is out of range [0, 18446744073709551615]", strconv.ErrRange},
		{"unsigned overflow", "18446744073709551615 18446744073709551616", func(r *Reader) { r.UintIn("A", 0, 1<<64-1); r.UintIn("A", 0, 1<<64-1) },
			"line 1, column 22: A, 18446744073709551616, is out of range [0, 18446744073709551615]", strconv.ErrRange},
		{"unsigned above", "101", func(r *Reader) { r.UintIn("K", 3, 100) },
			"line 1, column 1: K, 101, is out of range [3, 100]", strconv.ErrRange},
		{"unsigned malformed", "1.5", func(r *Reader) { r.UintIn("A", 0, 1<<64-1) },
			"line 1, column 1: expected A >= 0, found \"1.5\"", strconv.ErrSyntax},
		{"unsigned plus", "+5", func(r *Reader) { r.UintIn("B", 1, 1<<64-1) },
			"line 1, column 1: expected B >= 1, found \"+5\"", strconv.ErrSyntax},
		{"unsigned end of input", "7\n", func(r *Reader) { r.UintIn("A", 0, 9); r.UintIn("A", 0, 9) },
			"line 2, column 1: expected A in [0, 9], found end of input", io.ErrUnexpectedEOF},
		{"fail at last token", "4\n1 2 3", func(r *Reader) { r.Int(); r.Int(); r.Int(); r.Fail("no zero") },
			"line 2, column 3: no zero", nil},
		{"fail after more", "1\n 2\n\n\n", func(r *Reader) { r.Int(); r.Int(); r.More(); r.Fail("bad") },
			"line 2, column 2: bad", nil},
		{"sticky", "x 1", func(r *Reader) { r.Int(); r.Int(); r.Fail("later") },
			"line 1, column 1: expected an integer, found \"x\"", strconv.ErrSyntax},
		{"read error", "", func(r *Reader) { r.Int() },
			"line 1, column 3: read error: boom", errBoom},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var src io.Reader = strings.NewReader(tt.in)
			if tt.kind == errBoom {
				src = io.MultiReader(strings.NewReader("  "), iotest.ErrReader(errBoom))
			}
			r := NewReader(src)
			tt.read(r)
			err := r.Err()
			if err == nil || err.Error() != tt.want {
				t.Fatalf("got error %v, want %s", err, tt.want)
			}
			if tt.kind != nil && !errors.Is(err, tt.kind) {
				t.Errorf("errors.Is(%v, %v) is false", err, tt.kind)
			}
			if r.More() || r.Int() != 0 || r.Token() != nil || r.Err() != err {
				t.Errorf("error is not sticky")
			}
		})
	}
}

var errBoom = errors.New("boom")

func TestReaderValuesAfterError(t *testing.T) {
	r := NewReader(strings.NewReader("1 x 3"))
	if v := r.Int(); v != 1 {
		t.Fatalf("first value %d", v)
	}
	if v := r.Int(); v != 0 || r.Err() == nil {
		t.Fatalf("malformed value gave %d, %v", v, r.Err())
	}
	if v := r.Int(); v != 0 {
		t.Errorf("read %d after an error", v)
	}
}

// TestLongToken reads tokens shorter than the buffer, and reports one that
// fills it, at its start, instead of growing the buffer.
func TestLongToken(t *testing.T) {
	tests := []struct {
		name, in string
		size     int
		want     string
	}{
		{"fits", "ab\n" + strings.Repeat("x", 7) + " cd", 8, ""},
		{"fits at the end", "ab\n" + strings.Repeat("x", 7), 8, ""},
		{"fills the buffer", "ab\n " + strings.Repeat("x", 8) + " cd", 8, "line 2, column 2: a token of 8 bytes or more"},
		{"at the end", "ab\n " + strings.Repeat("x", 8), 8, "line 2, column 2: a token of 8 bytes or more"},
		{"longer", "ab\n " + strings.Repeat("x", 100), 8, "line 2, column 2: a token of 8 bytes or more"},
		{"64 KiB - 1", "ab\n" + strings.Repeat("7", defaultSize-1) + " cd", defaultSize, ""},
		{"64 KiB", "ab\n\n" + strings.Repeat("7", defaultSize) + " cd", defaultSize, "line 3, column 1: a token of 64 KiB or more"},
	}
	for _, tt := range tests {
		fields := strings.Fields(tt.in)
		for _, src := range []io.Reader{strings.NewReader(tt.in), iotest.HalfReader(strings.NewReader(tt.in))} {
			r := newReaderSize(src, tt.size)
			var got []string
			for r.More() {
				if tok := r.Token(); tok != nil {
					got = append(got, string(tok))
				}
			}
			err := r.Err()
			switch {
			case tt.want == "" && (err != nil || strings.Join(got, " ") != strings.Join(fields, " ")):
				t.Errorf("%s: read %.20q, error %v", tt.name, got, err)
			case tt.want != "" && (err == nil || err.Error() != tt.want || len(got) != 1):
				t.Errorf("%s: read %.20q, error %v, want %q after one token", tt.name, got, err, tt.want)
			}
			if cap(r.buf) != tt.size {
				t.Errorf("%s: the buffer grew to %d bytes", tt.name, cap(r.buf))
			}
		}
	}
	// As an integer, the same.
	r := NewReader(strings.NewReader(strings.Repeat("1", defaultSize)))
	if r.IntIn("a pile size", 0, 9); r.Err() == nil || r.Err().Error() != "line 1, column 1: a token of 64 KiB or more" {
		t.Errorf("long integer: %v", r.Err())
	}
}

// TestFailAfterRefill locates an error about the last token read after
// the whitespace behind it made the buffer refill and drop the token.
func TestFailAfterRefill(t *testing.T) {
	tests := []struct{ in, want string }{
		{"1\n 22" + strings.Repeat(" ", 20), "line 2, column 2: bad"},
		{"1\n 22\t\r" + strings.Repeat(" ", 20) + "\n\n", "line 2, column 2: bad"},
		{"1\n 22" + strings.Repeat("\n", 20), "line 2, column 2: bad"},
		{"1 22 \n" + strings.Repeat(" ", 20) + "\n 3", "line 1, column 3: bad"},
		{"22", "line 1, column 1: bad"},
	}
	for _, tt := range tests {
		for size := 3; size <= 9; size++ {
			r := newReaderSize(strings.NewReader(tt.in), size)
			for r.More() && !strings.HasSuffix(string(r.Token()), "22") {
			}
			r.More() // skips the whitespace, refilling the buffer
			if r.Fail("bad"); r.Err() == nil || r.Err().Error() != tt.want {
				t.Errorf("%q with a buffer of %d: error %v, want %s", tt.in, size, r.Err(), tt.want)
			}
		}
	}
}

// blanks is an io.Reader of n bytes of whitespace, made on the fly: " \n\t\r"
// over and over, so one line every four bytes, each ending in "\t\r".
type blanks struct{ n, off int }

func (b *blanks) Read(p []byte) (int, error) {
	if b.off == b.n {
		return 0, io.EOF
	}
	p = p[:min(len(p), b.n-b.off)]
	for i := range p {
		p[i] = " \n\t\r"[(b.off+i)%4]
	}
	b.off += len(p)
	return len(p), nil
}

// TestWhitespaceKeepsMemory reads tokens with 100 MB of whitespace before,
// between and after them: the Reader's buffer stays the one it started with.
func TestWhitespaceKeepsMemory(t *testing.T) {
	const blank = 100 << 20
	src := io.MultiReader(&blanks{n: blank}, strings.NewReader("12 "), &blanks{n: blank},
		strings.NewReader("-34"), &blanks{n: blank}, strings.NewReader("x"), &blanks{n: blank})
	r := NewReader(src)
	start := &r.buf[0]
	check := func(what string) {
		t.Helper()
		if cap(r.buf) != defaultSize || &r.buf[0] != start { // the same array, never replaced
			t.Fatalf("%s: the buffer is now %d bytes", what, cap(r.buf))
		}
	}
	if v := r.Int(); v != 12 {
		t.Fatalf("first value %d, error %v", v, r.Err())
	}
	check("after 100 MB of whitespace")
	if v := r.Int(); v != -34 {
		t.Fatalf("second value %d, error %v", v, r.Err())
	}
	check("after 100 MB more")
	// An error about the last token, after the whitespace that follows it
	// is dropped, still points at it.
	if !r.More() {
		t.Fatal("no third token")
	}
	r.Fail("bad")
	const lines = blank / 4 // one newline every four bytes
	if want := "line " + strconv.Itoa(2*lines+1) + ", column 3: bad"; r.Err() == nil || r.Err().Error() != want {
		t.Errorf("error %v, want %s", r.Err(), want)
	}
	check("at the third token")
	var b strings.Builder
	warning, err := Run(io.MultiReader(strings.NewReader("5"), &blanks{n: blank}, strings.NewReader("\x1a")), &b,
		func(in *Reader, out *Writer) error {
			out.Int(in.Int())
			r = in
			return nil
		})
	if want := "line " + strconv.Itoa(lines+1) + ", column 3: ignored \"\\x1a\" and everything after it, past the end of the input"; err != nil || warning == nil || warning.Error() != want || b.String() != "5" {
		t.Errorf("Run: wrote %q, warning %v, error %v", b.String(), warning, err)
	}
	if cap(r.buf) != defaultSize {
		t.Errorf("Run: the buffer is now %d bytes", cap(r.buf))
	}
}

func TestByteOrderMark(t *testing.T) {
	tests := []struct{ in, want string }{
		{"\xef\xbb\xbf1 2", "1 2"},
		{"\xef\xbb\xbf", ""},
		{"\xef\xbb\xbf\r\n7", "7"},
		{"\xef\xbb\xbfx", " err: line 1, column 1: expected an integer, found \"x\""},
		{"\xef\xbb\xbf12 x", "12 err: line 1, column 4: expected an integer, found \"x\""},
		{"1 \xef\xbb\xbf", "1 err: line 1, column 3: expected an integer, found \"\\ufeff\""}, // only at the start
		{"\xef\xbb\xbf\xef\xbb\xbf1", " err: line 1, column 1: expected an integer, found \"\\ufeff1\""},
		{"\xef\xbb", " err: line 1, column 1: expected an integer, found \"\\xef\\xbb\""},
	}
	for _, tt := range tests {
		for _, size := range []int{5, 6, 8, defaultSize} {
			for _, src := range []io.Reader{strings.NewReader(tt.in), iotest.OneByteReader(strings.NewReader(tt.in))} {
				if got := readAll(newReaderSize(src, size)); strings.TrimSpace(got) != strings.TrimSpace(tt.want) {
					t.Errorf("read %q with a buffer of %d:\n got %s\nwant %s", tt.in, size, got, tt.want)
				}
			}
		}
	}
}

func TestMoreInt(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"", false}, {"  \n", false}, {" 7", true}, {"-7", true}, {"0x", true},
		{"-", false}, {"- 1", false}, {"--1", false}, {"+1", false}, {"\x00", false}, {"\x1a", false}, {"x1", false},
	}
	for _, tt := range tests {
		for _, size := range []int{2, 3, defaultSize} {
			r := newReaderSize(iotest.OneByteReader(strings.NewReader(tt.in)), size)
			if got := r.MoreInt(); got != tt.want || r.Err() != nil {
				t.Errorf("MoreInt on %q with a buffer of %d: %v, error %v", tt.in, size, got, r.Err())
			}
		}
	}
}

func TestPositionsAcrossRefills(t *testing.T) {
	// The error sits far into the input, after many refills of a tiny buffer.
	var b strings.Builder
	for i := 0; i < 1000; i++ {
		fmt.Fprintf(&b, "%d %d\r\n", i, -i)
	}
	b.WriteString("\n  12 4x")
	r := newReaderSize(strings.NewReader(b.String()), 5)
	got := readAll(r)
	if !strings.HasSuffix(got, "err: line 1002, column 6: expected an integer, found \"4x\"") {
		t.Errorf("got ...%s", got[max(0, len(got)-80):])
	}
	var e *Error
	if !errors.As(r.Err(), &e) || e.Offset != int64(b.Len()-2) {
		t.Errorf("offset: %+v, want %d", e, b.Len()-2)
	}
}

// FuzzReader holds the Reader against strings.FieldsFunc (with exactly
// the ASCII whitespace the Reader splits on) and strconv.ParseInt.
func FuzzReader(f *testing.F) {
	for _, s := range []string{"", "1 2 3", "-0\r\n7", "9223372036854775807 -9223372036854775808",
		"9223372036854775808", "1e9", "- 1", "+1", " \v\f\t12\r", "00012 x", "\xff\x00 1"} {
		f.Add([]byte(s), uint8(3))
	}
	f.Fuzz(func(t *testing.T, data []byte, n uint8) {
		fields := strings.FieldsFunc(string(data), func(c rune) bool { return c < 256 && space[c] })
		src := func() io.Reader { return iotest.HalfReader(bytes.NewReader(data)) }

		size := int(n) + 2 // a buffer for tokens of 1 to 256 bytes
		r := newReaderSize(src(), size)
		long := false
		for _, field := range fields {
			if !r.More() {
				t.Fatalf("More is false before %q", field)
			}
			tok := string(r.Token())
			if long = len(field) >= size; long {
				if tok != "" || r.Err() == nil || !strings.HasSuffix(r.Err().Error(), " or more") {
					t.Fatalf("token %q fills the buffer: got %q, error %v", field, tok, r.Err())
				}
				break
			}
			if tok != field {
				t.Fatalf("token %q, want %q", tok, field)
			}
		}
		if r.More() || (r.Err() != nil) != long {
			t.Fatalf("tokens after the last field, or error %v", r.Err())
		}

		// A large buffer takes the eight-digits-at-a-time path; a small one
		// refills in the middle of tokens.
		checkInts(t, newReaderSize(src(), size), size, fields)
		checkInts(t, NewReader(bytes.NewReader(data)), defaultSize, fields)
	})
}

// checkInts reads the fields as integers through r, whose buffer has size
// bytes, and holds each against strconv, or, if it fills the buffer,
// against the Reader's limit.
func checkInts(t *testing.T, r *Reader, size int, fields []string) {
	for _, field := range fields {
		want, err := strconv.ParseInt(field, 10, 64)
		ok := err == nil && field[0] != '+' && len(field) < size
		got := r.Int64()
		if ok != (r.Err() == nil) {
			t.Fatalf("%q: ok %v, err %v", field, ok, r.Err())
		}
		if !ok {
			return
		}
		if got != want {
			t.Fatalf("%q: got %d", field, got)
		}
	}
	if r.Int64(); !errors.Is(r.Err(), io.ErrUnexpectedEOF) {
		t.Fatalf("read past the end: %v", r.Err())
	}
}

// ints returns n random integers in [0, 10^9) as text, one space apart.
func ints(n int) []byte {
	rng := rand.New(rand.NewSource(1))
	b := make([]byte, 0, n*11)
	for i := 0; i < n; i++ {
		b = strconv.AppendInt(b, rng.Int63n(1e9), 10)
		b = append(b, ' ')
	}
	return b
}

func TestNoAllocationPerInteger(t *testing.T) {
	data := ints(10000)
	allocs := testing.AllocsPerRun(5, func() {
		r := NewReader(bytes.NewReader(data))
		for r.More() {
			r.Int64()
		}
	})
	// The Reader and its buffer; nothing for the 10000 integers.
	if allocs > 2 {
		t.Errorf("%v allocations to read 10000 integers", allocs)
	}
}

const benchInts = 1000000

// BenchmarkReadInt64 reads a known number of integers, as solutions do.
func BenchmarkReadInt64(b *testing.B) {
	benchRead(b, func(r *Reader) {
		var x int64
		for j := 0; j < benchInts; j++ {
			x ^= r.Int64()
		}
	})
}

// BenchmarkReadInt64More reads integers until the input ends.
func BenchmarkReadInt64More(b *testing.B) {
	benchRead(b, func(r *Reader) {
		var x int64
		for r.More() {
			x ^= r.Int64()
		}
	})
}

// BenchmarkReadInt64MoreInt reads integers while they last, as POJ 1067 does.
func BenchmarkReadInt64MoreInt(b *testing.B) {
	benchRead(b, func(r *Reader) {
		var x int64
		for r.MoreInt() {
			x ^= r.Int64()
		}
	})
}

// BenchmarkReadInt64Width reads integers of one width in digits each, as
// kayles and split read numbers of up to 18 digits.
func BenchmarkReadInt64Width(b *testing.B) {
	for _, width := range []int{1, 5, 10, 15, 19} {
		b.Run(strconv.Itoa(width), func(b *testing.B) {
			benchReadData(b, widthInts(benchInts, width), func(r *Reader) {
				var x int64
				for j := 0; j < benchInts; j++ {
					x ^= r.Int64()
				}
			})
		})
	}
}

// BenchmarkReadUintIn reads unsigned integers of 20 digits: uniform below
// 2^64, and within 10^4 of 2^64-1, where the fast path must tell them
// from values past it, as nimprod64's largest inputs have them.
func BenchmarkReadUintIn(b *testing.B) {
	for _, top := range []uint64{1<<64 - 1, 1e4} {
		rng := rand.New(rand.NewSource(1))
		var data []byte
		for i := 0; i < benchInts; i++ {
			v := rng.Uint64()
			if top == 1e4 {
				v = 1<<64 - 1 - v%top
			}
			data = append(strconv.AppendUint(data, v, 10), ' ')
		}
		b.Run(strconv.FormatUint(top, 10), func(b *testing.B) {
			benchReadData(b, data, func(r *Reader) {
				var x uint64
				for j := 0; j < benchInts; j++ {
					x ^= r.UintIn("a value", 0, 1<<64-1)
				}
			})
		})
	}
}

// widthInts returns n random non-negative int64s of width digits as text,
// one space apart.
func widthInts(n, width int) []byte {
	rng := rand.New(rand.NewSource(int64(width)))
	lo, hi := int64(0), int64(1<<63-1)
	if width > 1 {
		lo = int64(pow10[width-1])
	}
	if width < 19 {
		hi = int64(pow10[width]) - 1
	}
	b := make([]byte, 0, n*(width+1))
	for i := 0; i < n; i++ {
		b = strconv.AppendInt(b, lo+rng.Int63n(hi-lo+1), 10)
		b = append(b, ' ')
	}
	return b
}

// benchRead times read over a Reader of benchInts integers.
func benchRead(b *testing.B, read func(*Reader)) {
	benchReadData(b, ints(benchInts), read)
}

// benchReadData times read over a Reader of data.
func benchReadData(b *testing.B, data []byte, read func(*Reader)) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(data))
		read(r)
		if r.Err() != nil {
			b.Fatal(r.Err())
		}
	}
}

func BenchmarkReadToken(b *testing.B) {
	data := ints(benchInts)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(data))
		n := 0
		for r.More() {
			n += len(r.Token())
		}
	}
}

func BenchmarkScannerAtoi(b *testing.B) {
	data := ints(benchInts)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Split(bufio.ScanWords)
		var x int
		for sc.Scan() {
			v, err := strconv.Atoi(sc.Text())
			if err != nil {
				b.Fatal(err)
			}
			x ^= v
		}
	}
}

func BenchmarkFmtFscan(b *testing.B) {
	data := ints(benchInts / 10)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := bufio.NewReader(bytes.NewReader(data))
		var x, v int
		for {
			if _, err := fmt.Fscan(r, &v); err != nil {
				break
			}
			x ^= v
		}
	}
}

// oneLine hands out its line on the first Read and counts the reads: an
// interactive jury, which waits for the answer before it writes more, so
// that a second read would never return.
type oneLine struct {
	line  string
	reads int
}

func (o *oneLine) Read(p []byte) (int, error) {
	o.reads++
	if o.reads > 1 {
		return 0, errors.New("asked for more before answering")
	}
	return copy(p, o.line), nil
}

// TestReadsOnlyWhatItNeeds: the tokens of a line are read without asking
// for more input, even a first line shorter than a byte-order mark.
func TestReadsOnlyWhatItNeeds(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []int64
	}{
		{"1\n", []int64{1}},
		{"7 8\n", []int64{7, 8}},
		{"-5\n", []int64{-5}},
		{"\xef\xbb\xbf3\n", []int64{3}},
		{"1234567890123456789 12\n", []int64{1234567890123456789, 12}},
	} {
		src := &oneLine{line: tc.line}
		r := NewReader(src)
		for _, want := range tc.want {
			if v := r.Int64(); v != want || r.Err() != nil || src.reads > 1 {
				t.Errorf("%q: got %d, %v after %d reads; want %d after one", tc.line, v, r.Err(), src.reads, want)
			}
		}
	}
}

// TestReset: a Reader reset reads its new input as a new Reader would,
// however the old one ended: a byte-order mark is skipped again, lines
// and columns count from the start, and no error stays.
func TestReset(t *testing.T) {
	olds := []string{"", "1 2 3", "x", "\xef\xbb\xbf1\n2\n3\n" + strings.Repeat("4 ", 20), strings.Repeat("9", 12)}
	news := []string{"", "5 6", "\xef\xbb\xbf7\n8", "1\n2 y", "\n\n 12 x"}
	for _, size := range []int{6, 8, defaultSize} {
		for _, old := range olds {
			for _, in := range news {
				r := newReaderSize(strings.NewReader(old), size)
				r.Int64() // part of it, or an error
				buf := &r.buf[0]
				r.Reset(strings.NewReader(in))
				got, want := readAll(r), readAll(newReaderSize(strings.NewReader(in), size))
				if got != want || &r.buf[0] != buf {
					t.Errorf("after %q, with a buffer of %d: read %q as %q, want %q (buffer kept: %v)", old, size, in, got, want, &r.buf[0] == buf)
				}
			}
		}
	}
}
