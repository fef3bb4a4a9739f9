package proc

import (
	"gametheory/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestMain(m *testing.M) { testenv.Main(m, programs) }

// containments runs f in each containment this machine offers, its
// Containment in base, and again isolated (base.Isolation Full) where the
// machine can isolate, and again where a containment can also start
// programs another way (the launcher, see launchedToo). One of this
// system's that the machine lacks (Lacking) is skipped, saying why, and so
// is isolation where it is missing; another system's is not listed.
func containments(t *testing.T, f func(t *testing.T, base Limits)) {
	eachContainment(t, []string{None, Full}, f)
}

// isolatedContainments runs f as containments does, isolated only;
// plainContainments not isolated only.
func isolatedContainments(t *testing.T, f func(t *testing.T, base Limits)) {
	eachContainment(t, []string{Full}, f)
}

func plainContainments(t *testing.T, f func(t *testing.T, base Limits)) {
	eachContainment(t, []string{None}, f)
}

func eachContainment(t *testing.T, isolations []string, f func(t *testing.T, base Limits)) {
	for kind, why := range Lacking() {
		t.Run(kind, func(t *testing.T) { t.Skip(why) })
	}
	run := func(name string, base Limits) {
		t.Run(name, func(t *testing.T) {
			f(t, base)
			checkNothingLeft(t)
		})
	}
	for _, kind := range Available() {
		for _, iso := range isolations {
			switch {
			case iso == None:
				run(kind, Limits{Containment: kind, Isolation: None})
			case IsolationMissing() != "":
				why := IsolationMissing()
				t.Run(kind+"-isolated", func(t *testing.T) { t.Skip(why) })
			default:
				run(kind+"-isolated", Limits{Containment: kind, Isolation: Full})
			}
		}
		if launchedToo(kind) && isolations[0] == None {
			t.Run(kind+"-launched", func(t *testing.T) {
				defer launchOnlyForTest()()
				f(t, Limits{Containment: kind, Isolation: None})
				checkNothingLeft(t)
			})
		}
	}
}

// runOK runs argv and returns its result and standard output.
func runOK(t *testing.T, argv []string, inPath string, lim Limits) (*Result, string) {
	t.Helper()
	r, err := Run(argv, inPath, lim)
	if err != nil {
		t.Fatalf("%q: %v", argv, err)
	}
	defer r.Close()
	out, err := r.Stdout()
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := Resolve(lim.Containment); r.Containment != want {
		t.Errorf("contained by %s, want %s", r.Containment, want)
	}
	return r, string(out)
}

// TestEnds runs programs that end in each way a program can, in every
// containment: what they wrote, how they ended and why they were stopped.
func TestEnds(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in")
	if err := os.WriteFile(in, []byte("7 8\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const tl = 300 * time.Millisecond
	tests := []struct {
		name   string
		argv   []string
		in     string
		out    string // "" and flood: any; else exactly
		code   int
		crash  bool   // ended by a signal or an exception
		killed Reason // Time stands for Time or, where the CPU time is unknown while it runs, Wall
	}{
		{"answers", testenv.Program("print", "42"), "", "42\n", 0, false, ""},
		{"reads its input", testenv.Program("cat"), in, "7 8\n", 0, false, ""},
		{"exit code 3", testenv.Program("exit", "3"), "", "", 3, false, ""},
		{"crashes", testenv.Program("crash"), "", "", -1, true, ""},
		{"busy", testenv.Program("spin"), "", "", -1, true, Time},
		{"sleeps", testenv.Program("sleep"), "", "", -1, true, Wall},
		{"floods", testenv.Program("flood"), "", "", -1, true, Output},
	}
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for _, tt := range tests {
			lim := Limits{Time: tl, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind, Isolation: base.Isolation}
			r, out := runOK(t, tt.argv, tt.in, lim)
			killed := r.Killed
			if tt.killed == Time && killed == Wall && (kind == Posix || r.CPU == Unknown || r.CPU >= tl) {
				killed = Time // the backstop ended it, where CPU time cannot be watched
			}
			switch {
			case killed != tt.killed:
				t.Errorf("%s: killed for %q after %v of CPU, %v of wall time; want %q", tt.name, r.Killed, r.CPU, r.Wall, tt.killed)
			case tt.killed == "" && (out != tt.out && tt.out != "" || r.ExitCode != tt.code || (r.Signal != "") != tt.crash):
				t.Errorf("%s: exit %d %q, output %q; want exit %d, crash %v, output %q", tt.name, r.ExitCode, r.Signal, out, tt.code, tt.crash, tt.out)
			case tt.killed == Time && r.CPU != Unknown && r.CPU < tl && !(kind == Posix && r.Killed == Wall):
				// (In posix the backstop cannot discount the time spent
				// waiting for a CPU, so on a busy machine it comes first.)
				t.Errorf("%s: killed for time after %v of CPU, under the limit of %v", tt.name, r.CPU, tl)
			case tt.killed == Wall && r.Wall < 2*tl+time.Second:
				t.Errorf("%s: killed for wall time after %v, before the backstop", tt.name, r.Wall)
			case tt.killed == Output && len(out) != int(lim.Output):
				t.Errorf("%s: %d bytes of output, want the limit, %d", tt.name, len(out), lim.Output)
			}
			if tt.crash && tt.killed == "" && !strings.Contains(r.Signal, testenv.CrashName) {
				t.Errorf("%s: ended by %q, want %q", tt.name, r.Signal, testenv.CrashName)
			}
		}
	})
}

// TestDir runs a program in a working directory of its own, in every
// containment, the program given by its absolute path and by a path
// relative to the caller's working directory: it is found there, not in
// the directory it runs in.
func TestDir(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	caller, dir := t.TempDir(), t.TempDir()
	prog := filepath.Join(caller, "bin", filepath.Base(exe))
	if err := os.Mkdir(filepath.Dir(prog), 0o755); err != nil {
		t.Fatal(err)
	}
	// A copy, not a link: Windows refuses to remove a link to a file in
	// use, and this one is the running test binary.
	b, err := os.ReadFile(exe)
	if err == nil {
		err = os.WriteFile(prog, b, 0o755)
	}
	if err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(caller); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	containments(t, func(t *testing.T, base Limits) {
		want := evalSymlinks(t, dir)
		if base.Isolation == Full {
			want = "/box" // where the sandbox shows it
		}
		for _, argv0 := range []string{prog, "." + string(filepath.Separator) + filepath.Join("bin", filepath.Base(exe))} {
			argv := append([]string{argv0}, testenv.Program("cwd")[1:]...)
			lim := Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: base.Containment, Isolation: base.Isolation, Dir: dir}
			_, out := runOK(t, argv, "", lim)
			got := strings.TrimSpace(out)
			if base.Isolation != Full {
				got = evalSymlinks(t, got)
			}
			if got != want {
				t.Errorf("%s ran in %q, want %q", argv0, strings.TrimSpace(out), want)
			}
		}
	})
}

