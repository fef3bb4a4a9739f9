package proc

import (
	"fmt"
	"syscall"
	"unsafe"
)

// The kernel's keyrings are not namespaced for a root judge's programs:
// the user keyring of a box's user outlives its run, and the user serves
// run after run, so a run could leave there what the next reads. Nor is
// io_uring, whose requests make sockets of any family beside what a
// filter sees, nor AF_VSOCK's sockets, which reach the whole machine (and
// its host), nor a file's locks: two boxes that see one file (a system
// library, read-only) see each other's locks on it, a channel between
// two programs run at once, nor inotify's and fanotify's watches, which
// see every open and read of a file the box sees, by any process of the
// machine (a program's of another box, the judge's). An isolated program
// has no use for any: the sandbox refuses the three keyring calls
// (add_key, request_key, keyctl), io_uring's three, inotify's
// (inotify_init, inotify_init1, inotify_add_watch) and fanotify's
// (fanotify_init, fanotify_mark) with ENOSYS, and an AF_VSOCK socket with
// EAFNOSUPPORT, as a kernel built without them does, to itself and so to
// every program it starts, by a seccomp filter that nothing can remove.
// Locks are not refused, as isolate does (go build locks its go.mod, and
// fails where it cannot), but pretended: flock and fcntl's F_SETLK,
// F_SETLKW, F_OFD_SETLK, F_OFD_SETLKW, F_SETLEASE and F_NOTIFY return 0
// and do nothing, so that no lock is ever held for another box to see;
// what a box has to itself (its /box, its /tmp) no other box sees anyway.
// A call of another ABI than the machine's own (i386's int 0x80 on
// x86-64, x32's numbers, 32-bit ARM on arm64), whose numbers the filter
// would have to know again, and whose i386 socketcall passes a socket's
// family in memory where no filter reads it, ends the program (SIGSYS),
// as isolate's filter does by default.

// A callSet is what the filter refuses on the machine's own system-call
// ABI, as seccomp tells it (AUDIT_ARCH_*); x32 is a bit another ABI sets
// in its numbers (x86-64's x32), refused whole.
type callSet struct {
	arch   uint32
	x32    uint32
	nrs    []uint32 // refused with ENOSYS
	socket uint32   // socket(2)'s number, whose AF_VSOCK is refused
	flock  uint32   // flock(2)'s number, pretended
	fcntl  uint32   // fcntl(2)'s number, whose locks are pretended
}

// The seccomp filter's instructions and values (linux/filter.h,
// linux/seccomp.h, linux/fcntl.h): the offsets of the call's number, ABI
// and arguments in seccomp_data, what a filter returns, and the refused
// fcntl commands.
const (
	bpfLoad          = 0x20 // BPF_LD | BPF_W | BPF_ABS
	bpfJumpEqual     = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
	bpfJumpGreaterEq = 0x35 // BPF_JMP | BPF_JGE | BPF_K
	bpfReturn        = 0x06 // BPF_RET | BPF_K
	offsetNr         = 0
	offsetArch       = 4
	offsetArg0       = 16 // the first argument's low 32 bits, little-endian
	offsetArg1       = 24
	retAllow         = 0x7fff0000
	retErrno         = 0x00050000
	retPretend       = retErrno   // errno 0: the call returns 0, not made
	retKillProcess   = 0x80000000 // a kernel before 4.14 kills the thread
	afVsock          = 40

	seccompSetModeFilter  = 1
	seccompFilterFlagSync = 1 // TSYNC: every thread of the process
	prSetNoNewPrivs       = 38
)

// lockCommands are fcntl's commands that lock a file, lease it or watch
// its folder, which the filter pretends: F_SETLK, F_SETLKW, F_OFD_SETLK,
// F_OFD_SETLKW, F_SETLEASE, F_NOTIFY (the same numbers on every
// architecture).
var lockCommands = []uint32{6, 7, 37, 38, 1024, 1026}

