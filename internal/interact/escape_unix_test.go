//go:build unix

package interact

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"gametheory/internal/proc"
	"gametheory/internal/testenv"
)

// TestEscapee: in the posix containment a process that leaves the
// program's group (setsid) is beyond the judge's reach, and one that holds
// the program's output keeps the dialogue's pipe open: Run gives up on it
// after a while and says so, instead of waiting for it, through the relay
// and by plain pipes.
func TestEscapee(t *testing.T) {
	for _, plain := range []bool{false, true} {
		escapee(t, plain)
	}
}

func escapee(t *testing.T, plain bool) {
	dir := t.TempDir()
	in, pid := filepath.Join(dir, "in"), filepath.Join(dir, "pid")
	if err := os.WriteFile(in, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lim := proc.Limits{Time: 5 * time.Second, Output: 1 << 20, Containment: proc.Posix}
	// The program ends once the escapee is in its own session.
	prog := []string{"sh", "-c", "setsid sh -c 'echo $$ > " + pid + "; exec sleep 30' & while ! test -s " + pid + "; do :; done"}
	start := time.Now()
	// The jury waits for the program's line until its backstop, 3 s.
	jury := proc.Limits{Time: time.Second, Output: 1 << 20, Containment: proc.Posix}
	_, err := Run(Config{Program: prog, Limits: lim, Interactor: testenv.Program("ping"), JuryLimits: jury, Plain: plain}, in, filepath.Join(dir, "out"), "")
	if b, rerr := os.ReadFile(pid); rerr == nil {
		if n, _ := strconv.Atoi(strings.TrimSpace(string(b))); n > 0 {
			syscall.Kill(n, syscall.SIGKILL)
		}
	}
	if err == nil || !strings.Contains(err.Error(), "holds the dialogue's pipes open") || time.Since(start) > 20*time.Second {
		t.Errorf("plain %v: after %v: %v", plain, time.Since(start), err)
	}
}
