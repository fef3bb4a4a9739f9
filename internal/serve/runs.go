package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"gametheory/internal/companion"
)

// A runner runs the judge for the page, one command at a time (a new one
// stops the one running), and keeps each problem's verdicts of the last
// run that judged it, with the folder its outputs were kept in.
type runner struct {
	mu      sync.Mutex
	n       int           // the last run's number
	cmd     *exec.Cmd     // the run going on, or nil
	done    chan struct{} // closed when cmd has ended
	dir     string        // the runs' -keep-output folders, DIR/N, made on the first run
	results map[string]*results
}

// results are a problem's verdicts of the run that last judged it.
type results struct {
	out    string                     // where the run kept its outputs: DIR/N/PROBLEM.out, .err and .index
	byCase map[string]json.RawMessage // judge test -json's line of each case
}

// stopWait is how long a run that was asked to stop may take to kill its
// programs and end before it is killed.
const stopWait = 5 * time.Second

// start stops the run going on and starts the judge with args (judge
// test's get -keep-output), for problem id; the events tell how it goes.
// It returns the run's number.
func (rn *runner) start(s *Server, kind, id string, args []string) int {
	rn.stop()
	rn.mu.Lock()
	defer rn.mu.Unlock()
	rn.n++
	n := rn.n
	fail := func(err error) int {
		s.events.send("done", map[string]any{"run": n, "kind": kind, "problem": id, "status": -1, "error": err.Error()})
		return n
	}
	if kind == "judge" {
		if rn.dir == "" {
			dir, err := os.MkdirTemp("", "judge-serve-")
			if err != nil {
				return fail(err)
			}
			rn.dir = dir
		}
		keep := filepath.Join(rn.dir, strconv.Itoa(n))
		args = append([]string{args[0], "-keep-output", keep}, args[1:]...)
		if rn.results == nil {
			rn.results = map[string]*results{}
		}
		if old := rn.results[id]; old != nil {
			for _, ext := range []string{".out", ".err", ".index"} {
				os.Remove(old.out + ext)
			}
		}
		rn.results[id] = &results{out: filepath.Join(keep, id), byCase: map[string]json.RawMessage{}}
	}
	cmd := exec.Command(s.Judge, args...)
	cmd.Dir = s.Root
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return fail(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return fail(err)
	}
	if err := cmd.Start(); err != nil {
		return fail(err)
	}
	rn.cmd, rn.done = cmd, make(chan struct{})
	s.events.send("start", map[string]any{"run": n, "kind": kind, "problem": id, "args": args})
	var read sync.WaitGroup
	read.Add(2)
	go func() {
		defer read.Done()
		eachLine(stdout, func(line []byte) { rn.line(s, n, kind, id, line) })
	}()
	go func() {
		defer read.Done()
		eachLine(stderr, func(line []byte) {
			s.events.send("log", map[string]any{"run": n, "line": string(line)})
		})
	}()
	done := rn.done
	go func() {
		read.Wait()
		err := cmd.Wait()
		status := cmd.ProcessState.ExitCode()
		ev := map[string]any{"run": n, "kind": kind, "problem": id, "status": status}
		if err != nil && status < 0 {
			ev["error"] = err.Error()
		}
		rn.mu.Lock()
		if rn.cmd == cmd {
			rn.cmd = nil
		}
		rn.mu.Unlock()
		close(done)
		s.events.send("done", ev)
	}()
	return n
}

// eachLine calls f with each line read from r, without its newline.
func eachLine(r io.Reader, f func([]byte)) {
	sc := bufio.NewScanner(&pacedReader{r: r})
	sc.Buffer(make([]byte, 64<<10), MaxBody*4)
	for sc.Scan() {
		f(sc.Bytes())
	}
	io.Copy(io.Discard, r) // a line past the bound: the rest, unread, must not block the judge
}

// A pacedReader reads a pipe at most every flushEvery while it gets
// little: what the judge writes meanwhile waits in the pipe and comes in
// one read, where reading each line as it comes cost the server, woken a
// line at a time, a tenth of the judge's own time. A read that fills its
// buffer is followed at once by the next.
type pacedReader struct {
	r    io.Reader
	last time.Time
	full bool
}

func (p *pacedReader) Read(b []byte) (int, error) {
	if wait := flushEvery - time.Since(p.last); wait > 0 && !p.full {
		time.Sleep(wait)
	}
	n, err := p.r.Read(b)
	p.last, p.full = time.Now(), n == len(b)
	return n, err
}

