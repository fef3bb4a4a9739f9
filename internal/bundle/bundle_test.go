package bundle

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"gametheory/internal/testenv"
)

const fixture = "testdata/fixture"

// A fixtureCase is a command of the fixture module and what its bundle
// must show of the rule it tests.
type fixtureCase struct {
	cmd           string
	has, hasNot   []string // in the bundle
	output        string   // in what the program prints, bundled or not
	platformFiles bool     // the bundle differs per platform
}

var fixtureCases = []fixtureCase{
	{cmd: "fix", // the first fixture: blocks, collisions, import names, dead code
		has: []string{
			"Red = iota", "func (c *Counter) Dec()", "var Table = build()",
			`var Value = "a.Value"`, `const b_Value = "b.Value"`, "var b_count = 7", "var count = 1",
			`crand "crypto/rand"`, `rand2 "math/rand"`, "_, err := crand.Read(buf[:])",
		},
		hasNot: []string{"Unused", `"fixture/`, "a.Counter", "b.Count"},
	},
	{cmd: "sortheap", // methods called only by sort and container/heap
		has:    []string{"func (p Pairs) Swap(i, j int)", "func (h *IntHeap) Push(x any)"},
		output: "[{0 3} {1 1} {3 0} {3 2}]\n8 7 5 1",
	},
	{cmd: "writer", has: []string{"func (c *Counter) Write(p []byte) (int, error)"}, output: `4 "4-2\n"`},
	{cmd: "fmterr", // methods called only by fmt and errors
		has: []string{
			"func (c Cents) Format(f fmt.State, verb rune)", "func (l Label) GoString() string",
			"func (Missing) Is(target error) bool", "func (Missing) As(target any) bool",
			"func (e *LookupError) Unwrap() error",
		},
		output: "$12.34(v) $0.05(d)\n<x> Label(y)\nlookup k: not found true true k\nmissing true true code 404",
	},
	{cmd: "generic", // instantiated methods and constraint interfaces
		has: []string{
			"func (s *Stack[T]) Push(x T)", "func (b *BIT[T]) Add(i int, v T)", "func (h *Heap[T]) Push(x T)",
			"func (MaxOf) Op(a, b int) int", "type Monoid[T any] interface",
		},
		output: "cba  5 12\n{1 2} {2 3} 1\n6 9",
	},
	{cmd: "capture", // each capture a dropped qualifier could cause
		has: []string{
			"const graph_INF =", "INF := int64(7)", "best = min(best, d)", "func main_min(a, b int64) int64",
			"return math.Sqrt(m*m + n*n)", "math.Floor(2.5)", "type graph_Base struct",
			"n := Node{graph_Base: graph_Base{ID: id}}", "n.graph_Base.ID++", "fmt.Println(n.graph_Base.ID, n.ID",
		},
		hasNot: []string{`m "math"`},
		output: "7 1152921504606846976 3 -999\n5 2\n3 3 ### b",
	},
	{cmd: "collide", // two packages named util; per-file import names; unsafe
		has: []string{
			"func util_Max(a, b int) int { return int(mth.Max(", "func util_Max2(xs ...int) int", "func Max(a, b int) int",
			"var util_sort = 3", `strings2 "strings"`, "w.util_Stack.Push(6)", "\t*Base\n", "unsafe.Sizeof(P{})",
		},
		output: "[1 2 3] 2 9 2 [5 6] 2 5 1 20\n8 a,main.strings 8\n7 3 {1} {}",
	},
	{cmd: "initorder", // Go's package order, variables before init functions
		has:    []string{"func alpha_init()", "func gamma_init2()", "var g2 = Note(\"gamma.g2\")\n\nvar g1 = "},
		output: "10 main.var\nbeta.var2\nbeta.init\nalpha.var\nalpha.init\ngamma.y\ngamma.x after gamma.y\ngamma.g2\ngamma.g1 after gamma.g2\ngamma.init1 alpha.var\ngamma.init2 gamma.g1 after gamma.g2\nmain.var\nmain.init",
	},
	{cmd: "target", has: []string{`return "linux"`}, hasNot: []string{"not linux", "Newer"}, output: "linux", platformFiles: true},
	{cmd: "dot", // a dot import of the module's package, and of the standard library in it
		has:    []string{"strings.ToUpper(s) + strings.Repeat(", "type Buf struct{ strings.Builder }"},
		output: "HI!! 4",
	},
}

