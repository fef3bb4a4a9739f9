package proc

// sysSeccomp is seccomp(2)'s number, which package syscall does not name
// here.
const sysSeccomp = 317

// refusedCalls are add_key, request_key and keyctl, and io_uring_setup,
// io_uring_enter and io_uring_register (425 to 427 on every
// architecture), with socket, on x86-64 (and x32) and on i386, which a
// 64-bit process may call too.
var refusedCalls = []callSet{
	{arch: 0xc000003e, x32: 0x40000000, nrs: []uint32{248, 249, 250, 425, 426, 427}, socket: 41}, // AUDIT_ARCH_X86_64
	{arch: 0x40000003, nrs: []uint32{286, 287, 288, 425, 426, 427}, socket: 359},                 // AUDIT_ARCH_I386
}
