package companion

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gametheory/internal/problem"
)

// task builds a payload shaped exactly as the extension sends it (its
// README's format, the fields in its order).
func payload(name, group, url string, tests [][2]string, batchID string, batchSize int) map[string]any {
	ts := []any{}
	for _, t := range tests {
		ts = append(ts, map[string]any{"input": t[0], "output": t[1]})
	}
	return map[string]any{
		"name":        name,
		"group":       group,
		"url":         url,
		"interactive": false,
		"memoryLimit": 256,
		"timeLimit":   1000,
		"tests":       ts,
		"testType":    "single",
		"input":       map[string]any{"type": "stdin"},
		"output":      map[string]any{"type": "stdout"},
		"languages":   map[string]any{"java": map[string]any{"mainClass": "Main", "taskClass": "Task"}},
		"batch":       map[string]any{"id": batchID, "size": batchSize},
	}
}

func luogu() map[string]any {
	return payload("P1247 取火柴游戏", "Luogu", "https://www.luogu.com.cn/problem/P1247",
		[][2]string{{"3\n3 6 9\n", "4 3\n3 6 5\n"}, {"4\n15 22 19 10\n", "lose\n"}},
		"5d3e0b5c-1f0e-4a51-9d0a-6c2c7b0d9a01", 1)
}

// server starts a Receiver on a loopback port over an empty project.
func server(t *testing.T) (root string, rc *Receiver, srv *httptest.Server, log, errs *bytes.Buffer) {
	root = t.TempDir()
	log, errs = &bytes.Buffer{}, &bytes.Buffer{}
	rc = NewReceiver(root, log, errs)
	srv = httptest.NewServer(rc)
	t.Cleanup(srv.Close)
	return root, rc, srv, log, errs
}

