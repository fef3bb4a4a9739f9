package proc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// A program that needs more between fork and exec than the judge can do
// itself starts through a launcher: the running binary itself, executed
// again with launchArg as its first argument, so that that code is
// ordinary Go. The subreaper containment needs it always (the launcher
// marks itself a child subreaper, forks the program and reaps everything
// below it, so every process the program starts stays below the launcher,
// where the judge can find, measure and kill it, even after a setsid or a
// double fork); a cgroup v2 run needs it only where the kernel cannot
// clone a process into a group (before Linux 5.7): the launcher joins the
// group and execs the program, so the program is the judge's child and
// nothing of the launcher is left. What it charged before joining stays
// with the judge's group, and exec frees it.
//
// Elsewhere a program starts with a plain fork and exec (startIn): the
// stack limit is set on the judge itself while it forks, and the child
// starts inside its cgroup. The launcher costs the start of a Go program,
// about 5 ms of CPU a run.
const launchArg = "-gametheory-proc-launch"

// The launcher's modes.
const (
	launchExec = "exec" // join the cgroups listed, then exec the program
	launchFork = "fork" // subreaper: fork the program, reap the tree
)

// start starts p contained as kind, and isolated if asked.
func start(kind string, p *program) (box, <-chan exit, error) {
	if p.lim.Isolation == Full {
		return startSandboxed(kind, p)
	}
	switch kind {
	case Posix:
		return startPosix(p)
	case Subreaper:
		return startSubreaper(p)
	}
	return startCgroup(kind, p)
}

// startCgroup starts p in a cgroup of its own.
func startCgroup(kind string, p *program) (box, <-chan exit, error) {
	cg, err := newCgroup(kind, p.lim.MemoryKiB)
	if err != nil {
		return nil, nil, err
	}
	pid, err := startIn(cg, p)
	if err != nil {
		cg.remove()
		return nil, nil, err
	}
	ended := make(chan exit, 1)
	go func() { ended <- exitOf(wait(pid)) }()
	return cg, ended, nil
}

// launchOnly makes startIn use the launcher: set once the kernel has
// refused to clone a program into a cgroup v2 group, and by the tests.
var launchOnly atomic.Bool

// startIn starts p in the group g, where the program's first instruction
// is already counted and limited. A plain fork and exec does it: on v1 a
// thread of the judge's that has joined g forks it (forkInto), on v2
// clone3 creates it there (Linux 5.7). Where the kernel cannot clone into
// a group, the launcher, the judge's binary run again, joins g and execs
// the program, at the cost of starting a Go program: about 5 ms of CPU.
func startIn(g *cgroup, p *program) (int, error) {
	if !launchOnly.Load() {
		if !g.v2 {
			return forkInto(g, p)
		}
		pid, err := cloneInto(g, p)
		if err != syscall.ENOSYS && err != syscall.E2BIG && err != syscall.EINVAL {
			return pid, err
		}
		launchOnly.Store(true)
	}
	pid, rep, err := spawnLauncher(launchExec, g.procsFiles(), p)
	if err != nil {
		return 0, err
	}
	// The report pipe ends at exec, or says why there was none.
	line, _ := io.ReadAll(rep)
	rep.Close()
	if len(line) > 0 {
		wait(pid)
		return 0, launchError(string(line))
	}
	return pid, nil
}

// startSubreaper starts p below a launcher that is a child subreaper.
func startSubreaper(p *program) (box, <-chan exit, error) {
	pid, rep, err := spawnLauncher(launchFork, nil, p)
	if err != nil {
		return nil, nil, err
	}
	r := bufio.NewReader(rep)
	if line, _ := r.ReadString('\n'); line != "started\n" {
		rep.Close()
		wait(pid)
		return nil, nil, launchError(line)
	}
	t := &tree{launcher: pid, waits: queueWait{}, reported: make(chan launchReport, 1)}
	ended := make(chan exit, 1)
	go func() {
		lr, sent, _ := readReport(r, func(e exit) { ended <- e })
		rep.Close()
		// Should the launcher die without saying how the program ended,
		// its own status is sent.
		if ws := wait(pid); !sent {
			ended <- exitOf(ws)
		}
		t.reported <- lr
	}()
	return t, ended, nil
}

// spawnLauncher starts the launcher in mode, to join the cgroup.procs
// files given and run p; it returns the launcher's pid and the read end of
// its report pipe.
func spawnLauncher(mode string, join []string, p *program) (int, *os.File, error) {
	repR, repW, err := os.Pipe()
	if err != nil {
		return 0, nil, err
	}
	args := append([]string{"judge-launcher", launchArg, mode, strconv.FormatUint(p.stackBytes, 10), strings.Join(join, ","), p.path}, p.argv...)
	attr := &syscall.ProcAttr{
		Dir:   p.lim.Dir, // the program inherits it from the launcher
		Env:   p.env(),
		Files: []uintptr{p.stdin.Fd(), p.stdout.Fd(), p.stderr.Fd(), repW.Fd()},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	}
	pid, err := syscall.ForkExec("/proc/self/exe", args, attr)
	repW.Close()
	if err != nil {
		repR.Close()
		return 0, nil, fmt.Errorf("cannot start the launcher: %v", err)
	}
	return pid, repR, nil
}

