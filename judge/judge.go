package main

import (
	"bytes"
	"fmt"
	"gametheory/internal/proc"
	"os"
	"strings"
	"time"
)

// A verdict is the judgement on one case.
type verdict string

const (
	AC    verdict = "AC"    // accepted
	WA    verdict = "WA"    // wrong answer
	PE    verdict = "PE"    // presentation error, from a checker
	TLE   verdict = "TLE"   // past the time limit; killed
	MLE   verdict = "MLE"   // past the memory limit
	OLE   verdict = "OLE"   // past the output limit; killed
	RE    verdict = "RE"    // non-zero exit or a signal
	NOANS verdict = "NOANS" // the case has no NAME.out to compare with
	FAIL  verdict = "FAIL"  // the judge could not judge: the checker failed, or the program did not start
)

// setupError reports whether v means the judging itself went wrong, which
// the exit status tells apart from a wrong program.
func (v verdict) setupError() bool { return v == NOANS || v == FAIL }

// A target is a program and the cases to judge it on.
type target struct {
	name    string // the problem id, or the cases' directory
	argv    []string
	cases   []testCase
	lim     proc.Limits
	cmp     comparer
	checker string // a testlib-style checker command, or ""
}

// A result is the judgement on one case, as -json prints it.
type result struct {
	Problem   string  `json:"problem"`
	Case      string  `json:"case"`
	Verdict   verdict `json:"verdict"`
	TimeMS    float64 `json:"time_ms"` // wall time
	CPUMS     float64 `json:"cpu_ms"`
	MemoryKiB int64   `json:"memory_kib"` // peak resident memory
	ExitCode  int     `json:"exit_code"`  // -1 when a signal ended the program
	Message   string  `json:"message"`

	details string // stderr, the input: shown under a failed case in text output
}

const checkerTimeLimit = 10 * time.Second

// judgeCase runs t's program on c and judges what it did.
func judgeCase(t *target, c testCase) result {
	res := result{Problem: t.name, Case: c.name}
	r, err := proc.Run(t.argv, c.in, t.lim)
	if err != nil {
		res.Verdict, res.Message = FAIL, "cannot run the program: "+err.Error()
		return res
	}
	res.TimeMS = ms(r.Wall)
	res.CPUMS = ms(r.CPU)
	res.MemoryKiB = r.MaxRSSKiB
	res.ExitCode = r.ExitCode
	var details []string
	if s := lastLines(r.Stderr, 10); s != "" {
		details = append(details, "stderr:\n"+s)
	}

	switch {
	case r.Killed == proc.Time || r.Wall >= t.lim.Time:
		res.Verdict = TLE
		res.Message = fmt.Sprintf("ran past the time limit of %v and was killed", t.lim.Time)
		if r.Killed != proc.Time {
			res.Message = fmt.Sprintf("took %v, the time limit is %v", r.Wall.Round(time.Millisecond), t.lim.Time)
		}
	case r.Killed == proc.Memory || t.lim.MemoryKiB > 0 && r.MaxRSSKiB > t.lim.MemoryKiB:
		res.Verdict = MLE
		res.Message = fmt.Sprintf("used more than the memory limit of %s", kib(t.lim.MemoryKiB))
	case r.Killed == proc.Output:
		res.Verdict = OLE
		res.Message = fmt.Sprintf("wrote more than the output limit of %s and was killed", kib(t.lim.Output/1024))
	case r.Signal != "":
		res.Verdict, res.Message = RE, "killed by "+r.Signal
	case r.ExitCode != 0:
		res.Verdict, res.Message = RE, fmt.Sprintf("exit code %d", r.ExitCode)
	case c.out == "":
		res.Verdict = NOANS
		res.Message = fmt.Sprintf("%s.in has no %s.out to compare with", c.name, c.name)
		details = append(details, "output:\n"+lastLines(r.Stdout, 20))
	case t.checker != "":
		res.Verdict, res.Message = check(t.checker, c, r.Stdout)
	default:
		want, err := os.ReadFile(c.out)
		if err != nil {
			res.Verdict, res.Message = FAIL, err.Error()
			break
		}
		res.Verdict = AC
		if res.Message = t.cmp.compare(r.Stdout, want); res.Message != "" {
			res.Verdict = WA
		}
	}
	if res.Verdict != AC {
		if in, err := os.ReadFile(c.in); err == nil && len(in) <= 300 && bytes.Count(in, []byte("\n")) <= 10 {
			details = append([]string{"input:\n" + strings.TrimRight(string(in), "\n")}, details...)
		}
		res.details = strings.Join(details, "\n")
	}
	return res
}

// check runs a testlib-style checker as CHECKER input output answer and
// reads its verdict from the exit status: 0 accepted, 1 wrong answer, 2
// presentation error; anything else, or a checker that does not finish,
// is a failure of the checker and never an acceptance.
func check(checker string, c testCase, output []byte) (verdict, string) {
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
	argv := []string{"sh", "-c", checker + ` "$@"`, "checker", c.in, f.Name(), c.out}
	r, err := proc.Run(argv, "", proc.Limits{Time: checkerTimeLimit, Output: 1 << 20})
	if err != nil {
		return FAIL, "cannot run the checker: " + err.Error()
	}
	msg := lastLines(r.Stderr, 3)
	if msg == "" {
		msg = lastLines(r.Stdout, 3)
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

// lastLines returns the last n lines of b, trimmed.
func lastLines(b []byte, n int) string {
	s := strings.TrimRight(string(b), "\n\r\t ")
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()/100) / 10 }

// kib formats an amount of KiB for people.
func kib(k int64) string {
	if k < 1024 {
		return fmt.Sprintf("%d KiB", k)
	}
	return fmt.Sprintf("%.1f MiB", float64(k)/1024)
}
