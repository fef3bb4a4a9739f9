//go:build unix

package proc

import (
	"os/exec"
	"reflect"
	"strings"
	"testing"
)

func TestCommand(t *testing.T) {
	tests := []struct {
		cmd  string
		argv []string // nil: an error
	}{
		{"./a.out", []string{"./a.out"}},
		{"  python3   sol.py ", []string{"python3", "sol.py"}},
		{`java -Xss64m 'My Main' "x y" a\ b`, []string{"java", "-Xss64m", "My Main", "x y", "a b"}},
		{`echo "a\"b" 'c"d'`, []string{"echo", `a"b`, `c"d`}},
		{"./a.out < in.txt", []string{"sh", "-c", "exec ./a.out < in.txt \"$@\"", "sh"}},
		{`python3 "$HOME/sol.py"`, []string{"sh", "-c", `exec python3 "$HOME/sol.py" "$@"`, "sh"}},
		{"./a.out *.txt", []string{"sh", "-c", "exec ./a.out *.txt \"$@\"", "sh"}},
		{"GOGC=off ./a.out", []string{"sh", "-c", "GOGC=off ./a.out", "sh"}},
		{"read a b; echo $((a + b))", []string{"sh", "-c", "read a b; echo $((a + b))", "sh"}},
		{"./gen | ./sol", []string{"sh", "-c", "./gen | ./sol", "sh"}},
		{"exec ./a.out", []string{"sh", "-c", "exec ./a.out", "sh"}},
		{"if true; then ./a.out; fi", []string{"sh", "-c", "if true; then ./a.out; fi", "sh"}},
		{"'unclosed", nil},
		{`"unclosed`, nil},
		{`trailing\`, nil},
		{"   ", nil},
	}
	for _, tt := range tests {
		argv, err := Command(tt.cmd)
		if tt.argv == nil && err == nil || tt.argv != nil && !reflect.DeepEqual(argv, tt.argv) {
			t.Errorf("%q: got %q, %v; want %q", tt.cmd, argv, err, tt.argv)
		}
	}
}

// FuzzCommand checks the splitting of a -c command line against sh
// itself: a command that Command runs directly, as a plain list of words,
// must be the words sh makes of it.
func FuzzCommand(f *testing.F) {
	f.Fuzz(func(t *testing.T, cmd string) {
		argv, err := Command(cmd)
		if err != nil || argv[0] == "sh" || strings.IndexByte(cmd, 0) >= 0 {
			return
		}
		out, err := exec.Command("sh", "-c", `printf '%s\0' `+cmd).Output()
		if err != nil {
			t.Fatalf("%q: sh: %v", cmd, err)
		}
		want := strings.Split(string(out), "\x00")
		if want = want[:len(want)-1]; !reflect.DeepEqual(argv, want) {
			t.Errorf("%q: split into %q, sh makes %q", cmd, argv, want)
		}
	})
}
