package verdict

import (
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestMain(m *testing.M) {
	testenv.Main(m, map[string]func([]string){
		"jury":   jury,
		"player": player,
		// A checker that wants the input 1, and the output and answer 42.
		"checker-args": func(args []string) {
			for i, want := range []string{"1", "42", "42"} {
				if b, err := os.ReadFile(args[i]); err != nil || strings.TrimSpace(string(b)) != want {
					fmt.Fprintf(os.Stderr, "argument %d: %q, %v\n", i+1, b, err)
					os.Exit(3)
				}
			}
			fmt.Fprintln(os.Stderr, "ok 1 number")
		},
		"file-io":          fileIO,
		"kattis-validator": kattisValidator,
		"kattis-jury":      kattisJury,
		"kattis-passes":    kattisPasses,
		"several-files":    severalFiles,
	})
}

// The programs judged, as testenv.Main runs them.
var (
	answer = testenv.Program("print", "42")
	wrong  = testenv.Program("print", "43")
	alloc  = testenv.Program("alloc", "1024")
)

// needMemory skips t where containment kind does not measure memory,
// before the test touches a gigabyte to find it out.
func needMemory(t *testing.T, kind string) {
	t.Helper()
	res := Judge(answer, caseDir(t), Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind}})
	if res.MemoryKiB == Unknown {
		t.Skipf("%s does not measure memory: %s", kind, proc.Weaker(kind))
	}
}

// containments runs f in each containment this machine offers; one it
// lacks is skipped, saying why.
func containments(t *testing.T, f func(t *testing.T, kind string)) {
	for kind, why := range proc.Lacking() {
		t.Run(kind, func(t *testing.T) { t.Skip(why) })
	}
	for _, kind := range proc.Available() {
		kind := kind
		t.Run(kind, func(t *testing.T) { f(t, kind) })
	}
}

// together runs f(t, i) for i < n as subtests named name(i), all at once,
// and returns once each has ended: for dialogues that mostly wait, which
// t.Parallel would run only as many at a time as there are CPUs. Under an
// emulator (testenv.Emulated), and on Windows, tested under wine, it runs
// them one at a time: wine starts a process slowly, and its job objects
// count no CPU time, so that the wall-clock backstop (2 s) is a program's
// only limit; eleven programs started at once on a busy machine missed it.
func together(t *testing.T, n int, name func(int) string, f func(t *testing.T, i int)) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		i := i
		run := func() { t.Run(name(i), func(t *testing.T) { f(t, i) }) }
		if testenv.Emulated() || runtime.GOOS == "windows" {
			run()
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			run()
		}()
	}
	wg.Wait()
}

// caseDir writes one case, input "1\n" and answer "42\n", and returns it.
// command is the argv of the command line cmd, as the judge makes it of
// its -checker; nil for "", no checker.
func command(t *testing.T, cmd string) []string {
	t.Helper()
	if cmd == "" {
		return nil
	}
	argv, err := proc.Command(cmd)
	if err != nil {
		t.Fatal(err)
	}
	return argv
}

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

// TestBadPrograms judges programs that misbehave in each way a judge must
// survive, in every containment, all of a containment's at once, and
// checks the verdict and that no process of the program is left.
func TestBadPrograms(t *testing.T) {
	const tl = 500 * time.Millisecond
	pidFile := filepath.Join(t.TempDir(), "pid")
	tests := []struct {
		name    string
		argv    []string
		verdict Verdict
		message string // a part of the message
	}{
		{"sleeps forever", testenv.Program("sleep"), TLE, "of wall time"},
		{"answers then hangs", testenv.Program("sleep", "42"), TLE, "past the backstop of 2s"},
		{"busy loop", testenv.Program("spin"), TLE, "more than the time limit of 500ms of CPU time"},
		{"answers then loops", testenv.Program("spin", "42"), TLE, "more than the time limit of 500ms of CPU time"},
		{"exits 3", testenv.Program("exit", "3", "42", ""), RE, "exit code 3"},
		{"exits -1", testenv.Program("exit", "-1", "42", ""), RE, "exit code " + strconv.Itoa(testenv.ExitMinusOne)},
		{"crashes", testenv.Program("crash", "42"), RE, CrashMessage(testenv.CrashName)},
		{"prints forever", testenv.Program("flood"), OLE, "more than the output limit of 1.0 MiB"},
		{"noise on stderr", testenv.Program("exit", "0", "42", "warning: noisy"), AC, ""},
		{"wrong answer", wrong, WA, `line 1, column 2: expected "42", found "43"`},
		{"background child holds stdout", testenv.Program("orphan", pidFile), AC, ""},
	}
	containments(t, func(t *testing.T, kind string) {
		os.Remove(pidFile)
		together(t, len(tests), func(i int) string { return tests[i].name }, func(t *testing.T, i int) {
			tt := tests[i]
			cfg := Config{Limits: proc.Limits{Time: tl, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind}}
			res := Judge(tt.argv, caseDir(t), cfg)
			message := tt.message
			if (kind == proc.Posix || res.CPUMS == Unknown) && tt.verdict == TLE { // only the wall clock could be watched
				message = "past the backstop"
			}
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, message) {
				t.Errorf("got %s %q, want %s %q\n%s", res.Verdict, res.Message, tt.verdict, message, res.Details)
			}
		})
		b, err := os.ReadFile(pidFile)
		if pid, _ := strconv.Atoi(string(b)); err != nil || pid == 0 || testenv.Alive(pid) {
			t.Errorf("the background child (pid %q, %v) was left behind", b, err)
		}
	})
}

