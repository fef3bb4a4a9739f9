package proc

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
)

// This is the sandbox's own side: what the judge's binary does when run
// as one (sandbox_linux.go says what a sandbox is).

// sandboxRoot is where a sandbox mounts the root its programs run in: a
// tmpfs over /dev/shm, which every Linux has, in the sandbox's own mount
// namespace, where nothing needs the machine's.
const sandboxRoot = "/dev/shm"

// serveSandbox is the sandbox: it readies itself and its programs' root,
// says "ready" on the socket conn (or "error MESSAGE"), then runs each
// program asked for on conn until the judge closes its end. judgeNS are
// the judge's mount and network namespaces, as /proc/PID/ns names them.
// It returns the exit status.
func serveSandbox(conn int, judgeNS []string) int {
	// Two threads run Go code, though the sandbox does one thing at a
	// time: with one, the runtime's monitor takes the processor from a
	// thread whose system call blocks for 20 µs (a mount, an unmount, the
	// wait for a request or for the program's end) and hands it back
	// after, a cost at each; with a second one idle, it waits 10 ms first.
	// (Raw system calls, which the runtime does not see, would cost still
	// less, but a collection stopping the world would wait for them.)
	runtime.GOMAXPROCS(2)
	report := func(format string, args ...any) {
		syscall.Write(conn, []byte(fmt.Sprintf(format, args...)+"\n"))
	}
	if err := checkNamespaces(judgeNS); err != nil {
		report("error %v", err)
		return 1
	}
	if err := readySandbox(); err != nil {
		report("error %v", err)
		return 1
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
		if err := serveRun(&run, files, report); err != nil {
			// The root could not be made as it was: no run may find
			// what this one left.
			report("error %v", err)
			return 1
		}
	}
}

// checkNamespaces makes sure that the sandbox is in PID, mount and network
// namespaces of its own, not the judge's (judgeNS: its mount and network
// ones), before it mounts anything: a system that took the namespaces it
// was started with for a plain fork (an emulator that ignores them) would
// otherwise have it mount over the machine's /proc.
func checkNamespaces(judgeNS []string) error {
	if os.Getpid() != 1 {
		return errors.New("the system did not give the sandbox a PID namespace of its own")
	}
	for i, ns := range []string{"mnt", "net"} {
		own, err := os.Readlink("/proc/self/ns/" + ns)
		if err != nil || i >= len(judgeNS) || own == judgeNS[i] {
			return fmt.Errorf("the system did not give the sandbox a %s namespace of its own", ns)
		}
	}
	return nil
}

