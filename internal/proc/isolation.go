package proc

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
)

// The isolations, as Limits.Isolation and Result.Isolation name them.
const (
	// Full runs the program where it can harm nothing but itself (Linux):
	// in network, mount, PID, IPC and UTS namespaces of its own, as an
	// unprivileged user, in a private working directory, seeing of the
	// file system only what the language's runtime needs, read-only.
	Full = "full"
	// None runs the program as the caller: it sees and may do what the
	// caller may.
	None = "none"
)

// isolation is whether this machine can run programs isolated, found
// once per process, the first time it is asked.
var isolation struct {
	once sync.Once
	why  string // why not; "" when it can
}

// IsolationMissing says why this machine cannot run programs isolated,
// or "" when it can. It is found once, from what the system gives (on
// Linux, by starting a sandbox), never from a program's run, which a busy
// machine can refuse for a while: a run isolated that cannot start fails,
// saying why, and never runs unisolated instead.
func IsolationMissing() string {
	isolation.once.Do(func() { isolation.why = isolationMissing() })
	return isolation.why
}

// ResolveIsolation names the isolation that name asks for: "" for the one
// JUDGE_ISOLATION names, else "auto"; "auto" for Full where this machine
// has it, else None; or Full or None. It fails for Full where this
// machine cannot isolate, saying why.
func ResolveIsolation(name string) (string, error) {
	if name == "" {
		name = os.Getenv("JUDGE_ISOLATION")
	}
	switch name {
	case "", "auto":
		if IsolationMissing() != "" {
			return None, nil
		}
		return Full, nil
	case None:
		return None, nil
	case Full:
		if why := IsolationMissing(); why != "" {
			return "", fmt.Errorf("isolation %q is not available on this machine: %s", Full, why)
		}
		return Full, nil
	}
	return "", fmt.Errorf("unknown isolation %q: want auto, %s or %s", name, Full, None)
}

// IsolationWeaker says why isolation kind is less than this machine can
// give, or "" when it is all it can.
func IsolationWeaker(kind string) string {
	switch why := IsolationMissing(); {
	case kind == Full:
		return ""
	case why != "":
		return why
	}
	return "chosen instead of " + Full
}

// bareEnv is the environment a program from outside gets of env, the
// caller's, isolated or not (Limits.Untrusted): none of the caller's
// variables, whose tokens and keys are the caller's own, but PATH, where a
// program finds the system's commands, GORACE, the options a Go program
// built with -race reads, and on Windows those its system libraries need
// (SystemRoot, windir, TEMP, TMP, PATHEXT, ComSpec); LANG the same for
// every run, C.UTF-8, and on Unix HOME /tmp (isolated, a folder of the
// program's own).
func bareEnv(env []string) []string {
	keep := map[string]bool{"PATH": true, "GORACE": true}
	kept := []string{"LANG=C.UTF-8"}
	if runtime.GOOS == "windows" {
		for _, n := range []string{"SYSTEMROOT", "WINDIR", "TEMP", "TMP", "PATHEXT", "COMSPEC"} {
			keep[n] = true
		}
	} else {
		kept = append(kept, "HOME=/tmp")
	}
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if runtime.GOOS == "windows" {
			name = strings.ToUpper(name)
		}
		if keep[name] {
			kept = append(kept, kv)
		}
	}
	return kept
}
