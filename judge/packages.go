package main

import (
	"archive/zip"
	"errors"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/gencase"
	"gametheory/internal/pkgfmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/verdict"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// isPackage reports whether path is a problem package: a folder that
// holds one (pkgfmt.IsPackage), or a .zip file.
func isPackage(path string) bool {
	return isDir(path) && pkgfmt.IsPackage(path) || isZip(path)
}

func isZip(path string) bool {
	return strings.EqualFold(filepath.Ext(path), ".zip") && fileExists(path)
}

// openPackage reads the problem package at path, a folder or a .zip,
// which it extracts into a temporary folder that cleanup removes; a
// package with constants gets its validator's copy with them
// substituted there too, and a BAPCtools package whose data/ lacks cases
// its generators.yaml describes is read with them made (generatedData),
// log saying when they are made.
func openPackage(path string, log io.Writer) (p *pkgfmt.Package, cleanup func(), err error) {
	cleanup = func() {}
	dir := path
	if isZip(path) {
		tmp, err := os.MkdirTemp("", "judge-package-")
		if err != nil {
			return nil, cleanup, err
		}
		cleanup = func() { os.RemoveAll(tmp) }
		if err := unzip(path, tmp); err != nil {
			return nil, cleanup, err
		}
		dir = tmp
		// A zip of the package's folder holds that folder alone.
		if entries, _ := os.ReadDir(tmp); len(entries) == 1 && entries[0].IsDir() && !pkgfmt.IsPackage(tmp) {
			dir = filepath.Join(tmp, entries[0].Name())
		}
		if !pkgfmt.IsPackage(dir) {
			return nil, cleanup, fmt.Errorf("%s: not a problem package: no problem.yaml, domjudge-problem.ini or data/ in it", path)
		}
	}
	data, warnings, done, err := generatedData(dir, log)
	prev := cleanup
	cleanup = func() { done(); prev() }
	if err != nil {
		return nil, cleanup, err
	}
	p, err = pkgfmt.ReadWithData(dir, data)
	if err != nil {
		return nil, cleanup, err
	}
	p.Warnings = append(p.Warnings, warnings...)
	if p.Validator != "" {
		tmp, err := os.MkdirTemp("", "judge-validator-")
		if err != nil {
			return nil, cleanup, err
		}
		unzipped := cleanup
		cleanup = func() { os.RemoveAll(tmp); unzipped() }
		if err := p.PrepareValidator(tmp, os.Getenv("JUDGE_BAPCTOOLS_HEADERS")); err != nil {
			return nil, cleanup, err
		}
	}
	if isZip(path) && p.Name == filepath.Base(dir) { // named after the temporary folder
		p.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	return p, cleanup, nil
}

// generatedData is the folder of the cases of the package in dir: its
// data/, or, where its BAPCtools generators.yaml describes cases that
// data/ lacks, a temporary folder that done removes, holding a copy of
// data/, those cases made (into the judge's cache first:
// gencase.MakeBAPC) and the groups' settings files generators.yaml gives
// where data/ has none. A generators.yaml the judge cannot read, and
// cases it does not make, are warnings: data/ is judged as it is, as bt
// run judges it.
func generatedData(dir string, log io.Writer) (data string, warnings []string, done func(), err error) {
	data, done = filepath.Join(dir, "data"), func() {}
	plan, err := pkgfmt.ReadBAPCPlan(dir)
	if err != nil {
		return data, []string{err.Error() + ": generators.yaml not read; data/ is judged as it is"}, done, nil
	}
	if plan == nil {
		return data, nil, done, nil
	}
	b, err := build.New()
	if err != nil {
		return data, nil, done, err
	}
	made, err := gencase.MakeBAPC(b, dir, plan, log)
	if err != nil || len(made) == 0 {
		return data, plan.Warnings, done, err
	}
	tmp, err := os.MkdirTemp("", "judge-data-")
	if err != nil {
		return data, nil, done, err
	}
	done = func() { os.RemoveAll(tmp) }
	if isDir(data) {
		if err := gencase.CopyTree(tmp, data); err != nil {
			return data, nil, done, err
		}
	}
	for name, entry := range made {
		to := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return data, nil, done, err
		}
		for _, ext := range []string{".in", ".ans"} {
			if err := gencase.CopyTree(to+ext, filepath.Join(entry, "testcase"+ext)); err != nil {
				return data, nil, done, err
			}
		}
	}
	for name, yaml := range plan.Settings {
		to := filepath.Join(tmp, filepath.FromSlash(name))
		if _, err := os.Stat(to); err == nil {
			continue // committed
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return data, nil, done, err
		}
		if err := os.WriteFile(to, []byte(yaml+"\n"), 0o644); err != nil {
			return data, nil, done, err
		}
	}
	return tmp, plan.Warnings, done, nil
}

// maxUnzipped bounds what a package's zip may hold, all files together.
const maxUnzipped = 4 << 30

// unzip extracts the zip file path into dir, refusing entries that would
// land outside it.
func unzip(path, dir string) error {
	z, err := zip.OpenReader(path)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	defer z.Close()
	var total int64
	for _, f := range z.File {
		name := filepath.FromSlash(f.Name)
		if !filepath.IsLocal(name) {
			return fmt.Errorf("%s: %q: a path outside the package", path, f.Name)
		}
		to := filepath.Join(dir, name)
		if f.FileInfo().IsDir() {
			if err := os.MkdirAll(to, 0o755); err != nil {
				return err
			}
			continue
		}
		if !f.Mode().IsRegular() {
			return fmt.Errorf("%s: %q: not a file", path, f.Name)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		n, err := extract(f, to, maxUnzipped-total)
		if err != nil {
			return fmt.Errorf("%s: %s: %v", path, f.Name, err)
		}
		total += n
	}
	return nil
}

// extract writes f to the file to, at most limit bytes.
func extract(f *zip.File, to string, limit int64) (int64, error) {
	r, err := f.Open()
	if err != nil {
		return 0, err
	}
	defer r.Close()
	w, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, f.Mode().Perm()|0o600)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(w, io.LimitReader(r, limit+1))
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > limit {
		err = fmt.Errorf("more than %d GiB unpacked", maxUnzipped>>30)
	}
	return n, err
}

// A pkgRun is one program's run over a package's cases: what became of
// each case so far, for its test groups' grades and for the cases that a
// rejection before them leaves unjudged (on_reject: break).
type pkgRun struct {
	p       *pkgfmt.Package
	compare bool // each case is compared as its group's flags say
	mu      sync.Mutex
	results []*pkgfmt.CaseResult
	judged  []verdict.Result
}

func newRun(p *pkgfmt.Package, compare bool) *pkgRun {
	return &pkgRun{p: p, compare: compare, results: make([]*pkgfmt.CaseResult, len(p.Cases)), judged: make([]verdict.Result, len(p.Cases))}
}

// skip reports whether case i is known already not to be judged.
func (r *pkgRun) skip(i int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.p.Skipped(i, r.results)
}

// config is cfg for case i: the validator's flags of its group, or the
// default validator's comparison.
func (r *pkgRun) config(i int, cfg verdict.Config) verdict.Config {
	c := r.p.Cases[i]
	if cfg.Kattis {
		cfg.JuryArgs = c.Flags()
	} else if r.compare {
		cfg.Compare = c.Compare()
	}
	return cfg
}

// record records res, case i's result, once every case before it is
// recorded, and returns it, or SKIP when a rejection before it leaves it
// unjudged, however it went.
func (r *pkgRun) record(i int, res verdict.Result) verdict.Result {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.p.Skipped(i, r.results) {
		res = verdict.Result{Problem: res.Problem, Case: res.Case, Verdict: verdict.SKIP, CPUMS: verdict.Unknown, MemoryKiB: verdict.Unknown, ExitCode: -1,
			Message: "not judged: its test group stopped at a rejection before it (on_reject: break)"}
		r.results[i] = &pkgfmt.CaseResult{Skipped: true}
	} else {
		r.results[i] = &pkgfmt.CaseResult{Verdict: res.Verdict, Score: res.Score}
	}
	r.judged[i] = res
	return res
}

// grade is the run's grade, and the first case rejected, if one was.
func (r *pkgRun) grade() (pkgfmt.Grade, *verdict.Result) {
	r.mu.Lock()
	defer r.mu.Unlock()
	g := r.p.Grade(r.p.Root, r.results)
	for i, res := range r.results {
		if res != nil && !res.Skipped && res.Verdict != verdict.AC {
			return g, &r.judged[i]
		}
	}
	return g, nil
}

// accepted reports whether the run's grade is accepted: AC, and for a
// scoring problem with the most score it can have, where that is known.
func (r *pkgRun) accepted() bool {
	g, _ := r.grade()
	if g.Verdict != verdict.AC {
		return false
	}
	max, known := r.p.MaxScore()
	return !r.p.Scoring || !known || g.Score >= max
}

// packageTarget prepares the target of the package p, to judge the
// program given (which runs in dir) on: p's cases, each with its group's
// validator flags, under p's limits and its validator unless the flags
// name others. Its time limit is -tl's, else p's, else the one derived
// from its accepted submissions.
func packageTarget(f *testFlags, given *target, name string, p *pkgfmt.Package, ps *programs, log io.Writer) (*target, error) {
	for _, w := range p.Warnings {
		fmt.Fprintf(log, "%s: warning: %s\n", name, w)
	}
	showInteractions(log, p)
	t := &target{name: name, argv: given.argv, dir: given.dir, ce: given.ce}
	for _, c := range p.Cases {
		t.cases = append(t.cases, problem.Case{Name: c.Name, In: c.In, Out: c.Ans})
	}
	cfg, err := packageConfig(f, p, ps)
	if err != nil {
		return nil, err
	}
	if f.interactor != "" {
		cfg.Interactor, cfg.Kattis = given.cfg.Interactor, false
	}
	if f.checker != "" {
		if p.Interactive && f.interactor == "" {
			return nil, fmt.Errorf("%s is interactive: a -checker judges the output of a jury, so give -interactor too, or neither", name)
		}
		cfg.Checker, cfg.Kattis = given.cfg.Checker, false
		if f.interactor == "" {
			cfg.Interactor = nil
		}
	}
	if f.tl == 0 && p.TimeLimit == 0 && given.ce == nil { // a program that does not compile runs nowhere
		lim, note, err := deriveTimeLimit(p, cfg, ps, f.jobs)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(log, "%s: time limit %v: %s\n", name, lim.tl, note)
		cfg.Limits.Time = lim.tl
	}
	if files := fileIOOf(f, nil); files != nil {
		if cfg.Interactor != nil {
			return nil, fmt.Errorf("%s is an interactive problem: no file I/O", name)
		}
		cfg.FileIO = files
	}
	t.cfg = cfg
	t.pkg = newRun(p, f.compare == "")
	return t, nil
}

// showInteractions writes p's samples given as dialogues, as the judge
// shows a dialogue (> to the program, < from it): problemtools runs none
// of them, nor does the judge.
func showInteractions(w io.Writer, p *pkgfmt.Package) {
	for _, it := range p.Interactions {
		fmt.Fprintf(w, "%s: a sample dialogue, %s, shown and not run (> to the program, < from it):\n", it.Name, filepath.Base(it.Path))
		for i, pass := range it.Passes {
			if len(it.Passes) > 1 {
				fmt.Fprintf(w, "    -- pass %d\n", i+1)
			}
			for _, l := range pass {
				dir := "<"
				if l.Read {
					dir = ">"
				}
				fmt.Fprintf(w, "    %s %s\n", dir, l.Text)
			}
		}
	}
}

// packageConfig is how p's cases are judged: its limits (the flags'
// where given; the time limit p's, or 0 when it states none), its
// validator, built, as a Kattis validator.
func packageConfig(f *testFlags, p *pkgfmt.Package, ps *programs) (verdict.Config, error) {
	lim := proc.Limits{Time: f.tl, MemoryKiB: f.ml * 1024, Output: f.ol << 20, StackKiB: f.stack * 1024, Containment: f.containment, Isolation: f.isolation, Untrusted: true}
	if lim.Time == 0 {
		lim.Time = p.TimeLimit
	}
	if lim.MemoryKiB == 0 {
		lim.MemoryKiB = p.MemoryMiB * 1024
	}
	if lim.Output == 0 {
		lim.Output = p.OutputMiB << 20
	}
	// DOMjudge's programs may not write where they run (its hello's
	// test-write-file.c expects so).
	lim.ReadOnlyDir = p.WallTime
	cfg := verdict.Config{Limits: lim, Compare: compareOf(f), WallTime: p.WallTime}
	if p.Validator != "" && f.checker == "" && f.interactor == "" {
		argv, err := ps.helper("the output validator", p.Validator)
		if err != nil {
			return cfg, fmt.Errorf("%s: %v", p.Dir, err)
		}
		cfg.Kattis = true
		if p.MultiPass {
			cfg.Passes = p.Passes
		}
		if p.Interactive {
			cfg.Interactor = argv
		} else {
			cfg.Checker = argv
		}
	}
	return cfg, nil
}

// limitRule is a time limit derived from accepted submissions: tl for
// every submission, margin for those that must exceed it.
type limitRule struct {
	tl, margin time.Duration
}

// probeLimit is the time limit accepted submissions run under when the
// package's limit is derived from their times.
const probeLimit = 20 * time.Second

// deriveTimeLimit derives p's time limit from its accepted submissions,
// as problemtools does where a package states none: their slowest case
// (CPU time) times TimeMultiplier; in the legacy format, rounded to whole
// seconds and at least 1 s, those that must exceed it getting
// time_safety_margin times as much, at least a second more; since
// 2023-07, rounded up to a multiple of time_resolution, those that must
// exceed it getting time_limit_to_tle times the limit. It runs each accepted submission the
// machine has a language for on every case, under probeLimit; without
// one, the limit is the judge's default of 2 s. The note says which.
func deriveTimeLimit(p *pkgfmt.Package, cfg verdict.Config, ps *programs, jobs int) (limitRule, string, error) {
	cfg.Limits.Time = probeLimit
	ps = &programs{b: ps.b, log: io.Discard, isolation: ps.isolation} // the note names the one that counts
	var slowest time.Duration
	from := ""
	for _, s := range p.Submissions {
		if s.Skip != "" || len(s.Expected) != 1 || s.Expected[0] != pkgfmt.Accepted {
			continue
		}
		t, skip, err := submissionTarget(s, p, cfg, ps)
		if err != nil {
			return limitRule{}, "", err
		}
		if skip != "" || t.ce != nil {
			continue
		}
		judgeAll([]*target{t}, jobs, nil, func(_ *target, r verdict.Result) {
			d := time.Duration(r.CPUMS * float64(time.Millisecond))
			if r.CPUMS == verdict.Unknown {
				d = time.Duration(r.TimeMS * float64(time.Millisecond))
			}
			if r.Verdict == verdict.AC && d > slowest {
				slowest, from = d, s.Name
			}
		})
	}
	if from == "" {
		return limitRule{2 * time.Second, 2 * time.Second}, "the judge's default: the package states none, and no accepted submission here gives one (-tl sets one)", nil
	}
	return limitOf(p, slowest, from)
}

// limitOf is p's time limit derived from slowest, the time of the
// slowest case of its accepted submissions (that of from), by the rule of
// p's format version, and a note that says so.
func limitOf(p *pkgfmt.Package, slowest time.Duration, from string) (limitRule, string, error) {
	exact := slowest.Seconds() * p.TimeMultiplier
	if p.Version == "legacy" {
		tl := time.Duration(max(1, math.Round(exact))) * time.Second
		margin := max(tl+time.Second, time.Duration(math.Round(exact*p.TimeSafetyMargin))*time.Second)
		return limitRule{tl, margin}, fmt.Sprintf("%g × %v, the slowest case of the accepted submissions (%s), rounded to whole seconds, at least 1s; %v for those that must exceed it (time_safety_margin %g)",
			p.TimeMultiplier, slowest.Round(time.Millisecond), from, margin, p.TimeSafetyMargin), nil
	}
	// The 2023-07 format's rule, as problemtools has it: rounded up to a
	// multiple of time_resolution, at least one.
	tl := seconds(max(1, math.Ceil(exact/p.TimeResolution)) * p.TimeResolution)
	margin := seconds(tl.Seconds() * p.TimeSafetyMargin)
	return limitRule{tl, margin}, fmt.Sprintf("%g × %v, the slowest case of the accepted submissions (%s), rounded up to a multiple of %gs, at least one (ac_to_time_limit); %v for those that must exceed it (time_limit_to_tle %g)",
		p.TimeMultiplier, slowest.Round(time.Millisecond), from, p.TimeResolution, margin, p.TimeSafetyMargin), nil
}

// seconds is s seconds, to the millisecond.
func seconds(s float64) time.Duration {
	return time.Duration(math.Round(s*1000)) * time.Millisecond
}

// submissionTarget builds submission s of p and makes its target, judged
// under cfg; skip says why it cannot be judged here (a language the
// judge does not know or the machine lacks), when it cannot.
func submissionTarget(s *pkgfmt.Submission, p *pkgfmt.Package, cfg verdict.Config, ps *programs) (t *target, skip string, err error) {
	if _, err := ps.builder(); err != nil {
		return nil, "", err
	}
	if ok, err := ps.b.Source(s.Path); !ok || err != nil {
		return nil, fmt.Sprintf("%s is not a language the judge knows (%s)", filepath.Ext(s.Path), strings.Join(ps.b.Known(), " ")), nil
	}
	t = &target{name: p.Name, cfg: cfg, pkg: newRun(p, true)}
	for _, c := range p.Cases {
		t.cases = append(t.cases, problem.Case{Name: c.Name, In: c.In, Out: c.Ans})
	}
	main := ""
	if s.Main != "" {
		main = filepath.Join(s.Path, filepath.FromSlash(s.Main))
	}
	t.argv, t.dir, err = ps.programMain("submission", s.Path, main)
	var me *build.MainError
	if errors.As(err, &me) {
		// The package's own systems take the first file by name:
		// problemtools, where none is main.EXT; DOMjudge, the first
		// file of a submission without an entry point.
		t.argv, t.dir, err = ps.programMain("submission", s.Path, me.Files[0])
	}
	var ce *build.CompileError
	switch {
	case errors.As(err, &ce):
		t.ce = ce
	case err != nil && strings.Contains(err.Error(), "not installed or not on PATH"):
		return nil, "its language is not installed here: " + err.Error(), nil
	case err != nil:
		return nil, err.Error(), nil
	}
	return t, "", nil
}
