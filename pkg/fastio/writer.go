package fastio

import (
	"encoding/binary"
	"io"
	"math/bits"
	"os"
)

// A Writer buffers output. The first write error is kept: later writes do
// nothing and Flush returns it.
type Writer struct {
	w   io.Writer
	buf []byte
	err error
}

// NewWriter returns a Writer to w with a 64 KiB buffer.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: w, buf: make([]byte, 0, defaultSize)}
}

// Int64 writes v in decimal.
func (w *Writer) Int64(v int64) {
	u := uint64(v)
	if v < 0 {
		w.Byte('-')
		u = -u
	}
	w.Uint64(u)
}

// Uint64 writes u in decimal.
func (w *Writer) Uint64(u uint64) {
	if cap(w.buf)-len(w.buf) < 20 {
		w.flush()
	}
	// Count the digits, then fill them in from the right: eight at a time
	// while more than eight are left, then two at a time.
	t := (bits.Len64(u) * 1233) >> 12 // about log10(u), low by at most 1
	n := t + 1
	if u < pow10[t] {
		n = t
	}
	n = max(n, 1)
	end := len(w.buf) + n
	b := w.buf[:end]
	i := end
	for u >= 1e8 {
		q := u / 1e8
		eight(b[i-8:i], uint32(u-q*1e8))
		i -= 8
		u = q
	}
	for u >= 100 {
		q := u / 100
		i -= 2
		binary.LittleEndian.PutUint16(b[i:], pairs[u-q*100])
		u = q
	}
	if u >= 10 {
		binary.LittleEndian.PutUint16(b[i-2:], pairs[u])
	} else {
		b[i-1] = byte('0' + u)
	}
	w.buf = b
}

// eight writes the eight digits of v < 10^8, with leading zeros, in one
// store; its four digit pairs are looked up independently.
func eight(b []byte, v uint32) {
	hi, lo := v/10000, v%10000
	binary.LittleEndian.PutUint64(b, uint64(pairs[hi/100])|uint64(pairs[hi%100])<<16|
		uint64(pairs[lo/100])<<32|uint64(pairs[lo%100])<<48)
}

// pairs[n] is the two ASCII digits of n < 100, the first in the low byte.
var pairs = func() (p [100]uint16) {
	for n := range p {
		p[n] = uint16('0'+n/10) | uint16('0'+n%10)<<8
	}
	return p
}()

// Int writes v in decimal.
func (w *Writer) Int(v int) { w.Int64(int64(v)) }

// Byte writes c.
func (w *Writer) Byte(c byte) {
	if len(w.buf) == cap(w.buf) {
		w.flush()
	}
	w.buf = append(w.buf, c)
}

// Newline writes '\n'.
func (w *Writer) Newline() { w.Byte('\n') }

// String writes s.
func (w *Writer) String(s string) { write(w, s) }

// Bytes writes b.
func (w *Writer) Bytes(b []byte) { write(w, b) }

func write[T string | []byte](w *Writer, s T) {
	for len(s) > cap(w.buf)-len(w.buf) {
		n := copy(w.buf[len(w.buf):cap(w.buf)], s)
		w.buf = w.buf[:cap(w.buf)]
		s = s[n:]
		w.flush()
	}
	w.buf = append(w.buf, s...)
}

// Reset makes w write to wr, dropping what it buffered and its error but
// keeping its buffer, as Reader.Reset does.
func (w *Writer) Reset(wr io.Writer) { *w = Writer{w: wr, buf: w.buf[:0]} }

// Flush writes what is buffered and returns the first write error.
func (w *Writer) Flush() error {
	w.flush()
	return w.err
}

func (w *Writer) flush() {
	if w.err == nil && len(w.buf) > 0 {
		n, err := w.w.Write(w.buf)
		if err == nil && n < len(w.buf) {
			err = io.ErrShortWrite
		}
		w.err = err
	}
	w.buf = w.buf[:0]
}

// Run reads r and writes w through a Reader and a Writer, calling solve
// with them, and returns the first of solve's error, the Reader's and the
// Writer's. What solve wrote is flushed even when it fails, so answers to
// earlier test cases are not lost.
//
// Input left after what solve read is not an error: judges' data files
// sometimes end in a stray token, a NUL or a ^Z, and a non-zero exit would
// turn right answers into a runtime error. Run returns a warning instead,
// an *Error that locates and shows the start of what was ignored.
func Run(r io.Reader, w io.Writer, solve func(*Reader, *Writer) error) (warning, err error) {
	in, out := NewReader(r), NewWriter(w)
	err = solve(in, out)
	if err == nil {
		err = in.Err()
	}
	if err == nil {
		warning = in.rest()
		err = in.Err()
	}
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		warning = nil
	}
	return warning, err
}

// Main is a solution's main: it runs solve on standard input and output.
// A warning goes to standard error as one line, "name: warning: ...", and
// the exit status stays 0. An error goes there as "name: ...", and the
// exit status is 1.
func Main(name string, solve func(*Reader, *Writer) error) {
	warning, err := Run(os.Stdin, os.Stdout, solve)
	if warning != nil {
		os.Stderr.WriteString(name + ": warning: " + warning.Error() + "\n")
	}
	if err != nil {
		os.Stderr.WriteString(name + ": " + err.Error() + "\n")
		os.Exit(1)
	}
}
