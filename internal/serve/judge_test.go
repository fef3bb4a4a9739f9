package serve

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gametheory/internal/testenv"
)

// wrongGo multiplies where the problem adds: right on 2 2, wrong on 3 5,
// and it says so on its standard error.
const wrongGo = `package main

import (
	"fmt"
	"os"
)

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Fprintln(os.Stderr, "debug: multiplying")
	fmt.Println(a * b)
}
`

// genGo prints seed mod 4 and seed mod 3, bruteGo their sum.
const (
	genGo = `package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	seed, _ := strconv.Atoi(os.Args[1])
	fmt.Println(seed%4, seed%3)
}
`
	bruteGo = `package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`
)

// tinyProject makes a project with one problem, sum, of two cases, its
// generator and brute force, and a wrong program for it, and points the judge's cache and temporary files
// into the test's own folders.
func tinyProject(t *testing.T) string {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("JUDGE_CACHE", t.TempDir())
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"go.mod":                   "module tiny\n\ngo 1.21\n",
		"samples/sum/problem.json": `{"name": "Sum"}` + "\n",
		"samples/sum/square.in":    "2 2\n",
		"samples/sum/square.out":   "4\n",
		"samples/sum/oblong.in":    "3 5\n",
		"samples/sum/oblong.out":   "8\n",
		"problems/sum/gen.go":      genGo,
		"problems/sum/brute.go":    bruteGo,
		"wrong.go":                 wrongGo,
		"notes.txt":                "not a program\n",
		"odd name;x.go":            wrongGo,
	})
	return root
}

func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWhatThePageMayName tries paths that lead out of the folder: no
// program outside it is judged and no file outside the cases shown and
// the runs' outputs is read, through ../, an absolute path or a link.
func TestWhatThePageMayName(t *testing.T) {
	root := tinyProject(t)
	outside := t.TempDir()
	writeTree(t, outside, map[string]string{"secret.go": wrongGo, "secret.in": "secret\n", "secret.out": "secret\n"})
	links := map[string]string{
		"linked.go":               filepath.Join(outside, "secret.go"),
		"samples/sum/linked.in":   filepath.Join(outside, "secret.in"),
		"samples/sum/square2.in":  filepath.Join(root, "samples/sum/square.in"),
		"samples/sum/square2.out": filepath.Join(outside, "secret.out"),
	}
	for link, target := range links {
		if err := os.Symlink(target, filepath.Join(root, filepath.FromSlash(link))); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	s := pageServer(t, root, "/nonexistent/judge")
	for _, tt := range []struct {
		req  judgeRequest
		want string // the command's words, or "" when refused
	}{
		{judgeRequest{Problem: "sum", Program: "wrong.go"}, "test -json -c wrong.go -- sum"},
		{judgeRequest{Problem: "sum", Program: filepath.Join(root, "wrong.go"), Watch: true}, "test -json -c wrong.go -watch -- sum"},
		{judgeRequest{Problem: "sum"}, "test -json -- sum"},
		{judgeRequest{Problem: "sum", Stress: 10}, "stress -json -n 10 -- sum"},
		{judgeRequest{Problem: "sum", Program: "../" + filepath.Base(outside) + "/secret.go"}, ""},
		{judgeRequest{Problem: "sum", Program: filepath.Join(outside, "secret.go")}, ""},
		{judgeRequest{Problem: "sum", Program: "linked.go"}, ""},
		{judgeRequest{Problem: "sum", Program: "odd name;x.go"}, ""},
		{judgeRequest{Problem: "sum", Program: "notes.txt"}, ""},
		{judgeRequest{Problem: "sum", Program: "missing.go"}, ""},
		{judgeRequest{Problem: "sum", Program: "."}, ""},
		{judgeRequest{Problem: "../sum", Program: "wrong.go"}, ""},
		{judgeRequest{Problem: "nosuch"}, ""},
		{judgeRequest{Problem: "sum", Stress: -1}, ""},
		{judgeRequest{Problem: "sum", Stress: 5, Watch: true}, ""},
	} {
		args, err := s.command(tt.req)
		if got := strings.Join(args, " "); got != tt.want || (err != nil) != (tt.want == "") {
			t.Errorf("%+v: %q, %v; want %q", tt.req, got, err, tt.want)
		}
	}
	for _, tt := range []struct {
		problem, name string
		input         string // "" when refused
	}{
		{"sum", "square", "2 2\n"},
		{"sum", "linked", ""},
		{"sum", "square2", ""},
		{"sum", "../../" + filepath.Base(outside) + "/secret", ""},
		{"sum", "nosuch", ""},
		{"../sum", "square", ""},
	} {
		w := pageRequest(t, s, "/api/case?problem="+tt.problem+"&case="+tt.name, nil)
		var v caseView
		json.Unmarshal(w.Body.Bytes(), &v)
		switch {
		case tt.input == "" && (w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "secret\\n")):
			t.Errorf("%s %s: status %d, %s; want 404", tt.problem, tt.name, w.Code, w.Body)
		case tt.input != "" && (w.Code != http.StatusOK || v.Input == nil || v.Input.Text != tt.input):
			t.Errorf("%s %s: status %d, %s; want the input %q", tt.problem, tt.name, w.Code, w.Body, tt.input)
		}
	}
}

