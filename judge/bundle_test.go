package main

import (
	"bytes"
	"fmt"
	"gametheory/internal/bundle"
	"gametheory/internal/problem"
	"gametheory/internal/testenv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// local builds with the installed Go only, for linux and for windows:
// the tests must not depend on fetching toolchains.
var local = []bundle.Target{
	{Name: "local", Version: "local", GOOS: "linux", GOARCH: "amd64", Judge: "here"},
	{Name: "local", Version: "local", GOOS: "windows", GOARCH: "amd64", Judge: "here, for windows"},
}

func TestBundleCommand(t *testing.T) {
	sequentialOnly(t)
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "p2197.go")
	for _, tc := range []struct {
		args   []string
		code   int
		prefix string // of the bundle
	}{
		{[]string{"-o", out, "p2197"}, exitOK, "// p2197: Luogu P2197"},
		{[]string{"-o", out, "gametheory/problems/p2197"}, exitOK, "// p2197: Luogu P2197"},
		{[]string{"-o", out, filepath.Join(root, "problems", "p1247")}, exitOK, "// p1247: Luogu P1247"},
		{[]string{"-o", out, "-goos", "windows", "p2197"}, exitOK, "// p2197: Luogu P2197"},
		{[]string{"-o", out, "-target", "codeforces", "p2197"}, exitOK, "// p2197: Luogu P2197"},
		{[]string{"-o", out, "-target", "go1.22", "-goarch", "arm64", "p2197"}, exitOK, "// p2197: Luogu P2197"},
		{[]string{"-o", out, "nosuch"}, exitSetup, ""},
		{[]string{"-o", out, "gametheory/pkg/nim"}, exitSetup, ""}, // not a command
		{[]string{"-goos", "nosuch", "p2197"}, exitSetup, ""},
		{[]string{"-target", "poj", "p2197"}, exitSetup, ""},
		{[]string{"-check", "-goos", "windows", "p2197"}, exitSetup, ""},
		{nil, exitSetup, ""},
	} {
		os.Remove(out)
		code, _, errOut := judgeCLI(t, "", append([]string{"bundle"}, tc.args...)...)
		if code != tc.code {
			t.Errorf("%q: exit %d, want %d: %s", tc.args, code, tc.code, errOut)
		}
		if tc.prefix == "" {
			if code != exitOK && errOut == "" {
				t.Errorf("%q: no message", tc.args)
			}
			continue
		}
		if b, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(b), tc.prefix) {
			t.Errorf("%q: %v %.60q", tc.args, err, b)
		}
	}
}

// checkedBundles are the problems whose bundles TestBundleCheck builds
// and runs: a solution on a theory package of several files (pkg/nim),
// an interactive one with its jury, and one on a graph's Hackenbush
// value, whose cases are the largest of the three.
var checkedBundles = map[string]bool{"p2197": true, "wythoff-duel": true, "agc017d": true}

