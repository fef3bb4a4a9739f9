package proc

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

// The containments, as Result.Containment names them.
const (
	CgroupV1  = "cgroup-v1"  // Linux: memory, cpuacct and pids controllers of cgroup v1
	CgroupV2  = "cgroup-v2"  // Linux: a delegated cgroup v2 subtree with memory and pids
	Subreaper = "subreaper"  // Linux: a subreaper launcher and /proc polled every few ms
	Posix     = "posix"      // any Unix: a process group, measured by wait4 at its end
	JobObject = "job-object" // Windows: a job object per run
)

// names are the names Resolve takes, besides the containments themselves.
var names = []string{"auto", "cgroup", Subreaper, Posix, JobObject}

// detected is what this machine offers, found once per process.
var detected struct {
	once    sync.Once
	kinds   []string          // best first
	why     string            // why the platform's best is missing, when it is
	lacking map[string]string // the platform's others this machine lacks, and why
}

// Available lists the containments this machine offers, best first.
func Available() []string {
	detected.once.Do(func() { detected.kinds, detected.why, detected.lacking = detect() })
	return detected.kinds
}

// Lacking maps each containment that this platform has but this machine
// lacks, besides its best (see Weaker), to why: the subreaper containment
// where the system does not let a process be a child subreaper, as under
// an emulator.
func Lacking() map[string]string {
	Available()
	return detected.lacking
}

// Resolve names the containment that name asks for: "" for the one
// JUDGE_CONTAINMENT names (JUDGE_NO_CGROUP=1 means subreaper), else the
// best; "auto" for the best; "cgroup" for cgroup v2 or v1, whichever can
// be made; or a containment by its name. It fails for one this machine
// does not offer, saying why.
func Resolve(name string) (string, error) {
	kinds := Available()
	if name == "" {
		name = os.Getenv("JUDGE_CONTAINMENT")
		if name == "" && os.Getenv("JUDGE_NO_CGROUP") == "1" {
			name = Subreaper
		}
	}
	for _, k := range kinds {
		if name == "" || name == "auto" || name == k || name == "cgroup" && strings.HasPrefix(k, "cgroup") {
			return k, nil
		}
	}
	known := false
	for _, n := range names {
		known = known || n == name
	}
	if !known {
		return "", fmt.Errorf("unknown containment %q: want one of %s", name, strings.Join(names, ", "))
	}
	msg := fmt.Sprintf("containment %q is not available on this machine, which has %s", name, strings.Join(kinds, ", "))
	if why := detected.lacking[name]; why != "" {
		msg += " (" + why + ")"
	} else if detected.why != "" {
		msg += " (" + detected.why + ")"
	}
	return "", fmt.Errorf("%s", msg)
}

// Weaker says why kind is weaker than the best this platform can offer
// at all, or "" when it is that best.
func Weaker(kind string) string {
	kinds := Available()
	switch {
	case detected.why != "" && kind == kinds[0]:
		return detected.why
	case kind != kinds[0]:
		return "chosen instead of " + kinds[0]
	}
	return ""
}