// readySandbox readies the sandbox and the root its programs run in.
func readySandbox() error {
	// The first process of the namespace gets from inside it only the
	// signals it handles; it handles none. Nor can it be traced or read
	// (/proc) by the programs, even as the same user.
	signal.Ignore(syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGUSR1, syscall.SIGUSR2,
		syscall.SIGPIPE, syscall.SIGALRM, syscall.SIGTSTP, syscall.SIGTTIN, syscall.SIGTTOU, syscall.SIGXCPU, syscall.SIGXFSZ, syscall.SIGVTALRM)
	const prSetDumpable = 4
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetDumpable, 0, 0); e != 0 {
		return fmt.Errorf("cannot make the sandbox undumpable: %v", e)
	}
	// Nothing mounted here reaches the judge's namespace; /proc becomes
	// this PID namespace's, which shows its processes only, and of them
	// to a program only its user's (hidepid).
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("cannot make the sandbox's mounts private: %v", err)
	}
	if err := syscall.Mount("proc", "/proc", "proc", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, "hidepid=2"); err != nil {
		return fmt.Errorf("cannot mount the sandbox's /proc: %v", err)
	}
	if hasNobody() {
		// Programs inherit no group of the judge's: as root, it has them
		// to drop (in a user namespace of the judge's user, they cannot be).
		if err := syscall.Setgroups(nil); err != nil {
			return fmt.Errorf("cannot drop the sandbox's groups: %v", err)
		}
	} else {
		// A program may have maxProcs processes and threads: it is alone
		// in its user namespace, where the limit counts; the sandbox,
		// root of its own, is not held to it, and cannot raise it again.
		if err := syscall.Setrlimit(rlimitNproc, &syscall.Rlimit{Cur: maxProcs, Max: maxProcs}); err != nil {
			return fmt.Errorf("cannot bound the programs' processes: %v", err)
		}
	}
	if err := buildRoot(); err != nil {
		return err
	}
	return refuseCalls()
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
// ns, its start took inside the run's cgroup v1 groups, AGO how long ago
// it started, in ns) or "error MESSAGE", "exit STATUS" when it ends
// (every process it left then killed: the sandbox is its namespace's
// first process, checkNamespaces made sure, so kill(-1) reaches no other), and
// "rusage UTIME_US STIME_US MAXRSS_KIB" for every process reaped once
// none is left, when what the program left in /box is back in run.Box,
// where the run has one. It fails if that cannot be copied back, or what
// it mounted for the run cannot be taken away again.
func serveRun(run *sandboxRun, files []*os.File, report func(string, ...any)) error {
	mounted, err := mountRun(run)
	var pid int
	var cpu time.Duration
	var at time.Time
	if err == nil {
		pid, cpu, at, err = startProgram(run, files)
	}
	for _, f := range files {
		f.Close()
	}
	if err != nil {
		report("error %v", err)
		return mounted.undo()
	}
	report("started %d %d", cpu, time.Since(at))
	var utime, stime, maxRSS int64
	for {
		var ws syscall.WaitStatus
		var ru syscall.Rusage
		wpid, err := syscall.Wait4(-1, &ws, 0, &ru)
		if err == syscall.EINTR {
			continue
		}
		if err != nil { // ECHILD: every process of the run is reaped
			break
		}
		utime += ru.Utime.Nano() / 1000
		stime += ru.Stime.Nano() / 1000
		maxRSS = max(maxRSS, int64(ru.Maxrss))
		if wpid == pid {
			// What the program left is killed at its end, as the judge
			// would on hearing of the end, but at once: the judge need
			// not look for it.
			syscall.Kill(-1, syscall.SIGKILL)
			report("exit %d", uint32(ws))
		}
	}
	if run.Box != "" {
		err = copyBack(filepath.Join(sandboxRoot, "box"), run.Box)
	}
	if uerr := mounted.undo(); err == nil {
		err = uerr
	}
	if err != nil {
		return err
	}
	report("rusage %d %d %d", utime, stime, maxRSS)
	return nil
}

// startProgram starts run's program in the root, and returns its pid, the
// CPU time its start took in the run's cgroup v1 groups, and when it
// started.
func startProgram(run *sandboxRun, files []*os.File) (pid int, cpu time.Duration, at time.Time, err error) {
	sys := &syscall.SysProcAttr{
		Chroot:     sandboxRoot,
		Setpgid:    true,
		Cloneflags: syscall.CLONE_NEWIPC,
		Credential: &syscall.Credential{Uid: uint32(run.User), Gid: uint32(run.User)},
	}
	if !hasNobody() {
		// The sandbox is root of a user namespace whose only user is the
		// judge's: the program is nobody of a namespace of its own,
		// mapped to it, with no capability, and counted alone against
		// RLIMIT_NPROC (since Linux 5.14; before, with every process of
		// the judge's user). (This costs a full fork of the sandbox, where
		// a root's is a vfork.)
		sys.Cloneflags |= syscall.CLONE_NEWUSER
		sys.UidMappings = []syscall.SysProcIDMap{{ContainerID: nobody, HostID: 0, Size: 1}}
		sys.GidMappings = []syscall.SysProcIDMap{{ContainerID: nobody, HostID: 0, Size: 1}}
		sys.Credential.NoSetGroups = true
	} else if run.Procs {
		// As root the program is a user of the machine's, its box's own,
		// and where no cgroup bounds its processes, RLIMIT_NPROC does,
		// counting that user's every process: the run's.
		var old syscall.Rlimit
		if err := syscall.Getrlimit(rlimitNproc, &old); err != nil {
			return 0, 0, at, err
		}
		if err := syscall.Setrlimit(rlimitNproc, &syscall.Rlimit{Cur: maxProcs, Max: maxProcs}); err != nil {
			return 0, 0, at, err
		}
		defer syscall.Setrlimit(rlimitNproc, &old)
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
		Env:   run.Env,
		Files: []uintptr{files[0].Fd(), files[1].Fd(), files[2].Fd()},
		Sys:   sys,
	}
	restore, err := setStack(run.Stack)
	if err != nil {
		return 0, 0, at, err
	}
	defer restore()
	if err := setFileSize(run.FileSize); err != nil {
		return 0, 0, at, err
	}
	start := func() (int, error) {
		at = time.Now()
		return syscall.ForkExec(run.Path, run.Argv, attr)
	}
	if run.Cgroup1 == nil {
		pid, err = start()
		if run.Cgroup2 != "" && (err == syscall.ENOSYS || err == syscall.E2BIG || err == syscall.EINVAL) {
			err = fmt.Errorf("this kernel cannot start a program inside its cgroup v2 group (clone3, Linux 5.7), as an isolated run in cgroup v2 needs: %v", err)
		}
		return pid, 0, at, err
	}
	// The starting thread joins the run's groups for the fork: locked,
	// and, should it not get back, never unlocked, so that it ends with
	// its goroutine (this one is the sandbox's main one: the sandbox ends).
	runtime.LockOSThread()
	pid, cpu, back, err := inV1Groups(run.Cgroup1, run.Back, start)
	if back {
		runtime.UnlockOSThread()
	}
	return pid, cpu, at, err
}