// line takes a line the judge printed on run n's standard output: judge
// test's JSON of a case, or -watch's line that starts a round; judge
// stress's progress, or its result.
func (rn *runner) line(s *Server, n int, kind, id string, line []byte) {
	line = bytes.TrimSpace(line)
	switch {
	case kind == "stress" && json.Valid(line):
		s.events.send("stress", map[string]any{"run": n, "problem": id, "line": json.RawMessage(line)})
	case kind == "stress":
	case bytes.HasPrefix(line, []byte("====")): // -watch: judged again
		rn.mu.Lock()
		if r := rn.results[id]; r != nil {
			r.byCase = map[string]json.RawMessage{}
		}
		rn.mu.Unlock()
		s.events.send("round", map[string]any{"run": n, "problem": id})
	default:
		var c struct {
			Case string `json:"case"`
		}
		if json.Unmarshal(line, &c) != nil || c.Case == "" {
			s.events.send("log", map[string]any{"run": n, "line": string(line)})
			return
		}
		raw := json.RawMessage(append([]byte(nil), line...))
		rn.mu.Lock()
		if r := rn.results[id]; r != nil {
			r.byCase[c.Case] = raw
		}
		rn.mu.Unlock()
		// The line is JSON already: put together, not encoded again.
		problem, _ := json.Marshal(id)
		s.events.sendData("case", fmt.Appendf(nil, `{"run":%d,"problem":%s,"result":%s}`, n, problem, raw))
	}
}

// stop stops the run going on, if any, as Ctrl-C stops the judge (which
// kills every program it runs), and waits for it to end.
func (rn *runner) stop() {
	rn.mu.Lock()
	cmd, done := rn.cmd, rn.done
	rn.mu.Unlock()
	if cmd == nil {
		return
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil { // Windows: no interrupt to send
		cmd.Process.Kill()
	}
	select {
	case <-done:
	case <-time.After(stopWait):
		cmd.Process.Kill()
		<-done
	}
}

// verdicts are each problem's verdicts of the last run that judged it,
// case by case.
func (rn *runner) verdicts() map[string]map[string]json.RawMessage {
	rn.mu.Lock()
	defer rn.mu.Unlock()
	vs := map[string]map[string]json.RawMessage{}
	for id, r := range rn.results {
		m := map[string]json.RawMessage{}
		for c, v := range r.byCase {
			m[c] = v
		}
		vs[id] = m
	}
	return vs
}

// output is where the last run that judged problem id kept its cases'
// outputs, DIR/N/ID (.out, .err and .index), and case name's verdict;
// "" when that run did not judge it.
func (rn *runner) output(id, name string) (string, json.RawMessage) {
	rn.mu.Lock()
	defer rn.mu.Unlock()
	r := rn.results[id]
	if r == nil || r.byCase[name] == nil {
		return "", nil
	}
	return r.out, r.byCase[name]
}

// close stops the run going on and removes the runs' outputs.
func (rn *runner) close() {
	rn.stop()
	rn.mu.Lock()
	defer rn.mu.Unlock()
	if rn.dir != "" {
		os.RemoveAll(rn.dir)
	}
}

// keepTimeout bounds judge stress -save, run again to keep a
// counterexample.
const keepTimeout = 2 * time.Minute

// keepStress keeps the counterexample of seed as a case of the problem:
// judge stress -save, from that seed, one case, as a user keeps one from
// the terminal (samples/ID/stress-N.in and .out). It returns the case's
// input file, relative to the root.
func (s *Server) keepStress(r *http.Request, req judgeRequest, seed int64) (string, error) {
	req.Stress = 1
	args, err := s.command(req)
	if err != nil {
		return "", err
	}
	if seed < 1 {
		return "", fmt.Errorf("seed %d: want the seed of a failed case, 1 or more", seed)
	}
	args = append([]string{args[0], "-save", "-seed", strconv.FormatInt(seed, 10)}, args[1:]...)
	ctx, cancel := context.WithTimeout(r.Context(), keepTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, s.Judge, args...)
	cmd.Dir = s.Root
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	out, err := cmd.Output()
	var res struct {
		Failure *struct {
			Saved string `json:"saved"`
		} `json:"failure"`
	}
	lines := bytes.Split(bytes.TrimSpace(out), []byte("\n"))
	if jerr := json.Unmarshal(lines[len(lines)-1], &res); jerr != nil {
		return "", fmt.Errorf("judge stress -save: %v %s", err, strings.TrimSpace(errOut.String()))
	}
	if res.Failure == nil || res.Failure.Saved == "" {
		return "", fmt.Errorf("seed %d passed when run again: nothing to keep", seed)
	}
	rel, err := filepath.Rel(s.Root, res.Failure.Saved)
	if err != nil {
		return res.Failure.Saved, nil
	}
	return filepath.ToSlash(rel), nil
}

// A companionListener is judge listen run by the page: the problems the
// extension sends are stored as judge listen stores them, and the page
// hears of each.
type companionListener struct {
	mu   sync.Mutex
	srv  *http.Server
	addr string
}

// listen starts (on) or stops receiving problems from Competitive
// Companion on s.CompanionAddr, with judge listen's receiver and its own
// rules of origin; it returns the address listened on, "" when stopped.
func (s *Server) listen(on bool) (string, error) {
	l := &s.companion
	l.mu.Lock()
	defer l.mu.Unlock()
	if !on {
		if l.srv != nil {
			l.srv.Close()
			l.srv, l.addr = nil, ""
		}
		return "", nil
	}
	if l.srv != nil {
		return l.addr, nil
	}
	ln, err := net.Listen("tcp", s.CompanionAddr)
	if err != nil {
		return "", fmt.Errorf("cannot listen for Competitive Companion: %v (is judge listen running?)", err)
	}
	rc := companion.NewReceiver(s.Root, eventWriter{s, "arrived"}, eventWriter{s, "log"})
	rc.Folders = !s.project()
	l.srv = &http.Server{Handler: rc, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute, IdleTimeout: time.Minute}
	l.addr = ln.Addr().String()
	go l.srv.Serve(ln)
	return l.addr, nil
}

// listening is the address the page receives problems on, or "".
func (s *Server) listening() string {
	s.companion.mu.Lock()
	defer s.companion.mu.Unlock()
	return s.companion.addr
}

// An eventWriter sends each line written to it as an event; a problem
// arrived also changes the list of problems.
type eventWriter struct {
	s     *Server
	event string
}

func (w eventWriter) Write(p []byte) (int, error) {
	w.s.events.send(w.event, map[string]string{"line": strings.TrimSpace(string(p))})
	if w.event == "arrived" {
		w.s.events.send("problems", nil)
	}
	return len(p), nil
}

// Close stops what the page started, the run going on and the listener,
// and removes the runs' outputs.
func (s *Server) Close() error {
	s.runs.close()
	_, err := s.listen(false)
	return err
}

// A hub sends the page's events to every page listening (/api/events):
// each page's events gather in a buffer of its own, which the page's
// stream sends at most every flushEvery, so that a thousand cases judged
// in a second wake it a few dozen times, not a thousand.
type hub struct {
	mu   sync.Mutex
	subs map[*subscriber]bool
}

// A subscriber is a page listening: the events not yet sent, and a
// signal that some are waiting.
type subscriber struct {
	pending []byte
	dropped bool          // too far behind: its stream ends, and the page reconnects and reloads
	wake    chan struct{} // holds a signal while events wait
	now     chan struct{} // holds a signal while a run's end waits: no more events will come to go with it
}

// maxPending is how many bytes of events a page may be behind before it
// is dropped.
const maxPending = 16 << 20

// flushEvery is how long an event may wait to be sent with those after
// it; a run's end ("done") waits for none.
const flushEvery = 50 * time.Millisecond

// send sends an event, of JSON data v, to every page listening.
func (h *hub) send(event string, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		data = []byte("null")
	}
	h.sendData(event, data)
}

