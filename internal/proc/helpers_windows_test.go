package proc

import (
	"os"
	"syscall"
	"testing"
)

// crashName is how Result.Signal names what crash does.
const crashName = "0xC0000005 access violation"

// crash ends the process with the exit status an access violation leaves.
func crash() { os.Exit(0xC0000005) }

// alive reports whether process pid is still running.
func alive(pid int) bool {
	const synchronize = 0x00100000
	h, err := syscall.OpenProcess(synchronize, false, uint32(pid))
	if err != nil {
		return false
	}
	defer syscall.CloseHandle(h)
	ev, _ := syscall.WaitForSingleObject(h, 0)
	return ev == syscall.WAIT_TIMEOUT
}

func killPid(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill()
	}
}

func checkNothingLeft(*testing.T) {}

// floorKiB is the least peak a containment can report: a job counts its
// processes alone.
func floorKiB(string) int64 { return 0 }