// TestNotStarted: a program that cannot start is the judge's failure to
// judge, with no figures, since nothing ran.
func TestNotStarted(t *testing.T) {
	res := Judge([]string{filepath.Join(t.TempDir(), "nonexistent")}, caseDir(t), Config{Limits: proc.Limits{Time: time.Second, Output: 1 << 20}})
	if res.Verdict != FAIL || !strings.Contains(res.Message, "cannot run the program") || res.CPUMS != Unknown || res.MemoryKiB != Unknown {
		t.Errorf("got %s %q, %v ms of CPU, %d KiB", res.Verdict, res.Message, res.CPUMS, res.MemoryKiB)
	}
}

// TestVerdicts judges Go programs in every containment, on any system: an
// answer and a wrong one, compared and by a checker.
func TestVerdicts(t *testing.T) {
	c := caseDir(t)
	tests := []struct {
		program []string
		checker string
		verdict Verdict
		message string
	}{
		{answer, "", AC, ""},
		{wrong, "", WA, `expected "42", found "43"`},
		{answer, testenv.Command("checker"), AC, "ok"},
		{wrong, testenv.Command("checker"), WA, `wrong answer: expected "42\n", found "43\n"`},
	}
	containments(t, func(t *testing.T, kind string) {
		for _, tt := range tests {
			cfg := Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind}, Checker: command(t, tt.checker)}
			res := Judge(tt.program, c, cfg)
			if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
				t.Errorf("%s, checker %q: got %s %q, want %s %q\n%s", tt.program[3], tt.checker, res.Verdict, res.Message, tt.verdict, tt.message, res.Details)
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
	kind, _ := proc.Resolve("")
	needMemory(t, kind)
	res := Judge(answer, c, Config{Limits: proc.Limits{Time: 10 * time.Second, Output: 1 << 20}, Checker: command(t, testenv.Command("alloc", "1024"))})
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
		needMemory(t, kind)
		cfg := Config{Limits: proc.Limits{Time: 20 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind}}
		res := Judge(alloc, c, cfg)
		if res.Verdict != MLE || !strings.Contains(res.Message, "more than the memory limit of 256.0 MiB") {
			t.Errorf("got %s %q", res.Verdict, res.Message)
		}
	})
}

func TestStderrIsShownOnFailure(t *testing.T) {
	argv := testenv.Program("exit", "2", "41", "panic: index out of range")
	res := Judge(argv, caseDir(t), Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}})
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
		res := Judge(testenv.Program("exit", "1", "", "oops"), c, Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}})
		if shown := strings.Contains(res.Details, "input"); res.Verdict != RE || shown != (tc.shown != "") || !strings.HasPrefix(res.Details, tc.shown) {
			t.Errorf("input %.20q: %s, details %q", tc.in, res.Verdict, res.Details)
		}
	}
}

// TestMemoryIsTheProgramsOwn: neither the judge's memory nor an earlier
// program's shows in a program's peak.
func TestMemoryIsTheProgramsOwn(t *testing.T) {
	// Grow the judge itself past 64 MiB: the program's figure must not follow.
	ballast := make([]byte, 64<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	c := caseDir(t)
	containments(t, func(t *testing.T, kind string) {
		needMemory(t, kind)
		// Programs whose memory is known, however the test binary was
		// built: a gigabyte, then nothing but the answer.
		large, small := testenv.Alloc(t, 1024), testenv.Alloc(t, 0)
		cfg := Config{Limits: proc.Limits{Time: 20 * time.Second, MemoryKiB: 2 << 20, Output: 1 << 20, Containment: kind}}
		res := Judge(large, c, cfg)
		if res.Verdict != AC || res.MemoryKiB < 1<<20 {
			t.Errorf("got %s with %d KiB for a 1 GiB program", res.Verdict, res.MemoryKiB)
		}
		// On Linux the figure cannot be below the peak of what started the
		// program: in posix the judge's own (see testenv.PosixFloorKiB),
		// in subreaper the launcher's, the test binary run again (the
		// figure of a program that does nothing). But it must not be the
		// 1 GiB program's.
		most := int64(16 << 10)
		switch kind {
		case proc.Posix:
			most += testenv.PosixFloorKiB()
		case proc.Subreaper:
			most += Judge([]string{"true"}, c, cfg).MemoryKiB
		}
		cfg.Limits.MemoryKiB = 32<<10 + most
		res = Judge(small, c, cfg)
		if res.Verdict != AC || res.MemoryKiB <= 0 || res.MemoryKiB > most {
			t.Errorf("got %s with %d KiB for a small program after a large one, want at most %d (the judge holds %d MiB)", res.Verdict, res.MemoryKiB, most, len(ballast)>>20)
		}
	})
	ballast[0] = 2
}

func TestTimeIsReported(t *testing.T) {
	containments(t, func(t *testing.T, kind string) {
		cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20, Containment: kind}}
		res := Judge(testenv.Program("nap", "200", "42"), caseDir(t), cfg)
		if res.Verdict != AC || res.TimeMS < 200 || res.CPUMS >= res.TimeMS {
			t.Errorf("got %s in %.1f ms of wall time and %.1f ms of CPU time", res.Verdict, res.TimeMS, res.CPUMS)
		}
	})
}

