package proc

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// maxProcs bounds the processes and threads of one run in a cgroup, so a
// fork bomb ends as a failed fork instead of a stuck machine.
const maxProcs = 1024

// cgroups is where run groups are made, as detectCgroups found it.
var cgroups struct {
	v1 map[string]string // controller -> the judge's own directory in it
	v2 string            // the directory run groups are made in
	// v2Mounted: the machine mounts cgroup v2, where a group of the
	// judge's own may be had (EnterScope)
	v2Mounted bool
	n         atomic.Int64 // runs so far, to name their groups
}

// A cgroup is one run's group: in each v1 controller, or one v2 group.
type cgroup struct {
	v2      bool
	dirs    map[string]string // v1: controller -> directory; v2: "" -> directory
	peak    int64             // v2 without memory.peak: the largest memory.current seen, bytes
	hasPeak bool              // v2: the group has memory.peak
	waits   queueWait
	// judgeCPU is the CPU time the judge's thread spent in the group
	// starting the program, which its cpuacct counts but is not the
	// program's.
	judgeCPU time.Duration
}

// newCgroup makes a group for one run with memory limited to memKiB (0:
// no limit) and no swap.
func newCgroup(kind string, memKiB int64) (*cgroup, error) {
	name := fmt.Sprintf("gametheory-judge-%d-%d", os.Getpid(), cgroups.n.Add(1))
	g := &cgroup{v2: kind == CgroupV2, dirs: map[string]string{}, waits: queueWait{}}
	if g.v2 {
		g.dirs[""] = filepath.Join(cgroups.v2, name)
	} else {
		for c, dir := range cgroups.v1 {
			g.dirs[c] = filepath.Join(dir, name)
		}
	}
	for _, dir := range g.dirs {
		if err := os.Mkdir(dir, 0o755); err != nil {
			g.remove()
			return nil, fmt.Errorf("cannot make the run's cgroup: %v", err)
		}
	}
	limit := "max"
	if memKiB > 0 {
		limit = strconv.FormatInt(memKiB<<10, 10)
	}
	var settings [][2]string // file, value: the optional ones may be missing
	if g.v2 {
		settings = [][2]string{{"memory.max", limit}, {"memory.swap.max?", "0"}, {"memory.oom.group?", "1"}, {"pids.max", strconv.Itoa(maxProcs)}}
	} else {
		if memKiB == 0 {
			limit = "-1"
		}
		settings = [][2]string{{"memory/memory.limit_in_bytes", limit}, {"memory/memory.memsw.limit_in_bytes?", limit}, {"pids/pids.max", strconv.Itoa(maxProcs)}}
	}
	for _, s := range settings {
		file, optional := strings.CutSuffix(s[0], "?")
		err := os.WriteFile(g.file(file), []byte(s[1]), 0)
		if err != nil && !(optional && errors.Is(err, os.ErrNotExist)) {
			g.remove()
			return nil, fmt.Errorf("cannot set %s of the run's cgroup: %v", file, err)
		}
	}
	if g.v2 {
		_, err := os.Stat(g.file("memory.peak"))
		g.hasPeak = err == nil
	}
	return g, nil
}

// file is the path of a control file: "memory/memory.max_usage_in_bytes"
// in v1 (the controller's directory, then the file), "memory.peak" in v2.
func (g *cgroup) file(name string) string {
	if g.v2 {
		return filepath.Join(g.dirs[""], name)
	}
	c, f, _ := strings.Cut(name, "/")
	return filepath.Join(g.dirs[c], f)
}

// forkInto starts p inside the cgroup v1 group g with no launcher: a
// thread of the judge's joins g's groups (v1 places threads, and a child
// starts in its parent thread's groups), forks the program there, and
// goes back to the judge's own groups. The program's first instruction
// is already counted and limited. Of the judge, the group is charged the
// CPU time of the fork, which g.judgeCPU records to be taken off, and no
// memory: what a thread touches is charged to its process's group.
func forkInto(g *cgroup, p *program) (int, error) {
	type started struct {
		pid int
		err error
	}
	done := make(chan started, 1)
	go func() {
		runtime.LockOSThread()
		var s started
		var back bool
		s.pid, g.judgeCPU, back, s.err = inV1Groups(g.dirs, cgroups.v1, func() (int, error) {
			return forkExec(p, &syscall.SysProcAttr{})
		})
		// Back in the judge's groups, the thread can serve the judge
		// again; if it cannot go back, it stays locked and so ends with
		// this goroutine. Either way it is out of g before g is read.
		if back {
			runtime.UnlockOSThread()
		}
		done <- s
	}()
	s := <-done
	return s.pid, s.err
}

