// Command judge builds the problems' solutions, runs them on test cases and
// judges what they print, like online-judge-tools' "oj test" with a time
// limit that means TLE, memory and output limits, and testlib checkers.
//
// Usage:
//
//	judge [test] [flags] [TARGET...]
//	judge verify [-tl DURATION] [-j N] [-isolation HOW] PACKAGE
//	judge bundle [-target NAME] [-o FILE] [-goos OS] [-goarch ARCH] PATH
//	judge bundle -check [-target NAME] [PATH...]
//	judge new [-lang LANG] [-name NAME] [-judge JUDGE] [-url URL] [-tl DURATION] [-ml MIB] [-interactive | -file-io NAME] ID
//	judge listen [-port N] [-once]
//	judge stress [flags] PROBLEM
//	judge stress -c COMMAND -gen COMMAND (-brute COMMAND | -interactor COMMAND) [flags]
//	judge stress -all -gen COMMAND [flags] (PROBLEM | -c COMMAND -brute COMMAND)
//	judge play [-case NAME | -seed N] [-size S] PROBLEM
//	judge sg [-n N] [-limit N] [-json | -go] [-png FILE] GAME
//	judge sg -misere [-n N] [-json] GAME
//	judge cgt [-json] GAME
//	judge help [COMMAND]
//
// "judge help" lists the commands, one line each, and "judge help CMD"
// (or "judge CMD -h") shows a command's usage and flags; "judge -h" shows
// the list and the flags of test. Help exits with status 0, a usage error
// with 2, and a misspelt command or problem names the nearest one. The
// details are in docs/, a page per command.
//
// "judge bundle" prints the one self-contained file to submit for a
// program (PATH: a problem id, a directory or a package path): the program
// and what it uses of its module's packages, for a target, the Go release
// and platform of the judge it is sent to: -target codeforces (go1.22.2,
// windows/amd64), luogu (go1.24.4), atcoder (go1.25.1) or goX.Y
// (linux/amd64 with that release); by default the one problem.json names,
// else the module's go version on linux/amd64. -goos and -goarch replace
// the target's platform. What the program keeps is checked against the
// target: a language feature or standard library API newer than it is
// refused, each use with its position, the version it needs and what the
// target runs. With -check it builds and vets the bundles with each
// target's own toolchain instead (without -target or a problem.json
// target: go1.21.3, go1.22.2 for windows and go1.24.4), and runs them
// beside the originals on every case.
//
// "judge new" creates a problem: samples/ID/problem.json, the solution to
// write (problems/ID/main.go wired to fastio.Main, with its main_test.go
// running the samples; with -lang c, cpp, java, py, rs or js,
// problems/ID/main.EXT), and the generator and brute force of judge stress
// to write (problems/ID/gen and brute; gen.EXT and brute.EXT). It never
// overwrites a file. Until solve is written the solution fails every case
// with "not solved yet", and judge stress names the generator or brute
// force still to write. judge test, stress and play find a problem's
// programs by these names, in any language.
//
// "judge verify" judges every submission of a problem package (Kattis's
// and DOMjudge's format: docs/packages.md), a folder or its zip, whose
// language the machine has, a line each, and ends with how many got the
// verdict their folder (or @EXPECTED_RESULTS@ annotation) promises and
// which were skipped, and why; exit status 0 when all did. Where the
// judge's verdict is finer (MLE, ILE, OLE) it counts as the coarser one
// promised, and the line says so.
//
// "judge listen" receives problems from the Competitive Companion browser
// extension on 127.0.0.1 (port 10043 by default, one the extension always
// sends to): it writes each problem's samples and problem.json under
// samples/ID and creates the solution as "judge new" does when there is
// none, printing one line per problem; outside a project (no go.mod here
// or above) it writes them into the folder ID of the working directory. -once exits after one problem or
// one contest's whole batch.
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
// stress-N.in / .out. -checker, -tl, -ml, -containment and -no-cgroup are as
// below; -json prints progress and the result as JSON lines. The exit
// status is 0 when every case passed, 1 on a failure. With -all it checks
// every input of a family instead: -gen is run as CMD K [SIZE] for K = 1,
// 2, ..., prints input K, and past the last prints nothing; the run ends
// with "AC: all N inputs checked", or at the first input that fails, not
// shrunk. On SIGINT or SIGTERM it kills the programs running, prints what
// it would have at the end for the cases that ended before, and exits
// with 128 plus the signal's number.
//
// "judge sg" explores an impartial game: GAME is an octal code (.07,
// 0.77, 4.007), a subtraction game S(1,3,4), grundy (Grundy's game) or
// wythoff (Wythoff's game, two heaps). It prints the first -n Grundy
// values (a two-heap game's -n×-n corner, lost positions marked), and for
// a one-heap game the least preperiod and period, proved by the
// periodicity theorem from the values of heaps up to -limit (2^20 by
// default), or "no period up to N". -json prints one JSON object, -png
// draws the values, and -go prints a Go function grundy(n int64) int, exact
// for every n, where a period is proved. -misere prints instead the genus
// of each of the first -n heaps (20 by default), its normal value and its
// misère values beside Nim heaps of 2, and how far the game is tame, so
// that misère Nim on the genera decides its sums. Package
// gametheory/pkg/game does the same for a game of one's own.
//
// "judge cgt" values a partizan game: GAME is a value as CGSuite writes
// one ({1|-1}, {2|1/2||0}, 3/4, *2, ^, v*, +-1), a position of Blue-Red
// Hackenbush (hackenbush:LRRL), Domineering (domineering:..#/...) or
// Cutcake (cutcake:3x4), or a sum or difference of these (after -- when it
// starts with '-'). It prints the canonical form and the outcome class (L,
// R, N or P), and for a game that is not a number its mean and
// temperature; -json prints one object with all four. Package
// gametheory/pkg/cgt does the same for a game of one's own.
//
// A TARGET is a problem id (its solution is built from problems/<id> and
// judged on samples/<id>), a directory of NAME.in / NAME.out cases (with a
// problem.json, as judge listen writes outside a project, judged under its
// limits and comparison), a problem package (a folder with problem.yaml,
// domjudge-problem.ini or data/, or its .zip: judged on its cases under its
// limits and validator, and graded by its test groups, scores and all), or
// a case's NAME.in (consecutive ones of one directory are judged together,
// so cases/*.in reads as cases); a directory, a package or a case needs
// -c. Without targets every problem is judged. Flags may come before or after the
// targets:
//
//	-c COMMAND      judge this command instead of the solution: a plain list
//	                of words (quotes honoured) runs directly, one command
//	                using the shell as sh -c 'exec COMMAND', anything else as
//	                sh -c COMMAND; on Windows words run directly, and what
//	                needs cmd (& | < > ^ %, its built-ins) as cmd /d /s /c COMMAND.
//	                A source file (.c .cpp .cc .cxx .go .rs .java .py .js, or
//	                what judge.json adds) or a Go package directory is compiled
//	                first, once, into a cache (docs/languages.md); so are
//	                those of -checker, -interactor, and stress's -gen, -brute
//	                and -validate. So is a folder of sources, or several
//	                source files (-c 'main.cpp util.cpp'), a program of
//	                several files, which runs in its own folder. A program
//	                that does not compile is CE, its cases not run; a
//	                compile runs contained, under 30 s of CPU and 2 GiB,
//	                and a compiler past one is CE too
//	-main FILE      the main file of a -c program of several files, where
//	                the judge cannot tell it
//	-tl DURATION    CPU-time limit per case, user and system time of every
//	                process the program starts (default: the problem's, else
//	                2s); a program is also ended at 2×tl + 1s of wall time
//	-ml MIB         memory limit, the peak of every process the program starts
//	                together, without swap (default: the problem's, else 256)
//	-stack MIB      stack size limit (default: none, the stack bounded by the
//	                memory limit, as Kattis has it, so that threads get
//	                glibc's own default stack); on Windows
//	                the stack is what the executable's header reserves, and
//	                the judge cannot change it
//	-ol MIB         output limit (default: a problem package's, else 64)
//	-file-io NAME   file I/O: the program reads NAME.in and writes NAME.out
//	                in a working folder of its own, or the files IN,OUT
//	                (input.txt,output.txt; one may be empty for the standard
//	                input or output), not its standard input and output
//	                (default: problem.json's file_io)
//	-compare MODE   exact, lines or tokens (default: the problem's, else lines)
//	-ignore-case    tokens: compare ASCII letters ignoring case
//	-abs-eps X      tokens: numbers within X of the answer are accepted
//	-rel-eps X      tokens: numbers within X times the answer are accepted
//	                (decimal numbers as testlib reads them; X finite, >= 0)
//	-checker CMD    special judge: CMD input output answer, with testlib's
//	                exit codes (0 AC, 1 WA, 2 PE, anything else a failure)
//	-interactor CMD interactive problems: the jury, a testlib interactor run
//	                as CMD input output [answer], talking with the program
//	                (default: the one problem.json names); a case may be
//	                NAME.in alone
//	-trace FILE     interactive problems: every dialogue, whole, to FILE
//	-j N            cases judged at once (default and most: the number of
//	                CPUs; more would make programs wait for a CPU and their
//	                wall time meaningless, so a larger N is lowered, with a note)
//	-containment C  auto (the best this machine has), cgroup, subreaper,
//	                posix or job-object (default: JUDGE_CONTAINMENT, else auto)
//	-no-cgroup      the same as -containment subreaper (and JUDGE_NO_CGROUP=1)
//	-isolation I    auto (full where the system allows), full or none: how
//	                the program judged is isolated (default: JUDGE_ISOLATION,
//	                else judge.json's "isolation", else auto)
//	-json           one JSON object per case on stdout, nothing else there
//	-watch          judge again whenever the program's source, a word of -c
//	                that is a file, or a case changes (docs/test.md)
//
// Each run is contained as well as the system allows: on Linux in a
// cgroup of its own where the judge can make one (cgroup v2 with a
// delegated subtree, or cgroup v1 as root), else below a subreaper with its
// memory and CPU time polled from /proc; on Windows in a job object; on
// macOS and the BSDs in a process group measured when it ends ("posix").
// -json's "containment" says which, and the summary line says so when it
// is weaker than the platform's best. When the program ends or is ended
// every process it started is killed (in posix, every process still in its
// group), and on SIGINT or SIGTERM the judge
// kills every running program, removes what it made and exits with 130 or
// 143.
//
// The program judged (not the checker, jury, generator or brute force,
// which are the judge's own) also runs isolated where the system allows
// (Linux: as root, or where the user may make user namespaces): in
// network, mount, PID, IPC and UTS namespaces of its own, as nobody, with
// a private working directory (/box), the system's directories read-only
// and nothing else of the machine's visible but the files its command
// names; a reboot, a socket, a file of the judge's or another process
// are beyond it, and it may have 1024 processes. -json's "isolation"
// says whether it was, and the summary line says why not where it could
// not be (docs/platforms.md).
//
// An interactive problem's program talks with its jury through the judge,
// which passes each side's bytes on as they come and keeps the dialogue:
// a failed case shows its last 20 lines, "> " from the jury and "< " from
// the program. (On Linux, without -trace, the two are joined by plain
// pipes first, and only a case not accepted so runs again through the
// judge, whose run is judged.) The first cause wins: the program past a limit (TLE, MLE,
// OLE), crashed or exiting non-zero (RE) before the jury ended, or idle,
// both sides waiting for each other for 2×tl + 1 s with nothing going
// either way (ILE: a line left in a buffer, unflushed); else the jury's
// exit status, as testlib's: 0 AC, 1 WA, 2 PE, 3 or anything else FAIL, the
// jury's fault (a 3 whatever the program did). With -checker, the checker
// then judges the jury's output file. "judge play" makes the person at
// the terminal the program, against the jury, on a case of the problem's
// (-case) or a new one from its generator (-seed; a random one by
// default, shown to play again); "judge stress" on an interactive problem
// has its jury judge each generated case instead of a brute force.
//
// Verdicts: AC, WA, PE, TLE, MLE, OLE, RE, ILE, CE; NOANS for a case without
// NAME.out (its output is shown), FAIL when the judge could not judge, and
// in -json SKIP for a problem package's case left unjudged by its test
// group's on_reject: break.
// The exit status is 0 when every case is AC (a problem package: when the
// package's grade is AC, with the most score), 1 when one is not, and 2
// for usage and set-up errors: an unknown problem, a build failure, a case
// without an answer, a failed checker, a package that cannot be read.
package main

