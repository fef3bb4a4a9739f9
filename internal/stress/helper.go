package stress

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	"gametheory/internal/proc"
	"gametheory/internal/verdict"
)

// HelperLimits bound a run of the generator, brute force or validator.
type HelperLimits struct {
	Wall   time.Duration // wall time; 0 for no bound
	Output int64         // bytes of standard output; 0 for no bound
}

// A helperRun is how a generator, brute force or validator ended.
type helperRun struct {
	out []byte
	ok  bool   // it exited with status 0 within its limits
	why string // otherwise: how it ended, and the end of its stderr
}

// runHelper runs a generator, brute force or validator on the file at
// inPath ("" for no input). They are the trusted side of the comparison
// and nothing of theirs is measured, so they run as plain child processes,
// not through package proc's launcher and cgroup, which cost about 5 ms a
// run: two of the three runs of every case. Only the limits in lim apply;
// the end of ctx kills it. An error means it could not be started.
func runHelper(ctx context.Context, argv []string, inPath string, lim HelperLimits) (helperRun, error) {
	if len(argv) == 0 {
		return helperRun{}, errors.New("no program to run")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if lim.Wall > 0 {
		ctx, cancel = context.WithTimeout(ctx, lim.Wall)
		defer cancel()
	}
	var stdin *os.File
	if inPath != "" {
		f, err := os.Open(inPath)
		if err != nil {
			return helperRun{}, err
		}
		defer f.Close()
		stdin = f
	}
	out := &capped{max: lim.Output, stop: cancel}
	stderr := &tail{}
	cmd, err := proc.StartCommand(func() *exec.Cmd {
		cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
		// A process group of its own: Ctrl-C at a terminal reaches the
		// judge alone, which stops the run and kills it through ctx, and
		// not before the judge knows it was stopped. Where the system
		// can, it dies with the judge too.
		cmd.SysProcAttr = helperAttr()
		// A child the helper leaves behind may hold the pipes open; this
		// bounds the wait for them once the helper itself has ended.
		cmd.WaitDelay = time.Second
		if stdin != nil {
			cmd.Stdin = stdin
		}
		cmd.Stdout, cmd.Stderr = out, stderr
		return cmd
	})
	if err != nil {
		return helperRun{}, err
	}
	err = cmd.Wait()
	var why string
	var exit *exec.ExitError
	switch {
	case out.over:
		why = fmt.Sprintf("stopped at its output limit of %d bytes", lim.Output)
	case ctx.Err() == context.DeadlineExceeded:
		why = fmt.Sprintf("stopped at its time limit of %v", lim.Wall)
	case errors.As(err, &exit):
		if code, signal := proc.ExitOf(exit.ProcessState); signal != "" {
			why = verdict.CrashMessage(signal)
		} else {
			why = fmt.Sprintf("exit code %d", code)
		}
	case err != nil:
		return helperRun{}, err
	default:
		return helperRun{out: out.b, ok: true}, nil
	}
	if s := verdict.LastLines(stderr.b, 3); s != "" {
		why += ": " + s
	}
	return helperRun{why: why}, nil
}

// capped keeps what is written up to max bytes (0: no bound); past them it
// calls stop, which ends the writer, and fails.
type capped struct {
	b    []byte
	max  int64
	over bool
	stop func()
}

func (c *capped) Write(p []byte) (int, error) {
	if c.max > 0 && int64(len(c.b)+len(p)) > c.max {
		c.over = true
		c.stop()
		return 0, errors.New("past the output limit")
	}
	c.b = append(c.b, p...)
	return len(p), nil
}

// tail keeps the last 4 KiB written.
type tail struct{ b []byte }

func (t *tail) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if n := len(t.b) - 4<<10; n > 0 {
		t.b = append(t.b[:0], t.b[n:]...)
	}
	return len(p), nil
}