// TestFixture bundles every command of the fixture module for linux,
// builds and vets the bundles as go 1.21 with the installed Go, and runs
// each beside the unbundled program: they must print the same.
func TestFixture(t *testing.T) {
	b, err := New(Default)
	if err != nil {
		t.Fatal(err)
	}
	srcs := map[string][]byte{}
	for _, c := range fixtureCases {
		src, err := b.Bundle(filepath.Join(fixture, "cmd", c.cmd), "// fixture "+c.cmd+"\n")
		if err != nil {
			t.Fatalf("%s: %v", c.cmd, err)
		}
		srcs[c.cmd] = src
		for _, s := range c.has {
			if !strings.Contains(string(src), s) {
				t.Errorf("%s: the bundle lacks %q", c.cmd, s)
			}
		}
		for _, s := range c.hasNot {
			if strings.Contains(string(src), s) {
				t.Errorf("%s: the bundle has %q", c.cmd, s)
			}
		}
		if !strings.HasPrefix(string(src), "// fixture "+c.cmd+"\n\npackage main\n") {
			t.Errorf("%s: header: %.60q", c.cmd, src)
		}
	}
	built, err := buildAll(local, t.TempDir(), srcs)
	if err != nil {
		t.Fatal(err)
	}
	orig := buildFixture(t, fixture)
	for _, c := range fixtureCases {
		if err := built.errs[c.cmd]; err != nil {
			t.Errorf("%s: %v\n%s", c.cmd, err, srcs[c.cmd])
			continue
		}
		want, got := run(t, filepath.Join(orig, c.cmd)), run(t, built.bins[c.cmd])
		if got != want {
			t.Errorf("%s: the bundle prints\n%s\nthe program prints\n%s", c.cmd, got, want)
		}
		if !strings.Contains(want, c.output) {
			t.Errorf("%s: the program prints\n%s\nwhich lacks what the case is about:\n%s", c.cmd, want, c.output)
		}
	}
}

// local is the installed Go, as a target for this machine.
var local = Target{Name: "local", Version: "local", GOOS: runtime.GOOS, GOARCH: runtime.GOARCH}

// buildFixture builds the commands of a fixture module, unbundled, and
// returns the directory of the binaries.
func buildFixture(t *testing.T, module string) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command(testenv.GoTool(t), "build", "-o", dir+string(filepath.Separator), "./cmd/...")
	cmd.Dir = module
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return dir
}

func run(t *testing.T, bin string) string {
	t.Helper()
	out, err := exec.Command(bin).CombinedOutput()
	if err != nil {
		t.Errorf("%s: %v", bin, err)
	}
	return string(out)
}

// TestPlatform: build constraints choose the files for the platform, with
// the module's go1.21 release tags, and a needed declaration in a file the
// platform leaves out is named.
func TestPlatform(t *testing.T) {
	win, err := New(Target{GOOS: "windows", GOARCH: "amd64"})
	if err != nil {
		t.Fatal(err)
	}
	src, err := win.Bundle(filepath.Join(fixture, "cmd", "target"), "")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), `return "not linux"`) || strings.Contains(string(src), "Newer") {
		t.Errorf("the windows bundle has the wrong files:\n%s", src)
	}
	winLocal := local
	winLocal.GOOS = "windows"
	built, err := buildAll(winLocal, t.TempDir(), map[string][]byte{"target": src})
	if err != nil || built.errs["target"] != nil {
		t.Errorf("the windows bundle does not build for windows: %v %v", err, built.errs)
	}

	_, err = win.Bundle(filepath.Join(fixture, "cmd", "needlinux"), "")
	want := "pkg/onlylinux/onlylinux_linux.go is not built for go1.21 windows/amd64 but declares F, which cmd/needlinux uses"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want an error saying %q", err, want)
	}
	for _, tc := range []Target{{GOOS: "plan10", GOARCH: "amd64"}, {GOARCH: "amd64"}, {GOOS: "linux", GOARCH: "z80"}, {Name: "x", Version: "gox", GOOS: "linux", GOARCH: "amd64"}} {
		if _, err := New(tc); err == nil {
			t.Errorf("New(%+v) accepted it", tc)
		}
	}
}

