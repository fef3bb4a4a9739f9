package proc

import (
	"reflect"
	"testing"
)

func TestCommand(t *testing.T) {
	tests := []struct {
		cmd  string
		argv []string // nil: an error
	}{
		{`a.exe`, []string{"a.exe"}},
		{`  python  sol.py `, []string{"python", "sol.py"}},
		{`"C:\Program Files\x.exe" "a b" c`, []string{`C:\Program Files\x.exe`, "a b", "c"}},
		{`a.exe < in.txt`, []string{"cmd", "/c", "a.exe < in.txt"}},
		{`gen.exe | sol.exe`, []string{"cmd", "/c", "gen.exe | sol.exe"}},
		{`echo %PATH%`, []string{"cmd", "/c", "echo %PATH%"}},
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
