// Package exhaustive proves a solution on every small input: it runs the
// solution and a brute force on each input of a family, in order, and
// stops at the first on which they differ, which is then the smallest.
//
// Check does it in process, for a solution and a brute force that are Go
// functions of the shape every solution here has, solve(*fastio.Reader,
// *fastio.Writer) error: a test calls it, and an input costs what the two
// functions do, not the three processes a case of "judge stress" starts.
// Main turns the same family into the generator "judge stress -all" runs,
// for a solution in any language.
//
// A family is a Go enumerator, the shape of Go 1.23's iter.Seq[[]byte]:
//
//	func heaps(size int64) exhaustive.Family {
//		return func(yield func([]byte) bool) {
//			for a := int64(0); a <= size; a++ {
//				if !yield(fmt.Appendf(nil, "1\n%d\n", a)) {
//					return
//				}
//			}
//		}
//	}
package exhaustive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	"gametheory/pkg/fastio"
)

// A Family is a problem's inputs in order, smallest first: it calls yield
// with each in turn, and returns when yield returns false or the inputs
// end. yield does not keep the slice, so a family may reuse it.
type Family = func(yield func(input []byte) bool)

// A Mismatch is the first input of a family on which the solution is
// wrong: its output differs from the brute force's, or it failed.
type Mismatch struct {
	K     int    // the input's place in the family, from 1, as judge stress -all counts
	Input []byte // the input
	Want  []byte // what the brute force wrote
	Got   []byte // what the solution wrote
	Err   error  // the solution's error, or its panic; nil when it returned none
	Diff  string // where Got first differs from Want, as judge test says it; "" when they match
}

func (m *Mismatch) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "input %d of the family: ", m.K)
	switch {
	case m.Err != nil:
		fmt.Fprintf(&b, "the solution failed: %v", m.Err)
	default:
		b.WriteString(m.Diff)
	}
	section := func(title string, text []byte) {
		fmt.Fprintf(&b, "\n%s\n    %s", title, strings.ReplaceAll(strings.TrimSuffix(string(text), "\n"), "\n", "\n    "))
	}
	section("input:", m.Input)
	section("expected (brute force):", m.Want)
	section("output:", m.Got)
	return b.String()
}

// Check runs solve and brute on every input of family in turn, in the
// calling goroutine, and compares what they write as judge test compares
// by default: line by line, ignoring spaces at the ends of lines and
// blank lines at the end. Input left unread after what a function reads
// is no failure, as a solution's warning about it is none to the judge.
//
// It returns the number of inputs run, every one of the family's when the
// error is nil, and else the one it stopped at included. At the first
// input on which solve writes something else than brute, returns an error
// or panics, it stops with a *Mismatch.
// An input on which brute fails is an error, since the brute force is the
// reference and decides what is legal; so is an empty family, a check of
// nothing.
func Check(family Family, solve, brute func(*fastio.Reader, *fastio.Writer) error) (int, error) {
	var r runner
	var want, got bytes.Buffer
	k := 0
	var err error
	family(func(input []byte) bool {
		if err != nil { // a family that goes on after false
			return false
		}
		k++
		if e := r.run(brute, input, &want); e != nil {
			err = fmt.Errorf("input %d of the family: the brute force failed: %v\ninput:\n    %s", k, e,
				strings.ReplaceAll(strings.TrimSuffix(string(input), "\n"), "\n", "\n    "))
			return false
		}
		e := r.run(solve, input, &got)
		d := ""
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			d = diff(got.Bytes(), want.Bytes())
		}
		if e != nil || d != "" {
			err = &Mismatch{K: k, Input: bytes.Clone(input), Want: bytes.Clone(want.Bytes()), Got: bytes.Clone(got.Bytes()), Err: e, Diff: d}
			return false
		}
		return true
	})
	if err == nil && k == 0 {
		err = errors.New("the family is empty")
	}
	return k, err
}

// A runner runs solutions on inputs in memory, with one Reader and one
// Writer for all: a new pair an input would cost 128 KiB of buffers, far
// more than a small input's solving.
type runner struct {
	src bytes.Reader
	in  *fastio.Reader
	out *fastio.Writer
}

// run runs solve on input, writing to out from its start, as fastio.Run
// does but for the warning about input left unread, and returns its error,
// or its panic as one, with the stack.
func (r *runner) run(solve func(*fastio.Reader, *fastio.Writer) error, input []byte, out *bytes.Buffer) (err error) {
	if r.in == nil {
		r.in, r.out = fastio.NewReader(&r.src), fastio.NewWriter(out)
	}
	r.src.Reset(input)
	r.in.Reset(&r.src)
	out.Reset()
	r.out.Reset(out)
	defer func() {
		if p := recover(); p != nil {
			r.out.Flush() // what it wrote before, to be shown
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	err = solve(r.in, r.out)
	if err == nil {
		err = r.in.Err()
	}
	if ferr := r.out.Flush(); err == nil {
		err = ferr
	}
	return err
}

// Piles is the family of the inputs most game problems take, a number of
// piles n on a line and their n sizes on the next: every input of 1 to
// most piles of 0 to size each, one pile first, then two, and so on, each
// in lexicographic order; (size+1) + (size+1)² + ... + (size+1)^most
// inputs.
func Piles(most int, size int64) Family {
	return func(yield func([]byte) bool) {
		var in []byte
		for n := 1; n <= most; n++ {
			p := make([]int64, n)
			for {
				in = append(strconv.AppendInt(in[:0], int64(n), 10), '\n')
				for i, x := range p {
					if i > 0 {
						in = append(in, ' ')
					}
					in = strconv.AppendInt(in, x, 10)
				}
				if !yield(append(in, '\n')) {
					return
				}
				i := n - 1
				for ; i >= 0 && p[i] == size; i-- {
					p[i] = 0
				}
				if i < 0 {
					break
				}
				p[i]++
			}
		}
	}
}

// Main is the main of a generator for "judge stress -all": run as GEN K,
// or GEN K SIZE, it writes input K of family(SIZE), or of family(size)
// without SIZE, counting from 1, and nothing past the family's last
// input. Arguments that are not that are a message on standard error and
// exit status 2.
//
// It makes the inputs before the K-th to reach it, and judge stress -all
// runs it once an input, so a family of N inputs costs N²/2 inputs made:
// for the families a process a case can check, up to 10^4 inputs or so,
// less than starting the processes.
func Main(family func(size int64) Family, size int64) {
	if err := generate(os.Args[1:], family, size, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}

// generate is Main on the arguments args, writing to w.
func generate(args []string, family func(size int64) Family, size int64, w io.Writer) error {
	var k int64
	var err error
	if len(args) == 1 || len(args) == 2 {
		k, err = strconv.ParseInt(args[0], 10, 64)
	}
	if len(args) == 2 && err == nil {
		size, err = strconv.ParseInt(args[1], 10, 64)
	}
	if len(args) < 1 || len(args) > 2 || err != nil || k < 1 {
		return fmt.Errorf("usage: GEN K [SIZE], two integers, K >= 1; found %q", args)
	}
	family(size)(func(input []byte) bool {
		if k--; k > 0 {
			return true
		}
		_, err = w.Write(input)
		return false
	})
	return err
}
