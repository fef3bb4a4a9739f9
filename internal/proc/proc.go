// Package proc runs a program under limits and measures it: the CPU time
// and peak memory of the whole tree of processes it starts, and its wall
// time.
//
// How a run is contained depends on what the operating system offers
// (Containment and Available say which; Limits.Containment picks one):
//
//   - Linux: a cgroup of its own per run (cgroup v2 with a delegated
//     subtree, or cgroup v1's memory, cpuacct and pids controllers as
//     root): the kernel enforces the memory limit without swap and counts
//     the peak memory and CPU time of every process in the group. Where
//     none can be made, a launcher that is a child subreaper, with the
//     tree's memory and CPU time polled from /proc.
//   - Windows: a job object per run, with the memory limit on the job and
//     every process in it killed when the run ends.
//   - Every Unix, macOS and FreeBSD among them: the program in a process
//     group of its own, measured by wait4 once it has ended.
//
// A run may also be isolated (Limits.Isolation; IsolationMissing says
// where it cannot be): on Linux, in namespaces of its own, as an
// unprivileged user, seeing of the machine only what it needs, read-only
// (sandbox_linux.go). Other systems offer no isolation the judge can make
// there: a program sees the same files and network as the caller.
package proc

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Limits bound one run of a program.
type Limits struct {
	// Time bounds the CPU time, user and system, of the whole tree; 0 for
	// none. A wall-clock backstop, Wall, ends programs that sleep or wait;
	// where the system tells it, time the program spent waiting for a CPU,
	// as on a busy machine, does not count towards it.
	Time time.Duration
	// Wall is the backstop: 0 for 2×Time + 1 s (none when Time is 0), less
	// than 0 for none, for a caller that watches the program's progress
	// itself (an interactive problem's dialogue).
	Wall      time.Duration
	MemoryKiB int64 // peak memory of the whole tree; 0 for none
	Output    int64 // bytes of standard output
	// StackKiB is the stack size limit; 0 is none (as far as the system
	// allows), as Kattis has it, the stack being bounded by MemoryKiB like
	// any memory, so that glibc gives a thread its own default stack (2
	// MiB on amd64, 8 on arm64) and not the stack limit; with MemoryKiB 0
	// too, the inherited limit.
	StackKiB int64
	// Containment names the containment to use, as Resolve takes it; ""
	// is JUDGE_CONTAINMENT's, else the best this machine has.
	Containment string
	// Isolation is Full to run the program isolated, as this machine can
	// (IsolationMissing); "" is None.
	Isolation string
	// Dir is the program's working directory; "" is the caller's, or
	// isolated a fresh empty one. Isolated, the program sees it as /box:
	// a copy of it, in a tmpfs as bounded as a fresh one (with room for
	// what it holds), which is copied back once every process of the
	// run has ended, links as links.
	Dir string
	// StderrToStdout sends standard error where standard output goes, the
	// two in the order written, as a compiler's messages are read; then
	// Result.Stderr is empty.
	StderrToStdout bool
	// Visible are paths an isolated program may read, at their places,
	// besides those its command names (a program's folder of sources);
	// a run not isolated sees everything its user does anyway.
	Visible []string
	// Env are variables, NAME=VALUE, set for the program over the
	// caller's environment; isolated, or Untrusted, over the few
	// variables such a program gets instead of the caller's (bareEnv).
	Env []string
	// Untrusted marks a program from outside (the one judged): not
	// isolated, it still gets none of the caller's environment, whose
	// tokens and keys are the caller's, but the few variables an isolated
	// program gets. A tool of the caller's (a compiler, a checker) gets
	// the caller's environment.
	Untrusted bool
	// FileKiB bounds each file an isolated program writes (RLIMIT_FSIZE):
	// a write past it fails, and the writer gets SIGXFSZ; 0 for none. A
	// compiler's output is bounded so. A run not isolated is not bounded.
	FileKiB int64
	// ReadOnlyDir makes an isolated program's working directory, /box,
	// read-only to it, as DOMjudge's judgehost has it (a program may not
	// write where it runs; /tmp stays writable). A run not isolated is
	// not held to it.
	ReadOnlyDir bool
}

