package proc

import (
	"fmt"
	"gametheory/internal/testenv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cProgram compiles testdata/NAME.c into a temporary directory and
// returns the binary's path; the test is skipped where there is no gcc.
func cProgram(t *testing.T, name string) string {
	t.Helper()
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc: the tests with C programs need it")
	}
	bin := filepath.Join(t.TempDir(), name)
	if out, err := exec.Command("gcc", "-O1", "-pthread", "-o", bin, filepath.Join("testdata", name+".c")).CombinedOutput(); err != nil {
		t.Fatalf("gcc %s.c: %v\n%s", name, err, out)
	}
	return bin
}

// launchedToo says that programs in a cgroup can also start through the
// launcher, which the tests try too: it is the way where the kernel cannot
// clone into a cgroup v2 group.
func launchedToo(kind string) bool { return kind == CgroupV1 || kind == CgroupV2 }

// launchOnlyForTest makes runs in a cgroup start through the launcher
// until the function it returns is called.
func launchOnlyForTest() (restore func()) {
	was := launchOnly.Swap(true)
	return func() { launchOnly.Store(was) }
}

// TestCloneIntoCgroup starts a program into a cgroup v2 group as it is
// created, where this machine has a cgroup v2 hierarchy the test can
// write to (with or without controllers: only the placement is tested):
// the program's first look at /proc/self/cgroup finds it there.
func TestCloneIntoCgroup(t *testing.T) {
	mounts, own, err := cgroupMounts(host{root: "/"})
	if err != nil || mounts[""] == "" || own[""] == "" {
		t.Skipf("no cgroup v2 hierarchy here (%v)", err)
	}
	name := fmt.Sprintf("gametheory-judge-%d-clone-test", os.Getpid())
	dir := filepath.Join(mounts[""], own[""], name)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Skipf("the cgroup v2 hierarchy is not writable here: %v", err)
	}
	defer syscall.Rmdir(dir)
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer outR.Close()
	p := &program{path: "/bin/cat", argv: []string{"cat", "/proc/self/cgroup"}, stdin: outR, stdout: outW, stderr: outW}
	pid, err := cloneInto(&cgroup{v2: true, dirs: map[string]string{"": dir}}, p)
	outW.Close()
	if err == syscall.ENOSYS || err == syscall.E2BIG || err == syscall.EINVAL {
		// As startIn does: programs start through the launcher instead,
		// which the containments' "-launched" tests try.
		t.Skipf("this system cannot clone into a cgroup: %v (Linux before 5.7, or an emulator: qemu-user has no clone3)", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(outR)
	wait(pid)
	want := "0::" + filepath.Join(own[""], name) + "\n"
	if !strings.Contains(string(b), want) {
		t.Errorf("the program's cgroups:\n%s\nwant the line %q", b, want)
	}
}

// checkNothingLeft fails t if a run group of this process is left, or a
// process in a sandbox waiting for a run.
func checkNothingLeft(t *testing.T) {
	t.Helper()
	sandboxes.Lock()
	for _, sb := range sandboxes.idle {
		if procs, _ := descendants(sb.pid); len(procs) > 0 {
			t.Errorf("processes left in a sandbox: %v", procs)
		}
	}
	sandboxes.Unlock()
	dirs := []string{cgroups.v2}
	for _, d := range cgroups.v1 {
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		if d == "" {
			continue
		}
		left, _ := filepath.Glob(filepath.Join(d, fmt.Sprintf("gametheory-judge-%d-*", os.Getpid())))
		if len(left) > 0 {
			t.Errorf("cgroups left behind: %v", left)
		}
	}
}

const mib = 1024 // KiB

// floorKiB is the least peak a containment can report here. Linux counts
// a process's peak in its child's at exec, so a figure cannot be below
// the peak of what started the program: in posix this test process
// (testenv.PosixFloorKiB); in subreaper the launcher, and isolated in
// either the sandbox, this test binary run again, as large as the binary
// was built (the race detector's runtime more than doubles it), which is
// measured as the peak of a program that does nothing.
func floorKiB(base Limits) int64 {
	switch {
	case base.Containment == Posix && base.Isolation == None:
		return testenv.PosixFloorKiB()
	case base.Containment == Subreaper, base.Containment == Posix:
		r, err := Run([]string{"true"}, "", Limits{Time: 10 * time.Second, Output: 1 << 10, Containment: base.Containment, Isolation: base.Isolation})
		if err != nil {
			return 0
		}
		r.Close()
		return max(r.MaxRSSKiB, 0)
	}
	return 0
}

func TestMemory(t *testing.T) {
	alloc := cProgram(t, "alloc")
	tests := []struct {
		name     string
		argv     []string
		limitKiB int64
		killed   Reason
		min, max int64 // the reported peak, KiB; max 0: the limit
		posix    bool  // the posix containment can judge it
	}{
		{"1 GiB, 1 MiB at a time", []string{alloc, "1024", "1"}, 256 * mib, Memory, 200 * mib, 0, true},
		// posix enforces no limit while the program runs, and sees the
		// peak of each process, not of the tree: macOS offers no more.
		{"8 GiB at once", []string{alloc, "8192", "0"}, 256 * mib, Memory, 200 * mib, 0, false},
		{"4 children of 100 MiB", []string{alloc, "100", "1", "4"}, 256 * mib, Memory, 200 * mib, 0, false},
		{"4 children of 20 MiB", []string{alloc, "20", "1", "4"}, 256 * mib, "", 20 * mib, 100 * mib, true},
		{"50 MiB", []string{alloc, "50", "1"}, 256 * mib, "", 50 * mib, 60 * mib, true},
		{"1 GiB under 2 GiB", []string{alloc, "1024", "16"}, 2048 * mib, "", 1024 * mib, 1100 * mib, true},
		{"small after a large one", []string{alloc, "1"}, 256 * mib, "", 0, 8 * mib, true},
	}
	// The judge itself holding 64 MiB must not show in the figures.
	ballast := make([]byte, 64<<20)
	for i := range ballast {
		ballast[i] = 1
	}
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for _, tt := range tests {
			if kind == Posix && !tt.posix {
				continue
			}
			// Touching 1 GiB can take 3 s of CPU on a slow machine.
			lim := Limits{Time: 20 * time.Second, MemoryKiB: tt.limitKiB, Output: 1 << 20, Containment: kind, Isolation: base.Isolation}
			r, out := runOK(t, tt.argv, "", lim)
			max, killed := tt.max, tt.killed
			if max == 0 {
				max = tt.limitKiB
				if kind != CgroupV1 && kind != CgroupV2 { // the program may pass the limit before it is seen
					max = 1 << 40
				}
			}
			if kind == Posix && killed == Memory { // judged from the peak, after the run
				killed, tt.min = "", tt.limitKiB+1
			}
			max += floorKiB(base)
			if r.Killed != killed || r.MaxRSSKiB < tt.min || r.MaxRSSKiB > max {
				t.Errorf("%s: killed for %q with a peak of %d KiB, want %q and %d-%d KiB", tt.name, r.Killed, r.MaxRSSKiB, tt.killed, tt.min, max)
			}
			if tt.killed == "" && (out != "42\n" || r.ExitCode != 0) {
				t.Errorf("%s: exit %d, output %q", tt.name, r.ExitCode, out)
			}
		}
	})
	ballast[len(ballast)-1] = 2
}

