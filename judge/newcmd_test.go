package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gametheory/internal/build"
	"gametheory/internal/problem"
	"gametheory/internal/scaffold"
	"gametheory/internal/testenv"
)

// copyModule copies go.mod, pkg/ and internal/, and the other top-level
// directories named, into a new temporary directory: a project without
// problems (unless problems and samples are named), where new ones can be
// created, built and judged without touching this one. The files of
// samples/ (over a hundred megabytes, the largest inputs) are linked
// where the system allows, not copied: the judge never changes a case
// file in place, and a file or folder made in the copy is the copy's own.
func copyModule(t *testing.T, more ...string) string {
	t.Helper()
	src, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	dst := t.TempDir()
	for _, top := range append([]string{"go.mod", "pkg", "internal"}, more...) {
		copyTree(t, filepath.Join(src, top), filepath.Join(dst, top), top == "samples")
	}
	return dst
}

// copyTree copies the file or folder src to dst, its files linked
// instead where link is true and the system allows.
func copyTree(t *testing.T, src, dst string, link bool) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if link && os.Link(path, filepath.Join(dst, rel)) == nil {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// goCmd runs the go command in dir and returns its exit status and output.
func goCmd(t *testing.T, dir string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(testenv.GoTool(t), args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), string(out)
}

// checkUnsolved checks that a new problem builds, vets and bundles, and
// that the judge and its test fail every sample saying it is not solved.
func checkUnsolved(t *testing.T, root, id string) {
	t.Helper()
	unsolved := "not solved yet: write solve in problems/" + id + "/main.go"
	if code, out := goCmd(t, root, "vet", "./problems/"+id); code != 0 {
		t.Errorf("go vet: exit %d\n%s", code, out)
	}
	code, out, errOut := judgeCLI(t, root, "test", id)
	if code != exitFail || !strings.Contains(out, "RE") || !strings.Contains(out, id+": "+unsolved) || !strings.Contains(out, id+": 0/") {
		t.Errorf("judge %s: exit %d\n%s%s", id, code, out, errOut)
	}
	code, out, errOut = judgeCLI(t, root, "bundle", id)
	if code != exitOK || !strings.Contains(out, "\npackage main\n") || !strings.Contains(out, unsolved) {
		t.Errorf("judge bundle %s: exit %d\n%s%s", id, code, out, errOut)
	}
	if code, out := goCmd(t, root, "test", "./problems/"+id); code != 1 || !strings.Contains(out, `error "`+unsolved+`"`) {
		t.Errorf("go test: exit %d\n%s", code, out)
	}
}

func TestNewProblem(t *testing.T) {
	root := copyModule(t)
	// '-' and '_' are allowed: a main package's directory may hold them.
	id := "my-nim_2"
	code, out, errOut := judgeCLI(t, root, "new", id, "-name", "Nim", "-judge", "Luogu P2197", "-url", "https://www.luogu.com.cn/problem/P2197", "-tl", "1500ms", "-ml", "128")
	if code != exitOK || !strings.HasPrefix(out, "created samples/my-nim_2/problem.json, problems/my-nim_2/main.go, problems/my-nim_2/main_test.go, problems/my-nim_2/gen/main.go, problems/my-nim_2/brute/main.go\n") || errOut != "" {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	p, err := problem.Load(root, id)
	if err != nil {
		t.Fatal(err)
	}
	if want := (problem.Problem{ID: id, Name: "Nim", Judge: "Luogu P2197", URL: "https://www.luogu.com.cn/problem/P2197", TimeLimit: "1.5s", MemoryLimitKiB: 128 << 10, Compare: "lines"}); *p != want {
		t.Errorf("problem.json: %+v, want %+v", *p, want)
	}
	// Without samples the judge says so; with one, it judges it.
	if code, _, errOut := judgeCLI(t, root, id); code != exitSetup || !strings.Contains(errOut, "no NAME.in files") {
		t.Errorf("judge without samples: exit %d, stderr %q", code, errOut)
	}
	writeFiles(t, filepath.Join(root, "samples", id), map[string]string{"sample-1.in": "1\n2\n1 1\n", "sample-1.out": "No\n"})
	checkUnsolved(t, root, id)
}

// TestNewInteractive creates an interactive problem: its jury fails, as
// testlib's own failure, until it is written, and so does the test of the
// solution; it builds, vets and bundles.
func TestNewInteractive(t *testing.T) {
	root := copyModule(t)
	id := "guess"
	code, out, errOut := judgeCLI(t, root, "new", "-interactive", id)
	if code != exitOK || !strings.HasPrefix(out, "created samples/guess/problem.json, problems/guess/main.go, problems/guess/main_test.go, problems/guess/interactor/main.go, problems/guess/gen/main.go\n") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if p, err := problem.Load(root, id); err != nil || !p.Interactive || p.Interactor != "problems/guess/interactor" {
		t.Fatalf("problem.json: %+v, %v", p, err)
	}
	writeFiles(t, filepath.Join(root, "samples", id), map[string]string{"sample-1.in": "5\n"})
	if code, out := goCmd(t, root, "vet", "./problems/..."); code != 0 {
		t.Errorf("go vet: exit %d\n%s", code, out)
	}
	code, out, errOut = judgeCLI(t, root, "test", id)
	if code != exitSetup || !strings.Contains(out, "FAIL") || !strings.Contains(out, "the interactor failed with exit code 3: FAIL not written yet: write the interactor in problems/guess/interactor/main.go") {
		t.Errorf("judge %s: exit %d\n%s%s", id, code, out, errOut)
	}
	if code, out, errOut := judgeCLI(t, root, "bundle", id); code != exitOK || !strings.Contains(out, "\npackage main\n") {
		t.Errorf("judge bundle %s: exit %d\n%s%s", id, code, out, errOut)
	}
	if code, out := goCmd(t, root, "test", "./problems/"+id); code != 1 || !strings.Contains(out, "not tested yet") {
		t.Errorf("go test: exit %d\n%s", code, out)
	}
}

func TestNewRefuses(t *testing.T) {
	root := copyModule(t)
	writeFiles(t, root, map[string]string{"problems/nim/main.go": "package main // mine\n"})
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"nim"}, "judge new: problems/nim exists: not overwriting it"},
		{[]string{"Nim"}, `judge new: problem id "Nim": character 1 is 'N'`},
		{[]string{"../nim"}, `judge new: problem id "../nim": character 1 is '.'`},
		{[]string{}, "want one problem id, found 0"},
		{[]string{"a", "b"}, "want one problem id, found 2"},
		{[]string{"x", "-tl", "-1s"}, "limits must be positive"},
		{[]string{"x", "-tl", "soon"}, `invalid value "soon" for flag -tl`},
		{[]string{"x", "-ml", "9223372036854775807"}, "-ml: want at most 1048576 MiB, found 9223372036854775807"},
		{[]string{"x", "-ml", "1048577"}, "-ml: want at most 1048576 MiB"},
	} {
		code, out, errOut := judgeCLI(t, root, append([]string{"new"}, c.args...)...)
		if code != exitSetup || out != "" || !strings.Contains(errOut, c.err) {
			t.Errorf("judge new %q: exit %d, stdout %q, stderr %q; want exit 2 saying %q", c.args, code, out, errOut, c.err)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(root, "problems"))
	if b, _ := os.ReadFile(filepath.Join(root, "problems/nim/main.go")); len(entries) != 1 || string(b) != "package main // mine\n" {
		t.Errorf("problems/ holds %d entries, nim/main.go %q", len(entries), b)
	}
	if _, err := os.Stat(filepath.Join(root, "samples")); err == nil {
		t.Error("a refused judge new wrote samples/")
	}
}

