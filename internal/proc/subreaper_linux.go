package proc

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"
)

// A tree is one run in the subreaper containment: everything below the
// launcher, a child subreaper, so that no process of the program can
// leave it.
type tree struct {
	launcher int
	// baseTicks is the CPU time of the launcher's reaped children before
	// the run (a sandbox's, of the runs before), in clock ticks.
	baseTicks int64
	blind     bool  // measured only at the end, from the launcher's report, as posix is
	peakKiB   int64 // the largest sum of resident memory seen
	threads   []int // the tree's threads, as last sampled
	waits     queueWait
	reported  chan launchReport // the launcher's last word
}

// A queueWait holds, for each thread of a run seen so far, the time it
// spent runnable but waiting for a CPU: the second field of
// /proc/TID/schedstat. The wall-time backstop discounts it, so that a
// program starved of CPU by a busy machine is not taken for a sleeper.
type queueWait map[int]time.Duration

// update reads the waits of the threads given and returns the sum over
// every thread seen, the ones gone included.
func (q queueWait) update(tids []int) time.Duration {
	for _, tid := range tids {
		id := strconv.Itoa(tid)
		b, err := os.ReadFile("/proc/" + id + "/task/" + id + "/schedstat")
		if f := strings.Fields(string(b)); err == nil && len(f) == 3 {
			if ns, err := strconv.ParseInt(f[1], 10, 64); err == nil {
				q[tid] = max(q[tid], time.Duration(ns))
			}
		}
	}
	var sum time.Duration
	for _, w := range q {
		sum += w
	}
	return sum
}

// prctl's options for child subreapers (Linux 3.4).
const (
	prSetChildSubreaper = 36
	prGetChildSubreaper = 37
)

// subreaperMissing says why no launcher here can become a child
// subreaper, or "" when one can. Asking whether this process is one tells
// without making it one: an emulator that lacks the one (qemu-user gives
// EINVAL) lacks the other.
func subreaperMissing() string {
	var is int32
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prGetChildSubreaper, uintptr(unsafe.Pointer(&is)), 0); e != 0 {
		return fmt.Sprintf("this system does not let a process be a child subreaper: prctl(PR_GET_CHILD_SUBREAPER): %v", e)
	}
	return ""
}

// clockTicks is USER_HZ, the unit of /proc/PID/stat's times: 100 on Linux.
const clockTicks = 100

var pageKiB = int64(os.Getpagesize() >> 10)

// sample sums the CPU time and resident memory of the processes below the
// launcher, with the CPU time of those already reaped.
func (t *tree) sample() usage {
	if t.blind {
		return usage{cpu: Unknown, peakKiB: Unknown}
	}
	var ticks, pages int64
	if st := readStat(t.launcher); st != nil {
		ticks = st.cutime + st.cstime - t.baseTicks
	}
	procs, threads := descendants(t.launcher)
	for _, pid := range procs {
		if st := readStat(pid); st != nil {
			ticks += st.utime + st.stime + st.cutime + st.cstime
			pages += st.rss
		}
	}
	t.peakKiB = max(t.peakKiB, pages*pageKiB)
	t.threads = threads
	return usage{cpu: time.Duration(ticks) * time.Second / clockTicks, peakKiB: t.peakKiB}
}

// waited reads how long the threads last sampled have waited for a CPU.
func (t *tree) waited() time.Duration {
	if t.blind {
		return Unknown
	}
	return t.waits.update(t.threads)
}

// finish takes the launcher's figures for the whole tree once it has
// reaped it: the CPU time, and the peak of the largest process, which
// sampling may have missed.
func (t *tree) finish() (usage, error) {
	lr := <-t.reported
	return usage{cpu: lr.cpu, peakKiB: max(t.peakKiB, lr.maxRSSKiB)}, nil
}

// kill kills every process below the launcher and returns once none is
// left alive; the launcher then reaps them and exits.
func (t *tree) kill() {
	for {
		live := 0
		procs, _ := descendants(t.launcher)
		for _, pid := range procs {
			if st := readStat(pid); st != nil && st.state != 'Z' {
				syscall.Kill(pid, syscall.SIGKILL)
				live++
			}
		}
		if live == 0 {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// descendants lists the processes below pid, found through the children
// of each of their threads, and those processes' threads.
func descendants(pid int) (procs, threads []int) {
	for queue := []int{pid}; len(queue) > 0; queue = queue[1:] {
		dir := "/proc/" + strconv.Itoa(queue[0]) + "/task/"
		tasks, _ := os.ReadDir(dir)
		for _, task := range tasks {
			if queue[0] != pid {
				if tid, err := strconv.Atoi(task.Name()); err == nil {
					threads = append(threads, tid)
				}
			}
			b, _ := os.ReadFile(dir + task.Name() + "/children")
			for _, f := range strings.Fields(string(b)) {
				if c, err := strconv.Atoi(f); err == nil {
					procs = append(procs, c)
					queue = append(queue, c)
				}
			}
		}
	}
	return procs, threads
}

// stat is what tree needs of /proc/PID/stat.
type stat struct {
	state                        byte
	utime, stime, cutime, cstime int64 // clock ticks
	rss                          int64 // pages
}

// readStat reads /proc/PID/stat; nil if the process is gone.
func readStat(pid int) *stat {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return nil
	}
	// The command name, in parentheses, may hold spaces: fields start after it.
	i := strings.LastIndexByte(string(b), ')')
	f := strings.Fields(string(b[i+1:]))
	if i < 0 || len(f) < 22 {
		return nil
	}
	n := func(field int) int64 { // field numbers as in proc(5)
		v, _ := strconv.ParseInt(f[field-3], 10, 64)
		return v
	}
	return &stat{state: f[0][0], utime: n(14), stime: n(15), cutime: n(16), cstime: n(17), rss: n(24)}
}
