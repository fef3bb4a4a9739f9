package stress

import (
	"fmt"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"gametheory/internal/verdict"
	"os"
	"strconv"
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
		// Wrong from args[0] on.
		"wrong-from": func(args []string) {
			from, _ := strconv.Atoi(args[0])
			if x := read(); x >= from {
				fmt.Println("no")
			} else {
				fmt.Println(x)
			}
		},
		// A brute force that answers a number with itself, and fails
		// on anything else.
		"number": func([]string) {
			var x int
			if _, err := fmt.Scan(&x); err != nil {
				fmt.Fprintln(os.Stderr, "not a number")
				os.Exit(1)
			}
			fmt.Println(x)
		},
		// A family's generator, family LAST [AT HOW] K: input K is the
		// number K, up to LAST, and then nothing; at K = AT it misbehaves,
		// as HOW says: it exits with status 3, prints garbage, or prints
		// only a blank line.
		"family": func(args []string) {
			last, _ := strconv.Atoi(args[0])
			k, _ := strconv.Atoi(args[len(args)-1])
			if len(args) == 4 && args[1] == strconv.Itoa(k) {
				switch args[2] {
				case "exit":
					os.Exit(3)
				case "garbage":
					fmt.Println("x")
				case "blank":
					fmt.Println(" ")
				}
				return
			}
			if k <= last {
				fmt.Println(k)
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

// TestRunAll checks every input of a family: to its end, or to the first
// that fails, which is the smallest whatever -j, and is not shrunk; a
// generator that misbehaves is a set-up error where it does, and not past
// the family's end.
func TestRunAll(t *testing.T) {
	tests := []struct {
		name     string
		gen      []string
		solution string
		brute    string
		cases    int   // inputs checked
		fail     int64 // the failing input, 0 for none
		err      string
	}{
		{name: "every input passes", gen: []string{"6"}, solution: "cat", cases: 6},
		{name: "the first failure, not shrunk", gen: []string{"6"}, solution: "wrong-from 3", cases: 3, fail: 3},
		{name: "an empty family", gen: []string{"0"}, solution: "cat", err: "input 1: the generator printed nothing: the family is empty"},
		{name: "the generator exits 3 mid-family", gen: []string{"6", "3", "exit"}, solution: "cat", err: "input 3: the generator failed: exit code 3"},
		{name: "the generator prints garbage", gen: []string{"6", "3", "garbage"}, solution: "cat", brute: "number",
			err: "input 3: the generator wrote an illegal input: the brute force rejects it: exit code 1: not a number"},
		{name: "a blank line ends the family", gen: []string{"6", "3", "blank"}, solution: "cat", cases: 2},
		{name: "a failure past the end does not count", gen: []string{"3", "5", "exit"}, solution: "cat", cases: 3},
		{name: "nor does an input past the end", gen: []string{"3", "5", "garbage"}, solution: "cat", brute: "number", cases: 3},
	}
	for _, tt := range tests {
		for _, jobs := range []int{1, 4} {
			t.Run(fmt.Sprintf("%s, -j %d", tt.name, jobs), func(t *testing.T) {
				c := config(strings.Fields(tt.solution)...)
				c.All, c.Jobs, c.Seed, c.Cases = true, jobs, 1000, 0 // the seed is not used
				c.Gen = testenv.Program("family", tt.gen...)
				if tt.brute != "" {
					c.Brute = testenv.Program(tt.brute)
				}
				rep, err := Run(c)
				if tt.err != "" {
					if err == nil || err.Error() != tt.err {
						t.Errorf("error %v, want %q", err, tt.err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if rep.Cases != tt.cases || rep.All != (tt.fail == 0) || rep.Stopped {
					t.Errorf("%d inputs, all %v, stopped %v; want %d, all %v", rep.Cases, rep.All, rep.Stopped, tt.cases, tt.fail == 0)
				}
				if f := rep.Failure; tt.fail == 0 && f != nil || tt.fail != 0 && (f == nil || f.Seed != tt.fail || string(f.Input) != fmt.Sprintln(tt.fail) || f.Runs != 0) {
					t.Errorf("failure %+v, want one at input %d, not shrunk", f, tt.fail)
				}
				if rep.Passed != tt.cases-min(int(tt.fail), 1) {
					t.Errorf("%d passed one after another", rep.Passed)
				}
			})
		}
	}
}

// TestRunStop: once Stop is closed, no case is counted, helpers running
// are killed, and a failure found is reported as it is.
func TestRunStop(t *testing.T) {
	// stopAt closes stop when the cases done reach n.
	stopAt := func(c *Config, n int) {
		stop := make(chan struct{})
		c.Stop = stop
		c.Progress = func(cases int, _ time.Duration) {
			if cases == n {
				close(stop)
			}
		}
	}
	t.Run("random cases", func(t *testing.T) {
		c := config("cat")
		c.Cases = 0
		stopAt(&c, 3)
		rep, err := Run(c)
		if err != nil || !rep.Stopped || rep.Cases != 3 || rep.Failure != nil || rep.Passed > 3 {
			t.Errorf("%+v, %v; want 3 cases, stopped", rep, err)
		}
	})
	t.Run("a family", func(t *testing.T) {
		c := config("cat")
		c.All, c.Gen = true, testenv.Program("family", "1000")
		stopAt(&c, 3)
		rep, err := Run(c)
		if err != nil || !rep.Stopped || rep.All || rep.Cases != 3 || rep.Failure != nil {
			t.Errorf("%+v, %v; want 3 inputs, stopped", rep, err)
		}
	})
	t.Run("a failure, before it is shrunk", func(t *testing.T) {
		c := config("wrong-from-ten")
		c.Seed, c.Jobs = 30, 1
		stopAt(&c, 1)
		rep, err := Run(c)
		if err != nil || !rep.Stopped || rep.Cases != 1 {
			t.Fatalf("%+v, %v; want 1 case, stopped", rep, err)
		}
		if f := rep.Failure; f == nil || f.Seed != 30 || string(f.Input) != "30\n" || f.Runs != 0 || f.Flaky {
			t.Errorf("failure %+v, want seed 30 as it was", f)
		}
	})
	t.Run("a brute force that never ends", func(t *testing.T) {
		// Whenever the stop comes, before a case starts or while the
		// brute force sleeps, Run returns at once, with no case counted.
		c := config("cat")
		c.Brute, c.Helpers.Wall = testenv.Program("sleep"), time.Hour
		stop := make(chan struct{})
		c.Stop = stop
		time.AfterFunc(100*time.Millisecond, func() { close(stop) })
		rep, err := Run(c)
		if err != nil || !rep.Stopped || rep.Cases != 0 {
			t.Errorf("%+v, %v; want no case, stopped", rep, err)
		}
	})
}
