// Package testenv says what the machine running the tests has, so that a
// test needing what it lacks is skipped with the reason, as the standard
// library's own internal/testenv does.
package testenv

import (
	"os/exec"
	"testing"
)

// NeedShell skips t, whose programs are shell scripts, where there is no
// POSIX shell, as on Windows without one on the PATH.
func NeedShell(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("the programs of this test are shell scripts, and there is no sh here")
	}
}
