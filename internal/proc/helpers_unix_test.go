//go:build unix

package proc

import (
	"gametheory/internal/testenv"
	"syscall"
	"time"
)

func killPid(pid int) { syscall.Kill(pid, syscall.SIGKILL) }

// floorKiB is the least peak a containment can report here. Linux counts
// a process's peak in its child's at exec, so a figure cannot be below
// the peak of what started the program: in posix this test process
// (testenv.PosixFloorKiB); in subreaper the launcher, this test binary run
// again, as large as the binary was built (the race detector's runtime
// more than doubles it), which is measured as the peak of a program that
// does nothing.
func floorKiB(kind string) int64 {
	switch kind {
	case Posix:
		return testenv.PosixFloorKiB()
	case Subreaper:
		r, err := Run([]string{"true"}, "", Limits{Time: 10 * time.Second, Output: 1 << 10, Containment: Subreaper})
		if err != nil {
			return 0
		}
		r.Close()
		return max(r.MaxRSSKiB, 0)
	}
	return 0
}
