//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestStressStopped stops judge stress with SIGINT or SIGTERM while it
// runs: it prints the summary of the cases that ended before, as it would
// have at the end, and exits with 130 or 143.
func TestStressStopped(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		sig  syscall.Signal
		args []string
		want string // the summary, with (\d+) for the number of cases
	}{
		{"random cases, SIGINT", syscall.SIGINT, nil, `^AC: (\d+) cases of .* passed in .*\n$`},
		{"random cases, SIGTERM", syscall.SIGTERM, nil, `^AC: (\d+) cases of .* passed in .*\n$`},
		// The generator prints K for every K: a family without an end.
		{"a family", syscall.SIGINT, []string{"-all"}, `^stopped: .* passed inputs 1 to (\d+) of the family in .*; the rest were not checked\n$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The program records each run, so that the signal comes once
			// a few cases have run, however slow the machine.
			runs := filepath.Join(t.TempDir(), "runs")
			// Plain commands: the test binary runs as the judge here, and
			// the programs it starts would be judges too. Not isolated, so
			// that the program can write where the test reads.
			args := append([]string{"stress", "-j", "1", "-isolation", "none", "-gen", `sh -c 'echo "$1"' gen`, "-brute", "cat",
				"-c", fmt.Sprintf(`sh -c 'echo >> %s; cat'`, runs)}, tt.args...)
			judge := exec.Command(exe, args...)
			judge.Env = append(os.Environ(), "JUDGE_TEST_MAIN=1")
			var stdout, stderr bytes.Buffer
			judge.Stdout, judge.Stderr = &stdout, &stderr
			if err := judge.Start(); err != nil {
				t.Fatal(err)
			}
			for i := 0; ; i++ {
				b, _ := os.ReadFile(runs)
				if len(b) >= 4 {
					break
				}
				if i == 3000 {
					judge.Process.Kill()
					t.Fatalf("4 cases did not start within 30 s\n%s", stderr.String())
				}
				time.Sleep(10 * time.Millisecond)
			}
			judge.Process.Signal(tt.sig)
			judge.Wait()
			if code := judge.ProcessState.ExitCode(); code != 128+int(tt.sig) {
				t.Errorf("exit %d, want %d", code, 128+int(tt.sig))
			}
			m := regexp.MustCompile(tt.want).FindStringSubmatch(stdout.String())
			b, _ := os.ReadFile(runs)
			// The cases counted are those that ended before the signal: at
			// least two (two cases after them had started), and no more
			// than started.
			if n, _ := strconv.Atoi(append(m, "", "")[1]); m == nil || n < 2 || n > len(b) {
				t.Errorf("printed %q, want %s with 2 to %d cases", stdout.String(), tt.want, len(b))
			}
			if want := fmt.Sprintf("judge: %v: stopped; every running program was killed\n", tt.sig); !strings.HasSuffix(stderr.String(), want) {
				t.Errorf("stderr %q, want it to end %q", stderr.String(), want)
			}
		})
	}
}