// TestTime: CPU time is the limit, wall time only a backstop that leaves
// out the time spent waiting for a CPU. (Not isolated too: a sandbox
// starts a program into its containment as the judge does, which
// TestEnds runs isolated.)
func TestTime(t *testing.T) {
	spin := cProgram(t, "spin")
	// Two busy loops share the machine, so the wall time of a CPU-bound
	// program is longer than its CPU time.
	for i := 0; i < 2; i++ {
		hog := exec.Command("sh", "-c", "while :; do :; done")
		if err := hog.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { hog.Process.Kill(); hog.Wait() })
	}
	tests := []struct {
		name   string
		argv   []string
		tl     time.Duration
		killed Reason
	}{
		{"0.6 s of CPU under 1 s", []string{spin, "600"}, time.Second, ""},
		{"busy loop", []string{"sh", "-c", "while :; do :; done"}, 300 * time.Millisecond, Time},
		{"busy children", []string{"sh", "-c", "for i in 1 2 3; do (while :; do :; done) & done; wait"}, 300 * time.Millisecond, Time},
		{"sleeps", []string{"sleep", "100"}, 300 * time.Millisecond, Wall},
	}
	plainContainments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for _, tt := range tests {
			if kind == Posix && tt.killed == "" {
				continue // posix cannot tell the time spent waiting for a CPU from sleeping
			}
			r, _ := runOK(t, tt.argv, "", Limits{Time: tt.tl, Output: 1 << 20, Containment: kind, Isolation: base.Isolation})
			killed := tt.killed
			if kind == Posix && killed == Time { // nothing to watch while it runs but the wall clock
				killed = Wall
			}
			switch {
			case r.Killed != killed:
				t.Errorf("%s: killed for %q after %v of CPU, %v of wall time; want %q", tt.name, r.Killed, r.CPU, r.Wall, killed)
			case killed == Time && r.CPU < tt.tl:
				t.Errorf("%s: killed for time after %v of CPU, under the limit of %v", tt.name, r.CPU, tt.tl)
			case tt.killed == Wall && r.Wall < 2*tt.tl+time.Second:
				t.Errorf("%s: killed for wall time after %v, before the backstop", tt.name, r.Wall)
			case tt.killed == "" && r.CPU < 500*time.Millisecond:
				t.Errorf("%s: %v of CPU time", tt.name, r.CPU)
			}
		}
	})
}

