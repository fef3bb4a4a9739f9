package main

import (
	"bytes"
	"fmt"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStopOnSignal stops the judge with SIGINT and SIGTERM while programs
// and their children run: it exits with 130 or 143, and nothing it started
// is left, neither a process nor a cgroup.
func TestStopOnSignal(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	containments(t, func(t *testing.T, flags []string) {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
			dir := t.TempDir()
			pids := filepath.Join(dir, "pids")
			writeFiles(t, dir, map[string]string{"a.in": "", "a.out": "", "b.in": "", "b.out": ""})
			// Each line names what it is: the two programs write at once,
			// so their lines interleave.
			script := fmt.Sprintf(`echo sh $$ >> %s; sleep 100 & echo child $! >> %[1]s; setsid sleep 100 & echo setsid $! >> %[1]s; wait`, pids)
			judge := exec.Command(exe, append([]string{dir, "-j", "2", "-tl", "100s", "-c", "sh -c '" + script + "'"}, flags...)...)
			judge.Env = append(os.Environ(), "JUDGE_TEST_MAIN=1")
			var stderr bytes.Buffer
			judge.Stderr = &stderr
			if err := judge.Start(); err != nil {
				t.Fatal(err)
			}
			for i := 0; ; i++ { // until both programs have started their children
				b, _ := os.ReadFile(pids)
				if strings.Count(string(b), "\n") == 6 {
					break
				}
				if i == 3000 {
					judge.Process.Kill()
					t.Fatalf("the programs did not start within 30 s: %q\n%s", b, stderr.String())
				}
				time.Sleep(10 * time.Millisecond)
			}
			judge.Process.Signal(sig)
			judge.Wait()
			if code := judge.ProcessState.ExitCode(); code != 128+int(sig) {
				t.Errorf("%v: exit %d, want %d\n%s", sig, code, 128+int(sig), stderr.String())
			}
			b, _ := os.ReadFile(pids)
			for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				what, id, _ := strings.Cut(line, " ")
				pid, _ := strconv.Atoi(id)
				if flags[1] == proc.Posix && what == "setsid" {
					syscall.Kill(-pid, syscall.SIGKILL)
					continue // posix kills the program's process group, which setsid leaves
				}
				if testenv.Alive(pid) {
					t.Errorf("%v: %s %d was left behind", sig, what, pid)
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}
			left, _ := filepath.Glob(fmt.Sprintf("/sys/fs/cgroup/*/*/*/gametheory-judge-%d-*", judge.Process.Pid))
			left2, _ := filepath.Glob(fmt.Sprintf("/sys/fs/cgroup/*/gametheory-judge-%d-*", judge.Process.Pid))
			if len(left)+len(left2) > 0 {
				t.Errorf("%v: cgroups left: %v", sig, append(left, left2...))
			}
		}
	})
}
