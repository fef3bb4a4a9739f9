package verdict

import (
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary stand in for programs the shell cannot
// write: run with JUDGE_TEST_PROGRAM set, it is that program.
func TestMain(m *testing.M) {
	switch os.Getenv("JUDGE_TEST_PROGRAM") {
	case "":
		os.Exit(m.Run())
	case "alloc": // touch 1 GiB, then answer
		b := make([]byte, 1<<30)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		fmt.Println(42 + int(b[len(b)-4096]) - 1)
	case "small": // answer using little memory
		fmt.Println(42)
	}
	os.Exit(0)
}

// helper is the shell command that runs the test binary as program name.
func helper(name string) string {
	exe, _ := os.Executable()
	return "JUDGE_TEST_PROGRAM=" + name + " exec " + exe
}

// caseDir writes one case, input "1\n" and answer "42\n", and returns it.
func caseDir(t *testing.T) problem.Case {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "one.in"), filepath.Join(dir, "one.out")
	if err := os.WriteFile(in, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, []byte("42\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return problem.Case{Name: "one", In: in, Out: out}
}

// alive reports whether process pid exists and is not a zombie.
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// TestBadPrograms judges programs that misbehave in each way a judge must
// survive, and checks the verdict, that the judge returned within the time
// limit plus a small margin, and that no process of the program is left.
func TestBadPrograms(t *testing.T) {
	const tl = 500 * time.Millisecond
	const margin = 1500 * time.Millisecond
	tests := []struct {
		name, command string
		verdict       Verdict
		message       string // a part of the message
	}{
		{"sleeps forever", "sleep 1000", TLE, "ran past the time limit of 500ms and was killed"},
		{"answers then hangs", "echo 42; sleep 1000", TLE, "killed"},
		{"busy loop", "while :; do :; done", TLE, "killed"},
		{"allocates 1 GiB", helper("alloc"), MLE, "more than the memory limit of 256.0 MiB"},
		{"exits 3", "echo 42; exit 3", RE, "exit code 3"},
		{"dies of a signal", "echo 42; kill -SEGV $$", RE, "killed by SIGSEGV"},
		{"prints forever", "yes 42", OLE, "more than the output limit of 1.0 MiB"},
		{"noise on stderr", "echo 42; echo warning: noisy >&2", AC, ""},
		{"wrong answer", "echo 43", WA, `line 1, column 2: expected "42", found "43"`},
		{"background child holds stdout", "sleep 1000 & echo $! > pid; echo 42", AC, ""},
		{"child in the background after answering", "echo 42; (sleep 1000; echo late) & echo $! > pid", AC, ""},
		{"not found", "/nonexistent/solution", RE, "exit code 127"},
	}
	for _, tt := range tests {
		tt := tt
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c := caseDir(t)
			dir := filepath.Dir(c.In)
			// The braces keep a trailing & from taking the cd along into
			// the background, which left the pid file in the package.
			argv := []string{"sh", "-c", "cd " + dir + " && {\n" + tt.command + "\n}"}
			cfg := Config{Limits: proc.Limits{Time: tl, MemoryKiB: 256 << 10, Output: 1 << 20}}
			start := time.Now()
			res := Judge(argv, c, cfg)
			took := time.Since(start)
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
				t.Errorf("got %s %q, want %s %q\n%s", res.Verdict, res.Message, tt.verdict, tt.message, res.Details)
			}
			if took > tl+margin {
				t.Errorf("the judge took %v with a limit of %v", took, tl)
			}
			if b, err := os.ReadFile(filepath.Join(dir, "pid")); err == nil {
				pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
				// The kernel may take a moment to tear down a killed process.
				for i := 0; i < 50 && alive(pid); i++ {
					time.Sleep(10 * time.Millisecond)
				}
				if pid == 0 || alive(pid) {
					t.Errorf("process %d was left behind", pid)
				}
			}
		})
	}
}

func TestStderrIsShownOnFailure(t *testing.T) {
	c := caseDir(t)
	argv := []string{"sh", "-c", "echo 41; echo 'panic: index out of range' >&2; exit 2"}
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}}
	res := Judge(argv, c, cfg)
	if res.Verdict != RE || res.ExitCode != 2 || !strings.Contains(res.Details, "panic: index out of range") || !strings.Contains(res.Details, "input:\n1") {
		t.Errorf("got %s, exit %d, details %q", res.Verdict, res.ExitCode, res.Details)
	}
}