// refusalFilter is the filter that ends a program calling on another ABI
// than c.arch, or with c.x32 set in the call's number, refuses c's calls
// and pretends its locks (refuseCalls); it allows everything else.
func refusalFilter(c callSet) []syscall.SockFilter {
	const (
		kill = iota
		enosys
		eafnosupport
		pretend
	)
	ret := []uint32{retKillProcess, retErrno | uint32(syscall.ENOSYS), retErrno | uint32(syscall.EAFNOSUPPORT), retPretend}
	var prog []syscall.SockFilter
	var to []int // the refusal each instruction at prog's index jumps to when true, -1 for none
	jump := func(code, k uint32, refusal int) {
		prog = append(prog, syscall.SockFilter{Code: uint16(code), K: k})
		to = append(to, refusal)
	}
	load := func(offset uint32) { jump(bpfLoad, offset, -1) }
	// The ABI: any other is ended (its jump is when false, turned below).
	load(offsetArch)
	jump(bpfJumpEqual, c.arch, -1)
	other := len(prog) - 1
	load(offsetNr)
	if c.x32 != 0 {
		jump(bpfJumpGreaterEq, c.x32, kill)
	}
	for _, nr := range c.nrs {
		jump(bpfJumpEqual, nr, enosys)
	}
	jump(bpfJumpEqual, c.flock, pretend)
	// fcntl and socket: when the number is another, their argument's
	// check is skipped; when it is theirs, what is not refused is allowed.
	jump(bpfJumpEqual, c.fcntl, -1)
	prog[len(prog)-1].Jf = uint8(len(lockCommands) + 2)
	load(offsetArg1)
	for _, cmd := range lockCommands {
		jump(bpfJumpEqual, cmd, pretend)
	}
	jump(bpfReturn, retAllow, -1)
	jump(bpfJumpEqual, c.socket, -1)
	prog[len(prog)-1].Jf = 2
	load(offsetArg0)
	jump(bpfJumpEqual, afVsock, eafnosupport)
	jump(bpfReturn, retAllow, -1)
	first := len(prog) // the refusals follow
	for _, r := range ret {
		jump(bpfReturn, r, -1)
	}
	prog[other].Jt, prog[other].Jf = 0, uint8(first+kill-other-1)
	for i, r := range to {
		if r >= 0 {
			prog[i].Jt = uint8(first + r - i - 1)
		}
	}
	return prog
}

// refuseCalls installs the filter on every thread of this process,
// and on what it starts from then on, which can gain no privilege by
// exec either (no_new_privs). Where the filter's numbers are not known
// (an architecture other than amd64 and arm64), it does nothing; where
// the system refuses seccomp filters and has no keyrings either (keyctl:
// ENOSYS), as qemu-user, the sandbox goes on without the filter.
func refuseCalls() error {
	if refusedCalls.arch == 0 {
		return nil
	}
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0); e != 0 {
		return fmt.Errorf("cannot set no_new_privs: %v", e)
	}
	filter := refusalFilter(refusedCalls)
	prog := syscall.SockFprog{Len: uint16(len(filter)), Filter: &filter[0]}
	r, _, e := syscall.RawSyscall(sysSeccomp, seccompSetModeFilter, seccompFilterFlagSync, uintptr(unsafe.Pointer(&prog)))
	if e == 0 && r == 0 {
		return nil
	}
	// A system without seccomp filters (qemu-user refuses them) may have
	// no keyrings either (qemu-user has no keyctl): then no run can leave
	// a key for the next, and the sandbox goes on unfiltered.
	const keyctlGetKeyringID, keySpecSessionKeyring = 0, -3
	session := keySpecSessionKeyring
	if _, _, k := syscall.RawSyscall(syscall.SYS_KEYCTL, keyctlGetKeyringID, uintptr(session), 0); k == syscall.ENOSYS {
		return nil
	}
	return fmt.Errorf("cannot filter the sandbox's system calls (seccomp): %v", e)
}
