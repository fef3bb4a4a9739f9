//go:build unix

package browser

import (
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// page is the test's page: a button that, clicked, shows the count of
// its clicks; and a cookie that the page's own tabs share.
const page = `<!DOCTYPE html><title>t</title>
<button id="b" onclick="this.dataset.n = +(this.dataset.n || 0) + 1; document.getElementById('out').textContent = 'clicked ' + this.dataset.n">go</button>
<p id="out">not yet</p>`

func server(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			http.SetCookie(w, &http.Cookie{Name: "c", Value: "set", Path: "/"})
			fmt.Fprint(w, page)
		case "/plain":
			fmt.Fprint(w, "plain")
		case "/teapot":
			w.WriteHeader(http.StatusTeapot)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestPage drives one browser through everything the package does.
func TestPage(t *testing.T) {
	b := For(t)
	srv := server(t)
	p, err := b.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Navigate(srv.URL); err != nil {
		t.Fatal(err)
	}

	t.Run("eval", func(t *testing.T) {
		for _, c := range []struct {
			expr, want, err string
		}{
			{"1 + 2", "3", ""},
			{"document.getElementById('out').textContent", `"not yet"`, ""},
			{"Promise.resolve({a: [1, 'x']})", `{"a":[1,"x"]}`, ""},
			{"new Promise(r => setTimeout(() => r(true), 10))", "true", ""},
			{"(() => { throw new Error('boom') })()", "", "Error: boom"},
			{"Promise.reject(new Error('later'))", "", "Error: later"},
			{"1 +", "", "SyntaxError"},
		} {
			var v json.RawMessage
			err := p.Eval(c.expr, &v)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Errorf("%s: error %v, want one saying %q", c.expr, err, c.err)
				}
			} else if err != nil || string(v) != c.want {
				t.Errorf("%s = %s, %v; want %s", c.expr, v, err, c.want)
			}
		}
	})

	t.Run("click and wait", func(t *testing.T) {
		for n := 1; n <= 2; n++ {
			if err := p.Click("#b"); err != nil {
				t.Fatal(err)
			}
			if err := p.Wait(fmt.Sprintf("document.getElementById('out').textContent == 'clicked %d'", n)); err != nil {
				t.Fatal(err)
			}
		}
		if err := p.Click("#missing"); err == nil || !strings.Contains(err.Error(), "nothing on the page matches #missing") {
			t.Errorf("clicking what is not there: %v", err)
		}
		p.Patience = 50 * time.Millisecond
		defer func() { p.Patience = Timeout }()
		err := p.Wait("document.title == 'other'")
		if err == nil || !strings.Contains(err.Error(), "document.title == 'other'") || !strings.Contains(err.Error(), "clicked 2") {
			t.Errorf("a wait that cannot end: %v", err)
		}
	})

	t.Run("screenshot", func(t *testing.T) {
		file := filepath.Join(t.TempDir(), "shot.png")
		if err := p.Screenshot(file); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		img, err := png.Decode(f)
		if err != nil {
			t.Fatal(err)
		}
		if s := img.Bounds().Size(); s.X != Width || s.Y != Height {
			t.Errorf("screenshot %v, want %dx%d", s, Width, Height)
		}
	})

	t.Run("cookies", func(t *testing.T) {
		for _, c := range []struct {
			isolated bool
			want     string
		}{{false, "c=set"}, {true, ""}} {
			open := b.NewPage
			if c.isolated {
				open = b.NewIsolatedPage
			}
			q, err := open()
			if err != nil {
				t.Fatal(err)
			}
			// A page of the server's that sets no cookie of its own.
			if err := q.Navigate(srv.URL + "/plain"); err != nil {
				t.Fatal(err)
			}
			var got string
			if err := q.Eval("document.cookie", &got); err != nil || got != c.want {
				t.Errorf("isolated %v: cookies %q, %v; want %q", c.isolated, got, err, c.want)
			}
		}
	})

	t.Run("events", func(t *testing.T) {
		var mu sync.Mutex
		var statuses []int
		p.Listen("Network.responseReceived", func(params json.RawMessage) {
			var e struct {
				Response struct {
					URL    string `json:"url"`
					Status int    `json:"status"`
				} `json:"response"`
			}
			if json.Unmarshal(params, &e) == nil && strings.HasSuffix(e.Response.URL, "/teapot") {
				mu.Lock()
				statuses = append(statuses, e.Response.Status)
				mu.Unlock()
			}
		})
		if err := p.Call("Network.enable", nil, nil); err != nil {
			t.Fatal(err)
		}
		var status int
		if err := p.Eval("fetch('/teapot').then(r => r.status)", &status); err != nil || status != http.StatusTeapot {
			t.Fatalf("fetch: %d, %v", status, err)
		}
		// The event may follow the promise's answer: poll the page until
		// the browser has sent it.
		if err := p.Wait("true"); err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		defer mu.Unlock()
		if len(statuses) != 1 || statuses[0] != http.StatusTeapot {
			t.Errorf("responses seen: %v, want one %d", statuses, http.StatusTeapot)
		}
	})

	t.Run("errors", func(t *testing.T) {
		closed := httptest.NewServer(http.NotFoundHandler())
		closed.Close()
		if err := p.Navigate(closed.URL); err == nil || !strings.Contains(err.Error(), "ERR_CONNECTION_REFUSED") {
			t.Errorf("opening a closed port: %v", err)
		}
		if err := p.Call("No.such", nil, nil); err == nil || !strings.Contains(err.Error(), "No.such") {
			t.Errorf("an unknown method: %v", err)
		}
	})
}
