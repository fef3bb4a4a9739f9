//go:build unix

package proc

import (
	"gametheory/internal/testenv"
	"syscall"
)

func killPid(pid int) { syscall.Kill(pid, syscall.SIGKILL) }

// floorKiB is the least peak a containment can report here.
func floorKiB(kind string) int64 {
	if kind != Posix {
		return 0
	}
	return testenv.PosixFloorKiB()
}
