package bundle

import (
	"bytes"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"gametheory/internal/proc"
)

// modernPrograms are the modern fixture's commands as programs to check
// on the targets.
func modernPrograms(targets []Target) []*Program {
	var progs []*Program
	for _, c := range modernCases {
		progs = append(progs, &Program{
			Name: c.cmd, Dir: filepath.Join(modern, "cmd", c.cmd), Targets: targets,
			Limits: proc.Limits{Time: 10 * time.Second, MemoryKiB: 1 << 20, Output: 1 << 20},
		})
	}
	return progs
}

// checkReport is what Check says of each program: the line of a program
// that passed, or the lines of its failures.
func checkReport(t *testing.T, progs []*Program) (map[string][]string, string) {
	t.Helper()
	var out bytes.Buffer
	if _, err := Check(&out, progs); err != nil {
		t.Fatal(err)
	}
	report := map[string][]string{}
	var name string
	for _, line := range strings.Split(out.String(), "\n") {
		switch f := strings.Fields(line); {
		case strings.HasPrefix(line, " "), strings.HasPrefix(line, "\t"):
			report[name] = append(report[name], strings.TrimSpace(line))
		case len(f) > 1 && f[1] == "bundle":
			name = f[0]
			report[name] = []string{line}
		}
	}
	return report, out.String()
}

// TestCheck checks the modern fixture's commands with the installed Go as
// a go1.23 target and the windows one: each refused bundle is reported
// with its lines, the others build, vet and print what the originals
// print, and a program that does not bundle is reported without stopping
// the others.
func TestCheck(t *testing.T) {
	go123 := local
	go123.Name, go123.Version = "go1.23", "go1.23.0"
	t.Setenv("GOPROXY", "off") // go1.23.0 only if the module cache has it; else the installed Go
	bad := tempModule(t, map[string]string{
		"go.mod":  "module bad\n\ngo 1.21\n",
		"main.go": "package main\n\nfunc main() { var x int = \"a\"; var y string = 1 }\n",
	})
	progs := append(modernPrograms([]Target{go123, codeforces}), &Program{Name: "bad", Dir: bad, Targets: []Target{go123}})
	report, out := checkReport(t, progs)
	for _, c := range modernCases {
		var want []string
		for _, tgt := range []struct{ name, desc string }{{"go1.23", go123.String()}, {"codeforces", codeforces.String()}} {
			if lines := c.refused[tgt.name]; lines != nil {
				want = append(want, "bundle for "+tgt.desc+": modern/cmd/"+c.cmd+" needs a newer Go:")
				want = append(want, lines...)
			}
		}
		got := report[c.cmd]
		if want == nil {
			if len(got) != 1 || !strings.Contains(got[0], "builds and vets with every toolchain; prints what the original prints (1 case with go1.23.0)") {
				t.Errorf("%s: got %q\n%s", c.cmd, got, out)
			}
		} else if len(got) == 0 || !strings.HasSuffix(got[0], "bundle FAILED:") || strings.Join(got[1:], "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: got\n%s\nwant\n%s", c.cmd, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	if got := strings.Join(report["bad"], "\n"); !strings.Contains(got, `cannot use "a"`) || !strings.Contains(got, "cannot use 1") {
		t.Errorf("bad: %s\n%s", got, out)
	}
}

// TestCheckWithoutCases: a program without cases runs once, on empty
// input, and one that is built only for another platform is not run.
func TestCheckWithoutCases(t *testing.T) {
	other := local
	other.GOOS = "windows"
	if runtime.GOOS == "windows" {
		other.GOOS = "linux"
	}
	for _, tc := range []struct {
		target Target
		line   string
	}{
		{local, "unreached  bundle   0.3 KiB: builds and vets with every toolchain; prints what the original prints (1 case with local)"},
		{other, "unreached  bundle   0.3 KiB: builds and vets with every toolchain; not run: no target is this machine's " + runtime.GOOS + "/" + runtime.GOARCH},
	} {
		report, out := checkReport(t, []*Program{{Name: "unreached", Dir: filepath.Join(modern, "cmd", "unreached"), Targets: []Target{tc.target},
			Limits: proc.Limits{Time: 10 * time.Second, MemoryKiB: 1 << 20, Output: 1 << 20}}})
		if got := report["unreached"]; len(got) != 1 || got[0] != tc.line {
			t.Errorf("got %q, want %q\n%s", got, tc.line, out)
		}
	}
}

// TestTargetToolchains checks the modern fixture with the named judges'
// own toolchains, when the go command can fetch them (else the installed
// Go builds, and says so): what a target refuses is all that fails.
func TestTargetToolchains(t *testing.T) {
	if testing.Short() {
		t.Skip("fetches and runs three Go toolchains")
	}
	report, out := checkReport(t, modernPrograms(named))
	for _, c := range modernCases {
		var want []string
		for _, tgt := range named {
			if lines := c.refused[tgt.Name]; lines != nil {
				want = append(want, "bundle for "+tgt.String()+": modern/cmd/"+c.cmd+" needs a newer Go:")
				want = append(want, lines...)
			}
		}
		got := report[c.cmd]
		if want == nil {
			if len(got) != 1 || !strings.Contains(got[0], "prints what the original prints (1 case with go1.24.4, 1 case with go1.25.1)") {
				t.Errorf("%s: got %q\n%s", c.cmd, got, out)
			}
		} else if len(got) == 0 || strings.Join(got[1:], "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: got\n%s\nwant\n%s", c.cmd, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestModernOutputs: the modern fixture's programs print what their cases
// say, so that the checks above compare outputs that mean something.
func TestModernOutputs(t *testing.T) {
	orig := buildFixture(t, modern)
	for _, c := range modernCases {
		if got := strings.TrimSpace(run(t, filepath.Join(orig, c.cmd))); got != c.output {
			t.Errorf("%s prints %q, want %q", c.cmd, got, c.output)
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
