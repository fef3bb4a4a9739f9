package main

import (
	"errors"
	"fmt"
	"gametheory/internal/pkgfmt"
	"gametheory/internal/verdict"
	"io"
	"math"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
)

// verifyCmd is "judge verify [flags] PACKAGE": judge every submission of
// a problem package that the machine has a language for, and say of each
// whether it got the verdict its folder (or its @EXPECTED_RESULTS@)
// promises.
func verifyCmd(args []string, stdout, stderr io.Writer) int {
	f := &testFlags{}
	fs := newFlagSet("verify", stderr)
	fs.DurationVar(&f.tl, "tl", 0, "CPU-time `limit` per case (default: the package's, else derived from its accepted submissions)")
	fs.IntVar(&f.jobs, "j", runtime.NumCPU(), "`cases` judged at once")
	containment := containmentFlags(fs)
	isolation := isolationFlag(fs)
	names, err := parseInterspersed(fs, args)
	if err != nil {
		return parseStatus(err)
	}
	switch {
	case len(names) != 1:
		fmt.Fprintf(stderr, "judge verify: want one problem package, found %d\n", len(names))
		fs.Usage()
		return exitSetup
	case f.tl < 0 || f.jobs < 1:
		fmt.Fprintln(stderr, "judge verify: -tl must be positive and -j at least 1")
		return exitSetup
	case !isPackage(names[0]):
		fmt.Fprintf(stderr, "judge verify: %s: not a problem package (a folder with problem.yaml, domjudge-problem.ini or data/, or its .zip)\n", names[0])
		return exitSetup
	}
	f.jobs = min(f.jobs, runtime.NumCPU())
	if f.containment, err = containment(); err == nil {
		f.isolation, err = isolation()
	}
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	p, cleanup, err := openPackage(names[0], stdout)
	defer cleanup()
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	ps := &programs{log: io.Discard, isolation: f.isolation}
	cfg, err := packageConfig(f, p, ps)
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	rule := limitRule{cfg.Limits.Time, cfg.Limits.Time}
	limitFrom := p.TimeFrom
	if f.tl != 0 {
		limitFrom = "-tl"
	}
	if cfg.Limits.Time == 0 {
		if rule, limitFrom, err = deriveTimeLimit(p, cfg, ps, f.jobs); err != nil {
			fmt.Fprintln(stderr, "judge:", err)
			return exitSetup
		}
	}
	runs := ""
	if note := runsNote(f.containment, f.isolation); note != "" {
		runs = " (" + note + ")"
	}
	fmt.Fprintf(stdout, "%s: %d cases, memory %d MiB, output %d MiB; time limit %v: %s%s\n", p.Name, len(p.Cases), cfg.Limits.MemoryKiB>>10, cfg.Limits.Output>>20, rule.tl, limitFrom, runs)
	for _, w := range p.Warnings {
		fmt.Fprintln(stdout, "warning:", w)
	}
	showInteractions(stdout, p)
	width := 0
	for _, s := range p.Submissions {
		width = max(width, len(s.Name))
	}
	entries, err := prepareSubmissions(p, cfg, rule, ps, f.jobs)
	if err != nil {
		fmt.Fprintln(stderr, "judge:", err)
		return exitSetup
	}
	passed, judged := 0, 0
	var skipped, faults []string
	judgeSubmissions(entries, f.jobs, func(e *verifyEntry) {
		s := e.s
		if e.skip != "" {
			skipped = append(skipped, s.Name+" ("+e.skip+")")
			fmt.Fprintf(stdout, "%-*s  skipped: %s\n", width, s.Name, e.skip)
			return
		}
		ok, fault, line := verifySubmission(s, e.t, e.slowest, e.last)
		switch {
		case fault:
			faults = append(faults, s.Name)
		case ok:
			passed++
			judged++
		default:
			judged++
		}
		fmt.Fprintf(stdout, "%-*s  %s\n", width, s.Name, line)
	})
	fmt.Fprintf(stdout, "%d/%d submissions got the verdict their folder promises", passed, judged)
	if len(skipped) > 0 {
		fmt.Fprintf(stdout, "; %d skipped: %s", len(skipped), strings.Join(skipped, "; "))
	}
	if len(faults) > 0 {
		fmt.Fprintf(stdout, "; %d not judged, the package's fault: %s", len(faults), strings.Join(faults, ", "))
	}
	fmt.Fprintln(stdout)
	switch {
	case len(faults) > 0:
		return exitSetup
	case passed != judged:
		return exitFail
	}
	return exitOK
}

// A verifyEntry is a submission of the package being verified: skipped,
// for the reason given, or its target, with what its judged cases showed
// once they are in: the most CPU time of any, and the last.
type verifyEntry struct {
	s       *pkgfmt.Submission
	skip    string
	t       *target
	slowest float64
	last    verdict.Result
	left    int // its cases not reported yet
}

