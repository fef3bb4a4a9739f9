package main

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"gametheory/internal/pkgfmt"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
)

// packages is where the test packages are, one of each kind.
var packages = filepath.Join("..", "internal", "pkgfmt", "testdata")

// needLangs skips t unless the machine has the languages of a package's
// submissions and validator: judge verify would skip those submissions,
// and the counts tested would differ.
func needLangs(t *testing.T, exts ...string) {
	t.Helper()
	for _, ext := range exts {
		needTools(t, ext)
	}
}

// TestVerify judges every submission of each test package, as judge
// verify does: each gets the verdict it is promised, and the line of
// each says so; a language the judge does not know is skipped, saying
// why.
func TestVerify(t *testing.T) {
	if testing.Short() || testenv.Race {
		// Its time is the compilers' and the programs' (a minute); the
		// judge's paths it takes, TestPackageTest takes under -race too.
		t.Skip("the submissions of seven packages, compiled and judged: a minute; go test without -race or -short runs this")
	}
	isolate(t) // one cache for all, which the packages run side by side share
	zipped := zipTree(t, filepath.Join(packages, "groupsum"), "groupsum")
	for _, tt := range []struct {
		pkg   string
		langs []string
		want  []string // lines, or parts of them, in order
	}{
		{zipped, []string{".c", ".py"}, []string{"Sum by groups: 5 cases", "4/4 submissions got the verdict their folder promises"}},
		{"hello", []string{".c", ".cpp", ".py", ".java", ".js", ".sh"}, []string{
			"Hello, judge: 2 cases, memory 64 MiB, output 1 MiB; time limit 2s: domjudge-problem.ini",
			"accepted/java-packages      AC     as promised (@EXPECTED_RESULTS@: CORRECT)",
			"accepted/shouting.py        AC     as promised (@EXPECTED_RESULTS@: CORRECT)",
			"compile_error/broken.c      CE     as promised (@EXPECTED_RESULTS@: COMPILER-ERROR)",
			"output_limit/flood.c        OLE    as promised (@EXPECTED_RESULTS@: OUTPUT-LIMIT): OLE counts as run_time_error (OUTPUT-LIMIT to DOMjudge)",
			"run_time_error/exit3.sh     RE     as promised (@EXPECTED_RESULTS@: RUN-ERROR, WRONG-ANSWER)",
			"run_time_error/hog.c        MLE    as promised (@EXPECTED_RESULTS@: RUN-ERROR): MLE counts as run_time_error (RUN-ERROR)",
			"time_limit_exceeded/spin.c  TLE    as promised (@EXPECTED_RESULTS@: TIMELIMIT)",
			"wrong_answer/no-comma.py    WA     as promised (@EXPECTED_RESULTS@: WRONG_ANSWER)",
			"wrong_answer/silent.c       WA     as promised (@EXPECTED_RESULTS@: NO-OUTPUT)",
			"submissions got the verdict their folder promises", // and hello.kt judged where Kotlin is installed, skipped where not
		}},
		{"absdiff", []string{".c", ".cpp", ".py", ".sh"}, []string{
			"Absolute difference: 3 cases, memory 1024 MiB, output 8 MiB; time limit ", ": 15 × ", "the slowest case of the accepted submissions",
			"accepted/py-modules ", "accepted/shell ", "accepted/split-cpp ",
			"run_time_error/crash.cpp     RE     as promised (run_time_error)",
			"time_limit_exceeded/slow.py  TLE    as promised (time_limit_exceeded)",
			"wrong_answer/int32.c         WA     as promised (wrong_answer)",
			"9/9 submissions got the verdict their folder promises",
		}},
		{"guessing", []string{".c", ".cpp", ".py"}, []string{
			"Guessing: 5 cases, memory 1024 MiB, output 8 MiB; time limit 2s: .timelimit",
			"time_limit_exceeded/unflushed.c  ILE    as promised (time_limit_exceeded): ILE counts as time_limit_exceeded (TIMELIMIT)",
			"5/5 submissions got the verdict their folder promises",
		}},
		{"groupsum", []string{".c", ".py"}, []string{
			"accepted/sum64.c            AC    score 100  as promised (accepted)",
			"partially_accepted/sum32.c  AC    score 30  as promised (@EXPECTED_SCORE@: 30)",
			"partially_accepted/sum32.go AC    score 30  as promised (partially_accepted)",
			"wrong_answer/count.py       WA    score 0  as promised (wrong_answer)",
			"4/4 submissions got the verdict their folder promises",
		}},
		{"firsttrue", []string{".c", ".py"}, []string{"First true: 3 cases", "5/5 submissions got the verdict their folder promises"}},
		{"circle", []string{".c", ".py"}, []string{"Circle area: 4 cases", "5/5 submissions got the verdict their folder promises"}},
		{"tolerance", []string{".py"}, []string{
			"Halves: 4 cases, memory 1024 MiB, output 8 MiB; time limit 2s: problem.yaml limits.time_limit",
			"accepted/halve.py         AC     as promised (accepted)",
			"wrong_answer/decimals.py  WA     as promised (wrong_answer)",
			"3/3 submissions got the verdict their folder promises",
		}},
		{"polyglot", []string{".bash", ".pl", ".awk", ".mjs", ".c++", ".py3"}, []string{
			"accepted/first-by-name       AC     as promised (accepted)",
			"accepted/js-two              AC     as promised (accepted)",
			"accepted/sum                 AC     as promised (accepted)",
			"accepted/sum.awk             AC     as promised (accepted)",
			"accepted/sum.bash            AC     as promised (accepted)",
			"accepted/sum.c++             AC     as promised (accepted)",
			"accepted/sum.mjs             AC     as promised (accepted)",
			"accepted/sum.pl              AC     as promised (accepted)",
			"accepted/sum.py3             AC     as promised (accepted)",
			"accepted/two-mains           AC     as promised (accepted)",
			"compile_error/esm            CE     as promised (compile_error)",
			"compile_error/js-modules     CE     as promised (compile_error)",
			"mixed/product.py             WA     as promised (submissions.yaml permitted: AC, WA)",
			"wrong_answer/difference.awk  WA     as promised (wrong_answer)",
			"submissions got the verdict their folder promises", // py2.py, sum.rb, .kt, .hs and .pas judged where installed, skipped where not
		}},
		{"closing", []string{".py"}, []string{
			"accepted/doubles.py     AC     as promised (accepted)",
			"wrong_answer/halves.py  WA     as promised (wrong_answer)",
			"2/2 submissions got the verdict their folder promises",
		}},
		{"scripted", []string{".sh"}, []string{
			"Scripted validator: 2 cases",
			"accepted/square.sh      AC     as promised (accepted)",
			"wrong_answer/double.sh  WA     as promised (wrong_answer)",
			"2/2 submissions got the verdict their folder promises",
		}},
		{"relay", []string{".py"}, []string{
			"Doubling relay: 2 cases",
			"accepted/double.py                  AC     as promised (accepted)",
			"run_time_error/third-pass-crash.py  RE     as promised (run_time_error)",
			"wrong_answer/first-pass-only.py     WA     as promised (wrong_answer)",
			"3/3 submissions got the verdict their folder promises",
		}},
		{"rounds", []string{".py"}, []string{
			"Counting rounds: 2 cases",
			"sample/1: a sample dialogue, 1.interaction, shown and not run (> to the program, < from it):\n    -- pass 1\n    > 9\n    < 10\n    -- pass 2\n    > 10\n    < 11\n",
			"accepted/increment.py       AC     as promised (accepted)",
			"wrong_answer/two-digits.py  WA     as promised (wrong_answer)",
			"2/2 submissions got the verdict their folder promises",
		}},
		{"generated", []string{".py"}, []string{
			"generators.yaml that data/ lacks (first use)\n", // each run of TestVerify has a cache of its own
			"Halves: 13 cases, memory 1024 MiB, output 8 MiB; time limit 2s: problem.yaml limits.time_limit",
			"accepted/halve.py        AC     as promised (accepted)",
			"wrong_answer/floor.py    WA     as promised (wrong_answer)",
			"wrong_answer/rounded.py  WA     as promised (wrong_answer)",
			"3/3 submissions got the verdict their folder promises",
		}},
		{"twosum", []string{".c", ".py"}, []string{
			"Two summands: 3 cases, memory 1024 MiB, output 8 MiB; time limit 3s: problem.yaml limits.time_limit",
			"3/3 submissions got the verdict their folder promises",
		}},
	} {
		tt := tt
		t.Run(filepath.Base(tt.pkg), func(t *testing.T) {
			needLangs(t, tt.langs...)
			t.Parallel() // most of the time is waiting: for ILE, TLE, the compilers
			path := tt.pkg
			if !filepath.IsAbs(path) {
				path = filepath.Join(packages, tt.pkg)
			}
			code, out, errOut := judgeCLI(t, "", "verify", path)
			if code != exitOK || errOut != "" {
				t.Errorf("exit %d\n%s%s", code, out, errOut)
			}
			inOrder(t, out, tt.want)
		})
	}
}

