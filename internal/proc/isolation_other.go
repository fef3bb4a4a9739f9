//go:build !linux

package proc

import "runtime"

// isolationMissing says why programs cannot run isolated on this system.
func isolationMissing() string {
	switch runtime.GOOS {
	case "windows":
		return "Windows: the judge has no way to hide files, the network or other processes from a program (a restricted token or an AppContainer could, which it does not make); the program runs as the judge's user, in a job object"
	case "darwin":
		return "macOS has no namespaces: a program sees the files, network and processes the judge sees (sandbox-exec, which could limit them, is deprecated)"
	}
	return runtime.GOOS + ": the judge has no way to hide files, the network or other processes from a program (a jail would, which it does not make)"
}

// endSandboxes does nothing: there are no sandboxes here.
func endSandboxes() {}