// TestJudgesToolchains builds the fixture's bundles with the judges' own
// toolchains, when the go command can fetch them, and runs the linux
// builds beside the unbundled programs.
func TestJudgesToolchains(t *testing.T) {
	if testing.Short() {
		t.Skip("fetches and runs three Go toolchains")
	}
	orig := buildFixture(t, fixture)
	for _, tc := range Judges {
		b, err := New(tc)
		if err != nil {
			t.Fatal(err)
		}
		srcs := map[string][]byte{}
		for _, c := range fixtureCases {
			if srcs[c.cmd], err = b.Bundle(filepath.Join(fixture, "cmd", c.cmd), ""); err != nil {
				t.Fatalf("%s for %s: %v", c.cmd, tc, err)
			}
		}
		built, err := buildAll(tc, t.TempDir(), srcs)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(built.note, "could not be fetched") {
			t.Skipf("%s: %s", tc, built.note)
		}
		for _, c := range fixtureCases {
			if err := built.errs[c.cmd]; err != nil {
				t.Errorf("%s, %s: %v", tc, c.cmd, err)
			} else if bin, ok := built.bins[c.cmd]; ok {
				if got, want := run(t, bin), run(t, filepath.Join(orig, c.cmd)); got != want {
					t.Errorf("%s, %s: the bundle prints\n%s\nthe program prints\n%s", tc, c.cmd, got, want)
				}
			}
		}
	}
}

// TestInitFunctionsKeepTheirOrder: a package's several init functions,
// in files presented in name order, run in that order.
func TestInitFunctionsKeepTheirOrder(t *testing.T) {
	b, err := New(Default)
	if err != nil {
		t.Fatal(err)
	}
	src, err := b.Bundle(filepath.Join(fixture, "cmd", "initorder"), "")
	if err != nil {
		t.Fatal(err)
	}
	calls := regexp.MustCompile(`(?m)^\t(\w+_init\d*)\(\)$`).FindAllStringSubmatch(string(src), -1)
	var got []string
	for _, c := range calls {
		got = append(got, c[1])
	}
	if want := "beta_init alpha_init gamma_init gamma_init2"; strings.Join(got, " ") != want {
		t.Errorf("init calls %v, want %s", got, want)
	}
}

// TestFallback: a toolchain the go command cannot fetch is replaced by the
// installed Go, and the note says so; the module's go line is still the
// target's, so vet flags API newer than it.
func TestFallback(t *testing.T) {
	t.Setenv("GOPROXY", "off")
	srcs := map[string][]byte{
		"p":      []byte("package main\n\nfunc main() { println(len(\"ok\")) }\n"),
		"newapi": []byte("package main\n\nimport \"slices\"\n\nfunc main() { println(len(slices.Concat([]int{1}, []int{2}))) }\n"),
	}
	built, err := buildAll(Target{"nobody", "go1.21.99", "linux", "amd64", ""}, t.TempDir(), srcs)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(built.note, "go1.21.99 could not be fetched (go: download go1.21.99") || !strings.Contains(built.note, "so the local go1.") {
		t.Errorf("note %q", built.note)
	}
	if built.errs["p"] != nil || built.bins["p"] == "" {
		t.Errorf("the installed Go did not build: %v", built.errs)
	}
	if err := built.errs["newapi"]; err == nil || !strings.Contains(err.Error(), "slices.Concat requires go1.22 or later") {
		t.Errorf("got %v, want vet to flag slices.Concat as newer than go 1.21", err)
	}
}

// TestVerify: what print writes is type-checked, every error listed, and
// its variables must initialise in the order they are written.
func TestVerify(t *testing.T) {
	b, err := New(Default)
	if err != nil {
		t.Fatal(err)
	}
	l, err := b.newLoader(fixture)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ src, err string }{
		{"package main\n\nvar a = 1\n\nvar b = a\n\nfunc main() { println(a, b) }\n", ""},
		{"package main\n\nvar a = b\n\nvar b = 1\n\nfunc main() { println(a, b) }\n", "would initialise b (bundle.go:5:5) before a (bundle.go:3:5)"},
		{"package main\n\nfunc main() { var x int = \"\"; y }\n", `cannot use "" (untyped string constant) as int value in variable declaration` + "\n\tbundle.go:3:31: undefined: y"},
	} {
		err := l.verify([]byte(tc.src))
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("verify(%q) = %v, want %q", tc.src, err, tc.err)
		}
	}
}

func TestModulePath(t *testing.T) {
	for _, tc := range []struct{ gomod, path string }{
		{"module example.com/x\n\ngo 1.21\n", "example.com/x"},
		{"// c\nmodule \"x\" // comment\n", "x"},
		{"go 1.21\n", ""},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(tc.gomod), 0o644); err != nil {
			t.Fatal(err)
		}
		path, err := ModulePath(dir)
		if path != tc.path || (err != nil) != (tc.path == "") {
			t.Errorf("ModulePath(%q) = %q, %v; want %q", tc.gomod, path, err, tc.path)
		}
	}
}