// A Reason is why Run ended a program.
type Reason string

// The reasons, one per limit.
const (
	Time   Reason = "time"      // CPU time past Limits.Time
	Wall   Reason = "wall time" // wall time not spent waiting for a CPU past Limits.Wall, or idle (Process.Kill)
	Memory Reason = "memory"    // past Limits.MemoryKiB
	Output Reason = "output"    // standard output past Limits.Output
)

// Unknown is the value of a figure of Result that the system does not
// give: never 0 or a guess.
const Unknown = -1

// A Result is what happened when a program ran once.
type Result struct {
	// Output holds what the program wrote on standard output, at most
	// Limits.Output bytes, in a temporary file. Read it with Stdout, or
	// from offset 0; OutputPath names it for another program; Close
	// releases it. It is nil when the program wrote to a file of the
	// caller's (Start).
	Output *os.File
	Stderr []byte // the last 4 KiB

	Wall time.Duration // from the start until the program was seen to end
	// Waited is how long the tree's threads together had waited for a CPU
	// when the wall-time backstop was checked, which it is once the wall
	// time passes it; Unknown before, and where the system does not tell.
	Waited    time.Duration
	CPU       time.Duration // user and system time of the whole tree, or Unknown
	MaxRSSKiB int64         // peak memory of the whole tree, or Unknown
	ExitCode  int           // -1 when a signal ended it
	// Signal names what ended the program abnormally: a signal, as
	// "SIGSEGV", or on Windows the exception in its exit status, as
	// "0xC0000005 access violation".
	Signal      string
	Killed      Reason // why Run ended the program; "" if it ended by itself
	Containment string // how it was contained: one of Available()
	Isolation   string // Full or None

	outputPath string // where OutputPath finds the output
}

// Stdout reads the whole standard output; for programs that write little.
// It is nil when the program's standard output was the caller's (Start).
func (r *Result) Stdout() ([]byte, error) {
	if r.Output == nil {
		return nil, nil
	}
	st, err := r.Output.Stat()
	if err != nil {
		return nil, err
	}
	b := make([]byte, st.Size())
	_, err = r.Output.ReadAt(b, 0)
	if err == io.EOF {
		err = nil
	}
	return b, err
}

// OutputPath is a path at which another program, such as a checker, can
// open the output while the Result is open.
func (r *Result) OutputPath() string { return r.outputPath }

// Close releases the output file.
func (r *Result) Close() error {
	if r.Output == nil {
		return nil
	}
	err := r.Output.Close()
	removeOutput(r.outputPath)
	return err
}

// ErrStopped is Run's error once Stop has been called.
var ErrStopped = errors.New("stopped")

const (
	stderrTail = 4 << 10
	pollEvery  = 5 * time.Millisecond
	// pipeWait bounds the wait for the output pipes to end once every
	// process of the tree is dead; only a process that escaped the tree
	// could keep them open.
	pipeWait = 2 * time.Second
	stopped  = Reason("stopped")
)

// usage is a run's measures so far; cpu and peakKiB are Unknown where the
// containment cannot tell them, or need not while the program runs.
type usage struct {
	cpu     time.Duration
	peakKiB int64
	oom     bool // the system refused the program memory past the limit
}

// An exit is how the program's first process ended.
type exit struct {
	code   int       // -1 for a signal
	signal string    // what ended it abnormally, named
	at     time.Time // when it was seen to end
}

// A box contains one run, as each containment makes it.
type box interface {
	// sample measures the tree so far, as much as must be watched while
	// it runs: its CPU time, and its memory where nothing else limits it.
	// It runs every few milliseconds, so it reads as little as it can.
	sample() usage
	// waited is how long the tree's threads have waited for a CPU so far,
	// all together, or Unknown; for the wall-time backstop.
	waited() time.Duration
	// kill kills every process of the tree and returns once none is alive.
	kill()
	// finish measures the tree once its every process is dead, and
	// releases what the box holds.
	finish() (usage, error)
}

