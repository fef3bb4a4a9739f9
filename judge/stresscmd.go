package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"gametheory/internal/build"
	"gametheory/internal/compare"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/stress"
	"gametheory/internal/verdict"
)

// stressFlags holds what the stress command was told.
type stressFlags struct {
	command, gen, brute, validate, checker, size string
	interactor                                   string
	seed                                         int64
	cases, jobs, maxRuns                         int
	time, tl                                     time.Duration
	ml                                           int64
	json, save, all                              bool
	seedSet                                      bool   // -seed was given
	containment                                  string // resolved: one of proc.Available()
	isolation                                    string // resolved: proc.Full or proc.None
}

// stressCmd is "judge stress [flags] [PROBLEM]": run a generator, a brute
// force and the program on seed after seed until they disagree, then
// shrink the input; or with -all, on every input of a family.
func stressCmd(args []string, stdout, stderr io.Writer) int {
	f := &stressFlags{}
	fs := newFlagSet("stress", stderr)
	onceVar(fs, &f.command, "c", "test this `command` instead of the problem's solution")
	fs.StringVar(&f.gen, "gen", "", "generator `command`, run as COMMAND SEED [SIZE] (default: the problem's gen)")
	fs.StringVar(&f.brute, "brute", "", "brute-force `command`: its output is the answer (default: the problem's brute)")
	fs.StringVar(&f.validate, "validate", "", "validator `command`: exit 0 means the input is legal (default: the brute force decides)")
	fs.StringVar(&f.checker, "checker", "", "special judge `command`, run as COMMAND input output answer")
	fs.StringVar(&f.interactor, "interactor", "", "interactive problems: the jury `command`, run as COMMAND input output, which judges instead of a brute force (default: the problem's)")
	fs.StringVar(&f.size, "size", "", "passed to the generator after the seed")
	fs.Int64Var(&f.seed, "seed", 1, "the first `seed`")
	fs.IntVar(&f.cases, "n", 0, "stop after this many `cases` (default: no bound)")
	fs.DurationVar(&f.time, "time", 0, "stop after this `duration` (default: no bound)")
	fs.IntVar(&f.jobs, "j", runtime.NumCPU(), "`cases` run at once")
	fs.IntVar(&f.maxRuns, "max-runs", 3000, "candidate inputs tried while shrinking, at `most`")
	fs.DurationVar(&f.tl, "tl", 0, "CPU-time `limit` per case (default: the problem's, else 2s)")
	fs.Int64Var(&f.ml, "ml", 0, "peak-memory limit in `MiB` (default: the problem's, else 256)")
	fs.BoolVar(&f.json, "json", false, "progress and the result as JSON lines")
	fs.BoolVar(&f.save, "save", false, "add the shrunk case to samples/PROBLEM as stress-N.in / .out")
	fs.BoolVar(&f.all, "all", false, "check every input of a family, in order: -gen is run as COMMAND K [SIZE] for K = 1, 2, ... and prints input K, or nothing past the last")
	containment := containmentFlags(fs)
	isolation := isolationFlag(fs)
	names, err := parseInterspersed(fs, args)
	if err != nil {
		return parseStatus(err)
	}
	fs.Visit(func(fl *flag.Flag) { f.seedSet = f.seedSet || fl.Name == "seed" })
	if f.containment, err = containment(); err == nil {
		f.isolation, err = isolation()
	}
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	cfg, id, cleanup, err := stressConfig(f, names, &programs{log: stderr, isolation: f.isolation})
	defer cleanup()
	var ce *build.CompileError
	if errors.As(err, &ce) {
		printStressCE(stdout, f.json, ce)
		return exitFail
	}
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}

	// On SIGINT or SIGTERM, stop: kill the programs running, and report
	// the cases that ended before, as the run would have at its end; then
	// exit as the signal's status says. A second signal ends the judge at
	// once.
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM)
	defer signal.Stop(signals)
	done, stopping := make(chan struct{}), make(chan struct{})
	defer close(done)
	var sig os.Signal // set before stopping is closed
	go func() {
		select {
		case <-done:
		case sig = <-signals:
			close(stopping)
			signal.Stop(signals)
			proc.Stop()
		}
	}()
	stoppedBy := func() os.Signal { // the signal, once it has come
		select {
		case <-stopping:
			return sig
		default:
			return nil
		}
	}
	exit := func(status int) int {
		if s := stoppedBy(); s != nil {
			fmt.Fprintf(stderr, "judge: %v: stopped; every running program was killed\n", s)
			return 128 + int(s.(syscall.Signal))
		}
		return status
	}

	progress := progressWriter(f.json, stdout, stderr)
	cfg.Progress, cfg.Stop = progress.update, stopping
	rep, err := stress.Run(cfg)
	progress.done()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exit(exitSetup)
	}
	saved := ""
	if rep.Failure != nil && f.save {
		if saved, err = saveCase(id, rep.Failure, cfg.Judge.Interactor != nil); err != nil {
			fmt.Fprintln(stderr, "judge:", err)
			return exit(exitSetup)
		}
	}
	if f.json {
		printStressJSON(stdout, rep, saved, f.containment, f.isolation, stoppedBy())
	} else {
		name := id
		if f.command != "" {
			name = f.command
		}
		printStress(stdout, name, rep, saved, runsNote(f.containment, f.isolation), cfg.Judge.Interactor != nil, f.all)
	}
	if rep.Failure != nil {
		return exit(exitFail)
	}
	return exit(exitOK)
}

