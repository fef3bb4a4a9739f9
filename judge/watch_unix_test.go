//go:build unix

package main

import (
	"bufio"
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

// TestWatch judges a script with -watch, changes the script and then the
// case, and sees a new result each time; then, with the script asleep
// in a case, interrupts the judge: it exits with 130 and the script is
// not left running.
func TestWatch(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prog, pids := filepath.Join(dir, "prog.sh"), filepath.Join(dir, "pids")
	script := func(body string) {
		if err := os.WriteFile(prog, []byte("#!/bin/sh\necho $$ >> "+pids+"\n"+body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	script("echo 1")
	writeFiles(t, dir, map[string]string{"cases/a.in": "", "cases/a.out": "22\n"})
	// Not isolated: the script writes its pid where the test reads it.
	judge := exec.Command(exe, "test", "-watch", "-tl", "100s", "-isolation", "none", "-c", prog, filepath.Join(dir, "cases"))
	judge.Env = append(os.Environ(), "JUDGE_TEST_MAIN=1")
	out, err := judge.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := judge.Start(); err != nil {
		t.Fatal(err)
	}
	defer judge.Process.Kill()
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	// summary waits for a round's summary line, and returns it.
	summary := func() string {
		t.Helper()
		timeout := time.After(60 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatal("the judge ended")
				}
				if strings.Contains(l, "cases passed") {
					return l
				}
			case <-timeout:
				t.Fatal("no summary within 60 s")
			}
		}
	}
	for i, step := range []struct {
		change func()
		want   string
	}{
		{func() {}, "WA"},
		{func() { script("echo 22") }, "AC"},
		{func() { writeFiles(t, dir, map[string]string{"cases/a.out": "1\n"}) }, "WA"},
	} {
		step.change()
		if got := summary(); !strings.HasPrefix(got, step.want) {
			t.Fatalf("round %d: %q, want %s", i+1, got, step.want)
		}
	}
	script("exec sleep 100")
	var pid int
	for i := 0; pid == 0; i++ { // until the script has started again
		b, _ := os.ReadFile(pids)
		if f := strings.Fields(string(b)); len(f) == 4 {
			pid, _ = strconv.Atoi(f[3])
		}
		if i == 3000 {
			t.Fatalf("the script did not run again within 30 s: %q", b)
		}
		time.Sleep(10 * time.Millisecond)
	}
	judge.Process.Signal(syscall.SIGINT)
	judge.Wait()
	if code := judge.ProcessState.ExitCode(); code != 130 {
		t.Errorf("exit %d after SIGINT, want 130", code)
	}
	if testenv.Alive(pid) {
		t.Errorf("the script, %d, was left running", pid)
		syscall.Kill(pid, syscall.SIGKILL)
	}
}
