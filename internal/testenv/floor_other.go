//go:build !linux

package testenv

// PosixFloorKiB is the least peak memory the posix containment can report
// for a program started by this process: nothing of it counts here.
func PosixFloorKiB() int64 { return 0 }
