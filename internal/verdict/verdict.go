// Package verdict judges one run of a program on one case: it runs the
// program under limits (package proc), compares its output with the answer
// (package compare) or asks a testlib checker, and names the verdict.
package verdict

import (
	"bytes"
	"encoding/json"
	"fmt"
	"gametheory/internal/compare"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// A Verdict is the judgement on one case.
type Verdict string

const (
	AC    Verdict = "AC"    // accepted
	WA    Verdict = "WA"    // wrong answer
	PE    Verdict = "PE"    // presentation error, from a checker
	TLE   Verdict = "TLE"   // past the time limit; killed
	ILE   Verdict = "ILE"   // interactive: idle past the wall-time backstop, waiting for the jury that waits for it
	MLE   Verdict = "MLE"   // past the memory limit
	OLE   Verdict = "OLE"   // past the output limit; killed
	RE    Verdict = "RE"    // non-zero exit or a signal
	CE    Verdict = "CE"    // the source did not compile: nothing was run
	NOANS Verdict = "NOANS" // the case has no NAME.out to compare with
	FAIL  Verdict = "FAIL"  // the judge could not judge: the checker failed, or the program did not start
	SKIP  Verdict = "SKIP"  // not judged: a problem package's test group stopped at a rejection before it (on_reject: break)
)

// SetupError reports whether v means the judging itself went wrong, which
// an exit status should tell apart from a wrong program.
func (v Verdict) SetupError() bool { return v == NOANS || v == FAIL }

// Config is how a program is judged: its limits, and either a comparison
// or a testlib-style checker, or for an interactive problem its jury.
type Config struct {
	Limits  proc.Limits
	Compare compare.Options
	Checker []string // a checker's argv, or nil to compare
	// Interactor is an interactive problem's jury, a testlib-style
	// interactor (its argv) run as INTERACTOR INPUT OUTPUT [ANSWER],
	// talking with the program; with a Checker too, the checker then judges
	// the jury's OUTPUT.
	Interactor []string
	// Trace, with an Interactor, gets the whole dialogue, a line at a time.
	Trace io.Writer
	// KeepOutput fills Result.Stdout with what the program wrote, for a
	// caller that shows it (judge stress); otherwise the output is read
	// only by the comparison, in bounded memory.
	KeepOutput bool
	// FileIO, when not nil, makes the program read the case from the file
	// FileIO.In and write its output to FileIO.Out, in a working folder
	// of its own (Limits.Dir is replaced), its standard input empty and
	// what it writes on its standard output not judged; either may be ""
	// for the standard input or output.
	FileIO *problem.FileIO
	// ProgramDir is the folder of a program of several files, which it
	// runs in: each run gets a copy of it as its working folder (with
	// FileIO's files in it too), so that the program finds the files
	// beside it, and changes none of them.
	ProgramDir string
	// Kattis makes Checker and Interactor output validators as Kattis'
	// problemtools and DOMjudge run them, instead of testlib programs:
	// run as JURY INPUT ANSWER FEEDBACK_DIR JuryArgs..., the program's
	// output on standard input (an interactor: joined to the program);
	// exit status 42 accepted, 43 wrong answer, anything else the jury's
	// failure; FEEDBACK_DIR/judgemessage.txt the message, score.txt the
	// score.
	Kattis   bool
	JuryArgs []string
	// WallTime makes the time limit bound the wall time too, as DOMjudge's
	// runs have it: a batch program asleep past the limit and DOMjudge's
	// overshoot (wallOvershoot) is TLE, killed there. The overshoot
	// stands for the start of the run, which the wall time here counts and
	// DOMjudge's does not (a second and more on a busy machine).
	WallTime bool
	// Passes, above 1 with a Kattis validator, makes the problem
	// multi-pass: while the validator accepts a pass and writes
	// nextpass.in in its feedback folder, the program runs again with
	// that as its input, up to Passes runs, each under the limits
	// (passes.go).
	Passes int

	pass *pass // the pass being judged of a multi-pass case, or nil
}

// A Result is the judgement on one case, as the judge's -json prints it.
type Result struct {
	Problem   string  `json:"problem"`
	Case      string  `json:"case"`
	Verdict   Verdict `json:"verdict"`
	TimeMS    float64 `json:"time_ms"`    // wall time
	CPUMS     float64 `json:"cpu_ms"`     // CPU time of the whole tree: what the time limit bounds; Unknown (null in JSON) where the system does not tell
	MemoryKiB int64   `json:"memory_kib"` // peak memory of the whole tree; Unknown (null in JSON) where the system does not tell
	ExitCode  int     `json:"exit_code"`  // -1 when a signal ended the program
	Message   string  `json:"message"`
	// Containment is how the run was contained and measured, as package
	// proc names it: "cgroup-v1", "cgroup-v2", "subreaper", "posix" or
	// "job-object".
	Containment string `json:"containment"`
	// Isolation is whether the program ran isolated: "full" or "none".
	Isolation string `json:"isolation"`

	Details string `json:"-"` // stderr, the input: shown under a failed case in text output
	Stdout  []byte `json:"-"` // with Config.KeepOutput: what the program wrote, up to the output limit
	// Interactive: the dialogue's last lines, as shown, and whether the
	// jury ended with testlib's FAIL (exit status 3): its own failure, as
	// on an input it does not take.
	Dialogue string `json:"-"`
	JuryFail bool   `json:"-"`
	// Score is the score a Kattis validator gave an accepted case, in its
	// score.txt; nil when it gave none.
	Score *float64 `json:"score,omitempty"`
	// OutputBytes is how much the program wrote, as judged (the file of
	// file I/O), when it ran.
	OutputBytes int64 `json:"-"`
}

// Unknown is a figure the system does not give.
const Unknown = proc.Unknown

// MarshalJSON writes r with its unknown figures as null.
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result
	v := struct {
		plain
		CPUMS     *float64 `json:"cpu_ms"`
		MemoryKiB *int64   `json:"memory_kib"`
	}{plain: plain(r)}
	if r.CPUMS != Unknown {
		v.CPUMS = &r.CPUMS
	}
	if r.MemoryKiB != Unknown {
		v.MemoryKiB = &r.MemoryKiB
	}
	return json.Marshal(v)
}

