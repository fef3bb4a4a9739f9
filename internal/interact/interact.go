// Package interact runs an interactive problem's program against its jury,
// a testlib-style interactor: the jury's standard output is the program's
// standard input and the program's standard output the jury's standard
// input, with the judge in between, copying each side's bytes to the other
// as they come and keeping the dialogue. Both sides run contained, each
// under its own limits (package proc).
//
// The judge adds no buffering: each read returns what the writer wrote so
// far, and it is written on at once, so a line the program flushes reaches
// the jury as it would through a plain pipe. What it costs is a copy and
// two system calls per write, and two more wake-ups per exchange, which
// in a dialogue of short lines is most of an exchange's time
// (BenchmarkRoundTrip measures it). Where nothing needs the bytes
// themselves (Config.Plain), the two sides are joined by plain pipes
// instead, and the judge only notes when a byte goes by and when each
// side ends.
package interact

import (
	"errors"
	"io"
	"os"
	"sync"
	"time"

	"gametheory/internal/proc"
)

// A Config is how to run one dialogue.
type Config struct {
	Program    []string
	Limits     proc.Limits // the program's; Output bounds what it writes to the jury
	Interactor []string    // run as INTERACTOR INPUT OUTPUT [ANSWER]
	// JuryArgs, when not nil, are the jury's arguments after Interactor
	// instead of INPUT OUTPUT [ANSWER] (a Kattis validator takes INPUT
	// ANSWER FEEDBACK_DIR [FLAGS...]).
	JuryArgs   []string
	JuryLimits proc.Limits
	// Idle is how long the dialogue may stand still, no byte going either
	// way, neither side ending and neither using CPU time (watch), before
	// the program is ended as proc.Wall: both sides waiting for each
	// other, as when a line sits in a buffer unflushed. Once the program
	// has ended, the jury gets as long to end too. It replaces
	// both sides' wall-clock backstops, which would end a long dialogue
	// of quick exchanges: time spent waiting for the other side is no one's
	// fault as long as the dialogue goes on. Only a dialogue past 20 times
	// Idle in all is ended regardless, for where CPU time cannot be
	// watched. 0 for none: the backstops stay.
	Idle time.Duration
	// Trace, when not nil, gets the whole dialogue as it happens, one line
	// at a time, as Line.String writes it.
	Trace io.Writer
	// Keep is how many of the dialogue's last lines Result.Dialogue keeps.
	Keep int
	// Plain joins the two sides by plain pipes, as fast as a dialogue
	// can go, where the system lets the judge see a pipe's writes without
	// taking its bytes (Linux), and Trace is nil. The judge then sees
	// neither the dialogue nor how much the program wrote to the jury:
	// Result.Dialogue is empty, and Limits.Output bounds only what the
	// program writes once the jury has ended, which the judge reads. The
	// rest is as through the relay: the idle watch, and who ended first.
	// Result.Plain says whether it was done.
	Plain bool
}

// A Result is how the dialogue went.
type Result struct {
	Program, Jury *proc.Result // each side's run; the caller closes neither (they hold no output file)
	// JuryFirst says the jury ended before the program did, so that a
	// verdict it gave was not a consequence of the program's end.
	JuryFirst bool
	Dialogue  []Line // its last Config.Keep lines
	Lines     int    // how many lines it had
	Plain     bool   // joined by plain pipes (Config.Plain): no Dialogue, no Lines
	// Watched says the idle watch saw both sides' CPU time as they ran,
	// so that a dialogue it found standing still was neither side
	// computing.
	Watched bool
	// Unread says the idle watch ended the program while bytes the jury
	// wrote lay in its input unread: the program had stopped reading (as
	// one that floods the jury with lines and never reads the answers,
	// which fill both pipes), not waiting for the jury. Only where the
	// system tells a pipe's unread bytes (Linux).
	Unread bool
}

