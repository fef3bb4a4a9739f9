//go:build unix && !linux

package stress

import "syscall"

// helperAttr puts a helper in a process group of its own; only Linux can
// make a child die with its parent.
func helperAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
