package proc

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Isolation on Linux. A program runs isolated inside a sandbox: a
// process of the judge's binary run again (launchArg, sandboxMode), the
// first process of a PID namespace of its own, in mount, network and UTS
// namespaces of its own (and, where the judge is not root, a user
// namespace in which it is root). It runs the programs the judge sends
// it, one at a time, and reaps every process they leave: as the PID
// namespace's first process it is their reaper, and when it dies the
// kernel kills them all. A sandbox starts once (the start of a Go
// program) and serves many runs, so that a run costs what its own mounts
// and fork cost, not a process start of its own.
//
// Programs run chrooted in a root the sandbox makes once: a tmpfs with
// the system's directories (/usr, /etc, /bin, /lib...) bound read-only,
// /dev with null, zero, full, random and urandom, and the sandbox's /proc
// (which shows the namespace's processes only, and other users' not at
// all). For each run it mounts there what is the run's own, and takes it
// away after: a fresh /tmp, /box, its working directory (a fresh tmpfs, or
// the caller's Limits.Dir), and the paths the program names (visible),
// read-only at their places; every mount but the devices' nosuid and
// nodev. The program starts in an IPC namespace of its own, as a user of
// no account: as root, a user of the machine's that is its sandbox's
// alone (takeBoxUser); else nobody (uid 65534) of a user namespace of its
// own, mapped to the judge's user, with no capability.
//
// Runs in a cgroup start in their group as programs otherwise do (clone3
// into a v2 group; in v1 the sandbox's starting thread joins the run's
// groups for the fork); in the subreaper containment the sandbox is the
// reaper whose tree is watched, and in posix the tree is measured from
// what the sandbox reaps, at the end.

// sandboxMode is the launcher's mode that serves as a sandbox.
const sandboxMode = "sandbox"

// nobody is the user a program runs as, isolated, in a user namespace
// of its own.
const nobody = 65534

// A sandbox is the judge's end of one sandbox.
type sandbox struct {
	pid  int
	conn int           // a SOCK_SEQPACKET socket: requests out, one line per report in
	rep  *bufio.Reader // the reports
	user boxUser       // the user its programs run as
	// fileSize is the file size limit of its programs (Limits.FileKiB),
	// in bytes, or 0: the sandbox sets it on itself for good, since a
	// hard limit lowered cannot be raised again without CAP_SYS_RESOURCE,
	// and serves runs of that limit only.
	fileSize uint64
}

// sandboxes are the sandboxes waiting for a run.
var sandboxes struct {
	sync.Mutex
	idle []*sandbox
}

// A sandboxRun is a run a sandbox is asked for, as JSON, with the
// program's standard input, output and error beside it (SCM_RIGHTS).
type sandboxRun struct {
	Path    string
	Argv    []string
	User    int // the user and group to run it as, where the sandbox maps it
	Env     []string
	Stack   uint64   // the stack limit to set; 0 to keep the inherited one
	Box     string   // the directory bound at /box, the working directory; "" for a fresh one
	TmpKiB  int64    // the size of /tmp and a fresh /box; 0 for tmpfs's default
	Files   int64    // the files and folders the program may make in each of /tmp and /box
	Visible []string // more paths to bind read-only at their places
	Procs   bool     // no cgroup bounds the program's processes: RLIMIT_NPROC must
	Cgroup2 string   // a cgroup v2 group to start the program in
	// Cgroup1 are the run's cgroup v1 groups (controller -> directory)
	// to start the program in, and Back the sandbox's own to go back to.
	Cgroup1, Back map[string]string
	// FileSize is the file size limit to set, in bytes; 0 for none.
	FileSize uint64
	ReadOnly bool // /box read-only to the program
}

// getSandbox returns a sandbox ready for a run whose programs' file
// size limit is fileSize bytes (0: none): an idle one of that limit, or a
// new one.
func getSandbox(fileSize uint64) (*sandbox, error) {
	sandboxes.Lock()
	for i := len(sandboxes.idle) - 1; i >= 0; i-- {
		if sb := sandboxes.idle[i]; sb.fileSize == fileSize {
			sandboxes.idle = append(sandboxes.idle[:i], sandboxes.idle[i+1:]...)
			sandboxes.Unlock()
			return sb, nil
		}
	}
	sandboxes.Unlock()
	sb, err := startSandbox()
	if err == nil {
		sb.fileSize = fileSize
	}
	return sb, err
}

