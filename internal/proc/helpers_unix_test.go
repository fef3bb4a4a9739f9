//go:build unix

package proc

import "syscall"

func killPid(pid int) { syscall.Kill(pid, syscall.SIGKILL) }