// inV1Groups runs start, which starts a program, on the calling thread,
// locked to its goroutine, moved into the v1 groups run for that time: the
// program starts there. It returns start's pid and error, the CPU time
// the thread spent in start, which the groups counted, and whether the
// thread went back into the groups back. cpuacct is joined last and left
// first, so that it counts as little of the thread as can be.
func inV1Groups(run, back map[string]string, start func() (int, error)) (pid int, cpu time.Duration, wentBack bool, err error) {
	tid := []byte(strconv.Itoa(syscall.Gettid()))
	move := func(dirs map[string]string, order ...string) error {
		for _, c := range order {
			if err := os.WriteFile(filepath.Join(dirs[c], "tasks"), tid, 0); err != nil {
				return err
			}
		}
		return nil
	}
	if err = move(run, "memory", "pids", "cpuacct"); err != nil {
		err = fmt.Errorf("cannot join the run's cgroup: %v", err)
	} else {
		before := threadCPU()
		pid, err = start()
		cpu = threadCPU() - before
	}
	return pid, cpu, move(back, "cpuacct", "memory", "pids") == nil, err
}

// cloneInto starts p inside the cgroup v2 group g: clone3 creates it
// there (CLONE_INTO_CGROUP, Linux 5.7; ENOSYS, E2BIG or EINVAL before).
func cloneInto(g *cgroup, p *program) (int, error) {
	dir, err := os.Open(g.dirs[""])
	if err != nil {
		return 0, err
	}
	defer dir.Close()
	return forkExec(p, &syscall.SysProcAttr{UseCgroupFD: true, CgroupFD: int(dir.Fd())})
}

// threadCPU is the CPU time the calling thread has used.
func threadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// procsFiles are the files the launcher writes its pid to, to join.
func (g *cgroup) procsFiles() []string {
	var files []string
	for _, dir := range g.dirs {
		files = append(files, filepath.Join(dir, "cgroup.procs"))
	}
	return files
}

// sample reads the group's CPU time so far, whether the kernel's OOM
// killer has killed one of its processes (the program may go on after a
// child's death, and that MLE came first), and in v2 without memory.peak
// (before Linux 5.19) its memory, to find the peak. The kernel limits the
// memory and counts the peak itself: finish reads it.
func (g *cgroup) sample() usage {
	u := usage{peakKiB: Unknown}
	if !g.v2 {
		ns, _ := readInt(g.file("cpuacct/cpuacct.usage"))
		u.cpu = max(0, time.Duration(ns)-g.judgeCPU)
		u.oom = readKey(g.file("memory/memory.oom_control"), "oom_kill") > 0
		return u
	}
	u.cpu = time.Duration(readKey(g.file("cpu.stat"), "usage_usec")) * time.Microsecond
	u.oom = readKey(g.file("memory.events"), "oom_kill") > 0
	if !g.hasPeak {
		cur, _ := readInt(g.file("memory.current"))
		g.peak = max(g.peak, cur)
	}
	return u
}

// waited reads how long the group's threads have waited for a CPU.
func (g *cgroup) waited() time.Duration {
	threads := "memory/tasks"
	if g.v2 {
		threads = "cgroup.threads"
	}
	b, _ := os.ReadFile(g.file(threads))
	var tids []int
	for _, f := range strings.Fields(string(b)) {
		if tid, err := strconv.Atoi(f); err == nil {
			tids = append(tids, tid)
		}
	}
	return g.waits.update(tids)
}

// kill kills every process of the group and returns once none is left.
func (g *cgroup) kill() {
	if g.v2 {
		os.WriteFile(g.file("cgroup.kill"), []byte("1"), 0) // Linux 5.14 and later
	}
	procs := g.procsFiles()[0]
	for {
		b, err := os.ReadFile(procs)
		pids := strings.Fields(string(b))
		if err != nil || len(pids) == 0 {
			return
		}
		for _, p := range pids {
			// The judge's own pid is there while a thread of its forks
			// into the group.
			if pid, err := strconv.Atoi(p); err == nil && pid != os.Getpid() {
				syscall.Kill(pid, syscall.SIGKILL)
			}
		}
		time.Sleep(time.Millisecond)
	}
}

// remove removes the group; its processes must be gone.
func (g *cgroup) remove() error {
	var first error
	for _, dir := range g.dirs {
		var err error
		// A killed process may take a moment to leave the group.
		for i := 0; i < 100; i++ {
			if err = syscall.Rmdir(dir); err != syscall.EBUSY {
				break
			}
			time.Sleep(time.Millisecond)
		}
		if err != nil && err != syscall.ENOENT && first == nil {
			first = fmt.Errorf("cannot remove the run's cgroup %s: %v", dir, err)
		}
	}
	return first
}

// readInt reads a file that holds one integer.
func readInt(path string) (int64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(string(bytes.TrimSpace(b)), 10, 64)
}

// readKey reads the value of a "key value" line of a flat-keyed file
// such as cpu.stat; 0 if absent.
func readKey(path, key string) int64 {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if k, v, ok := strings.Cut(s.Text(), " "); ok && k == key {
			n, _ := strconv.ParseInt(v, 10, 64)
			return n
		}
	}
	return 0
}

// finish measures the group once its processes are dead, its peak memory
// too, and removes it.
func (g *cgroup) finish() (usage, error) {
	u := g.sample()
	peak := g.peak
	switch {
	case !g.v2:
		peak, _ = readInt(g.file("memory/memory.max_usage_in_bytes"))
	case g.hasPeak:
		peak, _ = readInt(g.file("memory.peak"))
	}
	u.peakKiB = peak >> 10
	return u, g.remove()
}
