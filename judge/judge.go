package main

import (
	"bytes"
	"fmt"
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
	lim     limits
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
	r, err := execute(t.argv, c.in, t.lim)
	if err != nil {
		res.Verdict, res.Message = FAIL, "cannot run the program: "+err.Error()
		return res
	}
	res.TimeMS = ms(r.wall)
	res.CPUMS = ms(r.cpu)
	res.MemoryKiB = r.maxRSS
	res.ExitCode = r.exitCode
	var details []string
	if s := lastLines(r.stderr, 10); s != "" {
		details = append(details, "stderr:\n"+s)
	}

	switch {
	case r.killed == TLE || r.wall >= t.lim.time:
		res.Verdict = TLE
		res.Message = fmt.Sprintf("ran past the time limit of %v and was killed", t.lim.time)
		if r.killed != TLE {
			res.Message = fmt.Sprintf("took %v, the time limit is %v", r.wall.Round(time.Millisecond), t.lim.time)
		}
	case r.killed == MLE || t.lim.memory > 0 && r.maxRSS > t.lim.memory:
		res.Verdict = MLE
		res.Message = fmt.Sprintf("used more than the memory limit of %s", kib(t.lim.memory))
	case r.killed == OLE:
		res.Verdict = OLE
		res.Message = fmt.Sprintf("wrote more than the output limit of %s and was killed", kib(t.lim.output/1024))
	case r.signal != "":
		res.Verdict, res.Message = RE, "killed by "+r.signal
	case r.exitCode != 0:
		res.Verdict, res.Message = RE, fmt.Sprintf("exit code %d", r.exitCode)
	case c.out == "":
		res.Verdict = NOANS
		res.Message = fmt.Sprintf("%s.in has no %s.out to compare with", c.name, c.name)
		details = append(details, "output:\n"+lastLines(r.stdout, 20))
	case t.checker != "":
		res.Verdict, res.Message = check(t.checker, c, r.stdout)
	default:
		want, err := os.ReadFile(c.out)
		if err != nil {
			res.Verdict, res.Message = FAIL, err.Error()
			break
		}
		res.Verdict = AC
		if res.Message = t.cmp.compare(r.stdout, want); res.Message != "" {
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
	if c.out == "" {
		return NOANS, "no answer file for the checker"
	}
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
	r, err := execute(argv, "", limits{time: checkerTimeLimit, output: 1 << 20})
	if err != nil {
		return FAIL, "cannot run the checker: " + err.Error()
	}
	msg := lastLines(r.stderr, 3)
	if msg == "" {
		msg = lastLines(r.stdout, 3)
	}
	switch {
	case r.killed != "":
		return FAIL, fmt.Sprintf("the checker did not finish within %v", checkerTimeLimit)
	case r.signal != "":
		return FAIL, "the checker was killed by " + r.signal
	case r.exitCode == 0:
		return AC, msg
	case r.exitCode == 1:
		return WA, msg
	case r.exitCode == 2:
		return PE, msg
	}
	return FAIL, fmt.Sprintf("the checker failed with exit code %d: %s", r.exitCode, msg)
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