// TestBundleCheck is what "judge bundle -check" does, with the installed
// Go for linux and windows, on checkedBundles: each bundle builds, vets
// and prints what the solution prints on every case, and a program that
// does not bundle is reported without stopping the others; and every
// problem would be checked with the judges' toolchains, none naming a
// target. Every problem's
// bundle is built and run by ./run_tests.sh, whose time grows with the
// problems.
func TestBundleCheck(t *testing.T) {
	// Beside the other long runs over every problem, once the tests that
	// change the working directory are done.
	t.Parallel()
	sequentialOnly(t)
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	bad := t.TempDir()
	writeFiles(t, bad, map[string]string{
		"go.mod":  "module bad\n\ngo 1.21\n",
		"main.go": "package main\n\nfunc main() { var x int = \"a\"; var y string = 1 }\n",
	})
	var progs []*bundle.Program
	var juries []goPackage
	for _, arg := range append([]string{bad}, problem.IDs(root)...) {
		if arg != bad && !checkedBundles[arg] {
			// Checked with the judges' toolchains unless its problem.json
			// names a target; its cases, some made on first use, are
			// ./run_tests.sh's to judge.
			switch p, err := problem.Load(root, arg); {
			case err != nil:
				t.Error(err)
			case p.Target != "":
				t.Errorf("%s names the target %s, which -check would check it on, not the judges' toolchains", arg, p.Target)
			}
			continue
		}
		p, jury, err := bundleProgram(root, arg, "", true)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Targets) != len(bundle.Judges) || p.Targets[0] != bundle.Judges[0] {
			t.Errorf("%s is checked on %v, want the judges' toolchains", arg, p.Targets)
		}
		juries = append(juries, jury...)
		p.Targets = local
		progs = append(progs, p)
	}
	cleanup, err := buildPrograms(root, juries)
	defer cleanup()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if ok, err := bundle.Check(&out, progs); ok || err != nil {
		t.Errorf("Check = %v, %v; want a failure", ok, err)
	}
	for id := range checkedBundles {
		if !strings.Contains(out.String(), fmt.Sprintf("%-10s bundle ", id)) || strings.Contains(out.String(), id+" bundle FAILED") {
			t.Errorf("%s not checked:\n%s", id, out.String())
		}
	}
	for _, want := range []string{filepath.Base(bad) + "        bundle FAILED", `cannot use "a"`, "cannot use 1"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

// TestBundleWithoutProblemJSON: a problem needs no problem.json to be
// bundled (it only fills the header) or checked (once, on empty input).
func TestBundleWithoutProblemJSON(t *testing.T) {
	sequentialOnly(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod":                "module solo\n\ngo 1.21\n",
		"pkg/greet/greet.go":    "package greet\n\nfunc init() { Hello = \"hello\" }\n\nvar Hello string\n",
		"problems/solo/main.go": "package main\n\nimport (\n\t\"fmt\"\n\n\t\"solo/pkg/greet\"\n)\n\nfunc main() { fmt.Println(greet.Hello) }\n",
	})
	out := filepath.Join(t.TempDir(), "solo.go")
	if code, _, errOut := judgeCLI(t, dir, "bundle", "-o", out, "solo"); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if b, err := os.ReadFile(out); err != nil || !strings.HasPrefix(string(b), "// solo\n") {
		t.Errorf("%v %.60q", err, b)
	}
	p, _, err := bundleProgram(dir, "solo", "", true)
	if err != nil {
		t.Fatal(err)
	}
	p.Targets = local[:1]
	var report bytes.Buffer
	if ok, err := bundle.Check(&report, []*bundle.Program{p}); !ok || err != nil || !strings.Contains(report.String(), "solo       bundle ") || !strings.Contains(report.String(), "(1 case with local)") {
		t.Errorf("%v %v:\n%s", ok, err, report.String())
	}
}

// TestProblemHeader: the header leaves out what problem.json leaves empty,
// as "judge new" writes it before the judge is known.
func TestProblemHeader(t *testing.T) {
	for _, tc := range []struct {
		p    problem.Problem
		want string
	}{
		{problem.Problem{ID: "p2197", Judge: "Luogu P2197", Name: "nim", URL: "https://x/P2197"}, "// p2197: Luogu P2197, nim\n// https://x/P2197\n"},
		{problem.Problem{ID: "mine", Name: "nim", URL: "https://x/"}, "// mine: nim\n// https://x/\n"},
		{problem.Problem{ID: "mine", Judge: "Luogu P2197"}, "// mine: Luogu P2197\n"},
		{problem.Problem{ID: "mine", Judge: " ", Name: ""}, "// mine\n"},
	} {
		if got := problemHeader(&tc.p); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.p, got, tc.want)
		}
	}
}

