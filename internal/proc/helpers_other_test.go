//go:build unix && !linux

package proc

import (
	"syscall"
	"testing"
	"time"
)

// alive reports whether process pid is still running, allowing init a
// moment to reap it once it is dead.
func alive(pid int) bool {
	for i := 0; i < 100; i++ {
		if syscall.Kill(pid, 0) != nil {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return true
}

func checkNothingLeft(*testing.T) {}
