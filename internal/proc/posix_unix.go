//go:build unix

package proc

import (
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// A group is one run in the posix containment: the program in a process
// group of its own, which the judge kills at the end. Nothing can be
// measured while it runs, so only the wall-time backstop ends it early;
// once it has ended, wait4 gives the CPU time and the peak memory of the
// program and of the children it waited for. A process that leaves the
// group (setsid) is beyond its reach.
type group struct {
	pid    int
	reaped chan struct{} // closed once the program is reaped
	ru     syscall.Rusage
}

// startMu serialises the starts that set the stack limit on the judge
// itself, which its child inherits (a limit is per process), with every
// other start of the judge's, which must not inherit it (StartCommand).
var startMu sync.Mutex

// StartCommand starts the command newCmd makes, as its Start does, but
// never while Run is starting a program: Run sets its stack limit on the
// judge itself for that moment, and a process started then would inherit
// it. (It takes a maker of commands because a command starts only once,
// and on Windows a start wine lost is made and tried again.)
func StartCommand(newCmd func() *exec.Cmd) (*exec.Cmd, error) {
	startMu.Lock()
	defer startMu.Unlock()
	cmd := newCmd()
	return cmd, cmd.Start()
}

// startPosix starts p in a process group of its own.
func startPosix(p *program) (box, <-chan exit, error) {
	pid, err := forkExec(p, &syscall.SysProcAttr{})
	if err != nil {
		return nil, nil, err
	}
	g := &group{pid: pid, reaped: make(chan struct{})}
	ended := make(chan exit, 1)
	go func() {
		var ws syscall.WaitStatus
		for {
			if _, err := syscall.Wait4(pid, &ws, 0, &g.ru); err != syscall.EINTR {
				break
			}
		}
		close(g.reaped)
		ended <- exitOf(ws)
	}()
	return g, ended, nil
}

// forkExec starts p, with its standard files, in a process group of its
// own, with the other attributes sys gives, under p's stack limit: set on
// the judge itself while the program starts, since the child inherits it
// and nothing else can set it before exec. (The Go runtime does not use
// the limit once it runs.)
func forkExec(p *program, sys *syscall.SysProcAttr) (int, error) {
	sys.Setpgid = true
	attr := &syscall.ProcAttr{
		Dir:   p.lim.Dir,
		Env:   p.env(),
		Files: []uintptr{p.stdin.Fd(), p.stdout.Fd(), p.stderr.Fd()},
		Sys:   sys,
	}
	startMu.Lock()
	defer startMu.Unlock()
	restore, err := setStack(p.stackBytes)
	if err != nil {
		return 0, err
	}
	defer restore()
	return syscall.ForkExec(p.path, p.argv, attr)
}

// setStack sets the judge's own soft stack limit to n bytes (0: leave it),
// no higher than the hard limit, and returns what restores it.
func setStack(n uint64) (restore func(), err error) {
	var old syscall.Rlimit
	if n == 0 || syscall.Getrlimit(syscall.RLIMIT_STACK, &old) != nil {
		return func() {}, nil
	}
	lim := old
	setRlim(&lim.Cur, min(n, rlim(old.Max)))
	if err := syscall.Setrlimit(syscall.RLIMIT_STACK, &lim); err != nil {
		return nil, err
	}
	return func() { syscall.Setrlimit(syscall.RLIMIT_STACK, &old) }, nil
}

// rlim and setRlim read and set an rlimit field, which is int64 on some
// systems and uint64 on others.
func rlim[T int64 | uint64](v T) uint64 { return uint64(v) }

func setRlim[T int64 | uint64](f *T, v uint64) { *f = T(v) }

func (g *group) sample() usage { return usage{cpu: Unknown, peakKiB: Unknown} }

func (g *group) waited() time.Duration { return Unknown }

// kill kills the program and its group and returns once none of them is
// left alive.
func (g *group) kill() {
	syscall.Kill(g.pid, syscall.SIGKILL) // in case it left the group
	syscall.Kill(-g.pid, syscall.SIGKILL)
	<-g.reaped
	// The program's children, orphaned, are reaped by init; a second is
	// ample for that.
	for i := 0; i < 1000 && syscall.Kill(-g.pid, syscall.SIGKILL) == nil; i++ {
		time.Sleep(time.Millisecond)
	}
}

func (g *group) finish() (usage, error) {
	<-g.reaped
	cpu := time.Duration(g.ru.Utime.Nano() + g.ru.Stime.Nano())
	return usage{cpu: cpu, peakKiB: int64(g.ru.Maxrss) / maxrssPerKiB}, nil
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

// processExit is how a process that os/exec ran ended.
func processExit(ps *os.ProcessState) exit { return exitOf(ps.Sys().(syscall.WaitStatus)) }

func exitOf(ws syscall.WaitStatus) exit {
	if ws.Signaled() {
		return exit{code: -1, signal: SignalName(ws.Signal()), at: time.Now()}
	}
	return exit{code: ws.ExitStatus(), at: time.Now()}
}

// unixSignals are the signals Windows does not have.
var unixSignals = map[syscall.Signal]string{
	syscall.SIGSYS: "SIGSYS", syscall.SIGXCPU: "SIGXCPU", syscall.SIGXFSZ: "SIGXFSZ",
}