// checkerLimits are the checker's own limits.
var checkerLimits = proc.Limits{Time: 10 * time.Second, MemoryKiB: 1 << 20, Output: 1 << 20}

// Judge runs argv on c under cfg and judges what it did. The Result's
// Problem is left for the caller to fill.
func Judge(argv []string, c problem.Case, cfg Config) Result {
	if cfg.Passes > 1 && cfg.Kattis && cfg.pass == nil {
		return judgePasses(argv, c, cfg)
	}
	if cfg.Interactor != nil {
		return judgeInteractive(argv, c, cfg)
	}
	res := Result{Case: c.Name}
	in, files, err := filesOf(c, cfg)
	if err != nil {
		return notRun(res, err.Error())
	}
	defer files.remove()
	lim := files.limits(cfg.Limits)
	if cfg.WallTime && lim.Wall == 0 && lim.Time > 0 {
		lim.Wall = lim.Time + wallOvershoot(lim.Time)
	}
	r, err := proc.Run(argv, in, lim)
	if err != nil {
		return notRun(res, "cannot run the program: "+err.Error())
	}
	defer r.Close()
	res.measured(r)
	out, err := files.output(r, cfg.Limits)
	if err != nil {
		res.Verdict, res.Message = FAIL, "cannot read the output: "+err.Error()
		return res
	}
	defer out.close()
	res.OutputBytes = out.size
	if cfg.KeepOutput {
		res.Stdout = make([]byte, out.size)
		if _, err := out.ReadAt(res.Stdout, 0); err != nil && err != io.EOF {
			res.Verdict, res.Message = FAIL, "cannot read the output: "+err.Error()
			return res
		}
	}
	details := stderrDetails(r)
	res.Verdict, res.Message = programFault(argv, r, cfg.Limits)
	if cfg.WallTime && (res.Verdict == "" || r.Killed == proc.Wall) {
		if v, msg := pastWall(r, cfg.Limits.Time); v != "" {
			res.Verdict, res.Message = v, msg
		}
	}
	if res.Verdict != "" {
		res.Details = withInput(c, details)
		return res
	}
	switch {
	case out.missing:
		res.Verdict, res.Message = WA, out.missingMessage(r)
	case out.notFile != "":
		res.Verdict, res.Message = WA, out.notFileMessage()
	case cfg.FileIO != nil && cfg.FileIO.Out != "" && out.size > cfg.Limits.Output:
		res.Verdict, res.Message = OLE, fmt.Sprintf("wrote more than the output limit of %s to %s", KiB(cfg.Limits.Output/1024), cfg.FileIO.Out)
	case c.Out == "":
		res.Verdict = NOANS
		res.Message = fmt.Sprintf("%s.in has no %s.out to compare with", c.Name, c.Name)
		b := make([]byte, min(out.size, 64<<10))
		out.ReadAt(b, out.size-int64(len(b)))
		details = append(details, "output:\n"+LastLines(b, 20))
	case cfg.Checker != nil && cfg.Kattis:
		res.Verdict, res.Message, res.Score = kattisCheck(cfg, c, out.path)
	case cfg.Checker != nil:
		res.Verdict, res.Message = check(cfg.Checker, c, out.path)
	default:
		res.Verdict, res.Message = compareOutput(cfg.Compare, out, c.Out)
	}
	if res.Verdict != AC {
		res.Details = withInput(c, details)
	}
	return res
}