// put makes sb wait for the next run.
func (sb *sandbox) put() {
	sandboxes.Lock()
	defer sandboxes.Unlock()
	sandboxes.idle = append(sandboxes.idle, sb)
}

// endSandboxes ends every sandbox waiting for a run: their users are let
// go, and their lock files removed (boxUser.release).
func endSandboxes() {
	sandboxes.Lock()
	idle := sandboxes.idle
	sandboxes.idle = nil
	sandboxes.Unlock()
	for _, sb := range idle {
		sb.discard()
	}
}

// discard ends sb, and with it every process in its namespace.
func (sb *sandbox) discard() {
	syscall.Close(sb.conn)
	syscall.Kill(sb.pid, syscall.SIGKILL)
	wait(sb.pid)
	sb.user.release()
}

// startSandbox starts a sandbox and waits until it is ready.
func startSandbox() (*sandbox, error) {
	user, err := takeBoxUser()
	if err != nil {
		return nil, fmt.Errorf("cannot start a sandbox: %v", err)
	}
	fds, err := syscall.Socketpair(syscall.AF_UNIX, syscall.SOCK_SEQPACKET|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		user.release()
		return nil, err
	}
	null, err := os.Open(os.DevNull)
	if err != nil {
		user.release()
		syscall.Close(fds[0])
		syscall.Close(fds[1])
		return nil, err
	}
	defer null.Close()
	sys := &syscall.SysProcAttr{
		Cloneflags: syscall.CLONE_NEWPID | syscall.CLONE_NEWNS | syscall.CLONE_NEWNET | syscall.CLONE_NEWUTS,
		Setpgid:    true,
		// Should the judge die, so does the sandbox, and with it every
		// process of its runs.
		Pdeathsig: syscall.SIGKILL,
	}
	if os.Geteuid() != 0 {
		sys.Cloneflags |= syscall.CLONE_NEWUSER
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Geteuid(), Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getegid(), Size: 1}}
	}
	attr := &syscall.ProcAttr{
		Env:   bareEnv(os.Environ()),
		Files: []uintptr{null.Fd(), null.Fd(), null.Fd(), uintptr(fds[1])},
		Sys:   sys,
	}
	// The sandbox is told the judge's namespaces, to check that its own
	// are others before it mounts anything.
	mnt, _ := os.Readlink("/proc/self/ns/mnt")
	net, _ := os.Readlink("/proc/self/ns/net")
	var pid int
	err = tryAgain(func() (err error) {
		pid, err = spawn("/proc/self/exe", []string{"judge-sandbox", launchArg, sandboxMode, mnt, net}, attr)
		return err
	})
	syscall.Close(fds[1])
	if err != nil {
		user.release()
		syscall.Close(fds[0])
		return nil, fmt.Errorf("cannot start a sandbox: %v", err)
	}
	sb := &sandbox{pid: pid, conn: fds[0], user: user}
	sb.rep = bufio.NewReader(fdReader(sb.conn))
	if line, _ := sb.rep.ReadString('\n'); line != "ready\n" {
		sb.discard()
		return nil, fmt.Errorf("cannot start a sandbox: %v", launchError(line))
	}
	return sb, nil
}

// spawner is the thread that starts sandboxes: locked to its goroutine,
// which never ends, since a sandbox dies with the thread that started it
// (Pdeathsig), not with the judge.
var spawner struct {
	once sync.Once
	do   chan func()
}

// spawn starts argv as syscall.ForkExec does, from the spawner thread,
// under startMu: the sandbox inherits the judge's own stack limit, not
// one set for a program starting at the same moment.
func spawn(path string, argv []string, attr *syscall.ProcAttr) (pid int, err error) {
	spawner.once.Do(func() {
		spawner.do = make(chan func())
		go func() {
			runtime.LockOSThread()
			for f := range spawner.do {
				f()
			}
		}()
	})
	done := make(chan struct{})
	spawner.do <- func() {
		defer close(done)
		startMu.Lock()
		defer startMu.Unlock()
		pid, err = syscall.ForkExec(path, argv, attr)
	}
	<-done
	return pid, err
}

