package main

import (
	"bufio"
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sumJury is the interactor "sum-jury IN OUT [ANS]": it sends the
// program IN's two numbers on a line and accepts their sum back.
func sumJury(args []string) {
	var a, b int64
	in, err := os.ReadFile(args[0])
	if _, err2 := fmt.Sscan(string(in), &a, &b); err != nil || err2 != nil {
		fmt.Fprintln(os.Stderr, "bad input", err, err2)
		os.Exit(3)
	}
	fmt.Println(a, b)
	var got int64
	if _, err := fmt.Fscan(bufio.NewReader(os.Stdin), &got); err != nil || got != a+b {
		fmt.Fprintf(os.Stderr, "wrong answer: %d + %d is not %d (%v)\n", a, b, got, err)
		os.Exit(1)
	}
	os.WriteFile(args[1], []byte("ok\n"), 0o644)
	fmt.Fprintln(os.Stderr, "ok")
}

// langs are the languages judged, one extension each.
var langs = []string{".c", ".cpp", ".go", ".rs", ".java", ".py", ".js"}

// needTools skips t when a tool of the language of ext is missing, and
// says which.
func needTools(t *testing.T, ext string) {
	t.Helper()
	l := build.Defaults[ext]
	for _, argv := range [][]string{l.Compile, l.Run} {
		if len(argv) > 0 && !strings.Contains(argv[0], "{") {
			if _, err := exec.LookPath(argv[0]); err != nil {
				t.Skipf("%s sources are not judged here: no %s (%v)", ext, argv[0], err)
			}
		}
	}
}

// isolate points the judge's cache and user config at t's temporary
// directories, and returns a directory outside the module (when the
// system's temporary directory is) with the test sources copied into it.
func isolate(t *testing.T) string {
	t.Helper()
	t.Setenv("JUDGE_CACHE", filepath.Join(t.TempDir(), "cache"))
	t.Setenv("JUDGE_CONFIG", filepath.Join(t.TempDir(), build.ConfigName))
	dir := t.TempDir()
	srcs, err := filepath.Glob(filepath.Join("..", "internal", "build", "testdata", "*"))
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no test sources: %v", err)
	}
	for _, src := range srcs {
		if isDir(src) { // programs of several files, tested on their own
			continue
		}
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, dir, map[string]string{filepath.Base(src): string(b)})
	}
	writeFiles(t, dir, map[string]string{"cases/a.in": "40 2\n", "cases/a.out": "42\n"})
	return dir
}

// TestLanguages: right, wrong, crashing and non-compiling programs in
// each language get AC, WA, RE and CE from judge test -c FILE, from judge
// stress (whose brute force is the right program, built too) and against
// an interactor, all from a directory outside the module.
func TestLanguages(t *testing.T) {
	if testenv.Race {
		// Its time is the compilers' (minutes on a busy machine), and the
		// judge's paths it takes are those of Go programs, which the other
		// tests run under -race.
		t.Skip("the compilers' time, nothing for the race detector; go test without -race runs this")
	}
	dir := isolate(t)
	for _, ext := range langs {
		t.Run(ext, func(t *testing.T) {
			needTools(t, ext)
			for _, tt := range []struct {
				prog, verdict string
				code          int
			}{
				{"ok", "AC", exitOK},
				{"wrong", "WA", exitFail},
				{"crash", "RE", exitFail},
				{"bad", "CE", exitFail},
			} {
				src := tt.prog + ext
				code, out, errOut := judgeCLI(t, dir, "test", "-c", src, "cases")
				if code != tt.code || !strings.Contains(out, "\n"+tt.verdict+" ") && !strings.HasPrefix(out, tt.verdict+" ") {
					t.Errorf("judge test -c %s: exit %d, want %d and %s\n%s%s", src, code, tt.code, tt.verdict, out, errOut)
				}
				if tt.verdict == "CE" && !strings.Contains(out, "bad"+ext) {
					t.Errorf("judge test -c %s: the compiler's lines, naming the file, are missing\n%s", src, out)
				}

				code, out, errOut = judgeCLI(t, dir, "test", "-c", src, "-interactor", testenv.Command("sum-jury"), "cases")
				if code != tt.code || !strings.Contains(out, "\n"+tt.verdict+" ") {
					t.Errorf("judge test -c %s -interactor sum-jury: exit %d, want %d and %s\n%s%s", src, code, tt.code, tt.verdict, out, errOut)
				}

				code, out, errOut = judgeCLI(t, dir, "stress", "-c", src, "-gen", testenv.Command("pair"), "-brute", "ok"+ext, "-n", "2", "-j", "1", "-max-runs", "3")
				if code != tt.code || !strings.HasPrefix(out, tt.verdict) {
					t.Errorf("judge stress -c %s: exit %d, want %d and %s\n%s%s", src, code, tt.code, tt.verdict, out, errOut)
				}
			}
		})
	}
}

