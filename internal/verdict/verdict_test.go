package verdict

import (
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// programFlag, as the test binary's first argument, makes it one of the
// programs the tests judge.
const programFlag = "-verdict-test-program"

// TestMain lets the test binary stand in for programs the shell cannot
// write: run with programFlag and a name, it is that program.
func TestMain(m *testing.M) {
	if len(os.Args) < 3 || os.Args[1] != programFlag {
		os.Exit(m.Run())
	}
	switch os.Args[2] {
	case "alloc": // touch 1 GiB, then answer
		b := make([]byte, 1<<30)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		fmt.Println(42 + int(b[len(b)-4096]) - 1)
	case "small": // answer using little memory
		fmt.Println(42)
	case "answer": // the right answer
		fmt.Println(42)
	case "wrong": // a wrong answer
		fmt.Println(43)
	case "checker": // a testlib checker: input output answer; the output must be the answer
		out, err1 := os.ReadFile(os.Args[4])
		ans, err2 := os.ReadFile(os.Args[5])
		if err1 != nil || err2 != nil {
			fmt.Fprintln(os.Stderr, "cannot read:", err1, err2)
			os.Exit(3)
		}
		if string(out) != string(ans) {
			fmt.Fprintf(os.Stderr, "wrong answer: expected %q, found %q\n", ans, out)
			os.Exit(1)
		}
		fmt.Fprintln(os.Stderr, "ok")
	}
	os.Exit(0)
}

// helperArgv is the argv that runs the test binary as program name.
func helperArgv(name string) []string {
	exe, _ := os.Executable()
	return []string{exe, programFlag, name}
}

// helper is the same as a command line.
func helper(name string) string {
	exe, _ := os.Executable()
	return `"` + exe + `" ` + programFlag + " " + name
}

// containments runs f in each containment this machine offers.
func containments(t *testing.T, f func(t *testing.T, kind string)) {
	for _, kind := range proc.Available() {
		kind := kind
		t.Run(kind, func(t *testing.T) { f(t, kind) })
	}
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
// survive, and checks the verdict and that no process of the program is
// left.
func TestBadPrograms(t *testing.T) {
	const tl = 500 * time.Millisecond
	tests := []struct {
		name, command string
		verdict       Verdict
		message       string // a part of the message
	}{
		{"sleeps forever", "sleep 1000", TLE, "of wall time"},
		{"answers then hangs", "echo 42; sleep 1000", TLE, "past the backstop of 2s"},
		{"busy loop", "while :; do :; done", TLE, "more than the time limit of 500ms of CPU time"},
		{"exits 3", "echo 42; exit 3", RE, "exit code 3"},
		{"dies of a signal", "echo 42; kill -SEGV $$", RE, "killed by SIGSEGV"},
		{"child dies of a signal", "echo 42; sh -c 'kill -SEGV $$'; exit $?", RE, "killed by SIGSEGV (the shell's exit status 139)"},
		{"prints forever", "yes 42", OLE, "more than the output limit of 1.0 MiB"},
		{"noise on stderr", "echo 42; echo warning: noisy >&2", AC, ""},
		{"wrong answer", "echo 43", WA, `line 1, column 2: expected "42", found "43"`},
		{"background child holds stdout", "sleep 1000 & echo $! > pid; echo 42", AC, ""},
		{"child in the background after answering", "echo 42; (sleep 1000; echo late) & echo $! > pid", AC, ""},
		{"not found", "/nonexistent/solution", RE, "exit code 127"},
	}
	testenv.NeedShell(t)
	containments(t, func(t *testing.T, kind string) {
		for _, tt := range tests {
			tt := tt
			t.Run(tt.name, func(t *testing.T) {
				t.Parallel()
				c := caseDir(t)
				dir := filepath.Dir(c.In)
				argv := []string{"sh", "-c", "cd " + dir + " || exit 9\n" + tt.command}
				cfg := Config{Limits: proc.Limits{Time: tl, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind}}
				res := Judge(argv, c, cfg)
				message := tt.message
				if kind == proc.Posix && tt.verdict == TLE { // only the wall clock can be watched
					message = "past the backstop"
				}
				if res.Verdict != tt.verdict || !strings.Contains(res.Message, message) {
					t.Errorf("got %s %q, want %s %q\n%s", res.Verdict, res.Message, tt.verdict, tt.message, res.Details)
				}
				if b, err := os.ReadFile(filepath.Join(dir, "pid")); err == nil {
					if pid, _ := strconv.Atoi(strings.TrimSpace(string(b))); pid == 0 || alive(pid) {
						t.Errorf("process %d was left behind", pid)
					}
				}
			})
		}
	})
}

// TestVerdicts judges Go programs in every containment, on any system: an
// answer and a wrong one, compared and by a checker.
func TestVerdicts(t *testing.T) {
	c := caseDir(t)
	tests := []struct {
		program, checker string
		verdict          Verdict
		message          string
	}{
		{"answer", "", AC, ""},
		{"wrong", "", WA, `expected "42", found "43"`},
		{"answer", helper("checker"), AC, "ok"},
		{"wrong", helper("checker"), WA, `wrong answer: expected "42\n", found "43\n"`},
	}
	containments(t, func(t *testing.T, kind string) {
		for _, tt := range tests {
			cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind}, Checker: tt.checker}
			res := Judge(helperArgv(tt.program), c, cfg)
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
				t.Errorf("%s, checker %q: got %s %q, want %s %q\n%s", tt.program, tt.checker, res.Verdict, res.Message, tt.verdict, tt.message, res.Details)
			}
		}
	})
}

