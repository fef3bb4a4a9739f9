// Package proc runs a program under limits and measures it: the CPU time
// and peak memory of the whole tree of processes it starts, and its wall
// time.
//
// Each run is contained in a cgroup of its own where one can be made
// (cgroup v2 with a delegated subtree, or cgroup v1's memory, cpuacct and
// pids controllers when running as root): the kernel then enforces the
// memory limit without swap, counts the peak memory and CPU time of every
// process in the group, and every process in it is killed at the end.
// Elsewhere, or with JUDGE_NO_CGROUP=1, the program runs below a launcher
// that is a child subreaper, so nothing it starts can leave the tree, and
// the tree's summed resident memory and CPU time are polled from /proc
// every few milliseconds (Containment says which).
//
// This is resource control, not a security sandbox: the program sees the
// same files and network as the caller.
package proc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Limits bound one run of a program.
type Limits struct {
	// Time bounds the CPU time, user and system, of the whole tree; 0 for
	// none. A wall-clock backstop of 2×Time + 1 s ends programs that
	// sleep or wait; time the program spent waiting for a CPU, as on a
	// busy machine, does not count towards it.
	Time      time.Duration
	MemoryKiB int64 // peak memory of the whole tree; 0 for none
	Output    int64 // bytes of standard output
	StackKiB  int64 // the stack size limit; 0: MemoryKiB (when that is 0 too, the inherited limit)
	NoCgroup  bool  // use the fallback even where a cgroup could be made
}

// A Reason is why Run ended a program.
type Reason string

// The reasons, one per limit.
const (
	Time   Reason = "time"      // CPU time past Limits.Time
	Wall   Reason = "wall time" // wall time not spent waiting for a CPU past 2×Limits.Time + 1 s
	Memory Reason = "memory"    // past Limits.MemoryKiB (in a cgroup: killed by the kernel)
	Output Reason = "output"    // standard output past Limits.Output
)

// A Result is what happened when a program ran once.
type Result struct {
	// Output holds what the program wrote on standard output, at most
	// Limits.Output bytes, in an unlinked temporary file. Read it with
	// Stdout, or from offset 0; Close releases it.
	Output *os.File
	Stderr []byte // the last 4 KiB

	Wall        time.Duration
	Waited      time.Duration // of the wall time, how long the tree's threads together waited for a CPU
	CPU         time.Duration // user and system time of the whole tree
	MaxRSSKiB   int64         // peak memory of the whole tree
	ExitCode    int           // -1 when a signal ended it
	Signal      string        // the signal's name, as "SIGSEGV", when one ended it
	Killed      Reason        // why Run ended the program; "" if it ended by itself
	Containment string        // CgroupV1, CgroupV2 or Fallback
}

// Stdout reads the whole standard output; for programs that write little.
func (r *Result) Stdout() ([]byte, error) {
	st, err := r.Output.Stat()
	if err != nil {
		return nil, err
	}
	b := make([]byte, st.Size())
	_, err = r.Output.ReadAt(b, 0)
	if err == io.EOF {
		err = nil
	}
	return b, err
}

// Close releases the output file.
func (r *Result) Close() error { return r.Output.Close() }

// ErrStopped is Run's error once Stop has been called.
var ErrStopped = errors.New("stopped")

const (
	stderrTail = 4 << 10
	pollEvery  = 5 * time.Millisecond
	// pipeWait bounds the wait for the output pipes to end once every
	// process of the tree is dead; only a process that escaped the tree
	// could keep them open.
	pipeWait = 2 * time.Second
	stopped  = Reason("stopped")
)