// send asks sb for run, with the files given as the program's standard
// input, output and error, and returns once the program has started or
// could not: the CPU time the sandbox's thread spent starting it inside
// the run's cgroup v1 groups, and when it started.
func (sb *sandbox) send(run *sandboxRun, files []*os.File) (time.Duration, time.Time, error) {
	b, err := json.Marshal(run)
	if err != nil {
		return 0, time.Time{}, err
	}
	if startFault != nil {
		if err := startFault(); err != nil {
			return 0, time.Time{}, err
		}
	}
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	if err := syscall.Sendmsg(sb.conn, b, syscall.UnixRights(fds...), nil, 0); err != nil {
		return 0, time.Time{}, sandboxLost{err}
	}
	line, err := sb.rep.ReadString('\n')
	if f := strings.Fields(line); len(f) == 3 && f[0] == "started" {
		cpu, _ := strconv.ParseInt(f[1], 10, 64)
		ago, _ := strconv.ParseInt(f[2], 10, 64)
		return time.Duration(cpu), time.Now().Add(-time.Duration(ago)), nil
	}
	if err != nil {
		return 0, time.Time{}, sandboxLost{err}
	}
	return 0, time.Time{}, launchError(line)
}

// startFault, where the tests set it, is called before each request for
// a run, and an error it returns is the sandbox's answer: a failure to
// start the program as the system would give it (EAGAIN), which a test
// cannot make happen when it must.
var startFault func() error

// fdReader reads a file descriptor, blocking.
type fdReader int

func (fd fdReader) Read(b []byte) (int, error) {
	for {
		n, err := syscall.Read(int(fd), b)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return 0, err
		case n == 0:
			return 0, errors.New("end of the sandbox's reports")
		}
		return n, nil
	}
}

// A sandboxed box is a run in a sandbox: the containment's box, and the
// sandbox's part in the run.
type sandboxed struct {
	box
	sb    *sandbox
	end   <-chan error // the sandbox has reaped every process of the run, or died
	began time.Time    // when the program started
	// exited: the sandbox has said how the program ended, having killed
	// every process it left.
	exited atomic.Bool
}

// kill kills every process of the run, as the containment does, unless
// the sandbox has done so at the program's end.
func (s *sandboxed) kill() {
	if !s.exited.Load() {
		s.box.kill()
	}
}

// started is when the program started: its wall time counts from then,
// not from the start of a sandbox or the making of the run's root.
func (s *sandboxed) started() time.Time { return s.began }

// finish waits until the sandbox has reaped every process of the run,
// then measures the run as its containment does, and lets the sandbox
// serve another run (or ends it if it failed).
func (s *sandboxed) finish() (usage, error) {
	err := <-s.end
	if err != nil {
		s.sb.discard()
	} else {
		s.sb.put()
	}
	u, ferr := s.box.finish()
	if err == nil {
		err = ferr
	}
	return u, err
}

// startSandboxed starts p isolated, contained as kind. A start the
// system refused for want of a process (EAGAIN: the box's user having as
// many as it may, a run before still ending) is tried again after a while
// (tryAgain); where it cannot be had,
// the run fails, saying why: it never runs unisolated.
func startSandboxed(kind string, p *program) (box, <-chan exit, error) {
	sb, err := getSandbox(uint64(max(p.lim.FileKiB, 0)) << 10)
	if err != nil {
		return nil, nil, err
	}
	var b box
	var ended <-chan exit
	err = tryAgain(func() error {
		b, ended, err = sb.start(kind, p)
		return err
	})
	var lost sandboxLost
	switch {
	case errors.As(err, &lost):
		sb.discard()
	case err != nil: // the program could not start; the sandbox is well
		sb.put()
		if errors.Is(err, syscall.EAGAIN) {
			err = fmt.Errorf("cannot start the program isolated: the system refused it a process %d times in %v (%v): the user it runs as has as many processes as it may", againTries, againWaits(), err)
		}
	}
	return b, ended, err
}

