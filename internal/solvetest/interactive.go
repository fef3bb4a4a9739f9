package solvetest

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"gametheory/internal/problem"
	"gametheory/pkg/fastio"
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

// Play runs solve against a jury made by newJury(chunk), once reading a
// whole line at a time (chunk 0) and once a byte at a time (chunk 1), and
// checks that solve ended cleanly, with neither an error nor a warning,
// and that the jury neither failed nor was left before its End.
func Play(t *testing.T, name string, solve Solve, newJury func(chunk int) *Dialogue) {
	t.Helper()
	for _, chunk := range []int{0, 1} {
		d := newJury(chunk)
		warning, err := fastio.Run(d, d, solve)
		if err != nil || warning != nil {
			t.Errorf("%s, reads of %d bytes: solve ended with error %v, warning %v", name, chunk, err, warning)
		}
		if d.Failed() {
			t.Fatalf("%s, reads of %d bytes: the jury stopped the games", name, chunk)
		}
		if !d.ended {
			t.Errorf("%s, reads of %d bytes: solve stopped before the jury's end", name, chunk)
		}
	}
}

// Interactive checks the problem.json of the interactive problem id under
// root, the module's root: the problem is marked interactive, its jury is
// the package problems/ID/interactor, and its cases under samples/ID are
// the jury's inputs alone, without answers. It returns the cases' paths.
func Interactive(t *testing.T, root, id string) []string {
	t.Helper()
	p, err := problem.Load(root, id)
	if err != nil {
		t.Fatal(err)
	}
	if want := "problems/" + id + "/interactor"; !p.Interactive || p.Interactor != want {
		t.Errorf("%s: interactive %v, interactor %q; want true, %q", id, p.Interactive, p.Interactor, want)
	}
	if _, err := os.Stat(filepath.Join(root, p.Interactor, "main.go")); err != nil {
		t.Error(err)
	}
	dir := filepath.Join(root, "samples", id)
	if outs, _ := filepath.Glob(filepath.Join(dir, "*.out")); len(outs) > 0 {
		t.Errorf("answers in an interactive problem's cases: %v", outs)
	}
	ins, _ := filepath.Glob(filepath.Join(dir, "*.in"))
	if len(ins) == 0 {
		t.Fatalf("no cases in %s", dir)
	}
	return ins
}