// TestMemoryLimit runs a program past the memory limit and one under it.
// Touching memory is slow on some machines (1 GiB can take 3 s of CPU),
// so the time limit leaves ample room.
func TestMemoryLimit(t *testing.T) {
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		lim := Limits{Time: 20 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind, Isolation: base.Isolation}
		if r, _ := runOK(t, testenv.Program("print"), "", lim); r.MaxRSSKiB == Unknown {
			t.Skipf("%s does not measure memory: %s", kind, Weaker(kind))
		}
		r, _ := runOK(t, testenv.Program("alloc", "1024"), "", lim)
		if r.Killed != Memory && r.MaxRSSKiB <= lim.MemoryKiB {
			t.Errorf("1 GiB under 256 MiB: killed for %q, exit %d %s, peak %d KiB", r.Killed, r.ExitCode, r.Signal, r.MaxRSSKiB)
		}
		// The figure itself, of a program whose memory is known: 50 MiB
		// more than the same program touching none, whose figure holds
		// the Go runtime's, the floor of the containment's (floorKiB) and,
		// under an emulator, the emulator's.
		alloc := testenv.Alloc(t, 50)
		none, _ := runOK(t, append(alloc[:1:1], "0"), "", lim)
		r, out := runOK(t, alloc, "", lim)
		if max := none.MaxRSSKiB + 58<<10; r.Killed != "" || out != "42\n" || r.MaxRSSKiB < 50<<10 || r.MaxRSSKiB > max {
			t.Errorf("50 MiB: killed for %q, output %q, peak %d KiB; want 42 and 50 MiB to %d KiB (%d KiB for none)", r.Killed, out, r.MaxRSSKiB, max, none.MaxRSSKiB)
		}
	})
}

// TestNothingLeftBehind runs a program that leaves a child running: Run
// returns once the program has ended, and the child is dead by then.
func TestNothingLeftBehind(t *testing.T) {
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		dir := t.TempDir()
		pidFile := filepath.Join(dir, "pid")
		start := time.Now()
		r, out := runOK(t, testenv.Program("orphan", "pid"), "", Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind, Isolation: base.Isolation, Dir: dir})
		if out != "42\n" || r.ExitCode != 0 || r.Killed != "" {
			t.Errorf("exit %d, killed for %q, output %q", r.ExitCode, r.Killed, out)
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("Run took %v: it waited for the child", took)
		}
		b, err := os.ReadFile(pidFile)
		pid, _ := strconv.Atoi(string(b))
		if err != nil || pid <= 0 {
			t.Fatalf("no child's pid: %q, %v", b, err)
		}
		// Isolated, the pid is of the sandbox's namespace: what is left
		// there, checkNothingLeft sees.
		if base.Isolation == None && testenv.Alive(pid) {
			t.Errorf("the child %d was left running", pid)
			killPid(pid)
		}
	})
}

