package testenv

import (
	"os/exec"
	"testing"
)

// GoTool returns the path of the go command, or skips the test where
// there is none, as where the tests of another system's build run under
// an emulator: a test that builds programs needs it.
func GoTool(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command to build programs with: %v", err)
	}
	return path
}