// notRun is res for a program that could not be run: the judge's failure,
// with no figures, since nothing ran.
func notRun(res Result, msg string) Result {
	res.Verdict, res.Message = FAIL, msg
	res.CPUMS, res.MemoryKiB = Unknown, Unknown
	return res
}

// measured fills in the figures of the program's run.
func (res *Result) measured(r *proc.Result) {
	res.TimeMS = ms(r.Wall)
	res.CPUMS = Unknown
	if r.CPU != proc.Unknown {
		res.CPUMS = ms(r.CPU)
	}
	res.MemoryKiB = r.MaxRSSKiB
	res.ExitCode = r.ExitCode
	res.Containment = r.Containment
	res.Isolation = r.Isolation
}

// programFault names what the program did wrong whatever it wrote: past a
// limit, killed by a signal or an exception, or a non-zero exit; "" if
// nothing. With argv a shell (sh -c ...), an exit status 128+n is read as
// the signal n that ended a command it waited for.
func programFault(argv []string, r *proc.Result, lim proc.Limits) (Verdict, string) {
	switch {
	case r.Killed == proc.Time || r.Killed == proc.Wall || lim.Time > 0 && r.CPU > lim.Time:
		return TLE, timeMessage(r, lim.Time)
	case r.Killed == proc.Memory || lim.MemoryKiB > 0 && r.MaxRSSKiB > lim.MemoryKiB:
		return MLE, fmt.Sprintf("used more than the memory limit of %s", KiB(lim.MemoryKiB))
	case r.Killed == proc.Output:
		return OLE, fmt.Sprintf("wrote more than the output limit of %s and was killed", KiB(lim.Output/1024))
	case r.Signal != "":
		return RE, CrashMessage(r.Signal)
	case shellSignal(argv, r.ExitCode) != "":
		return RE, fmt.Sprintf("killed by %s (the shell's exit status %d)", shellSignal(argv, r.ExitCode), r.ExitCode)
	case r.ExitCode != 0:
		return RE, fmt.Sprintf("exit code %d", r.ExitCode)
	}
	return "", ""
}

// wallOvershoot is DOMjudge's default overshoot of a time limit tl, where
// it kills a program: the larger of 1 s and a tenth of tl.
func wallOvershoot(tl time.Duration) time.Duration { return max(time.Second, tl/10) }

// pastWall is TLE when the program of r ran past the time limit tl and
// its overshoot in wall time, not counting what it spent waiting for a
// CPU where the system tells that; "" otherwise.
func pastWall(r *proc.Result, tl time.Duration) (Verdict, string) {
	wall := r.Wall
	if r.Waited != proc.Unknown {
		wall -= r.Waited
	}
	if tl == 0 || wall <= tl+wallOvershoot(tl) {
		return "", ""
	}
	msg := fmt.Sprintf("ran %v of wall time using %s of CPU time, past the time limit of %v and its overshoot of %v, which bound the wall time too, as on DOMjudge",
		wall.Round(time.Millisecond), cpuText(r.CPU), tl, wallOvershoot(tl))
	if r.Killed == proc.Wall {
		msg += ", and was killed"
	}
	return TLE, msg
}

// stderrDetails is the end of the program's standard error, to show.
func stderrDetails(r *proc.Result) []string {
	if s := LastLines(r.Stderr, 10); s != "" {
		return []string{"stderr:\n" + s}
	}
	return nil
}

// withInput joins the details to show under a failed case, the case's
// input first when it is short.
func withInput(c problem.Case, details []string) string {
	if in, err := os.ReadFile(c.In); err == nil && len(in) <= 300 && bytes.Count(in, []byte("\n")) <= 10 {
		shown := "input:\n" + strings.TrimRight(string(in), "\n")
		if len(in) == 0 {
			shown = "input: empty"
		}
		details = append([]string{shown}, details...)
	}
	return strings.Join(details, "\n")
}

// compareOutput compares the program's output with the answer in file want.
func compareOutput(o compare.Options, out io.ReaderAt, want string) (Verdict, string) {
	w, err := os.Open(want)
	if err != nil {
		return FAIL, err.Error()
	}
	defer w.Close()
	msg, err := o.Compare(io.NewSectionReader(out, 0, math.MaxInt64), w)
	switch {
	case err != nil:
		return FAIL, err.Error()
	case msg != "":
		return WA, msg
	}
	return AC, ""
}

// CrashMessage says how a program ended abnormally, given what
// proc.Result.Signal names: killed by a signal, or on Windows crashed with
// an exception.
func CrashMessage(signal string) string {
	if strings.HasPrefix(signal, "0x") {
		return "crashed with " + signal
	}
	return "killed by " + signal
}

