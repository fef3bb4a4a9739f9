// Package jury is what the interactive problems' juries share: testlib's
// command line and exit codes, and the dialogue with the program, whose
// lines are read within a bound so that a jury's memory stays small
// whatever the program writes.
//
// A jury is run as a testlib interactor:
//
//	interactor INPUT OUTPUT [ANSWER]
//
// INPUT is the case, OUTPUT the record the jury writes (its verdict as the
// last line), ANSWER is ignored. The jury's standard output is the
// program's standard input, and the program's standard output is the
// jury's standard input. Its exit status and the one line on standard
// error are the verdict: 0 accepted, 1 wrong answer (the jury then prints
// "-1 -1" to the program), 3 the jury's own failure.
package jury

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/signal"
	"strconv"
	"syscall"
)

// testlib's exit codes.
const (
	Accepted    = 0
	WrongAnswer = 1
	Fail        = 3
)

// MaxLine is the most bytes a line of the program's may have before its
// newline; a longer one is a wrong answer.
const MaxLine = 100

// Ended is the reason given when the program's output ends, or its input
// closes, in the middle of a game.
const Ended = "the program ended before the game did"

// A Play reads a case from input and plays it against the program through
// d, writing a line to record for each game the program wins. It returns
// the exit code and the verdict: "ok ...", "wrong answer ..." or
// "FAIL ...".
type Play func(input io.Reader, d *Dialogue, record io.Writer) (code int, msg string)

// Main is a jury's main: it runs play on the files its command line names,
// writes the verdict to standard error, and exits with its code.
func Main(play Play) {
	// A write to a program that has exited fails instead of killing the jury.
	signal.Ignore(syscall.SIGPIPE)
	code, msg := runFiles(play, os.Args[1:])
	os.Stderr.WriteString(msg + "\n")
	os.Exit(code)
}

// runFiles opens INPUT and OUTPUT and runs the jury on standard input and
// output.
func runFiles(play Play, args []string) (code int, msg string) {
	if len(args) != 2 && len(args) != 3 {
		return Fail, "FAIL usage: interactor INPUT OUTPUT [ANSWER]"
	}
	input, err := os.Open(args[0])
	if err != nil {
		return Fail, "FAIL " + err.Error()
	}
	defer input.Close()
	f, err := os.Create(args[1])
	if err != nil {
		return Fail, "FAIL " + err.Error()
	}
	record := bufio.NewWriter(f)
	code, msg = Run(play, input, os.Stdin, os.Stdout, record)
	if err := record.Flush(); err != nil {
		code, msg = Fail, "FAIL writing OUTPUT: "+err.Error()
	}
	if err := f.Close(); err != nil && code != Fail {
		code, msg = Fail, "FAIL writing OUTPUT: "+err.Error()
	}
	return code, msg
}

// Run plays the case read from input against a program, reading its lines
// from fromProgram and writing to toProgram, and writes the record of the
// games and the verdict to record. After a wrong answer it prints "-1 -1"
// to the program. It returns the exit code and the verdict.
func Run(play Play, input, fromProgram io.Reader, toProgram, record io.Writer) (code int, msg string) {
	d := newDialogue(fromProgram, toProgram)
	code, msg = play(input, d, record)
	if code == WrongAnswer {
		d.Send(-1, -1) // the program may be gone: no error to report
	}
	io.WriteString(record, msg+"\n")
	return code, msg
}

// A Dialogue is the jury's side of the pipes to and from the program.
type Dialogue struct {
	from *bufio.Reader
	to   io.Writer
}

// newDialogue returns the Dialogue over the pipes. Its buffer holds a line
// of MaxLine bytes and "\r\n"; a longer one fills it, and is not read
// further.
func newDialogue(from io.Reader, to io.Writer) *Dialogue {
	return &Dialogue{from: bufio.NewReaderSize(from, MaxLine+2), to: to}
}

// Send writes the numbers to the program as one line, in one write, and
// reports whether the write succeeded.
func (d *Dialogue) Send(nums ...int64) bool {
	_, err := d.to.Write(append([]byte(Show(nums...)), '\n'))
	return err == nil
}

// Line reads the program's next line, without its newline, which is "\n",
// "\r\n" or the end of the input. It returns Accepted and the line, or the
// code and the reason when there is none: WrongAnswer for a line longer
// than MaxLine or the end of the input, Fail for an error reading it.
func (d *Dialogue) Line() (line []byte, code int, reason string) {
	line, err := d.from.ReadSlice('\n')
	switch {
	case err == bufio.ErrBufferFull:
		return nil, WrongAnswer, "a line of more than " + strconv.Itoa(MaxLine) + " bytes"
	case err == io.EOF && len(line) == 0:
		return nil, WrongAnswer, Ended
	case err != nil && err != io.EOF:
		return nil, Fail, "reading the program's output: " + err.Error()
	}
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) > MaxLine {
		return nil, WrongAnswer, "a line of more than " + strconv.Itoa(MaxLine) + " bytes"
	}
	return line, Accepted, ""
}

// Fields splits a line into words separated by spaces and tabs.
func Fields(line []byte) [][]byte {
	return bytes.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' })
}

// TwoNumbers reads a line of two numbers of decimal digits that fit in an
// int64: no sign, no other character.
func TwoNumbers(line []byte) (x, y int64, ok bool) {
	f := Fields(line)
	if len(f) != 2 {
		return 0, 0, false
	}
	x, okx := number(f[0])
	y, oky := number(f[1])
	return x, y, okx && oky
}

// number reads a number of decimal digits that fits in an int64.
func number(w []byte) (int64, bool) {
	for _, c := range w {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	v, err := strconv.ParseInt(string(w), 10, 64)
	return v, err == nil
}

// Show writes the numbers as a line shows them, separated by spaces.
func Show(nums ...int64) string {
	var b []byte
	for i, v := range nums {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, v, 10)
	}
	return string(b)
}