// Run runs the program and the jury joined together, the jury as
// INTERACTOR INPUT OUTPUT [ANSWER], with in, out and ans the case's input,
// the file the jury writes and the case's answer ("" when it has none),
// or as INTERACTOR JuryArgs... It returns once both sides and everything
// they started have ended.
func Run(cfg Config, in, out, ans string) (*Result, error) {
	jury := append(append([]string{}, cfg.Interactor...), in, out)
	if ans != "" {
		jury = append(jury, ans)
	}
	if cfg.JuryArgs != nil {
		jury = append(cfg.Interactor[:len(cfg.Interactor):len(cfg.Interactor)], cfg.JuryArgs...)
	}
	plim, jlim := cfg.Limits, cfg.JuryLimits
	if cfg.Idle > 0 {
		plim.Wall, jlim.Wall = 20*cfg.Idle, 21*cfg.Idle
	}
	if cfg.Plain && cfg.Trace == nil {
		res, err := runPlain(cfg, jury, plim, jlim)
		if err != errors.ErrUnsupported {
			return res, err
		}
	}
	return runRelayed(cfg, jury, plim, jlim)
}

// runRelayed joins the two sides through the relays, which see every
// byte.
func runRelayed(cfg Config, jury []string, plim, jlim proc.Limits) (*Result, error) {
	var p pipes
	defer p.close()
	progIn, toProg, err := p.pipe()
	if err != nil {
		return nil, err
	}
	fromProg, progOut, err := p.pipe()
	if err != nil {
		return nil, err
	}
	juryIn, toJury, err := p.pipe()
	if err != nil {
		return nil, err
	}
	fromJury, juryOut, err := p.pipe()
	if err != nil {
		return nil, err
	}
	prog, j, err := start(cfg.Program, jury, progIn, progOut, juryIn, juryOut, plim, jlim)
	if err != nil {
		return nil, err
	}
	p.close(progIn, progOut, juryIn, juryOut) // the sides': their end is theirs to see

	t := &tap{keep: cfg.Keep, trace: cfg.Trace, moved: time.Now().UnixNano()}
	e := noteEnds(t, prog, j, nil, nil)
	var relays sync.WaitGroup
	var tooMuch time.Time // when the program passed its output limit
	relays.Add(2)
	go func() {
		defer relays.Done()
		relay(toJury, fromProg, ToJury, t, e.noted[0], false, cfg.Limits.Output, func() {
			tooMuch = time.Now()
			prog.Kill(proc.Output)
		})
	}()
	go func() {
		defer relays.Done()
		relay(toProg, fromJury, ToProgram, t, e.noted[1], true, 0, nil)
	}()
	p.handOff(toJury, fromProg, toProg, fromJury) // the relays close them

	res, err := wait(cfg.Idle, t, prog, j, e, &relays, func() bool { return fileHolds(toProg) }, func() {
		fromProg.Close()
		fromJury.Close()
	})
	res.Dialogue, res.Lines = t.lines()
	if err != nil {
		return nil, err
	}
	// The program's end came sooner if it wrote past its limit: what it
	// wrote after is not the jury's to judge.
	progEnd := e.at[0]
	if !tooMuch.IsZero() && tooMuch.Before(progEnd) {
		progEnd = tooMuch
	}
	res.JuryFirst = e.at[1].Before(progEnd)
	return res, nil
}

// start starts the program and the jury on the pipe ends given.
func start(program, jury []string, progIn, progOut, juryIn, juryOut *os.File, plim, jlim proc.Limits) (prog, j *proc.Process, err error) {
	prog, err = proc.Start(program, progIn, progOut, plim)
	if err != nil {
		return nil, nil, err
	}
	j, err = proc.Start(jury, juryIn, juryOut, jlim)
	if err != nil {
		prog.Kill(proc.Wall) // the result is not looked at
		prog.Wait()
		return nil, nil, errors.New("cannot run the interactor: " + err.Error())
	}
	return prog, j, nil
}

