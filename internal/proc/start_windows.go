package proc

import (
	"errors"
	"os/exec"
	"syscall"
)

// StartCommand starts the command newCmd makes, as its Start does. (On
// Unix it waits while Run sets a program's stack limit on the judge
// itself; Windows has none.) A start that wine lost is made and tried
// again (startLost).
func StartCommand(newCmd func() *exec.Cmd) (*exec.Cmd, error) {
	var cmd *exec.Cmd
	err := retryStart(func() error {
		cmd = newCmd()
		return cmd.Start()
	}, startLost)
	return cmd, err
}

// errInternal is ERROR_INTERNAL_ERROR, which CreateProcess returns under
// wine, now and then, when the new process ended before it reported its
// start (wine prints "wine client error: ...: sendmsg: Bad file
// descriptor" on the judge's standard error). Only under wine is it
// taken for a lost start.
const errInternal = syscall.Errno(1359)

// startLost reports whether a start failed because wine lost the new
// process: no code of the program had run, so starting it again changes
// nothing a run measures.
func startLost(err error) bool { return underWine && errors.Is(err, errInternal) }

// startTries bounds the starts of one process that wine loses.
const startTries = 3

// retryStart calls start until it succeeds, fails in a way lost does not
// excuse, or has been called startTries times; it returns the last error.
func retryStart(start func() error, lost func(error) bool) error {
	for i := 1; ; i++ {
		err := start()
		if err == nil || i == startTries || !lost(err) {
			return err
		}
	}
}