// A program is what a containment's start needs.
type program struct {
	path  string
	argv  []string
	stdin *os.File
	// stdout and stderr are the write ends of the run's pipes, or stdout
	// the caller's file.
	stdout, stderr *os.File
	lim            Limits
	stackBytes     uint64 // the stack limit to set, or unlimited; 0 to keep the inherited one
}

// env is the environment p runs with, not isolated: the caller's, or of
// a program from outside only the few variables an isolated program gets
// (Limits.Untrusted), with p.lim.Env set over it.
func (p *program) env() []string {
	env := os.Environ()
	if p.lim.Untrusted {
		env = bareEnv(env)
	}
	return setEnv(env, p.lim.Env)
}

// setEnv returns env with the variables of set (NAME=VALUE) set over it,
// each name once: a program's C library reads a name's first value.
func setEnv(env, set []string) []string {
	if len(set) == 0 {
		return env
	}
	name := func(kv string) string {
		n, _, _ := strings.Cut(kv, "=")
		if runtime.GOOS == "windows" {
			return strings.ToUpper(n)
		}
		return n
	}
	over := map[string]bool{}
	for _, kv := range set {
		over[name(kv)] = true
	}
	var out []string
	for _, kv := range env {
		if !over[name(kv)] {
			out = append(out, kv)
		}
	}
	return append(out, set...)
}

// unlimited is a stack limit of none: RLIM_INFINITY, lowered to the hard
// limit where that is lower.
const unlimited = ^uint64(0)

// A run is one program started, as Stop sees it.
type run struct {
	mu     sync.Mutex
	box    box // nil until the program has started
	killed Reason
	cpu    atomic.Int64 // the tree's CPU time as last sampled, or Unknown
}

// kill ends the run's processes; the first reason given is the one kept.
func (r *run) kill(why Reason) {
	r.mu.Lock()
	if r.killed == "" {
		r.killed = why
	}
	b := r.box
	r.mu.Unlock()
	if b != nil {
		b.kill()
	}
}

// running is every run in progress, for Stop.
var running struct {
	sync.Mutex
	stopped bool
	runs    map[*run]bool
	wg      sync.WaitGroup
}

// Stop kills the processes of every run in progress and waits for those
// runs to clean up (their cgroups or jobs released), then ends the
// sandboxes; every later Run fails with ErrStopped. It is for a caller
// that must quit, as on SIGINT, or is done.
func Stop() {
	running.Lock()
	running.stopped = true
	for r := range running.runs {
		go r.kill(stopped)
	}
	running.Unlock()
	running.wg.Wait()
	endSandboxes()
}

// Run runs argv with stdin read from the file at inPath (or empty when
// inPath is ""), under lim. It returns once every process the program
// started is dead and what contained it is released; the caller closes
// the Result.
func Run(argv []string, inPath string, lim Limits) (*Result, error) {
	if inPath == "" {
		inPath = os.DevNull
	}
	stdin, err := os.Open(inPath)
	if err != nil {
		return nil, err
	}
	p, err := Start(argv, stdin, nil, lim)
	stdin.Close()
	if err != nil {
		return nil, err
	}
	return p.Wait()
}

// A Process is a program that Start started, running contained. Its
// caller must Wait for it.
type Process struct {
	r       *run
	b       box
	kind    string
	lim     Limits
	begin   time.Time
	ended   <-chan exit
	res     *Result
	exited  chan struct{} // closed once Wait has seen the program's first process end
	readers sync.WaitGroup
	pipes   []*os.File // the read ends of the program's pipes, which the readers read
}

