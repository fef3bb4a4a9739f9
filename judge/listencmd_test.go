package main

import (
	"bytes"
	"encoding/json"
	"gametheory/internal/problem"
	"gametheory/internal/testenv"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// lines is an io.Writer that hands each line written to it to a channel,
// so a test can wait for what the listener prints.
type lines struct {
	mu      sync.Mutex
	partial string
	c       chan string
}

func (l *lines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.partial += string(p)
	for {
		i := strings.IndexByte(l.partial, '\n')
		if i < 0 {
			return len(p), nil
		}
		l.c <- l.partial[:i]
		l.partial = l.partial[i+1:]
	}
}

// listen runs "judge listen -port 0 -once" in root and returns the URL it
// listens on, its stdout and stderr lines, and its exit status once it ends.
func listen(t *testing.T, root string) (url string, out, errs chan string, exit chan int) {
	t.Helper()
	wd, _ := os.Getwd()
	if err := os.Chdir(root); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chdir(wd) })
	o, e := &lines{c: make(chan string, 100)}, &lines{c: make(chan string, 100)}
	exit = make(chan int, 1)
	go func() { exit <- cli([]string{"listen", "-port", "0", "-once"}, o, e) }()
	first := <-o.c
	url, ok := strings.CutPrefix(first, "listening on ")
	if !ok {
		t.Fatalf("first line %q", first)
	}
	url, _, _ = strings.Cut(url, " ")
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("listening on %q, want 127.0.0.1", url)
	}
	return url, o.c, e.c, exit
}

// extension is a payload exactly as Competitive Companion sends it.
func extension(name, group, url string, memMB, timeMS int, tests [][2]string, batchID string, batchSize int) []byte {
	ts := []map[string]string{}
	for _, c := range tests {
		ts = append(ts, map[string]string{"input": c[0], "output": c[1]})
	}
	b, _ := json.Marshal(map[string]any{
		"name": name, "group": group, "url": url, "interactive": false,
		"memoryLimit": memMB, "timeLimit": timeMS, "tests": ts, "testType": "single",
		"input": map[string]string{"type": "stdin"}, "output": map[string]string{"type": "stdout"},
		"languages": map[string]any{"java": map[string]string{"mainClass": "Main", "taskClass": "Task"}},
		"batch":     map[string]any{"id": batchID, "size": batchSize},
	})
	return b
}

