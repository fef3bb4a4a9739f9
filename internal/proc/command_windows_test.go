package proc

import (
	"gametheory/internal/testenv"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestCommand(t *testing.T) {
	tests := []struct {
		cmd  string
		argv []string // nil: an error
	}{
		{`a.exe`, []string{"a.exe"}},
		{`  python  sol.py `, []string{"python", "sol.py"}},
		{`"C:\Program Files\x.exe" "a b" c`, []string{`C:\Program Files\x.exe`, "a b", "c"}},
		{`a.exe < in.txt`, []string{"cmd", "/d", "/s", "/c", "a.exe < in.txt"}},
		{`gen.exe | sol.exe`, []string{"cmd", "/d", "/s", "/c", "gen.exe | sol.exe"}},
		{`echo %PATH%`, []string{"cmd", "/d", "/s", "/c", "echo %PATH%"}},
		{`ECHO 3`, []string{"cmd", "/d", "/s", "/c", "ECHO 3"}},
		{`type "my answer.txt"`, []string{"cmd", "/d", "/s", "/c", `type "my answer.txt"`}},
		{`"a | b.exe"`, []string{"a | b.exe"}},
		{`"unclosed`, nil},
		{"   ", nil},
	}
	for _, tt := range tests {
		argv, err := Command(tt.cmd)
		if tt.argv == nil && err == nil || tt.argv != nil && !reflect.DeepEqual(argv, tt.argv) {
			t.Errorf("%q: got %q, %v; want %q", tt.cmd, argv, err, tt.argv)
		}
	}
}

func TestCmdLine(t *testing.T) {
	tests := []struct {
		argv []string
		line string
	}{
		{[]string{"a.exe", "x y"}, ""},
		{[]string{"cmd", "/c", "dir"}, ""},
		{[]string{"cmd", "/d", "/s", "/c", `"C:\a b\x.exe" < in.txt`}, `cmd /d /s /c ""C:\a b\x.exe" < in.txt"`},
		{[]string{"cmd", "/d", "/s", "/c", `chk.exe`, `C:\in put`, `out`}, `cmd /d /s /c "chk.exe "C:\in put" out"`},
	}
	for _, tt := range tests {
		if line := cmdLine(tt.argv); line != tt.line {
			t.Errorf("%q: got %q, want %q", tt.argv, line, tt.line)
		}
	}
}

// TestThroughCmd runs, through cmd, a program whose path has a space and
// that a command line must quote, with an argument appended as a checker's
// are, and a program in the current directory named without one, as cmd
// finds it.
func TestThroughCmd(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "a b")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	prog := filepath.Join(dir, "prog.exe")
	if err := os.WriteFile(prog, b, 0o755); err != nil {
		t.Fatal(err)
	}
	// The test binary, copied, runs as a program with the same arguments.
	asPrint := testenv.Program("print")[1:]
	argv, err := Command(`"` + prog + `" ` + strings.Join(asPrint, " ") + ` 2>NUL`)
	if err != nil {
		t.Fatal(err)
	}
	lim := Limits{Time: 10 * time.Second, Output: 1 << 20}
	if _, out := runOK(t, append(argv, "42"), "", lim); out != "42\r\n" && out != "42\n" {
		t.Errorf("through cmd: output %q, want 42", out)
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	if _, out := runOK(t, append([]string{"prog.exe"}, append(asPrint, "7")...), "", lim); out != "7\n" {
		t.Errorf("prog.exe in the current directory: output %q, want 7", out)
	}
}
