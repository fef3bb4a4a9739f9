package build

import (
	"fmt"
	"gametheory/internal/proc"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Compiles in a box. A compiler works on code from outside the project,
// which may tell it to read any file it can (C's asm(".incbin"), Rust's
// include_str!) or run code of its own. Where the judge runs programs
// isolated, a compile runs in the same box as a run (package proc): in
// namespaces of its own, as a user of no account, seeing the system's
// directories and its toolchain's read-only, the cache entry being made as
// its working directory /box (copied into a tmpfs of its own and back:
// the only place it may write, besides its own /tmp, each as large as its
// memory limit, of 16384 files), and there, in /box/src, a copy of
// the program's files: not the folder they come from, where a case's
// answer may lie, nor any other of the machine. Each file it writes is
// bounded (proc.Limits.FileKiB), and so is all it leaves in the entry.
// A Go program's box shows it its module's files that the build reads
// (go.mod, go.sum, its own and the module's packages it imports, under
// /box/src as they lie under the module's folder) and the toolchain; its
// build cache is the judge's own, of the standard library only, read-only
// (gostd.go); cgo is off, and a source that would embed files
// (//go:embed) is CE.

// boxSrc is where a boxed compile finds the program's files.
const boxSrc = "/box/src"

// boxed says whether s compiles in a box: where compiles are isolated
// (Builder.Isolation).
func (b *Builder) boxed(s *source) (bool, error) {
	name := b.Isolation
	if name == "" && os.Getenv("JUDGE_ISOLATION") == "" {
		var err error
		if name, err = ConfigIsolation(); err != nil {
			return false, err
		}
	}
	kind, err := proc.ResolveIsolation(name)
	return kind == proc.Full, err
}

// runCompile runs argv, s's compile command, which writes into tmp, the
// cache entry being made, as runCompiler does: in a box where s compiles
// in one (boxed), where what the compiler says names the files as they
// are outside it.
func (b *Builder) runCompile(s *source, argv []string, tmp string) (out string, dropped int64, failed string, err error) {
	box, err := b.boxed(s)
	if err != nil {
		return "", 0, "", err
	}
	if s.ext == ".go" {
		switch f, err := embeds(s.goFiles); {
		case err != nil:
			return "", 0, "", err
		case f != "":
			return "", 0, fmt.Sprintf("%s has a //go:embed directive: the judge builds no Go program that embeds files, which go build would read beside the source, where a case's answer may lie", f), nil
		}
	}
	if !box {
		return b.runCompiler(argv, s.dir, s.lang.Env)
	}
	if failed, err := stage(s, tmp); failed != "" || err != nil {
		return "", 0, failed, err
	}
	defer os.RemoveAll(filepath.Join(tmp, "src"))
	src := s.dir // what the box shows at /box/src
	switch {
	case s.ext == ".go":
		src = s.goRoot
	case s.staged != "":
		src = filepath.Join(tmp, "src")
	}
	argv = append([]string(nil), argv...)
	for i, a := range argv {
		argv[i] = inBox(a, src, tmp)
	}
	argv = b.unshim(b.unproxy(argv, s.dir), s.lang, s.dir)
	lim := b.limits
	lim.Isolation, lim.Dir, lim.StderrToStdout = proc.Full, tmp, true
	lim.Env = append([]string{"HOME=/tmp", "TMPDIR=/tmp"}, s.lang.Env...)
	if s.ext == ".go" {
		argv = b.goBox(s, argv, src, &lim)
	}
	out, dropped, res, err := b.run(argv, lim)
	if err != nil {
		return "", 0, "", err
	}
	failed = compileFailure(res, lim)
	out = strings.NewReplacer(boxSrc+"/", src+string(filepath.Separator), "/box/", tmp+string(filepath.Separator)).Replace(out)
	bound := lim.FileKiB << 10
	switch kept, err := size(tmp, filepath.Join(tmp, "src")); {
	case err != nil:
		return "", 0, "", err
	case failed != "" && (res.Signal == "SIGXFSZ" || strings.Contains(out, "File size limit exceeded") || strings.Contains(out, "File too large")):
		// The compiler or a tool it ran was stopped at the bound, as
		// strsignal(SIGXFSZ) or strerror(EFBIG) says.
		failed = fmt.Sprintf("the compiler wrote a file of more than %s, the bound of a compile's files", mib(lim.FileKiB))
	case failed == "" && bound > 0 && kept > bound:
		failed = fmt.Sprintf("the compiler left %d MiB of files, more than the %s a compile may keep", kept>>20, mib(lim.FileKiB))
	}
	return out, dropped, failed, nil
}

// stage copies s's files, and its headers, into tmp/src, as they lie
// under s.dir: for a program of one file, the headers beside it, which it
// may include (testlib.h); for a Go program, the files its build reads,
// as they lie under its module's folder (s.goRoot). A Java source of its
// own is staged already, under the name javac wants (compile). A file
// that is a link out of that folder is not copied: failed says so.
func stage(s *source, tmp string) (failed string, err error) {
	if s.staged != "" {
		return "", nil
	}
	dir, files := s.dir, append(s.files[:len(s.files):len(s.files)], s.headers...)
	switch {
	case s.ext == ".go":
		dir, files = s.goRoot, s.goFiles
	case !s.several:
		entries, err := os.ReadDir(s.dir)
		if err != nil {
			return "", err
		}
		for _, e := range entries {
			if n := e.Name(); e.Type().IsRegular() && !strings.HasPrefix(n, ".") && headerExts[strings.ToLower(filepath.Ext(n))] {
				files = append(files, filepath.Join(s.dir, n))
			}
		}
	}
	for _, f := range files {
		rel, err := filepath.Rel(dir, f)
		if err != nil || !filepath.IsLocal(rel) {
			return "", fmt.Errorf("%s: %s is not in the program's folder %s", s.path, f, dir)
		}
		if !within(dir, f) {
			return fmt.Sprintf("%s is a link out of the program's folder %s: the judge shows a compile no file from outside it", rel, dir), nil
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		to := filepath.Join(tmp, "src", rel)
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			return "", err
		}
	}
	return "", nil
}

// embeds returns the first of files whose Go source has a //go:embed
// directive (a line comment, at the start of its line but for blanks,
// as go build reads one), or "".
func embeds(files []string) (string, error) {
	for _, f := range files {
		if !strings.HasSuffix(f, ".go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimLeft(line, " \t"), "//go:embed") {
				return f, nil
			}
		}
	}
	return "", nil
}

