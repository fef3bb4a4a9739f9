package casegen

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"gametheory/pkg/fastio"
)

// TestMain lets the test binary stand in for a brute force: run with
// CASEGEN_TEST_BRUTE set, it is Brute around a solve that echoes one number.
func TestMain(m *testing.M) {
	if os.Getenv("CASEGEN_TEST_BRUTE") == "" {
		os.Exit(m.Run())
	}
	Brute("echo", func(in *fastio.Reader, out *fastio.Writer) error {
		n := in.IntIn("a number", 0, 9)
		if err := in.Err(); err != nil {
			return err
		}
		out.Int64(n)
		out.Newline()
		return nil
	})
	os.Exit(0)
}

// TestBruteIsStrict: what a solution only warns about, content after the
// input, makes a brute force, which is also the validator, exit 1.
func TestBruteIsStrict(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in, stdout, stderr string
		exit               int
	}{
		{"7\n", "7\n", "", 0},
		{"7 8\n", "7\n", "echo: line 1, column 3: ignored \"8\" and everything after it, past the end of the input\n", 1},
		{"\x00", "", "echo: line 1, column 1: expected a number in [0, 9], found \"\\x00\"\n", 1},
		{"12\n", "", "echo: line 1, column 1: a number, 12, is out of range [0, 9]\n", 1},
	}
	for _, tt := range tests {
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), "CASEGEN_TEST_BRUTE=1")
		cmd.Stdin = strings.NewReader(tt.in)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		exit := 0
		if ee, ok := err.(*exec.ExitError); ok {
			exit = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if exit != tt.exit || stdout.String() != tt.stdout || stderr.String() != tt.stderr {
			t.Errorf("input %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.in, exit, stdout.String(), stderr.String(), tt.exit, tt.stdout, tt.stderr)
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		args     []string
		wantSize int64
		wantErr  bool
	}{
		{[]string{"7"}, 5, false},
		{[]string{"7", "100"}, 100, false},
		{[]string{"-3"}, 5, false},
		{nil, 0, true},
		{[]string{"x"}, 0, true},
		{[]string{"1", "0"}, 0, true},
		{[]string{"1", "2", "3"}, 0, true},
	}
	for _, tt := range tests {
		_, size, err := parse(tt.args, 5)
		if (err != nil) != tt.wantErr || !tt.wantErr && size != tt.wantSize {
			t.Errorf("parse(%q) = %d, %v", tt.args, size, err)
		}
	}
}

func TestSameSeedSameNumbers(t *testing.T) {
	r1, _, _ := parse([]string{"42"}, 1)
	r2, _, _ := parse([]string{"42"}, 1)
	a, b := Piles(r1, 50, 0, 1000), Piles(r2, 50, 0, 1000)
	for i := range a {
		if a[i] != b[i] || a[i] < 0 || a[i] > 1000 {
			t.Fatalf("seed 42 gave %v and %v", a, b)
		}
	}
}

func TestLine(t *testing.T) {
	if got := Line(3, 0, 12); got != "3 0 12\n" {
		t.Errorf("Line = %q", got)
	}
	if got := Line(); got != "\n" {
		t.Errorf("Line() = %q", got)
	}
}
