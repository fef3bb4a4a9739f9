package stress

import "syscall"

// helperAttr puts a helper in a process group of its own, and makes it
// die with the judge.
func helperAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}
