package proc

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gametheory/internal/testenv"
)

// enter-scope is EnterScope's second half, as a program: it starts itself
// anew in a scope (enterScope) and, started so, says so.
func init() {
	programs["enter-scope"] = func([]string) {
		if os.Getenv(scopeEnv) == "1" {
			fmt.Println("in a scope")
			return
		}
		fmt.Fprintln(os.Stderr, enterScope())
		os.Exit(1)
	}
}

// TestScopeWanted: a delegated scope is sought only by a user's judge on
// cgroup v2 without a cgroup of its own, and only once.
func TestScopeWanted(t *testing.T) {
	for _, tt := range []struct {
		best      string
		v2Mounted bool
		euid      int
		inScope   bool
		want      bool
	}{
		{Subreaper, true, 1000, false, true},
		{Posix, true, 1000, false, true},
		{Subreaper, true, 1000, true, false}, // started anew in one already
		{Subreaper, true, 0, false, false},   // root makes a group where it can
		{Subreaper, false, 1000, false, false},
		{CgroupV2, true, 1000, false, false},
		{CgroupV1, false, 1000, false, false},
	} {
		if got := scopeWanted(tt.best, tt.v2Mounted, tt.euid, tt.inScope); got != tt.want {
			t.Errorf("scopeWanted(%s, v2 %v, euid %d, in a scope %v) = %v, want %v", tt.best, tt.v2Mounted, tt.euid, tt.inScope, got, tt.want)
		}
	}
}

// TestEnterScope starts a program anew through a systemd-run of the
// test's own, which logs its arguments and runs the command after "--":
// the program is asked for with its arguments, marked JUDGE_SCOPE=1, after
// a probe of the scope; a systemd-run that makes no scope is an error
// that says why, and nothing is started anew.
func TestEnterScope(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh for the test's systemd-run")
	}
	bin, log := t.TempDir(), filepath.Join(t.TempDir(), "log")
	fake := func(script string) {
		if err := os.WriteFile(filepath.Join(bin, "systemd-run"), []byte("#!/bin/sh\n"+script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("SCOPE_LOG", log)
	argv := testenv.Program("enter-scope")
	fake("echo \"$@\" >>\"$SCOPE_LOG\"\nwhile [ \"$1\" != -- ]; do shift; done\nshift\nexec \"$@\"\n")
	out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
	b, _ := os.ReadFile(log)
	want := strings.Join(scopeArgs, " ")
	if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); err != nil || string(out) != "in a scope\n" || len(lines) != 2 ||
		lines[0] != want+" true" || lines[1] != want+" "+strings.Join(argv, " ") {
		t.Errorf("started anew: %q, %v; systemd-run was run as\n%s\nwant the probe, %q, then %q", out, err, b, want+" true", want+" "+strings.Join(argv, " "))
	}
	fake("echo 'Failed to connect to bus: No medium found' >&2\nexit 1\n")
	out, err = exec.Command(argv[0], argv[1:]...).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "made no scope") || !strings.Contains(string(out), "No medium found") {
		t.Errorf("a systemd-run that fails: %q, %v; want the reason, and no start", out, err)
	}
}
