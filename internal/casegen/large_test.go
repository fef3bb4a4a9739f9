package casegen

import (
	"os"
	"os/exec"
	"strings"
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
		cmd := exec.Command(exe, tt.args...)
		cmd.Env = append(os.Environ(), "CASEGEN_TEST_LARGE=1")
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
			t.Errorf("large %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, exit, stdout.String(), stderr.String(), tt.exit, tt.stdout, tt.stderr)
		}
	}
}