// ends are the two sides' ends, the program's [0] and the jury's [1], as
// the judge sees them: the moment its process is seen to end (Exited), by
// itself or killed, which in both ways of joining the sides is the end
// that counts. The end is noted (at) and counted as the dialogue moving,
// then hook runs (by plain pipes: the judge lets go of its write end of
// the side's output), then noted is closed (through the relay: the relay
// closes the other side's input once it has read the side's output to
// its end). So the other side learns of an end only after the judge has
// noted it, whichever way they are joined, and the order of at is the
// order in which the two sides ended.
type ends struct {
	at    [2]time.Time
	noted [2]chan struct{}
}

// noteEnds notes the ends of prog and j as they come, running the hooks
// given (unless nil) for each.
func noteEnds(t *tap, prog, j *proc.Process, progHook, juryHook func()) *ends {
	e := &ends{noted: [2]chan struct{}{make(chan struct{}), make(chan struct{})}}
	for i, side := range []struct {
		p    *proc.Process
		hook func()
	}{{prog, progHook}, {j, juryHook}} {
		i, side := i, side
		go func() {
			<-side.p.Exited()
			e.at[i] = time.Now()
			// The end is news to the other side, which may now end in
			// turn: time this side took to end after its last byte is not
			// the other's idling.
			t.move()
			if side.hook != nil {
				side.hook()
			}
			close(e.noted[i])
		}()
	}
	return e
}

// wait waits until both sides have ended and been measured, and ends them
// as the idle watch says when idle is not 0, with unread telling whether
// the program's input holds bytes it has not read. Then it waits for those
// that follow the dialogue's pipes to see their end, and gives up on them
// after pipeWait, calling stop to stop them.
func wait(idle time.Duration, t *tap, prog, j *proc.Process, e *ends, followers *sync.WaitGroup, unread func() bool, stop func()) (*Result, error) {
	res := &Result{}
	var errs [2]error
	var sides sync.WaitGroup
	sides.Add(2)
	go func() {
		defer sides.Done()
		res.Program, errs[0] = prog.Wait()
	}()
	go func() {
		defer sides.Done()
		res.Jury, errs[1] = j.Wait()
	}()
	if idle > 0 {
		res.Watched, res.Unread = watch(t, idle, prog, j, e.noted[0], e.noted[1], unread)
	}
	sides.Wait()
	<-e.noted[0]
	<-e.noted[1]
	// Both sides' trees are dead, so the pipes end, unless a process that
	// escaped them (posix: setsid) holds one.
	followed := make(chan struct{})
	go func() { followers.Wait(); close(followed) }()
	select {
	case <-followed:
	case <-time.After(pipeWait):
		stop()
		<-followed
		errs[0] = errors.New("a process outside the program's or the jury's tree holds the dialogue's pipes open")
	}
	return res, errors.Join(errs[:]...)
}

// watch is the idle watch, one rule whichever way the sides are joined.
// The dialogue moves when a byte goes either way, when a side ends (ends),
// and while a side uses CPU time, a twentieth of idle or more since the
// dialogue last moved: that side was computing, not waiting, however long
// a busy machine made it take, and the CPU time limits end a side that
// computes for ever (where CPU time cannot be watched while a side runs,
// only bytes and ends count). Once the dialogue has stood still for idle,
// the program is ended if it has not ended (it waits for the jury, which
// waits for it, or, the jury having ended, it does not end), else the
// jury (the program has ended: it can only be waiting for nothing). So a
// side that has finished its part gets idle from the last move, the other
// side's end or its own last byte, to end. It returns once both have
// ended, whether it saw both sides' CPU time, and whether it ended the
// program with bytes unread in its input (unread, asked then).
func watch(t *tap, idle time.Duration, prog, jury *proc.Process, progDone, juryDone <-chan struct{}, unread func() bool) (watched, stuck bool) {
	tick := time.NewTicker(min(idle/10, 50*time.Millisecond))
	defer tick.Stop()
	cpu := func() time.Duration {
		p, j := prog.CPU(), jury.CPU()
		if p == proc.Unknown || j == proc.Unknown {
			return proc.Unknown
		}
		return p + j
	}
	since, sinceCPU := t.lastMove(), cpu() // when the dialogue last moved, and the CPU time then
	watched = sinceCPU != proc.Unknown
	for progDone != nil || juryDone != nil {
		select {
		case <-juryDone:
			juryDone = nil
		case <-progDone:
			progDone = nil
		case now := <-tick.C:
			if m := t.lastMove(); m.After(since) {
				since, sinceCPU = m, cpu()
			} else if sinceCPU == proc.Unknown { // not sampled yet
				sinceCPU = cpu()
			}
			if now.Sub(since) <= idle {
				continue
			}
			c := cpu()
			watched = watched || c != proc.Unknown
			if c != proc.Unknown && sinceCPU != proc.Unknown && c-sinceCPU >= idle/20 {
				since, sinceCPU = now, c // computing, not waiting
				continue
			}
			if progDone != nil {
				stuck = stuck || unread()
				prog.Kill(proc.Wall)
			} else {
				jury.Kill(proc.Wall)
			}
		}
	}
	return watched, stuck
}

