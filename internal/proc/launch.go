package proc

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// Run starts every program through a launcher: the running binary itself,
// executed again with launchArg as its first argument, so that the code
// that must run between fork and exec (setting the stack limit, joining the
// run's cgroups, becoming a child subreaper) is ordinary Go. Go 1.21's
// syscall.SysProcAttr can do none of these (UseCgroupFD came in 1.22), and
// the other way, starting the program traced and doing them at its stop
// after exec, is too late for the stack limit (the kernel lays out the
// address space at exec) and fails where ptrace is forbidden.
//
// With a cgroup the launcher joins it and then execs the program, so the
// program is the judge's child and nothing of the launcher is left: what
// it charged before joining stays with the judge's cgroup, and exec frees
// it. Without one it marks itself a child subreaper, forks the program and
// reaps everything below it, so every process the program starts stays
// below the launcher, where the judge can find, measure and kill it, even
// after a setsid or a double fork.
//
// The cost: a run of /bin/true takes 4.6-7.6 ms with a cgroup and 8-18 ms
// in the fallback, against 1.1-1.7 ms for the traced start this replaced
// (BenchmarkRun, three alternating runs in one session on a busy 2-CPU
// machine). Making the memory cgroup takes about 2 ms of it, the
// launcher's start of the Go runtime most of the rest.
const launchArg = "-gametheory-proc-launch"

// The launcher's modes.
const (
	launchExec = "exec" // join the cgroups listed, then exec the program
	launchFork = "fork" // subreaper: fork the program, reap the tree
)

func init() {
	if len(os.Args) > 5 && os.Args[1] == launchArg {
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
	report := os.NewFile(3, "report")
	syscall.CloseOnExec(3)
	fail := func(err error) int {
		fmt.Fprintf(report, "error %v\n", err)
		return 127
	}
	mode, stack, join, path, argv := args[0], args[1], args[2], args[3], args[4:]
	n, err := strconv.ParseUint(stack, 10, 64)
	if err != nil {
		return fail(err)
	}
	if n > 0 {
		if err := syscall.Setrlimit(syscall.RLIMIT_STACK, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
			return fail(fmt.Errorf("cannot set the stack limit to %d MiB: %v", n>>20, err))
		}
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

	const prSetChildSubreaper = 36
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
			syscall.Dup2(int(null.Fd()), fd)
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
