// Package stress looks for an input on which a program is wrong, and makes
// it small: it runs a random generator, a slow but trusted brute force and
// the program on seed after seed until the program fails, then shrinks the
// failing input by delta debugging while it stays legal and keeps failing
// the same way. Or it checks the program on every input of a family, in
// order, which a generator enumerates.
//
// The program under test is judged by package verdict, by the judge's own
// rules (WA, RE, TLE, MLE, OLE), which runs it under package proc; the
// generator, brute force and validator, trusted and not measured, run as
// plain child processes.
package stress

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"gametheory/internal/problem"
	"gametheory/internal/verdict"
)

// Config says what to run and for how long.
type Config struct {
	Solution []string       // the program under test
	Judge    verdict.Config // how it is judged: limits, comparison or checker
	Gen      []string       // the generator, run as Gen SEED, or Gen SEED SIZE
	Size     string         // passed to the generator after the seed when not ""
	Brute    []string       // the reference: its output is the answer; none for an interactive problem, whose jury (Judge.Interactor) judges
	Validate []string       // exit 0 means the input is legal; nil: the brute force decides
	Helpers  HelperLimits   // limits for the generator, brute force and validator

	Seed    int64         // the first seed
	Cases   int           // stop after this many cases; 0: no bound
	Time    time.Duration // stop starting cases after this long; 0: no bound
	Jobs    int           // cases run at once
	MaxRuns int           // candidate inputs tried while shrinking, at most

	// All checks every input of a family instead: the generator is run as
	// Gen K (or Gen K SIZE) for K = 1, 2, ... in place of seeds, prints the
	// K-th input, and past the last prints nothing (or only whitespace)
	// and exits 0. The run ends at the family's end or at the first input
	// that fails, the smallest since the family is in order: it is
	// reported as it is, not shrunk. Seed is not used.
	All bool

	// Stop, once closed, ends the run early: no case starts after it, the
	// generator, brute force or validator running is killed, what ends
	// after it is not counted, and a shrink stops where it is. The caller
	// kills the programs under test (proc.Stop).
	Stop <-chan struct{}

	// Progress, if set, is called after each case with the number of
	// cases done so far, from one goroutine at a time.
	Progress func(cases int, elapsed time.Duration)
}

// A Report is how a stress run ended.
type Report struct {
	// Cases run, the failing one included; with All, the inputs up to the
	// family's end or the failing one, each checked (those past it that
	// ran at once with -j are not counted).
	Cases int
	// Passed is how many cases from the first on passed one after another:
	// all of them, but for one that failed and any that a stop cut short.
	Passed  int
	Elapsed time.Duration
	Failure *Failure // nil when every case passed
	All     bool     // with Config.All: the family ended, and each of its Cases inputs passed
	Stopped bool     // Config.Stop was closed before the run ended
}

// A Failure is the first failing seed and its input, shrunk.
type Failure struct {
	Seed     int64  // with Config.All, K: the input's place in the family
	Original []byte // the generator's input
	Input    []byte // the smallest input found that fails the same way
	Answer   []byte // the brute force's output on Input; nil for an interactive problem
	Output   []byte // the program's output on Input; of an interactive problem, the dialogue's last lines
	Result   verdict.Result
	Runs     int  // candidates tried while shrinking
	Capped   bool // shrinking stopped at MaxRuns
	Flaky    bool // the program did not fail the same way on the input a second time: not shrunk
}

// errStopped ends a shrink that Config.Stop stopped.
var errStopped = errors.New("stopped")

// stopped reports whether stop is closed.
func stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}

// An outcome is how a case ended.
type outcome struct {
	seed int64
	end  bool     // with All: the generator printed nothing, the family has ended
	fail *Failure // the program failed
	err  error    // the set-up failed
}

