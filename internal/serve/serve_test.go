package serve

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// TestRefused sends the requests a page of another site, another host's
// name or a program without the token could make: each is refused with
// 403, and none starts a run. The request as the page makes it is the
// control that passes.
func TestRefused(t *testing.T) {
	root := tinyProject(t)
	judge := `{"problem": "sum", "program": "wrong.go"}`
	for _, tt := range []struct {
		name   string
		change func(r *http.Request)
		code   int
		// files: the page's own files are served all the same, as they
		// run nothing and need no token; the API is refused.
		files bool
	}{
		{"the page's own", func(r *http.Request) {}, http.StatusOK, false},
		{"same-origin, said so", func(r *http.Request) {
			r.Header.Set("Origin", "http://"+testAddr)
			r.Header.Set("Sec-Fetch-Site", "same-origin")
		}, http.StatusOK, false},
		{"another origin", func(r *http.Request) { r.Header.Set("Origin", "http://evil.example") }, http.StatusForbidden, false},
		{"another port of this host", func(r *http.Request) { r.Header.Set("Origin", "http://127.0.0.1:8124") }, http.StatusForbidden, false},
		{"cross-site", func(r *http.Request) { r.Header.Set("Sec-Fetch-Site", "cross-site") }, http.StatusForbidden, false},
		{"same-site, another origin", func(r *http.Request) { r.Header.Set("Sec-Fetch-Site", "same-site") }, http.StatusForbidden, false},
		{"no token", func(r *http.Request) { r.Header.Del(tokenHeader) }, http.StatusForbidden, true},
		{"a wrong token", func(r *http.Request) { r.Header.Set(tokenHeader, strings.Repeat("0", 32)) }, http.StatusForbidden, true},
		{"the token in a cookie, which every port of the host is sent", func(r *http.Request) {
			r.AddCookie(&http.Cookie{Name: "judge_token", Value: r.Header.Get(tokenHeader)})
			r.Header.Del(tokenHeader)
		}, http.StatusForbidden, true},
		{"the token in the query of an API call", func(r *http.Request) {
			r.URL.RawQuery = "token=" + r.Header.Get(tokenHeader)
			r.Header.Del(tokenHeader)
		}, http.StatusForbidden, true},
		{"DNS rebinding: another host's name", func(r *http.Request) { r.Host = "evil.example:8123" }, http.StatusForbidden, false},
		{"localhost, not the printed address", func(r *http.Request) { r.Host = "localhost:8123" }, http.StatusForbidden, false},
		{"from another machine", func(r *http.Request) { r.RemoteAddr = "192.0.2.7:4000" }, http.StatusForbidden, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := pageServer(t, root, "/nonexistent/judge")
			t.Cleanup(func() { s.Close() })
			for _, path := range []string{"/api/problems", "/api/judge", "/api/stress/keep", "/api/listen", "/"} {
				body := ""
				if strings.HasPrefix(path, "/api/") && path != "/api/problems" {
					body = judge
				}
				w := send(s, path, body, tt.change)
				want := tt.code
				if path == "/" && tt.files {
					want = http.StatusOK
				}
				if path == "/api/judge" || path == "/api/problems" || path == "/" {
					if w.Code != want {
						t.Errorf("%s: status %d, want %d: %s", path, w.Code, want, w.Body)
					}
				} else if tt.code == http.StatusForbidden && w.Code != tt.code {
					t.Errorf("%s: status %d, want 403: %s", path, w.Code, w.Body)
				}
			}
			if n := runsStarted(s); tt.code == http.StatusForbidden && n != 0 {
				t.Errorf("%d runs started by refused requests", n)
			}
		})
	}
}

// send makes a request to s as the page does, changed by change; body,
// if not empty, is POSTed.
func send(s *Server, path, body string, change func(*http.Request)) *httptest.ResponseRecorder {
	method := http.MethodGet
	if body != "" {
		method = http.MethodPost
	}
	r := httptest.NewRequest(method, "http://"+testAddr+path, strings.NewReader(body))
	r.RemoteAddr = "127.0.0.1:1234"
	if body != "" {
		r.Header.Set("Content-Type", "application/json; charset=utf-8")
	}
	r.Header.Set(tokenHeader, s.token)
	change(r)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}

// runsStarted is how many runs s has started.
func runsStarted(s *Server) int {
	s.runs.stop()
	s.runs.mu.Lock()
	defer s.runs.mu.Unlock()
	return s.runs.n
}

// TestTokenNeverACookie opens the printed address: the page is served,
// and nothing answered sets a cookie, which a browser would send to every
// other port of this host.
func TestTokenNeverACookie(t *testing.T) {
	s := pageServer(t, tinyProject(t), "")
	for _, path := range []string{"/?token=" + s.token, "/", "/common.js", "/api/problems"} {
		w := send(s, path, "", func(r *http.Request) {})
		if w.Code != http.StatusOK || len(w.Result().Cookies()) != 0 {
			t.Errorf("%s: status %d, cookies %v", path, w.Code, w.Result().Cookies())
		}
	}
}

