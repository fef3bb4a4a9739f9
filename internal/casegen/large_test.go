package casegen

import (
	"os"
	"testing"
)

// TestLarge runs the test binary as a large command of the cases one and
// two (TestMain).
func TestLarge(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	const usage = "usage: large NAME, NAME one of one, two\n"
	tests := []struct {
		args           []string
		stdout, stderr string
		exit           int
	}{
		{[]string{"two"}, "2\n", "", 0},
		{[]string{"three"}, "", usage, 2},
		{nil, "", usage, 2},
		{[]string{"one", "two"}, "", usage, 2},
	}
	for _, tt := range tests {
		exit, stdout, stderr := run(t, exe, "CASEGEN_TEST_LARGE=1", "", tt.args...)
		if exit != tt.exit || stdout != tt.stdout || stderr != tt.stderr {
			t.Errorf("large %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, exit, stdout, stderr, tt.exit, tt.stdout, tt.stderr)
		}
	}
}
