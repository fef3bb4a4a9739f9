package main

import (
	"gametheory/internal/problem"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const fixture = "testdata/fixture"

func bundleFixture(t *testing.T, dir string) string {
	t.Helper()
	b, err := newBundler(fixture)
	if err != nil {
		t.Fatal(err)
	}
	src, err := b.bundle(dir, "// fixture\n")
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// runBoth builds the fixture's program and its bundle and returns what
// each wrote on stdout and stderr.
func runBoth(t *testing.T, src string) (orig, bundled string) {
	t.Helper()
	tmp := t.TempDir()
	if err := goTool(fixture, "build", "-o", filepath.Join(tmp, "orig"), "./problems/fix"); err != nil {
		t.Fatal(err)
	}
	bin, err := buildBundle(t.TempDir(), []byte(src))
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	run := func(path string) string {
		out, err := exec.Command(path).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", path, err, out)
		}
		return string(out)
	}
	return run(filepath.Join(tmp, "orig")), run(bin)
}

func TestBundleFixture(t *testing.T) {
	src := bundleFixture(t, "problems/fix")
	for _, want := range []string{
		`Red = iota`, // the whole const block, for iota
		`func (c *Counter) Inc()`,
		`func (c *Counter) String() string`, // called by fmt only
		`var Table = build()`,
		`var Value = "a.Value"`,     // the first Value keeps its name
		`const b_Value = "b.Value"`, // the second is renamed
		`var b_count = 7`,           // renamed: main has count
		`var count = 1`,             // main's names stay
		`crand "crypto/rand"`,
		`rand2 "math/rand"`,            // main's var rand takes the name
		`_, err := crand.Read(buf[:])`, // b's rand is main's crand
		"// fixture\n\npackage main",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("the bundle lacks %q", want)
		}
	}
	for _, unwanted := range []string{"Unused", "func (c *Counter) Dec", "fixture/pkg", "a.Counter", "b.Count"} {
		if strings.Contains(src, unwanted) {
			t.Errorf("the bundle has %q", unwanted)
		}
	}
	if n := len(regexp.MustCompile(`(?m)^func init\(\)`).FindAllString(src, -1)); n != 2 {
		t.Errorf("%d init functions, want 2", n)
	}
	orig, bundled := runBoth(t, src)
	if orig != bundled {
		t.Errorf("the bundle behaves differently:\noriginal %q\nbundle   %q", orig, bundled)
	}
}

// TestBundleLanguageGate: a call that needs Go 1.22 is caught.
func TestBundleLanguageGate(t *testing.T) {
	src := bundleFixture(t, "problems/newapi")
	_, err := buildBundle(t.TempDir(), []byte(src))
	if err == nil || !strings.Contains(err.Error(), "go1.22") {
		t.Errorf("got %v, want vet to flag slices.Concat as newer than go 1.21", err)
	}
}

// TestBundleEveryProblem is what "judge bundle -check" does: each bundle
// builds and vets as go 1.21 and matches its solution on every case.
func TestBundleEveryProblem(t *testing.T) {
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range problem.IDs(root) {
		src, err := bundleProblem(root, id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if strings.Contains(string(src), "gametheory/") {
			t.Errorf("%s: the bundle imports a project package", id)
		}
		if _, err := checkBundle(root, id, src); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}

func TestBundleCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "p2197.go")
	if code, _, errOut := judgeCLI(t, "", "bundle", "-o", out, "p2197"); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	b, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(b), "// p2197: Luogu P2197") {
		t.Errorf("%v %.60q", err, b)
	}
	if code, _, _ := judgeCLI(t, "", "bundle", "nosuch"); code != exitSetup {
		t.Errorf("unknown problem: exit %d", code)
	}
	if code, _, _ := judgeCLI(t, "", "bundle"); code != exitSetup {
		t.Errorf("no problem: exit %d", code)
	}
}
