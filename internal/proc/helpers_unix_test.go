//go:build unix

package proc

import (
	"os"
	"runtime"
	"syscall"
	"time"
)

// crashName is how Result.Signal names what crash does.
const crashName = "SIGTERM"

// crash ends the process by a signal, as a crash does on Unix; Go programs
// die of SIGTERM when they do not catch it.
func crash() {
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	time.Sleep(time.Hour)
}

func killPid(pid int) { syscall.Kill(pid, syscall.SIGKILL) }

// floorKiB is the least peak a containment can report here: in posix on
// Linux, where Go starts a program with vfork, the kernel counts the
// starting process's own peak in the program's (the judge's, here the
// test's).
func floorKiB(kind string) int64 {
	var ru syscall.Rusage
	if kind != Posix || runtime.GOOS != "linux" || syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return int64(ru.Maxrss) / maxrssPerKiB
}