// stressConfig turns the flags into a stress configuration, building what
// the problem provides and the flags do not replace, and with ps the
// sources the flags name. A -c that does not compile is a
// *build.CompileError.
func stressConfig(f *stressFlags, names []string, ps *programs) (cfg stress.Config, id string, cleanup func(), err error) {
	cleanup = func() {}
	switch {
	case len(names) > 1:
		return cfg, "", cleanup, fmt.Errorf("one problem at a time, not %s", strings.Join(names, " "))
	case f.cases < 0 || f.time < 0 || f.tl < 0 || f.ml < 0:
		return cfg, "", cleanup, errors.New("-n, -time, -tl and -ml cannot be negative")
	case f.jobs < 1 || f.maxRuns < 1:
		return cfg, "", cleanup, errors.New("-j and -max-runs must be at least 1")
	case len(names) == 0 && (f.command == "" || f.gen == "" || f.brute == "" && f.interactor == ""):
		return cfg, "", cleanup, errors.New("name a problem, or give -c, -gen and -brute (or -interactor)")
	case len(names) == 0 && f.save:
		return cfg, "", cleanup, errors.New("-save adds to a problem's samples: name the problem")
	case f.all && (f.cases != 0 || f.time != 0 || f.seedSet):
		return cfg, "", cleanup, errors.New("-all checks every input of the family, from the first: -n, -time and -seed do not go with it")
	case f.all && f.gen == "":
		return cfg, "", cleanup, errors.New("-all needs -gen: a generator that prints input K of its family when run as COMMAND K (a problem's gen is random)")
	}
	var p *problem.Problem
	var root string
	if len(names) == 1 {
		id = names[0]
		if root, err = problem.FindRoot(); err != nil {
			return cfg, "", cleanup, err
		}
		if p, err = problem.Load(root, id); err != nil {
			return cfg, "", cleanup, err
		}
	}
	cfg = stress.Config{
		Judge:   verdict.Config{Limits: limits(p, &testFlags{tl: f.tl, ml: f.ml, ol: 64, containment: f.containment, isolation: f.isolation})},
		Helpers: stress.HelperLimits{Wall: 60 * time.Second, Output: 256 << 20},
		Size:    f.size,
		Seed:    f.seed,
		Cases:   f.cases,
		Time:    f.time,
		Jobs:    f.jobs,
		MaxRuns: f.maxRuns,
		All:     f.all,
	}
	if p != nil {
		cfg.Judge.Compare = compare.Options{Mode: p.Compare}
	}
	for _, h := range []struct {
		flag, value string
		argv        *[]string
	}{{"-validate", f.validate, &cfg.Validate}, {"-checker", f.checker, &cfg.Judge.Checker}} {
		if h.value != "" {
			if *h.argv, err = ps.helper(h.flag, h.value); err != nil {
				return cfg, "", cleanup, err
			}
		}
	}
	// What the flags give is used as given; the rest is built from the
	// problem. An interactive problem's jury judges: it needs no brute
	// force.
	interactive := f.interactor != "" || p != nil && p.Interactive
	progs := []struct {
		name, flag, pkg string
		argv            *[]string
	}{
		{"-c", f.command, id, &cfg.Solution},
		{"-gen", f.gen, id + "/gen", &cfg.Gen},
		{"-brute", f.brute, id + "/brute", &cfg.Brute},
		{"-interactor", f.interactor, "", &cfg.Judge.Interactor},
	}
	var builds []goPackage
	var stubs, stubFiles []string // the programs still judge new's templates
	for _, pr := range progs {
		switch {
		case pr.flag != "" && pr.name == "-c":
			if *pr.argv, err = ps.command(pr.name, pr.flag); err != nil {
				return cfg, "", cleanup, err
			}
		case pr.flag != "":
			if *pr.argv, err = ps.helper(pr.name, pr.flag); err != nil {
				return cfg, "", cleanup, err
			}
		case pr.name == "-brute" && interactive:
		case pr.name == "-interactor":
			if interactive {
				jury, err := interactorOf(root, p, pr.argv)
				if err != nil {
					return cfg, "", cleanup, err
				}
				builds = append(builds, jury...)
			}
		default:
			role := strings.TrimPrefix(strings.TrimPrefix(pr.pkg, id), "/")
			b, err := problemProgram(root, id, role, pr.argv)
			if err != nil {
				return cfg, "", cleanup, err
			}
			if file, ok := stub(root, b); ok && role != "" {
				stubs, stubFiles = append(stubs, "the "+roles[role]), append(stubFiles, file)
			}
			builds = append(builds, b)
		}
	}
	switch len(stubs) {
	case 0:
	case 1:
		return cfg, "", cleanup, fmt.Errorf("%s: %s is not written yet: it is still judge new's template, %s", id, stubs[0], stubFiles[0])
	default:
		return cfg, "", cleanup, fmt.Errorf("%s: %s are not written yet: they are still judge new's templates, %s", id, strings.Join(stubs, " and "), strings.Join(stubFiles, " and "))
	}
	cleanup, err = buildPrograms(root, builds)
	return cfg, id, cleanup, err
}