// sendData sends an event whose data is data, JSON on one line.
func (h *hub) sendData(event string, data []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for sub := range h.subs {
		if len(sub.pending) > maxPending {
			sub.dropped, sub.pending = true, nil
		}
		if !sub.dropped {
			sub.pending = append(append(append(append(append(sub.pending, "event: "...), event...), "\ndata: "...), data...), "\n\n"...)
		}
		signal(sub.wake)
		if event == "done" {
			signal(sub.now)
		}
	}
}

// signal leaves a signal in c, a channel of one, unless one is there.
func signal(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// take returns sub's waiting events, and whether it was dropped.
func (h *hub) take(sub *subscriber) ([]byte, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	b := sub.pending
	sub.pending = nil
	return b, sub.dropped
}

func (h *hub) subscribe() *subscriber {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs == nil {
		h.subs = map[*subscriber]bool{}
	}
	sub := &subscriber{wake: make(chan struct{}, 1), now: make(chan struct{}, 1)}
	h.subs[sub] = true
	return sub
}

func (h *hub) unsubscribe(sub *subscriber) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs, sub)
}

// problemsEvery is how often a page's event stream looks for problems
// that arrived by other means (judge listen, judge new, the editor).
const problemsEvery = time.Second

// eventsPath is the event stream's path, whose token may be in its query:
// a browser's EventSource sends no header of the page's.
const eventsPath = "/api/events"

// serveEvents streams the events as server-sent events, and a
// "problems" event when the problems or their cases change.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		fail(w, http.StatusInternalServerError, errors.New("the connection cannot stream events"))
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	sub := s.events.subscribe()
	defer s.events.unsubscribe(sub)
	io.WriteString(w, ": events\n\n")
	flusher.Flush()
	tick := time.NewTicker(problemsEvery)
	defer tick.Stop()
	seen := s.problemsStamp()
	for {
		select {
		case <-sub.wake:
			select { // more events may come: they go in the same write
			case <-time.After(flushEvery):
			case <-sub.now: // but none after a run's end
			case <-r.Context().Done():
				return
			}
			b, dropped := s.events.take(sub)
			if dropped {
				return
			}
			w.Write(b)
			flusher.Flush()
		case <-tick.C:
			if now := s.problemsStamp(); now != seen {
				seen = now
				io.WriteString(w, "event: problems\ndata: null\n\n")
				flusher.Flush()
			}
		case <-r.Context().Done():
			return
		}
	}
}
