package build

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"gametheory/internal/proc"
	"gametheory/internal/scaffold"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"
)

// A Builder compiles sources into its cache directory.
type Builder struct {
	langs    map[string]Lang
	dir      string      // the cache
	maxBytes int64       // the cache's bound
	limits   proc.Limits // of each compile

	// Isolation is how compiles of code from outside the project are
	// isolated, as proc.ResolveIsolation names it, as the judge's runs
	// are: full boxes them (box.go), none runs them as the judge's user;
	// "" is the runs' default: JUDGE_ISOLATION, else the config files',
	// else auto.
	Isolation string

	mu    sync.Mutex
	which map[string]shimAnswer // shimmed's answers, by shim and folder
}

// compileLimits bound each compile, as the judges bound theirs (DOMjudge:
// 30 s and 2 GiB; Kattis: 60 s and 1 GiB): the CPU time of the compiler
// and of every process it starts, and their memory together, contained as
// programs are run (package proc), at most 1024 processes where the
// containment counts them; boxed, each file it writes, and all it leaves,
// at most 768 MiB: within the cache's 1 GiB by default, and past what a
// program judged may hold (DOMjudge's own test-memstatic, a 512 MiB array
// initialised in the binary, compiles there, to fail at run time). A
// compiler past a limit is stopped, and the source is CE.
var compileLimits = proc.Limits{Time: 30 * time.Second, MemoryKiB: 2 << 20, FileKiB: 768 << 10}

// compileKept is how much of a compiler's messages is kept; what it
// writes past that is read and dropped, and counted.
const compileKept = 4 << 20

// DefaultCacheMiB bounds the cache when no config file does.
const DefaultCacheMiB = 1024

// New returns a Builder with the default languages and what the config
// files change, caching in JUDGE_CACHE, else in the user's cache
// directory under "judge".
func New() (*Builder, error) {
	b := &Builder{langs: map[string]Lang{}, maxBytes: DefaultCacheMiB << 20, limits: compileLimits}
	for ext, l := range Defaults {
		b.langs[ext] = l
	}
	for _, f := range configFiles() {
		c, err := readConfig(f)
		if err != nil {
			return nil, err
		}
		for ext, l := range c.Languages {
			b.langs[strings.ToLower(ext)] = l
		}
		if c.CacheMiB > 0 {
			b.maxBytes = c.CacheMiB << 20
		}
	}
	b.dir = os.Getenv("JUDGE_CACHE")
	if b.dir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return nil, fmt.Errorf("no cache directory for compiled programs (%v): set JUDGE_CACHE", err)
		}
		b.dir = filepath.Join(dir, "judge")
	}
	return b, nil
}

// A Program is a source made ready to run.
type Program struct {
	Source   string
	Argv     []string      // the command that runs it
	Compiled bool          // it was compiled now
	Cached   bool          // it was compiled before, and the cache had it
	Took     time.Duration // the compile's wall time, when Compiled
	// Dir is the folder of a program of several files (a folder given,
	// or files named one by one), where it is to run, so that it finds
	// the files beside it; "" for a program of one source file, which
	// sees none of the files beside it (the cases' answers among them).
	Dir string
	// Hint, where not "", says how to give a program of one file the
	// files it needs: a Python program importing a module beside it,
	// which it will not find.
	Hint string
}

// A CompileError is a source that did not compile: what the compiler
// said, its first lines, or why the source is not a program.
type CompileError struct {
	Source string
	Output string
	// Stopped says which limit the compiler was stopped at ("the compiler
	// used more than 2 GiB of memory"), also Output's last line; "" when
	// it ended by itself.
	Stopped string
}

