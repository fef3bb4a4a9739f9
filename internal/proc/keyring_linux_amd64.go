package proc

// sysSeccomp is seccomp(2)'s number, which package syscall does not name
// here.
const sysSeccomp = 317

// refusedCalls are, on x86-64: add_key, request_key, keyctl and
// io_uring_setup, io_uring_enter, io_uring_register (425 to 427 on every
// architecture), inotify_init, inotify_add_watch, inotify_init1,
// fanotify_init and fanotify_mark, with socket, flock and fcntl; i386's
// calls and x32's are another ABI.
var refusedCalls = callSet{arch: 0xc000003e, x32: 0x40000000, nrs: []uint32{248, 249, 250, 425, 426, 427, 253, 254, 294, 300, 301}, socket: 41, flock: 73, fcntl: 72} // AUDIT_ARCH_X86_64