// rlimitNproc is RLIMIT_NPROC, which package syscall does not name.
const rlimitNproc = 6

// hasNobody reports whether this process's user namespace maps nobody,
// user and group: read once (a sandbox asks at each run, and its
// namespace never changes).
var hasNobody = sync.OnceValue(func() bool { return mapped(nobody, 1) })

// private are the flags of every mount a program gets but its devices'.
const private = syscall.MS_NOSUID | syscall.MS_NODEV

// buildRoot mounts the root programs run in, at sandboxRoot, once: the
// system's directories read-only (those that are symbolic links, as links),
// /dev with five devices, the sandbox's /proc, and the mount points of
// each run's /tmp and /box.
func buildRoot() error {
	at := func(p string) string { return filepath.Join(sandboxRoot, p) }
	if err := syscall.Mount("tmpfs", sandboxRoot, "tmpfs", private, "mode=755"); err != nil {
		return fmt.Errorf("cannot mount the programs' root on %s: %v", sandboxRoot, err)
	}
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
			if _, err := bindReadOnly(d, at(d)); err != nil {
				return err
			}
		}
	}
	for _, d := range []string{"null", "zero", "full", "random", "urandom"} {
		if _, err := touch(at("/dev/"+d), false); err != nil {
			return err
		}
		if err := syscall.Mount("/dev/"+d, at("/dev/"+d), "", syscall.MS_BIND, ""); err != nil {
			return fmt.Errorf("cannot make /dev/%s visible: %v", d, err)
		}
	}
	for link, to := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0", "stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(to, at("/dev/"+link)); err != nil {
			return err
		}
	}
	if _, err := bindReadOnly("/proc", at("/proc")); err != nil {
		return err
	}
	for _, d := range []string{"/tmp", "/box"} {
		if err := os.Mkdir(at(d), 0o755); err != nil {
			return err
		}
	}
	return nil
}

// mountRun mounts, in the root, what is the run's own: a fresh /tmp as
// large as the memory limit, a fresh /box as large (with a copy of
// run.Box's files, where it names a folder, and room for them), each of
// them of run.Files files at most, and the paths it must see (sight keeps
// those outside /tmp and /box), and returns what undoes it.
func mountRun(run *sandboxRun) (*runMounts, error) {
	at := func(p string) string { return filepath.Join(sandboxRoot, p) }
	m := &runMounts{}
	var inside, outside []string
	for _, p := range run.Visible {
		if under(p, "/tmp") || under(p, "/box") {
			inside = append(inside, p)
		} else {
			outside = append(outside, p)
		}
	}
	if err := sight.show(outside); err != nil {
		return m, err
	}
	owner := "" // the program's, as root: its box's user; else the sandbox's user is its
	if hasNobody() {
		owner = fmt.Sprintf(",uid=%d,gid=%d", run.User, run.User)
	}
	if err := m.mount("tmpfs", at("/tmp"), "tmpfs", private, "mode=1777"+tmpfsBounds(run.TmpKiB, run.Files, 0, 0)); err != nil {
		return m, err
	}
	var bytes, files int64
	if run.Box != "" {
		var err error
		if bytes, files, err = treeSize(run.Box); err != nil {
			return m, err
		}
	}
	if err := m.mount("tmpfs", at("/box"), "tmpfs", private, "mode=755"+tmpfsBounds(run.TmpKiB, run.Files, bytes, files)+owner); err != nil {
		return m, err
	}
	if run.Box != "" {
		if err := copyTree(run.Box, at("/box")); err != nil {
			return m, fmt.Errorf("cannot copy %s into the box: %v", run.Box, err)
		}
	}
	for _, p := range inside {
		// Made in the run's /tmp or /box, and gone with them.
		if _, err := bindReadOnly(p, at(p)); err != nil {
			return m, err
		}
	}
	if run.ReadOnly {
		if err := syscall.Mount("", at("/box"), "", syscall.MS_REMOUNT|syscall.MS_RDONLY|private, ""); err != nil {
			return m, fmt.Errorf("cannot make /box read-only: %v", err)
		}
	}
	return m, nil
}

