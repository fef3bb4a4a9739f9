package proc

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"
)

// This is the sandbox's own side: what the judge's binary does when run
// as one (sandbox_linux.go says what a sandbox is).

// serveSandbox is the sandbox: it readies itself, says "ready" on the
// socket conn (or "error MESSAGE"), then runs each program asked for on
// conn until the judge closes its end. It returns the exit status.
func serveSandbox(conn int) int {
	report := func(format string, args ...any) {
		syscall.Write(conn, []byte(fmt.Sprintf(format, args...)+"\n"))
	}
	// The first process of the namespace gets from inside it only the
	// signals it handles; it handles none. Nor can it be traced or read
	// (/proc) by the programs, even as the same user.
	signal.Ignore(syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGUSR1, syscall.SIGUSR2,
		syscall.SIGPIPE, syscall.SIGALRM, syscall.SIGTSTP, syscall.SIGTTIN, syscall.SIGTTOU, syscall.SIGXCPU, syscall.SIGXFSZ, syscall.SIGVTALRM)
	const prSetDumpable = 4
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetDumpable, 0, 0); e != 0 {
		report("error cannot make the sandbox undumpable: %v", e)
		return 1
	}
	// Nothing mounted here reaches the judge's namespace; /proc becomes
	// this PID namespace's, which shows its processes only, and of them
	// to a program only its user's (hidepid).
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		report("error cannot make the sandbox's mounts private: %v", err)
		return 1
	}
	if err := syscall.Mount("proc", "/proc", "proc", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, "hidepid=2"); err != nil {
		report("error cannot mount the sandbox's /proc: %v", err)
		return 1
	}
	// A program may have maxProcs processes and threads, in every
	// containment: it is alone in its user namespace, where the limit
	// counts (the sandbox itself, root, is not held to it).
	if err := syscall.Setrlimit(rlimitNproc, &syscall.Rlimit{Cur: maxProcs, Max: maxProcs}); err != nil {
		report("error cannot bound the programs' processes: %v", err)
		return 1
	}
	// Programs inherit no group of the judge's: as root, it has them to
	// drop (in a user namespace of the judge's user, they cannot be).
	if hasNobody() {
		if err := syscall.Setgroups(nil); err != nil {
			report("error cannot drop the sandbox's groups: %v", err)
			return 1
		}
	}
	report("ready")
	buf, oob := make([]byte, 1<<20), make([]byte, syscall.CmsgSpace(3*4))
	for {
		n, oobn, flags, _, err := syscall.Recvmsg(conn, buf, oob, syscall.MSG_CMSG_CLOEXEC)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n == 0 { // the judge is gone
			return 0
		}
		files, err := receivedFiles(oob[:oobn])
		if err == nil && flags&(syscall.MSG_TRUNC|syscall.MSG_CTRUNC) != 0 {
			err = errors.New("the request was cut short")
		}
		var run sandboxRun
		if err == nil {
			err = json.Unmarshal(buf[:n], &run)
		}
		if err != nil {
			for _, f := range files {
				f.Close()
			}
			report("error a bad request: %v", err)
			continue
		}
		serveRun(&run, files, report)
	}
}

// receivedFiles are the three files a request's control message holds.
func receivedFiles(oob []byte) ([]*os.File, error) {
	msgs, err := syscall.ParseSocketControlMessage(oob)
	if err != nil {
		return nil, err
	}
	var files []*os.File
	for _, m := range msgs {
		fds, err := syscall.ParseUnixRights(&m)
		if err != nil {
			continue
		}
		for _, fd := range fds {
			files = append(files, os.NewFile(uintptr(fd), "stdio"))
		}
	}
	if len(files) != 3 {
		return files, fmt.Errorf("%d files, want the program's standard input, output and error", len(files))
	}
	return files, nil
}