// Error names the source and the limit the compiler was stopped at, else
// the compiler's first line that says "error", else its first line that
// is not a heading ("# package", as go build starts).
func (e *CompileError) Error() string {
	if e.Stopped != "" {
		return fmt.Sprintf("%s does not compile: %s", e.Source, e.Stopped)
	}
	line := ""
	for _, l := range strings.Split(e.Output, "\n") {
		if strings.Contains(strings.ToLower(l), "error") {
			line = strings.TrimSpace(l)
			break
		}
		if line == "" && !strings.HasPrefix(l, "#") {
			line = strings.TrimSpace(l)
		}
	}
	return fmt.Sprintf("%s does not compile: %s", e.Source, line)
}

// MaxLines bounds the compiler's lines a CompileError keeps.
const MaxLines = 12

// Source reports whether the program cmd, as -c and its like take it, is
// a source file or Go package directory to build rather than a command:
// one word, a path ending in a known extension, or a directory. It says
// why not, as an error, when cmd looks like a source it cannot build: an
// unknown extension on a file that is not executable, a missing file of
// a known extension.
func (b *Builder) Source(cmd string) (bool, error) {
	if cmd == "" || strings.ContainsAny(cmd, " \t\"'") {
		return false, nil
	}
	ext := strings.ToLower(filepath.Ext(cmd))
	st, err := os.Stat(cmd)
	switch _, known := b.langs[ext]; {
	case err == nil && st.IsDir():
		return true, nil
	case err == nil && ext == "" && st.Mode().IsRegular() && b.langOf(cmd) != "": // by its #! line
		return true, nil
	case known && err != nil:
		return false, fmt.Errorf("%s: no such source file", cmd)
	case known:
		return true, nil
	case err == nil && ext != "" && !executable(cmd, st):
		return false, fmt.Errorf("%s: not a source the judge knows (%s) nor an executable; -c also takes a command, such as -c 'kotlin %s'",
			cmd, strings.Join(b.Known(), " "), cmd)
	case err != nil && ext != "":
		if _, lerr := exec.LookPath(cmd); lerr != nil {
			return false, fmt.Errorf("%s: no such file or command (the sources the judge knows: %s)", cmd, strings.Join(b.Known(), " "))
		}
	}
	return false, nil
}

// Build makes the source at path ready to run, compiling it unless the
// cache has it: a source file, or a folder, which is a Go package when it
// holds Go files and otherwise a program of several files (BuildFiles).
func (b *Builder) Build(path string) (*Program, error) { return b.BuildFiles([]string{path}, "") }

// BuildFiles makes the program whose sources paths name ready to run,
// compiling it unless the cache has it: one source file, one folder, or
// several source files of one language. A folder's files of the
// language it is written in (found from their extensions, C with C++),
// in it or in folders below it, are the program's; they compile together,
// and the program runs in the folder. main names the main file, for a
// language whose commands name one ({src}: Python, JavaScript, Rust...);
// "" finds it: main.EXT (index.js too), else the only file that has what
// a main file has (Python's __main__, Rust's fn main), else the only file.
// A folder with a build or run script is built and run by them
// (scripts.go).
func (b *Builder) BuildFiles(paths []string, main string) (*Program, error) {
	if len(paths) == 1 && hasScripts(paths[0]) {
		return b.buildScripts(paths[0])
	}
	s, err := b.sourceOf(paths, main)
	if err != nil {
		return nil, err
	}
	l, ext, path := s.lang, s.ext, s.path
	if err := s.read(); err != nil {
		return nil, err
	}
	for _, argv := range [][]string{l.Compile, l.Run} {
		if len(argv) == 0 || strings.Contains(argv[0], "{") {
			continue // nothing to compile; a program the compile makes
		}
		_, err := exec.LookPath(argv[0])
		shim := ""
		if a, isShim := b.shimmed(argv[0], l, s.dir); err == nil && isShim && a.failed && argv[0] == l.Which[0] {
			shim = fmt.Sprintf(" (%s is a version manager's shim that starts none here)", argv[0])
		}
		if err != nil || shim != "" {
			where := "the default for " + ext
			if l.from != "" {
				where = "named for " + ext + " in " + l.from
			}
			return nil, fmt.Errorf("%s needs %s (%s), which is not installed or not on PATH%s: install it, or choose another command for %s in %s (see docs/languages.md)",
				path, argv[0], where, shim, ext, ConfigName)
		}
	}
	p := &Program{Source: path}
	if s.several {
		p.Dir = s.dir
	} else if strings.HasPrefix(ext, ".py") {
		p.Hint = besideModules(s)
	}
	if len(l.Compile) == 0 {
		p.Argv = b.unshim(s.expand(l.Run, ""), l, s.dir)
		return p, nil
	}
	key, err := b.key(s)
	if err != nil {
		return nil, err
	}
	begin := time.Now()
	entry, made, err := b.Entry(key, func(tmp string) error { return keepFailure(b.compile(s, tmp), tmp) })
	if err != nil {
		return nil, err
	}
	if ce, err := keptFailure(entry, s.path); err != nil {
		return nil, err
	} else if ce != nil {
		return nil, ce
	}
	p.Compiled, p.Cached = made, !made
	if made {
		p.Took = time.Since(begin)
	}
	p.Argv = b.unshim(s.expand(l.Run, entry), l, s.dir)
	return p, nil
}