// usage is a run's measures so far.
type usage struct {
	cpu     time.Duration
	peakKiB int64
	oom     bool          // the kernel killed a process for memory
	wait    time.Duration // time the tree's threads spent waiting for a CPU
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

// A box contains one run: a cgroup, or the tree below a launcher.
type box interface {
	sample() usage
	kill() // kill every process, and return once none is alive
}

// A run is one call of Run, as Stop sees it.
type run struct {
	mu     sync.Mutex
	box    box // nil until the launcher has started
	killed Reason
}

// kill ends the run's processes; the first reason given is the one kept.
func (r *run) kill(why Reason) {
	r.mu.Lock()
	if r.killed == "" {
		r.killed = why
	}
	b := r.box
	r.mu.Unlock()
	if b != nil {
		b.kill()
	}
}

// running is every run in progress, for Stop.
var running struct {
	sync.Mutex
	stopped bool
	runs    map[*run]bool
	wg      sync.WaitGroup
}

// Stop kills the processes of every run in progress and waits for those
// runs to clean up (their cgroups removed); every later Run fails with
// ErrStopped. It is for a caller that must quit, as on SIGINT.
func Stop() {
	running.Lock()
	running.stopped = true
	for r := range running.runs {
		go r.kill(stopped)
	}
	running.Unlock()
	running.wg.Wait()
}

// Run runs argv with stdin read from the file at inPath (or empty when
// inPath is ""), under lim. It returns once every process the program
// started is dead and its cgroup is gone; the caller closes the Result.
func Run(argv []string, inPath string, lim Limits) (*Result, error) {
	if len(argv) == 0 {
		return nil, errors.New("no program to run")
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, err
	}
	if inPath == "" {
		inPath = os.DevNull
	}
	stdin, err := os.Open(inPath)
	if err != nil {
		return nil, err
	}
	defer stdin.Close()
	out, err := os.CreateTemp("", "judge-stdout-*")
	if err != nil {
		return nil, err
	}
	os.Remove(out.Name())
	res, err := start(path, argv, stdin, out, lim)
	if err != nil {
		out.Close()
		return nil, err
	}
	return res, nil
}

// pipes are a run's stdout, stderr and the launcher's report.
type pipes struct{ outR, outW, errR, errW, repR, repW *os.File }

func newPipes() (*pipes, error) {
	var p pipes
	var err error
	if p.outR, p.outW, err = os.Pipe(); err != nil {
		return nil, err
	}
	if p.errR, p.errW, err = os.Pipe(); err == nil {
		if p.repR, p.repW, err = os.Pipe(); err == nil {
			return &p, nil
		}
	}
	p.closeAll()
	return nil, err
}

func (p *pipes) closeWrite() {
	for _, f := range []*os.File{p.outW, p.errW, p.repW} {
		if f != nil {
			f.Close()
		}
	}
}

func (p *pipes) closeAll() {
	p.closeWrite()
	for _, f := range []*os.File{p.outR, p.errR, p.repR} {
		if f != nil {
			f.Close()
		}
	}
}

func start(path string, argv []string, stdin, out *os.File, lim Limits) (_ *Result, err error) {
	// Registered first, so that Stop waits for everything below, the
	// cgroup's removal included.
	r := &run{}
	running.Lock()
	if running.stopped {
		running.Unlock()
		return nil, ErrStopped
	}
	if running.runs == nil {
		running.runs = map[*run]bool{}
	}
	running.runs[r] = true
	running.wg.Add(1)
	running.Unlock()
	defer func() {
		running.Lock()
		delete(running.runs, r)
		running.Unlock()
		running.wg.Done()
	}()

	kind, _ := Containment()
	if lim.NoCgroup {
		kind = Fallback
	}
	mode, join := launchFork, ""
	var cg *cgroup
	if kind != Fallback {
		if cg, err = newCgroup(lim.MemoryKiB); err != nil {
			return nil, err
		}
		defer func() {
			if rerr := cg.remove(); err == nil {
				err = rerr
			}
		}()
		mode, join = launchExec, strings.Join(cg.procsFiles(), ",")
	}
	p, err := newPipes()
	if err != nil {
		return nil, err
	}
	defer p.closeAll()

	stack := lim.StackKiB
	if stack == 0 {
		stack = lim.MemoryKiB
	}
	args := append([]string{"judge-launcher", launchArg, mode, strconv.FormatInt(stack<<10, 10), join, path}, argv...)
	attr := &syscall.ProcAttr{
		Env:   os.Environ(),
		Files: []uintptr{stdin.Fd(), p.outW.Fd(), p.errW.Fd(), p.repW.Fd()},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	}
	begin := time.Now()
	pid, err := syscall.ForkExec("/proc/self/exe", args, attr)
	p.closeWrite()
	if err != nil {
		return nil, fmt.Errorf("cannot start the launcher: %v", err)
	}
	rep := bufio.NewReader(p.repR)
	ended := make(chan syscall.WaitStatus, 1) // the program's end
	reported := make(chan launchReport, 1)    // fallback: the launcher's last word
	var b box
	if cg != nil {
		// The report pipe ends at exec, or says why there was none.
		if line, _ := io.ReadAll(rep); len(line) > 0 {
			syscall.Wait4(pid, nil, 0, nil)
			return nil, launchError(string(line))
		}
		b = cg
		go func() { ended <- wait(pid) }()
	} else {
		if line, _ := rep.ReadString('\n'); line != "started\n" {
			syscall.Wait4(pid, nil, 0, nil)
			return nil, launchError(line)
		}
		t := &tree{launcher: pid, waits: queueWait{}}
		b = t
		go func() { reported <- readReport(rep, pid, ended) }()
	}
	r.mu.Lock()
	r.box = b
	early := r.killed
	r.mu.Unlock()
	if early != "" {
		b.kill()
	}

	res := &Result{Output: out, Containment: kind}
	var readers sync.WaitGroup
	readers.Add(2)
	go func() {
		defer readers.Done()
		if n, _ := io.Copy(out, io.LimitReader(p.outR, lim.Output+1)); n > lim.Output {
			r.kill(Output)
			out.Truncate(lim.Output)
		}
	}()
	go func() {
		defer readers.Done()
		res.Stderr = readTail(p.errR, stderrTail)
	}()

	var u usage
	ws := monitor(r, b, lim, begin, ended, &u)
	res.Wall = time.Since(begin)
	b.kill() // whatever the program left behind
	if cg != nil {
		u = cg.sample()
	} else {
		lr := <-reported
		u.cpu = lr.cpu
		u.peakKiB = max(b.sample().peakKiB, lr.maxRSSKiB)
	}
	if err := waitReaders(&readers, p); err != nil {
		return nil, err
	}
	out.Seek(0, io.SeekStart)

	r.mu.Lock()
	if u.oom && r.killed == "" {
		r.killed = Memory
	}
	res.Killed = r.killed
	r.mu.Unlock()
	if res.Killed == stopped {
		return nil, ErrStopped
	}
	res.CPU = u.cpu
	res.Waited = u.wait
	res.MaxRSSKiB = u.peakKiB
	res.ExitCode = ws.ExitStatus()
	if ws.Signaled() {
		res.Signal = SignalName(ws.Signal())
	}
	return res, nil
}

// monitor polls the run until the program ends, killing it at a limit,
// and returns how it ended; u holds the last measures.
func monitor(r *run, b box, lim Limits, begin time.Time, ended <-chan syscall.WaitStatus, u *usage) syscall.WaitStatus {
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		select {
		case ws := <-ended:
			return ws
		case <-tick.C:
			*u = b.sample()
			switch {
			case lim.Time > 0 && u.cpu > lim.Time:
				r.kill(Time)
			case lim.Time > 0 && time.Since(begin)-u.wait > 2*lim.Time+time.Second:
				r.kill(Wall)
			case u.oom, lim.MemoryKiB > 0 && u.peakKiB > lim.MemoryKiB:
				r.kill(Memory)
			}
		}
	}
}

