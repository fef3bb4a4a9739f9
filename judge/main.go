// Command judge builds the problems' solutions, runs them on test cases and
// judges what they print, like online-judge-tools' "oj test" with a time
// limit that means TLE, memory and output limits, and testlib checkers.
//
// Usage:
//
//	judge [test] [flags] [TARGET...]
//	judge bundle [-o FILE] PROBLEM
//	judge bundle -check [PROBLEM...]
//	judge stress [flags] PROBLEM
//	judge stress -c COMMAND -gen COMMAND -brute COMMAND [flags]
//
// "judge bundle" prints the one self-contained file to submit for a
// problem: the solution and what it uses of the project's packages. With
// -check it builds and vets that file as a go 1.21 module instead, and
// judges it beside the solution on every case.
//
// "judge stress" looks for an input on which a program is wrong. It runs
// a generator (problems/<id>/gen, or -gen CMD; run as CMD SEED, or as CMD
// SEED SIZE with -size SIZE), a brute force (problems/<id>/brute, or
// -brute CMD; its output is the answer) and the program (the solution, or
// -c CMD) on seeds 1, 2, ... (from -seed S) until the program fails by the
// judge's rules, -n cases have passed or -time has run out, -j cases at a
// time. A failing input is shrunk by delta debugging over lines, then
// tokens, then smaller numbers, keeping only candidates that are legal
// (-validate CMD exits 0 on them, or without it the brute force does) and
// fail the same way, at most -max-runs of them. It prints the seed, the
// original and the shrunk input, the expected and actual output and the
// first difference; -save adds the shrunk case to samples/<id> as
// stress-N.in / .out. -checker, -tl and -ml are as below; -json prints
// progress and the result as JSON lines. The exit status is 0 when every
// case passed, 1 on a failure.
//
// A TARGET is a problem id (its solution is built from problems/<id> and
// judged on samples/<id>) or a directory of NAME.in / NAME.out cases, which
// needs -c. Without targets every problem is judged. Flags may come before
// or after the targets:
//
//	-c COMMAND      judge this command (run with sh -c) instead of the solution
//	-tl DURATION    wall-time limit per case (default: the problem's, else 2s)
//	-ml MIB         peak-memory limit (default: the problem's, else 256)
//	-ol MIB         output limit (default 64)
//	-compare MODE   exact, lines or tokens (default: the problem's, else lines)
//	-ignore-case    tokens: compare letters ignoring case
//	-abs-eps X      tokens: numbers within X of the answer are accepted
//	-rel-eps X      tokens: numbers within X times the answer are accepted
//	-checker CMD    special judge: CMD input output answer, with testlib's
//	                exit codes (0 AC, 1 WA, 2 PE, anything else a failure)
//	-j N            cases judged at once (default: the number of CPUs)
//	-json           one JSON object per case on stdout, nothing else there
//
// Verdicts: AC, WA, PE, TLE, MLE, OLE, RE; NOANS for a case without
// NAME.out (its output is shown) and FAIL when the judge could not judge.
// The exit status is 0 when every case is AC, 1 when one is not, and 2 for
// usage and set-up errors: an unknown problem, a build failure, a case
// without an answer, a failed checker.
package main

import (
	"errors"
	"flag"
	"fmt"
	"gametheory/internal/compare"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/verdict"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

func main() {
	os.Exit(cli(os.Args[1:], os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1
	exitSetup = 2
)

func cli(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "test":
			args = args[1:]
		case "bundle":
			return bundleCmd(args[1:], stdout, stderr)
		case "stress":
			return stressCmd(args[1:], stdout, stderr)
		}
	}
	return test(args, stdout, stderr)
}

// testFlags holds what the test command was told.
type testFlags struct {
	command, checker string
	tl               time.Duration
	ml, ol           int64
	compare          string
	ignoreCase       bool
	absEps, relEps   float64
	jobs             int
	json             bool
}

func parseTestFlags(args []string, stderr io.Writer) (*testFlags, []string, error) {
	f := &testFlags{}
	fs := flag.NewFlagSet("judge test", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.command, "c", "", "judge this `command` (run with sh -c) instead of the solution")
	fs.DurationVar(&f.tl, "tl", 0, "wall-time `limit` per case (default: the problem's, else 2s)")
	fs.Int64Var(&f.ml, "ml", 0, "peak-memory limit in `MiB` (default: the problem's, else 256)")
	fs.Int64Var(&f.ol, "ol", 64, "output limit in `MiB`")
	fs.StringVar(&f.compare, "compare", "", "`mode`: exact, lines or tokens (default: the problem's, else lines)")
	fs.BoolVar(&f.ignoreCase, "ignore-case", false, "tokens: compare letters ignoring case")
	fs.Float64Var(&f.absEps, "abs-eps", 0, "tokens: accept numbers within this absolute `error`")
	fs.Float64Var(&f.relEps, "rel-eps", 0, "tokens: accept numbers within this relative `error`")
	fs.StringVar(&f.checker, "checker", "", "special judge `command`, run as COMMAND input output answer")
	fs.IntVar(&f.jobs, "j", runtime.NumCPU(), "`cases` judged at once")
	fs.BoolVar(&f.json, "json", false, "print one JSON object per case")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: judge [test] [flags] [PROBLEM | DIR]...")
		fs.PrintDefaults()
	}
	var targets []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, nil, err
		}
		if fs.NArg() == 0 {
			break
		}
		targets = append(targets, fs.Arg(0))
		args = fs.Args()[1:]
	}
	switch {
	case f.compare != "" && !compare.ValidMode(f.compare):
		return nil, nil, fmt.Errorf("-compare %q: want one of %s", f.compare, strings.Join(compare.Modes, ", "))
	case (f.ignoreCase || f.absEps != 0 || f.relEps != 0) && f.compare != "" && f.compare != "tokens":
		return nil, nil, errors.New("-ignore-case, -abs-eps and -rel-eps compare tokens: they need -compare tokens")
	case f.absEps < 0 || f.relEps < 0 || f.tl < 0 || f.ml < 0 || f.ol <= 0:
		return nil, nil, errors.New("limits and tolerances must be positive")
	case f.jobs < 1:
		return nil, nil, errors.New("-j must be at least 1")
	}
	if f.ignoreCase || f.absEps != 0 || f.relEps != 0 {
		f.compare = "tokens"
	}
	return f, targets, nil
}