func init() {
	closeOnExec()
	if len(os.Args) < 3 || os.Args[1] != launchArg {
		return
	}
	switch os.Args[2] {
	case sandboxMode:
		os.Exit(serveSandbox(3, os.Args[3:]))
	}
	if len(os.Args) > 5 {
		os.Exit(launch(os.Args[2:]))
	}
}

// launch is the launcher: args are the mode, the stack limit in bytes (0
// to keep the inherited one), the cgroup.procs files to join separated by
// commas, the program's path and its argv. It reports on file descriptor
// 3, one line per event: "error MESSAGE" when the program could not be
// started; in fork mode "started", then "exit STATUS" when the program
// ends and "rusage UTIME_US STIME_US MAXRSS_KIB" for the whole tree once
// the last process below it is gone.
func launch(args []string) int {
	report := os.NewFile(3, "report") // close on exec, as every descriptor past 2 (closeOnExec)
	fail := func(err error) int {
		fmt.Fprintf(report, "error %v\n", err)
		return 127
	}
	mode, stack, join, path, argv := args[0], args[1], args[2], args[3], args[4:]
	n, err := strconv.ParseUint(stack, 10, 64)
	if err != nil {
		return fail(err)
	}
	if _, err := setStack(n); err != nil {
		return fail(fmt.Errorf("cannot set the stack limit: %v", err))
	}
	if join != "" {
		self := []byte(strconv.Itoa(os.Getpid()))
		for _, f := range strings.Split(join, ",") {
			if err := os.WriteFile(f, self, 0); err != nil {
				return fail(fmt.Errorf("cannot join the run's cgroup: %v", err))
			}
		}
	}
	if mode == launchExec {
		return fail(syscall.Exec(path, argv, os.Environ()))
	}

	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); e != 0 {
		return fail(fmt.Errorf("cannot become a child subreaper: %v", e))
	}
	pid, err := syscall.ForkExec(path, argv, &syscall.ProcAttr{
		Env:   os.Environ(),
		Files: []uintptr{0, 1, 2},
		Sys:   &syscall.SysProcAttr{Setpgid: true},
	})
	if err != nil {
		return fail(err)
	}
	fmt.Fprintln(report, "started")
	// Let go of the program's pipes: they end when the program's tree does.
	if null, err := os.Open(os.DevNull); err == nil {
		for fd := 0; fd < 3; fd++ {
			syscall.Dup3(int(null.Fd()), fd, 0)
		}
		null.Close()
	}
	for {
		var ws syscall.WaitStatus
		wpid, err := syscall.Wait4(-1, &ws, 0, nil)
		if err == syscall.EINTR {
			continue
		}
		if err != nil { // ECHILD: nothing is left below the launcher
			break
		}
		if wpid == pid {
			fmt.Fprintf(report, "exit %d\n", uint32(ws))
		}
	}
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru)
	fmt.Fprintf(report, "rusage %d %d %d\n", ru.Utime.Nano()/1000, ru.Stime.Nano()/1000, ru.Maxrss)
	return 0
}

// launchReport is the launcher's final report in fork mode.
type launchReport struct {
	cpu       time.Duration
	maxRSSKiB int64
}

// readReport reads a fork-mode launcher's or a sandbox's report of one run
// until its last line, the rusage of the whole tree, passing how the
// program ended to ended (sent says it was). err is why the report ended
// before its last line.
func readReport(rep *bufio.Reader, ended func(exit)) (lr launchReport, sent bool, err error) {
	for {
		line, err := rep.ReadString('\n')
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[0] == "exit":
			n, _ := strconv.ParseUint(f[1], 10, 32)
			ended(exitOf(syscall.WaitStatus(n)))
			sent = true
		case len(f) == 4 && f[0] == "rusage":
			var v [3]int64
			for i := range v {
				v[i], _ = strconv.ParseInt(f[i+1], 10, 64)
			}
			return launchReport{cpu: time.Duration(v[0]+v[1]) * time.Microsecond, maxRSSKiB: v[2]}, sent, nil
		case len(f) > 1 && f[0] == "error": // the sandbox could not end the run (copyBack)
			return lr, sent, launchError(line)
		}
		if err != nil {
			return lr, sent, err
		}
	}
}

// launchError turns the launcher's or the sandbox's "error MESSAGE" line
// into an error: EAGAIN itself where the message is its.
func launchError(line string) error {
	msg, ok := strings.CutPrefix(strings.TrimSpace(line), "error ")
	switch {
	case !ok:
		msg = "the launcher failed"
	case msg == syscall.EAGAIN.Error(): // to try again (tryAgain)
		return syscall.EAGAIN
	}
	return errors.New(msg)
}

// closeOnExec marks every file descriptor of this process above 2 close
// on exec, before anything else runs: so no program started from here
// inherits one, whether the process inherited it (a folder of its
// parent's, through which a program could fchdir out of its root) or is
// given it to work with (a sandbox's socket to the judge, on which a
// program could write the report of its own end). The programs' standard
// files are 0 to 2; the launcher's report pipe, 3, ends at the
// program's exec. close_range does it at once (Linux 5.11); before, each
// descriptor /proc lists.
func closeOnExec() {
	const sysCloseRange, closeRangeCloexec = 436, 1 << 2
	if _, _, e := syscall.RawSyscall(sysCloseRange, 3, uintptr(^uint32(0)), closeRangeCloexec); e == 0 {
		return
	}
	entries, _ := os.ReadDir("/proc/self/fd")
	for _, e := range entries {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}
