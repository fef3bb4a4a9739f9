package solvetest

import (
	"fmt"
	"strings"
	"testing"

	"gametheory/pkg/fastio"
)

// A recorder keeps what a Dialogue reports.
type recorder struct{ errors []string }

func (r *recorder) Helper()           {}
func (r *recorder) Error(args ...any) { r.errors = append(r.errors, fmt.Sprint(args...)) }

// echo is an interactive solution: it reads n, then n numbers, writing
// each back doubled as soon as it has read it.
func echo(in *fastio.Reader, out *fastio.Writer) error {
	for n := in.Int(); n > 0 && in.Err() == nil; n-- {
		out.Int64(2 * in.Int64())
		out.Newline()
		if err := out.Flush(); err != nil {
			return err
		}
	}
	return in.Err()
}

// TestDialogue plays echo against juries that answer each line, in reads
// of a whole line and of one byte, and against juries that err: one that
// waits for a line which never comes, and one that ends early.
func TestDialogue(t *testing.T) {
	for _, chunk := range []int{0, 1, 3} {
		var r recorder
		var heard []string
		d := &Dialogue{T: &r, Chunk: chunk}
		next := int64(1)
		d.Hear = func(line string) {
			heard = append(heard, line)
			if next++; next <= 3 {
				d.Print(next * 1000)
			} else {
				d.End()
			}
		}
		d.Print(3)
		d.Print(1000)
		warning, err := fastio.Run(d, d, echo)
		if err != nil || warning != nil || d.Failed() || len(r.errors) > 0 || strings.Join(heard, ",") != "2000,4000,6000" {
			t.Errorf("chunk %d: %v, %v, failed %v %q, heard %q", chunk, err, warning, d.Failed(), r.errors, heard)
		}
	}

	// The jury says nothing more after the first line: echo's read would
	// wait forever over a pipe.
	var r recorder
	d := &Dialogue{T: &r}
	d.Hear = func(string) {}
	d.Print(2, 5)
	_, err := fastio.Run(d, d, echo)
	if !d.Failed() || err == nil || strings.Join(r.errors, ";") != "solve asked for input while the jury waited for its line" {
		t.Errorf("a jury that waits: failed %v, %v, %q", d.Failed(), err, r.errors)
	}

	// The jury ends after the first line: the line echo writes after that
	// fails the test, and echo then reads the end of the input.
	r = recorder{}
	d = &Dialogue{T: &r}
	d.Hear = func(string) {}
	d.Print(2, 5)
	d.End()
	_, err = fastio.Run(d, d, echo)
	if !d.Failed() || err == nil || strings.Join(r.errors, ";") != `solve wrote "10" after the jury ended` {
		t.Errorf("a jury that ended: failed %v, %v, %q", d.Failed(), err, r.errors)
	}
}
