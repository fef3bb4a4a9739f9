package main

import (
	"errors"
	"flag"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/compare"
	"gametheory/internal/gencase"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/verdict"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
)

// test is the test command, the default one: it judges the targets
// named in args on their cases once, or with -watch again on every
// change, and returns the exit status.
func test(args []string, stdout, stderr io.Writer) int {
	f, names, err := parseTestFlags(args, stderr)
	if err != nil {
		if err == flag.ErrHelp {
			return exitOK
		}
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	// A signal that comes while the solutions build waits in the channel.
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	defer signal.Stop(signals)
	var made cleanups
	done, stopping := make(chan struct{}), make(chan struct{})
	defer close(done)
	go stopOnSignal(signals, done, stopping, made.run, stderr)
	if f.watch {
		return watch(f, names, stdout, stderr, stopping, &made)
	}
	status, _ := judgeRound(f, names, stdout, stderr, stopping, &made)
	return status
}

// testFlags holds what the test command was told.
type testFlags struct {
	command, checker string
	interactor       string // an interactive problem's jury, as a command
	trace            string // the file the dialogues go to
	tl               time.Duration
	ml, ol           int64
	compare          string
	ignoreCase       bool
	absEps, relEps   float64
	jobs             int
	stack            int64
	containment      string // resolved: one of proc.Available()
	isolation        string // resolved: proc.Full or proc.None
	json             bool
	watch            bool   // judge again on every change
	fileIO           string // -file-io: the files the program reads and writes
	main             string // -main: the main file of -c's program of several files
	keep             string // -keep-output: the folder the cases' outputs are written into
}

func parseTestFlags(args []string, stderr io.Writer) (*testFlags, []string, error) {
	f := &testFlags{}
	fs := newFlagSet("test", stderr)
	onceVar(fs, &f.command, "c", "judge this `command` instead of the solution")
	fs.DurationVar(&f.tl, "tl", 0, "CPU-time `limit` per case (default: the problem's, else 2s)")
	fs.Int64Var(&f.ml, "ml", 0, "peak-memory limit in `MiB` (default: the problem's, else 256)")
	fs.Int64Var(&f.stack, "stack", 0, "stack size limit in `MiB` (default: none, the stack bounded by the memory limit)")
	containment := containmentFlags(fs)
	isolation := isolationFlag(fs)
	fs.Int64Var(&f.ol, "ol", 0, "output limit in `MiB` (default: a problem package's, else 64)")
	fs.StringVar(&f.compare, "compare", "", "`mode`: exact, lines or tokens (default: the problem's, else lines)")
	fs.BoolVar(&f.ignoreCase, "ignore-case", false, "tokens: compare ASCII letters ignoring case")
	fs.Float64Var(&f.absEps, "abs-eps", 0, "tokens: accept numbers within this absolute `error`")
	fs.Float64Var(&f.relEps, "rel-eps", 0, "tokens: accept numbers within this relative `error`")
	fs.StringVar(&f.checker, "checker", "", "special judge `command`, run as COMMAND input output answer")
	fs.StringVar(&f.interactor, "interactor", "", "interactive problems: the jury, a testlib interactor `command` run as COMMAND input output [answer], talking with the program (default: the problem's)")
	fs.StringVar(&f.trace, "trace", "", "interactive problems: write every dialogue to `file`")
	fs.IntVar(&f.jobs, "j", runtime.NumCPU(), "`cases` judged at once")
	fs.BoolVar(&f.json, "json", false, "print one JSON object per case")
	fs.BoolVar(&f.watch, "watch", false, "judge again whenever the program's source or a case changes, until interrupted")
	fs.StringVar(&f.fileIO, "file-io", "", "file I/O: the program reads `NAME`.in and writes NAME.out in its working folder (or the two files IN,OUT, as input.txt,output.txt), not its standard input and output (default: the problem's)")
	fs.StringVar(&f.main, "main", "", "the main `file` of a -c program of several files, where the judge cannot tell it")
	fs.StringVar(&f.keep, "keep-output", "", "write the cases' outputs into `DIR`/TARGET.out, a failed case's details (its short input, the end of its standard error) into TARGET.err, and where each case's are into TARGET.index")
	targets, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, nil, err
	}
	if f.fileIO != "" {
		if _, err := problem.ParseFileIO(f.fileIO); err != nil {
			return nil, nil, fmt.Errorf("-file-io: %v", err)
		}
	}
	for _, eps := range []struct {
		name string
		v    float64
	}{{"abs-eps", f.absEps}, {"rel-eps", f.relEps}} {
		if math.IsNaN(eps.v) || math.IsInf(eps.v, 0) || eps.v < 0 {
			return nil, nil, fmt.Errorf("-%s %v: want a finite number, 0 or more", eps.name, eps.v)
		}
	}
	switch {
	case f.compare != "" && !compare.ValidMode(f.compare):
		return nil, nil, fmt.Errorf("-compare %q: want one of %s", f.compare, strings.Join(compare.Modes, ", "))
	case (f.ignoreCase || f.absEps != 0 || f.relEps != 0) && f.compare != "" && f.compare != "tokens":
		return nil, nil, errors.New("-ignore-case, -abs-eps and -rel-eps compare tokens: they need -compare tokens")
	case f.tl < 0 || f.ml < 0 || f.ol < 0 || f.stack < 0:
		return nil, nil, errors.New("limits must be positive")
	case f.jobs < 1:
		return nil, nil, errors.New("-j must be at least 1")
	}
	if f.containment, err = containment(); err != nil {
		return nil, nil, err
	}
	if f.isolation, err = isolation(); err != nil {
		return nil, nil, err
	}
	if why := proc.StackIgnored(); f.stack > 0 && why != "" {
		fmt.Fprintf(stderr, "judge: -stack %d has no effect here: %s\n", f.stack, why)
	}
	if n := runtime.NumCPU(); f.jobs > n {
		fmt.Fprintf(stderr, "judge: -j %d lowered to %d, the number of CPUs: more programs at once would only wait for a CPU, and their wall times would mean little\n", f.jobs, n)
		f.jobs = n
	}
	if f.ignoreCase || f.absEps != 0 || f.relEps != 0 {
		f.compare = "tokens"
	}
	return f, targets, nil
}