// againTries is how many times a start the system refuses for want of a
// process (EAGAIN) is tried, the first after 10 ms, each next after twice
// the wait before.
const againTries = 5

// tryAgain runs start until it returns anything but EAGAIN, againTries
// times at most, and returns its last error.
func tryAgain(start func() error) error {
	wait := 10 * time.Millisecond
	for i := 1; ; i++ {
		err := start()
		if !errors.Is(err, syscall.EAGAIN) || i == againTries {
			return err
		}
		time.Sleep(wait)
		wait *= 2
	}
}

// againWaits is how long tryAgain waits in all.
func againWaits() time.Duration { return 10 * time.Millisecond * (1<<(againTries-1) - 1) }

// A sandboxLost is the error of a sandbox that can no longer be reached.
type sandboxLost struct{ err error }

func (e sandboxLost) Error() string { return "the sandbox ended: " + e.err.Error() }

// start starts p in sb, contained as kind.
func (sb *sandbox) start(kind string, p *program) (box, <-chan exit, error) {
	run := &sandboxRun{Path: p.path, User: sb.user.id, Env: setEnv(bareEnv(os.Environ()), p.lim.Env), Stack: p.stackBytes, Box: p.lim.Dir, TmpKiB: p.lim.MemoryKiB, Files: boxFiles}
	run.Visible, run.Argv = visible(p.path, p.argv)
	if len(p.lim.Visible) > 0 {
		run.Visible = outermost(append(run.Visible, p.lim.Visible...))
	}
	run.FileSize, run.ReadOnly = sb.fileSize, p.lim.ReadOnlyDir
	var b box
	var t *tree
	switch kind {
	case CgroupV1, CgroupV2:
		g, err := newCgroup(kind, p.lim.MemoryKiB)
		if err != nil {
			return nil, nil, err
		}
		if g.v2 {
			run.Cgroup2 = g.dirs[""]
		} else {
			run.Cgroup1, run.Back = g.dirs, cgroups.v1
		}
		b = g
	default: // subreaper, the sandbox the tree's reaper; posix, the same measured only at the end
		run.Procs = true
		t = &tree{launcher: sb.pid, blind: kind == Posix, waits: queueWait{}, reported: make(chan launchReport, 1)}
		if !t.blind { // sampled: the CPU time of the runs before is not the run's
			if st := readStat(sb.pid); st != nil {
				t.baseTicks = st.cutime + st.cstime
			}
		}
		b = t
	}
	judgeCPU, began, err := sb.send(run, []*os.File{p.stdin, p.stdout, p.stderr})
	if err != nil {
		if g, ok := b.(*cgroup); ok {
			g.remove()
		}
		return nil, nil, err
	}
	if g, ok := b.(*cgroup); ok {
		g.judgeCPU = judgeCPU
	}
	ended := make(chan exit, 1)
	end := make(chan error, 1)
	s := &sandboxed{box: b, sb: sb, end: end, began: began}
	go func() {
		lr, sent, err := readReport(sb.rep, func(e exit) {
			s.exited.Store(true)
			ended <- e
		})
		if !sent {
			ended <- exit{code: -1, signal: "an unknown end", at: time.Now()}
		}
		if t != nil {
			t.reported <- lr
		}
		if err != nil {
			err = fmt.Errorf("the sandbox that ran the program ended: %v", err)
		}
		end <- err
	}()
	return s, ended, nil
}

// isolationMissing says why programs cannot run isolated here, or "":
// whether the system gives a sandbox its namespaces, mounts and filter,
// found by starting one, which the first run then uses. No program runs
// in it: a program's start, as nobody, a machine busy with nobody's
// processes refuses for a while (EAGAIN), which says nothing of what the
// system offers, and would have a judge started then run every program
// unisolated.
func isolationMissing() string {
	sb, err := getSandbox(0)
	if err != nil {
		return err.Error()
	}
	sb.put()
	return ""
}

// boxFiles bounds the files and folders an isolated program may make in
// each of its /tmp and /box (tmpfs's nr_inodes), as their size bounds
// their bytes: neither fallocate nor a flood of empty files passes the
// two. (A variable, for the tests to lower.)
var boxFiles int64 = 16384