// TestNewLangs creates a problem in each language the machine has: its
// solution builds and says it is not solved yet, its generator and brute
// force build, and judge stress says which is still to write; in C++,
// once the three are written, judge stress runs.
func TestNewLangs(t *testing.T) {
	if testenv.Race {
		t.Skip("the compilers' time, nothing for the race detector; go test without -race runs this")
	}
	root := copyModule(t)
	t.Setenv("JUDGE_CACHE", filepath.Join(t.TempDir(), "cache"))
	t.Setenv("JUDGE_CONFIG", filepath.Join(t.TempDir(), build.ConfigName))
	for _, lang := range scaffold.Langs() {
		t.Run(lang, func(t *testing.T) {
			needTools(t, "."+lang)
			id := "sum-" + lang
			code, out, errOut := judgeCLI(t, root, "new", "-lang", lang, id)
			if code != exitOK {
				t.Fatalf("exit %d\n%s%s", code, out, errOut)
			}
			files := strings.Split(strings.TrimPrefix(strings.SplitN(out, "\n", 2)[0], "created "), ", ")
			gen, brute := files[len(files)-2], files[len(files)-1]
			writeFiles(t, filepath.Join(root, "samples", id), map[string]string{"sample-1.in": "1 2\n", "sample-1.out": "3\n"})
			if code, out, errOut := judgeCLI(t, root, "test", id); code != exitFail || !strings.Contains(out, "RE") || !strings.Contains(out, "not solved yet: write ") {
				t.Errorf("judge test %s: exit %d\n%s%s", id, code, out, errOut)
			}
			if code, _, errOut := judgeCLI(t, root, "stress", id); code != exitSetup ||
				!strings.Contains(errOut, id+": the generator and the brute force are not written yet: they are still judge new's templates, "+gen+" and "+brute) {
				t.Errorf("judge stress %s: exit %d, %q", id, code, errOut)
			}
			if lang == "go" {
				if code, out := goCmd(t, root, "vet", "./problems/"+id+"/..."); code != 0 {
					t.Errorf("go vet: exit %d\n%s", code, out)
				}
				return
			}
			b, err := build.New()
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{gen, brute} {
				if _, err := b.Build(filepath.Join(root, f)); err != nil {
					t.Errorf("%s does not build: %v", f, err)
				}
			}
		})
	}
	t.Run("stress", func(t *testing.T) {
		needTools(t, ".cpp")
		id := "sum-cpp"
		if !isDir(filepath.Join(root, "problems", id)) {
			t.Skip("no problem in C++")
		}
		writeFiles(t, filepath.Join(root, "problems", id), map[string]string{
			"gen.cpp": "#include <cstdio>\n#include <cstdlib>\n#include <random>\nint main(int argc, char **argv) {\n\tstd::mt19937_64 rng(std::strtoull(argv[1], nullptr, 10));\n\tstd::printf(\"%d %d\\n\", int(rng() % 10), int(rng() % 10));\n}\n",
		})
		if code, _, errOut := judgeCLI(t, root, "stress", id); code != exitSetup || !strings.Contains(errOut, "the brute force is not written yet") {
			t.Errorf("judge stress with the brute force to write: exit %d, %q", code, errOut)
		}
		writeFiles(t, filepath.Join(root, "problems", id), map[string]string{
			"brute.cpp": "#include <iostream>\nint main() { int a, b; if (!(std::cin >> a >> b)) return 1; int s = a; while (b-- > 0) s++; std::cout << s << '\\n'; }\n",
			"main.cpp":  "#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << '\\n'; }\n",
		})
		if code, out, errOut := judgeCLI(t, root, "stress", "-n", "30", id); code != exitOK || !strings.HasPrefix(out, "AC: 30 cases of "+id+" passed") {
			t.Errorf("judge stress: exit %d\n%s%s", code, out, errOut)
		}
	})
}
