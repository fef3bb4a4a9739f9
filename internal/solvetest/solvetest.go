// Package solvetest runs a solution in process, for the problems' tests.
package solvetest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametheory/pkg/fastio"
)

// Solve is the shape of every solution: read the input, write the answers.
type Solve = func(*fastio.Reader, *fastio.Writer) error

// Output runs solve on in and returns what it wrote and its error.
func Output(solve Solve, in string) (string, error) {
	var b strings.Builder
	err := fastio.Run(strings.NewReader(in), &b, solve)
	return b.String(), err
}

// A Case is an input, the output wanted, and the error wanted ("" for none).
type Case struct {
	Name, In, Out, Err string
}

// Check runs every case and reports any output or error that differs.
func Check(t *testing.T, solve Solve, cases []Case) {
	t.Helper()
	for _, c := range cases {
		out, err := Output(solve, c.In)
		if out != c.Out {
			t.Errorf("%s: input %q\nwrote %q\n want %q", c.Name, c.In, out, c.Out)
		}
		switch {
		case err == nil && c.Err != "":
			t.Errorf("%s: input %q: no error, want %q", c.Name, c.In, c.Err)
		case err != nil && err.Error() != c.Err:
			t.Errorf("%s: input %q:\nerror %q\n want %q", c.Name, c.In, err, c.Err)
		}
	}
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
