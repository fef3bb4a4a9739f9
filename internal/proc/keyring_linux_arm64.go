package proc

import "syscall"

const sysSeccomp = syscall.SYS_SECCOMP

// refusedCalls are add_key, request_key and keyctl, and io_uring_setup,
// io_uring_enter and io_uring_register (425 to 427 on every
// architecture), with socket, on arm64 and on 32-bit ARM, which some
// arm64 machines run too.
var refusedCalls = []callSet{
	{arch: 0xc00000b7, nrs: []uint32{217, 218, 219, 425, 426, 427}, socket: 198}, // AUDIT_ARCH_AARCH64
	{arch: 0x40000028, nrs: []uint32{309, 310, 311, 425, 426, 427}, socket: 281}, // AUDIT_ARCH_ARM
}
