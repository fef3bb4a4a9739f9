package proc

import (
	"bufio"
	"encoding/json"
	"fmt"
	"gametheory/internal/testenv"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// programs are the hostile programs the isolation tests run, besides
// testenv's: each tries one thing a program must not be able to do, to
// what its input names (read, write, kill, dial: given as an argument, a
// path would be made visible to it). If it cannot, it says why on
// standard error and exits with status 1, as a submission that fails so
// would; if it can, it says what it did on standard output and exits
// with 0.
var programs = map[string]func(args []string){
	"dial": func([]string) {
		c, err := net.DialTimeout("tcp", target(), 2*time.Second)
		refused(err)
		c.Close()
		fmt.Println("connected")
	},
	"interfaces": func([]string) {
		ifs, err := net.Interfaces()
		refused(err)
		for _, i := range ifs {
			fmt.Println(i.Name)
		}
	},
	"read": func([]string) {
		_, err := os.ReadFile(target())
		refused(err)
		fmt.Println("read")
	},
	"write": func([]string) {
		refused(os.WriteFile(target(), []byte("planted\n"), 0o644))
		fmt.Println("wrote")
	},
	"kill": func([]string) {
		pid, _ := strconv.Atoi(target())
		refused(syscall.Kill(pid, syscall.SIGKILL))
		fmt.Println("killed")
	},
	// procs prints how many processes other than itself it can see.
	"procs": func([]string) {
		entries, err := os.ReadDir("/proc")
		refused(err)
		others := 0
		for _, e := range entries {
			if pid, err := strconv.Atoi(e.Name()); err == nil && pid != os.Getpid() {
				others++
			}
		}
		fmt.Println(others, "others")
	},
	// reboot tries only in a user namespace of its own, where reboot(2)
	// cannot reach the machine whatever the judge does.
	"reboot": func([]string) {
		if ns, _ := os.Readlink("/proc/self/ns/user"); ns == "" || ns == initUserNS {
			fmt.Fprintln(os.Stderr, "not tried: in the machine's own user namespace")
			os.Exit(2)
		}
		refused(syscall.Reboot(syscall.LINUX_REBOOT_CMD_RESTART))
		fmt.Println("rebooted")
	},
	// kill-all kills every process it may, only in a PID namespace of its
	// own, where kill(-1) cannot reach the machine's processes.
	"kill-all": func([]string) {
		if ns, _ := os.Readlink("/proc/self/ns/pid"); ns == "" || ns == initPidNS {
			fmt.Fprintln(os.Stderr, "not tried: in the machine's own PID namespace")
			os.Exit(2)
		}
		refused(syscall.Kill(-1, syscall.SIGKILL))
		fmt.Println("killed")
	},
	"protected": runProtected,
	// inherited uses what a program may have inherited: on every
	// descriptor past 2, a socket (the sandbox's to the judge) gets the
	// report of a clean exit, and a folder (one the judge inherited) is
	// entered, to read its file secret; and it prints JUDGE_TEST_TOKEN, a
	// variable of the judge's. Then it crashes.
	"inherited": func([]string) {
		for fd := 3; fd < 64; fd++ {
			var st syscall.Stat_t
			if syscall.Fstat(fd, &st) != nil {
				continue
			}
			switch st.Mode & syscall.S_IFMT {
			case syscall.S_IFSOCK:
				if _, err := syscall.Write(fd, []byte("exit 0\n")); err == nil {
					fmt.Println("reported a clean exit on", fd)
				}
			case syscall.S_IFDIR:
				if syscall.Fchdir(fd) == nil {
					if b, err := os.ReadFile("secret"); err == nil {
						fmt.Printf("read %q through %d\n", b, fd)
					}
				}
			}
		}
		if v := os.Getenv("JUDGE_TEST_TOKEN"); v != "" {
			fmt.Println("JUDGE_TEST_TOKEN=" + v)
		}
		testenv.Crash()
	},
	// keyring reads the key a run before it left in its user's keyring,
	// else leaves one there for the next.
	"keyring": func([]string) {
		str := func(s string) uintptr { b := append([]byte(s), 0); return uintptr(unsafe.Pointer(&b[0])) }
		const keySpecUserKeyring, keyctlSearch = -4, 10
		user := keySpecUserKeyring
		if id, _, e := syscall.Syscall6(syscall.SYS_KEYCTL, keyctlSearch, uintptr(user), str("user"), str("judge-test"), 0, 0); e == 0 {
			fmt.Println("found the key a run before left:", id)
			return
		}
		payload := []byte("left by a run")
		_, _, e := syscall.Syscall6(syscall.SYS_ADD_KEY, str("user"), str("judge-test"), uintptr(unsafe.Pointer(&payload[0])), uintptr(len(payload)), uintptr(user), 0)
		if e != 0 {
			refused(e)
		}
		fmt.Println("left a key")
	},
	"pass-nothing": runPassNothing,
	// vsock makes a socket of the family AF_VSOCK, whose reach no
	// network namespace bounds.
	"vsock": func([]string) {
		const afVsock = 40
		fd, err := syscall.Socket(afVsock, syscall.SOCK_STREAM, 0)
		refused(err)
		syscall.Close(fd)
		fmt.Println("made an AF_VSOCK socket")
	},
	// io-uring sets up an io_uring, whose requests a filter of system
	// calls does not see.
	"io-uring": func([]string) {
		const sysIoUringSetup = 425 // on every architecture
		params := make([]byte, 120) // struct io_uring_params, zeroed
		fd, _, e := syscall.Syscall(sysIoUringSetup, 1, uintptr(unsafe.Pointer(&params[0])), 0)
		if e != 0 {
			refused(e)
		}
		syscall.Close(int(fd))
		fmt.Println("set up an io_uring")
	},
	// inotify watches a system folder, where it would see what every
	// process of the machine opens.
	"inotify": func([]string) {
		fd, err := syscall.InotifyInit1(0)
		refused(err)
		_, err = syscall.InotifyAddWatch(fd, "/usr", syscall.IN_OPEN)
		refused(err)
		fmt.Println("watched the system's files")
	},
	// fanotify does as inotify, as any user may since Linux 5.13 (with
	// FAN_REPORT_FID, 0x200).
	"fanotify": func([]string) {
		const fanReportFID = 0x200
		fd, _, e := syscall.Syscall(syscall.SYS_FANOTIFY_INIT, fanReportFID, syscall.O_RDONLY, 0)
		if e != 0 {
			refused(e)
		}
		syscall.Close(int(fd))
		fmt.Println("watched the system's files")
	},
	// flock and fcntl-lock lock their own executable, a file other boxes
	// see too, each as one of the two kinds of lock does, and look
	// through a second descriptor whether the lock is held: held, it
	// would be a signal to a program in another box.
	"flock": func([]string) {
		var fds [2]int
		for i := range fds {
			f, err := os.Open("/proc/self/exe")
			refused(err)
			fds[i] = int(f.Fd())
		}
		refused(syscall.Flock(fds[0], syscall.LOCK_EX|syscall.LOCK_NB))
		if syscall.Flock(fds[1], syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			refused(fmt.Errorf("the lock holds nothing"))
		}
		fmt.Println("locked")
	},
	"fcntl-lock": func([]string) {
		const ofdGetLock, ofdSetLock = 36, 37 // F_OFD_GETLK, F_OFD_SETLK
		var fds [2]uintptr
		for i := range fds {
			f, err := os.Open("/proc/self/exe")
			refused(err)
			fds[i] = f.Fd()
		}
		refused(syscall.FcntlFlock(fds[0], ofdSetLock, &syscall.Flock_t{Type: syscall.F_RDLCK}))
		lock := syscall.Flock_t{Type: syscall.F_WRLCK}
		refused(syscall.FcntlFlock(fds[1], ofdGetLock, &lock))
		if lock.Type == syscall.F_UNLCK {
			refused(fmt.Errorf("the lock holds nothing"))
		}
		fmt.Println("locked")
	},
	// files makes empty files in the folder its input names until it is
	// refused, and prints how many it made.
	"files": func([]string) {
		dir, n := target(), 0
		for ; ; n++ {
			f, err := os.Create(filepath.Join(dir, strconv.Itoa(n)))
			if err != nil {
				fmt.Println(n)
				refused(err)
			}
			f.Close()
		}
	},
	// fill allocates files of 4 MiB (fallocate) in the folder its input
	// names until it is refused, and prints how many MiB it allocated; the
	// file it could not allocate it removes.
	"fill": func([]string) {
		dir, n := target(), 0
		for ; ; n++ {
			name := filepath.Join(dir, strconv.Itoa(n))
			f, err := os.Create(name)
			if err == nil {
				err = syscall.Fallocate(int(f.Fd()), 0, 0, 4<<20)
				f.Close()
				if err != nil {
					os.Remove(name)
				}
			}
			if err != nil {
				fmt.Println(4 * n)
				refused(err)
			}
		}
	},
}

// The machine's own user and PID namespaces, as /proc/self/ns names them:
// their inode numbers are fixed (PROC_USER_INIT_INO, PROC_PID_INIT_INO).
const (
	initUserNS = "user:[4026531837]"
	initPidNS  = "pid:[4026531836]"
)

// target is what a hostile program's input names: its first line.
func target() string {
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	return strings.TrimSpace(line)
}

// refused ends a hostile program that could not do what it tried.
func refused(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// isolatedLimits are the limits the hostile programs run under.
func isolatedLimits(kind string) Limits {
	return Limits{Time: 10 * time.Second, MemoryKiB: 256 << 10, Output: 1 << 20, Containment: kind, Isolation: Full}
}

// TestIsolation runs hostile programs isolated, in every containment:
// each is refused (and exits with its own status 1, as a failing
// submission does: RE), and the judge, its files and the machine are
// unharmed. What is too dangerous to try unprotected is in
// TestIsolationProtected.
func TestIsolation(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	dir := t.TempDir() // the judge's files
	secret := filepath.Join(dir, "secret")
	if err := os.WriteFile(secret, []byte("the answers\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	connected := make(chan struct{})
	go func() {
		if c, err := ln.Accept(); err == nil {
			c.Close()
			close(connected)
		}
	}()
	victim := exec.Command("sleep", "1000") // a process of the machine's
	if err := victim.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { victim.Process.Kill(); victim.Wait() }()
	inTmp := fmt.Sprintf("/tmp/judge-isolation-test-%d", os.Getpid())
	type hostile struct {
		name, program, target string
		code                  int    // the exit status: 1 refused
		err                   string // what standard error says, refused
		out                   string // what standard output says, else
	}
	tests := []hostile{
		{"connect to the machine", "dial", ln.Addr().String(), 1, "network is unreachable", ""},
		{"list the network interfaces", "interfaces", "", 0, "", "lo\n"},
		{"read a file of the judge's", "read", secret, 1, "no such file or directory", ""},
		{"write in the judge's folder", "write", filepath.Join(dir, "planted"), 1, "no such file or directory", ""},
		{"write in the system's", "write", "/usr/planted", 1, "read-only file system", ""},
		{"kill a process of the machine's", "kill", strconv.Itoa(victim.Process.Pid), 1, "no such process", ""},
		// (Were the isolation broken, this test's process would die: the
		// judge's, here.)
		{"kill the judge", "kill", strconv.Itoa(os.Getpid()), 1, "no such process", ""},
		{"see the processes", "procs", "", 0, "", "0 others\n"},
		// Run twice: what the first left, were it let, the second would find.
		{"leave a key in the user keyring", "keyring", "", 1, "function not implemented", ""},
		{"find a key a run before left", "keyring", "", 1, "function not implemented", ""},
		{"set up an io_uring", "io-uring", "", 1, "function not implemented", ""},
		{"make an AF_VSOCK socket", "vsock", "", 1, "address family not supported", ""},
		{"watch the files of the machine (inotify)", "inotify", "", 1, "function not implemented", ""},
		{"watch the files of the machine (fanotify)", "fanotify", "", 1, "function not implemented", ""},
		{"lock a file other boxes see (flock)", "flock", "", 1, "the lock holds nothing", ""},
		{"lock a file other boxes see (fcntl)", "fcntl-lock", "", 1, "the lock holds nothing", ""},
		// The filter lets other families be: the socket is made, and its
		// connection goes nowhere.
		{"make a TCP socket", "dial", "127.0.0.1:1", 1, "connect: network is unreachable", ""},
		// What it may do, it does in a place of its own.
		{"write in /tmp", "write", inTmp, 0, "", "wrote\n"},
		{"write in its working folder", "write", "planted", 0, "", "wrote\n"},
	}
	if st, err := os.Stat("/etc/shadow"); err == nil && st.Mode()&0o004 == 0 {
		tests = append(tests, hostile{"read /etc/shadow", "read", "/etc/shadow", 1, "permission denied", ""})
	}
	inputs := t.TempDir()
	one := filepath.Join(inputs, "one") // the sandbox's pid
	if err := os.WriteFile(one, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, tt := range tests {
		if err := os.WriteFile(filepath.Join(inputs, strconv.Itoa(i)), []byte(tt.target+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		for i, tt := range tests {
			r, out := runOK(t, testenv.Program(tt.program), filepath.Join(inputs, strconv.Itoa(i)), isolatedLimits(kind))
			if r.ExitCode != tt.code || r.Signal != "" || r.Killed != "" || !strings.Contains(string(r.Stderr), tt.err) || tt.code == 0 && out != tt.out {
				t.Errorf("%s: exit %d %s, killed for %q, output %q, stderr %q; want exit %d, %q %q", tt.name, r.ExitCode, r.Signal, r.Killed, out, r.Stderr, tt.code, tt.out, tt.err)
			}
			if r.Isolation != Full {
				t.Errorf("%s: isolation %q, want %q", tt.name, r.Isolation, Full)
			}
		}
		// The sandbox's own first process cannot be harmed either: a
		// program may signal it (as the same user, where the judge is
		// not root) but it takes no signal, and the next run is served.
		r, _ := runOK(t, testenv.Program("kill"), one, isolatedLimits(kind))
		if r.Signal != "" || r.Killed != "" {
			t.Errorf("kill the sandbox: ended by %q, killed for %q", r.Signal, r.Killed)
		}
		if r, out := runOK(t, testenv.Program("print", "42"), "", isolatedLimits(kind)); r.ExitCode != 0 || out != "42\n" {
			t.Errorf("after a program tried to kill its sandbox: exit %d, output %q", r.ExitCode, out)
		}
	})
	select {
	case <-connected:
		t.Error("a program connected to the judge's machine")
	default:
	}
	for _, p := range []string{filepath.Join(dir, "planted"), "/usr/planted", inTmp, "planted"} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("a program wrote %s", p)
			os.Remove(p)
		}
	}
	if b, err := os.ReadFile(secret); err != nil || string(b) != "the answers\n" {
		t.Errorf("the judge's file: %q, %v", b, err)
	}
	if !testenv.Alive(victim.Process.Pid) {
		t.Error("a program killed a process of the machine's")
	}
}

// TestIsolationDir: a program isolated works in the caller's Dir, which it
// sees as /box: it reads what the caller put there (input.txt, as a
// problem with file input has it) and what it writes is the caller's.
func TestIsolationDir(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		kind := base.Containment
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "input.txt"), []byte("7 8\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		lim := isolatedLimits(kind)
		lim.Dir = dir
		r, out := runOK(t, []string{"sh", "-c", "pwd; cat input.txt > output.txt"}, "", lim)
		if r.ExitCode != 0 || out != "/box\n" {
			t.Errorf("exit %d, output %q, stderr %q; want /box", r.ExitCode, out, r.Stderr)
		}
		if b, err := os.ReadFile(filepath.Join(dir, "output.txt")); err != nil || string(b) != "7 8\n" {
			t.Errorf("output.txt: %q, %v; want the input", b, err)
		}
	})
}

// TestIsolationProtected runs what would harm the machine were the
// isolation broken (reboot, kill every process, a fork bomb) from a judge
// in a user and a PID namespace of its own, where reboot(2) and kill(-1)
// cannot reach the machine whatever happens; the fork bomb stops at 2048
// processes by itself. The judge there runs each isolated in every
// containment it finds, and prints what happened; each must be refused,
// and the judge live to say so.
func TestIsolationProtected(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	forks := cProgram(t, "forks")
	cmd := exec.Command(testenv.Program("protected", forks)[0], testenv.Program("protected", forks)[1:]...)
	uid, gid, size := os.Geteuid(), os.Getegid(), 1
	if uid == 0 {
		size = 65536 // nobody too, as a root judge has it
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags:                 syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID | syscall.CLONE_NEWNS,
		UidMappings:                []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: size}},
		GidMappings:                []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: size}},
		GidMappingsEnableSetgroups: uid == 0,
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the judge in its namespaces: %v\n%s%s", err, out, stderr.String())
	}
	seen := map[string]int{}
	s := bufio.NewScanner(strings.NewReader(string(out)))
	for s.Scan() {
		var r protectedResult
		if err := json.Unmarshal(s.Bytes(), &r); err != nil {
			t.Fatalf("%q: %v", s.Text(), err)
		}
		if r.Skip != "" {
			t.Skip("in a user namespace: " + r.Skip)
		}
		seen[r.Case]++
		what := fmt.Sprintf("%s, %s: exit %d %s, killed for %q, output %q, stderr %q, error %q", r.Kind, r.Case, r.Exit, r.Signal, r.Killed, r.Out, r.Stderr, r.Err)
		// In the subreaper containment, a fork bomb's processes add up to
		// more than the memory limit: the resident memory it sums counts
		// the pages they share once per process.
		// Stopped so, the bomb was refused all the same: it ends killed,
		// with no count of its processes to print.
		if r.Case == "fork bomb" && r.Kind == Subreaper && r.Killed == Memory && r.Err == "" {
			continue
		}
		switch {
		case r.Err != "" || r.Exit != 1 || r.Signal != "" || r.Killed != "":
			t.Errorf("%s; want exit 1, refused", what)
		case r.Case == "reboot" && !strings.Contains(r.Stderr, "operation not permitted"):
			t.Errorf("%s; want it not permitted", what)
		case r.Case == "kill every process" && !strings.Contains(r.Stderr, "no such process"):
			t.Errorf("%s; want no process to kill", what)
		case r.Case == "fork bomb":
			if n, _ := strconv.Atoi(strings.TrimSpace(r.Out)); n < 100 || n > maxProcs {
				t.Errorf("%s; want refused after at most %d processes", what, maxProcs)
			}
		}
	}
	for _, c := range []string{"reboot", "kill every process", "fork bomb"} {
		if seen[c] == 0 {
			t.Errorf("%s: not run\n%s%s", c, out, stderr.String())
		}
	}
}

