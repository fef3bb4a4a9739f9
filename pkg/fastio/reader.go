// Package fastio reads whitespace-separated integers and tokens and writes
// answers, fast enough for judge limits and without allocating per value.
//
// Like bufio.Scanner, a Reader keeps its first error: once a read fails, every
// later read returns a zero value and Err reports that first failure, with
// the line and column where it happened. A solution can therefore read a
// whole test case and check Err once before it answers. A loop over a count
// read from the input should also stop once Err is not nil: the count may be
// far larger than the input behind it.
//
// A Reader's memory is its 64 KiB buffer, whatever the input: whitespace
// is dropped as it is skipped, and a token that fills the buffer is an
// error rather than a reason to grow it. A UTF-8 byte-order mark at the
// start of the input is skipped.
package fastio

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/bits"
	"strconv"
)

const defaultSize = 1 << 16

// bom is the UTF-8 byte-order mark, which some editors put at the start
// of a file.
var bom = []byte("\xef\xbb\xbf")

// space marks the bytes that separate tokens: ASCII space, \t, \n, \v, \f, \r.
var space = [256]bool{' ': true, '\t': true, '\n': true, '\v': true, '\f': true, '\r': true}

// A Reader splits its input into tokens separated by ASCII whitespace.
type Reader struct {
	rd   io.Reader
	buf  []byte
	r, w int   // buf[r:w] is not yet consumed
	tok  int   // start of the last token in buf, for error positions; -1 once dropped
	eof  bool  // rd has nothing more to give
	rerr error // the error rd returned, if not io.EOF
	err  error // first failure, sticky

	base     int64    // input offset of buf[0]
	lines    int      // newlines in the input before buf[0]
	lineBase int64    // input offset of the line that is open at buf[0]
	tokAt    position // where the last token is, once it is dropped from buf
}

// NewReader returns a Reader over rd with its own 64 KiB buffer. Tokens
// must be shorter than the buffer: one that fills it is an error, since
// the byte that shows where it ends would not fit.
func NewReader(rd io.Reader) *Reader { return newReaderSize(rd, defaultSize) }

func newReaderSize(rd io.Reader, size int) *Reader {
	return &Reader{rd: rd, buf: make([]byte, size)}
}

// Reset makes r read rd from its start, as a new Reader would, forgetting
// what it read and its error but keeping its buffer: a test that runs a
// solution on many inputs allocates one buffer, not one an input.
func (r *Reader) Reset(rd io.Reader) { *r = Reader{rd: rd, buf: r.buf} }

// Err returns the first error the Reader met, or nil.
func (r *Reader) Err() error { return r.err }

// More skips whitespace and reports whether another token follows. It is
// false at the end of input and after an error.
func (r *Reader) More() bool {
	if r.err != nil {
		return false
	}
	for {
		for r.r < r.w {
			if !space[r.buf[r.r]] {
				return true
			}
			r.r++
		}
		if !r.fill() {
			return false
		}
	}
}

// MoreInt skips whitespace and reports whether an integer follows, as far
// as its first bytes tell: a digit, or '-' and a digit. A solution that
// reads values until the input ends loops on it, so that anything else at
// the end, such as a NUL or ^Z byte, is left for Run to ignore. It is false
// at the end of input and after an error.
func (r *Reader) MoreInt() bool {
	if r.err != nil {
		return false
	}
	for {
		for r.r+1 < r.w { // the first two bytes of the token are in buf
			c := r.buf[r.r]
			if c-'0' <= 9 {
				return true
			}
			if !space[c] {
				return c == '-' && r.buf[r.r+1]-'0' <= 9
			}
			r.r++
		}
		if !r.fill() { // one byte or none is left
			return r.r < r.w && r.buf[r.r]-'0' <= 9
		}
	}
}

// Token returns the next token. The slice aliases the Reader's buffer and
// is valid only until the next call. At the end of input Token records an
// error and returns nil.
func (r *Reader) Token() []byte { return r.TokenIn("a token") }

// TokenIn is Token, with what naming the token in the error at the end
// of input, as in `expected row 3 of the maze, found end of input`.
func (r *Reader) TokenIn(what string) []byte {
	t := r.token()
	if t == nil {
		r.atEnd(what)
	}
	return t
}