// TestBundleTargets bundles a module made today (go 1.24) whose library
// uses go1.22's range over int, go1.23's range over func and
// slices.Collect, for each target: each that runs it gets its bundle, each
// that cannot says what needs which Go; problem.json may name the target.
func TestBundleTargets(t *testing.T) {
	sequentialOnly(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod": "module example.com/today\n\ngo 1.24\n",
		"lib/seq/seq.go": `// Package seq counts with iterators.
package seq

import "slices"

// Count yields 0 to n-1.
func Count(n int) func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

// List lists what Count(n) yields.
func List(n int) []int { return slices.Collect(Count(n)) }
`,
		"problems/today/main.go": `package main

import (
	"fmt"

	"example.com/today/lib/seq"
)

func main() {
	for x := range seq.Count(2) {
		fmt.Println(x)
	}
	fmt.Println(seq.List(3))
}
`,
		"samples/today/problem.json": `{"name": "Today", "judge": "Luogu P1", "url": "https://www.luogu.com.cn/problem/P1", "target": "luogu"}`,
		"problems/odd/main.go":       "package main\n\nfunc main() {}\n",
		"samples/odd/problem.json":   `{"name": "Odd", "judge": "", "url": "", "target": "poj"}`,
	})
	refused := func(lines ...string) string {
		return "judge: bundle today: example.com/today/problems/today needs a newer Go:\n\t" + strings.Join(lines, "\n\t") + "\n"
	}
	for _, tc := range []struct {
		args   []string
		stderr string // "" when it bundles
		built  string // the bundle's target line
	}{
		{[]string{"today"}, "", "// Built for go1.24.4 linux/amd64 (Luogu)."},
		{[]string{"-target", "atcoder", "today"}, "", "// Built for go1.25.1 linux/amd64 (AtCoder)."},
		{[]string{"-target", "go1.23", "today"}, "", "// Built for go1.23.0 linux/amd64."},
		{[]string{"-target", "codeforces", "today"}, refused(
			"lib/seq/seq.go:18:40: slices.Collect requires go1.23; codeforces runs go1.22.2",
			"problems/today/main.go:10:17: range over func requires go1.23; codeforces runs go1.22.2",
		), ""},
		{[]string{"-target", "go1.21", "today"}, refused(
			"lib/seq/seq.go:9:18: range over int requires go1.22; the target is go1.21",
			"lib/seq/seq.go:18:40: slices.Collect requires go1.23; the target is go1.21",
			"problems/today/main.go:10:17: range over func requires go1.23; the target is go1.21",
		), ""},
		{[]string{"odd"}, "judge: bundle: samples/odd/problem.json: target: unknown target \"poj\": want codeforces, luogu, atcoder, or goX.Y or goX.Y.Z for linux/amd64 with that Go\n", ""},
		{[]string{"-target", "go1.99", "today"}, "", "// Built for go1.99.0 linux/amd64."},
	} {
		out := filepath.Join(t.TempDir(), "today.go")
		code, _, errOut := judgeCLI(t, dir, append([]string{"bundle", "-o", out}, tc.args...)...)
		if tc.stderr != "" {
			if code != exitSetup || errOut != tc.stderr {
				t.Errorf("%q: exit %d\n%s\nwant exit %d\n%s", tc.args, code, errOut, exitSetup, tc.stderr)
			}
			continue
		}
		b, err := os.ReadFile(out)
		if code != exitOK || err != nil || !strings.Contains(string(b), "\n"+tc.built+"\n") {
			t.Errorf("%q: exit %d, %v: %s\n%s", tc.args, code, err, errOut, b)
		}
	}
}

// sequentialOnly skips t under the race detector: the bundler runs no
// goroutine (internal/bundle has none; the programs it checks run through
// package proc, whose own tests run under -race), so the detector has
// nothing to find in it, while its parsing and type-checking of the
// standard library's sources, instrumented, took minutes of the judge's
// race run. go test ./judge runs it.
func sequentialOnly(t *testing.T) {
	t.Helper()
	if testenv.Race {
		t.Skip("the bundler is sequential: nothing for the race detector, and slow under it; go test without -race runs this")
	}
}
