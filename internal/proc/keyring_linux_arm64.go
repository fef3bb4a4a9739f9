package proc

import "syscall"

const sysSeccomp = syscall.SYS_SECCOMP

// refusedCalls are, on arm64: add_key, request_key, keyctl and
// io_uring_setup, io_uring_enter, io_uring_register (425 to 427 on every
// architecture), inotify_init1, inotify_add_watch, fanotify_init and
// fanotify_mark, with socket, flock and fcntl; 32-bit ARM's calls, which some arm64 machines run too, are
// another ABI.
var refusedCalls = callSet{arch: 0xc00000b7, nrs: []uint32{217, 218, 219, 425, 426, 427, 26, 27, 262, 263}, socket: 198, flock: 32, fcntl: 25} // AUDIT_ARCH_AARCH64