// Int64 returns the next token as a decimal int64: an optional '-' and
// digits, nothing else. A malformed token, a value out of range or the end
// of input records an error and returns 0.
func (r *Reader) Int64() int64 { return r.int64("an integer", -1<<63, 1<<63-1) }

// Int is Int64 for values that fit in an int.
func (r *Reader) Int() int {
	return int(r.int64("an integer", -1<<(strconv.IntSize-1), 1<<(strconv.IntSize-1)-1))
}

// IntIn returns the next integer, recording an error unless lo <= v <= hi.
// what names the value in that error, as in `expected a pile size >= 0,
// found "x"` or `a pile size, -1, is out of range [0, 10]`.
func (r *Reader) IntIn(what string, lo, hi int64) int64 { return r.int64(what, lo, hi) }

// UintIn returns the next token as a decimal unsigned integer, digits
// only, recording an error unless lo <= v <= hi; what names the value in
// that error, as IntIn's. It reads every value up to 2^64-1, which Int64
// cannot hold.
func (r *Reader) UintIn(what string, lo, hi uint64) uint64 { return number(r, what, lo, hi) }

// Fail records an error about the last token read, at its position,
// unless an error is already recorded. Solutions use it for values that
// are well-formed but break the statement's promises.
func (r *Reader) Fail(msg string) {
	if r.err == nil {
		r.err = r.errorAt(r.tok, msg, nil)
	}
}

// atEnd records that the input ended where what was expected.
func (r *Reader) atEnd(what string) {
	if r.err == nil {
		r.tok = r.r
		r.err = r.errorAt(r.r, "expected "+what+", found end of input", io.ErrUnexpectedEOF)
	}
}

// token returns the next token, or nil at the end of input or after an error.
func (r *Reader) token() []byte {
	if !r.More() {
		return nil
	}
	r.tok = r.r
	i := r.r
	for {
		for i < r.w {
			if space[r.buf[i]] {
				r.r = i
				return r.buf[r.tok:i]
			}
			i++
		}
		// r.r stays at the token's start, so fill keeps the token.
		start := r.r
		if !r.fill() {
			switch {
			case r.err != nil:
				return nil
			case r.w-r.r == len(r.buf):
				r.err = r.errorAt(r.r, "a token of "+size(len(r.buf))+" or more", nil)
				return nil
			}
			r.r = r.w
			return r.buf[r.tok:r.w]
		}
		i -= start - r.r // fill moved the token to r.r
	}
}

// int64 reads an integer in [lo, hi].
func (r *Reader) int64(what string, lo, hi int64) int64 { return number(r, what, lo, hi) }