func TestOutput(t *testing.T) {
	flood := cProgram(t, "flood")
	const limit = 1 << 20
	tests := []struct {
		name string
		argv []string
	}{
		{"yes", []string{"yes"}},
		{"C flood", []string{flood}},
		{"children flood", []string{"sh", "-c", "yes & yes & wait"}},
	}
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for _, tt := range tests {
			r, out := runOK(t, tt.argv, "", Limits{Time: 10 * time.Second, Output: limit, Containment: kind, Isolation: base.Isolation})
			if r.Killed != Output || len(out) != limit {
				t.Errorf("%s: killed for %q with %d bytes of output, want %q and %d", tt.name, r.Killed, len(out), Output, limit)
			}
		}
		// Standard error is kept as its last 4 KiB, however much is written.
		r, _ := runOK(t, []string{"sh", "-c", "head -c 10000000 /dev/zero >&2; echo end >&2"}, "", Limits{Time: 10 * time.Second, Output: limit, Containment: kind, Isolation: base.Isolation})
		if len(r.Stderr) != stderrTail || !strings.HasSuffix(string(r.Stderr), "\x00end\n") {
			t.Errorf("stderr: %d bytes ending %q", len(r.Stderr), r.Stderr[max(0, len(r.Stderr)-8):])
		}
	})
}