import (
	"errors"
	"flag"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/compare"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/suggest"
	"gametheory/internal/verdict"
	"io"
	"math"
	"os"
	"os/exec"
	"os/signal"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

func main() {
	// A user's judge on cgroup v2 that has no group to contain runs in
	// starts anew in a delegated systemd scope, where it has one, before
	// it does anything (proc.EnterScope): for the commands that run
	// programs, with the containment left to it.
	if wantsScope(os.Args[1:]) {
		proc.EnterScope()
	}
	os.Exit(cli(os.Args[1:], os.Stdout, os.Stderr))
}

// wantsScope says whether the command line args runs programs contained
// as the judge chooses: test (the default command), stress, play or
// verify, with neither -containment nor -no-cgroup, JUDGE_CONTAINMENT
// nor JUDGE_NO_CGROUP.
func wantsScope(args []string) bool {
	if os.Getenv("JUDGE_CONTAINMENT") != "" || os.Getenv("JUDGE_NO_CGROUP") != "" {
		return false
	}
	if len(args) > 0 && lookup(args[0]) != nil {
		switch args[0] {
		case "test", "stress", "play", "verify":
		default:
			return false
		}
	}
	for _, a := range args {
		name := strings.SplitN(strings.TrimLeft(a, "-"), "=", 2)[0]
		if strings.HasPrefix(a, "-") && (name == "containment" || name == "no-cgroup") {
			return false
		}
	}
	return true
}

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1
	exitSetup = 2
)

