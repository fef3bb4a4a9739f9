//go:build !linux

package stress

import "syscall"

// helperAttr: only Linux can make a child die with its parent.
func helperAttr() *syscall.SysProcAttr { return nil }
