package stress

import (
	"fmt"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"gametheory/internal/verdict"
	"os"
	"strings"
	"testing"
	"time"
)

// TestMain adds the programs of the stress tests to testenv's: each reads
// one number x, and answers nothing, as cat does, when there is none.
func TestMain(m *testing.M) {
	read := func() int {
		var x int
		if _, err := fmt.Scan(&x); err != nil {
			os.Exit(0)
		}
		return x
	}
	testenv.Main(m, map[string]func([]string){
		// Wrong on even numbers from 10 on.
		"wrong-from-ten": func([]string) {
			if x := read(); x >= 10 && x%2 == 0 {
				fmt.Println("no")
			} else {
				fmt.Println(x)
			}
		},
		// Exit 3 from 20 on (RE), wrong from 10 to 19 (WA).
		"re-from-twenty": func([]string) {
			switch x := read(); {
			case x >= 20:
				os.Exit(3)
			case x >= 10:
				fmt.Println("no")
			default:
				fmt.Println(x)
			}
		},
		// A validator: legal are 5 and more, except 12; with an argument,
		// a brute force that answers x on legal input.
		"legal": func(args []string) {
			x := read()
			if x < 5 || x == 12 {
				os.Exit(1)
			}
			if len(args) > 0 {
				fmt.Println(x)
			}
		},
	})
}

// config stress-tests a solution on the numbers the generator prints: the
// seed itself.
func config(solution ...string) Config {
	return Config{
		Solution: testenv.Program(solution[0], solution[1:]...),
		// The judge's default limit for a program with no problem.
		Judge:   verdict.Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}},
		Gen:     testenv.Program("print"),
		Brute:   testenv.Program("cat"),
		Helpers: HelperLimits{Wall: 10 * time.Second, Output: 1 << 20},
		Seed:    1,
		Cases:   100,
		Jobs:    2,
		MaxRuns: 1000,
	}
}

func TestRun(t *testing.T) {
	tests := []struct {
		name      string
		cfg       func() Config
		wantSeed  int64
		wantInput string
		want      verdict.Verdict
	}{
		{
			name: "a validator keeps the shrink legal",
			cfg: func() Config {
				c := config("wrong-from-ten")
				c.Seed, c.Validate = 30, testenv.Program("legal")
				return c
			},
			wantSeed: 30, wantInput: "14\n", want: verdict.WA, // 12 fails too, but is illegal
		},
		{
			name: "without one, the brute force says what is legal",
			cfg: func() Config {
				c := config("wrong-from-ten")
				c.Seed, c.Brute = 30, testenv.Program("legal", "answer")
				return c
			},
			wantSeed: 30, wantInput: "14\n", want: verdict.WA,
		},
		{
			name: "the first failing seed, whatever -j",
			cfg: func() Config {
				c := config("wrong-from-ten")
				c.Seed, c.Jobs = 5, 4
				return c
			},
			wantSeed: 10, wantInput: "10\n", want: verdict.WA,
		},
		{
			name: "a candidate must fail the same way",
			cfg: func() Config {
				// RE from 20 on, WA from 10 to 19: the shrink stays at RE.
				c := config("re-from-twenty")
				c.Seed = 40
				return c
			},
			wantSeed: 40, wantInput: "20\n", want: verdict.RE,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := Run(tt.cfg())
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			if f == nil {
				t.Fatalf("no failure in %d cases", rep.Cases)
			}
			if f.Seed != tt.wantSeed || string(f.Input) != tt.wantInput || f.Result.Verdict != tt.want {
				t.Errorf("seed %d, input %q, %s; want seed %d, input %q, %s", f.Seed, f.Input, f.Result.Verdict, tt.wantSeed, tt.wantInput, tt.want)
			}
			if string(f.Answer) != tt.wantInput || f.Result.Verdict == verdict.WA && string(f.Output) != "no\n" {
				t.Errorf("answer %q, output %q", f.Answer, f.Output)
			}
		})
	}
}

func TestRunPasses(t *testing.T) {
	c := config("cat")
	c.Cases = 25
	rep, err := Run(c)
	if err != nil || rep.Failure != nil || rep.Cases != 25 {
		t.Fatalf("%d cases, failure %v, error %v; want 25 passed", rep.Cases, rep.Failure, err)
	}
}

func TestRunCapped(t *testing.T) {
	c := config("wrong-from-ten")
	c.Seed, c.MaxRuns = 1000, 2
	rep, err := Run(c)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Failure; f == nil || !f.Capped || f.Runs != 2 || f.Result.Verdict != verdict.WA {
		t.Errorf("failure %+v, want one capped after 2 runs", f)
	}
}

func TestRunSetupErrors(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"generator fails", func(c *Config) { c.Gen = testenv.Program("exit", "4") }, "seed 1: the generator failed: exit code 4"},
		{"generator writes illegal input", func(c *Config) { c.Validate = testenv.Program("exit", "1") }, "seed 1: the generator wrote an illegal input: the validator rejects it"},
		{"brute force fails on legal input", func(c *Config) { c.Validate, c.Brute = testenv.Program("exit", "0"), testenv.Program("exit", "1") }, "the brute force failed on an input the validator accepts"},
		{"missing program", func(c *Config) { c.Brute = []string{"/nonexistent/brute"} }, "the brute force"},
		{"generator crashed", func(c *Config) { c.Gen = testenv.Program("crash", "dying") }, "seed 1: the generator failed: " + verdict.CrashMessage(testenv.CrashName) + ": dying"},
		{"generator past its output limit", func(c *Config) { c.Gen = testenv.Program("flood") }, "seed 1: the generator failed: stopped at its output limit of 1048576 bytes"},
		{
			// Room for the generator to start on a slow system (wine).
			"brute force past its time limit",
			func(c *Config) { c.Brute, c.Helpers.Wall = testenv.Program("sleep"), 2*time.Second },
			"seed 1: the generator wrote an illegal input: the brute force rejects it: stopped at its time limit of 2s",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := config("cat")
			tt.edit(&c)
			_, err := Run(c)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// TestRunTimeAndProgress: with no case bound, -time ends the run; progress
// is reported once per case.
func TestRunTimeAndProgress(t *testing.T) {
	c := config("cat")
	c.Cases, c.Time = 0, 300*time.Millisecond
	calls := 0
	c.Progress = func(cases int, _ time.Duration) {
		calls++
		if cases != calls {
			t.Errorf("progress says %d cases at call %d", cases, calls)
		}
	}
	rep, err := Run(c)
	if err != nil || rep.Failure != nil || rep.Cases != calls {
		t.Errorf("%d cases, %d progress calls, failure %v, error %v", rep.Cases, calls, rep.Failure, err)
	}
}

// TestRunOneJobCount: with one job, the cases run are exactly those up to
// the first failure, every time, as docs/stress.md's example shows: the
// worker that failed takes no next seed, which it might have before the
// failure stopped the seeds.
func TestRunOneJobCount(t *testing.T) {
	for i := 0; i < 10; i++ {
		c := config("wrong-from-ten")
		c.Seed, c.Jobs = 9, 1
		rep, err := Run(c)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Failure == nil || rep.Failure.Seed != 10 || rep.Cases != 2 {
			t.Fatalf("run %d: %d cases run, failure %+v; want 2, at seed 10", i, rep.Cases, rep.Failure)
		}
	}
}