// number reads an integer in [lo, hi], signed or not as T is. Its first
// part is the fast path: up to 20 digits, after a '-' if T is signed,
// ended by whitespace, with 24 bytes of buffered input from the first
// digit on, read eight bytes at a time: three little-endian loads, the
// first byte that is not a digit found with bit tricks, and eight digits
// joined in three multiply-and-shift steps. Everything else, a value out
// of range included, goes to slowInt or slowUint, which read the token
// again and explain what is wrong with it. The whitespace byte that ends
// the integer is consumed with it: every read skips whitespace first, so
// nothing else can tell. One generic function serves both, compiled for
// each, where whether T is signed is a constant.
func number[T int64 | uint64](r *Reader, what string, lo, hi T) T {
	signed := T(0)-1 < 0
	buf, i := r.buf[:r.w], r.r
	start, neg := i, false
	if i < len(buf) && buf[i]-'0' > 9 { // whitespace or a sign first
		for i < len(buf) && space[buf[i]] {
			i++
		}
		start = i
		if neg = signed && i < len(buf) && buf[i] == '-'; neg {
			i++
		}
	}
	if r.err != nil || len(buf)-i < 24 {
		return slow(r, what, lo, hi)
	}
	// The digits end in the first, second or third eight bytes, x; u is
	// the value of those before x.
	w := buf[i : i+24]
	x := binary.LittleEndian.Uint64(w)
	d, m := digits(x)
	var u uint64
	if m == 0 { // 8 digits or more
		u = combine(d)
		i += 8
		x = binary.LittleEndian.Uint64(w[8:])
		if d, m = digits(x); m == 0 { // 16 or more
			u = u*1e8 + combine(d)
			i += 8
			x = binary.LittleEndian.Uint64(w[16:])
			d, m = digits(x)
			if m&0xffffffffff == 0 { // 21 or more
				return slow(r, what, lo, hi)
			}
			// 20, whose value may pass 2^64-1 = 1844674407370955·10^4 + 1615.
			const top, last = (1<<64 - 1) / 10000, (1<<64 - 1) % 10000
			if m&0xffffffff == 0 && (u > top || u == top && combine(d<<32) > last) {
				return slow(r, what, lo, hi)
			}
		}
	} else if m&0x80 != 0 { // none
		return slow(r, what, lo, hi)
	}
	// Each mark is the top bit of its byte, so s is 8 times the number of
	// digits in x: the bit where the whitespace after them starts.
	s := uint(bits.TrailingZeros64(m)) & 56
	if !space[byte(x>>s)] {
		return slow(r, what, lo, hi)
	}
	// The digits in x, shifted to its top so that the zero bytes below them
	// are leading zeros, in two steps, since s may be 0.
	u = u*pow10[s/8] + combine(d<<(63-s)<<1)
	if signed && u > 1<<63-1+b2u(neg) {
		return slow(r, what, lo, hi)
	}
	v := T(u)
	if neg {
		v = -v
	}
	if v < lo || v > hi {
		return slow(r, what, lo, hi)
	}
	r.r, r.tok = i+int(s/8)+1, start
	return v
}

// slow is number's slow path.
func slow[T int64 | uint64](r *Reader, what string, lo, hi T) T {
	if T(0)-1 < 0 {
		return T(r.slowInt(what, int64(lo), int64(hi)))
	}
	return T(r.slowUint(what, uint64(lo), uint64(hi)))
}

// slowInt reads an integer in [lo, hi] token by token, and explains what
// is wrong with one that is malformed or out of range.
func (r *Reader) slowInt(what string, lo, hi int64) int64 {
	t := r.token()
	if t == nil {
		r.atEnd(what + bounds(lo, hi))
		return 0
	}
	if v, ok := parse(t); ok && lo <= v && v <= hi {
		return v
	}
	r.notIn(t, what, bounds(lo, hi), strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10))
	return 0
}

// slowUint is slowInt for an unsigned integer.
func (r *Reader) slowUint(what string, lo, hi uint64) uint64 {
	t := r.token()
	if t == nil {
		r.atEnd(what + ubounds(lo, hi))
		return 0
	}
	if v, ok := magnitude(t, 1<<64-1); ok && lo <= v && v <= hi {
		return v
	}
	r.notIn(t, what, ubounds(lo, hi), strconv.FormatUint(lo, 10), strconv.FormatUint(hi, 10))
	return 0
}

// notIn records why the token t is not what was expected, an integer in
// [lo, hi], whose bounds an error shows as bounds: out of range, if t is
// an integer, and malformed if not.
func (r *Reader) notIn(t []byte, what, bounds, lo, hi string) {
	if isDigits(t) {
		r.err = r.errorAt(r.tok, what+", "+clip(t)+", is out of range ["+lo+", "+hi+"]", strconv.ErrRange)
	} else {
		r.err = r.errorAt(r.tok, "expected "+what+bounds+", found "+quote(t), strconv.ErrSyntax)
	}
}

const ones = 0x0101010101010101

// digits subtracts '0' from each byte of x, eight bytes of input read as a
// little-endian uint64, and marks with its top bit each byte that is not a
// digit: subtracting '0' sets it below '0' and from 0xb0 up, adding
// 0x7f-'9' above '9' up to 0xb9. A borrow or carry crosses only from a
// marked byte into the next, so the lowest mark, the only one used, is
// always right.
func digits(x uint64) (d, m uint64) {
	d = x - '0'*ones
	return d, (d | (x + (0x7f-'9')*ones)) & (0x80 * ones)
}

