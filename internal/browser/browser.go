//go:build unix

package browser

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Timeout bounds each call to the browser, so that a browser that hangs
// fails a test rather than stalling it.
const Timeout = 30 * time.Second

// Find returns the path of a Chromium (or Chrome) on PATH.
func Find() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no chromium, chromium-browser or google-chrome on PATH")
}

// Exe returns the path of the browser for t. Where none is installed t
// is skipped, saying so, unless the environment variable CI is set:
// there a missing browser fails the test, so that CI never passes
// without having run it.
func Exe(t testing.TB) string {
	t.Helper()
	exe, err := Find()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%v, and CI is set: install Debian's chromium", err)
		}
		t.Skipf("%v: the browser tests need one (apt-get install chromium)", err)
	}
	return exe
}

// For returns a browser for t (Exe's), closed when t ends.
func For(t testing.TB) *Browser {
	t.Helper()
	b, err := Start(Exe(t), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	return b
}

// A Browser is a headless Chromium and the pipe to it.
type Browser struct {
	cmd    *exec.Cmd
	send   *os.File // Chromium's fd 3, which it reads
	stderr *tail

	mu        sync.Mutex
	next      int // the last id given, to a call or a listener
	pending   map[int]chan reply
	listeners map[string]map[int]func(json.RawMessage) // by session+" "+method, then by id
	err       error                                    // why the pipe closed, once it has
	done      chan struct{}                            // closed when it has
}

// A reply is the answer to one call.
type reply struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// A message is anything Chromium sends: a reply (ID) or an event (Method).
type message struct {
	ID        int             `json:"id"`
	Method    string          `json:"method"`
	Params    json.RawMessage `json:"params"`
	SessionID string          `json:"sessionId"`
	reply
}

// Start runs the Chromium at exe headless, with its profile and home in
// dir (which should be empty and the caller's to remove), and connects
// to it.
func Start(exe, dir string) (*Browser, error) {
	// Our write end is Chromium's fd 3, our read end its fd 4.
	theirIn, send, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	recv, theirOut, err := os.Pipe()
	if err != nil {
		theirIn.Close()
		send.Close()
		return nil, err
	}
	// Networking Chromium does on its own (updates, sync, QUIC probes)
	// is off: a machine without a network makes it wait for each.
	cmd := exec.Command(exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update",
		"--disable-sync", "--disable-dev-shm-usage", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--remote-debugging-pipe", "about:blank")
	// Its home is dir too, where it keeps its crash reports and settings.
	cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
	cmd.ExtraFiles = []*os.File{theirIn, theirOut}
	b := &Browser{cmd: cmd, send: send, stderr: &tail{}, pending: map[int]chan reply{},
		listeners: map[string]map[int]func(json.RawMessage){}, done: make(chan struct{})}
	cmd.Stderr = b.stderr
	// A group of its own, so that Close kills every process it started.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	err = cmd.Start()
	theirIn.Close()
	theirOut.Close()
	if err != nil {
		send.Close()
		recv.Close()
		return nil, fmt.Errorf("starting %s: %v", exe, err)
	}
	go b.read(recv)
	if err := b.call("", "Browser.getVersion", nil, nil); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// read dispatches what Chromium sends until the pipe closes.
func (b *Browser) read(recv *os.File) {
	defer recv.Close()
	r := bufio.NewReader(recv)
	var err error
	for {
		var line []byte
		if line, err = r.ReadBytes(0); err != nil {
			break
		}
		var m message
		if err = json.Unmarshal(line[:len(line)-1], &m); err != nil {
			err = fmt.Errorf("malformed message from the browser: %v", err)
			break
		}
		b.mu.Lock()
		if m.ID != 0 {
			if c := b.pending[m.ID]; c != nil {
				delete(b.pending, m.ID)
				c <- m.reply
			}
		} else {
			for _, f := range b.listeners[m.SessionID+" "+m.Method] {
				f(m.Params)
			}
		}
		b.mu.Unlock()
	}
	b.mu.Lock()
	b.err = fmt.Errorf("the browser closed its pipe (%v); it said: %s", err, b.stderr)
	b.mu.Unlock()
	close(b.done)
}

// call sends method with params to session ("" for the browser itself)
// and decodes the result into result, where not nil.
func (b *Browser) call(session, method string, params, result any) error {
	b.mu.Lock()
	if b.err != nil {
		b.mu.Unlock()
		return fmt.Errorf("%s: %v", method, b.err)
	}
	b.next++
	id := b.next
	c := make(chan reply, 1)
	b.pending[id] = c
	b.mu.Unlock()
	msg, err := json.Marshal(struct {
		ID        int    `json:"id"`
		Method    string `json:"method"`
		Params    any    `json:"params,omitempty"`
		SessionID string `json:"sessionId,omitempty"`
	}{id, method, params, session})
	if err != nil {
		return err
	}
	if _, err := b.send.Write(append(msg, 0)); err != nil {
		return fmt.Errorf("%s: %v", method, err)
	}
	timer := time.NewTimer(Timeout)
	defer timer.Stop()
	var r reply
	select {
	case r = <-c:
	case <-b.done:
		b.mu.Lock()
		defer b.mu.Unlock()
		return fmt.Errorf("%s: %v", method, b.err)
	case <-timer.C:
		return fmt.Errorf("%s: no answer from the browser in %v", method, Timeout)
	}
	if r.Error != nil {
		return fmt.Errorf("%s: %s", method, r.Error.Message)
	}
	if result == nil {
		return nil
	}
	return json.Unmarshal(r.Result, result)
}

// listen calls f, from the reader, with the params of each event method
// of session, until stop is called; f must not block.
func (b *Browser) listen(session, method string, f func(json.RawMessage)) (stop func()) {
	b.mu.Lock()
	defer b.mu.Unlock()
	k := session + " " + method
	if b.listeners[k] == nil {
		b.listeners[k] = map[int]func(json.RawMessage){}
	}
	b.next++
	id := b.next
	b.listeners[k][id] = f
	return func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		delete(b.listeners[k], id)
	}
}

// Close asks the browser to quit, then kills whatever is left of its
// process group and waits for it.
func (b *Browser) Close() {
	if b.call("", "Browser.close", nil, nil) == nil {
		select {
		case <-b.done:
		case <-time.After(5 * time.Second):
		}
	}
	// Its helpers (zygote, renderers, the GPU process) share the group.
	syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
	b.send.Close()
	b.cmd.Wait()
	<-b.done
}

// Pid is the browser's process id, which is also its process group's.
func (b *Browser) Pid() int { return b.cmd.Process.Pid }

// tail keeps the last 2 KiB written to it: the browser's stderr, for
// errors.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if n := len(t.buf) - 2048; n > 0 {
		t.buf = append(t.buf[:0], t.buf[n:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if s := strings.TrimSpace(string(bytes.ToValidUTF8(t.buf, nil))); s != "" {
		return s
	}
	return "nothing"
}
