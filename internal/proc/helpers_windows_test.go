package proc

import (
	"os"
	"testing"
)

func killPid(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill()
	}
}

// checkNothingLeft has nothing to check here: a job object is gone once
// its last handle is closed.
func checkNothingLeft(*testing.T) {}

// launchedToo: programs start one way only here.
func launchedToo(string) bool { return false }

func launchOnlyForTest() (restore func()) { return func() {} }

// programs: the tests' own programs are testenv's here.
var programs map[string]func([]string)
