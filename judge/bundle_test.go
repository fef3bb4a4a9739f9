package main

import (
	"bytes"
	"gametheory/internal/bundle"
	"gametheory/internal/problem"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// local builds with the installed Go only, for linux and for windows:
// the tests must not depend on fetching toolchains.
var local = []bundle.Toolchain{
	{Version: "local", GOOS: "linux", GOARCH: "amd64", Judge: "here"},
	{Version: "local", GOOS: "windows", GOARCH: "amd64", Judge: "here, for windows"},
}

func TestBundleCommand(t *testing.T) {
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
		{[]string{"-o", out, "nosuch"}, exitSetup, ""},
		{[]string{"-o", out, "gametheory/pkg/nim"}, exitSetup, ""}, // not a command
		{[]string{"-goos", "nosuch", "p2197"}, exitSetup, ""},
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

// TestBundleCheck is what "judge bundle -check" does, with the installed
// Go for linux and windows: every problem's bundle builds, vets and prints
// what the solution prints on every case, and a program that does not
// bundle is reported without stopping the others.
func TestBundleCheck(t *testing.T) {
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	bad := t.TempDir()
	writeFiles(t, bad, map[string]string{
		"go.mod":  "module bad\n\ngo 1.21\n",
		"main.go": "package main\n\nfunc main() { var x int = \"a\"; var y string = 1 }\n",
	})
	targets := []*bundleTarget{{arg: bad, dir: bad}}
	for _, id := range problem.IDs(root) {
		bt, err := resolveBundle(root, id)
		if err != nil {
			t.Fatal(err)
		}
		targets = append(targets, bt)
	}
	var out bytes.Buffer
	code := checkBundles(root, targets, local, &out)
	if code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
	for _, id := range problem.IDs(root) {
		if !strings.Contains(out.String(), id+strings.Repeat(" ", 10-len(id))+" bundle ") || strings.Contains(out.String(), id+" bundle FAILED") {
			t.Errorf("%s not checked:\n%s", id, out.String())
		}
	}
	for _, want := range []string{filepath.Base(bad) + "        bundle FAILED", `cannot use "a"`, "cannot use 1"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestFirstDiff(t *testing.T) {
	for _, tc := range []struct{ got, want, msg string }{
		{"a\nb\n", "a\nc\n", `line 2 differs: the bundle prints "b", the original "c"`},
		{"a\n", "a\nb\n", `the bundle's output stops before line 2, where the original prints "b"`},
		{"a\nb", "a", `the bundle prints more: line 2 is "b"`},
	} {
		if msg := firstDiff([]byte(tc.got), []byte(tc.want)); msg != tc.msg {
			t.Errorf("firstDiff(%q, %q) = %s, want %s", tc.got, tc.want, msg, tc.msg)
		}
	}
}

// TestBundleWithoutProblemJSON: a problem needs no problem.json to be
// bundled (it only fills the header) or checked (once, on empty input).
func TestBundleWithoutProblemJSON(t *testing.T) {
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
	bt, err := resolveBundle(dir, "solo")
	if err != nil {
		t.Fatal(err)
	}
	var report bytes.Buffer
	if code := checkBundles(dir, []*bundleTarget{bt}, local, &report); code != exitOK || !strings.Contains(report.String(), "solo       bundle ") || !strings.Contains(report.String(), "(1 case with local)") {
		t.Errorf("exit %d:\n%s", code, report.String())
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