// pipeWait bounds the wait for the dialogue's pipes to end once both sides
// are dead.
const pipeWait = 2 * time.Second

// endGrace is how long the relay of the jury's output waits, once that
// output has ended, for the jury to be seen to end, before it shows the
// end to the program: a jury that closes its output and goes on (Kattis
// and BAPCtools validators may, and read the program's output to its end)
// has the program read the end of its input, as through a plain pipe,
// instead of the two waiting for each other; a jury that ended is seen to
// end first, well within it.
const endGrace = 200 * time.Millisecond

// relay copies src to dst as it comes, showing it to t, until src ends
// and the side that writes src has been noted ended (noted), or, with
// grace, endGrace has passed, then closes both. Once dst no longer takes bytes (its reader has ended), it
// goes on reading src, so that the writer is not stopped by a full pipe
// and ends as it would at the end of its own input. Past limit bytes (0:
// none) it calls over, once.
func relay(dst, src *os.File, dir Direction, t *tap, noted <-chan struct{}, grace bool, limit int64, over func()) {
	defer src.Close()
	buf := make([]byte, 32<<10)
	var n int64
	for {
		k, err := src.Read(buf)
		if k > 0 {
			t.add(dir, buf[:k])
			if n += int64(k); limit > 0 && n > limit && over != nil {
				over()
				over = nil
			}
			if dst != nil {
				if _, werr := dst.Write(buf[:k]); werr != nil {
					dst.Close()
					dst = nil
				}
			}
		}
		if err != nil {
			break
		}
	}
	// A side that closes its output before it ends has not ended: the
	// other side learns of its end as the judge does, as by plain pipes,
	// where the judge holds a write end until then; but the jury's end of
	// output is the program's end of input once it is not the jury's end.
	if grace {
		select {
		case <-noted:
		case <-time.After(endGrace):
		}
	} else {
		<-noted
	}
	if dst != nil {
		dst.Close()
	}
}

// pipes holds the ends of the pipes that Run has not closed or handed on
// yet, for the error paths.
type pipes struct{ open []*os.File }

func (p *pipes) pipe() (r, w *os.File, err error) {
	if r, w, err = os.Pipe(); err == nil {
		p.open = append(p.open, r, w)
	}
	return r, w, err
}

// handOff forgets fs: whoever has them now closes them.
func (p *pipes) handOff(fs ...*os.File) {
	for _, f := range fs {
		for i, g := range p.open {
			if g == f {
				p.open = append(p.open[:i], p.open[i+1:]...)
				break
			}
		}
	}
}

// close closes fs, or every end not yet closed or handed on.
func (p *pipes) close(fs ...*os.File) {
	if fs == nil {
		fs = append(fs, p.open...)
	}
	p.handOff(fs...)
	for _, f := range fs {
		f.Close()
	}
}
