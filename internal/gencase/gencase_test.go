package gencase

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// A fake project: a generator that writes its argument (and notes each
// run in the file runs, in its folder), a solution that answers an
// input's length, a committed sample.
var project = map[string]string{
	"go.mod": "module fake\n\ngo 1.21\n",
	"problems/p/large/main.go": `package main

import (
	"fmt"
	"os"
)

func main() {
	runs, _ := os.OpenFile("runs", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	fmt.Fprintln(runs, os.Args[1])
	if os.Args[1] == "fail" {
		fmt.Fprint(os.Stderr, "\nno case fail\nsecond line\n")
		os.Exit(3)
	}
	fmt.Println(os.Args[1])
}
`,
	"problems/p/main.go": `package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	s, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	fmt.Println(len(s))
}
`,
	"samples/p/sample-1.in":  "x\n",
	"samples/p/sample-1.out": "2\n",
}

const head = "solution: /problems/p\ngenerators:\n  large:\n    - /problems/p/large\ndata:\n"

// entry is a case of the manifest, whose input and answer hash to those
// of in and ans.
func entry(name, command, in, ans string) string {
	return "  " + name + ":\n    generate: " + command + "\n    sha256: " + sum(in) + "\n    ans_sha256: " + sum(ans) + "\n"
}

func sum(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCases(t *testing.T) {
	root := t.TempDir()
	cache := filepath.Join(t.TempDir(), "cache")
	t.Setenv("JUDGE_CACHE", cache)
	t.Setenv("JUDGE_CONFIG", filepath.Join(root, "no-config.json"))
	for path, text := range project {
		write(t, filepath.Join(root, path), text)
	}
	samples := filepath.Join(root, "samples", "p")
	manifest := filepath.Join(samples, "generators.yaml")
	runsFile := filepath.Join(root, "problems", "p", "large", "runs")
	runs := func() int {
		b, _ := os.ReadFile(runsFile)
		return strings.Count(string(b), "\n")
	}
	entries := func() []string {
		m, _ := filepath.Glob(filepath.Join(cache, "case-*", "ok"))
		return m
	}
	write(t, manifest, head+entry("big-10", "large big-10", "big-10\n", "7\n")+entry("big-2", "large big-2", "big-2\n", "6\n"))
	want := map[string][2]string{"big-2": {"big-2\n", "6\n"}, "big-10": {"big-10\n", "7\n"}, "sample-1": {"x\n", "2\n"}}

	// Made, then found in the cache, then made again when the generator
	// changes.
	for _, tt := range []struct {
		step, log string
		runs      int
	}{
		{"first use", "making 2 large cases of p (first use)\n", 2},
		{"cached", "", 2},
		{"generator edited", "making 2 large cases of p (first use)\n", 4},
	} {
		if tt.step == "generator edited" {
			main := filepath.Join(root, "problems", "p", "large", "main.go")
			write(t, main, project["problems/p/large/main.go"]+"\n// edited\n")
		}
		var log bytes.Buffer
		cs, err := Cases(root, samples, &log)
		if err != nil {
			t.Fatalf("%s: %v", tt.step, err)
		}
		var names []string
		for _, c := range cs {
			names = append(names, c.Name)
			in, _ := os.ReadFile(c.In)
			out, _ := os.ReadFile(c.Out)
			if w := want[c.Name]; string(in) != w[0] || string(out) != w[1] {
				t.Errorf("%s: case %s: input %q, answer %q; want %q, %q", tt.step, c.Name, in, out, w[0], w[1])
			}
		}
		if w := []string{"big-2", "big-10", "sample-1"}; !reflect.DeepEqual(names, w) {
			t.Errorf("%s: cases %q, want %q", tt.step, names, w)
		}
		if log.String() != tt.log || runs() != tt.runs {
			t.Errorf("%s: logged %q, generator run %d times; want %q, %d", tt.step, log.String(), runs(), tt.log, tt.runs)
		}
	}

	// Errors, each naming the case, and nothing kept.
	kept := len(entries())
	for _, tt := range []struct {
		name, data string
		want       []string
	}{
		{"input's hash", entry("big-3", "large big-3", "other\n", "6\n"),
			[]string{"generators.yaml:6: case big-3: the input the generator large big-3 made has SHA-256 " + sum("big-3\n") + ", the manifest says " + sum("other\n")}},
		{"answer's hash", entry("big-3", "large big-3", "big-3\n", "7\n"),
			[]string{"case big-3: the answer the solution /problems/p made has SHA-256 " + sum("6\n") + ", the manifest says " + sum("7\n")}},
		{"failing generator", entry("fail", "large fail", "", ""),
			[]string{"generators.yaml:6: case fail: the generator large fail failed, exit status 3: no case fail"}},
		{"unknown generator", entry("big-3", "small big-3", "big-3\n", "6\n"),
			[]string{`generators.yaml:7:15: data.big-3.generate: unknown generator "small"`}},
	} {
		write(t, manifest, head+tt.data)
		_, err := Cases(root, samples, &bytes.Buffer{})
		for _, w := range tt.want {
			if err == nil || !strings.Contains(err.Error(), w) || strings.Contains(err.Error(), "second line") {
				t.Errorf("%s: got %v, want %q", tt.name, err, w)
			}
		}
		if n := len(entries()); n != kept {
			t.Errorf("%s: %d cases in the cache, want %d", tt.name, n, kept)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(cache, "tmp-*")); len(left) > 0 {
		t.Errorf("temporary folders left in the cache: %q", left)
	}
}