// Run stress-tests cfg.Solution. An error means the set-up is wrong: the
// generator, validator or brute force failed, or the program could not be
// judged at all; with All, an empty family is one too.
func Run(cfg Config) (*Report, error) {
	if cfg.Jobs < 1 {
		cfg.Jobs = 1
	}
	first := cfg.Seed
	if cfg.All {
		first = 1
	}
	start := time.Now()
	// ctx ends the helpers running when the run is stopped, and with Run.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if cfg.Stop != nil {
		go func() {
			select {
			case <-cfg.Stop:
				cancel()
			case <-ctx.Done():
			}
		}()
	}
	seeds := make(chan int64)
	outcomes := make(chan outcome)
	stop := make(chan struct{})
	var workers sync.WaitGroup
	for i := 0; i < cfg.Jobs; i++ {
		dir, err := os.MkdirTemp("", "judge-stress-")
		if err != nil {
			close(seeds)
			return nil, err
		}
		defer os.RemoveAll(dir)
		workers.Add(1)
		go func() {
			defer workers.Done()
			for s := range seeds {
				o := runCase(ctx, cfg, dir, s)
				outcomes <- o
				if o.fail != nil || o.err != nil || o.end {
					// It takes no more seeds, so that with one job the
					// cases run are exactly those up to the first failure:
					// else it might take the next seed before the failure
					// stops the seeds, as a busy machine makes likely.
					return
				}
			}
		}()
	}
	go func() {
		defer close(seeds)
		for i := 0; cfg.Cases == 0 || i < cfg.Cases; i++ {
			if cfg.Time > 0 && time.Since(start) >= cfg.Time {
				return
			}
			select {
			case seeds <- first + int64(i):
			case <-stop:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { workers.Wait(); close(outcomes) }()

	// Seeds are handed out in order, so once every case has come back the
	// smallest failing seed is the first failure in seed order, whatever
	// -j was; and the smallest K past a family's end is its end.
	rep := &Report{}
	var end *outcome // the first failure, set-up error or end, in seed order
	next := first    // the seeds below it all passed
	passed := map[int64]bool{}
	for o := range outcomes {
		if stopped(cfg.Stop) { // it may have been cut short: not counted
			continue
		}
		if !o.end {
			rep.Cases++
			if cfg.Progress != nil {
				cfg.Progress(rep.Cases, time.Since(start))
			}
		}
		if o.fail == nil && o.err == nil && !o.end {
			for passed[o.seed] = true; passed[next]; next++ {
				delete(passed, next)
			}
			continue
		}
		if end == nil {
			close(stop)
		}
		if end == nil || o.seed < end.seed {
			o := o
			end = &o
		}
	}
	rep.Elapsed = time.Since(start)
	rep.Passed = int(next - first)
	rep.Stopped = stopped(cfg.Stop)
	if end == nil {
		return rep, nil
	}
	if cfg.All && next == end.seed {
		// Every input before the end or the failure was checked, so the
		// count is the same whatever -j was.
		rep.Cases = int(end.seed - first)
		if !end.end {
			rep.Cases++
		}
	}
	switch {
	case end.err != nil:
		return rep, end.err
	case end.end && next < end.seed: // stopped before the inputs below it were all checked
		return rep, nil
	case end.end && end.seed == first:
		return rep, fmt.Errorf("%s: the generator printed nothing: the family is empty", label(cfg, end.seed))
	case end.end:
		rep.All = true
		return rep, nil
	case cfg.All:
		rep.Failure = end.fail
		return rep, nil
	}
	dir, err := os.MkdirTemp("", "judge-stress-")
	if err != nil {
		return rep, err
	}
	defer os.RemoveAll(dir)
	rep.Failure, err = shrinkFailure(ctx, cfg, dir, end.fail)
	rep.Elapsed = time.Since(start)
	if stopped(cfg.Stop) {
		// Whatever the shrink met once stopped (a program killed, a
		// helper ended) is no error: the failure stands as shrunk so far.
		rep.Stopped, err = true, nil
	}
	return rep, err
}

// label names a case in messages: its seed, or with All its place in
// the family.
func label(cfg Config, seed int64) string {
	if cfg.All {
		return fmt.Sprintf("input %d", seed)
	}
	return fmt.Sprintf("seed %d", seed)
}

// runCase generates the input for seed, has it answered and judges the
// program on it.
func runCase(ctx context.Context, cfg Config, dir string, seed int64) outcome {
	o := outcome{seed: seed}
	argv := append(append([]string{}, cfg.Gen...), strconv.FormatInt(seed, 10))
	if cfg.Size != "" {
		argv = append(argv, cfg.Size)
	}
	in := filepath.Join(dir, "in")
	g, err := runHelper(ctx, argv, "", cfg.Helpers)
	switch {
	case err != nil:
		o.err = fmt.Errorf("%s: the generator: %v", label(cfg, seed), err)
	case !g.ok:
		o.err = fmt.Errorf("%s: the generator failed: %s", label(cfg, seed), g.why)
	case cfg.All && len(bytes.TrimSpace(g.out)) == 0:
		o.end = true
	}
	if o.err != nil || o.end {
		return o
	}
	if err := os.WriteFile(in, g.out, 0o644); err != nil {
		o.err = err
		return o
	}
	c, err := check(ctx, cfg, dir, in)
	switch {
	case err != nil:
		o.err = fmt.Errorf("%s: %v", label(cfg, seed), err)
	case !c.legal:
		o.err = fmt.Errorf("%s: the generator wrote an illegal input: %s", label(cfg, seed), c.why)
	case c.res.Verdict != verdict.AC:
		o.fail = &Failure{Seed: seed, Original: g.out, Input: g.out, Answer: c.answer, Output: c.output, Result: c.res}
	}
	return o
}

// A checked input: whether it is legal, and if so the answer and the
// program's judgement on it.
type checked struct {
	legal          bool
	why            string // why it is not legal
	answer, output []byte
	res            verdict.Result
}

// check decides whether the input at in is legal and, if it is, judges
// the program on it against the brute force's answer.
func check(ctx context.Context, cfg Config, dir, in string) (checked, error) {
	if cfg.Validate != nil {
		v, err := runHelper(ctx, cfg.Validate, in, cfg.Helpers)
		if err != nil {
			return checked{}, fmt.Errorf("the validator: %v", err)
		}
		if !v.ok {
			return checked{why: "the validator rejects it: " + v.why}, nil
		}
	}
	if cfg.Judge.Interactor != nil {
		res := verdict.Judge(cfg.Solution, problem.Case{Name: "stress", In: in}, cfg.Judge)
		switch {
		case res.JuryFail && cfg.Validate == nil:
			return checked{why: "the interactor rejects it: " + res.Message}, nil
		case res.Verdict == verdict.FAIL:
			return checked{}, errors.New(res.Message)
		}
		return checked{legal: true, output: []byte(res.Dialogue), res: res}, nil
	}
	b, err := runHelper(ctx, cfg.Brute, in, cfg.Helpers)
	switch {
	case err != nil:
		return checked{}, fmt.Errorf("the brute force: %v", err)
	case !b.ok && cfg.Validate == nil:
		return checked{why: "the brute force rejects it: " + b.why}, nil
	case !b.ok:
		return checked{}, fmt.Errorf("the brute force failed on an input the validator accepts: %s", b.why)
	}
	ans := filepath.Join(dir, "ans")
	if err := os.WriteFile(ans, b.out, 0o644); err != nil {
		return checked{}, err
	}
	res, out := judgeSolution(cfg.Solution, in, ans, cfg.Judge)
	if res.Verdict == verdict.FAIL || res.Verdict == verdict.NOANS {
		return checked{}, errors.New(res.Message)
	}
	return checked{legal: true, answer: b.out, output: out, res: res}, nil
}

// shrinkFailure shrinks f's input, keeping a candidate only when it is
// legal and the program's verdict on it is the same.
func shrinkFailure(ctx context.Context, cfg Config, dir string, f *Failure) (*Failure, error) {
	in := filepath.Join(dir, "in")
	s := &shrinker{maxRuns: cfg.MaxRuns, cur: parseDoc(f.Input)}
	s.keep = func(b []byte) (bool, error) {
		if stopped(cfg.Stop) {
			return false, errStopped
		}
		if err := os.WriteFile(in, b, 0o644); err != nil {
			return false, err
		}
		c, err := check(ctx, cfg, dir, in)
		if err != nil || !c.legal || c.res.Verdict != f.Result.Verdict {
			return false, err
		}
		f.Input, f.Answer, f.Output, f.Result = b, c.answer, c.output, c.res
		return true, nil
	}
	// The shrinker writes inputs its own way (one space between tokens,
	// a newline after every line); start from the original only if that
	// way of writing it still fails. If it does not, try the original as
	// it was: a program that passes it now is flaky, and its input is
	// reported as it failed.
	if ok, err := s.try(s.cur); err != nil || !ok {
		f.Runs = s.runs
		if err == nil {
			var same bool
			same, err = s.keep(f.Original)
			f.Flaky = !same && err == nil
		}
		return f, err
	}
	err := s.shrink()
	f.Runs, f.Capped = s.runs, err == errCapped
	if err == errCapped {
		err = nil
	}
	return f, err
}

// judgeSolution judges the program on the input at in with the answer at
// ans, by the judge's own rules, and returns what it wrote.
func judgeSolution(argv []string, in, ans string, cfg verdict.Config) (verdict.Result, []byte) {
	cfg.KeepOutput = true
	res := verdict.Judge(argv, problem.Case{Name: "stress", In: in, Out: ans}, cfg)
	return res, res.Stdout
}