// timeMessage says how a program went past the time limit tl.
func timeMessage(r *proc.Result, tl time.Duration) string {
	cpu := cpuText(r.CPU)
	switch r.Killed {
	case proc.Time:
		return fmt.Sprintf("used more than the time limit of %v of CPU time and was killed", tl)
	case proc.Wall:
		waited := ""
		if r.Waited != proc.Unknown {
			waited = fmt.Sprintf(" (%v of it waiting for a CPU)", r.Waited.Round(time.Millisecond))
		}
		return fmt.Sprintf("ran %v of wall time%s using %s of CPU time, past the backstop of %v, and was killed",
			r.Wall.Round(time.Millisecond), waited, cpu, 2*tl+time.Second)
	}
	return fmt.Sprintf("used %v of CPU time, the time limit is %v", cpu, tl)
}

// cpuText is a CPU time for a message.
func cpuText(d time.Duration) string {
	if d == proc.Unknown {
		return "an unknown amount"
	}
	return d.Round(time.Millisecond).String()
}

// shellSignal names the signal that ended the program when argv is a
// shell running a command (sh -c ...) and its exit status, 128+n, says a
// command it waited for died of signal n; "" otherwise.
func shellSignal(argv []string, code int) string {
	if len(argv) < 2 || filepath.Base(argv[0]) != "sh" || argv[1] != "-c" || code <= 128 || code > 128+64 {
		return ""
	}
	return proc.SignalName(syscall.Signal(code - 128))
}

// check runs a testlib-style checker as CHECKER input output answer, the
// output being the program's output file, and reads its verdict from the
// exit status: 0 accepted, 1 wrong answer, 2 presentation error; anything
// else, or a checker past one of its own limits, is a failure of the
// checker and never an acceptance.
func check(checker []string, c problem.Case, output string) (Verdict, string) {
	argv := append(checker[:len(checker):len(checker)], c.In, output, c.Out)
	r, err := proc.Run(argv, "", checkerLimits)
	if err != nil {
		return FAIL, "cannot run the checker: " + err.Error()
	}
	defer r.Close()
	out, _ := r.Stdout()
	return Testlib("the checker", argv, r, checkerLimits, out)
}

// Testlib reads the verdict of a testlib program, a checker or an
// interactor (who, run as argv), from how its run r under lim ended: exit
// status 0 accepted, 1 wrong answer, 2 presentation error, with the last
// lines of its standard error (else of out) as the message, on one line;
// anything else, testlib's 3 (the jury's own failure) included, or a run
// past one of its limits, is a failure of the jury and never an
// acceptance.
func Testlib(who string, argv []string, r *proc.Result, lim proc.Limits, out []byte) (Verdict, string) {
	msg := LastLines(r.Stderr, 3)
	if msg == "" {
		msg = LastLines(out, 3)
	}
	// A result's message is one line; a wrapper (go run) or a traceback
	// may add lines to testlib's one.
	msg = strings.ReplaceAll(strings.TrimSpace(msg), "\n", "; ")
	if v, m := juryEnd(who, argv, r, lim); v != "" {
		return v, m
	}
	switch r.ExitCode {
	case 0:
		return AC, msg
	case 1:
		return WA, msg
	case 2:
		return PE, msg
	}
	return FAIL, fmt.Sprintf("%s failed with exit code %d: %s", who, r.ExitCode, msg)
}

// juryEnd names the end of a jury's run r (who, run as argv) under lim
// that was no verdict: past one of its limits or killed, a failure of the
// jury; "" when it ended by itself.
func juryEnd(who string, argv []string, r *proc.Result, lim proc.Limits) (Verdict, string) {
	switch {
	case r.Killed == proc.Time || r.Killed == proc.Wall || lim.Time > 0 && r.CPU > lim.Time:
		return FAIL, who + " " + timeMessage(r, lim.Time)
	case r.Killed == proc.Memory || lim.MemoryKiB > 0 && r.MaxRSSKiB > lim.MemoryKiB:
		return FAIL, who + " used more than its memory limit of " + KiB(lim.MemoryKiB)
	case r.Killed == proc.Output:
		return FAIL, who + " wrote more than its output limit of " + KiB(lim.Output/1024)
	case r.Signal != "":
		msg := CrashMessage(r.Signal)
		if strings.HasPrefix(msg, "killed") {
			msg = "was " + msg
		}
		return FAIL, who + " " + msg
	case shellSignal(argv, r.ExitCode) != "":
		return FAIL, who + " was killed by " + shellSignal(argv, r.ExitCode)
	}
	return "", ""
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
	switch {
	case k == Unknown:
		return "? KiB"
	case k < 1024:
		return fmt.Sprintf("%d KiB", k)
	}
	return fmt.Sprintf("%.1f MiB", float64(k)/1024)
}
