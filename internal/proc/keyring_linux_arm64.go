package proc

import "syscall"

const sysSeccomp = syscall.SYS_SECCOMP

// keyringCalls are add_key, request_key and keyctl on arm64 and on
// 32-bit ARM, which some arm64 machines run too.
var keyringCalls = []callSet{
	{arch: 0xc00000b7, nrs: []uint32{217, 218, 219}}, // AUDIT_ARCH_AARCH64
	{arch: 0x40000028, nrs: []uint32{309, 310, 311}}, // AUDIT_ARCH_ARM
}