// TestHeadersOnEveryAnswer checks that every kind of answer, refusals
// and the printed address included, forbids framing, sniffing,
// caching and the Referer, and allows only the page's own scripts.
func TestHeadersOnEveryAnswer(t *testing.T) {
	s := pageServer(t, tinyProject(t), "/nonexistent/judge")
	want := map[string]string{
		"Content-Security-Policy": "default-src 'self'",
		"X-Frame-Options":         "DENY",
		"X-Content-Type-Options":  "nosniff",
		"Cache-Control":           "no-store",
		"Referrer-Policy":         "no-referrer",
	}
	for _, tt := range []struct {
		name, path, body string
		change           func(*http.Request)
		code             int
	}{
		{"the page", "/", "", func(*http.Request) {}, http.StatusOK},
		{"the printed address", "/?token=" + s.token, "", func(r *http.Request) { r.Header.Del(tokenHeader) }, http.StatusOK},
		{"no token", "/api/problems", "", func(r *http.Request) { r.Header.Del(tokenHeader) }, http.StatusForbidden},
		{"another origin", "/api/problems", "", func(r *http.Request) { r.Header.Set("Origin", "http://evil.example") }, http.StatusForbidden},
		{"no such file", "/nosuch.js", "", func(*http.Request) {}, http.StatusNotFound},
		{"a bad request", "/api/judge", "[", func(*http.Request) {}, http.StatusBadRequest},
	} {
		w := send(s, tt.path, tt.body, tt.change)
		if w.Code != tt.code {
			t.Errorf("%s: status %d, want %d", tt.name, w.Code, tt.code)
		}
		for h, v := range want {
			if got := w.Header().Get(h); !strings.HasPrefix(got, v) {
				t.Errorf("%s: %s %q, want %q", tt.name, h, got, v)
			}
		}
	}
}

// TestBodyBounded posts a body past MaxBody, malformed JSON, or a body
// as a form posts it: refused, nothing run.
func TestBodyBounded(t *testing.T) {
	s := pageServer(t, tinyProject(t), "/nonexistent/judge")
	big := `{"problem": "sum", "program": "` + strings.Repeat("a", MaxBody) + `"}`
	asForm := func(kind string) func(*http.Request) {
		return func(r *http.Request) { r.Header.Set("Content-Type", kind) }
	}
	for i, tt := range []struct {
		body   string
		change func(*http.Request)
	}{
		{big, func(*http.Request) {}},
		{`{"problem": "sum"} {"problem": "sum"}`, func(*http.Request) {}},
		{`{"problem": "sum", "extra": 1}`, func(*http.Request) {}},
		{`[`, func(*http.Request) {}},
		{`{"problem": "sum", "program": "wrong.go"}`, asForm("text/plain")},
		{`{"problem": "sum", "program": "wrong.go"}`, asForm("multipart/form-data; boundary=x")},
		{`{"problem": "sum", "program": "wrong.go"}`, asForm("application/x-www-form-urlencoded")},
		{`{"problem": "sum", "program": "wrong.go"}`, func(r *http.Request) { r.Header.Del("Content-Type") }},
	} {
		w := send(s, "/api/judge", tt.body, tt.change)
		if w.Code != http.StatusBadRequest || !bytes.Contains(w.Body.Bytes(), []byte(`"error"`)) {
			t.Errorf("body %d, %.40s...: status %d: %.200s", i, tt.body, w.Code, w.Body)
		}
	}
	if n := runsStarted(s); n != 0 {
		t.Errorf("%d runs started", n)
	}
}

// maxPage bounds the bytes of the first load of the page, with nothing
// judged: the page, its styles and scripts, and the list of problems.
const maxPage = 96 << 10

// firstLoad makes the requests of the page's first load, the page and
// what it names and then the list of problems, and returns how many and
// their bytes; an answer that is not 200 is an error.
func firstLoad(tb testing.TB, s *Server) (requests, size int) {
	w := send(s, "/", "", func(*http.Request) {})
	if w.Code != http.StatusOK {
		tb.Fatalf("/: status %d", w.Code)
	}
	page := w.Body.String()
	requests, size = 1, len(page)
	paths := []string{"/api/problems"}
	for _, m := range assetRef.FindAllStringSubmatch(page, -1) {
		paths = append(paths, "/"+m[1])
	}
	for _, p := range paths {
		w := send(s, p, "", func(*http.Request) {})
		if w.Code != http.StatusOK {
			tb.Fatalf("%s: status %d", p, w.Code)
		}
		requests++
		size += w.Body.Len()
	}
	return requests, size
}

var assetRef = regexp.MustCompile(`(?:href|src)="([^"/:]+)"`)

// TestFirstLoad checks the weight of the page's first load: a dozen
// requests at most, of maxPage bytes in all.
func TestFirstLoad(t *testing.T) {
	requests, size := firstLoad(t, pageServer(t, tinyProject(t), ""))
	if requests < 4 || requests > 12 || size > maxPage {
		t.Errorf("the first load makes %d requests of %d bytes; want 4 to 12, of %d bytes at most", requests, size, maxPage)
	}
}

// BenchmarkFirstLoad is the server's time for the page's first load.
func BenchmarkFirstLoad(b *testing.B) {
	s, err := New(b.TempDir(), "", testAddr)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		firstLoad(b, s)
	}
}