// TestCheckerMemory: a checker past its memory limit is a failure of the
// checker, with room in its time limit to get there.
func TestCheckerMemory(t *testing.T) {
	c := caseDir(t)
	defer func(l proc.Limits) { checkerLimits = l }(checkerLimits)
	checkerLimits = proc.Limits{Time: 20 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20}
	res := Judge(helperArgv("answer"), c, Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20}, Checker: helper("alloc")})
	if kind, _ := proc.Resolve(""); proc.Weaker(kind) != "" && res.Verdict == AC {
		t.Skipf("%s does not limit memory: %s", kind, proc.Weaker(kind))
	}
	if res.Verdict != FAIL || !strings.Contains(res.Message, "the checker used more than its memory limit of 256.0 MiB") {
		t.Errorf("got %s %q", res.Verdict, res.Message)
	}
}

// TestMemoryLimit judges a program that touches 1 GiB under a limit of
// 256 MiB. Touching memory can be slow (3 s of CPU for 1 GiB on some
// machines), so the time limit leaves room for it.
func TestMemoryLimit(t *testing.T) {
	c := caseDir(t)
	containments(t, func(t *testing.T, kind string) {
		cfg := Config{Limits: proc.Limits{Time: 20 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind}}
		res := Judge(helperArgv("alloc"), c, cfg)
		if res.MemoryKiB == Unknown {
			t.Skipf("%s does not measure memory: %s", kind, proc.Weaker(kind))
		}
		if res.Verdict != MLE || !strings.Contains(res.Message, "more than the memory limit of 256.0 MiB") {
			t.Errorf("got %s %q", res.Verdict, res.Message)
		}
	})
}

func TestStderrIsShownOnFailure(t *testing.T) {
	testenv.NeedShell(t)
	c := caseDir(t)
	argv := []string{"sh", "-c", "echo 41; echo 'panic: index out of range' >&2; exit 2"}
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}}
	res := Judge(argv, c, cfg)
	if res.Verdict != RE || res.ExitCode != 2 || !strings.Contains(res.Details, "panic: index out of range") || !strings.Contains(res.Details, "input:\n1") {
		t.Errorf("got %s, exit %d, details %q", res.Verdict, res.ExitCode, res.Details)
	}
}