// TestVerifyFails: a submission that does not get what it is promised
// makes verify fail, saying where it went otherwise.
func TestVerifyFails(t *testing.T) {
	if testenv.Race {
		t.Skip("the compilers' time, nothing for the race detector; go test without -race runs this")
	}
	needLangs(t, ".c", ".py")
	isolate(t)
	dir := t.TempDir()
	copyTree(t, filepath.Join(packages, "twosum"), dir, false)
	if err := os.RemoveAll(filepath.Join(dir, "submissions")); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"submissions/accepted/wrong.py": "print(1, 1)\n", "submissions/wrong_answer/right.py": "print(0, input())\n",
		"submissions/accepted/right.c": "#include <stdio.h>\nint main(void) { long n; scanf(\"%ld\", &n); printf(\"%ld 0\\n\", n); }\n"})
	code, out, _ := judgeCLI(t, "", "verify", dir)
	if code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
	inOrder(t, out, []string{
		"accepted/wrong.py WA NOT as promised (accepted): sample/1 WA 1 + 1 is not 5, or one is negative",
		"wrong_answer/right.py AC NOT as promised (wrong_answer): every case accepted",
		"1/3 submissions got the verdict their folder promises",
	})
}

// TestVerifyValidatorFails: a validator that fails is the package's
// fault, exit status 2, and no submission's verdict.
func TestVerifyValidatorFails(t *testing.T) {
	needLangs(t, ".py", ".sh")
	isolate(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "",
		"output_validators/check.py": "import sys\nprint('no such flag', file=sys.stderr)\nsys.exit(1)\n",
		"submissions/accepted/a.sh":  "echo\n", "submissions/wrong_answer/b.sh": "echo 1\n"})
	code, out, _ := judgeCLI(t, "", "verify", dir)
	if code != exitSetup {
		t.Errorf("exit %d, want %d", code, exitSetup)
	}
	inOrder(t, out, []string{
		"accepted/a.sh FAIL not judged, the package's fault (the package's validator output_validators/check.py): sample/1 the output validator failed with exit code 1",
		"wrong_answer/b.sh FAIL not judged, the package's fault",
		"0/0 submissions got the verdict their folder promises; 2 not judged, the package's fault: accepted/a.sh, wrong_answer/b.sh",
	})
}

