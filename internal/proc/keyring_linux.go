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
// its host). An isolated program has no use for any: the sandbox refuses
// the three keyring calls (add_key, request_key, keyctl) and io_uring's
// three with ENOSYS, and an AF_VSOCK socket with EAFNOSUPPORT, as a kernel
// built without them does, to itself and so to every program it starts,
// by a seccomp filter that nothing can remove. (i386's socketcall, which
// passes its arguments in memory, is not looked into.)

// A callSet is the refused calls' numbers of one system-call ABI, as
// seccomp tells it (AUDIT_ARCH_*); x32 is a bit the ABI sets in its
// numbers (x86-64's x32), cleared before they are compared.
type callSet struct {
	arch   uint32
	x32    uint32
	nrs    []uint32
	socket uint32 // socket(2)'s number, whose AF_VSOCK is refused
}

// The seccomp filter's instructions and values (linux/filter.h,
// linux/seccomp.h): the offsets of the call's number and ABI in
// seccomp_data, and what a filter returns.
const (
	bpfLoad      = 0x20 // BPF_LD | BPF_W | BPF_ABS
	bpfAnd       = 0x54 // BPF_ALU | BPF_AND | BPF_K
	bpfJumpEqual = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
	bpfReturn    = 0x06 // BPF_RET | BPF_K
	offsetNr     = 0
	offsetArch   = 4
	offsetArg0   = 16 // the first argument's low 32 bits, little-endian
	retAllow     = 0x7fff0000
	retErrno     = 0x00050000
	afVsock      = 40

	seccompSetModeFilter  = 1
	seccompFilterFlagSync = 1 // TSYNC: every thread of the process
	prSetNoNewPrivs       = 38
)

// refusalFilter is the filter that refuses calls' numbers on their ABIs
// with ENOSYS, and a socket of the family AF_VSOCK, whose sockets reach
// the whole machine whatever the network namespace, with EAFNOSUPPORT, as
// a kernel without them does; and allows everything else.
func refusalFilter(calls []callSet) []syscall.SockFilter {
	prog := []syscall.SockFilter{{Code: bpfLoad, K: offsetArch}}
	var refuse, vsock []int // the jumps to the refusals, the last two instructions
	for _, c := range calls {
		block := []syscall.SockFilter{{Code: bpfLoad, K: offsetNr}}
		if c.x32 != 0 {
			block = append(block, syscall.SockFilter{Code: bpfAnd, K: ^c.x32})
		}
		for _, nr := range c.nrs {
			refuse = append(refuse, len(prog)+1+len(block))
			block = append(block, syscall.SockFilter{Code: bpfJumpEqual, K: nr})
		}
		if c.socket != 0 {
			// Another call skips the family's check.
			block = append(block, syscall.SockFilter{Code: bpfJumpEqual, K: c.socket, Jf: 2}, syscall.SockFilter{Code: bpfLoad, K: offsetArg0})
			vsock = append(vsock, len(prog)+1+len(block))
			block = append(block, syscall.SockFilter{Code: bpfJumpEqual, K: afVsock})
		}
		block = append(block, syscall.SockFilter{Code: bpfReturn, K: retAllow})
		// Another ABI skips the block, the ABI still loaded.
		prog = append(prog, syscall.SockFilter{Code: bpfJumpEqual, K: c.arch, Jf: uint8(len(block))})
		prog = append(prog, block...)
	}
	prog = append(prog, syscall.SockFilter{Code: bpfReturn, K: retAllow},
		syscall.SockFilter{Code: bpfReturn, K: retErrno | uint32(syscall.ENOSYS)},
		syscall.SockFilter{Code: bpfReturn, K: retErrno | uint32(syscall.EAFNOSUPPORT)})
	for _, i := range refuse {
		prog[i].Jt = uint8(len(prog) - 2 - (i + 1))
	}
	for _, i := range vsock {
		prog[i].Jt = uint8(len(prog) - 1 - (i + 1))
	}
	return prog
}

// refuseCalls installs the filter on every thread of this process,
// and on what it starts from then on, which can gain no privilege by
// exec either (no_new_privs). Where the filter's numbers are not known
// (an architecture other than amd64 and arm64), it does nothing; where
// the system has no keyrings (keyctl: ENOSYS), it needs no filter.
func refuseCalls() error {
	if len(refusedCalls) == 0 {
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
	// no keyrings either (qemu-user has no keyctl): then there is nothing
	// to refuse.
	const keyctlGetKeyringID, keySpecSessionKeyring = 0, -3
	session := keySpecSessionKeyring
	if _, _, k := syscall.RawSyscall(syscall.SYS_KEYCTL, keyctlGetKeyringID, uintptr(session), 0); k == syscall.ENOSYS {
		return nil
	}
	return fmt.Errorf("cannot refuse the keyring and io_uring calls (seccomp): %v", e)
}