// cli runs the command that args name (test when the first is none),
// and returns the exit status.
func cli(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if c := lookup(args[0]); c != nil {
			return c.run(args[1:], stdout, stderr)
		}
		switch name := args[0]; {
		case name == "-h" || name == "-help" || name == "--help":
			listCommands(stdout)
			fmt.Fprintln(stdout)
			return test([]string{"-h"}, stdout, stdout)
		case !strings.HasPrefix(name, "-") && !fileExists(name) && !isDir(name) && !isProblem(name):
			if s := suggest.DidYouMean(name, commandNames()); s != "" {
				fmt.Fprintf(stderr, "judge: unknown command %q%s Run 'judge help' for the list.\n", name, s)
				return exitSetup
			}
		}
	}
	return test(args, stdout, stderr)
}

// isProblem reports whether name is a problem of the project the working
// directory is in.
func isProblem(name string) bool {
	root, err := problem.FindRoot()
	return err == nil && isDir(filepath.Join(root, "problems", name))
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
}

func parseTestFlags(args []string, stderr io.Writer) (*testFlags, []string, error) {
	f := &testFlags{}
	fs := newFlagSet("test", stderr)
	fs.StringVar(&f.command, "c", "", "judge this `command` instead of the solution")
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

// judgeRound builds the targets and judges them once, printing each
// result and the summary. It returns the exit status, and whether any
// case was judged (not when the targets could not be made).
func judgeRound(f *testFlags, names []string, stdout, stderr io.Writer, stopping <-chan struct{}, made *cleanups) (int, bool) {
	log := stdout
	if f.json {
		log = stderr
	}
	targets, cleanup, err := makeTargets(f, names, &programs{log: log})
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
	status := exitOK
	judgeAll(targets, f.jobs, trace, func(t *target, r verdict.Result) {
		select {
		case <-stopping: // runs cut short by a signal are no verdicts
			return
		default:
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
			p, done, err := openPackage(n)
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
		if t.cases, err = problem.Cases(dir); err != nil {
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

// interactorOf sets argv to the jury of the interactive problem p: its
// problem.json's interactor, a package of the module to build (which it
// returns) or else a command, whose program, if a path under the module,
// is taken from the module's root.
func interactorOf(root string, p *problem.Problem, argv *[]string) ([]goPackage, error) {
	// (p.Interactor is relative to root, with slashes.)
	if p.Interactor == "" {
		return nil, fmt.Errorf("%s is interactive, but its problem.json names no interactor: add one, or give -interactor", p.ID)
	}
	if isDir(filepath.Join(root, p.Interactor)) {
		return []goPackage{{pkg: "./" + filepath.ToSlash(p.Interactor), to: argv}}, nil
	}
	if src := filepath.Join(root, p.Interactor); fileExists(src) && build.Defaults[strings.ToLower(filepath.Ext(src))].Run != nil {
		return []goPackage{{source: src, to: argv}}, nil
	}
	cmd, err := proc.Command(p.Interactor)
	if err != nil {
		return nil, fmt.Errorf("%s: interactor %v", p.ID, err)
	}
	if path := filepath.Join(root, cmd[0]); !filepath.IsAbs(cmd[0]) && fileExists(path) {
		cmd[0] = path
	}
	*argv = cmd
	return nil, nil
}

// limits are the limits the flags give (0: not given), else the problem's
// (p may be nil), else 2 s, 256 MiB and 64 MiB of output.
func limits(p *problem.Problem, f *testFlags) proc.Limits {
	lim := proc.Limits{Time: f.tl, MemoryKiB: f.ml * 1024, Output: f.ol << 20, StackKiB: f.stack * 1024, Containment: f.containment, Isolation: f.isolation}
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

// A goPackage is a main package of the module to build, or a source of a
// problem's (problemProgram), and the argv that gets the binary.
type goPackage struct {
	pkg    string    // as go build takes it: "./problems/p1247"; "" for a source
	to     *[]string // set to the binary, once built
	source string    // a source file or folder, built as -c builds one
}

// buildPrograms builds bs into a temporary directory that cleanup
// removes, with as few go builds as it can, so that the packages they
// share compile once: go build -o DIR/ names each binary after its
// package's directory, so packages of the same name (every problem's
// interactor) go to directories of their own.
func buildPrograms(root string, bs []goPackage) (cleanup func(), err error) {
	cleanup = func() {}
	var gos []goPackage
	for _, b := range bs {
		if b.pkg != "" {
			gos = append(gos, b)
			continue
		}
		if *b.to, err = buildSource(b.source); err != nil {
			return cleanup, err
		}
	}
	bs = gos
	if len(bs) == 0 {
		return cleanup, nil
	}
	bin, err := os.MkdirTemp("", "judge-bin-")
	if err != nil {
		return cleanup, err
	}
	cleanup = func() { os.RemoveAll(bin) }
	for round := 0; len(bs) > 0; round++ {
		dir := filepath.Join(bin, strconv.Itoa(round))
		names := map[string]bool{}
		var pkgs []string
		var later []goPackage
		for _, b := range bs {
			name := path.Base(b.pkg)
			if names[name] {
				later = append(later, b)
				continue
			}
			names[name] = true
			pkgs = append(pkgs, b.pkg)
			*b.to = []string{filepath.Join(dir, name)}
		}
		if err := goBuild(root, dir, pkgs); err != nil {
			return cleanup, err
		}
		bs = later
	}
	return cleanup, nil
}

// buildSource builds a problem's source into the judge's cache and
// returns the argv that runs it. Not compiling is the judge's error.
func buildSource(path string) ([]string, error) {
	b, err := build.New()
	if err != nil {
		return nil, err
	}
	p, err := b.Build(path)
	if ce, ok := err.(*build.CompileError); ok {
		return nil, notCompiling(path, ce)
	}
	if err != nil {
		return nil, err
	}
	return p.Argv, nil
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

// A target is a program and the cases to judge it on.
type target struct {
	name  string // the problem id, or the cases' directory
	argv  []string
	dir   string              // the folder the program runs in: its own; "" for the judge's
	ce    *build.CompileError // the program's source did not compile: no case runs
	cases []problem.Case
	cfg   verdict.Config
	pkg   *pkgRun // a problem package's cases: their groups, grades and validator flags
}

// containmentFlags registers -containment and -no-cgroup on fs, and
// returns what resolves them, once parsed, to a containment this machine
// has.
func containmentFlags(fs *flag.FlagSet) func() (string, error) {
	name := fs.String("containment", "", "`how` to contain runs: auto, cgroup, subreaper, posix or job-object (default: JUDGE_CONTAINMENT, else auto)")
	noCgroup := fs.Bool("no-cgroup", false, "the same as -containment subreaper (and JUDGE_NO_CGROUP=1)")
	return func() (string, error) {
		if *noCgroup {
			if *name != "" && *name != proc.Subreaper {
				return "", fmt.Errorf("-no-cgroup means -containment %s, not %s", proc.Subreaper, *name)
			}
			*name = proc.Subreaper
		}
		return proc.Resolve(*name)
	}
}

// isolationFlag registers -isolation on fs, and returns what resolves it,
// once parsed: the flag, else JUDGE_ISOLATION, else the config files'
// "isolation", else auto: full where this machine can isolate.
func isolationFlag(fs *flag.FlagSet) func() (string, error) {
	name := fs.String("isolation", "", "`how` to isolate the program judged: auto, full or none (default: JUDGE_ISOLATION, else judge.json's, else auto: full where the system allows)")
	return func() (string, error) {
		if *name == "" {
			*name = os.Getenv("JUDGE_ISOLATION")
		}
		if *name == "" {
			var err error
			if *name, err = build.ConfigIsolation(); err != nil {
				return "", err
			}
		}
		return proc.ResolveIsolation(*name)
	}
}

// runsNote says how the runs of the program judged are weaker than this
// system can make them, contained as containment and isolated as
// isolation, or "" when they are not: the summary line ends with it.
func runsNote(containment, isolation string) string {
	var notes []string
	if why := proc.Weaker(containment); why != "" {
		notes = append(notes, "contained by "+containment+", "+why)
	}
	if why := proc.IsolationWeaker(isolation); why != "" {
		notes = append(notes, "not isolated: "+why)
	}
	return strings.Join(notes, "; ")
}

// parseInterspersed parses args with fs, flags before, between and after
// the other arguments, which it returns.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// isCase reports whether path is a case's input file, NAME.in.
func isCase(path string) bool {
	return strings.HasSuffix(path, ".in") && fileExists(path)
}

func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
