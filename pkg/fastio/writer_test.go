package fastio

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
)

func TestWriter(t *testing.T) {
	var b strings.Builder
	w := NewWriter(&b)
	w.Int(-12)
	w.Byte(' ')
	w.Int64(-1 << 63)
	w.Newline()
	w.String("Yes")
	w.Bytes([]byte(" no\n"))
	long := strings.Repeat("x", 3*defaultSize+5)
	w.String(long)
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := "-12 -9223372036854775808\nYes no\n" + long; b.String() != want {
		t.Errorf("wrote %.40q, want %.40q", b.String(), want)
	}
}

func TestWriterManyInts(t *testing.T) {
	// Enough integers to fill the buffer several times, ending at every
	// place in it.
	var b strings.Builder
	w := NewWriter(&b)
	var want strings.Builder
	for i := int64(0); i < 100000; i++ {
		v := i * 92233720368547 * (1 - 2*(i%2))
		w.Int64(v)
		w.Byte(' ')
		w.Uint64(uint64(v)) // 20 digits when v < 0
		w.Byte(' ')
		want.WriteString(strconv.FormatInt(v, 10) + " " + strconv.FormatUint(uint64(v), 10) + " ")
	}
	if err := w.Flush(); err != nil || b.String() != want.String() {
		t.Errorf("output differs (err %v)", err)
	}
}

// failWriter accepts n bytes, then fails.
type failWriter struct {
	n     int
	short bool
}

var errFull = errors.New("disk full")

func (f *failWriter) Write(p []byte) (int, error) {
	if len(p) <= f.n {
		f.n -= len(p)
		return len(p), nil
	}
	n := f.n
	f.n = 0
	if f.short {
		return n, nil
	}
	return n, errFull
}

func TestWriterErrorIsSticky(t *testing.T) {
	for _, tt := range []struct {
		short bool
		want  error
	}{{false, errFull}, {true, io.ErrShortWrite}} {
		fw := &failWriter{n: 10, short: tt.short}
		w := NewWriter(fw)
		w.String(strings.Repeat("a", 2*defaultSize))
		w.Int(5)
		if err := w.Flush(); err != tt.want {
			t.Errorf("Flush = %v, want %v", err, tt.want)
		}
		if err := w.Flush(); err != tt.want {
			t.Errorf("second Flush = %v, want %v", err, tt.want)
		}
	}
}

func TestRun(t *testing.T) {
	sum := func(in *Reader, out *Writer) error {
		for n := in.Int(); n > 0; n-- {
			a, b := in.Int(), in.Int()
			if err := in.Err(); err != nil {
				return err
			}
			out.Int(a + b)
			out.Newline()
		}
		return nil
	}
	long := strings.Repeat("z", 2*defaultSize)
	tests := []struct{ in, out, warning, err string }{
		{"2\n1 2\n3 4\n", "3\n7\n", "", ""},
		{"3\n1 2\n3 4\n5", "3\n7\n", "", "line 4, column 2: expected an integer, found end of input"},
		{"2\n1 2\n3 x", "3\n", "", "line 3, column 3: expected an integer, found \"x\""},
		{"1\n1 2\n3", "3\n", "line 3, column 1: ignored \"3\" and everything after it, past the end of the input", ""},
		{"1\n1 2 \x00\n", "3\n", "line 2, column 5: ignored \"\\x00\" and everything after it, past the end of the input", ""},
		{"1\r\n1 2\r\n\x1a", "3\n", "line 3, column 1: ignored \"\\x1a\" and everything after it, past the end of the input", ""},
		{"1\n1 2\n\n  x y z\n", "3\n", "line 4, column 3: ignored \"x\" and everything after it, past the end of the input", ""},
		{"1\n1 2\n" + long, "3\n", "line 3, column 1: ignored \"" + long[:40] + "\"... and everything after it, past the end of the input", ""},
		{"\xef\xbb\xbf1\n1 2\n", "3\n", "", ""},
		{"\xef\xbb\xbf1 2", "", "", "line 1, column 4: expected an integer, found end of input"},
	}
	for _, tt := range tests {
		var b strings.Builder
		warning, err := Run(strings.NewReader(tt.in), &b, sum)
		if b.String() != tt.out {
			t.Errorf("%.40q: wrote %q, want %q", tt.in, b.String(), tt.out)
		}
		if (err == nil && tt.err != "") || (err != nil && err.Error() != tt.err) {
			t.Errorf("%.40q: error %v, want %q", tt.in, err, tt.err)
		}
		if (warning == nil && tt.warning != "") || (warning != nil && warning.Error() != tt.warning) {
			t.Errorf("%.40q: warning %v, want %q", tt.in, warning, tt.warning)
		}
	}
}