// inOrder fails t unless out has each of wants, in order, runs of spaces
// in either counting as one.
// TestVerifyIsolated: a package's submissions run isolated where the
// system allows, as the programs judge test judges: one that prints its
// working folder sees the sandbox's /box.
func TestVerifyIsolated(t *testing.T) {
	if why := proc.IsolationMissing(); why != "" {
		t.Skip(why)
	}
	isolate(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"problem.yaml": "name: Where\n", "data/secret/1.in": "", "data/secret/1.ans": "/box\n",
		"submissions/accepted/where.sh": "pwd\n"})
	if code, out, errs := judgeCLI(t, "", "verify", "-tl", "5s", dir); code != exitOK || !strings.Contains(out, "1/1 submissions") {
		t.Errorf("exit %d, want %d\n%s%s", code, exitOK, out, errs)
	}
}

func inOrder(t *testing.T, out string, wants []string) {
	t.Helper()
	norm := func(s string) string {
		return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' }), " ")
	}
	rest := norm(out)
	for _, w := range wants {
		i := strings.Index(rest, norm(w))
		if i < 0 {
			t.Errorf("no %q (in order) in\n%s", w, out)
			return
		}
		rest = rest[i+len(norm(w)):]
	}
}

// zipTree zips the folder src, under the folder name top ("" for none),
// and returns the zip's path.
func zipTree(t *testing.T, src, top string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), filepath.Base(src)+".zip")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	err = filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		w, err := z.Create(filepath.ToSlash(filepath.Join(top, rel)))
		if err != nil {
			return err
		}
		r, err := os.Open(p)
		if err != nil {
			return err
		}
		defer r.Close()
		_, err = io.Copy(w, r)
		return err
	})
	if err == nil {
		err = z.Close()
	}
	if err == nil {
		err = f.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// TestPackageTest judges one program on a package, as judge test -c does:
// a folder or its zip, graded by test group, scores and all.
func TestPackageTest(t *testing.T) {
	needLangs(t, ".c", ".py")
	isolate(t)
	sub := func(pkg, name string) string { return filepath.Join(packages, pkg, "submissions", name) }
	for _, tt := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"scores", []string{"-c", sub("groupsum", "partially_accepted/sum32.c"), filepath.Join(packages, "groupsum")}, exitFail, []string{
			"groupsum secret/group2/1              WA",
			"  sample                   ignored (ignore_sample)",
			"  secret                   AC, score 30",
			"  secret/group1            AC, score 30",
			"  secret/group2            WA, score 0",
			"groupsum: AC, score 30 of 100, as the package grades its test groups",
		}},
		{"zip of the folder", []string{"-c", sub("hello", "accepted/hello.py"), zipTree(t, filepath.Join(packages, "hello"), "hello")}, exitOK, []string{
			"sample/1 ", "AC", "secret/2 ", "hello.zip: AC, as the package grades its test groups", "AC    2/2 cases passed",
		}},
		{"zip of the files", []string{"-c", sub("hello", "wrong_answer/no-comma.py"), zipTree(t, filepath.Join(packages, "hello"), "")}, exitFail, []string{
			"sample/1                     WA", `token 1 (line 1): expected "Hello,", found "Hello"`,
			"(1 more not judged: a test group stopped at a rejection)", "hello.zip: WA, as the package grades its test groups",
		}},
		{"float tolerance", []string{"-c", sub("circle", "accepted/scientific.py"), filepath.Join(packages, "circle")}, exitOK, []string{"AC    4/4 cases passed"}},
		{"validator", []string{"-c", sub("twosum", "wrong_answer/negative.py"), filepath.Join(packages, "twosum")}, exitFail, []string{
			"WA", "-1 + 6 is not 5, or one is negative",
		}},
		{"a checker of the user's", []string{"-c", sub("twosum", "accepted/zero.py"), "-checker", testenv.Command("checker"), filepath.Join(packages, "twosum")}, exitFail, []string{
			`wrong answer: expected "2 3\n", found "0 5\n"`,
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := judgeCLI(t, "", append([]string{"test"}, tt.args...)...)
			if code != tt.code {
				t.Errorf("exit %d, want %d\n%s%s", code, tt.code, out, errOut)
			}
			inOrder(t, out, tt.want)
		})
	}
}

