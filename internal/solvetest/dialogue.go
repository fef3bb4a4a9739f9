package solvetest

import (
	"bytes"
	"errors"
	"io"
	"strconv"
)

// A Dialogue is a jury in process, for the tests of an interactive
// solution: solve's input and output at once, as in fastio.Run(d, d,
// solve). The jury prints its lines with Print; solve reads them one read
// at a time, at most Chunk bytes a read (0: a whole line), and each line
// solve writes, once it flushes it, goes to Hear, without its newline,
// which answers with Print, or with Fail. A read while every line printed
// has been read fails the test, since over a pipe it would wait forever.
// After End, and after a failure, reads find the end of the input.
type Dialogue struct {
	T     Reporter
	Chunk int
	Hear  func(line string)

	lines  []string // printed, not yet read whole
	heard  []byte   // solve's output since its last newline
	ended  bool
	failed bool
}

// A Reporter is where a Dialogue reports a failure: a *testing.T.
type Reporter interface {
	Helper()
	Error(args ...any)
}

var errWaiting = errors.New("read while the jury waits for a line")

// Print prints a line of numbers to solve.
func (d *Dialogue) Print(nums ...int64) {
	var b []byte
	for i, v := range nums {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, v, 10)
	}
	d.lines = append(d.lines, string(append(b, '\n')))
}

// End ends the jury's side: solve reads the end of the input once it has
// read what was printed, and may write nothing more.
func (d *Dialogue) End() { d.ended = true }

// Fail fails the test with msg and stops the dialogue.
func (d *Dialogue) Fail(msg string) {
	d.T.Helper()
	d.T.Error(msg)
	d.failed = true
}

// Failed reports whether the dialogue has failed.
func (d *Dialogue) Failed() bool { return d.failed }

func (d *Dialogue) Read(p []byte) (int, error) {
	if d.failed || d.ended && len(d.lines) == 0 {
		return 0, io.EOF
	}
	if len(d.lines) == 0 {
		d.Fail("solve asked for input while the jury waited for its line")
		return 0, errWaiting
	}
	n := len(d.lines[0])
	if d.Chunk > 0 {
		n = min(n, d.Chunk)
	}
	n = copy(p, d.lines[0][:n])
	if d.lines[0] = d.lines[0][n:]; d.lines[0] == "" {
		d.lines = d.lines[1:]
	}
	return n, nil
}

func (d *Dialogue) Write(p []byte) (int, error) {
	d.heard = append(d.heard, p...)
	for !d.failed {
		i := bytes.IndexByte(d.heard, '\n')
		if i < 0 {
			break
		}
		line := string(d.heard[:i])
		d.heard = d.heard[i+1:]
		if d.ended {
			d.Fail("solve wrote " + strconv.Quote(line) + " after the jury ended")
			break
		}
		d.Hear(line)
	}
	return len(p), nil
}
