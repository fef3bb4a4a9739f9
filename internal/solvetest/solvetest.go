// Package solvetest runs a solution in process, for the problems' tests.
package solvetest

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/compare"
	"gametheory/pkg/fastio"
)

// Solve is the shape of every solution: read the input, write the answers.
type Solve = func(*fastio.Reader, *fastio.Writer) error

// Output runs solve on in and returns what it wrote and its error. A
// warning about input left unread counts as an error here: the callers'
// inputs are meant to be read whole.
func Output(solve Solve, in string) (string, error) {
	out, warning, err := run(solve, in)
	if err == nil && warning != nil {
		err = errors.New("warning: " + warning.Error())
	}
	return out, err
}

func run(solve Solve, in string) (out string, warning, err error) {
	var b strings.Builder
	warning, err = fastio.Run(strings.NewReader(in), &b, solve)
	return b.String(), warning, err
}

// A Case is an input, the output wanted, and the warning and the error
// wanted ("" for none).
type Case struct {
	Name, In, Out, Warn, Err string
}

// Check runs every case and reports any output, warning or error that
// differs.
func Check(t *testing.T, solve Solve, cases []Case) {
	t.Helper()
	for _, c := range cases {
		out, warning, err := run(solve, c.In)
		if out != c.Out {
			t.Errorf("%s: input %.80q\nwrote %.200q\n want %.200q\n%s", c.Name, c.In, out, c.Out, difference(out, c.Out))
		}
		if got := message(err); got != c.Err {
			t.Errorf("%s: input %.80q:\nerror %q\n want %q", c.Name, c.In, got, c.Err)
		}
		if got := message(warning); got != c.Warn {
			t.Errorf("%s: input %.80q:\nwarning %q\n   want %q", c.Name, c.In, got, c.Warn)
		}
	}
}

// difference says where got and want, which differ, first differ, as
// judge test would: a largest input's output is megabytes, and shown only
// in part.
func difference(got, want string) string {
	// Strings cannot fail to be read: the error is always nil.
	d, _ := compare.Options{Mode: "exact"}.Compare(strings.NewReader(got), strings.NewReader(want))
	if d == "" {
		// The exact mode reads CR LF as LF; here every byte counts.
		return "they differ only in line ends (CR LF against LF)"
	}
	return d
}

// message is err's text, or "" for nil.
func message(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// Samples checks solve on every NAME.in / NAME.out pair in dir, with the
// output exactly as the file has it.
func Samples(t *testing.T, solve Solve, dir string) {
	t.Helper()
	ins, _ := filepath.Glob(filepath.Join(dir, "*.in"))
	if len(ins) == 0 {
		t.Fatalf("no cases in %s", dir)
	}
	var cases []Case
	for _, in := range ins {
		input, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(strings.TrimSuffix(in, ".in") + ".out")
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, Case{Name: filepath.Base(in), In: string(input), Out: string(want)})
	}
	Check(t, solve, cases)
}

// Trailing checks what real judge data may add to an input in that solve
// answers with out: a byte-order mark in front changes nothing, and
// content after it (a NUL, a ^Z, stray tokens, a token longer than the
// Reader's buffer) leaves the answer as it is, with a warning that shows
// where the ignored content starts and how.
func Trailing(t *testing.T, solve Solve, in, out string) {
	t.Helper()
	long := strings.Repeat("z", 1<<17)
	cases := []Case{{Name: "byte-order mark", In: "\xef\xbb\xbf" + in, Out: out}}
	for _, junk := range []struct{ name, space, token, after, shown string }{
		{"NUL", "", "\x00", "", `"\x00"`},
		{"^Z", "", "\x1a", "", `"\x1a"`},
		{"^Z on a line of its own", "\r\n", "\x1a", "", `"\x1a"`},
		{"NULs", "\n\n", "\x00\x00\x00", "\n", `"\x00\x00\x00"`},
		{"tokens", " \t", "x", " 1 2\n", `"x"`},
		{"a long token", "\n", long, "\n", `"` + long[:40] + `"...`},
	} {
		before := in + junk.space
		line := strings.Count(before, "\n") + 1
		col := len(before) - strings.LastIndexByte(before, '\n')
		cases = append(cases, Case{
			Name: junk.name, In: before + junk.token + junk.after, Out: out,
			Warn: "line " + strconv.Itoa(line) + ", column " + strconv.Itoa(col) +
				": ignored " + junk.shown + " and everything after it, past the end of the input",
		})
	}
	Check(t, solve, cases)
}

// Outputs checks every NAME.out file in dir against answer(NAME.in): an
// answer written apart from the solution, so that the committed outputs,
// the largest ones included, are not the solution's word alone.
func Outputs(t *testing.T, dir string, answer func(in string) string) {
	t.Helper()
	ins, _ := filepath.Glob(filepath.Join(dir, "*.in"))
	if len(ins) == 0 {
		t.Fatalf("no cases in %s", dir)
	}
	for _, name := range ins {
		in, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out, err := os.ReadFile(strings.TrimSuffix(name, ".in") + ".out")
		if err != nil {
			t.Fatal(err)
		}
		if got := answer(string(in)); got != string(out) {
			t.Errorf("%s: the independent answer, checked against the .out file: %s", name, difference(got, string(out)))
		}
	}
}