func post(t *testing.T, url string, body any) (int, string) {
	t.Helper()
	b, ok := body.([]byte)
	if !ok {
		var err error
		if b, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	resp, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(text)
}

func TestReceiveNewProblem(t *testing.T) {
	root, _, srv, log, errs := server(t)
	code, resp := post(t, srv.URL, luogu())
	if code != http.StatusOK {
		t.Fatalf("status %d: %s", code, resp)
	}
	want := `p1247: "P1247 取火柴游戏", 2 samples written, 1s, 256 MiB; created samples/p1247/problem.json, problems/p1247/main.go, problems/p1247/main_test.go` + "\n"
	if log.String() != want || resp != want || errs.Len() != 0 {
		t.Errorf("log %q\nresponse %q\nerrors %q\nwant %q", log, resp, errs, want)
	}
	files := tree(t, root)
	for name, text := range map[string]string{
		"samples/p1247/sample-1.in":  "3\n3 6 9\n",
		"samples/p1247/sample-1.out": "4 3\n3 6 5\n",
		"samples/p1247/sample-2.in":  "4\n15 22 19 10\n",
		"samples/p1247/sample-2.out": "lose\n",
		"samples/p1247/problem.json": "{\n  \"name\": \"P1247 取火柴游戏\",\n  \"judge\": \"Luogu P1247\",\n  \"url\": \"https://www.luogu.com.cn/problem/P1247\",\n  \"target\": \"luogu\",\n  \"time_limit\": \"1s\",\n  \"memory_limit_kib\": 262144,\n  \"compare\": \"lines\"\n}\n",
	} {
		if files[name] != text {
			t.Errorf("%s is %q, want %q", name, files[name], text)
		}
	}
	if len(files) != 7 {
		t.Errorf("wrote %d files, want 7: %q", len(files), keys(files))
	}
}

// TestReceiveInteractive: an interactive problem is taken like any other,
// with its jury to write: problem.json says so and names it.
func TestReceiveInteractive(t *testing.T) {
	root, _, srv, log, errs := server(t)
	p := payload("B. Guess the Number", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/B", [][2]string{{"5\n", "? 3\n! 5\n"}}, "x", 1)
	p["interactive"] = true
	if code, resp := post(t, srv.URL, p); code != http.StatusOK {
		t.Fatalf("status %d: %s %s", code, resp, errs)
	}
	want := "created samples/cf1234b/problem.json, problems/cf1234b/main.go, problems/cf1234b/main_test.go, problems/cf1234b/interactor/main.go\n"
	if !strings.HasSuffix(log.String(), want) {
		t.Errorf("log %q, want it to end %q", log, want)
	}
	files := tree(t, root)
	if j := files["samples/cf1234b/problem.json"]; !strings.Contains(j, "\"interactive\": true,\n  \"interactor\": \"problems/cf1234b/interactor\"") {
		t.Errorf("problem.json %s", j)
	}
	if files["samples/cf1234b/sample-1.in"] != "5\n" || !strings.Contains(files["problems/cf1234b/interactor/main.go"], "write the interactor") {
		t.Errorf("files %q", keys(files))
	}
}

// TestAnswerForm sends samples with CR LF, no final newline, spaces at
// line ends and blank lines at the end: each input is written as it came,
// each answer as the judge's lines comparison sees it, which the problem's
// exact in-process test then agrees with.
func TestAnswerForm(t *testing.T) {
	root, _, srv, _, errs := server(t)
	tests := [][2]string{
		{"1 2\r\n", "3\r\n"},
		{"4 5", "9"},
		{"2\n6 7 \n", "13 \t\n\n \n"},
		{"", ""},
		{"x\n", "\n\n"},
		{"y\n", "a\r\n\r\nb\r"},
	}
	b, _ := json.Marshal(payload("A+B", "Luogu", "https://www.luogu.com.cn/problem/P1001", tests, "b", 1))
	resp, err := http.Post(srv.URL, "application/json; charset=utf-8", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d, errors %q", resp.StatusCode, errs)
	}
	files := tree(t, root)
	for i, want := range []string{"3\n", "9\n", "13\n", "", "", "a\n\nb\n"} {
		in, out := fmt.Sprintf("samples/p1001/sample-%d.in", i+1), fmt.Sprintf("samples/p1001/sample-%d.out", i+1)
		if files[in] != tests[i][0] || files[out] != want {
			t.Errorf("sample %d: in %q, out %q; want %q and %q", i+1, files[in], files[out], tests[i][0], want)
		}
	}
}

// TestReceiveExisting sends a problem again: the same samples change
// nothing; new ones replace only the sample-N files, never the solution,
// problem.json or the user's own cases.
func TestReceiveExisting(t *testing.T) {
	root, _, srv, log, _ := server(t)
	post(t, srv.URL, luogu())
	mine := map[string]string{
		"problems/p1247/main.go":     "package main // solved\n",
		"samples/p1247/problem.json": `{"name": "mine", "judge": "Luogu P1247", "url": "https://www.luogu.com.cn/problem/P1247"}`,
		"samples/p1247/big.in":       "1\n1\n",
		"samples/p1247/big.out":      "1 1\n0\n",
		"samples/p1247/sample-3.in":  "old\n",
		"samples/p1247/sample-3.out": "old\n",
	}
	write(t, root, mine)
	delete(mine, "samples/p1247/sample-3.in")
	delete(mine, "samples/p1247/sample-3.out")
	log.Reset()

	p := luogu()
	p["url"] = "http://luogu.com.cn/problem/P1247/" // the same page
	p["tests"] = []any{map[string]any{"input": "3\n3 6 9\n", "output": "4 3\n3 6 5\n"}, map[string]any{"input": "1\n0\n", "output": "lose\n"}}
	if code, resp := post(t, srv.URL, p); code != http.StatusOK {
		t.Fatalf("status %d: %s", code, resp)
	}
	want := `p1247: "P1247 取火柴游戏", 2 samples replacing the old ones (sample-N files: 1 rewritten, 2 removed), 1s, 256 MiB; kept problem.json and the solution` + "\n"
	if log.String() != want {
		t.Errorf("log %q\nwant %q", log, want)
	}
	files := tree(t, root)
	for name, text := range mine {
		if files[name] != text {
			t.Errorf("%s is %q, want it kept as %q", name, files[name], text)
		}
	}
	if files["samples/p1247/sample-2.in"] != "1\n0\n" || files["samples/p1247/sample-3.in"] != "" {
		t.Errorf("samples not replaced: %q", keys(files))
	}

	log.Reset()
	before := tree(t, root)
	post(t, srv.URL, p)
	if !strings.Contains(log.String(), "2 samples unchanged") {
		t.Errorf("log %q", log)
	}
	p["tests"] = []any{}
	post(t, srv.URL, p)
	if !strings.Contains(log.String(), "no samples (kept the 4 sample-N files)") {
		t.Errorf("log %q", log)
	}
	if after := tree(t, root); !reflect.DeepEqual(after, before) {
		t.Errorf("files changed from %q to %q", keys(before), keys(after))
	}
}

// TestBatch sends a contest of three problems: BatchDone closes with the
// third, not before.
func TestBatch(t *testing.T) {
	root, rc, srv, log, _ := server(t)
	id := "0a9a6a2e-3c55-4c7b-b2d4-0f1d1e5b4c3a"
	for i, p := range []map[string]any{
		payload("A. Nim", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/A", [][2]string{{"1\n", "First\n"}}, id, 3),
		payload("B. More Nim", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/B", [][2]string{{"2\n", "Second\n"}}, id, 3),
		payload("C. Last Nim", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/C", [][2]string{{"3\n", "First\n"}}, id, 3),
	} {
		select {
		case <-rc.BatchDone():
			t.Fatalf("batch done after %d of 3 problems", i)
		default:
		}
		if code, resp := post(t, srv.URL, p); code != http.StatusOK {
			t.Fatalf("status %d: %s", code, resp)
		}
	}
	select {
	case <-rc.BatchDone():
	default:
		t.Error("batch not done after 3 of 3 problems")
	}
	lines := strings.Split(strings.TrimSpace(log.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[2], `cf1234c: "C. Last Nim", 1 sample written`) || !strings.HasSuffix(lines[2], "[3/3 of the batch]") {
		t.Errorf("log:\n%s", log)
	}
	for _, id := range []string{"cf1234a", "cf1234b", "cf1234c"} {
		if _, err := os.Stat(filepath.Join(root, "problems", id, "main.go")); err != nil {
			t.Error(err)
		}
	}
}

// TestBatchWithRefused sends a contest of three whose second problem reads
// the files a pattern names: it is refused, but it has arrived, and BatchDone closes with the
// third.
func TestBatchWithRefused(t *testing.T) {
	root, rc, srv, log, errs := server(t)
	id := "7f0c2b1e-5a44-4d2a-9e3b-2c1d0e9f8a7b"
	b := payload("B. Guess", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/B", [][2]string{}, id, 3)
	b["input"] = map[string]any{"type": "regex", "pattern": "guess.*[.]in"}
	for i, c := range []struct {
		p      map[string]any
		status int
	}{
		{payload("A. Nim", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/A", [][2]string{{"1\n", "First\n"}}, id, 3), http.StatusOK},
		{b, http.StatusUnprocessableEntity},
		{payload("C. Last Nim", "Codeforces - Round 1", "https://codeforces.com/contest/1234/problem/C", [][2]string{{"3\n", "First\n"}}, id, 3), http.StatusOK},
	} {
		select {
		case <-rc.BatchDone():
			t.Fatalf("batch done after %d of 3 problems", i)
		default:
		}
		if code, resp := post(t, srv.URL, c.p); code != c.status {
			t.Fatalf("problem %d: status %d, want %d: %s", i+1, code, c.status, resp)
		}
	}
	select {
	case <-rc.BatchDone():
	default:
		t.Error("batch not done after 3 of 3 problems, one refused")
	}
	if e := errs.String(); !strings.HasPrefix(e, "refused POST") || !strings.HasSuffix(e, "only stdin and a file are supported [2/3 of the batch]\n") {
		t.Errorf("error log %q", e)
	}
	if l := log.String(); !strings.Contains(l, "[1/3 of the batch]\n") || !strings.HasSuffix(l, "[3/3 of the batch]\n") {
		t.Errorf("log %q", l)
	}
	if _, err := os.Stat(filepath.Join(root, "samples", "cf1234b")); err == nil {
		t.Error("wrote the refused problem")
	}
}

// TestFileIO: a problem that reads or writes files is stored with its
// file_io, which the judge then applies.
func TestFileIO(t *testing.T) {
	for _, c := range []struct {
		in, out, want string
	}{
		{"input.txt", "output.txt", "input.txt,output.txt"},
		{"input.txt", "", "input.txt,"},
		{"", "game.out", ",game.out"},
	} {
		root, _, srv, _, _ := server(t)
		p := luogu()
		if c.in != "" {
			p["input"] = map[string]any{"type": "file", "fileName": c.in}
		}
		if c.out != "" {
			p["output"] = map[string]any{"type": "file", "fileName": c.out}
		}
		if code, resp := post(t, srv.URL, p); code != http.StatusOK {
			t.Fatalf("%+v: status %d: %s", c, code, resp)
		}
		got, err := problem.Load(root, "p1247")
		if err != nil || got.FileIO != c.want {
			t.Errorf("%+v: problem.json file_io %q, %v; want %q", c, got.FileIO, err, c.want)
		}
	}
}

// TestRefused sends what the Receiver must not take: each gets its 4xx and
// a line on the error log, and nothing is written.
func TestRefused(t *testing.T) {
	with := func(change func(p map[string]any)) map[string]any {
		p := luogu()
		change(p)
		return p
	}
	for _, c := range []struct {
		name        string
		method      string
		contentType string
		origin      string
		body        any
		status      int
		err         string
	}{
		{"malformed JSON", "", "", "", []byte(`{"name": "x",`), 400, "malformed JSON"},
		{"not an object", "", "", "", []byte(`[1, 2]`), 400, "malformed JSON"},
		{"wrong type", "", "", "", with(func(p map[string]any) { p["timeLimit"] = "1s" }), 400, "malformed JSON"},
		{"missing fields", "", "", "", with(func(p map[string]any) { delete(p, "tests"); delete(p, "url") }), 400, "missing fields: url, tests"},
		{"empty name", "", "", "", with(func(p map[string]any) { p["name"] = " " }), 400, "missing fields: name"},
		{"test without output", "", "", "", with(func(p map[string]any) { p["tests"] = []any{map[string]any{"input": "1\n"}} }), 400, "tests[0]: want input and output"},
		{"zero time limit", "", "", "", with(func(p map[string]any) { p["timeLimit"] = 0 }), 400, "timeLimit: want 1 to 3600000 ms, found 0"},
		{"batch size 0", "", "", "", with(func(p map[string]any) { p["batch"] = map[string]any{"id": "x", "size": 0} }), 400, "batch.size"},
		{"too many tests", "", "", "", with(func(p map[string]any) {
			ts := make([]any, MaxTests+1)
			for i := range ts {
				ts[i] = map[string]any{"input": "1\n", "output": "1\n"}
			}
			p["tests"] = ts
		}), 400, "tests: want at most 1000, found 1001"},
		{"input regex", "", "", "", with(func(p map[string]any) { p["input"] = map[string]any{"type": "regex", "pattern": "nim.*"} }), 422, `reads its input from "regex": only stdin and a file are supported`},
		{"output elsewhere", "", "", "", with(func(p map[string]any) { p["output"] = map[string]any{"type": "socket"} }), 422, `writes its output to "socket"`},
		{"input file path", "", "", "", with(func(p map[string]any) { p["input"] = map[string]any{"type": "file", "fileName": "../nim.in"} }), 422, `file I/O "../nim.in,": want NAME`},
		{"interactive file", "", "", "", with(func(p map[string]any) {
			p["interactive"] = true
			p["input"] = map[string]any{"type": "file", "fileName": "nim.in"}
		}), 422, "is interactive and reads or writes a file"},
		{"too big", "", "", "", with(func(p map[string]any) {
			p["tests"] = []any{map[string]any{"input": strings.Repeat("1 ", MaxBody/2), "output": "0\n"}}
		}), 413, "the body is over 4 MiB"},
		{"GET", "GET", "", "", nil, 405, "want a POST"},
		{"form post", "", "text/plain", "", luogu(), 415, `want Content-Type application/json, found "text/plain"`},
		{"from a web page", "", "", "https://evil.example", luogu(), 403, "a web page (https://evil.example) may not send problems"},
	} {
		root, _, srv, log, errs := server(t)
		b, ok := c.body.([]byte)
		if !ok && c.body != nil {
			b, _ = json.Marshal(c.body)
		}
		if c.method == "" {
			c.method = "POST"
		}
		req, err := http.NewRequest(c.method, srv.URL, bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		if c.contentType != "" {
			req.Header.Set("Content-Type", c.contentType)
		}
		if c.origin != "" {
			req.Header.Set("Origin", c.origin)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		text, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status || !strings.Contains(string(text), c.err) {
			t.Errorf("%s: status %d %q, want %d saying %q", c.name, resp.StatusCode, text, c.status, c.err)
		}
		if e := errs.String(); strings.Count(e, "\n") != 1 || !strings.HasPrefix(e, "refused ") || !strings.Contains(e, c.err) {
			t.Errorf("%s: error log %q", c.name, e)
		}
		if files := tree(t, root); len(files) != 0 || log.Len() != 0 {
			t.Errorf("%s: wrote %q, logged %q", c.name, keys(files), log)
		}
	}
}

// stalled is a request body that tells when it is first read and then
// blocks until the test ends.
type stalled struct {
	reading chan struct{}
	io.Reader
}

func (s *stalled) Read(p []byte) (int, error) {
	select {
	case <-s.reading:
	default:
		close(s.reading)
	}
	return s.Reader.Read(p)
}

// TestSlowClient has one client stop halfway through its body: a problem
// posted meanwhile is stored all the same, and the slow one once its body
// comes.
func TestSlowClient(t *testing.T) {
	root := t.TempDir()
	var log, errs bytes.Buffer
	rc := NewReceiver(root, &log, &errs)
	request := func(body io.Reader) *http.Request {
		req := httptest.NewRequest("POST", "/", body)
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = "127.0.0.1:40000"
		return req
	}
	b, _ := json.Marshal(luogu())
	pr, pw := io.Pipe()
	slow := &stalled{make(chan struct{}), io.MultiReader(bytes.NewReader(b[:10]), pr)}
	slowDone := make(chan int)
	go func() {
		w := httptest.NewRecorder()
		rc.ServeHTTP(w, request(slow))
		slowDone <- w.Code
	}()
	<-slow.reading
	other, _ := json.Marshal(payload("A. Nim", "Codeforces", "https://codeforces.com/contest/1234/problem/A", [][2]string{{"1\n", "First\n"}}, "b", 1))
	fast := make(chan int)
	go func() {
		w := httptest.NewRecorder()
		rc.ServeHTTP(w, request(bytes.NewReader(other)))
		fast <- w.Code
	}()
	select {
	case code := <-fast:
		if code != http.StatusOK {
			t.Errorf("the other request: status %d, errors %q", code, errs.String())
		}
	case <-slowDone:
		t.Fatal("the slow request ended before its body came")
	}
	pw.Write(b[10:])
	pw.Close()
	if code := <-slowDone; code != http.StatusOK {
		t.Errorf("the slow request: status %d, errors %q", code, errs.String())
	}
	for _, f := range []string{"problems/cf1234a/main.go", "problems/p1247/main.go"} {
		if _, err := os.Stat(filepath.Join(root, f)); err != nil {
			t.Error(err)
		}
	}
}

// TestNotLoopback hands the Receiver a request from another machine, which
// a server bound to 127.0.0.1 cannot receive.
func TestNotLoopback(t *testing.T) {
	root := t.TempDir()
	var log, errs bytes.Buffer
	b, _ := json.Marshal(luogu())
	req := httptest.NewRequest("POST", "/", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = "192.0.2.7:40000"
	w := httptest.NewRecorder()
	NewReceiver(root, &log, &errs).ServeHTTP(w, req)
	if w.Code != http.StatusForbidden || !strings.Contains(errs.String(), "192.0.2.7:40000 is not a loopback address") || log.Len() != 0 {
		t.Errorf("status %d, error log %q, log %q", w.Code, errs.String(), log.String())
	}
	if files := tree(t, root); len(files) != 0 {
		t.Errorf("wrote %q", keys(files))
	}
}

func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// tree maps every file under root, by its slash-separated path, to its
// contents.
func tree(t *testing.T, root string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.Walk(root, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		b, err := os.ReadFile(path)
		m[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func keys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}