// TestNothingSurvives runs programs that leave processes behind, some of
// them still writing, and checks that the output has what the program
// wrote before it ended, that Run returns once the program has ended,
// and that no process is left.
func TestNothingSurvives(t *testing.T) {
	tests := []struct {
		name, script, out string
	}{
		// posix kills the program's process group: setsid leaves it.
		{"setsid escapee", `setsid sh -c 'echo $$ > pids; exec sleep 100' & while ! test -s pids; do :; done; echo 42`, "42\n"},
		{"double fork", `(sh -c 'echo $$ > pids; exec sleep 100' &) ; while ! test -s pids; do :; done; echo 42`, "42\n"},
		{"child writing after the end", `sh -c 'echo $$ > pids; while kill -0 '$$'; do :; done; while :; do echo late; done' & while ! test -s pids; do :; done; echo 42`, "42\n"},
		{"child that exits", `(echo child) ; echo 42`, "child\n42\n"},
		{"children waited for", `sleep 0.1 & sleep 0.1 & wait; echo 42`, "42\n"},
		{"child left sleeping", `sleep 100 & echo $! > pids; echo 42`, "42\n"},
	}
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for _, tt := range tests {
			if kind == Posix && strings.HasPrefix(tt.script, "setsid") {
				continue
			}
			dir := t.TempDir()
			start := time.Now()
			r, out := runOK(t, []string{"sh", "-c", tt.script}, "", Limits{Time: 10 * time.Second, Output: 1 << 20, Containment: kind, Isolation: base.Isolation, Dir: dir})
			// A child writing once the program has ended may get a few
			// lines in before it is killed.
			if r.Killed != "" || r.ExitCode != 0 || !strings.HasPrefix(out, tt.out) || strings.Trim(out[len(tt.out):], "late\n") != "" {
				t.Errorf("%s: killed for %q, exit %d, output %.40q, want %q", tt.name, r.Killed, r.ExitCode, out, tt.out)
			}
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("%s: Run took %v: it waited for a process left behind", tt.name, took)
			}
			b, err := os.ReadFile(filepath.Join(dir, "pids"))
			if err != nil && strings.Contains(tt.script, "pids") {
				t.Errorf("%s: %v", tt.name, err)
			}
			for _, f := range strings.Fields(string(b)) {
				// Isolated, the pids are of the sandbox's namespace: what
				// is left there, checkNothingLeft sees.
				if pid, _ := strconv.Atoi(f); base.Isolation == None && testenv.Alive(pid) {
					t.Errorf("%s: process %d was left behind", tt.name, pid)
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}
		}
	})
}

// TestStack: without a stack limit of its own, a program may recurse as
// deep as its memory limit allows, and its threads get glibc's default
// stack (2 MiB on amd64, 8 on arm64), not the memory limit; with one, it
// is the limit.
func TestStack(t *testing.T) {
	recurse, threads := cProgram(t, "recurse"), cProgram(t, "threads")
	if why := StackIgnored(); why != "" {
		t.Skip(why)
	}
	containments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		lim := Limits{Time: 10 * time.Second, MemoryKiB: 256 * mib, Output: 1 << 20, Containment: kind, Isolation: base.Isolation}
		r, out := runOK(t, []string{recurse, "100"}, "", lim)
		if r.ExitCode != 0 || out != "42\n" {
			t.Errorf("100 MiB of stack under a memory limit of 256 MiB: exit %d %s, output %q", r.ExitCode, r.Signal, out)
		}
		small := lim
		small.MemoryKiB = 64 * mib
		if r, _ := runOK(t, []string{recurse, "100"}, "", small); r.Killed != Memory && r.MaxRSSKiB <= small.MemoryKiB {
			t.Errorf("100 MiB of stack under a memory limit of 64 MiB: exit %d %s, peak %d KiB; want past the limit", r.ExitCode, r.Signal, r.MaxRSSKiB)
		}
		r, out = runOK(t, []string{threads, "200"}, "", lim)
		if kib, _ := strconv.Atoi(strings.TrimSpace(out)); r.ExitCode != 0 || kib < 1*mib || kib > 8*mib {
			t.Errorf("200 threads under a memory limit of 256 MiB: exit %d %s, a thread's stack %q KiB; want exit 0 and glibc's default, 2 or 8 MiB", r.ExitCode, r.Signal, out)
		}
		r, _ = runOK(t, []string{recurse, "100"}, "", Limits{Time: 10 * time.Second, MemoryKiB: 256 * mib, StackKiB: 8 * mib, Output: 1 << 20, Containment: kind, Isolation: base.Isolation})
		if r.Signal != "SIGSEGV" {
			t.Errorf("100 MiB of stack under a stack limit of 8 MiB: exit %d %s", r.ExitCode, r.Signal)
		}
	})
}