// combine returns the value of eight digits, each in a byte of d as digits
// leaves them, the first in the lowest: zero bytes below them are leading
// zeros. Each step joins neighbours: digits to pairs, pairs to fours, fours
// to eight.
func combine(d uint64) uint64 {
	d = d * (1 + 10<<8) >> 8
	d = (d & 0x00ff00ff00ff00ff) * (1 + 100<<16) >> 16
	return (d & 0x0000ffff0000ffff) * (1 + 10000<<32) >> 32
}

// b2u is 1 for true and 0 for false.
func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// pow10[n] is 10^n, for every n that fits in a uint64.
var pow10 = [...]uint64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
	1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19}

// parse converts -?[0-9]+ to an int64; ok is false for anything else,
// including values that do not fit.
func parse(t []byte) (v int64, ok bool) {
	neg := t[0] == '-'
	if neg {
		t = t[1:]
	}
	u, ok := magnitude(t, 1<<63-1+b2u(neg))
	if neg {
		return int64(-u), ok
	}
	return int64(u), ok
}

// magnitude converts [0-9]+ to a value up to limit, which is at least
// 10^18; ok is false for anything else.
func magnitude(d []byte, limit uint64) (u uint64, ok bool) {
	if len(d) == 0 {
		return 0, false
	}
	for i, c := range d {
		c -= '0'
		// Below 18 digits u*10 + c < 10^18 <= limit: no division needed.
		if c > 9 || i >= 18 && u > (limit-uint64(c))/10 {
			return 0, false
		}
		u = u*10 + uint64(c)
	}
	return u, true
}

func bounds(lo, hi int64) string {
	switch {
	case lo == -1<<63 && hi == 1<<63-1:
		return ""
	case hi == 1<<63-1:
		return " >= " + strconv.FormatInt(lo, 10)
	case lo == -1<<63:
		return " <= " + strconv.FormatInt(hi, 10)
	}
	return " in [" + strconv.FormatInt(lo, 10) + ", " + strconv.FormatInt(hi, 10) + "]"
}

// ubounds is bounds for unsigned values, which always have one: 0.
func ubounds(lo, hi uint64) string {
	if hi == 1<<64-1 {
		return " >= " + strconv.FormatUint(lo, 10)
	}
	return " in [" + strconv.FormatUint(lo, 10) + ", " + strconv.FormatUint(hi, 10) + "]"
}

// size shows a number of bytes, in KiB when it is a whole number of them.
func size(n int) string {
	switch {
	case n >= 1024 && n%1024 == 0:
		return strconv.Itoa(n/1024) + " KiB"
	case n == 1:
		return "1 byte"
	}
	return strconv.Itoa(n) + " bytes"
}