// TestShowFile shows the start of a large file, with its size.
func TestShowFile(t *testing.T) {
	dir := t.TempDir()
	for _, size := range []int{0, 10, shown, shown + 1, 3 * shown} {
		path := filepath.Join(dir, "f")
		if err := os.WriteFile(path, []byte(strings.Repeat("x", size)), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := showFile(path)
		if err != nil || len(f.Text) != min(size, shown) || f.Size != int64(size) || f.Truncated != (size > shown) {
			t.Errorf("%d bytes: %d shown, size %d, truncated %v, %v", size, len(f.Text), f.Size, f.Truncated, err)
		}
	}
}

// judgeExe builds the judge for a test that runs it.
func judgeExe(t *testing.T) string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "judge")
	if out, err := exec.Command(testenv.GoTool(t), "build", "-o", exe, "gametheory/judge").CombinedOutput(); err != nil {
		t.Fatalf("building the judge: %v\n%s", err, out)
	}
	return exe
}

// An event is one of the server-sent events.
type event struct {
	name string
	data map[string]any
}

// TestJudgeFromThePage judges a wrong program as the page does, over
// HTTP: the verdicts arrive as events, case by case, and the case opens to
// its input, the answer, what the program printed and its stderr.
func TestJudgeFromThePage(t *testing.T) {
	root := tinyProject(t)
	srv := httptest.NewUnstartedServer(nil)
	s := pageServer(t, root, judgeExe(t))
	s.host = srv.Listener.Addr().String()
	srv.Config.Handler = s
	srv.Start()
	t.Cleanup(func() { srv.Close(); s.Close() })
	call := func(method, path, body string) *http.Response {
		r, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
		r.Header.Set("X-Judge-Token", s.token)
		r.Header.Set("Content-Type", "application/json")
		resp, err := srv.Client().Do(r)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	stream := call("GET", "/api/events", "")
	defer stream.Body.Close()
	events := bufio.NewReader(stream.Body)
	if line, err := events.ReadString('\n'); err != nil || line != ": events\n" {
		t.Fatalf("the stream begins %q, %v", line, err)
	}
	if resp := call("POST", "/api/judge", `{"problem": "sum", "program": "wrong.go"}`); resp.StatusCode != http.StatusOK {
		t.Fatalf("POST /api/judge: %s", resp.Status)
	}
	verdicts := map[string]any{}
	for ev := nextEvent(t, events); ev.name != "done"; ev = nextEvent(t, events) {
		if ev.name == "case" {
			r := ev.data["result"].(map[string]any)
			verdicts[r["case"].(string)] = r["verdict"]
		}
	}
	if verdicts["square"] != "AC" || verdicts["oblong"] != "WA" || len(verdicts) != 2 {
		t.Errorf("verdicts %v, want square AC, oblong WA", verdicts)
	}
	resp := call("GET", "/api/case?problem=sum&case=oblong", "")
	var v caseView
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if v.Input == nil || v.Input.Text != "3 5\n" || v.Expected == nil || v.Expected.Text != "8\n" ||
		v.Received == nil || v.Received.Text != "15\n" || v.Stderr == nil || !strings.Contains(v.Stderr.Text, "debug: multiplying") {
		t.Errorf("the case shows %+v %+v %+v %+v", v.Input, v.Expected, v.Received, v.Stderr)
	}
	resp = call("GET", "/api/problems", "")
	var st pageState
	json.NewDecoder(resp.Body).Decode(&st)
	resp.Body.Close()
	if len(st.Verdicts["sum"]) != 2 {
		t.Errorf("the state keeps %d verdicts of sum, want 2", len(st.Verdicts["sum"]))
	}

	// Stress finds 1 2 (seed 1) wrong and shrinks it; keeping it makes it
	// a case of the problem.
	if resp := call("POST", "/api/judge", `{"problem": "sum", "program": "wrong.go", "stress": 20}`); resp.StatusCode != http.StatusOK {
		t.Fatalf("POST /api/judge, stress: %s", resp.Status)
	}
	var failure map[string]any
	for ev := nextEvent(t, events); ev.name != "done"; ev = nextEvent(t, events) {
		if line, _ := ev.data["line"].(map[string]any); ev.name == "stress" && line["failure"] != nil {
			failure = line["failure"].(map[string]any)
		}
	}
	if failure == nil || failure["verdict"] != "WA" || failure["seed"] != 1.0 {
		t.Fatalf("stress found %v; want WA on seed 1", failure)
	}
	resp = call("POST", "/api/stress/keep", `{"problem": "sum", "program": "wrong.go", "seed": 1}`)
	var kept struct{ Saved string }
	json.NewDecoder(resp.Body).Decode(&kept)
	resp.Body.Close()
	in, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(kept.Saved)))
	if resp.StatusCode != http.StatusOK || kept.Saved != "samples/sum/stress-1.in" || err != nil || string(in) != failure["input"] {
		t.Errorf("kept: %s %q, %q %v; want samples/sum/stress-1.in, %q", resp.Status, kept.Saved, in, err, failure["input"])
	}
}

