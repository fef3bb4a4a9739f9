package main

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time (user + system) the process has used.
func processCPU() time.Duration {
	var created, exited, kernel, user syscall.Filetime
	h, err := syscall.GetCurrentProcess()
	if err != nil || syscall.GetProcessTimes(h, &created, &exited, &kernel, &user) != nil {
		return 0
	}
	// A Filetime counts 100 ns.
	ticks := func(f syscall.Filetime) int64 { return int64(f.HighDateTime)<<32 | int64(f.LowDateTime) }
	return time.Duration(100 * (ticks(kernel) + ticks(user)))
}