func test(args []string, stdout, stderr io.Writer) int {
	f, names, err := parseTestFlags(args, stderr)
	if err != nil {
		if err != flag.ErrHelp {
			fmt.Fprintln(stderr, "judge:", err)
		}
		return exitSetup
	}
	targets, cleanup, err := makeTargets(f, names, stderr)
	defer cleanup()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	p := &printer{out: stdout, log: stdout, json: f.json, color: !f.json && isTerminal(stdout) && os.Getenv("NO_COLOR") == ""}
	if f.json {
		p.log = stderr
	}
	status := exitOK
	judgeAll(targets, f.jobs, func(t *target, r verdict.Result) {
		p.result(t, r)
		switch {
		case r.Verdict.SetupError():
			status = exitSetup
		case r.Verdict != verdict.AC && status == exitOK:
			status = exitFail
		}
	})
	p.summary()
	return status
}

// makeTargets turns the names on the command line into targets, building
// the solutions they need into a temporary directory that cleanup removes.
func makeTargets(f *testFlags, names []string, stderr io.Writer) (targets []*target, cleanup func(), err error) {
	cleanup = func() {}
	var root string
	needRoot := len(names) == 0
	for _, n := range names {
		if !isDir(n) {
			needRoot = true
		}
	}
	if needRoot {
		if root, err = problem.FindRoot(); err != nil {
			return nil, cleanup, err
		}
	}
	if len(names) == 0 {
		names = problem.IDs(root)
	}
	var build []string
	for _, n := range names {
		t, err := makeTarget(f, root, n)
		if err != nil {
			return nil, cleanup, err
		}
		if t.argv == nil {
			build = append(build, n)
		}
		targets = append(targets, t)
	}
	if len(build) == 0 {
		return targets, cleanup, nil
	}
	bin, err := os.MkdirTemp("", "judge-bin-")
	if err != nil {
		return nil, cleanup, err
	}
	cleanup = func() { os.RemoveAll(bin) }
	if err := buildSolutions(root, bin, build); err != nil {
		return nil, cleanup, err
	}
	for _, t := range targets {
		if t.argv == nil {
			t.argv = []string{filepath.Join(bin, t.name)}
		}
	}
	return targets, cleanup, nil
}

// makeTarget prepares one target; its argv stays nil when the solution
// still has to be built.
func makeTarget(f *testFlags, root, name string) (*target, error) {
	t := &target{name: name}
	var p *problem.Problem
	dir := name
	if !isDir(name) {
		var err error
		if p, err = problem.Load(root, name); err != nil {
			return nil, err
		}
		dir = filepath.Join(root, "samples", name)
	} else if f.command == "" {
		return nil, fmt.Errorf("%s is a directory of cases: say which program to judge with -c", name)
	}
	if f.command != "" {
		t.argv = []string{"sh", "-c", f.command}
	}
	var err error
	if t.cases, err = problem.Cases(dir); err != nil {
		return nil, err
	}
	t.cfg = verdict.Config{
		Limits:  limits(p, f.tl, f.ml, f.ol),
		Compare: compare.Options{Mode: f.compare, IgnoreCase: f.ignoreCase, AbsEps: f.absEps, RelEps: f.relEps},
		Checker: f.checker,
	}
	if t.cfg.Compare.Mode == "" && p != nil {
		t.cfg.Compare.Mode = p.Compare
	}
	return t, nil
}

// limits are the limits the flags give (0: not given), else the problem's
// (p may be nil), else 2 s and 256 MiB.
func limits(p *problem.Problem, tl time.Duration, mlMiB, olMiB int64) proc.Limits {
	lim := proc.Limits{Time: tl, MemoryKiB: mlMiB * 1024, Output: olMiB << 20}
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

// buildSolutions builds problems/<id> for each id into dir/<id> with one
// go build, so the packages they share are compiled once.
func buildSolutions(root, dir string, ids []string) error {
	var pkgs []string
	for _, id := range ids {
		pkgs = append(pkgs, "./problems/"+id)
	}
	return goBuild(root, dir, pkgs)
}

// goBuild builds the main packages pkgs of the module at root into dir,
// each named after its directory.
func goBuild(root, dir string, pkgs []string) error {
	args := append([]string{"build", "-o", dir + string(filepath.Separator)}, pkgs...)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s failed: %v\n%s", strings.Join(pkgs, " "), err, out)
	}
	return nil
}

// A target is a program and the cases to judge it on.
type target struct {
	name  string // the problem id, or the cases' directory
	argv  []string
	cases []problem.Case
	cfg   verdict.Config
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
