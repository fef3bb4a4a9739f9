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

// A buildResult is what building a set of bundles with a target's toolchain gave.
type buildResult struct {
	note string            // what built them: the toolchain, or the fallback and why
	bins map[string]string // the binaries that run on this machine, by bundle name
	errs map[string]error  // what failed to build or vet, by bundle name
}

// buildAll writes each source as the package main of dir/NAME in a module
// whose go line is the target's language version, as a judge compiling
// with its release sees the file, and builds and vets them all with the
// target's toolchain for its platform: one go build and one go vet for
// the lot, and one per bundle only when something fails, to tell which.
// When the go command cannot fetch the toolchain (offline, or GOTOOLCHAIN
// forbids it), the installed Go builds instead, and its vet's stdversion
// check flags API newer than the go line; the note says so.
func buildAll(t Target, dir string, srcs map[string][]byte) (*buildResult, error) {
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
	mod := fmt.Sprintf("module bundle\n\ngo 1.%d\n", t.minor())
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		return nil, err
	}
	b := &buildResult{bins: map[string]string{}, errs: map[string]error{}}
	version, err := goCmd(dir, t, t.Version, "env", "GOVERSION")
	if err != nil {
		local, _ := goCmd(dir, t, "local", "env", "GOVERSION")
		b.note = fmt.Sprintf("%s could not be fetched (%s), so the local %s built and vetted for %s/%s", t.Version, lastLine(err.Error()), local, t.GOOS, t.GOARCH)
		t.Version = "local"
	} else {
		b.note = fmt.Sprintf("%s for %s/%s", version, t.GOOS, t.GOARCH)
	}
	bin := filepath.Join(dir, "bin")
	// -trimpath: dir is new on every check, and without it the paths the
	// binaries hold would make every bundle a miss of the build cache, so
	// that each check compiled every bundle again.
	for _, step := range [][]string{{"build", "-trimpath", "-gcflags=-e", "-o", bin + string(filepath.Separator)}, {"vet"}} {
		var pkgs []string
		for _, name := range names {
			if b.errs[name] == nil {
				pkgs = append(pkgs, "./"+name)
			}
		}
		for p, err := range eachOnFailure(pkgs, func(pkgs ...string) error {
			_, err := goCmd(dir, t, t.Version, append(step, pkgs...)...)
			return err
		}) {
			b.errs[p[2:]] = err
		}
	}
	if t.GOOS == runtime.GOOS && t.GOARCH == runtime.GOARCH {
		for _, name := range names {
			if b.errs[name] == nil {
				b.bins[name] = filepath.Join(bin, name)
			}
		}
	}
	return b, nil
}

// eachOnFailure runs step on all of pkgs at once and, only when that
// fails, on each alone, to tell which fail; it returns their errors.
func eachOnFailure(pkgs []string, step func(pkgs ...string) error) map[string]error {
	errs := map[string]error{}
	if len(pkgs) == 0 || step(pkgs...) == nil {
		return errs
	}
	for _, p := range pkgs {
		if err := step(p); err != nil {
			errs[p] = err
		}
	}
	return errs
}

// goCmd runs the go command in dir with the given toolchain for t's
// platform, and returns its output.
func goCmd(dir string, t Target, version string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN="+version, "GOOS="+t.GOOS, "GOARCH="+t.GOARCH, "CGO_ENABLED=0", "GOWORK=off", "GOFLAGS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output() // stderr has the toolchain's "go: downloading" too
	if err != nil {
		return "", fmt.Errorf("GOTOOLCHAIN=%s GOOS=%s go %s: %v\n%s", version, t.GOOS, strings.Join(args, " "), err, strings.TrimSpace(string(out)+stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}