// judgeRound builds the targets and judges them once, printing each
// result and the summary. It returns the exit status, and whether any
// case was judged (not when the targets could not be made).
func judgeRound(f *testFlags, names []string, stdout, stderr io.Writer, stopping <-chan struct{}, made *cleanups) (int, bool) {
	log := stdout
	if f.json {
		log = stderr
	}
	targets, cleanup, err := makeTargets(f, names, &programs{log: log, isolation: f.isolation})
	made.add(cleanup)
	defer made.run()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup, false
	}
	p := &printer{out: stdout, log: log, json: f.json, color: !f.json && isTerminal(stdout) && os.Getenv("NO_COLOR") == ""}
	p.runs = runsNote(f.containment, f.isolation)
	var trace io.Writer
	if f.trace != "" {
		tf, err := os.Create(f.trace)
		if err != nil {
			fmt.Fprintln(stderr, "judge:", err)
			return exitSetup, false
		}
		defer tf.Close()
		trace = tf
	}
	if f.keep != "" {
		err := keepOutputs(f.keep, targets)
		defer func() {
			for _, t := range targets {
				if err := t.keep.close(); err != nil {
					fmt.Fprintln(stderr, "judge: -keep-output:", err)
				}
			}
		}()
		if err != nil {
			fmt.Fprintln(stderr, "judge: -keep-output:", err)
			return exitSetup, false
		}
	}
	status := exitOK
	judgeAll(targets, f.jobs, trace, func(t *target, r verdict.Result) {
		select {
		case <-stopping: // runs cut short by a signal are no verdicts
			return
		default:
		}
		if t.keep != nil {
			if err := t.keep.add(r); err != nil {
				fmt.Fprintln(stderr, "judge: -keep-output:", err)
				status = exitSetup
			}
		}
		p.result(t, r)
		switch {
		case r.Verdict.SetupError():
			status = exitSetup
		case t.pkg != nil: // graded below
		case r.Verdict != verdict.AC && status == exitOK:
			status = exitFail
		}
	})
	for _, t := range targets {
		if t.pkg != nil && !t.pkg.accepted() && status == exitOK {
			status = exitFail
		}
	}
	select {
	case <-stopping:
		select {} // stopOnSignal exits
	default:
	}
	p.summary()
	return status, true
}