// sight is the read-only binds of the paths the last run saw outside its
// /tmp and /box (a program, a runtime): kept for the next run, which most
// often names the same files, since taking a mount away is the dearest
// thing the sandbox does in a run (the kernel waits until every CPU has
// passed a quiet state). A run that names other paths, or the same paths
// now other files (a program built again), has them all taken away and
// bound anew: no run sees a path it did not name, nor an old file at it.
var sight sightBinds

// sightBinds are binds kept from one run to the next.
type sightBinds struct {
	ok    bool // paths and ids are what binds shows
	paths []string
	ids   []fileID
	binds runMounts
}

// A fileID tells one file of the machine from every other.
type fileID struct{ dev, ino uint64 }

// show makes paths, and nothing else, visible at their places in the
// root, read-only, as bindReadOnly binds them.
func (s *sightBinds) show(paths []string) error {
	ids := make([]fileID, len(paths))
	same := s.ok && len(paths) == len(s.paths)
	for i, p := range paths {
		var st syscall.Stat_t
		if err := syscall.Stat(p, &st); err != nil {
			return &os.PathError{Op: "stat", Path: p, Err: err}
		}
		ids[i] = fileID{uint64(st.Dev), uint64(st.Ino)}
		same = same && s.paths[i] == p && s.ids[i] == ids[i]
	}
	if same {
		return nil
	}
	s.ok = false
	if err := s.binds.undo(); err != nil {
		return err
	}
	s.binds = runMounts{}
	for _, p := range paths {
		target := filepath.Join(sandboxRoot, p)
		made, err := bindReadOnly(p, target)
		s.binds.made = append(s.binds.made, made...)
		if err != nil {
			return err
		}
		s.binds.mounts = append(s.binds.mounts, target)
	}
	s.ok, s.paths, s.ids = true, paths, ids
	return nil
}

// tmpfsBounds are the mount options that bound a run's tmpfs: kib of its
// own (0: tmpfs's default, half the memory), and n files, beyond the
// bytes and files copied there.
func tmpfsBounds(kib, n, bytes, files int64) string {
	opts := fmt.Sprintf(",nr_inodes=%d", n+files)
	if kib > 0 {
		opts += fmt.Sprintf(",size=%dk", kib+bytes>>10)
	}
	return opts
}

// treeSize returns the room the files under dir take in a tmpfs, in
// bytes (each regular file's size up to a whole page), and how many there
// are, folders and dir itself included.
func treeSize(dir string) (bytes, files int64, err error) {
	page := int64(os.Getpagesize())
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		files++
		if d.Type().IsRegular() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			bytes += (info.Size() + page - 1) / page * page
		}
		return nil
	})
	return bytes, files, err
}

// copyTree copies what the folder from holds into the folder to, which
// exists, following no link: folders, regular files, links as the links
// they are, named pipes and sockets as such, each with its permissions
// (never set-user or set-group-ID, and a folder's owner may use it);
// anything else is an error.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == from {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		info, err := d.Info()
		if err != nil {
			return err
		}
		perm := info.Mode().Perm()
		switch t := d.Type(); {
		case t.IsDir():
			// Its owner may always enter, list and empty it: the judge
			// removes what the program leaves.
			if err := os.Mkdir(dst, 0o700); err != nil {
				return err
			}
			return os.Chmod(dst, perm|0o700)
		case t.IsRegular():
			return copyFile(path, dst, perm)
		case t&fs.ModeSymlink != 0:
			link, err := os.Readlink(path)
			if err != nil {
				return err
			}
			return os.Symlink(link, dst)
		case t&fs.ModeNamedPipe != 0:
			return syscall.Mkfifo(dst, uint32(perm))
		case t&fs.ModeSocket != 0:
			return syscall.Mknod(dst, syscall.S_IFSOCK|uint32(perm), 0)
		}
		return fmt.Errorf("%s is %v, not a file, folder or link", path, d.Type())
	})
}

// copyFile copies the regular file from to the new file to, of mode perm.
func copyFile(from, to string, perm fs.FileMode) error {
	src, err := os.OpenFile(from, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, perm)
	if err == nil {
		_, err = io.Copy(dst, src)
		if cerr := dst.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		err = os.Chmod(to, perm) // whatever the umask
	}
	return err
}