// TestMultiPassTrace: judge test -trace writes each pass of a multi-pass
// case, its input and output shown as a dialogue, and the verdict names
// the pass that failed.
func TestMultiPassTrace(t *testing.T) {
	needLangs(t, ".py")
	isolate(t)
	trace := filepath.Join(t.TempDir(), "trace")
	code, out, errOut := judgeCLI(t, "", "test", "-trace", trace, "-c", filepath.Join(packages, "relay", "submissions", "wrong_answer", "first-pass-only.py"), filepath.Join(packages, "relay"))
	if code != exitFail {
		t.Errorf("exit %d, want %d\n%s%s", code, exitFail, out, errOut)
	}
	inOrder(t, out, []string{"sample/1", "WA", "pass 2: want 20, found 11"})
	b, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	inOrder(t, string(b), []string{"relay sample/1: WA\n-- pass 1 (at most 3)\n> 1 5\n< 10\n-- pass 2 (at most 3)\n> 2 10\n< 11\n"})
}

// TestBadPackageArgs: what judge test and judge verify refuse, each in
// one line, exit status 2.
func TestBadPackageArgs(t *testing.T) {
	isolate(t)
	bad := t.TempDir()
	writeFiles(t, bad, map[string]string{"problem.yaml": "name: x\nlimits: {memory: 1\n", "data/sample/1.in": "", "data/sample/1.ans": ""})
	noValidator := t.TempDir()
	writeFiles(t, noValidator, map[string]string{"problem.yaml": "validation: custom\n", "output_validators/v/v.c": "int main(void) { return x; }\n", "data/sample/1.in": "", "data/sample/1.ans": ""})
	for _, tt := range []struct {
		args []string
		want *regexp.Regexp
	}{
		{[]string{"test", "-c", "x", bad}, regexp.MustCompile(`^judge: .*problem.yaml:2:19: a flow mapping without its closing }`)},
		{[]string{"verify", bad}, regexp.MustCompile(`^judge: .*problem.yaml:2:19: a flow mapping`)},
		{[]string{"test", filepath.Join(packages, "hello")}, regexp.MustCompile(`^judge: .*hello is a problem package: say which program to judge with -c, or judge its own submissions with judge verify`)},
		{[]string{"verify", t.TempDir()}, regexp.MustCompile(`^judge verify: .*: not a problem package`)},
		{[]string{"test", "-c", "x", "-checker", "y", filepath.Join(packages, "guessing")}, regexp.MustCompile(`^judge: .*guessing is interactive: a -checker judges the output of a jury, so give -interactor too, or neither`)},
		{[]string{"verify", "a", "b"}, regexp.MustCompile(`^judge verify: want one problem package, found 2`)},
	} {
		code, out, errOut := judgeCLI(t, "", tt.args...)
		if code != exitSetup || out != "" || !tt.want.MatchString(errOut) {
			t.Errorf("judge %q: exit %d, stdout %q, stderr %q; want 2 and %s", tt.args, code, out, errOut, tt.want)
		}
	}
	needLangs(t, ".c")
	code, _, errOut := judgeCLI(t, "", "verify", noValidator)
	if code != exitSetup || !strings.Contains(errOut, "the output validator") || !strings.Contains(errOut, "CE, it does not compile: ") ||
		!strings.Contains(errOut, "error") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("a validator that does not build: exit %d, %q; want 2 and one line with the compiler's first error", code, errOut)
	}
}