// serveRun runs one program, reporting "started CPU AGO" (CPU the time, in
// ns, its thread spent starting it inside the run's cgroup v1 groups, AGO
// how long ago it started, in ns) or "error MESSAGE", "exit STATUS" when
// it ends, and "rusage UTIME_US STIME_US MAXRSS_KIB" for every process
// reaped once none is left.
func serveRun(run *sandboxRun, files []*os.File, report func(string, ...any)) {
	type started struct {
		pid int
		cpu time.Duration
		at  time.Time
		err error
	}
	done, release := make(chan started, 1), make(chan struct{})
	go func() {
		// The thread makes the run's mount namespace its own, and is
		// never unlocked: it ends with this goroutine, once the run is
		// over, and the namespace goes with it.
		runtime.LockOSThread()
		var s started
		s.pid, s.cpu, s.at, s.err = startInRoot(run, files)
		done <- s
		<-release
	}()
	s := <-done
	for _, f := range files {
		f.Close()
	}
	if s.err != nil {
		close(release)
		report("error %v", s.err)
		return
	}
	report("started %d %d", s.cpu, time.Since(s.at))
	var utime, stime, maxRSS int64
	for {
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		pid, err := syscall.Wait4(-1, &ws, 0, &ru)
		if err == syscall.EINTR {
			continue
		}
		if err != nil { // ECHILD: every process of the run is reaped
			break
		}
		utime += ru.Utime.Nano() / 1000
		stime += ru.Stime.Nano() / 1000
		maxRSS = max(maxRSS, int64(ru.Maxrss))
		if pid == s.pid {
			report("exit %d", uint32(ws))
		}
	}
	close(release)
	report("rusage %d %d %d", utime, stime, maxRSS)
}

// startInRoot starts run's program from the calling thread, locked, which
// it gives a mount namespace of its own holding the run's root, and
// returns its pid, the CPU time its start took in the run's cgroup v1
// groups, and when it started.
func startInRoot(run *sandboxRun, files []*os.File) (pid int, cpu time.Duration, at time.Time, err error) {
	if err := syscall.Unshare(syscall.CLONE_NEWNS); err != nil {
		return 0, 0, at, fmt.Errorf("cannot make the run's mount namespace: %v", err)
	}
	if err := buildRoot(run); err != nil {
		return 0, 0, at, err
	}
	// The program is nobody of a user namespace of its own, with no
	// capability, so that it is counted alone against RLIMIT_NPROC (since
	// Linux 5.14; before, with every process of its user): nobody itself where the sandbox's namespace has that user
	// (as root), else the sandbox's user, the judge's.
	as := 0
	if hasNobody() {
		as = nobody
	}
	sys := &syscall.SysProcAttr{
		Chroot:      run.Root,
		Setpgid:     true,
		Cloneflags:  syscall.CLONE_NEWUSER | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: nobody, HostID: as, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: nobody, HostID: as, Size: 1}},
		Credential:  &syscall.Credential{Uid: nobody, Gid: nobody, NoSetGroups: true},
	}
	if run.Cgroup2 != "" {
		dir, err := os.Open(run.Cgroup2)
		if err != nil {
			return 0, 0, at, err
		}
		defer dir.Close()
		sys.UseCgroupFD, sys.CgroupFD = true, int(dir.Fd())
	}
	attr := &syscall.ProcAttr{
		Dir:   "/box",
		Env:   os.Environ(),
		Files: []uintptr{files[0].Fd(), files[1].Fd(), files[2].Fd()},
		Sys:   sys,
	}
	restore, err := setStack(run.Stack)
	if err != nil {
		return 0, 0, at, err
	}
	defer restore()
	start := func() (int, error) {
		at = time.Now()
		return syscall.ForkExec(run.Path, run.Argv, attr)
	}
	if run.Cgroup1 != nil {
		pid, cpu, _, err = inV1Groups(run.Cgroup1, run.Back, start)
		return pid, cpu, at, err
	}
	pid, err = start()
	return pid, 0, at, err
}

// rlimitNproc is RLIMIT_NPROC, which package syscall does not name.
const rlimitNproc = 6

