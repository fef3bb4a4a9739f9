// Package jurytest is what the tests of the interactive problems' juries
// share: a jury run in process against a player, with the dialogue's
// transcript, and against a program's output written in advance, checked
// for its verdict; its failures on bad input and broken pipes.
package jurytest

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"gametheory/internal/jury"
)

// A Run is a jury run in process, as jury.Run runs it with its Play.
type Run = func(input, fromProgram io.Reader, toProgram, record io.Writer) (code int, msg string)

// A Player plays as a program would, reading the jury's lines from r and
// writing its own to w.
type Player = func(r io.Reader, w io.Writer)

// Play runs the jury on input against player, which runs in a goroutine
// joined to it by pipes, and returns the verdict, the record and the
// transcript: both sides' lines, in the order written, the player's
// indented by eight spaces.
func Play(run Run, input string, player Player) (code int, msg, record, dialogue string) {
	toR, toW := io.Pipe()
	fromR, fromW := io.Pipe()
	var tr transcript
	done := make(chan struct{})
	go func() {
		defer close(done)
		player(toR, tr.tap(fromW, "        "))
		fromW.Close()
	}()
	var rec bytes.Buffer
	code, msg = run(strings.NewReader(input), fromR, tr.tap(toW, ""), &rec)
	toW.Close()   // the player reads the end of its input
	fromR.Close() // and its writes fail
	<-done
	return code, msg, rec.String(), tr.b.String()
}

// A transcript keeps the lines both sides write, in order.
type transcript struct {
	mu sync.Mutex
	b  strings.Builder
}

// tap returns a writer that logs each line written to w, with indent,
// before it writes it: the other side answers only after it has read.
func (tr *transcript) tap(w io.Writer, indent string) io.Writer {
	return writerFunc(func(p []byte) (int, error) {
		tr.mu.Lock()
		for _, line := range strings.SplitAfter(string(p), "\n") {
			if line != "" {
				tr.b.WriteString(indent + line)
			}
		}
		tr.mu.Unlock()
		return w.Write(p)
	})
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// Verdict runs the jury on input against a program's whole output,
// program, and reports a verdict other than code and msg, anything else
// written to the program than sent ("" when it does not matter), and a
// record whose last line is not the verdict. name names the case.
func Verdict(t *testing.T, run Run, name, input, program string, code int, msg, sent string) {
	t.Helper()
	var to, rec bytes.Buffer
	gotCode, gotMsg := run(strings.NewReader(input), strings.NewReader(program), &to, &rec)
	if gotCode != code || gotMsg != msg {
		t.Errorf("%s: exit %d, %q\nwant %d, %q", name, gotCode, gotMsg, code, msg)
	}
	if sent != "" && to.String() != sent {
		t.Errorf("%s: the jury wrote %q, want %q", name, to.String(), sent)
	}
	if lines := strings.SplitAfter(rec.String(), "\n"); len(lines) < 2 || lines[len(lines)-2] != gotMsg+"\n" {
		t.Errorf("%s: the record %q does not end in the verdict", name, rec.String())
	}
}

// BadInput runs the jury on input, which breaks its limits, against a
// program whose output is program: exit 3 with msg, and nothing written to
// the program.
func BadInput(t *testing.T, run Run, input, program, msg string) {
	t.Helper()
	var sent, rec bytes.Buffer
	code, got := run(strings.NewReader(input), strings.NewReader(program), &sent, &rec)
	if code != jury.Fail || got != msg || sent.Len() != 0 || rec.String() != got+"\n" {
		t.Errorf("input %q: exit %d, %q, wrote %q, recorded %q\nwant 3, %q", input, code, got, sent.String(), rec.String(), msg)
	}
}

// BrokenPipes checks the jury on input, whose first game waits for the
// program's first line, line: an error reading the program's output,
// other than its end, is the jury's failure; a failed write to the
// program means that it has gone.
func BrokenPipes(t *testing.T, run Run, input, line string) {
	t.Helper()
	var sent, rec bytes.Buffer
	code, msg := run(strings.NewReader(input), iotest.ErrReader(errors.New("boom")), &sent, &rec)
	if want := "FAIL game 1: reading the program's output: boom"; code != jury.Fail || msg != want {
		t.Errorf("read error: exit %d, %q, want 3, %q", code, msg, want)
	}
	gone := writerFunc(func([]byte) (int, error) { return 0, io.ErrClosedPipe })
	code, msg = run(strings.NewReader(input), strings.NewReader(line), gone, &rec)
	if want := "wrong answer game 1: " + jury.Ended; code != jury.WrongAnswer || msg != want {
		t.Errorf("write error: exit %d, %q, want 1, %q", code, msg, want)
	}
}