// printStressCE reports that the program under test does not compile,
// as text or as -json's result line.
func printStressCE(w io.Writer, asJSON bool, ce *build.CompileError) {
	if asJSON {
		type failure struct {
			Verdict verdict.Verdict `json:"verdict"`
			Message string          `json:"message"`
		}
		b, _ := json.Marshal(struct {
			Cases   int      `json:"cases"`
			Failure *failure `json:"failure"`
		}{0, &failure{verdict.CE, ce.Output}})
		fmt.Fprintf(w, "%s\n", b)
		return
	}
	fmt.Fprintf(w, "CE: %s does not compile; no case was run\n    %s\n", ce.Source, strings.ReplaceAll(ce.Output, "\n", "\n    "))
}

// saveCase writes the failure's input and the brute force's answer as the
// next free samples/<id>/stress-N.in and .out, and returns the .in path.
func saveCase(id string, fl *stress.Failure, interactive bool) (string, error) {
	root, err := problem.FindRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "samples", id)
	for n := 1; ; n++ {
		base := filepath.Join(dir, "stress-"+strconv.Itoa(n))
		if _, err := os.Stat(base + ".in"); err == nil {
			continue
		}
		// An interactive problem's case is its jury's input alone.
		if !interactive {
			if err := os.WriteFile(base+".out", fl.Answer, 0o644); err != nil {
				return "", err
			}
		}
		if err := os.WriteFile(base+".in", fl.Input, 0o644); err != nil {
			return "", err
		}
		return base + ".in", nil
	}
}

// A progress shows how far a stress run is: one line redrawn on a
// terminal, a JSON line a second with -json, nothing otherwise.
type progress struct {
	w     io.Writer
	json  bool
	last  time.Time
	every time.Duration
	drawn bool
}

func progressWriter(asJSON bool, stdout, stderr io.Writer) *progress {
	switch {
	case asJSON:
		return &progress{w: stdout, json: true, every: time.Second}
	case isTerminal(stderr):
		return &progress{w: stderr, every: 100 * time.Millisecond}
	}
	return &progress{}
}

func (p *progress) update(cases int, elapsed time.Duration) {
	if p.w == nil || time.Since(p.last) < p.every {
		return
	}
	p.last = time.Now()
	rate := float64(cases) / elapsed.Seconds()
	if p.json {
		fmt.Fprintf(p.w, "{\"cases\":%d,\"cases_per_s\":%.1f,\"elapsed_ms\":%d}\n", cases, rate, elapsed.Milliseconds())
		return
	}
	fmt.Fprintf(p.w, "\r%d cases  %.0f cases/s  %.1fs ", cases, rate, elapsed.Seconds())
	p.drawn = true
}

// done ends the redrawn line, if there is one.
func (p *progress) done() {
	if p.drawn {
		fmt.Fprintln(p.w)
	}
}