func isDigits(t []byte) bool {
	if t[0] == '-' {
		t = t[1:]
	}
	if len(t) == 0 {
		return false
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// maxShown is how much of a token an error message shows.
const maxShown = 40

// quote shows a token in an error message, quoted and clipped if it is long.
func quote(t []byte) string {
	if len(t) > maxShown {
		return strconv.Quote(string(t[:maxShown])) + "..."
	}
	return strconv.Quote(string(t))
}

// clip shows a token of digits in an error message, clipped if it is long.
func clip(t []byte) string {
	if len(t) > maxShown {
		return string(t[:maxShown]) + "..."
	}
	return string(t)
}

// fill drops the consumed input, buf[:r.r], and reads more behind what is
// left; the buffer never grows. It reports whether new bytes arrived: they
// do not at the end of the input, after a read error, which it records, or
// when what is left fills the buffer. At the start of the input it reads
// enough to skip a byte-order mark.
func (r *Reader) fill() bool {
	if r.r > 0 {
		r.discard(r.r)
	}
	w := r.w
	// At the start, it reads on while what it has may yet be a byte-order
	// mark, and no further: an interactive jury sends a short first line
	// and waits for the answer.
	for tries := 0; !r.eof && r.w < len(r.buf) && (r.w == w || r.base == 0 && r.w < len(bom) && bytes.HasPrefix(bom, r.buf[:r.w])); tries++ {
		if tries == 100 {
			r.eof, r.rerr = true, io.ErrNoProgress
			break
		}
		n, err := r.rd.Read(r.buf[r.w:])
		r.w += n
		if err != nil {
			r.eof = true
			if err != io.EOF {
				r.rerr = err
			}
		}
	}
	if r.base == 0 && r.r == 0 && bytes.HasPrefix(r.buf[:r.w], bom) {
		// Columns count from after the mark.
		r.r, r.tok, r.lineBase = len(bom), len(bom), int64(len(bom))
	}
	if r.w > w {
		return true
	}
	if r.rerr != nil && r.err == nil {
		r.err = r.errorAt(r.w, "read error: "+r.rerr.Error(), r.rerr)
	}
	return false
}

// discard drops buf[:n], keeping count of its lines for error positions,
// and the position of the last token if it goes too.
func (r *Reader) discard(n int) {
	gone := r.buf[:n]
	dropped := 0 <= r.tok && r.tok < n
	last := -1 // the last newline in gone
	c := bytes.Count(gone, nl)
	if c > 0 { // Count is vectorised; LastIndexByte is not
		last = bytes.LastIndexByte(gone, '\n')
	}
	if dropped && r.tok < last {
		// The token's line ends in gone: count up to it (rare: the token
		// is the last on its line, and the buffer ran out after it).
		r.tokAt = r.position(r.tok)
	}
	if c > 0 {
		r.lines += c
		r.lineBase = r.base + int64(last) + 1
	}
	if dropped && r.tok > last { // on the line that stays open
		off := r.base + int64(r.tok)
		r.tokAt = position{r.lines + 1, off - r.lineBase + 1, off}
	}
	r.base += int64(n)
	copy(r.buf, r.buf[n:r.w])
	r.w -= n
	r.r -= n
	switch {
	case dropped:
		r.tok = -1
	case r.tok >= 0:
		r.tok -= n
	}
}

var nl = []byte{'\n'}

// A position is a place in the input, as an Error gives it.
type position struct {
	line     int
	col, off int64
}

// position returns where buf[i] is in the input.
func (r *Reader) position(i int) position {
	before := r.buf[:i]
	c := bytes.Count(before, nl)
	col := r.base + int64(i) - r.lineBase + 1
	if c > 0 {
		col = int64(i - bytes.LastIndexByte(before, '\n'))
	}
	line := r.lines + c + 1
	return position{line, col, r.base + int64(i)}
}

// errorAt builds an error located at buf[i], or at the last token if i
// is -1, after the token was dropped from the buffer.
func (r *Reader) errorAt(i int, msg string, kind error) error {
	p := r.tokAt
	if i >= 0 {
		p = r.position(i)
	}
	return &Error{Line: p.line, Column: p.col, Offset: p.off, Msg: msg, Err: kind}
}

// rest returns nil if only whitespace is left in the input, and otherwise
// a warning that shows where the rest starts and how it starts.
func (r *Reader) rest() error {
	if !r.More() {
		return nil
	}
	// Enough of the token to show it, as far as the buffer holds it.
	for r.w-r.r <= maxShown && indexSpace(r.buf[r.r:r.w]) < 0 && r.fill() {
	}
	t := r.buf[r.r:r.w]
	if i := indexSpace(t); i >= 0 {
		t = t[:i]
	}
	return r.errorAt(r.r, "ignored "+quote(t)+" and everything after it, past the end of the input", nil)
}

// indexSpace returns the index of the first whitespace byte in b, or -1.
func indexSpace(b []byte) int {
	for i, c := range b {
		if space[c] {
			return i
		}
	}
	return -1
}

// An Error is a failure to read the input, or Run's warning about what
// follows it, located in the input. Line and Column
// count from 1 (columns in bytes); Offset counts bytes from 0. Err, when
// not nil, is io.ErrUnexpectedEOF, strconv.ErrSyntax, strconv.ErrRange or
// the underlying reader's error, for errors.Is.
type Error struct {
	Line   int
	Column int64
	Offset int64
	Msg    string
	Err    error
}

func (e *Error) Error() string {
	return "line " + strconv.Itoa(e.Line) + ", column " + strconv.FormatInt(e.Column, 10) + ": " + e.Msg
}

func (e *Error) Unwrap() error { return e.Err }
