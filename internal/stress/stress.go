// Package stress looks for an input on which a program is wrong, and makes
// it small: it runs a random generator, a slow but trusted brute force and
// the program on seed after seed until the program fails, then shrinks the
// failing input by delta debugging while it stays legal and keeps failing
// the same way.
//
// The program under test is judged by package verdict, by the judge's own
// rules (WA, RE, TLE, MLE, OLE), which runs it under package proc; the
// generator, brute force and validator, trusted and not measured, run as
// plain child processes.
package stress

import (
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

	// Progress, if set, is called after each case with the number of
	// cases done so far, from one goroutine at a time.
	Progress func(cases int, elapsed time.Duration)
}

// A Report is how a stress run ended.
type Report struct {
	Cases   int // cases run, the failing one included
	Elapsed time.Duration
	Failure *Failure // nil when every case passed
}

// A Failure is the first failing seed and its input, shrunk.
type Failure struct {
	Seed     int64
	Original []byte // the generator's input
	Input    []byte // the smallest input found that fails the same way
	Answer   []byte // the brute force's output on Input; nil for an interactive problem
	Output   []byte // the program's output on Input; of an interactive problem, the dialogue's last lines
	Result   verdict.Result
	Runs     int  // candidates tried while shrinking
	Capped   bool // shrinking stopped at MaxRuns
	Flaky    bool // the program did not fail the same way on the input a second time: not shrunk
}

// Run stress-tests cfg.Solution. An error means the set-up is wrong: the
// generator, validator or brute force failed, or the program could not be
// judged at all.
func Run(cfg Config) (*Report, error) {
	if cfg.Jobs < 1 {
		cfg.Jobs = 1
	}
	start := time.Now()
	type outcome struct {
		seed int64
		fail *Failure
		err  error
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
				f, err := runCase(cfg, dir, s)
				outcomes <- outcome{s, f, err}
				if f != nil || err != nil {
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
			case seeds <- cfg.Seed + int64(i):
			case <-stop:
				return
			}
		}
	}()
	go func() { workers.Wait(); close(outcomes) }()

	// Seeds are handed out in order, so once every case has come back the
	// smallest failing seed is the first failure in seed order, whatever
	// -j was.
	rep := &Report{}
	var first *outcome
	stopped := false
	for o := range outcomes {
		rep.Cases++
		if cfg.Progress != nil {
			cfg.Progress(rep.Cases, time.Since(start))
		}
		if o.fail == nil && o.err == nil {
			continue
		}
		if first == nil || o.seed < first.seed {
			o := o
			first = &o
		}
		if !stopped {
			close(stop)
			stopped = true
		}
	}
	rep.Elapsed = time.Since(start)
	if first == nil {
		return rep, nil
	}
	if first.err != nil {
		return rep, first.err
	}
	dir, err := os.MkdirTemp("", "judge-stress-")
	if err != nil {
		return rep, err
	}
	defer os.RemoveAll(dir)
	rep.Failure, err = shrinkFailure(cfg, dir, first.fail)
	rep.Elapsed = time.Since(start)
	return rep, err
}

// runCase generates the input for seed, has it answered and judges the
// program on it; the Failure is nil when the program passed.
func runCase(cfg Config, dir string, seed int64) (*Failure, error) {
	argv := append(append([]string{}, cfg.Gen...), strconv.FormatInt(seed, 10))
	if cfg.Size != "" {
		argv = append(argv, cfg.Size)
	}
	in := filepath.Join(dir, "in")
	g, err := runHelper(argv, "", cfg.Helpers)
	if err != nil {
		return nil, fmt.Errorf("seed %d: the generator: %v", seed, err)
	}
	if !g.ok {
		return nil, fmt.Errorf("seed %d: the generator failed: %s", seed, g.why)
	}
	if err := os.WriteFile(in, g.out, 0o644); err != nil {
		return nil, err
	}
	c, err := check(cfg, dir, in)
	if err != nil {
		return nil, fmt.Errorf("seed %d: %v", seed, err)
	}
	if !c.legal {
		return nil, fmt.Errorf("seed %d: the generator wrote an illegal input: %s", seed, c.why)
	}
	if c.res.Verdict == verdict.AC {
		return nil, nil
	}
	return &Failure{Seed: seed, Original: g.out, Input: g.out, Answer: c.answer, Output: c.output, Result: c.res}, nil
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
func check(cfg Config, dir, in string) (checked, error) {
	if cfg.Validate != nil {
		v, err := runHelper(cfg.Validate, in, cfg.Helpers)
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
	b, err := runHelper(cfg.Brute, in, cfg.Helpers)
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
func shrinkFailure(cfg Config, dir string, f *Failure) (*Failure, error) {
	in := filepath.Join(dir, "in")
	s := &shrinker{maxRuns: cfg.MaxRuns, cur: parseDoc(f.Input)}
	s.keep = func(b []byte) (bool, error) {
		if err := os.WriteFile(in, b, 0o644); err != nil {
			return false, err
		}
		c, err := check(cfg, dir, in)
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
			f.Flaky = !same
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
