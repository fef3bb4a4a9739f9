package build

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"gametheory/internal/proc"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// A Go build reads its compiled packages from a build cache: a box's
// own, empty, would compile the standard library again for every program
// (some 15 s of CPU for fmt's). The box is given the judge's cache of the
// standard library instead, read-only: the judge fills it itself, not
// boxed, by go build of the standard packages a program imports, which
// reads nothing but the toolchain's own sources. go build takes a cache
// it cannot write as it is (a package not in it is compiled in the box,
// and not kept), so nothing a box compiles is ever read by another build.
// The cache lies in the user's cache folder (judge-go-std), not in the
// judge's cache of programs, so that it is filled once for all of them;
// go build trims it of what it has not used for five days.

// goWarmTime bounds the CPU time of filling the cache: the standard
// library's sources, trusted, some packages of which take more than a
// compile's 30 s.
const goWarmTime = 5 * time.Minute

// goWarmAge is how long a package is taken to be in the cache after it
// was last put there: within go build's five days, after which it trims
// an entry that no build wrote or read (a box's reads, in a cache it
// cannot write, do not count).
const goWarmAge = 24 * time.Hour

// goBox returns argv, a go command as the box sees it (src, the module's
// folder, at /box/src), run in the package's folder (go -C), where go
// build finds the module, and sets in lim the judge's cache of the
// standard library (goStd), visible and read-only.
func (b *Builder) goBox(s *source, argv []string, src string, lim *proc.Limits) []string {
	rel, err := filepath.Rel(src, s.dir)
	if err != nil || filepath.Base(argv[0]) != "go" {
		return argv // another command, the judge's config's: as it is
	}
	if cache := b.goStd(s); cache != "" {
		lim.Visible = append(lim.Visible, cache)
		lim.Env = append(lim.Env, "GOCACHE="+cache)
	}
	return append([]string{argv[0], "-C", path.Join(boxSrc, filepath.ToSlash(rel))}, argv[1:]...)
}

// goStd returns the judge's cache of the standard library, having put in
// it the standard packages s imports that were not there, or "" where
// the user has no cache folder. Where the judge cannot fill it, a box
// compiles what it lacks.
func (b *Builder) goStd(s *source) string {
	home, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	root := filepath.Join(home, "judge-go-std")
	cache := filepath.Join(root, "cache")
	tool, err := exec.LookPath(s.lang.Compile[0])
	if err != nil {
		return ""
	}
	id, err := b.identity(s)
	if err != nil {
		return ""
	}
	real, err := filepath.EvalSymlinks(tool)
	if err != nil {
		return ""
	}
	goroot := filepath.Dir(filepath.Dir(real))
	var cold, marks []string
	// runtime, which every program links, is built with what it imports.
	for _, p := range append([]string{"runtime"}, s.imports...) {
		if !stdPackage(p, goroot) {
			continue
		}
		h := sha256.Sum256([]byte(fmt.Sprintf("%s\n%s\n%q\n%s", id, real, s.lang.Env, p)))
		mark := filepath.Join(root, "warm", hex.EncodeToString(h[:])[:32])
		if st, err := os.Stat(mark); err == nil && time.Since(st.ModTime()) < goWarmAge {
			continue
		}
		cold, marks = append(cold, p), append(marks, mark)
	}
	if len(cold) == 0 {
		return cache
	}
	if err := os.MkdirAll(filepath.Join(root, "warm"), 0o755); err != nil {
		return ""
	}
	work, err := os.MkdirTemp(root, "tmp-")
	if err != nil {
		return ""
	}
	defer os.RemoveAll(work)
	sort.Strings(cold)
	lim := b.limits
	lim.Time, lim.Dir, lim.StderrToStdout, lim.Untrusted = goWarmTime, work, true, true
	lim.Env = append(append([]string{"HOME=" + work, "TMPDIR=" + work}, s.lang.Env...), "GOCACHE="+cache)
	if _, _, res, err := b.run(append([]string{tool, "build"}, cold...), lim); err != nil || compileFailure(res, lim) != "" {
		return cache
	}
	for _, m := range marks {
		os.WriteFile(m, nil, 0o644)
	}
	return cache
}

// stdPackage reports whether the import path p names a package of the
// standard library of the toolchain in goroot: plain words (no dot, so no
// module's, no pattern, no flag) of a folder in goroot/src, cmd's left
// out.
func stdPackage(p, goroot string) bool {
	words := strings.Split(p, "/")
	if words[0] == "cmd" {
		return false
	}
	for _, w := range words {
		if w == "" || strings.IndexFunc(w, func(r rune) bool {
			return !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		}) >= 0 {
			return false
		}
	}
	st, err := os.Stat(filepath.Join(goroot, "src", filepath.FromSlash(p)))
	return err == nil && st.IsDir()
}
