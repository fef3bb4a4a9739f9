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
// is left, neither a process nor a cgroup. The programs run not isolated,
// to write their pids where the test reads them; TestStopIsolated stops
// isolated ones.
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
			judge := exec.Command(exe, append([]string{dir, "-j", "2", "-tl", "100s", "-isolation", "none", "-c", "sh -c '" + script + "'"}, flags...)...)
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

// TestStopIsolated stops the judge with SIGINT while isolated programs and
// their children run, in every containment: it exits with 130, and every
// process below it, its sandboxes and what runs in them, is gone.
func TestStopIsolated(t *testing.T) {
	if why := proc.IsolationMissing(); why != "" {
		t.Skip(why)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	containments(t, func(t *testing.T, flags []string) {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"a.in": "", "a.out": "", "b.in": "", "b.out": ""})
		script := `sleep 100 & setsid sleep 100 & wait`
		judge := exec.Command(exe, append([]string{dir, "-j", "2", "-tl", "100s", "-isolation", "full", "-c", "sh -c '" + script + "'"}, flags...)...)
		judge.Env = append(os.Environ(), "JUDGE_TEST_MAIN=1")
		var stderr bytes.Buffer
		judge.Stderr = &stderr
		if err := judge.Start(); err != nil {
			t.Fatal(err)
		}
		var below []int
		for i := 0; ; i++ { // until both programs have started their children
			// Each sandbox, and below it a shell and its two sleeps.
			if below = processesBelow(judge.Process.Pid); len(below) >= 2*4 {
				break
			}
			if i == 3000 {
				judge.Process.Kill()
				t.Fatalf("the programs did not start within 30 s: %v\n%s", below, stderr.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
		judge.Process.Signal(syscall.SIGINT)
		judge.Wait()
		if code := judge.ProcessState.ExitCode(); code != 130 {
			t.Errorf("exit %d, want 130\n%s", code, stderr.String())
		}
		for i := 0; i < 100; i++ { // the sandboxes die as the judge does; the kernel reaps them
			alive := 0
			for _, pid := range below {
				if testenv.Alive(pid) {
					alive++
				}
			}
			if alive == 0 {
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
		for _, pid := range below {
			if testenv.Alive(pid) {
				b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
				t.Errorf("%d (%q) was left behind", pid, b)
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	})
}

// processesBelow lists the processes below pid, from the children of each
// of their threads.
func processesBelow(pid int) []int {
	var below []int
	for queue := []int{pid}; len(queue) > 0; queue = queue[1:] {
		tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", queue[0]))
		for _, task := range tasks {
			b, _ := os.ReadFile(task)
			for _, f := range strings.Fields(string(b)) {
				if c, err := strconv.Atoi(f); err == nil {
					below = append(below, c)
					queue = append(queue, c)
				}
			}
		}
	}
	return below
}
