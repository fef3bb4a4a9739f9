package main

import (
	"bytes"
	"encoding/json"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// judgeCLI runs the command line in dir (the project root when "").
func judgeCLI(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if dir != "" {
		wd, _ := os.Getwd()
		if err := os.Chdir(dir); err != nil {
			t.Fatal(err)
		}
		defer os.Chdir(wd)
	}
	var o, e bytes.Buffer
	code = cli(args, &o, &e)
	return code, o.String(), e.String()
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestJudgeAProblem(t *testing.T) {
	code, out, errOut := judgeCLI(t, "", "test", "p1247", "-tl", "5s")
	if code != exitOK || !strings.Contains(out, "p1247: 6/6 passed") || !strings.Contains(out, "AC    6/6 cases passed") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colour in output that is not a terminal")
	}
}

func TestJSON(t *testing.T) {
	code, out, errOut := judgeCLI(t, "", "-json", "poj2368", "p1288")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 16 {
		t.Fatalf("%d lines on stdout, want one per case (16):\n%s", len(lines), out)
	}
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not JSON: %q", l)
		}
		for _, k := range []string{"problem", "case", "verdict", "time_ms", "memory_kib", "exit_code", "message"} {
			if _, ok := m[k]; !ok {
				t.Errorf("no %q in %s", k, l)
			}
		}
		if m["verdict"] != "AC" || m["memory_kib"].(float64) <= 0 {
			t.Errorf("%s", l)
		}
	}
	if !strings.Contains(errOut, "16/16 cases passed") {
		t.Errorf("no summary on stderr: %q", errOut)
	}
}

func TestDirectoryWithCommand(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.in": "1 2\n", "a.out": "3\n",
		"b.in": "5 5\n", "b.out": "10\n",
	})
	sum := `read a b; echo $((a + b))`
	if code, out, _ := judgeCLI(t, "", dir, "-c", sum); code != exitOK || !strings.Contains(out, "2/2 cases passed") {
		t.Errorf("exit %d\n%s", code, out)
	}
	if code, out, _ := judgeCLI(t, "", "-c", "echo 3", dir); code != exitFail || !strings.Contains(out, "1/2 cases passed") || !strings.Contains(out, "WA") {
		t.Errorf("exit %d\n%s", code, out)
	}
	// A case without an answer: the output is shown, and it is a set-up error.
	writeFiles(t, dir, map[string]string{"c.in": "7 8\n"})
	if code, out, _ := judgeCLI(t, "", "-c", sum, dir); code != exitSetup || !strings.Contains(out, "NOANS") || !strings.Contains(out, "output:\n    15") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.in": "1\n", "a.out": "1\n"})
	for _, args := range [][]string{
		{"p9999"},
		{dir},
		{"-compare", "fuzzy", "p1247"},
		{"-compare", "lines", "-abs-eps", "1e-6", "p1247"},
		{"-j", "0", "p1247"},
		{"-no-such-flag"},
		{t.TempDir(), "-c", "true"},
	} {
		if code, _, errOut := judgeCLI(t, "", args...); code != exitSetup || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut)
		}
	}
}

func TestBuildFailure(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod":                     "module broken\n\ngo 1.21\n",
		"problems/bad/main.go":       "package main\n\nfunc main() { undefinedName() }\n",
		"samples/bad/problem.json":   `{"name": "bad", "judge": "none", "url": ""}`,
		"samples/bad/sample-1.in":    "1\n",
		"samples/bad/sample-1.out":   "1\n",
		"problems/good/main.go":      "package main\n\nfunc main() {}\n",
		"samples/good/problem.json":  `{"name": "good", "judge": "none", "url": "", "time_limit": "1s"}`,
		"samples/good/sample-1.in":   "1\n",
		"samples/good/sample-1.out":  "\n",
		"samples/good/sample-2.in":   "1\n",
		"samples/good/sample-10.out": "\n",
	})
	code, _, errOut := judgeCLI(t, dir)
	if code != exitSetup || !strings.Contains(errOut, "undefined: undefinedName") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	code, out, _ := judgeCLI(t, dir, "good")
	if code != exitSetup || !strings.Contains(out, "sample-2") || !strings.Contains(out, "NOANS") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

// TestMalformedInput runs every problem's binary on input the statement
// does not allow: one line on stderr naming the problem, exit status 1, no
// panic trace, and the answers to earlier cases kept.
func TestMalformedInput(t *testing.T) {
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	ids := problem.IDs(root)
	if err := buildSolutions(root, bin, ids); err != nil {
		t.Fatal(err)
	}
	inputs := map[string][]struct{ in, out string }{
		"p2197":     {{"2\n1\n1\n1\n-1\n", "Yes\n"}, {"x", ""}, {"3\n2\n1 1\n", "No\n"}},
		"p1247":     {{"3\n1 2\n", ""}, {"1\n1.5\n", ""}},
		"p1288":     {{"3\n1 2 3\n", ""}, {"2\n0\n", ""}, {"-3\n0 0 0", ""}},
		"poj1067":   {{"2 1\n8 4\n4\n", "0\n1\n"}, {"1 -1\n", ""}, {"1 99999999999999999999\n", ""}},
		"poj2368":   {{"-3\n", ""}, {"\n", ""}, {"3e2\n", ""}},
		"acwing891": {{"2\n1\n", ""}, {"1\n1 1\n", "Yes\n"}},
	}
	for _, id := range ids {
		if len(inputs[id]) == 0 {
			t.Errorf("no malformed inputs for %s", id)
		}
		for i, c := range inputs[id] {
			in := filepath.Join(t.TempDir(), "bad.in")
			writeFiles(t, filepath.Dir(in), map[string]string{"bad.in": c.in})
			r, err := proc.Run([]string{filepath.Join(bin, id)}, in, proc.Limits{Time: 5 * time.Second, Output: 1 << 20})
			if err != nil {
				t.Fatal(err)
			}
			out, err := r.Stdout()
			r.Close()
			if err != nil {
				t.Fatal(err)
			}
			stderr := string(r.Stderr)
			if r.ExitCode != 1 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, id+": line ") ||
				strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine") {
				t.Errorf("%s input %d %q: exit %d, stderr %q", id, i, c.in, r.ExitCode, stderr)
			}
			if string(out) != c.out {
				t.Errorf("%s input %d %q: stdout %q, want %q", id, i, c.in, out, c.out)
			}
		}
	}
}
