package fastio

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/bits"
	"math/rand"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// TestDigits puts every byte value at every place in eight bytes, with
// digits before it and random bytes after it: the lowest mark is at the
// first byte that is not a digit, and the digits before it are their
// values.
func TestDigits(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var b [8]byte
	for at := 0; at < 8; at++ {
		for c := 0; c < 256; c++ {
			for try := 0; try < 20; try++ {
				for j := range b {
					switch {
					case j < at:
						b[j] = '0' + byte(rng.Intn(10))
					case j == at:
						b[j] = byte(c)
					default:
						b[j] = byte(rng.Intn(256))
					}
				}
				d, m := digits(binary.LittleEndian.Uint64(b[:]))
				first := bytes.IndexFunc(b[:], func(r rune) bool { return r < '0' || r > '9' })
				if first < 0 && m != 0 || first >= 0 && (m == 0 || bits.TrailingZeros64(m)/8 != first) {
					t.Fatalf("digits(%q): marks %#x, first non-digit at %d", b, m, first)
				}
				for j := 0; j < at; j++ {
					if byte(d>>(8*j)) != b[j]-'0' {
						t.Fatalf("digits(%q): %#x", b, d)
					}
				}
			}
		}
	}
}

// TestCombine checks combine on every string of eight digits, which
// covers fewer digits too: they are the same strings with leading zeros.
func TestCombine(t *testing.T) {
	if testing.Short() {
		t.Skip("10^8 cases")
	}
	var d uint64 // the digits of v, one a byte, the first in the lowest
	for v := uint64(0); v < 1e8; v++ {
		if got := combine(d); got != v {
			t.Fatalf("combine(%#x) = %d, want %d", d, got, v)
		}
		// Count on in d: add 1 to the last digit, the highest byte, and
		// carry.
		for j := 56; j >= 0; j -= 8 {
			if d>>j&0xff < 9 {
				d += 1 << j
				break
			}
			d &^= 0xff << j
		}
	}
}

// chunks is an io.Reader that returns at most n bytes a read, so that a
// Reader's buffer ends at every place in the input.
type chunks struct {
	r io.Reader
	n int
}

func (c *chunks) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }

// transcript reads integers until an error, the end of input's included,
// and tells what it read: each value with the place of its token, then the
// error. Every other value is read with a range that leaves out the
// largest values of each sign: IntIn's, or, if unsigned, UintIn's, which
// reads the others with no bound but 0 and 2^64-1.
func transcript(r *Reader, unsigned bool) string {
	var b strings.Builder
	for i := 0; ; i++ {
		var v string
		switch {
		case !unsigned && i%2 == 0:
			v = strconv.FormatInt(r.Int64(), 10)
		case !unsigned:
			v = strconv.FormatInt(r.IntIn("a value", -1e18, 1e18), 10)
		case i%2 == 0:
			v = strconv.FormatUint(r.UintIn("a value", 0, 1<<64-1), 10)
		default:
			v = strconv.FormatUint(r.UintIn("a value", 1, 1e19), 10)
		}
		if r.Err() != nil {
			break
		}
		p := r.tokAt
		if r.tok >= 0 {
			p = r.position(r.tok)
		}
		b.WriteString(v + "@" + strconv.Itoa(p.line) + ":" + strconv.FormatInt(p.col, 10) + " ")
	}
	return b.String() + "err: " + r.Err().Error()
}

// checkFast reads in through a Reader with a buffer of size bytes, from a
// source that returns chunk bytes at a time, and holds the transcript
// against a Reader of the same size that takes one byte at a time, which
// never has the bytes ahead that the fast path needs. It returns the
// transcript.
func checkFast(t *testing.T, in string, size, chunk int, unsigned bool) string {
	t.Helper()
	got := transcript(newReaderSize(&chunks{strings.NewReader(in), chunk}, size), unsigned)
	want := transcript(newReaderSize(iotest.OneByteReader(strings.NewReader(in)), size), unsigned)
	if got != want {
		t.Fatalf("%q with a buffer of %d read %d bytes at a time:\n got %s\nwant %s", in, size, chunk, got, want)
	}
	return got
}