// Entry returns the folder of the cache's entry key, which fill makes
// unless the cache has it complete; made says fill ran. fill writes into
// a new folder beside the entry, renamed into place once fill has
// succeeded, so that no judge sees a half-made entry and judges that
// make the same entry at once leave one; when fill fails, nothing is
// kept. Entries go when the cache is past its bound, least recently used
// first, compiled programs and other entries alike. key is a file name,
// distinct from every other use of the cache.
func (b *Builder) Entry(key string, fill func(dir string) error) (dir string, made bool, err error) {
	entry := filepath.Join(b.dir, key)
	if b.Has(key) {
		now := time.Now()
		os.Chtimes(entry, now, now) // least recently used goes first
		// Readable by all, as makeEntry makes it: an entry an older judge
		// made may be its user's alone, where nobody, as whom an isolated
		// program runs, could not read its classes.
		os.Chmod(entry, 0o755)
		return entry, false, nil
	}
	if err := b.makeEntry(entry, fill); err != nil {
		return "", false, err
	}
	b.evict(key)
	return entry, true, nil
}

// unshim returns argv with its first word, where that is a version
// manager's shim, replaced by the interpreter the shim starts, as l.Which
// prints it run in dir (where the manager reads which version a folder
// wants). pyenv's shim, a bash script that runs pyenv's, took 0.6 s of
// CPU a run here before Python started (0.75 s in all, 0.12 s without
// it), all counted as the program's. Where Which fails or prints no
// file, the shim stays: the program runs as typed.
func (b *Builder) unshim(argv []string, l Lang, dir string) []string {
	if a, shim := b.shimmed(argv[0], l, dir); shim && a.path != "" {
		return append([]string{a.path}, argv[1:]...)
	}
	return argv
}

// A shimAnswer is what a language's which command says of a shim: the
// interpreter it starts ("" when it names no file), or that it failed.
type shimAnswer struct {
	path   string
	failed bool
}