// A target is a program and the cases to judge it on.
type target struct {
	name  string // the problem id, or the cases' directory
	argv  []string
	dir   string              // the folder the program runs in: its own; "" for the judge's
	ce    *build.CompileError // the program's source did not compile: no case runs
	cases []problem.Case
	cfg   verdict.Config
	pkg   *pkgRun // a problem package's cases: their groups, grades and validator flags
	keep  *keeper // -keep-output's files of this target; nil for none
}

// makeTargets turns the names on the command line into targets, building
// the solutions they need into a temporary directory that cleanup removes,
// and the sources the flags name with ps.
func makeTargets(f *testFlags, names []string, ps *programs) (targets []*target, cleanup func(), err error) {
	cleanup = func() {}
	var root, problemName string // a name that needs the project
	needRoot := len(names) == 0
	for _, n := range names {
		switch {
		case isCase(n), isZip(n):
		case fileExists(n):
			return nil, cleanup, fmt.Errorf("%s: a case to judge is a file NAME.in, its answer NAME.out beside it", n)
		case !isDir(n) && (strings.HasSuffix(n, ".in") || strings.ContainsAny(n, `/\`)):
			return nil, cleanup, fmt.Errorf("%s: no such case or directory", n)
		case !isDir(n):
			needRoot, problemName = true, n
		}
	}
	if needRoot {
		if root, err = problem.FindRoot(); err != nil && problemName != "" {
			return nil, cleanup, fmt.Errorf("%s: no such folder or case here, nor a project's problem (%v)", problemName, err)
		}
		if err != nil {
			return nil, cleanup, err
		}
	}
	if len(names) == 0 {
		names = problem.IDs(root)
	}
	var given target // what the flags give every target
	ps.main = f.main
	if f.command != "" {
		given.argv, given.dir, err = ps.program("-c", f.command)
		switch {
		case errors.As(err, &given.ce): // CE: judged, not run
		case err != nil:
			return nil, cleanup, err
		}
	}
	if f.checker != "" {
		if given.cfg.Checker, err = ps.helper("-checker", f.checker); err != nil {
			return nil, cleanup, err
		}
	}
	if f.interactor != "" {
		if given.cfg.Interactor, err = ps.helper("-interactor", f.interactor); err != nil {
			return nil, cleanup, err
		}
	}
	var builds []goPackage
	for i, n := range names {
		if last := len(targets) - 1; i > 0 && isCase(n) && isCase(names[i-1]) && targets[last].name == filepath.Dir(n) {
			targets[last].cases = append(targets[last].cases, problem.CaseOf(n))
			continue
		}
		if isPackage(n) {
			if f.command == "" {
				return nil, cleanup, fmt.Errorf("%s is a problem package: say which program to judge with -c, or judge its own submissions with judge verify %s", n, n)
			}
			p, done, err := openPackage(n, ps.log)
			prev := cleanup
			cleanup = func() { done(); prev() }
			if err != nil {
				return nil, cleanup, err
			}
			t, err := packageTarget(f, &given, n, p, ps, ps.log)
			if err != nil {
				return nil, cleanup, err
			}
			targets = append(targets, t)
			continue
		}
		t, bs, err := makeTarget(f, &given, root, n)
		if err != nil {
			return nil, cleanup, err
		}
		builds = append(builds, bs...)
		targets = append(targets, t)
	}
	built, err := buildPrograms(root, builds)
	prev := cleanup
	cleanup = func() { built(); prev() }
	return targets, cleanup, err
}

// makeTarget prepares one target, and says what must be built for it: the
// problem's solution unless -c names the program, and an interactive
// problem's jury unless -interactor names one. given holds the programs
// the flags name, built (nil: none).
func makeTarget(f *testFlags, given *target, root, name string) (*target, []goPackage, error) {
	if given == nil {
		given = &target{}
	}
	t := &target{name: name, argv: given.argv, dir: given.dir, ce: given.ce}
	var p *problem.Problem
	dir := name
	switch {
	case isCase(name):
		t.name, t.cases = filepath.Dir(name), []problem.Case{problem.CaseOf(name)}
		if f.command == "" {
			return nil, nil, fmt.Errorf("%s is a case: say which program to judge with -c", name)
		}
	case isDir(name):
		if f.command == "" {
			return nil, nil, fmt.Errorf("%s is a directory of cases: say which program to judge with -c", name)
		}
		// A problem's folder, as judge listen writes outside a project.
		if path := filepath.Join(name, "problem.json"); fileExists(path) {
			var err error
			if p, err = problem.Read(path, filepath.Base(name)); err != nil {
				return nil, nil, err
			}
		}
	default:
		var err error
		if p, err = problem.Load(root, name); err != nil {
			return nil, nil, err
		}
		dir = filepath.Join(root, "samples", name)
	}
	var err error
	var builds []goPackage
	if f.command == "" {
		b, err := problemProgram(root, name, "", &t.argv)
		if err != nil {
			return nil, nil, err
		}
		builds = append(builds, b)
	}
	if t.cases == nil {
		// The committed cases, and the large ones generators.yaml
		// describes, made on first use into the cache.
		if t.cases, err = gencase.Cases(root, dir, os.Stderr); err != nil {
			return nil, nil, err
		}
	}
	t.cfg = verdict.Config{
		Limits:  limits(p, f),
		Compare: compareOf(f),
		Checker: given.cfg.Checker,
		FileIO:  fileIOOf(f, p),
	}
	if t.cfg.Compare.Mode == "" && p != nil {
		t.cfg.Compare.Mode = p.Compare
	}
	switch {
	case t.cfg.FileIO != nil && (f.interactor != "" || p != nil && p.Interactive):
		return nil, nil, fmt.Errorf("%s: file I/O is for a program that does not talk with a jury; an interactive problem's program reads and writes its standard input and output", name)
	case f.interactor != "":
		t.cfg.Interactor = given.cfg.Interactor
	case p != nil && p.Interactive && root == "":
		return nil, nil, fmt.Errorf("%s is an interactive problem: name its jury with -interactor", name)
	case p != nil && p.Interactive:
		b, err := interactorOf(root, p, &t.cfg.Interactor)
		if err != nil {
			return nil, nil, err
		}
		builds = append(builds, b...)
	}
	return t, builds, nil
}

// limits are the limits the flags give (0: not given), else the problem's
// (p may be nil), else 2 s, 256 MiB and 64 MiB of output.
func limits(p *problem.Problem, f *testFlags) proc.Limits {
	lim := proc.Limits{Time: f.tl, MemoryKiB: f.ml * 1024, Output: f.ol << 20, StackKiB: f.stack * 1024, Containment: f.containment, Isolation: f.isolation, Untrusted: true}
	if lim.Output == 0 {
		lim.Output = 64 << 20
	}
	if lim.Time == 0 {
		lim.Time = p.TimeOr(2 * time.Second)
	}
	if lim.MemoryKiB == 0 {
		lim.MemoryKiB = 256 * 1024
		if p != nil && p.MemoryLimitKiB > 0 {
			lim.MemoryKiB = p.MemoryLimitKiB
		}
	}
	return lim
}

// compareOf is the comparison the flags ask for.
func compareOf(f *testFlags) compare.Options {
	return compare.Options{Mode: f.compare, IgnoreCase: f.ignoreCase, AbsEps: f.absEps, RelEps: f.relEps}
}

// fileIOOf is the file I/O of -file-io, else of the problem p (which
// may be nil), else nil.
func fileIOOf(f *testFlags, p *problem.Problem) *problem.FileIO {
	if f.fileIO != "" {
		files, _ := problem.ParseFileIO(f.fileIO) // checked by parseTestFlags
		return files
	}
	return p.Files()
}

// cleanups holds what the round being judged must remove, for a signal
// that ends it.
type cleanups struct {
	mu sync.Mutex
	fs []func()
}

func (c *cleanups) add(f func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.fs = append(c.fs, f)
}

// run runs and forgets the cleanups added so far.
func (c *cleanups) run() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, f := range c.fs {
		f()
	}
	c.fs = nil
}

// stopOnSignal waits for SIGINT or SIGTERM until done is closed. On one it
// closes stopping, kills every running program, removes their cgroups,
// runs cleanup and exits with 128 plus the signal's number, as a shell
// reports it.
func stopOnSignal(signals <-chan os.Signal, done <-chan struct{}, stopping chan<- struct{}, cleanup func(), stderr io.Writer) {
	select {
	case <-done:
	case sig := <-signals:
		close(stopping)
		proc.Stop()
		cleanup()
		fmt.Fprintf(stderr, "judge: %v: every running program was killed\n", sig)
		os.Exit(128 + int(sig.(syscall.Signal)))
	}
}