// A protectedResult is one run of TestIsolationProtected's judge.
type protectedResult struct {
	Kind, Case, Signal, Out, Stderr, Err, Skip string
	Exit                                       int
	Killed                                     Reason
}

// runProtected is TestIsolationProtected's judge: it runs the hostile
// programs isolated in every containment it finds, printing a
// protectedResult for each, or one saying why it cannot isolate. Its
// /proc is first made its PID namespace's, as a judge's is, to find the
// processes it watches.
func runProtected(args []string) {
	enc := json.NewEncoder(os.Stdout)
	err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, "")
	if err == nil {
		err = syscall.Mount("proc", "/proc", "proc", 0, "")
	}
	if err != nil {
		enc.Encode(protectedResult{Err: "cannot mount /proc: " + err.Error()})
		return
	}
	if why := IsolationMissing(); why != "" {
		enc.Encode(protectedResult{Skip: why})
		return
	}
	cases := []struct {
		name string
		argv []string
	}{
		{"reboot", testenv.Program("reboot")},
		{"kill every process", testenv.Program("kill-all")},
		{"fork bomb", args},
	}
	for _, kind := range Available() {
		for _, c := range cases {
			res := protectedResult{Kind: kind, Case: c.name}
			r, err := Run(c.argv, "", isolatedLimits(kind))
			if err != nil {
				res.Err = err.Error()
			} else {
				out, _ := r.Stdout()
				res.Exit, res.Signal, res.Killed, res.Out, res.Stderr = r.ExitCode, r.Signal, r.Killed, string(out), string(r.Stderr)
				r.Close()
			}
			enc.Encode(res)
		}
	}
}

