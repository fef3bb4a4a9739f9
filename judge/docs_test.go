package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
)

// A docExample is a command of a ```console block in docs/*.md, "$ judge
// ARGS", and the lines it prints after it, stdout and stderr together.
type docExample struct {
	where string // file:line
	args  []string
	want  []string
}

// docExamples reads the examples of the docs under root.
func docExamples(t *testing.T, root string) []docExample {
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no docs under %s: %v", root, err)
	}
	var exs []docExample
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in := false
		for i, line := range strings.Split(string(b), "\n") {
			switch {
			case line == "```console":
				in = true
			case in && strings.HasPrefix(line, "```"):
				in = false
			case in && strings.HasPrefix(line, "$ "):
				argv, err := proc.Command(line[2:])
				if err != nil || argv[0] != "judge" {
					t.Fatalf("%s:%d: want $ judge ARGS, plain words, found %q", f, i+1, line)
				}
				exs = append(exs, docExample{where: filepath.Base(f) + ":" + strconv.Itoa(i+1), args: argv[1:]})
			case in && len(exs) > 0:
				exs[len(exs)-1].want = append(exs[len(exs)-1].want, line)
			}
		}
	}
	return exs
}

// figure is a measured figure in the judge's output: a time or an amount
// of memory, which differ from run to run.
var figure = regexp.MustCompile(`\d+(\.\d+)? ?(ms|µs|s|KiB|MiB|GiB)\b`)

// matches reports whether the output line got is the documented want:
// the same but for the figures, and the runs of spaces that align them;
// "..." in want stands for any text, for what differs between runs (which
// case was slowest, the number of CPUs).
func matches(want, got string) bool {
	norm := func(s string) string {
		return strings.Join(strings.Fields(figure.ReplaceAllString(s, "#")), " ")
	}
	parts := strings.Split(norm(want), "...")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".*") + "$").MatchString(norm(got))
}

// TestDocExamples runs the examples of docs/*.md, each in a fresh copy of
// the project, with the test binary as the judge, and checks that they
// print what the docs show.
func TestDocExamples(t *testing.T) {
	testenv.GoTool(t)
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	exs := docExamples(t, root)
	if len(exs) == 0 {
		t.Fatal("the docs have no examples")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range exs {
		dir := copyModule(t, "problems", "samples", "examples", filepath.Join("judge", "testdata"))
		cmd := exec.Command(self, ex.args...)
		// The sources the examples compile are cached in the example's
		// own copy, with no configuration but the defaults.
		cmd.Dir, cmd.Env = dir, append(os.Environ(), "JUDGE_TEST_MAIN=1", "NO_COLOR=1",
			"JUDGE_CACHE="+filepath.Join(dir, ".cache"), "JUDGE_CONFIG="+filepath.Join(dir, ".config.json"))
		out, _ := cmd.CombinedOutput()
		got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
		ok := len(got) == len(ex.want)
		for i := 0; ok && i < len(got); i++ {
			ok = matches(ex.want[i], got[i])
		}
		if !ok {
			t.Errorf("%s: judge %s printed\n%s\nthe docs show\n%s", ex.where, strings.Join(ex.args, " "), out, strings.Join(ex.want, "\n"))
		}
	}
}