// waitReaders waits for the output pipes to end, which they do once every
// process holding them is dead.
func waitReaders(readers *sync.WaitGroup, p *pipes) error {
	done := make(chan struct{})
	go func() { readers.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-time.After(pipeWait):
		p.outR.Close()
		p.errR.Close()
		<-done
		return errors.New("a process outside the program's tree holds its output open")
	}
}

// launchReport is the launcher's final report in fallback mode.
type launchReport struct {
	cpu       time.Duration
	maxRSSKiB int64
}

// readReport reads the fallback launcher's report until it ends, sending
// the program's wait status on ended, then reaps the launcher. Should the
// launcher die without saying how the program ended, its own status is sent.
func readReport(rep *bufio.Reader, launcher int, ended chan<- syscall.WaitStatus) launchReport {
	var lr launchReport
	sent := false
	for {
		line, err := rep.ReadString('\n')
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[0] == "exit":
			n, _ := strconv.ParseUint(f[1], 10, 32)
			ended <- syscall.WaitStatus(n)
			sent = true
		case len(f) == 4 && f[0] == "rusage":
			var v [3]int64
			for i := range v {
				v[i], _ = strconv.ParseInt(f[i+1], 10, 64)
			}
			lr = launchReport{cpu: time.Duration(v[0]+v[1]) * time.Microsecond, maxRSSKiB: v[2]}
		}
		if err != nil {
			break
		}
	}
	ws := wait(launcher)
	if !sent {
		ended <- ws
	}
	return lr
}

// wait reaps process pid and returns how it ended.
func wait(pid int) syscall.WaitStatus {
	var ws syscall.WaitStatus
	for {
		if _, err := syscall.Wait4(pid, &ws, 0, nil); err != syscall.EINTR {
			return ws
		}
	}
}

// launchError turns the launcher's "error MESSAGE" line into an error.
func launchError(line string) error {
	msg, ok := strings.CutPrefix(strings.TrimSpace(line), "error ")
	if !ok {
		msg = "the launcher failed"
	}
	return errors.New(msg)
}

// readTail reads r to the end and returns its last n bytes.
func readTail(r io.Reader, n int) []byte {
	buf := make([]byte, 0, 2*n)
	chunk := make([]byte, 32<<10)
	for {
		k, err := r.Read(chunk)
		buf = append(buf, chunk[:k]...)
		if len(buf) > n {
			buf = append(buf[:0], buf[len(buf)-n:]...)
		}
		if err != nil {
			return buf
		}
	}
}

var signalNames = map[syscall.Signal]string{
	syscall.SIGABRT: "SIGABRT", syscall.SIGBUS: "SIGBUS", syscall.SIGFPE: "SIGFPE",
	syscall.SIGHUP: "SIGHUP", syscall.SIGILL: "SIGILL", syscall.SIGINT: "SIGINT",
	syscall.SIGKILL: "SIGKILL", syscall.SIGPIPE: "SIGPIPE", syscall.SIGQUIT: "SIGQUIT",
	syscall.SIGSEGV: "SIGSEGV", syscall.SIGSYS: "SIGSYS", syscall.SIGTERM: "SIGTERM",
	syscall.SIGTRAP: "SIGTRAP", syscall.SIGXCPU: "SIGXCPU", syscall.SIGXFSZ: "SIGXFSZ",
}

// SignalName names signal s, as "SIGSEGV", or "signal N" for one without a name here.
func SignalName(s syscall.Signal) string {
	if n, ok := signalNames[s]; ok {
		return n
	}
	return "signal " + strconv.Itoa(int(s))
}
