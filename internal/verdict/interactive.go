package verdict

import (
	"fmt"
	"gametheory/internal/interact"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"os"
	"strings"
	"time"
)

// dialogueLines is how much of the dialogue a failed case shows.
const dialogueLines = 20

// judgeInteractive runs argv against cfg.Interactor on c and judges the
// dialogue. A jury that ends with testlib's FAIL (exit status 3, its own
// failure) makes the case FAIL whatever the program did. Otherwise the
// first cause wins: the program past one of its limits (TLE, MLE, OLE; ILE
// when it sat idle while the jury waited for it), a crash or a non-zero
// exit (RE) before the jury ended, else the jury's exit status as testlib's
// (0 AC, 1 WA, 2 PE, anything else, or the jury past its own limits, FAIL:
// the jury's fault), then the program's own end if it failed after the
// jury accepted. With cfg.Checker the checker has the last word on what
// the jury accepted, run on the jury's OUTPUT.
//
// Without cfg.Trace the dialogue runs first by plain pipes, as fast as it
// can go (interact.Config.Plain), where the judge sees neither the
// dialogue nor how much the program writes. A case that is not accepted
// so runs again through the relay, which keeps the dialogue to show and
// counts the program's output against its limit, and that run is judged:
// every verdict but AC is the relay's. Should that run be accepted, the
// program does not behave the same each time, and the first run's verdict
// stands, with a note.
func judgeInteractive(argv []string, c problem.Case, cfg Config) Result {
	// A pass of a multi-pass case is not run twice: the validator keeps
	// its state in the feedback folder the passes share.
	res, plain := judgeDialogue(argv, c, cfg, cfg.Trace == nil && cfg.pass == nil)
	if res.Verdict == AC || !plain {
		return res
	}
	again, _ := judgeDialogue(argv, c, cfg, false)
	if again.Verdict != AC {
		return again
	}
	res.Details = strings.TrimPrefix(res.Details+"\n", "\n") +
		"run again through the judge, to keep its dialogue, the program was accepted: it does not behave the same each time"
	return res
}

// judgeDialogue runs and judges one dialogue, by plain pipes if plain and
// the system allows it, which it reports.
func judgeDialogue(argv []string, c problem.Case, cfg Config, plain bool) (Result, bool) {
	res := Result{Case: c.Name}
	jury := cfg.Interactor
	out, err := os.CreateTemp("", "judge-interactor-output-*")
	if err != nil {
		return notRun(res, err.Error()), false
	}
	out.Close()
	defer os.Remove(out.Name())
	_, files, err := filesOf(c, cfg) // its folder; file I/O is not for dialogues
	if err != nil {
		return notRun(res, err.Error()), false
	}
	defer files.remove()
	lim := files.limits(cfg.Limits)
	// The jury waits while the program thinks: its backstop must come
	// after the program's.
	juryLim := checkerLimits
	juryLim.Time = max(juryLim.Time, 2*lim.Time)
	juryLim.Containment = lim.Containment
	var juryArgs []string
	feedback := ""
	if cfg.Kattis {
		var done func()
		if feedback, done, err = kattisFeedback(cfg); err != nil {
			return notRun(res, err.Error()), false
		}
		defer done()
		juryArgs = kattisArgs(c, cfg, feedback)
	}
	ir, err := interact.Run(interact.Config{
		Program: argv, Limits: lim, Interactor: jury, JuryArgs: juryArgs, JuryLimits: juryLim,
		Idle: idleLimit(lim), Trace: cfg.Trace, Keep: dialogueLines, Plain: plain,
	}, c.In, out.Name(), c.Out)
	if err != nil {
		return notRun(res, err.Error()), false
	}
	r, j := ir.Program, ir.Jury
	res.measured(r)
	details := stderrDetails(r)

	fault, faultMsg := programFault(argv, r, lim)
	if r.Killed == proc.Wall {
		fault, faultMsg = idle(ir, lim)
	}
	juryVerdict, juryMsg := Testlib("the interactor", jury, j, juryLim, nil)
	res.JuryFail = j.Killed == "" && j.Signal == "" && j.ExitCode == 3
	var score *float64
	if cfg.Kattis {
		juryVerdict, juryMsg, score = Kattis("the interactive validator", jury, j, juryLim, feedback)
		res.JuryFail = kattisFail(j)
	}
	res.Dialogue = dialogue(ir.Dialogue, ir.Lines)
	switch {
	case res.JuryFail: // the jury says it is broken, or cannot take the case: nothing else counts
		res.Verdict, res.Message = juryVerdict, juryMsg
	case fault != "" && (!ir.JuryFirst || juryVerdict == AC):
		res.Verdict, res.Message = fault, faultMsg
	case juryVerdict == AC && cfg.Checker != nil:
		res.Verdict, res.Message = check(cfg.Checker, c, out.Name())
	default:
		res.Verdict, res.Message = juryVerdict, juryMsg
	}
	if res.Verdict == AC {
		res.Score = score
	}
	if res.Verdict != AC {
		if s := LastLines(j.Stderr, 10); s != "" && juryVerdict == FAIL {
			details = append(details, "the interactor's stderr:\n"+s)
		}
		if res.Dialogue != "" {
			details = append(details, res.Dialogue)
		}
		res.Details = withInput(c, details)
	}
	return res, ir.Plain
}

