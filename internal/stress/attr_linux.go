package stress

import "syscall"

// helperAttr makes a helper die with the judge.
func helperAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