// shimmed says whether word is a version manager's shim (found on PATH
// in a folder named shims), and then what l.Which says of it, run in dir.
// A Which that fails is a shim of a version the manager does not have
// (pyenv's python2 where only Python 3 is installed), which starts
// nothing.
func (b *Builder) shimmed(word string, l Lang, dir string) (a shimAnswer, shim bool) {
	if len(l.Which) == 0 {
		return a, false
	}
	at, err := exec.LookPath(word)
	if err != nil || filepath.Base(filepath.Dir(at)) != "shims" {
		return a, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	key := at + "\x00" + dir
	a, ok := b.which[key]
	if !ok {
		out, _, failed, err := b.runCompiler(l.Which, dir, l.Env)
		a = shimAnswer{path: firstLine(out), failed: err != nil || failed != ""}
		if a.failed || !filepath.IsAbs(a.path) || !exists(a.path) {
			a.path = ""
		}
		if b.which == nil {
			b.which = map[string]shimAnswer{}
		}
		b.which[key] = a
	}
	return a, true
}

// doneFile marks a complete cache entry.
const doneFile = "ok"

// Has reports whether the cache has the entry key complete, as Entry
// would find it.
func (b *Builder) Has(key string) bool { return exists(filepath.Join(b.dir, key, doneFile)) }

// makeEntry makes entry with fill in a new directory beside it and
// renames it into place, so that a judge never sees a half-written entry;
// when another judge got there first, its entry is as good.
func (b *Builder) makeEntry(entry string, fill func(dir string) error) error {
	if err := os.MkdirAll(b.dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(b.dir, "tmp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// Readable by all: a program run isolated by a judge that is root runs
	// as nobody (a Java program reads its classes here).
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	if err := fill(tmp); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(tmp, doneFile), []byte(filepath.Base(entry)+"\n"), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, entry); err != nil && !exists(filepath.Join(entry, doneFile)) {
		return err
	}
	return nil
}

// failedFile holds, in a cache entry, the CompileError of a source that
// did not compile, as JSON, in place of the program.
const failedFile = "compile-error.json"

// keepFailure makes the cache entry being made in tmp a failed compile's,
// where err is a CompileError that the source and the compiler alone
// decide (reproducible), so that the next build of that source is that
// error at once: a source that fills the compiler's memory, or floods it
// with errors, takes it seconds to fail each time (DOMjudge's own
// stress tests of compiles, half a minute each). Any other err is
// returned, and nothing is kept.
func keepFailure(err error, tmp string) error {
	var ce *CompileError
	if !errors.As(err, &ce) || !reproducible(ce) {
		return err
	}
	entries, rerr := os.ReadDir(tmp)
	if rerr != nil {
		return rerr
	}
	for _, e := range entries { // what the compiler left of a program
		if rerr := os.RemoveAll(filepath.Join(tmp, e.Name())); rerr != nil {
			return rerr
		}
	}
	b, jerr := json.Marshal(ce)
	if jerr != nil {
		return jerr
	}
	return os.WriteFile(filepath.Join(tmp, failedFile), b, 0o644)
}

// reproducible says whether ce is what compiling the source gives every
// time: the compiler's own error (an exit status), or a bound of memory
// or files passed, which the key's limits are part of; not a time limit,
// which a busy machine may reach where a quiet one does not, nor a signal
// from outside, nor an exit status where the compiler could not start a
// process or thread (EAGAIN, strerror's "Resource temporarily
// unavailable"): the machine's processes, another user's, were too many
// at that moment.
func reproducible(ce *CompileError) bool {
	if strings.Contains(strings.ToLower(ce.Output), "resource temporarily unavailable") {
		return false
	}
	return ce.Stopped == "" || strings.Contains(ce.Stopped, " of memory") || strings.Contains(ce.Stopped, " of files") || strings.Contains(ce.Stopped, " of a compile's files")
}

// keptFailure returns the CompileError kept in the cache entry, naming
// path, the source as given this time, or nil when the entry holds a
// program.
func keptFailure(entry, path string) (*CompileError, error) {
	b, err := os.ReadFile(filepath.Join(entry, failedFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	ce := &CompileError{}
	if err := json.Unmarshal(b, ce); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(entry, failedFile), err)
	}
	if ce.Source != path {
		ce.Output = strings.ReplaceAll(ce.Output, ce.Source, path)
		ce.Source = path
	}
	return ce, nil
}

// compile compiles s into tmp, a cache entry being made.
func (b *Builder) compile(s *source, tmp string) error {
	src := s.abs
	if s.staged != "" { // a Java source, named for its public class
		stage := filepath.Join(tmp, "src")
		if err := os.Mkdir(stage, 0o755); err != nil {
			return err
		}
		src = filepath.Join(stage, s.staged)
		if err := os.WriteFile(src, s.content, 0o644); err != nil {
			return err
		}
	}
	argv := s.expandSrc(s.lang.Compile, tmp, src)
	out, dropped, failed, err := b.runCompile(s, argv, tmp)
	if err != nil {
		return fmt.Errorf("%s: %v", s.path, err)
	}
	if failed != "" {
		// Files named as given: a program of one file by its path, one
		// of several from its folder.
		text := strings.ReplaceAll(out, src, s.path)
		if s.several {
			text = strings.ReplaceAll(out, s.dir+string(filepath.Separator), "")
		}
		text = strings.ReplaceAll(text, tmp+string(filepath.Separator), "")
		text = strings.TrimRight(text, "\n")
		ce := &CompileError{Source: s.path}
		if !strings.HasPrefix(failed, "exit status") { // stopped at a limit, or killed
			ce.Stopped = failed
		} else if text == "" {
			text = fmt.Sprintf("%s: %s", argv[0], failed)
		}
		text = headLines(text, MaxLines)
		if dropped > 0 {
			text += fmt.Sprintf("\n... (and %d bytes more, not kept)", dropped)
		}
		if ce.Stopped != "" {
			text = strings.TrimPrefix(text+"\n"+ce.Stopped, "\n")
		}
		ce.Output = text
		return ce
	}
	if s.staged != "" {
		return os.RemoveAll(filepath.Join(tmp, "src"))
	}
	return nil
}

// key is the cache key of s: its content, the compiler's identity, the
// commands, what in the environment changes what Go builds, the bounds of
// a compile's memory and files, and whether it compiles boxed: a program built unboxed may hold what a box would
// not have shown its compiler (a case's answer), and is not used where
// compiles are boxed.
func (b *Builder) key(s *source) (string, error) {
	id, err := b.identity(s)
	if err != nil {
		return "", err
	}
	boxed, err := b.boxed(s)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "judge build 1\n%s\n%q\n%q\n%q\n%s\n", s.ext, s.lang.Compile, s.lang.Run, s.lang.Env, id)
	if boxed {
		fmt.Fprintf(h, "boxed\n")
	}
	// The bounds a kept failure passed (keepFailure).
	fmt.Fprintf(h, "memory %d files %d\n", b.limits.MemoryKiB, b.limits.FileKiB)
	for _, v := range []string{"GOOS", "GOARCH", "GOFLAGS", "CGO_ENABLED", "GOAMD64", "GOARM64", "GOEXPERIMENT"} {
		fmt.Fprintf(h, "%s=%s\n", v, os.Getenv(v))
	}
	h.Write(s.deps)
	h.Write(s.content)
	return hex.EncodeToString(h.Sum(nil))[:32], nil
}

// identity is what the compiler's version command prints, run in the
// source's directory (where go.mod may choose a Go toolchain). It is kept
// in the cache under the compiler's path, size and time and that
// directory, so that it costs a stat once found.
func (b *Builder) identity(s *source) (string, error) {
	argv := s.lang.Version
	if len(argv) == 0 {
		tool := s.lang.Run[0]
		if len(s.lang.Compile) > 0 {
			tool = s.lang.Compile[0]
		}
		argv = []string{tool, "--version"}
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return "", fmt.Errorf("%s: %v", s.path, err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	h := sha256.Sum256([]byte(fmt.Sprintf("%q %s %d %d %s %s %q", argv, path, st.Size(), st.ModTime().UnixNano(), s.dir, os.Getenv("GOTOOLCHAIN"), s.lang.Env)))
	file := filepath.Join(b.dir, "id-"+hex.EncodeToString(h[:])[:32])
	if id, err := os.ReadFile(file); err == nil {
		return string(id), nil
	}
	out, _, failed, err := b.runCompiler(append([]string{path}, argv[1:]...), s.dir, s.lang.Env)
	if err == nil && failed != "" {
		err = fmt.Errorf("%s: %s", failed, firstLine(out))
	}
	if err != nil {
		return "", fmt.Errorf("%s: %s: %v", s.path, strings.Join(argv, " "), err)
	}
	if err := os.MkdirAll(b.dir, 0o755); err != nil {
		return "", err
	}
	if err := scaffold.WriteFile(file, []byte(out)); err != nil {
		return "", err
	}
	return out, nil
}

// runCompiler runs argv, a compiler or its version command, in dir with
// the variables env set, under b's compile limits, contained as a program
// is run. It returns what the
// compiler wrote on its standard output and error together, at most
// compileKept bytes of it, and how many bytes more it wrote; and failed,
// why it failed: "exit status N", or the limit it was stopped at, or how
// it was killed ("" when it exited with status 0). err is for a compiler
// that could not be run.
func (b *Builder) runCompiler(argv []string, dir string, env []string) (out string, dropped int64, failed string, err error) {
	lim := b.limits
	lim.Dir, lim.StderrToStdout, lim.Env = dir, true, env
	out, dropped, res, err := b.run(argv, lim)
	if err != nil {
		return "", 0, "", err
	}
	return out, dropped, compileFailure(res, lim), nil
}

// run runs argv under lim, its standard error sent to its output, and
// returns what it wrote, at most compileKept bytes, how many bytes more,
// and how it ended.
func (b *Builder) run(argv []string, lim proc.Limits) (out string, dropped int64, res *proc.Result, err error) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		return "", 0, nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		null.Close()
		return "", 0, nil, err
	}
	p, err := proc.Start(argv, null, w, lim)
	null.Close()
	w.Close()
	if err != nil {
		r.Close()
		return "", 0, nil, err
	}
	var kept bytes.Buffer
	read := make(chan struct{})
	go func() {
		defer close(read)
		io.Copy(&kept, io.LimitReader(r, compileKept))
		dropped, _ = io.Copy(io.Discard, r)
	}()
	res, err = p.Wait() // and every process the compiler started: the pipe ends
	<-read
	r.Close()
	if err != nil {
		return "", 0, nil, err
	}
	res.Close()
	return kept.String(), dropped, res, nil
}

// compileFailure says why a compile ended as it did under lim, or "" when
// the compiler exited with status 0 within its limits.
func compileFailure(r *proc.Result, lim proc.Limits) string {
	switch {
	case r.Killed == proc.Time || lim.Time > 0 && r.CPU > lim.Time:
		return fmt.Sprintf("the compiler used more than %v of CPU time", lim.Time)
	case r.Killed == proc.Wall:
		return fmt.Sprintf("the compiler ran for more than %v of wall time", r.Wall.Round(time.Second))
	case r.Killed == proc.Memory || lim.MemoryKiB > 0 && r.MaxRSSKiB > lim.MemoryKiB:
		return "the compiler used more than " + mib(lim.MemoryKiB) + " of memory"
	case r.Signal != "":
		return "the compiler ended abnormally: " + r.Signal
	case r.ExitCode != 0:
		return fmt.Sprintf("exit status %d", r.ExitCode)
	}
	return ""
}

// mib writes an amount of KiB in GiB or MiB, as limits are given.
func mib(kib int64) string {
	if kib%(1<<20) == 0 {
		return fmt.Sprintf("%d GiB", kib>>20)
	}
	return fmt.Sprintf("%d MiB", kib>>10)
}

// firstLine is s's first line that is not blank, trimmed.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// exeName is the name {exe} gives the compiled program.
func exeName() string {
	if runtime.GOOS == "windows" {
		return "main.exe"
	}
	return "main"
}

func headLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = append(lines[:n], fmt.Sprintf("... (%d more lines)", len(lines)-n))
	}
	return strings.Join(lines, "\n")
}