// BenchmarkRunTrue measures what one run of /bin/true costs in each
// containment, isolated and not: the runner's own cost, with the smallest
// program there is, in wall time (ns/op) and in the CPU time of every
// process it takes, the program's included (cpu-ms/op): this process's,
// its children's, and its sandboxes' and what they reaped.
func BenchmarkRunTrue(b *testing.B) {
	for name, base := range benchBases() {
		b.Run(name, func(b *testing.B) {
			lim := Limits{Time: time.Second, Output: 1, Containment: base.Containment, Isolation: base.Isolation}
			run := func() {
				r, err := Run([]string{"true"}, "", lim)
				if err != nil {
					b.Fatal(err)
				}
				r.Close()
			}
			run() // a sandbox started, when isolated: once for every run
			b.ResetTimer()
			before := allCPU()
			for i := 0; i < b.N; i++ {
				run()
			}
			b.ReportMetric(float64(allCPU()-before)/1e6/float64(b.N), "cpu-ms/op")
		})
	}
}

// allCPU is the CPU time used so far by this process, its children that
// it reaped, and its sandboxes with those they reaped.
func allCPU() time.Duration {
	var self, children syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &children)
	cpu := time.Duration(self.Utime.Nano() + self.Stime.Nano() + children.Utime.Nano() + children.Stime.Nano())
	sandboxes.Lock()
	defer sandboxes.Unlock()
	for _, sb := range sandboxes.idle {
		if st := readStat(sb.pid); st != nil {
			cpu += time.Duration(st.utime+st.stime+st.cutime+st.cstime) * time.Second / clockTicks
		}
	}
	return cpu
}

func TestParseCgroupFiles(t *testing.T) {
	tests := []struct {
		name, mountinfo, self string
		mounts, own           map[string]string
	}{
		{
			name: "hybrid, as on these machines",
			mountinfo: `32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
36 31 0:33 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
40 31 0:37 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
41 31 0:38 / /sys/fs/cgroup/cpu,cpuacct rw - cgroup cgroup rw,cpu,cpuacct`,
			self:   "9:name=systemd:/\n4:memory:/process_api/204d\n2:cpu,cpuacct:/\n0::/\n",
			mounts: map[string]string{"cpu": "/sys/fs/cgroup/cpu,cpuacct", "cpuacct": "/sys/fs/cgroup/cpu,cpuacct", "memory": "/sys/fs/cgroup/memory", "": "/sys/fs/cgroup/unified"},
			own:    map[string]string{"name=systemd": "/", "memory": "/process_api/204d", "cpu": "/", "cpuacct": "/", "": "/"},
		},
		{
			name:      "cgroup v2 only, in a user's session",
			mountinfo: "29 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n",
			self:      "0::/user.slice/user-1000.slice/session-2.scope\n",
			mounts:    map[string]string{"": "/sys/fs/cgroup"},
			own:       map[string]string{"": "/user.slice/user-1000.slice/session-2.scope"},
		},
	}
	for _, tt := range tests {
		if got := parseMountinfo(tt.mountinfo); !reflect.DeepEqual(got, tt.mounts) {
			t.Errorf("%s: mounts %v, want %v", tt.name, got, tt.mounts)
		}
		if got := parseProcCgroup(tt.self); !reflect.DeepEqual(got, tt.own) {
			t.Errorf("%s: own %v, want %v", tt.name, got, tt.own)
		}
	}
}

// TestSubreaperDetected: the subreaper containment is offered exactly
// where a launcher can become a child subreaper, and asking for it where
// it is lacking says why.
func TestSubreaperDetected(t *testing.T) {
	if why, lacking := Lacking()[Subreaper]; lacking {
		if _, err := Resolve(Subreaper); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("Resolve(%q) = %v, want an error saying %q", Subreaper, err, why)
		}
		t.Skip(why)
	}
	r, err := Run([]string{"true"}, "", Limits{Time: 10 * time.Second, Output: 1 << 10, Containment: Subreaper})
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	if r.ExitCode != 0 || r.Containment != Subreaper {
		t.Errorf("exit %d in %s", r.ExitCode, r.Containment)
	}
}
