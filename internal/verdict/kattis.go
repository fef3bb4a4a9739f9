package verdict

import (
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The exit statuses of a Kattis output validator.
const (
	kattisAC = 42
	kattisWA = 43
)

// feedbackDir makes the folder a Kattis validator writes its feedback in,
// and returns it with a separator at its end, as the validators expect
// it (they add file names to it).
func feedbackDir() (string, error) {
	dir, err := os.MkdirTemp("", "judge-feedback-")
	if err != nil {
		return "", err
	}
	return dir + string(filepath.Separator), nil
}

// kattisFeedback is the feedback folder of a Kattis validator's run
// under cfg: a pass's, which its case's passes share, or one of its own,
// which done removes.
func kattisFeedback(cfg Config) (dir string, done func(), err error) {
	if cfg.pass != nil {
		return cfg.pass.feedback, func() {}, nil
	}
	dir, err = feedbackDir()
	return dir, func() { os.RemoveAll(dir) }, err
}

// kattisArgs are the arguments of a Kattis validator after its command:
// the case's input (a later pass's, in a multi-pass case) and answer, as
// absolute paths (the validator may run in a folder of its own), the
// feedback folder, and the flags.
func kattisArgs(c problem.Case, cfg Config, feedback string) []string {
	in, _ := filepath.Abs(c.In)
	ans := ""
	if c.Out != "" {
		ans, _ = filepath.Abs(c.Out)
	} else {
		ans = os.DevNull
	}
	return append([]string{in, ans, feedback}, cfg.JuryArgs...)
}

// kattisCheck runs cfg's Kattis output validator on the output at path,
// as VALIDATOR INPUT ANSWER FEEDBACK_DIR FLAGS... < output, and reads its
// verdict.
func kattisCheck(cfg Config, c problem.Case, output string) (Verdict, string, *float64) {
	feedback, done, err := kattisFeedback(cfg)
	if err != nil {
		return FAIL, err.Error(), nil
	}
	defer done()
	argv := append(cfg.Checker[:len(cfg.Checker):len(cfg.Checker)], kattisArgs(c, cfg, feedback)...)
	r, err := proc.Run(argv, output, checkerLimits)
	if err != nil {
		return FAIL, "cannot run the output validator: " + err.Error(), nil
	}
	defer r.Close()
	return Kattis("the output validator", argv, r, checkerLimits, feedback)
}

// Kattis reads the verdict of a Kattis output validator (who, run as
// argv) from how its run r under lim ended: exit status 42 accepted, 43
// wrong answer, with the last lines of feedback/judgemessage.txt (else of
// its standard error) as the message, on one line, and the score in
// feedback/score.txt, if any, of an accepted case; anything else, or a
// run past one of its limits, is a failure of the validator and never an
// acceptance.
func Kattis(who string, argv []string, r *proc.Result, lim proc.Limits, feedback string) (Verdict, string, *float64) {
	msg := ""
	if b, err := os.ReadFile(filepath.Join(feedback, "judgemessage.txt")); err == nil {
		msg = LastLines(b, 3)
	}
	if msg == "" {
		msg = LastLines(r.Stderr, 3)
	}
	msg = strings.ReplaceAll(strings.TrimSpace(msg), "\n", "; ")
	if v, m := juryEnd(who, argv, r, lim); v != "" {
		return v, m, nil
	}
	switch r.ExitCode {
	case kattisAC:
		score, err := readScore(feedback)
		if err != nil {
			return FAIL, who + ": " + err.Error(), nil
		}
		return AC, msg, score
	case kattisWA:
		return WA, msg, nil
	}
	return FAIL, fmt.Sprintf("%s failed with exit code %d (42 accepts, 43 rejects): %s", who, r.ExitCode, msg), nil
}

// kattisFail reports whether the validator of r ended by itself with
// neither of its verdicts: its own failure, whatever the program did.
func kattisFail(r *proc.Result) bool {
	return r.Killed == "" && r.Signal == "" && r.ExitCode != kattisAC && r.ExitCode != kattisWA
}

// readScore reads the score a validator wrote in feedback/score.txt: nil
// when it wrote none.
func readScore(feedback string) (*float64, error) {
	b, err := os.ReadFile(filepath.Join(feedback, "score.txt"))
	if err != nil {
		return nil, nil
	}
	f, err := strconv.ParseFloat(strings.TrimSpace(string(b)), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, fmt.Errorf("score.txt holds %q, not a number", strings.TrimSpace(string(b)))
	}
	return &f, nil
}