// nextEvent reads the next event of the stream.
func nextEvent(t *testing.T, r *bufio.Reader) event {
	t.Helper()
	var ev event
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("the event stream ended: %v", err)
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "" && ev.name != "":
			return ev
		case strings.HasPrefix(line, "event: "):
			ev.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &ev.data)
		}
	}
}

// TestFolders lists the problems of a folder that is not a project, as
// judge listen writes them there: each a folder with problem.json or
// cases, judged with -c only.
func TestFolders(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"cf1a/problem.json":  `{"name": "A"}` + "\n",
		"cf1a/sample-1.in":   "1 2\n",
		"cf1a/sample-1.out":  "3\n",
		"mine/1.in":          "5\n",
		"-x/1.in":            "6\n",
		"notes/readme.txt":   "no cases here\n",
		"sol.go":             wrongGo,
		"sample-outside.in":  "not a problem's\n",
		"sample-outside.out": "\n",
	})
	s := pageServer(t, root, "")
	var got []string
	for _, p := range s.problems() {
		var cases []string
		for _, c := range p.Cases {
			cases = append(cases, fmt.Sprintf("%s:%v", c.Name, c.Answer))
		}
		got = append(got, fmt.Sprintf("%s %v %s", p.ID, p.Folder, strings.Join(cases, ",")))
	}
	if want := []string{"-x true 1:false", "cf1a true sample-1:true", "mine true 1:false"}; strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("problems %q, want %q", got, want)
	}
	for _, tt := range []struct {
		req  judgeRequest
		want string // the command's words, or "" when refused
	}{
		{judgeRequest{Problem: "cf1a", Program: "sol.go"}, "test -json -c sol.go -- cf1a"},
		{judgeRequest{Problem: "-x", Program: "sol.go"}, "test -json -c sol.go -- -x"},
		{judgeRequest{Problem: "cf1a"}, ""},
		{judgeRequest{Problem: "cf1a", Program: "sol.go", Stress: 10}, ""},
		{judgeRequest{Problem: "notes", Program: "sol.go"}, ""},
	} {
		args, err := s.command(tt.req)
		if got := strings.Join(args, " "); got != tt.want || (err != nil) != (tt.want == "") {
			t.Errorf("%+v: %q, %v; want %q", tt.req, got, err, tt.want)
		}
	}
}
