package interact

import (
	"errors"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unsafe"

	"gametheory/internal/proc"
)

// plainPipes says whether Config.Plain is honoured here.
const plainPipes = true

// runPlain joins the two sides by two plain pipes, the judge out of the
// way of their bytes. The judge holds a write end of the program's output
// until it has seen the program end (ends), so that the jury does not see
// that end before the judge has noted it. It holds none of the jury's
// output: a jury that closes it and goes on (reading the program's last
// words, say) has the program read the end of its input at once, as by
// the relay (endGrace), which it may wait for; so the program may be seen
// to end before the jury that ended first, a race that only a verdict
// other than AC depends on, and a dialogue not accepted by plain pipes
// is judged again through the relay (package verdict). It follows each
// pipe too, with a watcher, for the idle watch. It returns
// errors.ErrUnsupported where the system cannot give the judge a read
// end of a pipe of its own.
func runPlain(cfg Config, jury []string, plim, jlim proc.Limits) (*Result, error) {
	var p pipes
	defer p.close()
	progIn, juryOut, err := p.pipe()
	if err != nil {
		return nil, err
	}
	juryIn, progOut, err := p.pipe()
	if err != nil {
		return nil, err
	}
	toProg, err := newWatcher(progIn)
	if err != nil {
		return nil, err
	}
	defer toProg.close()
	toJury, err := newWatcher(juryIn)
	if err != nil {
		return nil, err
	}
	defer toJury.close()
	prog, j, err := start(cfg.Program, jury, progIn, progOut, juryIn, juryOut, plim, jlim)
	if err != nil {
		return nil, err
	}
	p.close(progIn, juryIn, juryOut) // the sides': their end is theirs to see
	p.handOff(progOut)               // closed as the program ends
	// What the program writes once the jury has ended, the judge reads:
	// past the output limit, the program has written more than that in
	// all, and is ended for it, as the relay would end it.
	toJury.limit, toJury.over = cfg.Limits.Output, func() { prog.Kill(proc.Output) }

	t := &tap{moved: time.Now().UnixNano()}
	var watchers sync.WaitGroup
	watchers.Add(2)
	go func() { defer watchers.Done(); toProg.run(t) }()
	go func() { defer watchers.Done(); toJury.run(t) }()
	// A side's end, once noted, is shown to the other side: the judge lets
	// go of its write end, and the side's input is read to its end.
	e := noteEnds(t, prog, j,
		func() { progOut.Close(); toProg.drain() },
		toJury.drain)
	res, err := wait(cfg.Idle, t, prog, j, e, &watchers, func() bool { return holds(toProg.fd) }, func() { toProg.stop(); toJury.stop() })
	if err != nil {
		return nil, err
	}
	res.JuryFirst, res.Plain = e.at[1].Before(e.at[0]), true
	return res, nil
}

// holds reports whether the pipe fd, either end, holds bytes not read yet.
func holds(fd int) bool {
	var n int32
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, uintptr(fd), syscall.TIOCINQ, uintptr(unsafe.Pointer(&n)))
	return errno == 0 && n > 0
}

// fileHolds is holds for an open end of a pipe, false once it is closed.
func fileHolds(f *os.File) bool {
	c, err := f.SyscallConn()
	if err != nil {
		return false
	}
	held := false
	if c.Control(func(fd uintptr) { held = holds(int(fd)) }) != nil {
		return false
	}
	return held
}

// A watcher follows a pipe between the two sides, for a dialogue joined
// by plain pipes, from a read end of the judge's own: the pipe opened anew
// (/proc/self/fd), not blocking, apart from the side's blocking copy, and
// in an epoll set of its own, edge-triggered, so that each write to the
// pipe marks it ready without waking anyone who is not waiting. While the
// side that reads the pipe lives, the watcher takes none of its bytes: it
// notes that a byte went by when it finds the pipe written to, then sleeps
// notePause, so that a quick dialogue wakes it no more than that (a write
// in that time is noted at its end, at most notePause late, which only
// makes the idle watch that much more patient). Once that side has ended
// (drain), it reads the pipe to its end, so that the other side is not
// stopped by a full pipe when it writes on, and ends as it would had the
// relay taken its bytes; past limit bytes so read (0: no limit), it calls
// over, once.
type watcher struct {
	fd, epoll         int
	draining, stopped atomic.Bool
	limit             int64
	over              func()
	drained           int64
}

const (
	// notePause is how long a watcher sleeps after noting a write.
	notePause = 5 * time.Millisecond
	// lookEvery is how often a watcher looks whether it is to drain or to
	// stop, when the pipe is quiet; a millisecond count, as epoll takes it.
	lookEvery = 20
	epollET   = 1 << 31 // syscall.EPOLLET, as the uint32 that epoll takes
)

// newWatcher sets up a watcher of the pipe whose read end is f. Where
// /proc is not there to open the pipe anew, it returns
// errors.ErrUnsupported.
func newWatcher(f *os.File) (*watcher, error) {
	fd, err := syscall.Open("/proc/self/fd/"+strconv.Itoa(int(f.Fd())), syscall.O_RDONLY|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, errors.ErrUnsupported
	}
	w := &watcher{fd: fd, epoll: -1}
	if w.epoll, err = syscall.EpollCreate1(syscall.EPOLL_CLOEXEC); err != nil {
		w.close()
		return nil, os.NewSyscallError("epoll_create1", err)
	}
	ev := syscall.EpollEvent{Events: syscall.EPOLLIN | epollET, Fd: int32(fd)}
	if err := syscall.EpollCtl(w.epoll, syscall.EPOLL_CTL_ADD, fd, &ev); err != nil {
		w.close()
		return nil, os.NewSyscallError("epoll_ctl", err)
	}
	return w, nil
}

// run follows the pipe, noting each write on t, until the pipe ends
// while draining, or stop is called.
func (w *watcher) run(t *tap) {
	events := make([]syscall.EpollEvent, 1)
	buf := make([]byte, 32<<10)
	for !w.stopped.Load() {
		n, err := syscall.EpollWait(w.epoll, events, lookEvery)
		if err != nil && err != syscall.EINTR {
			return
		}
		if n > 0 {
			t.move()
		}
		if w.draining.Load() {
			if w.readAll(buf) {
				return
			}
		} else if n > 0 {
			time.Sleep(notePause)
		}
	}
}

// readAll reads what the pipe holds, and reports whether it has ended.
func (w *watcher) readAll(buf []byte) bool {
	for {
		n, err := syscall.Read(w.fd, buf)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return err != syscall.EAGAIN
		case n == 0:
			return true
		}
		if w.drained += int64(n); w.limit > 0 && w.drained > w.limit && w.over != nil {
			w.over()
			w.over = nil
		}
	}
}

// drain makes run read the pipe to its end.
func (w *watcher) drain() { w.draining.Store(true) }

// stop makes run return soon.
func (w *watcher) stop() { w.stopped.Store(true) }

// close releases the watcher, once run has returned.
func (w *watcher) close() {
	syscall.Close(w.fd)
	if w.epoll >= 0 {
		syscall.Close(w.epoll)
	}
}