// TestInputIsShownOnFailure: a short input is shown under a failed case,
// an empty one as such, a long one not at all.
func TestInputIsShownOnFailure(t *testing.T) {
	for _, tc := range []struct{ in, shown string }{
		{"1 2\n3\n", "input:\n1 2\n3\nstderr"},
		{"", "input: empty\nstderr"},
		{strings.Repeat("1\n", 200), ""},
	} {
		c := caseDir(t)
		if err := os.WriteFile(c.In, []byte(tc.in), 0o644); err != nil {
			t.Fatal(err)
		}
		testenv.NeedShell(t)
		res := Judge([]string{"sh", "-c", "echo oops >&2; exit 1"}, c, Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}})
		if shown := strings.Contains(res.Details, "input"); res.Verdict != RE || shown != (tc.shown != "") || !strings.HasPrefix(res.Details, tc.shown) {
			t.Errorf("input %.20q: %s, details %q", tc.in, res.Verdict, res.Details)
		}
	}
}

func TestMemoryIsTheProgramsOwn(t *testing.T) {
	// Grow the judge itself past 64 MiB: the program's figure must not follow.
	ballast := make([]byte, 64<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	c := caseDir(t)
	containments(t, func(t *testing.T, kind string) {
		if kind == proc.Posix {
			t.Skip("posix on Linux counts the judge's own peak in the program's: Go starts programs with vfork")
		}
		cfg := Config{Limits: proc.Limits{Time: 20 * time.Second, MemoryKiB: 2 << 20, Output: 1 << 20, Containment: kind}}
		res := Judge(helperArgv("alloc"), c, cfg)
		if res.MemoryKiB == Unknown {
			t.Skipf("%s does not measure memory: %s", kind, proc.Weaker(kind))
		}
		if res.Verdict != AC || res.MemoryKiB < 1<<20 {
			t.Errorf("got %s with %d KiB for a 1 GiB program", res.Verdict, res.MemoryKiB)
		}
		cfg.Limits.MemoryKiB = 32 << 10
		res = Judge(helperArgv("small"), c, cfg)
		if res.Verdict != AC || res.MemoryKiB <= 0 || res.MemoryKiB > 16<<10 {
			t.Errorf("got %s with %d KiB for a small program after a large one (the judge holds %d MiB)", res.Verdict, res.MemoryKiB, len(ballast)>>20)
		}
	})
	ballast[0] = 2
}

func TestTimeIsReported(t *testing.T) {
	testenv.NeedShell(t)
	c := caseDir(t)
	argv := []string{"sh", "-c", "sleep 0.2; echo 42"}
	cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}}
	res := Judge(argv, c, cfg)
	if res.Verdict != AC || res.TimeMS < 200 || res.CPUMS >= res.TimeMS {
		t.Errorf("got %s in %.1f ms of wall time and %.1f ms of CPU time", res.Verdict, res.TimeMS, res.CPUMS)
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
		{`/nonexistent/checker`, FAIL, "cannot run the checker"},
		{`sh -c 'kill -SEGV $$'; exit $?;`, FAIL, "the checker was killed by SIGSEGV"},
		{`while :; do :; done;`, FAIL, "the checker used more than the time limit of 300ms of CPU time"},
		{`yes;`, FAIL, "the checker wrote more than its output limit of 1.0 MiB"},
	}
	testenv.NeedShell(t)
	defer func(l proc.Limits) { checkerLimits = l }(checkerLimits)
	checkerLimits = proc.Limits{Time: 300 * time.Millisecond, MemoryKiB: 256 << 10, Output: 1 << 20}
	for _, tt := range tests {
		argv := helperArgv("answer")
		cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}, Checker: tt.checker}
		res := Judge(argv, c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
			t.Errorf("checker %s: got %s %q, want %s %q", tt.checker, res.Verdict, res.Message, tt.verdict, tt.message)
		}
	}
}

func TestNoAnswerFile(t *testing.T) {
	testenv.NeedShell(t)
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
	testenv.NeedShell(t)
	c := caseDir(t)
	cfg := Config{Limits: proc.Limits{Time: 300 * time.Millisecond, Output: 1 << 20}}
	for _, script := range []string{"echo 42; exec sleep 5", "echo 42; while :; do :; done"} {
		if res := Judge([]string{"sh", "-c", script}, c, cfg); res.Verdict != TLE {
			t.Errorf("%s: got %s", script, res.Verdict)
		}
	}
}
