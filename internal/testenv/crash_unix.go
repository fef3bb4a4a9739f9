//go:build unix

package testenv

import (
	"os"
	"syscall"
	"time"
)

// CrashName is how the judge names the end of Crash, and of the crash
// program: a signal here. (Go programs die of SIGTERM when they do not
// catch it; a real fault in Go code is a panic, which exits with status 2.)
const CrashName = "SIGTERM"

// Crash ends the process as a crash does here.
func Crash() {
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	time.Sleep(time.Hour)
}

// ExitMinusOne is the exit code the judge reads for a program that calls
// exit(-1): the low 8 bits.
const ExitMinusOne = 255
