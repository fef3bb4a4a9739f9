//go:build unix && !linux

package testenv

import (
	"syscall"
	"time"
)

// Alive reports whether process pid is still running. A killed process
// stays until its parent reaps it, and there is no portable way to tell a
// zombie, so it gives init a second to reap an orphan.
func Alive(pid int) bool {
	for i := 0; i < 100; i++ {
		if syscall.Kill(pid, 0) != nil {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return true
}
