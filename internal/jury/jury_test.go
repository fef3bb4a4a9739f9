package jury

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// TestLine reads a program's output line by line: every newline, the end
// of the input, and lines past the bound, which may not cost memory.
func TestLine(t *testing.T) {
	long := strings.Repeat("1", MaxLine+1)
	type read struct {
		line   string
		code   int
		reason string
	}
	ended := read{"", WrongAnswer, Ended}
	tooLong := read{"", WrongAnswer, "a line of more than 100 bytes"}
	for _, c := range []struct {
		name, output string
		want         []read
	}{
		{"LF", "a\nb c\n", []read{{"a", Accepted, ""}, {"b c", Accepted, ""}, ended}},
		{"CR LF, and no final newline", "a\r\n\r\nb", []read{{"a", Accepted, ""}, {"", Accepted, ""}, {"b", Accepted, ""}, ended}},
		{"a CR inside", "a\rb\n", []read{{"a\rb", Accepted, ""}, ended}},
		{"nothing", "", []read{ended}},
		{"100 bytes and CR LF", long[1:] + "\r\n", []read{{long[1:], Accepted, ""}, ended}},
		{"101 bytes", long + "\n", []read{tooLong}},
		{"101 bytes and CR LF", long + "\r\n", []read{tooLong}},
		{"101 bytes at the end", long, []read{tooLong}},
		{"10 MiB", strings.Repeat("x", 10<<20), []read{tooLong}},
	} {
		d := newDialogue(strings.NewReader(c.output), io.Discard)
		for i, want := range c.want {
			line, code, reason := d.Line()
			if string(line) != want.line || code != want.code || reason != want.reason {
				t.Errorf("%s, line %d: %q, %d, %q; want %q, %d, %q", c.name, i+1, line, code, reason, want.line, want.code, want.reason)
			}
		}
	}
	d := newDialogue(iotest.ErrReader(errors.New("boom")), io.Discard)
	if _, code, reason := d.Line(); code != Fail || reason != "reading the program's output: boom" {
		t.Errorf("a read error: %d, %q", code, reason)
	}
}

// TestTwoNumbers reads lines as moves: two numbers of digits.
func TestTwoNumbers(t *testing.T) {
	for _, c := range []struct {
		line string
		x, y int64
		ok   bool
	}{
		{"1 2", 1, 2, true},
		{" \t0  9223372036854775807\t", 0, 9223372036854775807, true},
		{"007 8", 7, 8, true},
		{"9223372036854775808 1", 0, 0, false},
		{"-1 -1", 0, 0, false},
		{"+1 1", 0, 0, false},
		{"1.0 1", 0, 0, false},
		{"1e3 1", 0, 0, false},
		{"1", 0, 0, false},
		{"1 2 3", 0, 0, false},
		{"", 0, 0, false},
		{"1\r1", 0, 0, false},
		{"1\v1", 0, 0, false},
	} {
		x, y, ok := TwoNumbers([]byte(c.line))
		if ok != c.ok || ok && (x != c.x || y != c.y) {
			t.Errorf("TwoNumbers(%q) = %d, %d, %v; want %d, %d, %v", c.line, x, y, ok, c.x, c.y, c.ok)
		}
	}
	if got := Show(-1, 0, 9223372036854775807); got != "-1 0 9223372036854775807" {
		t.Errorf("Show: %q", got)
	}
}

// echo is a Play that reads the case's one word and expects the program
// to say it back: "ok" when it does, a wrong answer when it says something
// else, a failure when the case is empty.
func echo(input io.Reader, d *Dialogue, record io.Writer) (int, string) {
	word, _ := io.ReadAll(input)
	if len(word) == 0 {
		return Fail, "FAIL INPUT empty"
	}
	if !d.Send(int64(len(word))) {
		return WrongAnswer, "wrong answer " + Ended
	}
	line, code, reason := d.Line()
	switch {
	case code != Accepted:
		return code, reason
	case string(line) != string(word):
		return WrongAnswer, "wrong answer said " + string(line)
	}
	io.WriteString(record, "said "+string(line)+"\n")
	return Accepted, "ok"
}

// TestRun: the verdict is the record's last line, and a wrong answer is
// told to the program as "-1 -1", which may have gone.
func TestRun(t *testing.T) {
	for _, c := range []struct {
		input, program string
		code           int
		msg, sent, rec string
	}{
		{"abc", "abc\n", Accepted, "ok", "3\n", "said abc\nok\n"},
		{"abc", "abd\n", WrongAnswer, "wrong answer said abd", "3\n-1 -1\n", "wrong answer said abd\n"},
		{"", "abc\n", Fail, "FAIL INPUT empty", "", "FAIL INPUT empty\n"},
	} {
		var sent, rec bytes.Buffer
		code, msg := Run(echo, strings.NewReader(c.input), strings.NewReader(c.program), &sent, &rec)
		if code != c.code || msg != c.msg || sent.String() != c.sent || rec.String() != c.rec {
			t.Errorf("case %q, program %q: %d, %q, sent %q, recorded %q; want %d, %q, %q, %q",
				c.input, c.program, code, msg, sent.String(), rec.String(), c.code, c.msg, c.sent, c.rec)
		}
	}
	gone := writerFunc(func([]byte) (int, error) { return 0, io.ErrClosedPipe })
	var rec bytes.Buffer
	if code, msg := Run(echo, strings.NewReader("abc"), strings.NewReader(""), gone, &rec); code != WrongAnswer || msg != "wrong answer "+Ended {
		t.Errorf("a program gone: %d, %q", code, msg)
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// TestRunFiles: the command line, and files that cannot be opened or
// written, are the jury's failure; OUTPUT gets the record.
func TestRunFiles(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "case.in")
	if err := os.WriteFile(input, []byte("abc"), 0o666); err != nil {
		t.Fatal(err)
	}
	output := filepath.Join(dir, "case.record")
	for _, c := range []struct {
		args   []string
		prefix string
	}{
		{nil, "FAIL usage: interactor INPUT OUTPUT [ANSWER]"},
		{[]string{input}, "FAIL usage: interactor INPUT OUTPUT [ANSWER]"},
		{[]string{input, output, "ans", "more"}, "FAIL usage: interactor INPUT OUTPUT [ANSWER]"},
		{[]string{filepath.Join(dir, "missing.in"), output}, "FAIL open "},
		{[]string{input, filepath.Join(dir, "no", "such", "dir")}, "FAIL open "},
	} {
		if code, msg := runFiles(echo, c.args); code != Fail || !strings.HasPrefix(msg, c.prefix) {
			t.Errorf("%q: %d, %q; want 3, %q...", c.args, code, msg, c.prefix)
		}
	}
	// The program's side is this process's standard input and output:
	// with an empty standard input the program has said nothing.
	stdin, stdout := os.Stdin, os.Stdout
	defer func() { os.Stdin, os.Stdout = stdin, stdout }()
	var err error
	if os.Stdin, err = os.Open(os.DevNull); err != nil {
		t.Fatal(err)
	}
	defer os.Stdin.Close()
	if os.Stdout, err = os.Create(filepath.Join(dir, "to-program")); err != nil {
		t.Fatal(err)
	}
	defer os.Stdout.Close()
	code, msg := runFiles(echo, []string{input, output, "ignored"})
	record, err := os.ReadFile(output)
	if code != WrongAnswer || msg != Ended || err != nil || string(record) != msg+"\n" {
		t.Errorf("%d, %q, record %q (%v)", code, msg, record, err)
	}
}