// Start starts argv under lim, contained as Run contains it, with the
// files given as its standard input and output, for a caller that wires
// programs together (an interactive problem's program and jury). Start
// does not close them: the caller closes its copies once Start returns.
// With stdout nil, what the program writes goes to Result.Output, capped
// at lim.Output, as with Run; otherwise lim.Output does not apply, and
// whoever reads stdout ends the program with Kill(Output) when it must.
func Start(argv []string, stdin, stdout *os.File, lim Limits) (*Process, error) {
	if len(argv) == 0 {
		return nil, errors.New("no program to run")
	}
	kind, err := Resolve(lim.Containment)
	if err != nil {
		return nil, err
	}
	switch lim.Isolation {
	case "":
		lim.Isolation = None
	case None:
	case Full:
		if why := IsolationMissing(); why != "" {
			return nil, fmt.Errorf("cannot run %s isolated: %s", argv[0], why)
		}
	default:
		return nil, fmt.Errorf("unknown isolation %q: want %s or %s", lim.Isolation, Full, None)
	}
	path, err := lookPath(argv[0])
	if err != nil {
		return nil, err
	}
	// Found from the caller's working directory, which may not be the
	// program's.
	if path, err = filepath.Abs(path); err != nil {
		return nil, err
	}
	stack := uint64(lim.StackKiB) << 10
	if stack == 0 && lim.MemoryKiB > 0 {
		stack = unlimited
	}
	// Registered first, so that Stop waits for everything below, the
	// box's release included; Wait unregisters it.
	r := &run{}
	r.cpu.Store(Unknown)
	running.Lock()
	if running.stopped {
		running.Unlock()
		return nil, ErrStopped
	}
	if running.runs == nil {
		running.runs = map[*run]bool{}
	}
	running.runs[r] = true
	running.wg.Add(1)
	running.Unlock()
	p := &Process{r: r, kind: kind, lim: lim, res: &Result{Containment: kind, Isolation: lim.Isolation}, exited: make(chan struct{})}
	if err := p.start(&program{path: path, argv: argv, stdin: stdin, stdout: stdout, lim: lim, stackBytes: stack}); err != nil {
		p.closePipes()
		p.res.Close()
		p.unregister()
		return nil, err
	}
	return p, nil
}

// start makes the pipes the program writes to that the Process reads,
// starts the program and the readers.
func (p *Process) start(prog *program) error {
	var out *os.File
	if prog.stdout == nil {
		var err error
		if out, p.res.outputPath, err = outputFile(); err != nil {
			return err
		}
		p.res.Output = out
	}
	var ends []*os.File // the write ends the program gets
	defer func() {
		for _, f := range ends {
			f.Close()
		}
	}()
	pipe := func() (*os.File, error) {
		r, w, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		p.pipes = append(p.pipes, r)
		ends = append(ends, w)
		return w, nil
	}
	var err error
	if out != nil {
		if prog.stdout, err = pipe(); err != nil {
			return err
		}
	}
	if p.lim.StderrToStdout {
		prog.stderr = prog.stdout
	} else if prog.stderr, err = pipe(); err != nil {
		return err
	}
	p.begin = time.Now()
	if p.b, p.ended, err = start(p.kind, prog); err != nil {
		return err
	}
	if s, ok := p.b.(interface{ started() time.Time }); ok {
		p.begin = s.started() // what came before was the making of the box
	}
	p.r.mu.Lock()
	p.r.box = p.b
	early := p.r.killed
	p.r.mu.Unlock()
	if early != "" {
		p.b.kill()
	}
	if !p.lim.StderrToStdout {
		errR := p.pipes[len(p.pipes)-1]
		p.readers.Add(1)
		go func() {
			defer p.readers.Done()
			p.res.Stderr = readTail(errR, stderrTail)
		}()
	}
	if out != nil {
		outR, limit := p.pipes[0], p.lim.Output
		p.readers.Add(1)
		go func() {
			defer p.readers.Done()
			if n, _ := io.Copy(out, io.LimitReader(outR, limit+1)); n > limit {
				p.Kill(Output)
				out.Truncate(limit)
			}
		}()
	}
	return nil
}

// CPU is the CPU time the program's tree has used so far, as last
// sampled while it runs, or Unknown where the containment cannot tell it
// before the end (posix).
func (p *Process) CPU() time.Duration { return time.Duration(p.r.cpu.Load()) }

// Exited is closed once Wait has seen the program itself (the process
// Start started) end, by itself or killed: at once, before what it left
// behind is killed and before what contained it is released, which may
// take a while longer (Wait returns after all that). A caller that joins
// programs together takes this as the program's end, the moment the
// program could do no more.
func (p *Process) Exited() <-chan struct{} { return p.exited }

