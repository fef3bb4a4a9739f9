package bundle

import (
	"fmt"
	"regexp"
	"runtime"
	"strconv"
	"strings"
)

// A Target is the Go a judge compiles a submission with: a release and a
// platform. A bundle for it holds only code that the release accepts: it
// is type-checked at the release's language version, against the standard
// library API the release has, with the files its build constraints (its
// release tags and platform) choose.
type Target struct {
	Name         string // as -target names it: "codeforces", "go1.22"; "" for Default
	Version      string // the release, as GOTOOLCHAIN spells it: "go1.22.2", or "local" for the installed Go; "" for Default
	GOOS, GOARCH string
	Judge        string // who compiles with it: "Codeforces"; "" for a bare version
}

// The judges -target knows by name. Codeforces: go1.22.2 on Windows;
// Luogu: go1.24.4 since 2025 (go1.21.3 before); AtCoder: go1.25.1 since
// its language update of October 2025 (go1.20.6 from 2023).
var (
	codeforces = Target{"codeforces", "go1.22.2", "windows", "amd64", "Codeforces"}
	luogu      = Target{"luogu", "go1.24.4", "linux", "amd64", "Luogu"}
	atcoder    = Target{"atcoder", "go1.25.1", "linux", "amd64", "AtCoder"}
	named      = []Target{codeforces, luogu, atcoder}
)

// Judges are the targets "judge bundle -check" builds a program for when
// neither the command line nor its problem.json names one: the oldest Go
// a judge ran, Codeforces' and Luogu's.
var Judges = []Target{
	{"go1.21.3", "go1.21.3", "linux", "amd64", "Luogu until 2025"},
	codeforces,
	luogu,
}

// Default is the target of a bundle that names none: the module's own Go
// version, its go.mod's go line, on linux/amd64.
var Default = Target{GOOS: "linux", GOARCH: "amd64"}

var release = regexp.MustCompile(`^go1\.([0-9]+)(\.[0-9]+)?$`)

// LookupTarget returns the target name names: a judge (codeforces, luogu,
// atcoder, in any case), goX.Y or goX.Y.Z (linux/amd64 with that release;
// goX.Y is its first, goX.Y.0 since go1.21), or Default for "".
func LookupTarget(name string) (Target, error) {
	if name == "" {
		return Default, nil
	}
	for _, t := range named {
		if strings.EqualFold(name, t.Name) {
			return t, nil
		}
	}
	m := release.FindStringSubmatch(name)
	if m == nil {
		var names []string
		for _, t := range named {
			names = append(names, t.Name)
		}
		return Target{}, fmt.Errorf("unknown target %q: want %s, or goX.Y or goX.Y.Z for linux/amd64 with that Go", name, strings.Join(names, ", "))
	}
	version := name
	if n, _ := strconv.Atoi(m[1]); m[2] == "" && n >= 21 {
		version += ".0"
	}
	return Target{Name: name, Version: version, GOOS: "linux", GOARCH: "amd64"}, nil
}

func (t Target) String() string {
	s := fmt.Sprintf("%s %s/%s", t.Version, t.GOOS, t.GOARCH)
	if t.Judge != "" {
		s += " (" + t.Judge + ")"
	}
	return s
}

// limit says why the target refuses what needs a newer Go: "codeforces
// runs go1.22.2", "the target is go1.22", "the module's go.mod says go 1.21".
func (t Target) limit() string {
	switch {
	case t.Name == "":
		return "the module's go.mod says go " + strings.TrimPrefix(t.Version, "go")
	case strings.HasPrefix(t.Name, "go1."):
		return "the target is " + t.Name
	}
	return t.Name + " runs " + t.Version
}

// minor is the language version of the target's release: 22 for go1.22.2.
func (t Target) minor() int {
	if t.Version == "local" {
		return installed
	}
	return minor(t.Version)
}

// installed is the language version of the Go this program was built
// with, whose go/types checks the code: the newest it knows. It is -1 for
// a development build, whose go/types says itself what it does not know.
var installed = minor(runtime.Version())

// minor returns N of a Go version go1.N, go1.N.P or go1.NrcR ("go1" is
// 0), or -1 for anything else.
func minor(v string) int {
	if v == "go1" {
		return 0
	}
	rest, ok := strings.CutPrefix(v, "go1.")
	if !ok {
		return -1
	}
	i := 0
	for i < len(rest) && '0' <= rest[i] && rest[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(rest[:i])
	if err != nil {
		return -1
	}
	return n
}

// goVersion spells language version n as go/types takes it: "go1.22".
func goVersion(n int) string { return fmt.Sprintf("go1.%d", n) }
