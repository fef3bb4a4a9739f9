package proc

import (
	"fmt"
	"os"
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

// isolatedEnv is the environment an isolated program gets of env, the
// caller's: none of the caller's variables, whose tokens and keys are the
// caller's own, but PATH, where a program finds the system's commands,
// and GORACE, the options a Go program built with -race reads; HOME is a
// folder of the program's own, /tmp, and LANG the same for every run,
// C.UTF-8.
func isolatedEnv(env []string) []string {
	kept := []string{"HOME=/tmp", "LANG=C.UTF-8"}
	for _, kv := range env {
		if name, _, _ := strings.Cut(kv, "="); name == "PATH" || name == "GORACE" {
			kept = append(kept, kv)
		}
	}
	return kept
}