func postJSON(t *testing.T, url string, body []byte) (int, string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestListen receives a Luogu problem, a Codeforces problem and a contest
// of three over loopback, each with -once, refusing a bad request on the
// way; then the new problems build and are judged, failing as unsolved.
func TestListen(t *testing.T) {
	root := copyModule(t)
	for _, s := range []struct {
		posts []string // each problem's line, in order
		body  [][]byte
	}{
		{
			[]string{`p1247: "P1247 取火柴游戏", 2 samples written, 1s, 125 MiB; created samples/p1247/problem.json, problems/p1247/main.go, problems/p1247/main_test.go`},
			[][]byte{extension("P1247 取火柴游戏", "Luogu", "https://www.luogu.com.cn/problem/P1247", 125, 1000,
				[][2]string{{"3\n3 6 9\n", "4 3\n3 6 5\n"}, {"4\n15 22 19 10\n", "lose\n"}}, "8e3f5b1a-0d2c-4f7e-9a61-3b5d7c9e1f20", 1)},
		},
		{
			[]string{`cf1147c: "C. Thanos Nim", 2 samples written, 1s, 256 MiB; created samples/cf1147c/problem.json, problems/cf1147c/main.go, problems/cf1147c/main_test.go`},
			[][]byte{extension("C. Thanos Nim", "Codeforces - Forethought Future Cup - Final Round", "https://codeforces.com/contest/1147/problem/C", 256, 1000,
				[][2]string{{"2\n8 8\n", "Bob\n"}, {"4\n3 1 4 1\n", "Alice\n"}}, "1c6b0a9e-7d35-4e0f-8b2a-5f4e3d2c1b0a", 1)},
		},
		{
			[]string{
				`abc300a: "A - N-choice question", 1 sample written, 2s, 1024 MiB; created samples/abc300a/problem.json, problems/abc300a/main.go, problems/abc300a/main_test.go [1/3 of the batch]`,
				`abc300b: "B - Same Map in the RPG World", 1 sample written, 2s, 1024 MiB; created samples/abc300b/problem.json, problems/abc300b/main.go, problems/abc300b/main_test.go [2/3 of the batch]`,
				`abc300c: "C - Cross", 1 sample written, 2s, 1024 MiB; created samples/abc300c/problem.json, problems/abc300c/main.go, problems/abc300c/main_test.go [3/3 of the batch]`,
			},
			[][]byte{
				extension("A - N-choice question", "AtCoder - AtCoder Beginner Contest 300", "https://atcoder.jp/contests/abc300/tasks/abc300_a", 1024, 2000, [][2]string{{"3 125 175\n200 300 400\n", "2\n"}}, "batch-abc300", 3),
				extension("B - Same Map in the RPG World", "AtCoder - AtCoder Beginner Contest 300", "https://atcoder.jp/contests/abc300/tasks/abc300_b", 1024, 2000, [][2]string{{"1 1\n#\n#\n", "Yes\n"}}, "batch-abc300", 3),
				extension("C - Cross", "AtCoder - AtCoder Beginner Contest 300", "https://atcoder.jp/contests/abc300/tasks/abc300_c", 1024, 2000, [][2]string{{"1 1\n.\n", "0\n"}}, "batch-abc300", 3),
			},
		},
	} {
		url, out, errs, exit := listen(t, root)
		// A refused request is no part of the batch: -once keeps listening.
		if code, _ := postJSON(t, url, []byte(`{"name": `)); code != http.StatusBadRequest {
			t.Errorf("malformed JSON: status %d", code)
		}
		if e := <-errs; !strings.HasPrefix(e, "refused POST / from 127.0.0.1:") || !strings.Contains(e, "malformed JSON") {
			t.Errorf("stderr %q", e)
		}
		for i, body := range s.body {
			if code, resp := postJSON(t, url, body); code != http.StatusOK || resp != s.posts[i]+"\n" {
				t.Errorf("status %d, response %q", code, resp)
			}
			if line := <-out; line != s.posts[i] {
				t.Errorf("stdout %q\nwant   %q", line, s.posts[i])
			}
		}
		if code := <-exit; code != exitOK {
			t.Errorf("exit %d", code)
		}
	}
	checkUnsolved(t, root, "p1247")
	code, out, _ := judgeCLI(t, root, "cf1147c", "abc300a", "abc300b", "abc300c")
	if code != exitFail || strings.Count(out, "not solved yet") != 5 || !strings.Contains(out, "0/5 cases passed") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

func TestListenBusyPort(t *testing.T) {
	root := copyModule(t)
	url, _, _, exit := listen(t, root)
	port := url[strings.LastIndexByte(url, ':')+1 : len(url)-1]
	code, _, errOut := judgeCLI(t, root, "listen", "-port", port)
	if code != exitSetup || !strings.Contains(errOut, "-port") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	postJSON(t, url, extension("x", "", "https://example.com/x", 1, 1, nil, "b", 1))
	<-exit
}

// TestListenOutsideProject: with no go.mod above, each problem goes into
// a folder of the working directory, problem.json and cases, and judge
// test judges that folder under its limits.
func TestListenOutsideProject(t *testing.T) {
	dir := t.TempDir()
	url, out, _, exit := listen(t, dir)
	if root, err := problem.FindRoot(); err == nil {
		postJSON(t, url, extension("x", "", "https://example.com/x", 1, 1, nil, "b", 1))
		<-exit
		t.Skipf("the temporary directory is inside a module, %s", root)
	}
	body := extension("P1247 取火柴游戏", "Luogu", "https://www.luogu.com.cn/problem/P1247", 125, 1000,
		[][2]string{{"3\n3 6 9\n", "4 3\n3 6 5\n"}, {"4\n15 22 19 10\n", "lose\n"}}, "8e3f5b1a-0d2c-4f7e-9a61-3b5d7c9e1f20", 1)
	want := `p1247: "P1247 取火柴游戏", 2 samples written, 1s, 125 MiB; created p1247/problem.json`
	if code, resp := postJSON(t, url, body); code != http.StatusOK || resp != want+"\n" {
		t.Errorf("status %d, response %q, want %q", code, resp, want)
	}
	if line := <-out; line != want {
		t.Errorf("stdout %q, want %q", line, want)
	}
	if code := <-exit; code != exitOK {
		t.Errorf("exit %d", code)
	}
	p, err := problem.Read(filepath.Join(dir, "p1247", "problem.json"), "p1247")
	if err != nil || p.TimeLimit != "1s" || p.MemoryLimitKiB != 125<<10 {
		t.Fatalf("problem.json: %+v, %v", p, err)
	}
	code, stdout, _ := judgeCLI(t, dir, "test", "-c", testenv.Command("print", "lose"), "p1247")
	if code != exitFail || !strings.Contains(stdout, "1/2 cases passed") {
		t.Errorf("judge test p1247: exit %d\n%s", code, stdout)
	}
}
