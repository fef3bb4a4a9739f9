package main

import (
	"encoding/json"
	"fmt"
	"gametheory/internal/pkgfmt"
	"gametheory/internal/problem"
	"gametheory/internal/verdict"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// judgeAll judges every case of every target with up to jobs cases at a
// time, and hands each result to report in order, as soon as it and all
// before it are done. An interactive case's dialogue, or a multi-pass
// case's passes, go to trace (nil: nowhere), whole and in the same order,
// under a line naming the case.
func judgeAll(targets []*target, jobs int, trace io.Writer, report func(*target, verdict.Result)) {
	type job struct {
		t     *target
		i     int // the case's index in t.cases
		c     problem.Case
		res   verdict.Result
		trace *os.File // the dialogue, until it is copied to trace in order
		done  chan struct{}
	}
	var all []*job
	for _, t := range targets {
		for i, c := range t.cases {
			all = append(all, &job{t: t, i: i, c: c, done: make(chan struct{})})
		}
	}
	queue := make(chan *job)
	var wg sync.WaitGroup
	for i := 0; i < jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range queue {
				cfg := j.t.cfg
				if trace != nil && (cfg.Interactor != nil || cfg.Passes > 1) {
					if f, err := os.CreateTemp("", "judge-trace-"); err == nil {
						j.trace, cfg.Trace = f, f
					}
				}
				cfg.ProgramDir = j.t.dir
				switch {
				case j.t.pkg != nil && j.t.pkg.skip(j.i): // record says so again
				case j.t.ce != nil:
					j.res = notCompiled(j.t, j.c)
				case j.t.pkg != nil:
					j.res = verdict.Judge(j.t.argv, j.c, j.t.pkg.config(j.i, cfg))
				default:
					j.res = verdict.Judge(j.t.argv, j.c, cfg)
				}
				j.res.Problem = j.t.name
				close(j.done)
			}
		}()
	}
	go func() {
		for _, j := range all {
			queue <- j
		}
		close(queue)
	}()
	for _, j := range all {
		<-j.done
		if j.t.pkg != nil {
			j.res = j.t.pkg.record(j.i, j.res)
		}
		if j.trace != nil {
			fmt.Fprintf(trace, "== %s %s: %s\n", j.t.name, j.c.Name, j.res.Verdict)
			j.trace.Seek(0, io.SeekStart)
			io.Copy(trace, j.trace)
			j.trace.Close()
			os.Remove(j.trace.Name())
		}
		report(j.t, j.res)
	}
	wg.Wait()
}

// notCompiled is the result of a case of t, whose program did not
// compile: CE, not run, with the compiler's lines under the first case.
func notCompiled(t *target, c problem.Case) verdict.Result {
	r := verdict.Result{Case: c.Name, Verdict: verdict.CE, CPUMS: verdict.Unknown, MemoryKiB: verdict.Unknown, ExitCode: -1,
		Message: t.ce.Error() + " (not run)"}
	if c == t.cases[0] {
		r.Details = t.ce.Output
	}
	return r
}

// A printer writes results as text or JSON lines and keeps the totals.
type printer struct {
	out, log io.Writer // results; summaries and notes (the same as out in text mode)
	json     bool
	color    bool
	// runs says how the runs are weaker than the system's best (runsNote);
	// the summary line ends with it.
	runs string

	tally    map[string]*tally
	order    []string
	failures map[verdict.Verdict]int // the cases not AC, by verdict
}

type tally struct {
	passed, total int
	skipped       int // SKIP: not judged
	slowest       verdict.Result
	largest       verdict.Result
	pkg           *pkgRun
}

func (p *printer) result(t *target, r verdict.Result) {
	s := p.tally[t.name]
	if s == nil {
		s = &tally{pkg: t.pkg}
		if p.tally == nil {
			p.tally = map[string]*tally{}
		}
		p.tally[t.name] = s
		p.order = append(p.order, t.name)
	}
	if r.Verdict == verdict.SKIP { // counted, and shown in JSON only
		s.skipped++
		if p.json {
			b, _ := json.Marshal(r)
			fmt.Fprintf(p.out, "%s\n", b)
		}
		return
	}
	s.total++
	if r.Verdict == verdict.AC {
		s.passed++
	} else {
		if p.failures == nil {
			p.failures = map[verdict.Verdict]int{}
		}
		p.failures[r.Verdict]++
	}
	if s.total == 1 || r.CPUMS > s.slowest.CPUMS {
		s.slowest = r
	}
	if s.total == 1 || r.MemoryKiB > s.largest.MemoryKiB {
		s.largest = r
	}
	if p.json {
		b, _ := json.Marshal(r)
		fmt.Fprintf(p.out, "%s\n", b)
		return
	}
	fmt.Fprintf(p.out, "%-10s %-28s %s %8s ms CPU %8.1f ms wall %10s", r.Problem, r.Case, p.paint(r.Verdict), msText(r.CPUMS), r.TimeMS, verdict.KiB(r.MemoryKiB))
	if r.Message != "" {
		fmt.Fprintf(p.out, "  %s", r.Message)
	}
	fmt.Fprintln(p.out)
	if r.Details != "" {
		fmt.Fprintf(p.out, "    %s\n", strings.ReplaceAll(r.Details, "\n", "\n    "))
	}
}