// intCases are integers of every width from 1 to 22 digits, signed and
// not, the int64 edges and what lies just past them, leading zeros, and
// tokens that are not integers.
func intCases() []string {
	cases := []string{
		"0", "-0", "00", "-00000000", "9223372036854775807", "-9223372036854775808",
		"9223372036854775808", "-9223372036854775809", "18446744073709551615",
		"18446744073709549999", "18446744073709550000", "18446744073709551614",
		"18446744073709551616", "99999999999999999999", "0000000000000000000001",
		"-0009223372036854775808", "1000000000000000000", "-999999999999999999",
		"12x", "1-2", "--1", "-", "+1", "1.5", "-x", "1234567\x00", "12345678\x1a",
		"1234567890123456\xff", "١", "1e9", "1234567890123456789012345",
		"000000000000000000000000000001",
	}
	rng := rand.New(rand.NewSource(1))
	for n := 1; n <= 22; n++ {
		lo := strings.Repeat("0", n-1) + "1"
		hi := strings.Repeat("9", n)
		mid := []byte(strconv.Itoa(1 + rng.Intn(9)))
		for len(mid) < n {
			mid = append(mid, '0'+byte(rng.Intn(10)))
		}
		for _, s := range []string{lo, hi, string(mid)} {
			cases = append(cases, s, "-"+s)
		}
	}
	return cases
}

// TestIntEveryWidthAndPlace reads each of intCases after 0 to 40 bytes
// of blanks and before other integers, so that it starts and ends at every
// place before, across and after the end of the buffer, with each kind of
// whitespace after it: first with Int64, then after another integer, with
// IntIn; and the same as unsigned integers, with UintIn. Every value,
// error and position is the same as where only the slow path runs, and
// every value strconv's.
func TestIntEveryWidthAndPlace(t *testing.T) {
	for _, c := range intCases() {
		for _, unsigned := range []bool{false, true} {
			v, ok := parseAs(c, unsigned)
			for _, before := range []string{"", "1 "} {
				want := ""
				switch {
				case before != "":
					want = "1@1:1 "
					if ok && inSecondRange(v, unsigned) {
						want += v + "@"
					}
				case ok:
					want = v + "@"
				}
				after := "7 -123456789 987654321\n"
				if unsigned {
					after = "7 18446744073709551615 987654321\n"
				}
				for _, sep := range []string{" ", "\n", "\r\n", "\t", "\v\f"} {
					for pad := 0; pad <= 40; pad++ {
						in := before + strings.Repeat(" ", pad) + c + sep + after
						for _, size := range []int{32, 45} {
							for _, chunk := range []int{size, 7, 13} {
								if got := checkFast(t, in, size, chunk, unsigned); !strings.HasPrefix(got, want) {
									t.Fatalf("%q with a buffer of %d: %s, want %s...", in, size, got, want)
								}
							}
						}
					}
				}
			}
		}
	}
}

// parseAs is strconv's value of the token c, as an int64 or a uint64, in
// decimal; ok is false where strconv takes what the Reader does not, a
// '+' sign, or does not take it at all.
func parseAs(c string, unsigned bool) (v string, ok bool) {
	if c == "" || c[0] == '+' {
		return "", false
	}
	if unsigned {
		u, err := strconv.ParseUint(c, 10, 64)
		return strconv.FormatUint(u, 10), err == nil
	}
	i, err := strconv.ParseInt(c, 10, 64)
	return strconv.FormatInt(i, 10), err == nil
}

// inSecondRange reports whether v, in decimal, is in the range transcript
// reads its second value with.
func inSecondRange(v string, unsigned bool) bool {
	if unsigned {
		u, _ := strconv.ParseUint(v, 10, 64)
		return 1 <= u && u <= 1e19
	}
	i, _ := strconv.ParseInt(v, 10, 64)
	return -1e18 <= i && i <= 1e18
}

// FuzzInt64 holds the fast path against the slow one, and the values
// against strconv, with buffers of 24 to 279 bytes filled a chunk of 1
// to 256 bytes at a time, as signed and as unsigned integers.
func FuzzInt64(f *testing.F) {
	for i, c := range intCases() {
		f.Add([]byte(c+" "+c+"\n"+strings.Repeat(" ", i%13)+c+" -"+c), uint8(i), uint8(i*7))
	}
	f.Fuzz(func(t *testing.T, data []byte, size, chunk uint8) {
		for _, unsigned := range []bool{false, true} {
			got := checkFast(t, string(data), 24+int(size), 1+int(chunk), unsigned)
			if got != transcript(NewReader(bytes.NewReader(data)), unsigned) && !strings.Contains(got, " or more") {
				t.Fatalf("the default buffer reads %q otherwise", data)
			}
			// The values, up to the first error, are strconv's.
			fields := strings.FieldsFunc(string(data), func(c rune) bool { return c < 256 && space[c] })
			for i, tok := range strings.Fields(got) {
				if tok == "err:" {
					break
				}
				v, _, _ := strings.Cut(tok, "@")
				if want, ok := parseAs(fields[i], unsigned); !ok || want != v {
					t.Fatalf("read %s for %q", v, fields[i])
				}
			}
		}
	})
}