// printStress prints the result for people; name is the program tested,
// whose runs note says how they are weaker than the system's best, if
// they are (runsNote); of an interactive problem, it shows the dialogue;
// with all, the run checked a family.
func printStress(w io.Writer, name string, rep *stress.Report, saved, note string, interactive, all bool) {
	rate := float64(rep.Cases) / rep.Elapsed.Seconds()
	contained := ""
	if note != "" {
		contained = " (" + note + ")"
	}
	fl := rep.Failure
	switch {
	case fl == nil && rep.All:
		fmt.Fprintf(w, "AC: all %d inputs checked: %s passed each, %.1fs in all (%.0f cases/s)%s\n", rep.Cases, name, rep.Elapsed.Seconds(), rate, contained)
		return
	case fl == nil && all: // stopped
		which := fmt.Sprintf("inputs 1 to %d", rep.Passed)
		if rep.Passed < rep.Cases {
			which = fmt.Sprintf("%d inputs, 1 to %d and %d past them,", rep.Cases, rep.Passed, rep.Cases-rep.Passed)
		}
		fmt.Fprintf(w, "stopped: %s passed %s of the family in %.1fs (%.0f cases/s)%s; the rest were not checked\n", name, which, rep.Elapsed.Seconds(), rate, contained)
		return
	case fl == nil:
		fmt.Fprintf(w, "AC: %d cases of %s passed in %.1fs (%.0f cases/s)%s\n", rep.Cases, name, rep.Elapsed.Seconds(), rate, contained)
		return
	}
	r := fl.Result
	section := func(title string, b []byte) {
		fmt.Fprintf(w, "%s\n    %s\n", title, strings.ReplaceAll(verdict.LastLines(b, 30), "\n", "\n    "))
	}
	if all {
		fmt.Fprintf(w, "%s on input %d of the family", r.Verdict, fl.Seed)
		if rep.Passed < int(fl.Seed)-1 {
			fmt.Fprint(w, " (stopped before the inputs below it were all checked)")
		} else {
			fmt.Fprint(w, ", the first it fails")
		}
		fmt.Fprintf(w, "; %.1fs in all\n", rep.Elapsed.Seconds())
		section("input:", fl.Input)
	} else {
		cases := "cases"
		if rep.Cases == 1 {
			cases = "case"
		}
		fmt.Fprintf(w, "%s on seed %d (%d %s run); shrunk in %d runs", r.Verdict, fl.Seed, rep.Cases, cases, fl.Runs)
		switch {
		case rep.Stopped:
			fmt.Fprint(w, " (stopped: the input may shrink further)")
		case fl.Capped:
			fmt.Fprint(w, " (stopped at the -max-runs cap: the input may shrink further)")
		case fl.Flaky:
			fmt.Fprint(w, " (not shrunk: it passed when run again, so the program or its measurement is flaky)")
		}
		fmt.Fprintf(w, ", %.1fs in all\n", rep.Elapsed.Seconds())
		section("original input:", fl.Original)
		section("minimal input:", fl.Input)
	}
	if interactive { // the jury judged the dialogue
		fmt.Fprintf(w, "%s\n", fl.Output)
	} else {
		section("expected (brute force):", fl.Answer)
		section("output:", fl.Output)
	}
	fmt.Fprintf(w, "%s: %s (%.1f ms, %s)%s\n", r.Verdict, r.Message, r.TimeMS, verdict.KiB(r.MemoryKiB), contained)
	if saved != "" {
		fmt.Fprintf(w, "saved as %s\n", saved)
	}
}

// printStressJSON prints the result as one JSON line; sig is the signal
// that stopped the run, or nil.
func printStressJSON(w io.Writer, rep *stress.Report, saved, containment, isolation string, sig os.Signal) {
	type failure struct {
		Seed     int64   `json:"seed"`
		Verdict  string  `json:"verdict"`
		Message  string  `json:"message"`
		TimeMS   float64 `json:"time_ms"`
		MemKiB   *int64  `json:"memory_kib"` // null where the system does not tell
		Original string  `json:"original"`
		Input    string  `json:"input"`
		Expected string  `json:"expected"`
		Output   string  `json:"output"`
		Runs     int     `json:"shrink_runs"`
		Capped   bool    `json:"shrink_capped"`
		Flaky    bool    `json:"flaky"`
		Saved    string  `json:"saved,omitempty"`
	}
	out := struct {
		Cases       int      `json:"cases"`
		Passed      int      `json:"passed"` // the cases from the first on that passed one after another
		All         bool     `json:"all"`    // -all: the family ended, and every input of it passed
		ElapsedMS   int64    `json:"elapsed_ms"`
		Containment string   `json:"containment"`
		Isolation   string   `json:"isolation"`
		Stopped     string   `json:"stopped,omitempty"` // the signal that stopped the run
		Failure     *failure `json:"failure"`
	}{Cases: rep.Cases, Passed: rep.Passed, All: rep.All, ElapsedMS: rep.Elapsed.Milliseconds(), Containment: containment, Isolation: isolation}
	if sig != nil {
		out.Stopped = sig.String()
	}
	if fl := rep.Failure; fl != nil {
		var mem *int64
		if k := fl.Result.MemoryKiB; k != verdict.Unknown {
			mem = &k
		}
		out.Failure = &failure{fl.Seed, string(fl.Result.Verdict), fl.Result.Message, fl.Result.TimeMS, mem, string(fl.Original),
			string(fl.Input), string(fl.Answer), string(fl.Output), fl.Runs, fl.Capped, fl.Flaky, saved}
	}
	b, _ := json.Marshal(out)
	fmt.Fprintf(w, "%s\n", b)
}