// copyBack makes the folder dir hold what the program left in its /box,
// at box, as copyTree copies it: what dir held, the program has seen.
func copyBack(box, dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return err
		}
	}
	if err := copyTree(box, dir); err != nil {
		return fmt.Errorf("cannot copy the program's files back to %s: %v", dir, err)
	}
	return nil
}

// runMounts are mounts in the root, and the mount points made for them,
// to take away: a run's /tmp and /box (whatever it mounted inside them
// goes with them), or the binds sight keeps.
type runMounts struct {
	mounts []string // in the order mounted
	made   []string // in the order made
}

func (m *runMounts) mount(source, target, fstype string, flags uintptr, data string) error {
	if err := syscall.Mount(source, target, fstype, flags, data); err != nil {
		return fmt.Errorf("cannot mount %s on %s: %v", source, strings.TrimPrefix(target, sandboxRoot), err)
	}
	m.mounts = append(m.mounts, target)
	return nil
}

// undo unmounts the mounts, each with what is mounted inside it, and
// removes the mount points made, the last first.
func (m *runMounts) undo() error {
	for i := len(m.mounts) - 1; i >= 0; i-- {
		if err := syscall.Unmount(m.mounts[i], syscall.MNT_DETACH); err != nil {
			return fmt.Errorf("cannot unmount %s: %v", strings.TrimPrefix(m.mounts[i], sandboxRoot), err)
		}
	}
	for i := len(m.made) - 1; i >= 0; i-- {
		if err := os.Remove(m.made[i]); err != nil {
			return err
		}
	}
	return nil
}

// bindReadOnly binds source at target, making target first (a directory,
// or a file for a file, and the directories above it), read-only, nosuid
// and nodev, keeping source's other flags (a user namespace may not drop
// them: noexec stays noexec), and so each file system mounted inside
// source, which the bind brings with it (a tmpfs writable by all would
// be a place a program could write in, and leave things for the next).
// It returns what it made, in order.
func bindReadOnly(source, target string) (made []string, err error) {
	st, err := os.Stat(source)
	if err != nil {
		return nil, err
	}
	if made, err = touch(target, st.IsDir()); err != nil {
		return made, err
	}
	if err := syscall.Mount(source, target, "", syscall.MS_BIND|syscall.MS_REC, ""); err != nil {
		return made, fmt.Errorf("cannot make %s visible: %v", source, err)
	}
	inside, err := mountsInside(target)
	if err != nil {
		return made, err
	}
	if err := remount(target, syscall.MS_RDONLY|private); err != nil {
		return made, err
	}
	for _, m := range inside {
		// One the sandbox cannot reach (a folder it may not enter, as a
		// user namespace's root, or a mount point hidden by a mount over
		// it), no program reaches either.
		if err := remount(m, syscall.MS_RDONLY|private); err != nil && !errors.Is(err, fs.ErrPermission) && !errors.Is(err, fs.ErrNotExist) {
			return made, err
		}
	}
	return made, nil
}

// mountsInside lists the mount points below dir, as this process's
// /proc/self/mountinfo names them (its fifth field, with \ooo escapes).
func mountsInside(dir string) ([]string, error) {
	b, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return nil, err
	}
	unescape := strings.NewReplacer(`\040`, " ", `\011`, "\t", `\012`, "\n", `\134`, `\`)
	var inside []string
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) > 4 {
			if p := unescape.Replace(f[4]); strings.HasPrefix(p, dir+"/") {
				inside = append(inside, p)
			}
		}
	}
	return inside, nil
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

// touch makes path, and the directories above it that are missing: a
// directory, or an empty file, to mount on. It returns what it made, in
// order.
func touch(path string, dir bool) (made []string, err error) {
	var missing []string
	for p := filepath.Dir(path); ; p = filepath.Dir(p) {
		if _, err := os.Lstat(p); err == nil || p == "/" {
			break
		}
		missing = append(missing, p)
	}
	for i := len(missing) - 1; i >= 0; i-- {
		if err := os.Mkdir(missing[i], 0o755); err != nil {
			return made, err
		}
		made = append(made, missing[i])
	}
	if dir {
		err = os.Mkdir(path, 0o755)
	} else {
		var f *os.File
		if f, err = os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644); err == nil {
			err = f.Close()
		}
	}
	if err != nil {
		return made, err
	}
	return append(made, path), nil
}
