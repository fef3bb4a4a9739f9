package stress

import "syscall"

// helperAttr puts a helper in a process group of its own, which Ctrl-C
// at the console does not reach.
func helperAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{CreationFlags: syscall.CREATE_NEW_PROCESS_GROUP}
}