// TestPassNothing: a program gets no descriptor past 2, neither one the
// judge inherited (here a folder, outside an isolated program's root) nor
// the sandbox's socket to the judge, in every containment, isolated and
// not; and isolated, or untrusted (Limits.Untrusted), none of the judge's
// environment. A judge of its own
// runs the program, the test binary with the folder as its descriptor 3
// and a variable of its own, JUDGE_TEST_TOKEN, and prints how each run
// ended: the program's own crash, having found nothing to use, and the
// judge's next run unharmed.
func TestPassNothing(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "secret"), []byte("the answers\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := os.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	argv := testenv.Program("pass-nothing")
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.ExtraFiles = []*os.File{d}
	cmd.Env = append(os.Environ(), "JUDGE_TEST_TOKEN=s3cret")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the judge: %v\n%s%s", err, out, stderr.String())
	}
	runs := 0
	s := bufio.NewScanner(strings.NewReader(string(out)))
	for s.Scan() {
		var r protectedResult
		if err := json.Unmarshal(s.Bytes(), &r); err != nil {
			t.Fatalf("%q: %v", s.Text(), err)
		}
		runs++
		want := "" // isolated, or untrusted: nothing; else the judge's user, with its environment
		if r.Case == None {
			want = "JUDGE_TEST_TOKEN=s3cret\n"
		}
		if r.Err != "" || r.Signal != testenv.CrashName || r.Out != want {
			t.Errorf("%s, isolation %s: %s, error %q, output %q; want its own crash, output %q", r.Kind, r.Case, r.Signal, r.Err, r.Out, want)
		}
	}
	if runs == 0 {
		t.Fatalf("no run\n%s", stderr.String())
	}
}

