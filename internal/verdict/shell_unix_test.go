//go:build unix

package verdict

import (
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestShellPrograms judges shell scripts, in every containment: a signal
// is named even when the shell reports it as its exit status 128+n, and
// nothing a script leaves in the background survives it.
func TestShellPrograms(t *testing.T) {
	tests := []struct {
		name, script string
		verdict      Verdict
		message      string // a part of the message
	}{
		{"dies of a signal", "echo 42; kill -SEGV $$", RE, "killed by SIGSEGV"},
		{"child dies of a signal", "echo 42; sh -c 'kill -SEGV $$'; exit $?", RE, "killed by SIGSEGV (the shell's exit status 139)"},
		{"not found", "/nonexistent/solution", RE, "exit code 127"},
		{"child in the background after answering", "echo 42; (sleep 1000; echo late) & echo $! > pid", AC, ""},
		{"background child holds stdout", "sleep 1000 & echo $! > pid; echo 42", AC, ""},
	}
	containments(t, func(t *testing.T, kind string) {
		for _, tt := range tests {
			c := caseDir(t)
			dir := filepath.Dir(c.In)
			argv := []string{"sh", "-c", "cd " + dir + " || exit 9\n" + tt.script}
			cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind}}
			res := Judge(argv, c, cfg)
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
				t.Errorf("%s: got %s %q, want %s %q\n%s", tt.name, res.Verdict, res.Message, tt.verdict, tt.message, res.Details)
			}
			if b, err := os.ReadFile(filepath.Join(dir, "pid")); err == nil {
				if pid, _ := strconv.Atoi(strings.TrimSpace(string(b))); pid == 0 || testenv.Alive(pid) {
					t.Errorf("%s: process %d was left behind", tt.name, pid)
				}
			}
		}
	})
}

// TestShellCheckers: a checker that is a shell command, and one killed by
// a signal, directly or as the shell reports it.
func TestShellCheckers(t *testing.T) {
	c := caseDir(t)
	tests := []struct {
		checker string
		verdict Verdict
		message string
	}{
		{`sh -c 'test "$(cat "$1")" = 1 && test "$(cat "$2")" = 42 && test "$(cat "$3")" = 42 && echo ok 1 number >&2' x`, AC, "ok 1 number"},
		{`kill -KILL $$;`, FAIL, "the checker was killed by SIGKILL"},
		{`sh -c 'kill -SEGV $$'; exit $?;`, FAIL, "the checker was killed by SIGSEGV"},
	}
	for _, tt := range tests {
		cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}, Checker: command(t, tt.checker)}
		res := Judge(answer, c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
			t.Errorf("checker %s: got %s %q, want %s %q", tt.checker, res.Verdict, res.Message, tt.verdict, tt.message)
		}
	}
}
