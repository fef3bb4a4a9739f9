//go:build linux && (amd64 || arm64)

package proc

import (
	"encoding/binary"
	"fmt"
	"syscall"
	"testing"
)

// A filterCase is a system call and what the filter returns for it.
type filterCase struct {
	name string
	arch uint32 // its ABI
	nr   uint32
	args [2]uint64 // its first two arguments
	want uint32
}

// TestRefusalFilter runs the sandbox's filter program on system calls as
// the kernel would, and checks what it decides: the refused calls
// refused, locks pretended, their neighbours allowed, and a call of another ABI ended.
func TestRefusalFilter(t *testing.T) {
	if refusedCalls.arch == 0 {
		t.Skip("no filter on this architecture")
	}
	const (
		allow  = retAllow
		kill   = retKillProcess
		enosys = retErrno | uint32(syscall.ENOSYS)
		none   = retPretend
		eafno  = retErrno | uint32(syscall.EAFNOSUPPORT)
		i386   = 0x40000003 // AUDIT_ARCH_I386
		arm    = 0x40000028 // AUDIT_ARCH_ARM
	)
	native := refusedCalls.arch
	tests := []filterCase{
		{"getpid", native, syscall.SYS_GETPID, [2]uint64{}, allow},
		{"keyctl", native, syscall.SYS_KEYCTL, [2]uint64{}, enosys},
		{"add_key", native, syscall.SYS_ADD_KEY, [2]uint64{}, enosys},
		{"request_key", native, syscall.SYS_REQUEST_KEY, [2]uint64{}, enosys},
		{"io_uring_setup", native, 425, [2]uint64{}, enosys},
		{"io_uring_register", native, 427, [2]uint64{}, enosys},
		{"inotify_init1", native, syscall.SYS_INOTIFY_INIT1, [2]uint64{}, enosys},
		{"inotify_add_watch", native, syscall.SYS_INOTIFY_ADD_WATCH, [2]uint64{3, 0}, enosys},
		{"inotify_rm_watch", native, syscall.SYS_INOTIFY_RM_WATCH, [2]uint64{3, 1}, allow},
		{"fanotify_init", native, syscall.SYS_FANOTIFY_INIT, [2]uint64{0x200, 0}, enosys},
		{"fanotify_mark", native, syscall.SYS_FANOTIFY_MARK, [2]uint64{3, 1}, enosys},
		{"flock", native, syscall.SYS_FLOCK, [2]uint64{3, syscall.LOCK_SH}, none},
		{"fcntl F_SETLK", native, syscall.SYS_FCNTL, [2]uint64{3, syscall.F_SETLK}, none},
		{"fcntl F_SETLKW", native, syscall.SYS_FCNTL, [2]uint64{3, syscall.F_SETLKW}, none},
		{"fcntl F_OFD_SETLK", native, syscall.SYS_FCNTL, [2]uint64{3, 37}, none},
		{"fcntl F_OFD_SETLKW", native, syscall.SYS_FCNTL, [2]uint64{3, 38}, none},
		{"fcntl F_SETLEASE", native, syscall.SYS_FCNTL, [2]uint64{3, 1024}, none},
		{"fcntl F_NOTIFY", native, syscall.SYS_FCNTL, [2]uint64{3, 1026}, none},
		{"fcntl F_GETLK", native, syscall.SYS_FCNTL, [2]uint64{3, syscall.F_GETLK}, allow},
		{"fcntl F_GETFL", native, syscall.SYS_FCNTL, [2]uint64{3, syscall.F_GETFL}, allow},
		{"fcntl F_SETFD", native, syscall.SYS_FCNTL, [2]uint64{3, syscall.F_SETFD}, allow},
		{"fcntl F_DUPFD_CLOEXEC", native, syscall.SYS_FCNTL, [2]uint64{3, syscall.F_DUPFD_CLOEXEC}, allow},
		{"socket AF_VSOCK", native, syscall.SYS_SOCKET, [2]uint64{afVsock, syscall.SOCK_STREAM}, eafno},
		{"socket AF_INET", native, syscall.SYS_SOCKET, [2]uint64{syscall.AF_INET, syscall.SOCK_STREAM}, allow},
		{"socket AF_UNIX of type 6", native, syscall.SYS_SOCKET, [2]uint64{syscall.AF_UNIX, 6}, allow},
		{"read, its first argument 40", native, syscall.SYS_READ, [2]uint64{afVsock, 0}, allow},
		{"close, its second argument F_SETLK", native, syscall.SYS_CLOSE, [2]uint64{3, syscall.F_SETLK}, allow},
		{"i386 getpid", i386, 20, [2]uint64{}, kill},
		{"i386 socketcall", i386, 102, [2]uint64{1, 0}, kill},
		{"i386 fcntl64", i386, 221, [2]uint64{3, 13}, kill},
		{"32-bit ARM getpid", arm, 20, [2]uint64{}, kill},
	}
	if refusedCalls.x32 != 0 {
		tests = append(tests,
			filterCase{"x32 getpid", native, refusedCalls.x32 | syscall.SYS_GETPID, [2]uint64{}, kill},
			filterCase{"x32 socket AF_INET", native, refusedCalls.x32 | syscall.SYS_SOCKET, [2]uint64{syscall.AF_INET, 0}, kill})
	}
	prog := refusalFilter(refusedCalls)
	for _, tt := range tests {
		var data [64]byte // struct seccomp_data
		binary.LittleEndian.PutUint32(data[offsetNr:], tt.nr)
		binary.LittleEndian.PutUint32(data[offsetArch:], tt.arch)
		binary.LittleEndian.PutUint64(data[offsetArg0:], tt.args[0])
		binary.LittleEndian.PutUint64(data[offsetArg1:], tt.args[1])
		got, err := runFilter(prog, data[:])
		if err != nil || got != tt.want {
			t.Errorf("%s: %#x, %v; want %#x", tt.name, got, err, tt.want)
		}
	}
}

// runFilter runs a classic BPF program of the instructions refusalFilter
// writes on data, as the kernel's seccomp does, and returns what it
// returns; an instruction of another kind, or a jump out of the program,
// is an error.
func runFilter(prog []syscall.SockFilter, data []byte) (uint32, error) {
	var a uint32
	for pc := 0; pc < len(prog); pc++ {
		in := prog[pc]
		switch in.Code {
		case bpfLoad:
			a = binary.LittleEndian.Uint32(data[in.K:])
		case bpfJumpEqual, bpfJumpGreaterEq:
			jump := in.Jf
			if in.Code == bpfJumpEqual && a == in.K || in.Code == bpfJumpGreaterEq && a >= in.K {
				jump = in.Jt
			}
			pc += int(jump)
		case bpfReturn:
			return in.K, nil
		default:
			return 0, fmt.Errorf("instruction %d: code %#x", pc, in.Code)
		}
	}
	return 0, fmt.Errorf("the program ends without returning")
}