// prepareSubmissions makes the entries of p's submissions, in order,
// building up to jobs of them at once: the compiles are most of what
// verify adds to the runs, and each is contained as a run is. Each is
// judged under rule's limit, or its margin for a submission promised
// only TLE. The errors, in the submissions' order, are returned.
func prepareSubmissions(p *pkgfmt.Package, cfg verdict.Config, rule limitRule, ps *programs, jobs int) ([]*verifyEntry, error) {
	if _, err := ps.builder(); err != nil { // made once, before the workers share it
		return nil, err
	}
	entries := make([]*verifyEntry, len(p.Submissions))
	errs := make([]error, len(p.Submissions))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s := p.Submissions[i]
				e := &verifyEntry{s: s, skip: s.Skip}
				entries[i] = e
				if e.skip != "" {
					continue
				}
				c := cfg
				c.Limits.Time = rule.tl
				if len(s.Expected) == 1 && s.Expected[0] == pkgfmt.TimeLimit {
					c.Limits.Time = rule.margin
				}
				e.t, e.skip, errs[i] = submissionTarget(s, p, c, ps)
			}
		}()
	}
	for i := range p.Submissions {
		next <- i
	}
	close(next)
	wg.Wait()
	return entries, errors.Join(errs...)
}

// judgeSubmissions judges the cases of every entry that has a target, up
// to jobs cases at once whichever submissions they are of, so that one
// submission's slow case does not leave the other jobs idle, and hands
// each entry to done in order, as soon as it and all before it are done.
func judgeSubmissions(entries []*verifyEntry, jobs int, done func(*verifyEntry)) {
	var targets []*target
	of := map[*target]*verifyEntry{}
	for _, e := range entries {
		if e.t != nil {
			targets = append(targets, e.t)
			of[e.t] = e
			e.left = len(e.t.cases)
		}
	}
	next := 0
	flush := func() {
		for ; next < len(entries) && (entries[next].t == nil || entries[next].left == 0); next++ {
			done(entries[next])
		}
	}
	flush()
	judgeAll(targets, jobs, nil, func(t *target, r verdict.Result) {
		e := of[t]
		if r.Verdict != verdict.SKIP {
			e.slowest, e.last = max(e.slowest, r.CPUMS), r
		}
		e.left--
		flush()
	})
	flush()
}

// verifySubmission says whether submission s, judged as its target t,
// got what it was promised, and how it went, in a line, from its grade,
// the most CPU time of its cases and its last judged case; or, fault,
// that the package could not judge it: a case whose validator failed
// (FAIL) or that has no answer (NOANS), which says nothing of the
// submission.
func verifySubmission(s *pkgfmt.Submission, t *target, slowest float64, last verdict.Result) (ok, fault bool, line string) {
	g, first := t.pkg.grade()
	if first == nil {
		first = &last
	}
	if first.Verdict.SetupError() {
		who := ""
		if v := t.pkg.p.Validator; first.Verdict == verdict.FAIL && v != "" {
			if rel, err := filepath.Rel(t.pkg.p.Dir, v); err == nil {
				v = filepath.ToSlash(rel)
			}
			who = " (the package's validator " + v + ")"
		}
		return false, true, fmt.Sprintf("%-5s  not judged, the package's fault%s: %s %s", first.Verdict, who, first.Case, first.Message)
	}
	max, known := t.pkg.p.MaxScore()
	outcomes, note := pkgfmt.Outcomes(g.Verdict, !t.pkg.p.Scoring || !known || g.Score >= max, first.OutputBytes == 0)
	got := fmt.Sprintf("%-5s", g.Verdict)
	if t.pkg.p.Scoring {
		got += " score " + strconv.FormatFloat(g.Score, 'g', -1, 64)
	}
	promise := s.Promise
	if s.From != "its folder" {
		promise = s.From + " " + s.Promise
	}
	for _, o := range outcomes {
		for _, e := range s.Expected {
			if o == e && scoreAsPromised(s, g.Score) {
				line = got + "  as promised (" + promise + ")"
				if note != "" {
					line += ": " + note
				}
				if g.Verdict == verdict.AC && slowest != verdict.Unknown {
					line += fmt.Sprintf("; slowest case %.0f ms of CPU", slowest)
				}
				return true, false, line
			}
		}
	}
	if len(s.Expected) == 0 && scoreAsPromised(s, g.Score) {
		return true, false, got + "  as promised (" + promise + ")"
	}
	line = got + "  NOT as promised (" + promise + ")"
	if g.Verdict != verdict.AC && first.Case != "" {
		line += fmt.Sprintf(": %s %s %s", first.Case, first.Verdict, first.Message)
	} else if g.Verdict == verdict.AC {
		line += fmt.Sprintf(": every case accepted, the slowest in %.0f ms of CPU", slowest)
	}
	return false, false, line
}

// scoreAsPromised says whether score is the one s's @EXPECTED_SCORE@
// promises, to the 9 decimals DOMjudge compares, or s promises none.
func scoreAsPromised(s *pkgfmt.Submission, score float64) bool {
	return s.Score == nil || math.Abs(score-*s.Score) < 5e-10
}
