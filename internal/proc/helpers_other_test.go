//go:build unix && !linux

package proc

import "testing"

// checkNothingLeft has nothing to check here: the posix containment makes
// nothing that could be left.
func checkNothingLeft(*testing.T) {}

// launchedToo: programs start one way only here.
func launchedToo(string) bool { return false }

func launchOnlyForTest() (restore func()) { return func() {} }

// programs: the tests' own programs are testenv's here.
var programs map[string]func([]string)
