// Package proc runs a program under limits and measures it: wall and CPU
// time, and the program's own peak resident memory.
package proc

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Limits bound one run of a program.
type Limits struct {
	Time      time.Duration // wall time
	MemoryKiB int64         // peak resident memory; 0 for none
	Output    int64         // bytes of standard output
}

// A Reason is why Run ended a program.
type Reason string

// The reasons, one per limit.
const (
	Time   Reason = "time"
	Memory Reason = "memory"
	Output Reason = "output"
)

// A Result is what happened when a program ran once.
type Result struct {
	Stdout    []byte
	Stderr    []byte // the last 4 KiB
	Wall      time.Duration
	CPU       time.Duration // user and system time
	MaxRSSKiB int64         // the program's own peak resident memory
	ExitCode  int           // -1 when a signal ended it
	Signal    string        // the signal's name, as "SIGSEGV", when one ended it
	Killed    Reason        // why Run ended the program; "" if it ended by itself
}

const (
	stderrTail = 4 << 10
	pollEvery  = 5 * time.Millisecond
	drainGrace = 200 * time.Millisecond
)

// Run runs argv with stdin read from the file at inPath (or empty when
// inPath is ""), in a process group of its own. Whatever happens, it
// returns by about lim.Time plus a short grace, and no process of the group is
// left alive: the whole group is killed when the program ends or is ended.
//
// Peak memory is the program's own: the kernel's rusage figure for a child
// also counts the memory of the process that started it (Go's fork shares
// the caller's address space until exec, and exec keeps its high-water
// mark), so the program is traced just to stop it at exit and read its
// VmHWM. Where tracing is forbidden (a seccomp policy), the program runs
// untraced and its peak is the largest VmHWM polled while it ran, or
// rusage's figure when that passes the caller's own peak.
func Run(argv []string, inPath string, lim Limits) (*Result, error) {
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
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer outR.Close()
	errR, errW, err := os.Pipe()
	if err != nil {
		outW.Close()
		return nil, err
	}
	defer errR.Close()

	// ptrace requests must come from the thread that started the tracee.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	attr := &syscall.ProcAttr{
		Env:   os.Environ(),
		Files: []uintptr{stdin.Fd(), outW.Fd(), errW.Fd()},
		Sys:   &syscall.SysProcAttr{Setpgid: true, Ptrace: true},
	}
	start := time.Now()
	pid, err := syscall.ForkExec(path, argv, attr)
	if err == syscall.EPERM { // tracing is forbidden here (seccomp): run untraced
		attr.Sys.Ptrace = false
		start = time.Now()
		pid, err = syscall.ForkExec(path, argv, attr)
	}
	outW.Close()
	errW.Close()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", argv[0], err)
	}
	pgid := pid

	r := &Result{}
	var mu sync.Mutex
	finished := false
	kill := func(why Reason) { // the first reason to end the run is the one reported
		mu.Lock()
		defer mu.Unlock()
		if !finished && r.Killed == "" {
			r.Killed = why
			syscall.Kill(-pgid, syscall.SIGKILL)
		}
	}
	timer := time.AfterFunc(lim.Time, func() { kill(Time) })
	defer timer.Stop()

	var readers sync.WaitGroup
	readers.Add(2)
	go func() {
		defer readers.Done()
		r.Stdout = readCapped(outR, lim.Output, func() { kill(Output) })
	}()
	go func() {
		defer readers.Done()
		r.Stderr = readTail(errR, stderrTail)
	}()
	done := make(chan struct{})
	var polled int64 // the largest VmHWM seen while polling, KiB
	polling := make(chan struct{})
	go func() {
		defer close(polling)
		polled = pollMemory(pid, lim.MemoryKiB, done, func() { kill(Memory) })
	}()

	st, hwm, err := traceToExit(pid)
	r.Wall = time.Since(start)
	close(done)
	<-polling
	if err != nil {
		syscall.Kill(-pgid, syscall.SIGKILL)
		return nil, err
	}
	// The program is gone; end anything it left behind, then give the pipes
	// a moment to drain. A descendant that escaped the group cannot hold the
	// judge: the read ends are closed after the grace period.
	syscall.Kill(-pgid, syscall.SIGKILL)
	drained := make(chan struct{})
	go func() { readers.Wait(); close(drained) }()
	select {
	case <-drained:
	case <-time.After(drainGrace):
		outR.Close()
		errR.Close()
		<-drained
	}
	mu.Lock()
	finished = true
	mu.Unlock()

	r.CPU = time.Duration(st.ru.Utime.Nano() + st.ru.Stime.Nano())
	r.MaxRSSKiB = max(hwm, polled)
	// rusage's figure is the program's (or its children's) own only when
	// it passes the judge's own peak, which it may include.
	if st.ru.Maxrss > selfHWM() {
		r.MaxRSSKiB = max(r.MaxRSSKiB, st.ru.Maxrss)
	}
	r.ExitCode = st.ws.ExitStatus()
	if st.ws.Signaled() {
		r.Signal = signalName(st.ws.Signal())
	}
	return r, nil
}