// hasNobody reports whether this process's user namespace maps nobody,
// user and group.
func hasNobody() bool {
	for _, m := range []string{"/proc/self/uid_map", "/proc/self/gid_map"} {
		b, err := os.ReadFile(m)
		if err != nil {
			return false
		}
		found := false
		for _, line := range strings.Split(string(b), "\n") {
			var inside, outside, n int64
			if _, err := fmt.Sscan(line, &inside, &outside, &n); err == nil && inside <= nobody && nobody < inside+n {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// buildRoot mounts the run's root at run.Root, in the calling thread's
// mount namespace.
func buildRoot(run *sandboxRun) error {
	root := run.Root
	mount := func(source, target, fstype string, flags uintptr, data string) error {
		if err := syscall.Mount(source, target, fstype, flags, data); err != nil {
			return fmt.Errorf("cannot mount %s on %s: %v", source, strings.TrimPrefix(target, root), err)
		}
		return nil
	}
	const private = syscall.MS_NOSUID | syscall.MS_NODEV
	if err := mount("tmpfs", root, "tmpfs", private, "mode=755"); err != nil {
		return err
	}
	at := func(p string) string { return filepath.Join(root, p) }
	for _, d := range systemDirs {
		st, err := os.Lstat(d)
		switch {
		case err != nil:
		case st.Mode()&os.ModeSymlink != 0:
			link, err := os.Readlink(d)
			if err == nil {
				err = os.Symlink(link, at(d))
			}
			if err != nil {
				return err
			}
		case st.IsDir():
			if err := bindReadOnly(d, at(d), true); err != nil {
				return err
			}
		}
	}
	if err := os.Mkdir(at("/dev"), 0o755); err != nil {
		return err
	}
	for _, d := range []string{"null", "zero", "full", "random", "urandom"} {
		if err := touch(at("/dev/"+d), false); err != nil {
			return err
		}
		if err := mount("/dev/"+d, at("/dev/"+d), "", syscall.MS_BIND, ""); err != nil {
			return err
		}
	}
	for link, to := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0", "stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(to, at("/dev/"+link)); err != nil {
			return err
		}
	}
	if err := bindReadOnly("/proc", at("/proc"), true); err != nil {
		return err
	}
	if err := os.Mkdir(at("/tmp"), 0o755); err != nil {
		return err
	}
	size := ""
	if run.TmpKiB > 0 {
		size = fmt.Sprintf(",size=%dk", run.TmpKiB)
	}
	if err := mount("tmpfs", at("/tmp"), "tmpfs", private, "mode=1777"+size); err != nil {
		return err
	}
	if err := touch(at("/box"), true); err != nil {
		return err
	}
	if err := mount(run.Box, at("/box"), "", syscall.MS_BIND, ""); err != nil {
		return err
	}
	if err := remount(at("/box"), private); err != nil {
		return err
	}
	for _, p := range run.Visible {
		if err := bindReadOnly(p, at(p), true); err != nil {
			return err
		}
	}
	return nil
}

// bindReadOnly binds source at target, making target first (a directory,
// or a file for a file), read-only, nosuid and nodev, keeping source's
// other flags (a user namespace may not drop them: noexec stays noexec).
func bindReadOnly(source, target string, rec bool) error {
	st, err := os.Stat(source)
	if err != nil {
		return err
	}
	if err := touch(target, st.IsDir()); err != nil {
		return err
	}
	flags := uintptr(syscall.MS_BIND)
	if rec {
		flags |= syscall.MS_REC
	}
	if err := syscall.Mount(source, target, "", flags, ""); err != nil {
		return fmt.Errorf("cannot make %s visible: %v", source, err)
	}
	return remount(target, syscall.MS_RDONLY|syscall.MS_NOSUID|syscall.MS_NODEV)
}

// remount adds flags to the bind mount at target, keeping those it has.
func remount(target string, flags uintptr) error {
	var fs syscall.Statfs_t
	if err := syscall.Statfs(target, &fs); err != nil {
		return err
	}
	// statfs's ST_ flags are the MS_ flags of the same names, but for
	// ST_RELATIME.
	const stRelatime = 0x1000
	keep := uintptr(fs.Flags) & (syscall.MS_RDONLY | syscall.MS_NOSUID | syscall.MS_NODEV | syscall.MS_NOEXEC | syscall.MS_NOATIME | syscall.MS_NODIRATIME)
	if fs.Flags&stRelatime != 0 {
		keep |= syscall.MS_RELATIME
	}
	if err := syscall.Mount("", target, "", syscall.MS_BIND|syscall.MS_REMOUNT|keep|flags, ""); err != nil {
		return fmt.Errorf("cannot remount %s: %v", target, err)
	}
	return nil
}

// touch makes path, with the directories above it: a directory, or an
// empty file, to mount on.
func touch(path string, dir bool) error {
	if dir {
		return os.MkdirAll(path, 0o755)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}