// runPassNothing is TestPassNothing's judge: it runs the program
// inherited twice in every containment, isolated where it can and not
// (as a tool of the judge's, and as an untrusted program), and prints a
// protectedResult for each, its Case the isolation, with " untrusted".
func runPassNothing([]string) {
	enc := json.NewEncoder(os.Stdout)
	isolations := []string{None, None + " untrusted"}
	if IsolationMissing() == "" {
		isolations = append(isolations, Full)
	}
	for _, kind := range Available() {
		for _, iso := range isolations {
			for i := 0; i < 2; i++ {
				lim := isolatedLimits(kind)
				lim.Isolation, _, _ = strings.Cut(iso, " ")
				lim.Untrusted = iso != None
				res := protectedResult{Kind: kind, Case: iso}
				r, err := Run(testenv.Program("inherited"), "", lim)
				if err != nil {
					res.Err = err.Error()
				} else {
					out, _ := r.Stdout()
					res.Exit, res.Signal, res.Out, res.Stderr = r.ExitCode, r.Signal, string(out), string(r.Stderr)
					r.Close()
				}
				enc.Encode(res)
			}
		}
	}
}

// TestFailClosed: where the system refuses an isolated program its start
// for want of a process (EAGAIN, as when nobody has as many processes as
// it may: made here by startFault, in every containment), whether the
// machine isolates is still found, no program running to find it; a
// refusal that passes is tried again; and one that lasts fails the run,
// saying why: the program never runs unisolated.
func TestFailClosed(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	defer func() { startFault = nil }()
	tests := []struct {
		name     string
		refusals int
		err      string // "": the program runs, isolated
	}{
		{"refused twice", 2, ""},
		{"refused every time", againTries, "has as many processes as it may"},
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		for _, tt := range tests {
			tries := 0
			startFault = func() error {
				if tries++; tries <= tt.refusals {
					return syscall.EAGAIN
				}
				return nil
			}
			if why := isolationMissing(); why != "" {
				t.Errorf("%s: isolation found missing: %s", tt.name, why)
			}
			tries = 0
			r, err := Run(testenv.Program("cwd"), "", isolatedLimits(base.Containment))
			switch {
			case tt.err == "" && err != nil:
				t.Errorf("%s: %v", tt.name, err)
			case tt.err == "":
				out, _ := r.Stdout()
				if r.Isolation != Full || string(out) != "/box\n" {
					t.Errorf("%s: isolation %s, working folder %q; want %s, /box", tt.name, r.Isolation, out, Full)
				}
				r.Close()
			case err == nil || !strings.Contains(err.Error(), tt.err):
				if err == nil {
					r.Close()
				}
				t.Errorf("%s: %v; want it not run, saying %q", tt.name, err, tt.err)
			}
			if want := min(tt.refusals+1, againTries); tries != want {
				t.Errorf("%s: %d tries, want %d", tt.name, tries, want)
			}
		}
	})
}

