package testenv

import "syscall"

// PosixFloorKiB is the least peak memory the posix containment can report
// for a program started by this process: Go starts programs with vfork,
// and Linux counts the starting process's own peak in the child's at exec.
func PosixFloorKiB() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return int64(ru.Maxrss)
}