// Kill ends the program and every process it started, for the reason
// given, which becomes Result.Killed unless another came first.
func (p *Process) Kill(why Reason) { p.r.kill(why) }

// Wait waits until the program has ended, by itself or at a limit, and
// every process it started is dead, and returns what happened. The
// caller closes the Result.
func (p *Process) Wait() (*Result, error) {
	defer p.unregister()
	res, err := p.wait()
	if err != nil {
		p.closePipes()
		res.Close()
		return nil, err
	}
	return res, nil
}

func (p *Process) wait() (*Result, error) {
	res := p.res
	e, waited := monitor(p.r, p.b, p.lim, p.begin, p.ended)
	close(p.exited)
	res.Wall = e.at.Sub(p.begin)
	p.b.kill() // whatever the program left behind
	u, ferr := p.b.finish()
	if err := waitReaders(&p.readers, p.pipes...); err != nil {
		return res, err
	}
	p.closePipes()
	if ferr != nil {
		return res, ferr
	}
	if res.Output != nil {
		res.Output.Seek(0, io.SeekStart)
	}
	p.r.mu.Lock()
	if u.oom && p.r.killed == "" {
		p.r.killed = Memory
	}
	res.Killed = p.r.killed
	p.r.mu.Unlock()
	if res.Killed == stopped {
		return res, ErrStopped
	}
	res.CPU = u.cpu
	res.Waited = waited
	res.MaxRSSKiB = u.peakKiB
	res.ExitCode, res.Signal = e.code, e.signal
	return res, nil
}

func (p *Process) closePipes() {
	for _, f := range p.pipes {
		f.Close()
	}
	p.pipes = nil
}

// unregister tells Stop that the run is over.
func (p *Process) unregister() {
	running.Lock()
	delete(running.runs, p.r)
	running.Unlock()
	running.wg.Done()
}

// monitor polls the run until the program ends, killing it at a limit,
// and returns how it ended and how long its threads had waited for a CPU
// when the wall-time backstop was last checked (Unknown if it never was).
func monitor(r *run, b box, lim Limits, begin time.Time, ended <-chan exit) (e exit, waited time.Duration) {
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	backstop := lim.Wall
	if backstop == 0 && lim.Time > 0 {
		backstop = 2*lim.Time + time.Second
	}
	waited = Unknown
	for {
		select {
		case e := <-ended:
			return e, waited
		case <-tick.C:
			u := b.sample()
			r.cpu.Store(int64(u.cpu))
			wall := time.Since(begin)
			if backstop > 0 && wall > backstop { // only now does the wait matter
				waited = b.waited()
			}
			switch {
			case lim.Time > 0 && u.cpu > lim.Time:
				r.kill(Time)
			case backstop > 0 && wall-max(waited, 0) > backstop:
				r.kill(Wall)
			case u.oom, lim.MemoryKiB > 0 && u.peakKiB > lim.MemoryKiB:
				r.kill(Memory)
			}
		}
	}
}

// ExitOf says how a process started by other means (os/exec) ended, as
// a Result says it: its exit code, or -1 and what ended it abnormally,
// named as Result.Signal names it.
func ExitOf(ps *os.ProcessState) (code int, signal string) {
	e := processExit(ps)
	return e.code, e.signal
}

// waitReaders waits for the output pipes to end, which they do once every
// process holding them is dead.
func waitReaders(readers *sync.WaitGroup, pipes ...*os.File) error {
	done := make(chan struct{})
	go func() { readers.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-time.After(pipeWait):
		for _, p := range pipes {
			p.Close()
		}
		<-done
		return errors.New("a process outside the program's tree holds its output open")
	}
}

// readTail reads r to the end and returns its last n bytes.
func readTail(r io.Reader, n int) []byte {
	buf := make([]byte, 0, 2*n)
	chunk := make([]byte, 32<<10)
	for {
		k, err := r.Read(chunk)
		buf = append(buf, chunk[:k]...)
		if len(buf) > n {
			buf = append(buf[:0], buf[len(buf)-n:]...)
		}
		if err != nil {
			return buf
		}
	}
}
