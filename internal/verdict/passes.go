package verdict

import (
	"errors"
	"fmt"
	"gametheory/internal/problem"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// A pass is the state a multi-pass case's passes share: the validator's
// feedback folder, kept from pass to pass as problemtools keeps it, where
// it may leave itself notes.
type pass struct {
	feedback string
	n        int // this pass's number, from 1
}

// nextPass is the file a multi-pass validator writes in its feedback
// folder to ask for another pass: the program's input in that pass.
const nextPass = "nextpass.in"

// judgePasses judges a multi-pass case as problemtools does: the program
// runs on the case's input and the validator judges it; while the
// validator accepts and has written nextpass.in, the program runs again
// with that file as its input (the validator's input too), at most
// cfg.Passes times in all, each pass under the limits. The verdict is the
// first pass not accepted, or the last; a validator that asks for more
// passes than the package allows, or rejects and asks for another, has
// failed (FAIL). The figures are the most of any pass. With cfg.Trace,
// each pass's transcript follows a line naming it: its dialogue, or the
// program's input and output as a dialogue is shown (> to the program, <
// from it).
func judgePasses(argv []string, c problem.Case, cfg Config) Result {
	feedback, err := feedbackDir()
	if err != nil {
		return notRun(Result{Case: c.Name}, err.Error())
	}
	defer os.RemoveAll(feedback)
	inputs, err := os.MkdirTemp("", "judge-passes-")
	if err != nil {
		return notRun(Result{Case: c.Name}, err.Error())
	}
	defer os.RemoveAll(inputs)
	cfg.pass = &pass{feedback: feedback}
	batchTrace := cfg.Trace != nil && cfg.Interactor == nil
	cfg.KeepOutput = cfg.KeepOutput || batchTrace
	pc := c
	var most Result
	for {
		cfg.pass.n++
		if cfg.Trace != nil {
			fmt.Fprintf(cfg.Trace, "-- pass %d (at most %d)\n", cfg.pass.n, cfg.Passes)
		}
		res := Judge(argv, pc, cfg)
		if batchTrace {
			in, _ := os.ReadFile(pc.In)
			transcript(cfg.Trace, '>', in)
			transcript(cfg.Trace, '<', res.Stdout)
		}
		res.Case = c.Name
		most.TimeMS, most.CPUMS, most.MemoryKiB = max(most.TimeMS, res.TimeMS), max(most.CPUMS, res.CPUMS), max(most.MemoryKiB, res.MemoryKiB)
		if res.CPUMS == Unknown {
			most.CPUMS = Unknown
		}
		res.TimeMS, res.CPUMS, res.MemoryKiB = most.TimeMS, most.CPUMS, most.MemoryKiB
		next := filepath.Join(feedback, nextPass)
		_, err := os.Stat(next)
		asked := err == nil
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return notRun(res, err.Error())
		}
		switch {
		case res.Verdict != AC && res.Verdict != WA || !asked:
			if cfg.pass.n > 1 && res.Verdict != AC {
				res.Message = fmt.Sprintf("pass %d: %s", cfg.pass.n, res.Message)
			}
			return res
		case res.Verdict == WA:
			res.Verdict, res.Message = FAIL, fmt.Sprintf("pass %d: the output validator rejected the program's output (exit code 43) and wrote %s too, asking for another pass", cfg.pass.n, nextPass)
			return res
		case cfg.pass.n == cfg.Passes:
			res.Verdict, res.Message = FAIL, fmt.Sprintf("pass %d: the output validator wrote %s, asking for another pass, past the package's limit of %d (limits: validation_passes)", cfg.pass.n, nextPass, cfg.Passes)
			return res
		}
		pc.In = filepath.Join(inputs, fmt.Sprintf("pass%d.in", cfg.pass.n+1))
		if err := os.Rename(next, pc.In); err != nil {
			return notRun(res, err.Error())
		}
	}
}

// transcript writes b to w a line at a time, each after dir and a space.
func transcript(w io.Writer, dir byte, b []byte) {
	if len(b) == 0 {
		return
	}
	for _, l := range strings.SplitAfter(strings.TrimSuffix(string(b), "\n"), "\n") {
		fmt.Fprintf(w, "%c %s", dir, strings.TrimSuffix(l, "\n")+"\n")
	}
}