// inBox is word of a compile command as the box sees it: a path in the
// cache entry tmp under /box, one in src, the program's files, under
// /box/src (where stage copies them); any other word as it is.
func inBox(word, src, tmp string) string {
	for _, p := range []struct{ from, to string }{{tmp, "/box"}, {src, boxSrc}} {
		if word == p.from {
			return p.to
		}
		if rest, ok := strings.CutPrefix(word, p.from+string(filepath.Separator)); ok {
			return p.to + "/" + filepath.ToSlash(rest)
		}
	}
	return word
}

// unproxy returns argv with its first word, where that is a rustup proxy
// (~/.cargo/bin/rustc, a link to rustup), replaced by the toolchain's own
// compiler that the proxy runs in dir (rustup which), which a box runs
// with the toolchain's folder visible; a proxy needs rustup's home, which
// a box does not show. Where rustup cannot say, argv stays as it is.
func (b *Builder) unproxy(argv []string, dir string) []string {
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return argv
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil || filepath.Base(real) != "rustup" || filepath.Base(path) == "rustup" {
		return argv
	}
	out, _, failed, err := b.runCompiler([]string{real, "which", filepath.Base(path)}, dir, nil)
	tool := firstLine(out)
	if err != nil || failed != "" || !filepath.IsAbs(tool) || !exists(tool) {
		return argv
	}
	return append([]string{tool}, argv[1:]...)
}

// size is the bytes of the files in dir, those under skip left out.
func size(dir, skip string) (int64, error) {
	var n int64
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case path == skip:
			return filepath.SkipDir
		case !d.Type().IsRegular():
			return nil
		}
		info, err := d.Info()
		if err == nil {
			n += info.Size()
		}
		return err
	})
	return n, err
}