func TestMemoryIsTheProgramsOwn(t *testing.T) {
	// Grow the judge itself past 64 MiB: the program's figure must not follow.
	ballast := make([]byte, 64<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	c := caseDir(t)
	argv := []string{"sh", "-c", helper("small")}
	cfg := Config{Limits: proc.Limits{Time: 5 * time.Second, MemoryKiB: 32 << 10, Output: 1 << 20}}
	res := Judge(argv, c, cfg)
	if res.Verdict != AC || res.MemoryKiB <= 0 || res.MemoryKiB > 32<<10 {
		t.Errorf("got %s with %d KiB for a small program (judge holds %d MiB)", res.Verdict, res.MemoryKiB, len(ballast)>>20)
	}
	argv = []string{"sh", "-c", helper("alloc")}
	cfg.Limits.MemoryKiB = 2 << 20
	res = Judge(argv, c, cfg)
	if res.Verdict != AC || res.MemoryKiB < 1<<20 {
		t.Errorf("got %s with %d KiB for a 1 GiB program", res.Verdict, res.MemoryKiB)
	}
}

func TestTimeIsReported(t *testing.T) {
	c := caseDir(t)
	argv := []string{"sh", "-c", "sleep 0.2; echo 42"}
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}}
	res := Judge(argv, c, cfg)
	if res.Verdict != AC || res.TimeMS < 200 || res.TimeMS > 1500 {
		t.Errorf("got %s in %.1f ms", res.Verdict, res.TimeMS)
	}
}

func TestChecker(t *testing.T) {
	c := caseDir(t)
	// The checker sees input, output and answer paths in that order.
	tests := []struct {
		checker string
		verdict Verdict
		message string
	}{
		{`sh -c 'test "$(cat "$1")" = 1 && test "$(cat "$2")" = 42 && test "$(cat "$3")" = 42 && echo ok 1 number >&2' x`, AC, "ok 1 number"},
		{`sh -c 'echo "wrong answer expected 43" >&2; exit 1' x`, WA, "wrong answer expected 43"},
		{`sh -c 'exit 2' x`, PE, ""},
		{`sh -c 'echo broken >&2; exit 3' x`, FAIL, "the checker failed with exit code 3: broken"},
		{`kill -KILL $$;`, FAIL, "the checker was killed by SIGKILL"},
		{`/nonexistent/checker`, FAIL, "exit code 127"},
	}
	for _, tt := range tests {
		argv := []string{"sh", "-c", "echo 42"}
		cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}, Checker: tt.checker}
		res := Judge(argv, c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
			t.Errorf("checker %s: got %s %q, want %s %q", tt.checker, res.Verdict, res.Message, tt.verdict, tt.message)
		}
	}
}

func TestNoAnswerFile(t *testing.T) {
	c := caseDir(t)
	c.Out = ""
	argv := []string{"sh", "-c", "echo 42"}
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}}
	res := Judge(argv, c, cfg)
	if res.Verdict != NOANS || !strings.Contains(res.Details, "output:\n42") || !res.Verdict.SetupError() {
		t.Errorf("got %s %q %q", res.Verdict, res.Message, res.Details)
	}
}

func TestKilledForTimeEvenIfOutputMatches(t *testing.T) {
	c := caseDir(t)
	argv := []string{"sh", "-c", "echo 42; exec sleep 5"}
	cfg := Config{Limits: proc.Limits{Time: 300 * time.Millisecond, Output: 1 << 20}}
	if res := Judge(argv, c, cfg); res.Verdict != TLE {
		t.Errorf("got %s", res.Verdict)
	}
	// The same when the program has written the whole answer and only its
	// exit is late (SIGKILL cannot be trapped: the timer still ends it).
	argv = []string{"sh", "-c", "trap '' KILL; echo 42; sleep 0.4"}
	cfg.Limits.Time = 350 * time.Millisecond
	if res := Judge(argv, c, cfg); res.Verdict != TLE {
		t.Errorf("got %s", res.Verdict)
	}
}
