// Package verdict judges one run of a program on one case: it runs the
// program under limits (package proc), compares its output with the answer
// (package compare) or asks a testlib checker, and names the verdict.
package verdict

import (
	"bytes"
	"fmt"
	"gametheory/internal/compare"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"os"
	"strings"
	"time"
)

// A Verdict is the judgement on one case.
type Verdict string

const (
	AC    Verdict = "AC"    // accepted
	WA    Verdict = "WA"    // wrong answer
	PE    Verdict = "PE"    // presentation error, from a checker
	TLE   Verdict = "TLE"   // past the time limit; killed
	MLE   Verdict = "MLE"   // past the memory limit
	OLE   Verdict = "OLE"   // past the output limit; killed
	RE    Verdict = "RE"    // non-zero exit or a signal
	NOANS Verdict = "NOANS" // the case has no NAME.out to compare with
	FAIL  Verdict = "FAIL"  // the judge could not judge: the checker failed, or the program did not start
)

// SetupError reports whether v means the judging itself went wrong, which
// an exit status should tell apart from a wrong program.
func (v Verdict) SetupError() bool { return v == NOANS || v == FAIL }

// Config is how a program is judged: its limits, and either a comparison
// or a testlib-style checker.
type Config struct {
	Limits  proc.Limits
	Compare compare.Options
	Checker string // a checker command, or "" to compare
}

// A Result is the judgement on one case, as the judge's -json prints it.
type Result struct {
	Problem   string  `json:"problem"`
	Case      string  `json:"case"`
	Verdict   Verdict `json:"verdict"`
	TimeMS    float64 `json:"time_ms"` // wall time
	CPUMS     float64 `json:"cpu_ms"`
	MemoryKiB int64   `json:"memory_kib"` // peak resident memory
	ExitCode  int     `json:"exit_code"`  // -1 when a signal ended the program
	Message   string  `json:"message"`

	Details string `json:"-"` // stderr, the input: shown under a failed case in text output
	Stdout  []byte `json:"-"` // what the program wrote, up to the output limit
}

const checkerTimeLimit = 10 * time.Second

// Judge runs argv on c under cfg and judges what it did. The Result's
// Problem is left for the caller to fill.
func Judge(argv []string, c problem.Case, cfg Config) Result {
	res := Result{Case: c.Name}
	r, err := proc.Run(argv, c.In, cfg.Limits)
	if err != nil {
		res.Verdict, res.Message = FAIL, "cannot run the program: "+err.Error()
		return res
	}
	res.TimeMS = ms(r.Wall)
	res.CPUMS = ms(r.CPU)
	res.MemoryKiB = r.MaxRSSKiB
	res.ExitCode = r.ExitCode
	res.Stdout = r.Stdout
	var details []string
	if s := LastLines(r.Stderr, 10); s != "" {
		details = append(details, "stderr:\n"+s)
	}

	switch {
	case r.Killed == proc.Time || r.Wall >= cfg.Limits.Time:
		res.Verdict = TLE
		res.Message = fmt.Sprintf("ran past the time limit of %v and was killed", cfg.Limits.Time)
		if r.Killed != proc.Time {
			res.Message = fmt.Sprintf("took %v, the time limit is %v", r.Wall.Round(time.Millisecond), cfg.Limits.Time)
		}
	case r.Killed == proc.Memory || cfg.Limits.MemoryKiB > 0 && r.MaxRSSKiB > cfg.Limits.MemoryKiB:
		res.Verdict = MLE
		res.Message = fmt.Sprintf("used more than the memory limit of %s", KiB(cfg.Limits.MemoryKiB))
	case r.Killed == proc.Output:
		res.Verdict = OLE
		res.Message = fmt.Sprintf("wrote more than the output limit of %s and was killed", KiB(cfg.Limits.Output/1024))
	case r.Signal != "":
		res.Verdict, res.Message = RE, "killed by "+r.Signal
	case r.ExitCode != 0:
		res.Verdict, res.Message = RE, fmt.Sprintf("exit code %d", r.ExitCode)
	case c.Out == "":
		res.Verdict = NOANS
		res.Message = fmt.Sprintf("%s.in has no %s.out to compare with", c.Name, c.Name)
		details = append(details, "output:\n"+LastLines(r.Stdout, 20))
	case cfg.Checker != "":
		res.Verdict, res.Message = check(cfg.Checker, c, r.Stdout)
	default:
		want, err := os.ReadFile(c.Out)
		if err != nil {
			res.Verdict, res.Message = FAIL, err.Error()
			break
		}
		res.Verdict = AC
		if res.Message = cfg.Compare.Compare(r.Stdout, want); res.Message != "" {
			res.Verdict = WA
		}
	}
	if res.Verdict != AC {
		if in, err := os.ReadFile(c.In); err == nil && len(in) <= 300 && bytes.Count(in, []byte("\n")) <= 10 {
			details = append([]string{"input:\n" + strings.TrimRight(string(in), "\n")}, details...)
		}
		res.Details = strings.Join(details, "\n")
	}
	return res
}

// check runs a testlib-style checker as CHECKER input output answer and
// reads its verdict from the exit status: 0 accepted, 1 wrong answer, 2
// presentation error; anything else, or a checker that does not finish,
// is a failure of the checker and never an acceptance.
func check(checker string, c problem.Case, output []byte) (Verdict, string) {
	f, err := os.CreateTemp("", "judge-output-*")
	if err != nil {
		return FAIL, err.Error()
	}
	defer os.Remove(f.Name())
	_, err = f.Write(output)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return FAIL, err.Error()
	}
	argv := []string{"sh", "-c", checker + ` "$@"`, "checker", c.In, f.Name(), c.Out}
	r, err := proc.Run(argv, "", proc.Limits{Time: checkerTimeLimit, Output: 1 << 20})
	if err != nil {
		return FAIL, "cannot run the checker: " + err.Error()
	}
	msg := LastLines(r.Stderr, 3)
	if msg == "" {
		msg = LastLines(r.Stdout, 3)
	}
	switch {
	case r.Killed != "":
		return FAIL, fmt.Sprintf("the checker did not finish within %v", checkerTimeLimit)
	case r.Signal != "":
		return FAIL, "the checker was killed by " + r.Signal
	case r.ExitCode == 0:
		return AC, msg
	case r.ExitCode == 1:
		return WA, msg
	case r.ExitCode == 2:
		return PE, msg
	}
	return FAIL, fmt.Sprintf("the checker failed with exit code %d: %s", r.ExitCode, msg)
}

// LastLines returns the last n lines of b, trimmed.
func LastLines(b []byte, n int) string {
	s := strings.TrimRight(string(b), "\n\r\t ")
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}

// ms is d in milliseconds, to a tenth.
func ms(d time.Duration) float64 { return float64(d.Microseconds()/100) / 10 }

// KiB formats an amount of KiB for people.
func KiB(k int64) string {
	if k < 1024 {
		return fmt.Sprintf("%d KiB", k)
	}
	return fmt.Sprintf("%.1f MiB", float64(k)/1024)
}