// summary prints a line per target and one for everything.
func (p *printer) summary() {
	passed, total := 0, 0
	for _, name := range p.order {
		s := p.tally[name]
		passed += s.passed
		total += s.total
		skipped := ""
		if s.skipped > 0 {
			skipped = fmt.Sprintf(" (%d more not judged: a test group stopped at a rejection)", s.skipped)
		}
		fmt.Fprintf(p.log, "%s: %d/%d passed%s; slowest %s %s ms of CPU; largest memory %s %s\n",
			name, s.passed, s.total, skipped, s.slowest.Case, msText(s.slowest.CPUMS), s.largest.Case, verdict.KiB(s.largest.MemoryKiB))
		if s.pkg != nil {
			p.grades(name, s.pkg)
		}
	}
	contained := ""
	if p.runs != "" {
		contained = " (" + p.runs + ")"
	}
	if passed == total {
		fmt.Fprintf(p.log, "%s %d/%d cases passed%s\n", p.paint(verdict.AC), passed, total, contained)
		return
	}
	// The line starts with the commonest verdict of the failed cases and
	// counts each verdict when there are several: a run of RE is not "WA".
	var vs []verdict.Verdict
	for v := range p.failures {
		vs = append(vs, v)
	}
	sort.Slice(vs, func(i, j int) bool {
		if p.failures[vs[i]] != p.failures[vs[j]] {
			return p.failures[vs[i]] > p.failures[vs[j]]
		}
		return vs[i] < vs[j]
	})
	fmt.Fprintf(p.log, "%s %d/%d cases passed", p.paint(vs[0]), passed, total)
	if len(vs) > 1 {
		for i, v := range vs {
			sep := ", "
			if i == 0 {
				sep = "; "
			}
			fmt.Fprintf(p.log, "%s%d %s", sep, p.failures[v], v)
		}
	}
	fmt.Fprintln(p.log, contained)
}

// grades prints the grade of a package's run: each test group's, where
// the package has groups within sample and secret or gives scores, then
// the package's verdict, graded as the package says.
func (p *printer) grades(name string, r *pkgRun) {
	g, _ := r.grade()
	nested := false
	var walk func(gr *pkgfmt.Group, depth int)
	walk = func(gr *pkgfmt.Group, depth int) {
		for _, it := range gr.Items {
			if it.Group != nil {
				nested = nested || depth > 0
				walk(it.Group, depth+1)
			}
		}
	}
	walk(r.p.Root, 0)
	if nested || r.p.Scoring {
		var show func(gr *pkgfmt.Group)
		show = func(gr *pkgfmt.Group) {
			for _, it := range gr.Items {
				if it.Group == nil {
					continue
				}
				r.mu.Lock()
				sub := r.p.Grade(it.Group, r.results)
				r.mu.Unlock()
				line := "not judged"
				if gr == r.p.Root && it.Group.Name == "sample" && slices.Contains(gr.GraderFlags, "ignore_sample") {
					line = "ignored (ignore_sample)"
				} else if sub.Judged {
					line = string(sub.Verdict)
					if r.p.Scoring {
						line += ", score " + strconv.FormatFloat(sub.Score, 'g', -1, 64)
					}
				}
				fmt.Fprintf(p.log, "  %-24s %s\n", it.Group.Name, line)
				show(it.Group)
			}
		}
		show(r.p.Root)
	}
	score := ""
	if r.p.Scoring {
		score = ", score " + strconv.FormatFloat(g.Score, 'g', -1, 64)
		if max, ok := r.p.MaxScore(); ok {
			score += " of " + strconv.FormatFloat(max, 'g', -1, 64)
		}
	}
	fmt.Fprintf(p.log, "%s: %s%s, as the package grades its test groups\n", name, g.Verdict, score)
}

// msText formats milliseconds, or "?" when they are unknown.
func msText(ms float64) string {
	if ms == verdict.Unknown {
		return "?"
	}
	return strconv.FormatFloat(ms, 'f', 1, 64)
}

func (p *printer) paint(v verdict.Verdict) string {
	s := fmt.Sprintf("%-5s", v)
	if !p.color {
		return s
	}
	code := "31" // red
	switch v {
	case verdict.AC:
		code = "32" // green
	case verdict.TLE, verdict.MLE, verdict.OLE, verdict.ILE:
		code = "33" // yellow
	case verdict.NOANS, verdict.FAIL:
		code = "35" // magenta
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}