type exitState struct {
	ws syscall.WaitStatus
	ru syscall.Rusage
}

// traceToExit lets process pid run to its end, passing on the signals it
// gets if it is traced, and returns how it ended and its VmHWM (KiB) at
// exit: 0 if that could not be seen (killed first, or not traced, when
// Run falls back on the polled figure and rusage).
func traceToExit(pid int) (exitState, int64, error) {
	var st exitState
	var hwm int64
	first := true
	for {
		if _, err := syscall.Wait4(pid, &st.ws, 0, &st.ru); err != nil {
			if err == syscall.EINTR {
				continue
			}
			return st, 0, err
		}
		switch {
		case st.ws.Exited() || st.ws.Signaled():
			return st, hwm, nil
		case !st.ws.Stopped():
			continue
		case first: // the stop after exec
			first = false
			const exitKill = 0x100000 // PTRACE_O_EXITKILL: the program dies with the judge
			if err := syscall.PtraceSetOptions(pid, syscall.PTRACE_O_TRACEEXIT|exitKill); err != nil {
				syscall.Kill(pid, syscall.SIGKILL)
				return st, 0, fmt.Errorf("cannot trace the program for its memory: %v", err)
			}
			syscall.PtraceCont(pid, 0)
		case st.ws.TrapCause() == syscall.PTRACE_EVENT_EXIT:
			hwm = procStatusKiB(pid, "VmHWM:")
			syscall.PtraceCont(pid, 0)
		default: // a signal for the program: deliver it
			sig := st.ws.StopSignal()
			if sig == syscall.SIGTRAP {
				sig = 0
			}
			syscall.PtraceCont(pid, int(sig))
		}
	}
}

// procStatusKiB reads a "Key:   123 kB" line of /proc/<pid>/status; 0 if absent.
func procStatusKiB(pid int, key string) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	i := bytes.Index(b, []byte(key))
	if i < 0 {
		return 0
	}
	var v int64
	fmt.Sscan(string(b[i+len(key):]), &v)
	return v
}

// selfHWM is the judge's own peak resident memory, KiB.
func selfHWM() int64 { return procStatusKiB(os.Getpid(), "VmHWM:") }

// readCapped reads r to the end, keeping at most limit bytes; past that it
// calls over once and discards the rest, so memory stays bounded.
func readCapped(r io.Reader, limit int64, over func()) []byte {
	var b bytes.Buffer
	n, _ := io.Copy(&b, io.LimitReader(r, limit+1))
	if n > limit {
		over()
		b.Truncate(int(limit))
		io.Copy(io.Discard, r)
	}
	return b.Bytes()
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

// pollMemory watches process pid until done is closed: it calls over once
// the resident memory passes limitKiB (0: no limit), and returns the
// largest VmHWM it saw, for runs killed before their exit could be seen.
func pollMemory(pid int, limitKiB int64, done <-chan struct{}, over func()) int64 {
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	var peak int64
	for {
		select {
		case <-done:
			return peak
		case <-t.C:
		}
		peak = max(peak, procStatusKiB(pid, "VmHWM:"))
		if limitKiB > 0 && procStatusKiB(pid, "VmRSS:") > limitKiB {
			over()
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

func signalName(s syscall.Signal) string {
	if n, ok := signalNames[s]; ok {
		return n
	}
	return "signal " + strconv.Itoa(int(s))
}