func TestRunReportsWriteError(t *testing.T) {
	warning, err := Run(strings.NewReader("x"), &failWriter{}, func(in *Reader, out *Writer) error {
		out.String("x")
		return nil
	})
	if warning != nil || err != errFull {
		t.Errorf("got %v, %v, want no warning and %v", warning, err, errFull)
	}
}

func TestWriterDoesNotAllocate(t *testing.T) {
	w := NewWriter(io.Discard)
	allocs := testing.AllocsPerRun(5, func() {
		for i := int64(0); i < 10000; i++ {
			w.Int64(i * 1000003)
			w.Byte(' ')
		}
		w.String("Yes\n")
		w.Bytes([]byte("No\n"))
		w.Flush()
	})
	if allocs != 0 {
		t.Errorf("%v allocations to write 10000 integers", allocs)
	}
}

// benchValues are what BenchmarkWrite* write: 10^6 integers below 10^9.
var benchValues = func() []int64 {
	v := make([]int64, 1000000)
	for i := range v {
		v[i] = int64(i) * 999 % 1000000000
	}
	return v
}()

// countingWriter counts bytes, for MB/s.
type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

func BenchmarkWriteInt64(b *testing.B) {
	b.ReportAllocs()
	var c countingWriter
	for i := 0; i < b.N; i++ {
		w := NewWriter(&c)
		for _, v := range benchValues {
			w.Int64(v)
			w.Byte(' ')
		}
		w.Flush()
	}
	b.SetBytes(c.n / int64(b.N))
}

func BenchmarkBufioAppendInt(b *testing.B) {
	b.ReportAllocs()
	var c countingWriter
	for i := 0; i < b.N; i++ {
		w := bufio.NewWriterSize(&c, defaultSize)
		for _, v := range benchValues {
			w.Write(strconv.AppendInt(w.AvailableBuffer(), v, 10))
			w.WriteByte(' ')
		}
		w.Flush()
	}
	b.SetBytes(c.n / int64(b.N))
}

func BenchmarkFmtFprint(b *testing.B) {
	b.ReportAllocs()
	var c countingWriter
	for i := 0; i < b.N; i++ {
		w := bufio.NewWriterSize(&c, defaultSize)
		for _, v := range benchValues[:100000] {
			fmt.Fprint(w, v, " ")
		}
		w.Flush()
	}
	b.SetBytes(c.n / int64(b.N))
}

// TestWriterEveryLength writes the integers at each power of ten and next
// to it, both signs, and the extremes, signed and unsigned, against
// strconv.
func TestWriterEveryLength(t *testing.T) {
	vals := []int64{0, -1 << 63, 1<<63 - 1}
	for p := int64(1); p <= 1e18; p *= 10 {
		vals = append(vals, p-1, p, p+1, -p+1, -p, -p-1)
	}
	var b strings.Builder
	w := NewWriter(&b)
	var want strings.Builder
	for _, v := range vals {
		w.Int64(v)
		w.Newline()
		want.WriteString(strconv.FormatInt(v, 10) + "\n")
	}
	uvals := []uint64{0, 1<<63 - 1, 1 << 63, 1<<64 - 1}
	for p := uint64(1); p <= 1e19; p *= 10 {
		uvals = append(uvals, p-1, p, p+1)
	}
	for _, v := range uvals {
		w.Uint64(v)
		w.Newline()
		want.WriteString(strconv.FormatUint(v, 10) + "\n")
	}
	if err := w.Flush(); err != nil || b.String() != want.String() {
		t.Errorf("wrote\n%s\nwant\n%s", b.String(), want.String())
	}
}

// TestEightEveryValue checks eight on every v < 10^8 against a decimal
// counter: the whole range it is ever called on.
func TestEightEveryValue(t *testing.T) {
	if testing.Short() {
		t.Skip("10^8 values")
	}
	want := []byte("00000000")
	got := make([]byte, 8)
	for v := uint32(0); v < 1e8; v++ {
		eight(got, v)
		if string(got) != string(want) {
			t.Fatalf("eight(%d) wrote %q, want %q", v, got, want)
		}
		for i := 7; i >= 0; i-- { // want++
			if want[i]++; want[i] <= '9' {
				break
			}
			want[i] = '0'
		}
	}
}

// TestWriterReset: a Writer reset writes to its new destination only what
// is written after, and forgets the old one's error.
func TestWriterReset(t *testing.T) {
	w := NewWriter(&failWriter{n: 1})
	w.String(strings.Repeat("a", 2*defaultSize))
	w.String("left in the buffer")
	var b strings.Builder
	w.Reset(&b)
	w.Int(42)
	w.Newline()
	if err := w.Flush(); err != nil || b.String() != "42\n" {
		t.Errorf("after Reset: wrote %q, error %v; want \"42\\n\" and none", b.String(), err)
	}
}
