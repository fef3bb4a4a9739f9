package stress

import (
	"gametheory/internal/testenv"
	"strings"
	"testing"
	"time"

	"gametheory/internal/proc"
	"gametheory/internal/verdict"
)

// sh is a shell script as a program; its arguments are $1, $2...
func sh(script string) []string { return []string{"sh", "-c", script, "sh"} }

// config stress-tests a shell solution on the numbers the generator
// prints: the seed itself.
func config(solution string) Config {
	return Config{
		Solution: sh(solution),
		// The judge's default limit for a program with no problem.
		Judge:   verdict.Config{Limits: proc.Limits{Time: 2 * time.Second, Output: 1 << 20}},
		Gen:     sh(`echo "$1"`),
		Brute:   sh("cat"),
		Helpers: HelperLimits{Wall: 10 * time.Second, Output: 1 << 20},
		Seed:    1,
		Cases:   100,
		Jobs:    2,
		MaxRuns: 1000,
	}
}

const (
	// wrongFromTen is wrong on even numbers from 10 on.
	wrongFromTen = `read x; if [ "$x" -ge 10 ] && [ $((x % 2)) = 0 ]; then echo no; else echo "$x"; fi`
	// legal is 5 and more, except 12.
	legal = `read x; [ "$x" -ge 5 ] && [ "$x" != 12 ]`
)

func TestRun(t *testing.T) {
	testenv.NeedShell(t)
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
				c := config(wrongFromTen)
				c.Seed, c.Validate = 30, sh(legal)
				return c
			},
			wantSeed: 30, wantInput: "14\n", want: verdict.WA, // 12 fails too, but is illegal
		},
		{
			name: "without one, the brute force says what is legal",
			cfg: func() Config {
				c := config(wrongFromTen)
				c.Seed, c.Brute = 30, sh(legal+` && echo "$x"`)
				return c
			},
			wantSeed: 30, wantInput: "14\n", want: verdict.WA,
		},
		{
			name: "the first failing seed, whatever -j",
			cfg: func() Config {
				c := config(wrongFromTen)
				c.Seed, c.Jobs = 5, 4
				return c
			},
			wantSeed: 10, wantInput: "10\n", want: verdict.WA,
		},
		{
			name: "a candidate must fail the same way",
			cfg: func() Config {
				// RE from 20 on, WA from 10 to 19: the shrink stays at RE.
				c := config(`read x; [ "$x" -ge 20 ] && exit 3; [ "$x" -ge 10 ] && echo no || echo "$x"`)
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
	testenv.NeedShell(t)
	c := config(`cat`)
	c.Cases = 25
	rep, err := Run(c)
	if err != nil || rep.Failure != nil || rep.Cases != 25 {
		t.Fatalf("%d cases, failure %v, error %v; want 25 passed", rep.Cases, rep.Failure, err)
	}
}

func TestRunCapped(t *testing.T) {
	testenv.NeedShell(t)
	c := config(wrongFromTen)
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
	testenv.NeedShell(t)
	tests := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"generator fails", func(c *Config) { c.Gen = sh("exit 4") }, "seed 1: the generator failed: exit code 4"},
		{"generator writes illegal input", func(c *Config) { c.Validate = sh("exit 1") }, "seed 1: the generator wrote an illegal input: the validator rejects it"},
		{"brute force fails on legal input", func(c *Config) { c.Validate, c.Brute = sh("true"), sh("exit 1") }, "the brute force failed on an input the validator accepts"},
		{"missing program", func(c *Config) { c.Brute = []string{"/nonexistent/brute"} }, "the brute force"},
		{"generator killed", func(c *Config) { c.Gen = sh("echo dying >&2; kill -9 $$") }, "seed 1: the generator failed: killed by SIGKILL: dying"},
		{"generator past its output limit", func(c *Config) { c.Gen = sh("yes") }, "seed 1: the generator failed: stopped at its output limit of 1048576 bytes"},
		{
			// sh waits for sleep, which is left holding the output pipe
			// for a while when sh is killed.
			"brute force past its time limit",
			func(c *Config) { c.Brute, c.Helpers.Wall = sh("sleep 3; cat"), 100*time.Millisecond },
			"seed 1: the generator wrote an illegal input: the brute force rejects it: stopped at its time limit of 100ms",
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
	testenv.NeedShell(t)
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