// TestHelperCompileErrors: a helper that does not compile is the judge's
// error, exit status 2, naming the flag, and nothing is judged.
func TestHelperCompileErrors(t *testing.T) {
	needTools(t, ".c")
	dir := isolate(t)
	for _, args := range [][]string{
		{"test", "-c", "ok.c", "-checker", "bad.c", "cases"},
		{"test", "-c", "ok.c", "-interactor", "bad.c", "cases"},
		{"stress", "-c", "ok.c", "-gen", "bad.c", "-brute", "ok.c", "-n", "1"},
		{"stress", "-c", "ok.c", "-gen", testenv.Command("pair"), "-brute", "bad.c", "-n", "1"},
	} {
		code, out, errOut := judgeCLI(t, dir, args...)
		flag := args[slices.Index(args, "bad.c")-1]
		if code != exitSetup || !strings.Contains(errOut, flag+" bad.c: CE") || !strings.Contains(errOut, "bad.c:2") || strings.Contains(out, "AC") {
			t.Errorf("judge %s: exit %d, want 2 and %s's CE\nstdout:\n%sstderr:\n%s", strings.Join(args, " "), code, flag, out, errOut)
		}
	}
}

// TestBadSourceInput: what is not a program to build is one line, exit
// status 2, nothing judged.
func TestBadSourceInput(t *testing.T) {
	dir := isolate(t)
	writeFiles(t, dir, map[string]string{"sol.scala": "object Main\n", "lib/lib.go": "package lib\n", "judge.json": "{"})
	code, out, errOut := judgeCLI(t, dir, "test", "-c", "ok.py", "cases")
	if code != exitSetup || out != "" || !strings.Contains(errOut, "judge.json") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("an unreadable judge.json: exit %d\nstdout:\n%sstderr:\n%s", code, out, errOut)
	}
	os.Remove(filepath.Join(dir, "judge.json"))
	writeFiles(t, dir, map[string]string{"judge.json": `{"languages": {".py": {"run": ["no-such-python", "{src}"]}}}`})
	for _, tt := range []struct{ prog, want string }{
		{"sol.scala", "-c also takes a command"},
		{"missing.cpp", "no such source file"},
		{"ok.py", "no-such-python"},
		{"ok.c nosuchproblem", "nosuchproblem"},
	} {
		prog, target, ok := strings.Cut(tt.prog, " ")
		if !ok {
			target = "cases"
		}
		code, out, errOut := judgeCLI(t, dir, "test", "-c", prog, target)
		if code != exitSetup || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("judge test -c %s: exit %d, want 2 and one line saying %q\nstdout:\n%sstderr:\n%s", tt.prog, code, tt.want, out, errOut)
		}
	}
	// A source that is not a program is CE, as the judges have it.
	for _, tt := range []struct{ prog, want string }{
		{"lib", "no main package"},
		{"nomain.java", "no class with a main method"},
	} {
		code, out, errOut := judgeCLI(t, dir, "test", "-c", tt.prog, "cases")
		if code != exitFail || !strings.Contains(out, " CE ") || !strings.Contains(out, tt.want) {
			t.Errorf("judge test -c %s: exit %d, want 1 and CE saying %q\nstdout:\n%sstderr:\n%s", tt.prog, code, tt.want, out, errOut)
		}
	}
}

// TestProblemFolder: outside a project, a folder with a problem.json is
// judged under its comparison (here exact, which a newline fails).
func TestProblemFolder(t *testing.T) {
	dir := isolate(t)
	writeFiles(t, dir, map[string]string{"p/a.in": "\n", "p/a.out": "42", "p/problem.json": `{"name": "x", "judge": "", "url": "", "compare": "exact"}`})
	prog := testenv.Command("print", "42")
	if code, out, _ := judgeCLI(t, dir, "test", "-c", prog, "p"); code != exitFail || !strings.Contains(out, "WA") {
		t.Errorf("with problem.json: exit %d, want WA by exact comparison\n%s", code, out)
	}
	os.Remove(filepath.Join(dir, "p", "problem.json"))
	if code, out, _ := judgeCLI(t, dir, "test", "-c", prog, "p"); code != exitOK {
		t.Errorf("without problem.json: exit %d, want AC by lines\n%s", code, out)
	}
}