// TestEmptyGroupWarned: a test group without cases is judged without it,
// a warning saying so, by verify and by test.
func TestEmptyGroupWarned(t *testing.T) {
	isolate(t)
	needLangs(t, ".sh")
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "1\n", "data/secret/.gitkeep": "",
		"submissions/accepted/one.sh": "echo 1\n"})
	warning := "warning: " + filepath.Join(dir, "data", "secret") + ": test group secret has no cases (NAME.in with NAME.ans): left out"
	code, out, errOut := judgeCLI(t, "", "verify", dir)
	if code != exitOK || !strings.Contains(out, "\n"+warning+"\n") || !strings.Contains(out, "1/1 submissions") {
		t.Errorf("verify: exit %d\n%s%s\nwant 0 and the line %q", code, out, errOut, warning)
	}
	code, out, errOut = judgeCLI(t, "", "test", "-c", filepath.Join(dir, "submissions", "accepted", "one.sh"), dir)
	if code != exitOK || !strings.Contains(out+errOut, dir+": "+warning+"\n") {
		t.Errorf("test: exit %d\n%s%s\nwant 0 and the line %q", code, out, errOut, warning)
	}
}

// TestFileIOProblem judges a program that reads and writes files, as
// problem.json's file_io or -file-io says, beside one that uses its
// standard input and output.
func TestFileIOProblem(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"io/problem.json": `{"name": "sum", "judge": "", "url": "", "file_io": "game"}` + "\n",
		"io/a.in":         "40 2\n", "io/a.out": "42\n",
		"plain/a.in": "40 2\n", "plain/a.out": "42\n",
	})
	files := testenv.Command("file-sum", "game.in", "game.out")
	cf := testenv.Command("file-sum", "input.txt", "output.txt")
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-c", files, filepath.Join(dir, "io")}, exitOK, "AC    1/1 cases passed"},
		{[]string{"-c", testenv.Command("print", "42"), filepath.Join(dir, "io")}, exitFail, "wrote no game.out in its working folder (it wrote 3 bytes on its standard output, which this problem does not read)"},
		{[]string{"-c", cf, "-file-io", "input.txt,output.txt", filepath.Join(dir, "plain")}, exitOK, "AC    1/1 cases passed"},
		{[]string{"-c", cf, filepath.Join(dir, "plain")}, exitFail, "RE"},
		{[]string{"-c", cf, "-file-io", "input.txt,output.txt", filepath.Join(dir, "plain", "a.in")}, exitOK, "AC    1/1 cases passed"},
	} {
		code, out, errOut := judgeCLI(t, "", append([]string{"test"}, tt.args...)...)
		if code != tt.code || !strings.Contains(out, tt.want) {
			t.Errorf("judge test %q: exit %d\n%s%s\nwant exit %d and %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
	if code, _, errOut := judgeCLI(t, "", "test", "-c", cf, "-file-io", "a/b", dir); code != exitSetup || !strings.Contains(errOut, `-file-io: file I/O "a/b": want NAME`) {
		t.Errorf("-file-io a/b: exit %d, %q", code, errOut)
	}
}

// TestSeveralFiles judges programs of several files: a folder, files
// named one by one, the main file named with -main; a script finds the
// files beside it. A program of one file does not: one that reads the
// answer beside it, in its folder's cases/, fails, isolated or not.
func TestSeveralFiles(t *testing.T) {
	needLangs(t, ".py", ".sh")
	dir := isolate(t)
	peek := filepath.Join(dir, "peek.py")
	writeFiles(t, dir, map[string]string{"peek.py": "print(open('cases/a.out').read().strip())\n"})
	for _, iso := range []string{"none", "auto"} {
		code, out, errOut := judgeCLI(t, "", "test", "-isolation", iso, "-c", peek, filepath.Join(dir, "cases"))
		if code != exitFail || !strings.Contains(out, "RE") {
			t.Errorf("-isolation %s: a program of one file read the answer beside it: exit %d\n%s%s", iso, code, out, errOut)
		}
	}
	multi, _ := filepath.Abs(filepath.Join("..", "internal", "build", "testdata", "multi"))
	cases := filepath.Join(dir, "cases")
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-c", filepath.Join(multi, "py")}, exitOK, "AC    1/1 cases passed"},
		{[]string{"-c", filepath.Join(multi, "sh")}, exitOK, "AC    1/1 cases passed"},
		{[]string{"-c", filepath.Join(multi, "py", "main.py") + " " + filepath.Join(multi, "py", "helper.py")}, exitOK, "AC    1/1 cases passed"},
		{[]string{"-c", filepath.Join(multi, "twomains"), "-main", "a.py"}, exitFail, `expected "42", found "1"`},
		{[]string{"-c", filepath.Join(multi, "twomains")}, exitSetup, "which file is the main one, of a.py, b.py? Name it main.py, or say which (judge test -main FILE)"},
	} {
		code, out, errOut := judgeCLI(t, dir, append(append([]string{"test"}, tt.args...), cases)...)
		if code != tt.code || !strings.Contains(out+errOut, tt.want) {
			t.Errorf("judge test %q: exit %d\n%s%s\nwant exit %d and %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
}

// TestLimitOf: a time limit derived from the slowest accepted case, by
// the rule of the package's format version.
func TestLimitOf(t *testing.T) {
	legacy := &pkgfmt.Package{Version: "legacy", TimeMultiplier: 5, TimeSafetyMargin: 2, TimeResolution: 1}
	v2023 := &pkgfmt.Package{Version: "2023-07-draft", TimeMultiplier: 2, TimeSafetyMargin: 1.5, TimeResolution: 1}
	fine := &pkgfmt.Package{Version: "2025-09", TimeMultiplier: 2, TimeSafetyMargin: 1.5, TimeResolution: 0.25}
	for _, tt := range []struct {
		p          *pkgfmt.Package
		slowest    time.Duration
		tl, margin time.Duration
		note       string
	}{
		{legacy, 50 * time.Millisecond, time.Second, 2 * time.Second, "5 × 50ms, the slowest case of the accepted submissions (accepted/a.py), rounded to whole seconds, at least 1s"},
		{legacy, 700 * time.Millisecond, 4 * time.Second, 7 * time.Second, "time_safety_margin 2"},
		{v2023, 50 * time.Millisecond, time.Second, 1500 * time.Millisecond, "2 × 50ms, the slowest case of the accepted submissions (accepted/a.py), rounded up to a multiple of 1s, at least one (ac_to_time_limit); 1.5s for those that must exceed it (time_limit_to_tle 1.5)"},
		{v2023, 1100 * time.Millisecond, 3 * time.Second, 4500 * time.Millisecond, "rounded up to a multiple of 1s"},
		{fine, 1100 * time.Millisecond, 2250 * time.Millisecond, 3375 * time.Millisecond, "rounded up to a multiple of 0.25s"},
	} {
		rule, note, err := limitOf(tt.p, tt.slowest, "accepted/a.py")
		if err != nil || rule.tl != tt.tl || rule.margin != tt.margin || !strings.Contains(note, tt.note) {
			t.Errorf("%s, %v: %v, %v, %q, %v; want %v, %v, %q", tt.p.Version, tt.slowest, rule.tl, rule.margin, note, err, tt.tl, tt.margin, tt.note)
		}
	}
}