// idleLimit is how long a dialogue may stand still: what the wall-time
// backstop of a program is, 2×TL + 1 s, but counted from the last byte
// that went either way, so that a long dialogue of quick exchanges runs as
// long as it goes on.
func idleLimit(lim proc.Limits) time.Duration { return 2*lim.Time + time.Second }

// idle names the end of a program killed as idle in a dialogue. Where
// only the wall clock could be watched: the time limit if the program was
// busy, the jury's failure if the jury was. Otherwise the stillness was
// neither side computing, and the jury's CPU time, however much, was
// spent answering the program: the program is at fault, as problemtools
// and BAPCtools blame a submission that runs past their wall-time limit
// in a dialogue and never count the validator's time against it. It is
// TLE where the program had stopped reading what the jury wrote (a flood
// of lines whose answers are never read fills both pipes), else
// idleness: the program waited for an answer to a line still in its
// buffer, as the jury waited for it.
func idle(ir *interact.Result, lim proc.Limits) (Verdict, string) {
	r, j := ir.Program, ir.Jury
	if r.CPU != proc.Unknown && r.CPU > lim.Time { // busy, where only the wall clock could be watched
		return TLE, timeMessage(r, lim.Time)
	}
	if !ir.Watched && j.CPU != proc.Unknown && j.CPU > lim.Time {
		return FAIL, fmt.Sprintf("the interactor used %v of CPU time while the program waited for it", j.CPU.Round(time.Millisecond))
	}
	if ir.Unread {
		return TLE, fmt.Sprintf("the program stopped reading its input: for %v nothing went either way, what the jury wrote lying unread (the program %s of CPU time in all)",
			idleLimit(lim), cpuText(r.CPU))
	}
	msg := fmt.Sprintf("idleness limit exceeded: for %v nothing went either way, the program (%s of CPU time in all) and the jury each waiting for the other. "+
		"A pipe is block-buffered: flush after every line (fflush(stdout); cout << endl; print(..., flush=True); System.out.flush(); bufio.Writer.Flush)",
		idleLimit(lim), cpuText(r.CPU))
	if r.CPU == proc.Unknown || j.CPU == proc.Unknown {
		msg += ". (This system does not tell the CPU time: a side that computes without end looks the same.)"
	}
	return ILE, msg
}

// dialogue shows the dialogue's last lines, of n in all, or "" when there
// were none.
func dialogue(lines []interact.Line, n int) string {
	if len(lines) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("dialogue")
	if n > len(lines) {
		fmt.Fprintf(&b, ", its last %d lines of %d", len(lines), n)
	}
	b.WriteString(" (> to the program, < from it):")
	for _, l := range lines {
		b.WriteString("\n" + l.String())
	}
	return b.String()
}