func TestStartErrors(t *testing.T) {
	dir := t.TempDir()
	notExec := filepath.Join(dir, "data")
	if err := os.WriteFile(notExec, []byte("\x00\x01"), 0o755); err != nil {
		t.Fatal(err)
	}
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for _, argv := range [][]string{{filepath.Join(dir, "nonexistent")}, {notExec}, {}} {
			if r, err := Run(argv, "", Limits{Time: time.Second, Output: 1, Containment: kind, Isolation: base.Isolation}); err == nil {
				r.Close()
				t.Errorf("%q started", argv)
			}
		}
	})
	if _, err := Run(testenv.Program("print", "1"), "", Limits{Time: time.Second, Output: 1, Containment: "chroot"}); err == nil || !strings.Contains(err.Error(), "unknown containment") {
		t.Errorf("an unknown containment: %v", err)
	}
}

// benchBases are the containments this machine offers, by name, each
// again isolated ("-isolated") where the machine can isolate.
func benchBases() map[string]Limits {
	bases := map[string]Limits{}
	for _, kind := range Available() {
		bases[kind] = Limits{Containment: kind, Isolation: None}
		if IsolationMissing() == "" {
			bases[kind+"-isolated"] = Limits{Containment: kind, Isolation: Full}
		}
	}
	return bases
}

// BenchmarkRun measures what one run of a program that does nothing
// costs, in each containment, isolated and not.
func BenchmarkRun(b *testing.B) {
	for name, base := range benchBases() {
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				r, err := Run(testenv.Program("exit", "0"), "", Limits{Time: time.Second, Output: 1, Containment: base.Containment, Isolation: base.Isolation})
				if err != nil {
					b.Fatal(err)
				}
				r.Close()
			}
		})
	}
}

// BenchmarkProgramCPU runs an empty Go program, in turn directly (os/exec,
// its CPU time from the system's accounting of the process) and in each
// containment, isolated and not, and reports the median CPU time each
// shows: what a containment adds to the program's figure is the
// difference.
func BenchmarkProgramCPU(b *testing.B) {
	dir := b.TempDir()
	src := filepath.Join(dir, "main.go")
	if err := os.WriteFile(src, []byte("package main\n\nfunc main() {}\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	exe := filepath.Join(dir, "empty.exe")
	if out, err := exec.Command("go", "build", "-o", exe, src).CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	argv := []string{exe}
	cpu := map[string][]time.Duration{}
	for i := 0; i < b.N; i++ {
		c := exec.Command(argv[0], argv[1:]...)
		if err := c.Run(); err != nil {
			b.Fatal(err)
		}
		cpu["direct"] = append(cpu["direct"], c.ProcessState.UserTime()+c.ProcessState.SystemTime())
		for name, base := range benchBases() {
			r, err := Run(argv, "", Limits{Time: time.Second, Output: 1, Containment: base.Containment, Isolation: base.Isolation})
			if err != nil {
				b.Fatal(err)
			}
			r.Close()
			cpu[name] = append(cpu[name], r.CPU)
		}
	}
	for name, v := range cpu {
		sort.Slice(v, func(i, j int) bool { return v[i] < v[j] })
		b.ReportMetric(float64(v[len(v)/2])/1e6, name+"-cpu-ms")
	}
}

// TestDirAndStderr: a program runs in the working directory given (shown
// to it as /box, isolated), found from the caller's, and with
// StderrToStdout its standard error goes to its output, in order.
func TestDirAndStderr(t *testing.T) {
	dir := t.TempDir()
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		lim := Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind, Isolation: base.Isolation, Dir: dir}
		_, out := runOK(t, testenv.Program("cwd"), "", lim)
		got, want := strings.TrimSpace(out), "/box" // where the sandbox shows it
		if base.Isolation == None {
			got, want = evalSymlinks(t, got), evalSymlinks(t, dir)
		}
		if got != want {
			t.Errorf("ran in %q, want %q", out, want)
		}
		lim.Dir = ""
		lim.StderrToStdout = true
		r, out := runOK(t, testenv.Program("exit", "3", "out", "err"), "", lim)
		if out != "out\nerr\n" || len(r.Stderr) != 0 || r.ExitCode != 3 {
			t.Errorf("standard error to standard output: exit %d, output %q, stderr %q; want 3, \"out\\nerr\\n\" and none", r.ExitCode, out, r.Stderr)
		}
	})
}

func evalSymlinks(t *testing.T, path string) string {
	t.Helper()
	p, err := filepath.EvalSymlinks(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
