//go:build unix

package serve

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"gametheory/internal/browser"
	"gametheory/internal/testenv"
)

var screenshots = flag.String("screenshots", "", "save the browser tests' screenshots in this `folder` (../../docs/img for docs/serve.md) rather than a temporary one")

// TestBrowser uses judge serve as a person does: it starts the judge's
// command in a small project, opens the address it printed in a headless
// Chromium, and judges, explores and plays from the page, taking a
// screenshot of each. One browser serves every part, as starting one
// takes seconds.
func TestBrowser(t *testing.T) {
	b := browser.For(t)
	root := project(t)
	url := judgeServe(t, root)
	p, err := b.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Navigate(url); err != nil {
		t.Fatal(err)
	}
	// The token has moved to the cookie: the address bar shows none.
	if err := p.Wait(`location.pathname == "/" && location.search == ""`); err != nil {
		t.Fatal(err)
	}
	t.Run("refused", func(t *testing.T) { testRefused(t, b, url) })
}

// project makes a project with one problem, sum, whose two cases its
// solution passes, and a program wrong.go that fails the second.
func project(t *testing.T) string {
	root := t.TempDir()
	files := map[string]string{
		"go.mod":                   "module tiny\n\ngo 1.21\n",
		"samples/sum/problem.json": `{"name": "Sum and product"}` + "\n",
		"samples/sum/square.in":    "2 2\n",
		"samples/sum/square.out":   "4\n4\n",
		"samples/sum/oblong.in":    "3 5\n",
		"samples/sum/oblong.out":   "8\n15\n",
		"problems/sum/main.go":     program("a*b"),
		"attempts/wrong/main.go":   program("a*a"),
	}
	for name, text := range files {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// program is a Go program that reads a and b and prints a+b, then
// product.
func program(product string) string {
	return fmt.Sprintf(`package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
	fmt.Println(%s)
}
`, product)
}

// judgeServe builds the judge, starts judge serve -port 0 -no-open in
// root, and returns the address it printed; the server is interrupted
// when t ends.
func judgeServe(t *testing.T, root string) string {
	exe := filepath.Join(t.TempDir(), "judge")
	if out, err := exec.Command(testenv.GoTool(t), "build", "-o", exe, "gametheory/judge").CombinedOutput(); err != nil {
		t.Fatalf("building the judge: %v\n%s", err, out)
	}
	cmd := exec.Command(exe, "serve", "-port", "0", "-no-open")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGINT)
		if err := cmd.Wait(); err != nil {
			t.Errorf("judge serve, interrupted: %v", err)
		}
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "judge serve: open ")
	if err != nil || !ok || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("judge serve printed %q (%v), want its address", line, err)
	}
	return url
}

// testRefused checks that only the page of the address judge serve
// printed may use it: a tab without its token, one that names the
// server by another host name, and a page of another origin on the same
// machine, which has the token's cookie (cookies know no ports), are
// all refused.
func testRefused(t *testing.T, b *browser.Browser, url string) {
	origin, token, _ := strings.Cut(url, "/?token=")
	port := origin[strings.LastIndexByte(origin, ':'):]
	// Another token of the same length: its first digit changed.
	wrong := "1" + token[1:]
	if token[0] == '1' {
		wrong = "2" + token[1:]
	}
	for _, c := range []struct{ name, url, want string }{
		{"no token", origin + "/", "no token"},
		{"a wrong token", origin + "/?token=" + wrong, "no token"},
		{"another host name", "http://localhost" + port + "/?token=" + token, "answers to 127.0.0.1" + port + " only"},
	} {
		p, err := b.NewIsolatedPage()
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Navigate(c.url); err != nil {
			t.Fatal(err)
		}
		if text := p.Text(); !strings.Contains(text, c.want) {
			t.Errorf("%s: the page showed %q, want it refused with %q", c.name, text, c.want)
		}
	}

	// A page of another origin, in the tab's own browser context, tries to
	// load the page's script and to post to its API.
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!DOCTYPE html><script src="%s/common.js"></script>`, origin)
	}))
	defer other.Close()
	p, err := b.NewPage()
	if err != nil {
		t.Fatal(err)
	}
	// The browser's own record of each request: its address, and the
	// status the server answered, even where the page may not see it
	// (the two come in either order).
	var mu sync.Mutex
	paths, codes := map[string]string{}, map[string]int{}
	p.Listen("Network.requestWillBeSent", func(params json.RawMessage) {
		var e struct {
			RequestID string `json:"requestId"`
			Request   struct {
				URL string `json:"url"`
			} `json:"request"`
		}
		if json.Unmarshal(params, &e) == nil && strings.HasPrefix(e.Request.URL, origin) {
			mu.Lock()
			paths[e.RequestID] = strings.TrimPrefix(e.Request.URL, origin)
			mu.Unlock()
		}
	})
	p.Listen("Network.responseReceivedExtraInfo", func(params json.RawMessage) {
		var e struct {
			RequestID  string `json:"requestId"`
			StatusCode int    `json:"statusCode"`
		}
		if json.Unmarshal(params, &e) == nil {
			mu.Lock()
			codes[e.RequestID] = e.StatusCode
			mu.Unlock()
		}
	})
	if err := p.Call("Network.enable", nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := p.Navigate(other.URL); err != nil {
		t.Fatal(err)
	}
	// Had the script loaded, it would have defined api.
	var kind string
	if err := p.Eval("typeof api", &kind); err != nil || kind != "undefined" {
		t.Errorf("a page of another origin loaded the judge's script: typeof api = %q, %v", kind, err)
	}
	// A no-cors post, whose answer the page cannot read but the server
	// would act on: the browser's own record shows the server's answer.
	post := fmt.Sprintf(`fetch(%q, {method: "POST", mode: "no-cors", credentials: "include", body: '{"game": "nim", "setup": "1 2"}'}).then(() => "sent", e => String(e))`, origin+"/api/play")
	var sent string
	if err := p.Eval(post, &sent); err != nil {
		t.Fatal(err)
	}
	// The browser reports a request's status when it has it, which may be
	// after the page's promise is settled: wait for both, within a bound.
	want := []string{"/common.js", "/api/play"}
	status := map[string]int{}
	for deadline := time.Now().Add(browser.Timeout); len(status) < len(want) && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		for id, path := range paths {
			if code, ok := codes[id]; ok {
				status[path] = code
			}
		}
		mu.Unlock()
	}
	for _, path := range want {
		if status[path] != http.StatusForbidden {
			t.Errorf("a page of another origin requested %s: status %d, want %d (%s)", path, status[path], http.StatusForbidden, sent)
		}
	}
}