// TestRunsApart: a run that holds as many processes as it may (threads,
// until refused at the bound, in every containment) leaves other runs
// theirs: a program run meanwhile in a box of its own, as another judge's
// would be, starts and ends as it should. (Were boxes to share a user,
// RLIMIT_NPROC, which counts a user's processes, would refuse it.) The
// holder, which sees a folder of the test's, says it holds its processes
// on a named pipe there, and ends once the file done is there.
func TestRunsApart(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	hold := cProgram(t, "hold")
	isolatedContainments(t, func(t *testing.T, base Limits) {
		dir := t.TempDir()
		if err := os.Chmod(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		full := filepath.Join(dir, "full")
		if err := syscall.Mkfifo(full, 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(full, 0o666); err != nil { // whatever the umask
			t.Fatal(err)
		}
		pipe, err := os.OpenFile(full, os.O_RDWR, 0) // not waiting for a writer
		if err != nil {
			t.Fatal(err)
		}
		defer pipe.Close()
		said := make(chan error, 1)
		go func() {
			_, err := pipe.Read(make([]byte, 1))
			said <- err
		}()
		type held struct {
			r   *Result
			err error
		}
		ended := make(chan held, 1)
		go func() {
			r, err := Run([]string{hold, dir}, "", isolatedLimits(base.Containment))
			ended <- held{r, err}
		}()
		var h held
		select {
		case err := <-said:
			if err != nil {
				t.Fatal(err)
			}
		case h = <-ended:
			if h.err == nil {
				h.r.Close()
			}
			t.Fatalf("the holder ended before it held its processes: %v", h.err)
		}
		if r, err := Run(testenv.Program("print", "42"), "", isolatedLimits(base.Containment)); err != nil {
			t.Errorf("beside a run at its bound of processes: %v", err)
		} else {
			out, _ := r.Stdout()
			if r.ExitCode != 0 || string(out) != "42\n" {
				t.Errorf("beside a run at its bound of processes: exit %d, output %q, stderr %q; want 42", r.ExitCode, out, r.Stderr)
			}
			r.Close()
		}
		if err := os.WriteFile(filepath.Join(dir, "done"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		if h = <-ended; h.err != nil {
			t.Fatal(h.err)
		}
		defer h.r.Close()
		b, _ := h.r.Stdout()
		if n, _ := strconv.Atoi(strings.TrimSpace(string(b))); h.r.ExitCode != 0 || n < 100 || n >= maxProcs {
			t.Errorf("the holder: exit %d, killed for %q, output %q, stderr %q; want refused a thread at the bound of %d processes", h.r.ExitCode, h.r.Killed, b, h.r.Stderr, maxProcs)
		}
	})
}

// TestBoxBounds: what an isolated program may write is bounded in bytes,
// which fallocate cannot pass, and in files, in each of its folders: /tmp,
// a fresh /box, and /box as a copy of the caller's folder (Limits.Dir),
// where what it made is copied back; in every containment.
func TestBoxBounds(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	const memKiB = 64 << 10 // the bound of each folder's bytes
	defer func(n int64) { boxFiles = n }(boxFiles)
	boxFiles = 256
	inputs := t.TempDir()
	for _, f := range []string{"tmp", "box"} {
		if err := os.WriteFile(filepath.Join(inputs, f), []byte("/"+f+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, program, in string
		dir               bool // /box a copy of the caller's folder
		least, most       int  // what it prints: files, or MiB
		per               int  // what it prints for each file made
	}{
		{"files in /tmp", "files", "tmp", false, 250, 256, 1},
		{"files in a fresh /box", "files", "box", false, 250, 256, 1},
		{"files in the caller's folder", "files", "box", true, 250, 256, 1},
		{"fallocate in /tmp", "fill", "tmp", false, 40, 64, 4},
		{"fallocate in a fresh /box", "fill", "box", false, 40, 64, 4},
		{"fallocate in the caller's folder", "fill", "box", true, 40, 64, 4},
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		for _, tt := range tests {
			lim := isolatedLimits(base.Containment)
			lim.MemoryKiB = memKiB
			if tt.dir {
				lim.Dir = t.TempDir()
			}
			r, out := runOK(t, testenv.Program(tt.program), filepath.Join(inputs, tt.in), lim)
			if r.Killed == Memory && tt.program == "fill" && strings.HasPrefix(base.Containment, "cgroup") {
				continue // a tmpfs's pages are the memory of the cgroup of the program that wrote them
			}
			n, _ := strconv.Atoi(strings.TrimSpace(out))
			if r.ExitCode != 1 || r.Killed != "" || !strings.Contains(string(r.Stderr), "no space left on device") || n < tt.least || n > tt.most {
				t.Errorf("%s: exit %d, killed for %q, output %q, stderr %q; want refused, no space left, after %d to %d", tt.name, r.ExitCode, r.Killed, out, r.Stderr, tt.least, tt.most)
			}
			if !tt.dir {
				continue
			}
			if entries, err := os.ReadDir(lim.Dir); err != nil || len(entries) != n/tt.per {
				t.Errorf("%s: the caller's folder holds %d files after (%v), want the %d made", tt.name, len(entries), err, n/tt.per)
			}
		}
	})
}

// TestForeignABI runs, isolated, a 64-bit program that makes a system
// call on i386's ABI (int 0x80), which the sandbox's filter would have to
// know again (socketcall's family lies in memory): the program is ended
// by SIGSYS, in every containment. It needs a C compiler for x86-64.
func TestForeignABI(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	if runtime.GOARCH != "amd64" {
		t.Skip("i386's calls are tried on amd64")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "int80.c")
	// getpid, i386's call 20; an exit status of 0 if it returned.
	prog := "int main(void) { long r; __asm__ volatile (\"int $0x80\" : \"=a\"(r) : \"a\"(20L)); return r < 0; }\n"
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cc", "-o", filepath.Join(dir, "int80"), src).CombinedOutput(); err != nil {
		t.Skipf("no C compiler: %v %s", err, out)
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		lim := isolatedLimits(base.Containment)
		lim.Dir = dir
		r, _ := runOK(t, []string{filepath.Join(dir, "int80")}, "", lim)
		if r.Signal != "SIGSYS" {
			t.Errorf("exit %d, signal %q, stderr %q; want SIGSYS", r.ExitCode, r.Signal, r.Stderr)
		}
	})
}

// TestVisibleSubmount: a folder a program is shown (Limits.Visible) with
// a file system mounted inside it, writable by all, is read-only to the
// program down to that file system too: binding the folder brings what is
// mounted inside it.
func TestVisibleSubmount(t *testing.T) {
	if why := IsolationMissing(); why != "" {
		t.Skip(why)
	}
	if os.Geteuid() != 0 {
		t.Skip("mounting a file system inside a folder takes root")
	}
	dir := t.TempDir()
	inner := filepath.Join(dir, "inner")
	if err := os.Mkdir(inner, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mount("tmpfs", inner, "tmpfs", 0, "mode=1777,size=64k"); err != nil {
		t.Skipf("cannot mount a tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(inner, syscall.MNT_DETACH) })
	// Sandboxes started before the mount do not see it.
	endSandboxes()
	in := filepath.Join(dir, "in")
	if err := os.WriteFile(in, []byte(filepath.Join(inner, "planted")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	isolatedContainments(t, func(t *testing.T, base Limits) {
		lim := isolatedLimits(base.Containment)
		lim.Visible = []string{dir}
		r, out := runOK(t, testenv.Program("write"), in, lim)
		if r.ExitCode != 1 || !strings.Contains(string(r.Stderr), "read-only file system") {
			t.Errorf("write in a file system mounted in a visible folder: exit %d, output %q, stderr %q; want exit 1, read-only file system", r.ExitCode, out, r.Stderr)
		}
	})
}
