package bundle

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// A Toolchain is a Go release a judge compiles with, and its platform.
type Toolchain struct {
	Version      string // as GOTOOLCHAIN spells it: "go1.21.3", or "local"
	GOOS, GOARCH string
	Judge        string // who compiles with it
}

func (tc Toolchain) String() string {
	return fmt.Sprintf("%s %s/%s (%s)", tc.Version, tc.GOOS, tc.GOARCH, tc.Judge)
}

// Judges are the toolchains a bundle must build with: the oldest Go a
// judge ran, Codeforces' (on Windows) and Luogu's now.
var Judges = []Toolchain{
	{"go1.21.3", "linux", "amd64", "Luogu until 2025"},
	{"go1.22.2", "windows", "amd64", "Codeforces"},
	{"go1.24.4", "linux", "amd64", "Luogu"},
}

// A Build is what building a set of bundles with one toolchain gave.
type Build struct {
	Note string            // what built them: the toolchain, or the fallback and why
	Bins map[string]string // the binaries that run on this machine, by bundle name
	Errs map[string]error  // what failed to build or vet, by bundle name
}

// BuildAll writes each source as the package main of dir/NAME in a module
// that says go 1.21, and builds and vets them all with tc: one go build
// and one go vet for the lot, and one per bundle only when something
// fails, to tell which. When the go command cannot fetch tc (offline, or
// GOTOOLCHAIN forbids it), the installed Go builds instead, and its vet's
// stdversion check flags the API newer than go1.21; Note says so.
func BuildAll(tc Toolchain, dir string, srcs map[string][]byte) (*Build, error) {
	var names []string
	for name, src := range srcs {
		names = append(names, name)
		if err := os.MkdirAll(filepath.Join(dir, name), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, name, "main.go"), src, 0o644); err != nil {
			return nil, err
		}
	}
	sort.Strings(names)
	mod := "module bundle\n\ngo " + strings.TrimPrefix(goVersion, "go") + "\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		return nil, err
	}
	b := &Build{Bins: map[string]string{}, Errs: map[string]error{}}
	version, err := goCmd(dir, tc, tc.Version, "env", "GOVERSION")
	if err != nil {
		local, _ := goCmd(dir, tc, "local", "env", "GOVERSION")
		b.Note = fmt.Sprintf("%s could not be fetched (%s), so the local %s built and vetted for %s/%s", tc.Version, lastLine(err.Error()), local, tc.GOOS, tc.GOARCH)
		tc.Version = "local"
	} else {
		b.Note = fmt.Sprintf("%s for %s/%s", version, tc.GOOS, tc.GOARCH)
	}
	bin := filepath.Join(dir, "bin")
	for _, step := range [][]string{{"build", "-gcflags=-e", "-o", bin + string(filepath.Separator)}, {"vet"}} {
		var pkgs []string
		for _, name := range names {
			if b.Errs[name] == nil {
				pkgs = append(pkgs, "./"+name)
			}
		}
		if _, err := goCmd(dir, tc, tc.Version, append(step, pkgs...)...); err == nil {
			continue
		}
		for _, p := range pkgs {
			if _, err := goCmd(dir, tc, tc.Version, append(step, p)...); err != nil {
				b.Errs[p[2:]] = err
			}
		}
	}
	if tc.GOOS == runtime.GOOS && tc.GOARCH == runtime.GOARCH {
		for _, name := range names {
			if b.Errs[name] == nil {
				b.Bins[name] = filepath.Join(bin, name)
			}
		}
	}
	return b, nil
}

// goCmd runs the go command in dir with the given toolchain for tc's
// platform, and returns its output.
func goCmd(dir string, tc Toolchain, version string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN="+version, "GOOS="+tc.GOOS, "GOARCH="+tc.GOARCH, "CGO_ENABLED=0", "GOWORK=off", "GOFLAGS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output() // stderr has the toolchain's "go: downloading" too
	if err != nil {
		return "", fmt.Errorf("GOTOOLCHAIN=%s GOOS=%s go %s: %v\n%s", version, tc.GOOS, strings.Join(args, " "), err, strings.TrimSpace(string(out)+stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}