// systemDirs are the directories every program sees, read-only, as the
// language runtimes need them; those that are symbolic links on the
// machine (/bin -> usr/bin) are the same links.
var systemDirs = []string{"/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"}

// visible returns the paths a program run as path with argv must see
// besides the system's, and argv with its relative paths made absolute:
//
//   - the program, and the file its symbolic links lead to; when it is in
//     a directory named bin, sbin or shims (a runtime's, such as
//     ~/.pyenv/shims/python3 or /opt/jdk/bin/java), the directory above,
//     which holds the runtime (but never the user's home or /);
//   - the interpreter its #! line names, likewise;
//   - every word of argv that names an existing file or directory and is
//     a path (absolute, or relative with a / or a . in it, as sol.py or
//     ./cases): relative ones are made absolute, the program's working
//     directory being another (/box). Of a command run through sh -c,
//     the words of the script that are absolute paths (a relative one
//     would be looked for in /box, and the script is left as it is).
//
// Paths in the system's directories are visible already, and those in
// /proc, /dev and /sys never are.
func visible(path string, argv []string) (paths, newArgv []string) {
	var all []string
	add := func(p string) {
		if real, err := filepath.EvalSymlinks(p); err == nil && real != p {
			all = append(all, runtimeDir(real))
		}
		all = append(all, runtimeDir(p))
	}
	add(path)
	if interp := shebang(path); interp != "" {
		add(interp)
	}
	newArgv = append([]string(nil), argv...)
	if len(argv) > 2 && filepath.Base(argv[0]) == "sh" && argv[1] == "-c" {
		words, _, _, _ := shellWords(argv[2])
		for _, w := range words {
			if _, err := os.Lstat(w); err == nil && filepath.IsAbs(w) {
				all = append(all, w)
			}
		}
		return outermost(all), newArgv
	}
	for i := 1; i < len(argv); i++ {
		w := argv[i]
		if w == "" || strings.HasPrefix(w, "-") || !filepath.IsAbs(w) && !strings.ContainsAny(w, "./") {
			continue
		}
		abs, err := filepath.Abs(w)
		if err != nil {
			continue
		}
		if _, err := os.Lstat(abs); err != nil {
			continue
		}
		newArgv[i] = abs
		all = append(all, abs)
	}
	return outermost(all), newArgv
}

// under reports whether the clean path p is dir or inside it.
func under(p, dir string) bool { return p == dir || strings.HasPrefix(p, dir+"/") }

// runtimeDir is what must be visible of the program or interpreter at p:
// the directory holding a runtime's bin directory, else p itself.
func runtimeDir(p string) string {
	dir := filepath.Dir(p)
	switch filepath.Base(dir) {
	case "bin", "sbin", "shims":
		prefix := filepath.Dir(dir)
		home, _ := os.UserHomeDir()
		if prefix != "/" && prefix != home {
			return prefix
		}
	}
	return p
}

// shebang returns the interpreter the file at path names on its #! line,
// or "".
func shebang(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	b := make([]byte, 256)
	n, _ := f.Read(b)
	line, _, _ := strings.Cut(string(b[:n]), "\n")
	rest, ok := strings.CutPrefix(line, "#!")
	if f := strings.Fields(rest); ok && len(f) > 0 && filepath.IsAbs(f[0]) {
		return f[0]
	}
	return ""
}

// outermost keeps of paths those not inside another of them, nor in a
// system directory, nor in /proc, /dev or /sys, which the sandbox makes
// anew, nor the root, /tmp or /box themselves; in order, once each.
func outermost(paths []string) []string {
	var ok []string
next:
	for _, p := range paths {
		p = filepath.Clean(p)
		for _, d := range append(systemDirs, "/proc", "/dev", "/sys") {
			if under(p, d) {
				continue next
			}
		}
		if p != "/" && p != "/tmp" && p != "/box" { // the program's own
			ok = append(ok, p)
		}
	}
	var kept []string
outer:
	for i, p := range ok {
		for j, q := range ok {
			if under(p, q) && (p != q || j < i) {
				continue outer
			}
		}
		kept = append(kept, p)
	}
	return kept
}