func TestChecker(t *testing.T) {
	c := caseDir(t)
	tests := []struct {
		checker string
		verdict Verdict
		message string
	}{
		// The checker sees input, output and answer paths in that order.
		{testenv.Command("checker-args"), AC, "ok 1 number"},
		{testenv.Command("exit", "1", `""`, `"wrong answer expected 43"`), WA, "wrong answer expected 43"},
		{testenv.Command("exit", "2", `""`, `""`), PE, ""},
		{testenv.Command("exit", "3", `""`, "broken"), FAIL, "the checker failed with exit code 3: broken"},
		{filepath.Join(t.TempDir(), "nonexistent"), FAIL, "cannot run the checker"},
		{testenv.Command("crash"), FAIL, "the checker " + strings.Replace(CrashMessage(testenv.CrashName), "killed", "was killed", 1)},
		{testenv.Command("spin"), FAIL, "the checker used more than the time limit of 300ms of CPU time"},
		{testenv.Command("flood"), FAIL, "the checker wrote more than its output limit of 1.0 MiB"},
	}
	defer func(l proc.Limits) { checkerLimits = l }(checkerLimits)
	checkerLimits = proc.Limits{Time: 300 * time.Millisecond, MemoryKiB: 256 << 10, Output: 1 << 20}
	for _, tt := range tests {
		cfg := Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}, Checker: command(t, tt.checker)}
		res := Judge(answer, c, cfg)
		message := tt.message
		if res.CPUMS == Unknown && strings.Contains(message, "time limit") {
			message = "past the backstop"
		}
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, message) {
			t.Errorf("checker %s: got %s %q, want %s %q", tt.checker, res.Verdict, res.Message, tt.verdict, message)
		}
	}
}

func TestNoAnswerFile(t *testing.T) {
	c := caseDir(t)
	c.Out = ""
	res := Judge(answer, c, Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}})
	if res.Verdict != NOANS || !strings.Contains(res.Details, "output:\n42") || !res.Verdict.SetupError() {
		t.Errorf("got %s %q %q", res.Verdict, res.Message, res.Details)
	}
}

func TestKilledForTimeEvenIfOutputMatches(t *testing.T) {
	c := caseDir(t)
	cfg := Config{Limits: proc.Limits{Time: 300 * time.Millisecond, Output: 1 << 20}}
	for _, argv := range [][]string{testenv.Program("sleep", "42"), testenv.Program("spin", "42")} {
		if res := Judge(argv, c, cfg); res.Verdict != TLE {
			t.Errorf("%s: got %s", argv[2], res.Verdict)
		}
	}
}

// TestWallTime: with WallTime, as on DOMjudge, a program asleep past the
// time limit and its overshoot (1 s) is TLE, killed there, not at the
// backstop of 2×TL + 1 s.
func TestWallTime(t *testing.T) {
	c := caseDir(t)
	for _, tt := range []struct {
		program []string
		verdict Verdict
		message string
	}{
		{testenv.Program("nap", "2500", "42"), TLE, "past the time limit of 1s and its overshoot of 1s, which bound the wall time too, as on DOMjudge, and was killed"},
		{testenv.Program("sleep", "42"), TLE, "which bound the wall time too, as on DOMjudge, and was killed"},
		{answer, AC, ""},
	} {
		cfg := Config{Limits: proc.Limits{Time: time.Second, Output: 1 << 20}, WallTime: true}
		res := Judge(tt.program, c, cfg)
		if res.Verdict != tt.verdict || !strings.Contains(res.Message, tt.message) {
			t.Errorf("%q: %s %q; want %s %q", tt.program[len(tt.program)-2:], res.Verdict, res.Message, tt.verdict, tt.message)
		}
	}
}
