package build

import (
	"errors"
	"gametheory/internal/proc"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// newBuilder returns a Builder whose cache and config are in temporary
// directories, as every test's must be.
func newBuilder(t *testing.T, config string) *Builder {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("JUDGE_CACHE", filepath.Join(dir, "cache"))
	t.Setenv("JUDGE_CONFIG", filepath.Join(dir, ConfigName))
	if config != "" {
		if err := os.WriteFile(filepath.Join(dir, ConfigName), []byte(config), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// need skips t when a tool of ext's language is missing, and says which.
func need(t *testing.T, ext string) {
	t.Helper()
	l := Defaults[ext]
	for _, argv := range [][]string{l.Compile, l.Run} {
		if len(argv) > 0 && !strings.Contains(argv[0], "{") {
			if _, err := exec.LookPath(argv[0]); err != nil {
				t.Skipf("%s: no %s here, so its sources are not tested: %v", ext, argv[0], err)
			}
		}
	}
}

// Exts are the languages tested, one extension each.
var Exts = []string{".c", ".cpp", ".go", ".rs", ".java", ".py", ".js"}

// TestBuild: each language's right program builds and runs, a second
// build comes from the cache, and a program that does not compile is a
// CompileError naming the file and line.
func TestBuild(t *testing.T) {
	for _, ext := range Exts {
		t.Run(ext, func(t *testing.T) {
			need(t, ext)
			b := newBuilder(t, "")
			src := filepath.Join("testdata", "ok"+ext)
			p, err := b.Build(src)
			if err != nil {
				t.Fatal(err)
			}
			if !p.Compiled || p.Took <= 0 {
				t.Errorf("first build: Compiled %v, Took %v; want a compile and its time", p.Compiled, p.Took)
			}
			cmd := exec.Command(p.Argv[0], p.Argv[1:]...)
			cmd.Stdin = strings.NewReader("40 2\n")
			out, err := cmd.Output()
			if err != nil || strings.TrimSpace(string(out)) != "42" {
				t.Fatalf("%q on 40 2: %q, %v; want 42", p.Argv, out, err)
			}
			again, err := b.Build(src)
			if err != nil {
				t.Fatal(err)
			}
			if again.Compiled || !again.Cached || strings.Join(again.Argv, " ") != strings.Join(p.Argv, " ") {
				t.Errorf("second build: Compiled %v, argv %q; want the first's %q from the cache", again.Compiled, again.Argv, p.Argv)
			}

			bad := filepath.Join("testdata", "bad"+ext)
			_, err = b.Build(bad)
			var ce *CompileError
			if !errors.As(err, &ce) {
				t.Fatalf("Build(%s): %v; want a CompileError", bad, err)
			}
			if !strings.Contains(ce.Output, "bad"+ext) || !strings.Contains(ce.Output, ":") {
				t.Errorf("compile error of %s does not name the file and line:\n%s", bad, ce.Output)
			}
			if msg := ce.Error(); !strings.Contains(msg, "bad"+ext) || strings.Contains(msg, "\n") {
				t.Errorf("compile error of %s: %q, want one line naming it", bad, msg)
			}
		})
	}
}

// TestCacheKey: a changed source compiles again; the same content under
// another name does not.
func TestCacheKey(t *testing.T) {
	need(t, ".c")
	b := newBuilder(t, "")
	dir := t.TempDir()
	src, _ := os.ReadFile(filepath.Join("testdata", "ok.c"))
	for i, tt := range []struct {
		name, content string
		compiled      bool
	}{
		{"a.c", string(src), true},
		{"b.c", string(src), false},
		{"a.c", string(src) + "\n", true},
		{"a.c", string(src) + "\n", false},
	} {
		path := filepath.Join(dir, tt.name)
		if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := b.Build(path)
		if err != nil {
			t.Fatal(err)
		}
		if p.Compiled != tt.compiled {
			t.Errorf("build %d (%s): compiled %v, want %v", i, tt.name, p.Compiled, tt.compiled)
		}
	}
}

// TestCacheReadable: a cache entry is readable by all, the one compiled
// now and one an older judge left for its user alone, which a cache hit
// opens: an isolated program runs as nobody.
func TestCacheReadable(t *testing.T) {
	need(t, ".c")
	b := newBuilder(t, "")
	p, err := b.Build(filepath.Join("testdata", "ok.c"))
	if err != nil {
		t.Fatal(err)
	}
	entry := filepath.Dir(p.Argv[0])
	for i, compiled := range []bool{true, false} {
		st, err := os.Stat(entry)
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != 0o755 {
			t.Errorf("build %d (compiled %v): entry mode %v, want 0755", i, compiled, st.Mode().Perm())
		}
		if err := os.Chmod(entry, 0o700); err != nil {
			t.Fatal(err)
		}
		if p, err = b.Build(filepath.Join("testdata", "ok.c")); err != nil || p.Compiled {
			t.Fatalf("build again: compiled %v, %v; want the cache", p.Compiled, err)
		}
	}
}

// TestGoOutsideModule: a Go file with no go.mod above it builds.
func TestGoOutsideModule(t *testing.T) {
	need(t, ".go")
	b := newBuilder(t, "")
	dir := t.TempDir()
	if root, _ := goModule(dir); root != "" {
		t.Skipf("the temporary directory %s is inside a module (%s)", dir, root)
	}
	src, _ := os.ReadFile(filepath.Join("testdata", "ok.go"))
	path := filepath.Join(dir, "sol.go")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Build(path); err != nil {
		t.Fatal(err)
	}
	// A package directory with its main package builds too.
	if _, err := b.Build(dir); err != nil {
		t.Fatal(err)
	}
}

// TestBadSources: what cannot be built says why, in one line; a source
// that is not a program (no main) is a CompileError, as the judges have it.
func TestBadSources(t *testing.T) {
	b := newBuilder(t, "")
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib")
	os.Mkdir(lib, 0o755)
	os.WriteFile(filepath.Join(lib, "lib.go"), []byte("package lib\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "lib.go"), []byte("package lib\n\nfunc F() {}\n"), 0o644)
	empty := filepath.Join(dir, "empty")
	os.Mkdir(empty, 0o755)
	for _, tt := range []struct {
		path, want string
		ce         bool
	}{
		{filepath.Join(dir, "none.cpp"), "no such source file", false},
		{lib, "no main package", true},
		{filepath.Join(dir, "lib.go"), "package lib, not main", true},
		{empty, "without a source file", false},
		{filepath.Join("testdata", "nomain.java"), "no class with a main method", true},
	} {
		_, err := b.Build(tt.path)
		var ce *CompileError
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") || errors.As(err, &ce) != tt.ce {
			t.Errorf("Build(%s): %v; want one line saying %q, a CompileError: %v", tt.path, err, tt.want, tt.ce)
		}
	}
	// Two classes with main in a Java folder: a MainError listing their
	// files, the first by name first, which a package's judge takes.
	mains := filepath.Join(dir, "mains")
	os.Mkdir(mains, 0o755)
	for _, name := range []string{"b", "a"} {
		os.WriteFile(filepath.Join(mains, name+".java"), []byte("class "+name+" { public static void main(String[] x) {} }\n"), 0o644)
	}
	_, err := b.Build(mains)
	var me *MainError
	if !errors.As(err, &me) || len(me.Files) != 2 || filepath.Base(me.Files[0]) != "a.java" || !strings.Contains(err.Error(), "several classes have a main method (a, b)") {
		t.Errorf("Build(%s): %v; want a MainError of a.java and b.java, saying several classes have a main method (a, b)", mains, err)
	}
}

// TestCompileLimits: a compiler that goes past a limit is stopped there,
// and the source is a CompileError that says which limit; of a flood of
// messages the first are kept, the rest counted. The limits are small, so
// that the test is quick (a compile's own are 30 s and 2 GiB), and each
// compile runs in the best containment, where the limits are watched
// while it runs, and the memory one in every other that stops a program
// at its limit.
func TestCompileLimits(t *testing.T) {
	need(t, ".c")
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	// Each inclusion includes the file twice more, down to gcc's depth of
	// 200: an error for each of 2^200 paths, megabytes a second, forever.
	bomb := write("bomb.c", "#include __FILE__\n#include __FILE__\nint main(void) { return 0; }\n")
	// The preprocessor reads /dev/zero to its end, which never comes.
	zero := write("zero.c", "#include \"/dev/zero\"\n")
	flood := write("flood.txt", "")
	b := newBuilder(t, `{"languages": {".txt": {"compile": ["yes", "{src}"], "run": ["{exe}"]}}}`)
	lines := func(ce *CompileError) int { return strings.Count(ce.Output, "\n") + 1 }
	for i, kind := range proc.Available() {
		b.limits = proc.Limits{Time: 300 * time.Millisecond, MemoryKiB: 128 << 10, Containment: kind}
		var ce *CompileError
		if i == 0 {
			_, err := b.Build(bomb)
			if !errors.As(err, &ce) || !strings.HasPrefix(ce.Output, "In file included from") || lines(ce) > MaxLines+3 ||
				ce.Stopped != "the compiler used more than 300ms of CPU time" || ce.Error() != bomb+" does not compile: "+ce.Stopped || !strings.HasSuffix(ce.Output, "\n"+ce.Stopped) {
				t.Errorf("%s: an endless flood of errors: %v; want CE at the time limit, shown as the first messages, then the limit", kind, err)
			}
			if _, err := exec.LookPath("yes"); err == nil {
				_, err = b.Build(flood)
				if !errors.As(err, &ce) || !strings.Contains(ce.Output, "bytes more, not kept)\n") || lines(ce) != MaxLines+3 || ce.Stopped == "" {
					t.Errorf("%s: a compiler writing without end: %v; want the first %d lines, a count of the rest, then why it was stopped", kind, err, MaxLines)
				}
			}
		}
		if kind == proc.Posix {
			continue // nothing stops a process's memory there while it runs: a bomb would take the machine's
		}
		// The memory limit first: touching 128 MiB can take half a second
		// of CPU on a slow machine, so the time limit leaves ample room.
		b.limits.Time = 20 * time.Second
		_, err := b.Build(zero)
		if !errors.As(err, &ce) || ce.Stopped != "the compiler used more than 128 MiB of memory" || ce.Error() != zero+" does not compile: "+ce.Stopped {
			t.Errorf("%s: #include \"/dev/zero\": %v; want CE at the memory limit", kind, err)
		}
	}
}

// TestSource: which -c words are sources, and which are refused.
func TestSource(t *testing.T) {
	b := newBuilder(t, "")
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "sol.scala"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "run"), []byte("#!/bin/sh\n"), 0o755)
	os.WriteFile(filepath.Join(dir, "exe"), []byte("\x7fELF"), 0o755)
	os.WriteFile(filepath.Join(dir, "run.sh"), []byte("echo 42\n"), 0o644)
	for _, tt := range []struct {
		cmd    string
		source bool
		err    string
	}{
		{filepath.Join("testdata", "ok.cpp"), true, ""},
		{dir, true, ""},
		{"python3 sol.py", false, ""},
		{filepath.Join(dir, "a.out"), false, "no such file or command"},
		{filepath.Join(dir, "run.sh"), true, ""},
		{filepath.Join(dir, "run"), true, ""}, // a shell script, by its #! line
		{filepath.Join(dir, "exe"), false, ""},
		{filepath.Join(dir, "missing.rs"), false, "no such source file"},
		{filepath.Join(dir, "sol.scala"), false, "-c also takes a command"},
		{filepath.Join(dir, "missing.scala"), false, "no such file or command"},
	} {
		ok, err := b.Source(tt.cmd)
		if ok != tt.source || (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("Source(%q) = %v, %v; want %v, %q", tt.cmd, ok, err, tt.source, tt.err)
		}
	}
}

// TestLangOf: a source's language by its extension, as DOMjudge,
// problemtools and BAPCtools name them, and by its #! line: Python 2's for
// a .py file that asks for it, any known one for a file without an
// extension.
func TestLangOf(t *testing.T) {
	b := newBuilder(t, "")
	dir := t.TempDir()
	for _, tt := range []struct{ name, content, lang string }{
		{"a.bash", "", ".bash"}, {"a.pl", "", ".pl"}, {"a.awk", "", ".awk"}, {"a.mjs", "", ".mjs"}, {"a.c++", "", ".c++"},
		{"a.py3", "", ".py3"}, {"E.PY", "", ".py"}, {"a.rb", "", ".rb"}, {"a.kt", "", ".kt"}, {"a.hs", "", ".hs"}, {"a.pas", "", ".pas"},
		{"a.py", "#!/usr/bin/env python3\n", ".py"},
		{"b.py", "#!/usr/bin/env python2\nprint 1\n", ".py2"},
		{"c.py", "#!/usr/bin/python2.7\n", ".py2"},
		{"d.py", "# python2\n", ".py"},
		{"run", "#!/bin/bash\n", ".bash"},
		{"run2", "#!/usr/bin/env -S perl -w\n", ".pl"},
		{"run3", "#!/usr/bin/awk -f\n", ".awk"},
		{"run4", "#!/usr/bin/env node\n", ".js"},
		{"run5", "#!/usr/bin/env python3.12\n", ".py"},
		{"run6", "#!/usr/bin/env pwsh\n", ""},
		{"run7", "echo\n", ""},
		{"a.sh.txt", "#!/bin/sh\n", ""},
		{"p.pl", "[kattio].\n\nmain :-\n    read_int(X), write(X).\n", ".plg"},
		{"q.pl", ":- initialization(main).\n", ".plg"},
		{"r.pl", "my %h = (a => 1);\nprint $h{a} ? 'x' : '-', \"\\n\";\n", ".pl"},
		{"s.plg", "", ".plg"},
		{"a.scala", "", ""},
	} {
		path := filepath.Join(dir, tt.name)
		if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := b.langOf(path); got != tt.lang {
			t.Errorf("%s (%q): %q, want %q", tt.name, tt.content, got, tt.lang)
		}
	}
	// A folder's language is its main file's, content and all.
	for _, tt := range []struct{ main, content, lang string }{
		{"main.pl", "main :- halt.\n", ".plg"},
		{"main.pl", "print 1;\n", ".pl"},
		{"main.py", "#!/usr/bin/env python2\nimport lib\n", ".py2"},
		{"main.py", "import lib\n", ".py"},
	} {
		folder := t.TempDir()
		ext := filepath.Ext(tt.main)
		for name, content := range map[string]string{tt.main: tt.content, "lib" + ext: ""} {
			if err := os.WriteFile(filepath.Join(folder, name), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		s, err := b.sourceOf([]string{folder}, "")
		if err != nil || s.ext != tt.lang || len(s.files) != 2 {
			t.Errorf("a folder of %s (%q) and lib%s: %v, %+v; want %s, two files", tt.main, tt.content, ext, err, s, tt.lang)
		}
	}
}

// TestConfig: a config file replaces a language's commands, adds one,
// and one that names a missing compiler or cannot be read is an error.
func TestConfig(t *testing.T) {
	need(t, ".py")
	b := newBuilder(t, `{"languages": {".py": {"run": ["python3", "-S", "{src}"]}, ".txt": {"run": ["cat", "{src}"]}}}`)
	p, err := b.Build(filepath.Join("testdata", "ok.py"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Compiled || p.Cached || p.Argv[1] != "-S" {
		t.Errorf("configured .py: %q, compiled %v; want python3 -S, nothing compiled", p.Argv, p.Compiled)
	}
	if ok, _ := b.Source(filepath.Join("testdata", "x.txt")); ok {
		t.Error("a missing .txt file counts as a source")
	}

	b = newBuilder(t, `{"languages": {".py": {"run": ["no-such-python3", "{src}"]}}}`)
	_, err = b.Build(filepath.Join("testdata", "ok.py"))
	if err == nil || !strings.Contains(err.Error(), "no-such-python3") || !strings.Contains(err.Error(), ConfigName) {
		t.Errorf("missing configured interpreter: %v; want it named, and the config file", err)
	}

	dir := t.TempDir()
	t.Setenv("JUDGE_CACHE", filepath.Join(dir, "cache"))
	for _, config := range []string{`{"languages": {".py": {}}}`, `{"langs": {}}`, `{`, `{"languages": {"py": {"run": ["x"]}}}`} {
		path := filepath.Join(dir, ConfigName)
		os.WriteFile(path, []byte(config), 0o644)
		t.Setenv("JUDGE_CONFIG", path)
		if _, err := New(); err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("config %s: %v; want an error naming the file", config, err)
		}
	}
}

// TestJavaClasses: the class holding main, past comments, strings and
// nested classes.
func TestJavaClasses(t *testing.T) {
	for _, tt := range []struct {
		src, pkg, public, main string
	}{
		{"public class Main { public static void main(String[] a) {} }", "", "Main", "Main"},
		{"class A {} class B { static public void main(String... a) { String s = \"}\"; } }", "", "", "B"},
		{"package p.q; /* class X { static void main( */ public class Sol { static class In { public static void main(String[] a) {} } }", "p.q", "Sol", "Sol$In"},
		{"public class Lib { void main() {} }", "", "Lib", ""},
	} {
		pkg, public, main := javaClasses(tt.src)
		if pkg != tt.pkg || public != tt.public || main != tt.main {
			t.Errorf("javaClasses(%q) = %q, %q, %q; want %q, %q, %q", tt.src, pkg, public, main, tt.pkg, tt.public, tt.main)
		}
	}
}

// TestEvict: past its bound the cache loses its least recently used
// entries, and keeps the newest.
func TestEvict(t *testing.T) {
	need(t, ".c")
	b := newBuilder(t, `{"cache_mib": 1}`)
	b.maxBytes = 1 // every entry is over it: only the newest stays
	dir := t.TempDir()
	src, _ := os.ReadFile(filepath.Join("testdata", "ok.c"))
	var last *Program
	for i := 0; i < 3; i++ {
		path := filepath.Join(dir, "a.c")
		os.WriteFile(path, append(src, strings.Repeat("\n", i)...), 0o644)
		p, err := b.Build(path)
		if err != nil {
			t.Fatal(err)
		}
		last = p
	}
	entries, _ := filepath.Glob(filepath.Join(b.dir, "*", doneFile))
	if len(entries) != 1 || !strings.HasPrefix(last.Argv[0], filepath.Dir(entries[0])) {
		t.Errorf("cache entries after three builds over the bound: %q; want only the last, %q", entries, last.Argv[0])
	}
}

// TestEntry: an entry is made once, kept only when fill succeeds, and
// goes with the compiled programs when the cache is past its bound.
func TestEntry(t *testing.T) {
	b := newBuilder(t, "")
	runs := 0
	fill := func(text string) func(string) error {
		return func(dir string) error {
			runs++
			if err := os.WriteFile(filepath.Join(dir, "f"), []byte(text), 0o644); err != nil {
				return err
			}
			if text == "" {
				return errors.New("no text")
			}
			return nil
		}
	}
	for _, tt := range []struct {
		key, text, holds string
		made, failed     bool
		runs             int
	}{
		{"e-a", "", "", false, true, 1}, // failed: nothing kept
		{"e-a", "a", "a", true, false, 2},
		{"e-a", "b", "a", false, false, 2}, // the cache has it
		{"e-b", "b", "b", true, false, 3},
	} {
		_, made, err := b.Entry(tt.key, fill(tt.text))
		if made != tt.made || (err != nil) != tt.failed || runs != tt.runs {
			t.Errorf("Entry(%s): made %v, error %v, fill run %d times; want %v, error %v, %d", tt.key, made, err, runs, tt.made, tt.failed, tt.runs)
		}
		if got, _ := os.ReadFile(filepath.Join(b.dir, tt.key, "f")); string(got) != tt.holds {
			t.Errorf("Entry(%s): f holds %q, want %q", tt.key, got, tt.holds)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(b.dir, "tmp-*")); len(left) > 0 {
		t.Errorf("temporary folders left: %q", left)
	}
	b.maxBytes = 1 // every entry is over it: only the newest stays
	if _, made, err := b.Entry("e-c", fill("c")); !made || err != nil {
		t.Fatalf("Entry(e-c): made %v, %v", made, err)
	}
	if entries, _ := filepath.Glob(filepath.Join(b.dir, "*", doneFile)); len(entries) != 1 || filepath.Base(filepath.Dir(entries[0])) != "e-c" {
		t.Errorf("entries past the bound: %q; want e-c's alone", entries)
	}
}

// TestGoImportsInKey: a change to a package of the module that the
// program imports builds it again.
func TestGoImportsInKey(t *testing.T) {
	need(t, ".go")
	b := newBuilder(t, "")
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Mkdir(filepath.Join(dir, "lib"), 0o755)
	write("go.mod", "module m\n\ngo 1.21\n")
	write("main.go", "package main\n\nimport (\n\t\"fmt\"\n\t\"m/lib\"\n)\n\nfunc main() { fmt.Println(lib.N()) }\n")
	for i, tt := range []struct {
		lib      string
		compiled bool
	}{
		{"package lib\n\nfunc N() int { return 1 }\n", true},
		{"package lib\n\nfunc N() int { return 1 }\n", false},
		{"package lib\n\nfunc N() int { return 2 }\n", true},
	} {
		write(filepath.Join("lib", "lib.go"), tt.lib)
		p, err := b.Build(filepath.Join(dir, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		if p.Compiled != tt.compiled {
			t.Errorf("build %d: compiled %v, want %v", i, p.Compiled, tt.compiled)
		}
	}
}

// TestConcurrentBuilds: judges building the same source at once all get
// a program that runs, from one cache entry, and leave no temporary
// directory behind.
func TestConcurrentBuilds(t *testing.T) {
	need(t, ".c")
	newBuilder(t, "")
	const judges = 4
	argvs := make(chan []string, judges)
	errs := make(chan error, judges)
	for i := 0; i < judges; i++ {
		go func() {
			b, err := New() // a judge of its own, on the same cache
			if err == nil {
				var p *Program
				if p, err = b.Build(filepath.Join("testdata", "ok.c")); err == nil {
					argvs <- p.Argv
					return
				}
			}
			errs <- err
		}()
	}
	for i := 0; i < judges; i++ {
		select {
		case err := <-errs:
			t.Fatal(err)
		case argv := <-argvs:
			err := exec.Command(argv[0]).Run()
			if err == nil || !strings.Contains(err.Error(), "exit status 1") {
				// ok.c exits 1 on no input: it ran.
				t.Errorf("%q on no input: %v, want exit status 1", argv, err)
			}
		}
	}
	dir := os.Getenv("JUDGE_CACHE")
	entries, _ := filepath.Glob(filepath.Join(dir, "*", doneFile))
	tmps, _ := filepath.Glob(filepath.Join(dir, "tmp-*"))
	if len(entries) != 1 || len(tmps) != 0 {
		t.Errorf("cache after %d builds at once: entries %q, temporary %q; want one entry, nothing temporary", judges, entries, tmps)
	}
}

// TestPrograms: a program of several files, given as its folder, builds
// in each language and runs in its folder; and which file is the main one.
func TestPrograms(t *testing.T) {
	for _, tt := range []struct{ dir, ext string }{
		{"c", ".c"}, {"cpp", ".cpp"}, {"java", ".java"}, {"py", ".py"}, {"py-marked", ".py"},
		{"js", ".js"}, {"rs", ".rs"}, {"sh", ".sh"},
	} {
		t.Run(tt.dir, func(t *testing.T) {
			need(t, tt.ext)
			b := newBuilder(t, "")
			dir := filepath.Join("testdata", "multi", tt.dir)
			p, err := b.Build(dir)
			if err != nil {
				t.Fatal(err)
			}
			abs, _ := filepath.Abs(dir)
			if p.Dir != abs {
				t.Errorf("runs in %q, want its folder %q", p.Dir, abs)
			}
			cmd := exec.Command(p.Argv[0], p.Argv[1:]...)
			cmd.Dir = p.Dir
			cmd.Stdin = strings.NewReader("40 2\n")
			out, err := cmd.CombinedOutput()
			if err != nil || strings.TrimSpace(string(out)) != "42" {
				t.Fatalf("%q on 40 2: %q, %v; want 42", p.Argv, out, err)
			}
		})
	}
}

// TestProgramFiles: several files named one by one, the main file named
// or found, and the programs whose main file cannot be told.
func TestProgramFiles(t *testing.T) {
	need(t, ".py")
	b := newBuilder(t, "")
	multi := filepath.Join("testdata", "multi")
	py := []string{filepath.Join(multi, "py", "helper.py"), filepath.Join(multi, "py", "main.py")}
	for _, tt := range []struct {
		paths []string
		main  string
		want  string // the main file's base name, or part of the error
		err   bool
	}{
		{py, "", "main.py", false},
		{py, "helper.py", "helper.py", false}, // the files by path, the main one by name
		{[]string{filepath.Join(multi, "twomains", "a.py"), filepath.Join(multi, "twomains", "b.py")}, "b.py", "b.py", false},
		{[]string{filepath.Join(multi, "twomains", "a.py"), filepath.Join(multi, "twomains", "b.py")}, "c.py", "not one of the program's files", true},
		{[]string{filepath.Join(multi, "twomains")}, "b.py", "b.py", false},
		{[]string{filepath.Join(multi, "twomains")}, "", "which file is the main one, of a.py, b.py?", true},
		{[]string{filepath.Join(multi, "twomains")}, "c.py", "not one of the program's files", true},
		{[]string{filepath.Join(multi, "mixed")}, "", "files of several languages (.js .py)", true},
		{[]string{filepath.Join(multi, "mixed")}, "a.py", "a.py", false},
		{[]string{filepath.Join(multi, "py"), py[0]}, "", "a folder among several sources", true},
	} {
		p, err := b.BuildFiles(tt.paths, tt.main)
		switch {
		case tt.err && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("BuildFiles(%q, %q): %v; want an error saying %q", tt.paths, tt.main, err, tt.want)
		case !tt.err && err != nil:
			t.Errorf("BuildFiles(%q, %q): %v", tt.paths, tt.main, err)
		case !tt.err && filepath.Base(p.Argv[len(p.Argv)-1]) != tt.want:
			t.Errorf("BuildFiles(%q, %q) runs %q; want its main file %s", tt.paths, tt.main, p.Argv, tt.want)
		}
	}
	if !b.Sources(py) || b.Sources(py[:1]) || b.Sources([]string{"python3", py[1]}) {
		t.Error("Sources: want true for two source files only")
	}
}

// TestFolderHeaders: a folder of one C++ source, of any of C++'s
// extensions, has the headers beside it (and below it) as its own, part
// of its key and staged with it where it compiles in a box.
func TestFolderHeaders(t *testing.T) {
	b := newBuilder(t, "")
	for _, ext := range []string{".c", ".cpp", ".cc", ".cxx", ".c++"} {
		dir := t.TempDir()
		for _, f := range []string{"v" + ext, "v.h", "sub/w.hpp"} {
			path := filepath.Join(dir, f)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		s, err := b.sourceOf([]string{dir}, "")
		if err != nil {
			t.Fatal(err)
		}
		want := []string{filepath.Join(dir, "sub", "w.hpp"), filepath.Join(dir, "v.h")}
		if !reflect.DeepEqual(s.headers, want) {
			t.Errorf("%s: headers %q, want %q", ext, s.headers, want)
		}
	}
}

// TestScripts: a folder with a build script is copied into the cache and
// built there by it, once, then run by its run script; one whose build
// fails, or that has no run script after it, is CE.
func TestScripts(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh here for the scripts:", err)
	}
	b := newBuilder(t, "")
	root := t.TempDir()
	for _, tt := range []struct {
		name  string
		files map[string]string
		out   string // what it prints, or part of its CE
		ce    bool
	}{
		{"built", map[string]string{"build": "echo built >>built.log\nprintf '#!/bin/sh\\ncat \"$(dirname \"$0\")/msg\"\\n' >run\nchmod +x run\n", "msg": "hello\n"}, "hello\n", false},
		{"run only", map[string]string{"run": "#!/bin/sh\necho \"$1\"\n"}, "x\n", false},
		{"failing", map[string]string{"build": "echo no compiler here\nexit 3\n", "run": "true\n"}, "no compiler here\nits build script: exit status 3", true},
		{"no run", map[string]string{"build": "true\n"}, "a build script but no run script", true},
	} {
		dir := filepath.Join(root, tt.name)
		for name, content := range tt.files {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 2; i++ {
			p, err := b.Build(dir)
			var ce *CompileError
			if tt.ce {
				if !errors.As(err, &ce) || !strings.Contains(ce.Output, tt.out) {
					t.Errorf("%s: %v; want CE saying %q", tt.name, err, tt.out)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			out, err := exec.Command(p.Argv[0], append(p.Argv[1:], "x")...).Output()
			if err != nil || string(out) != tt.out || p.Cached != (i == 1) {
				t.Errorf("%s, build %d: %q prints %q, %v, cached %v; want %q", tt.name, i, p.Argv, out, err, p.Cached, tt.out)
			}
			if log, err := os.ReadFile(filepath.Join(p.Dir, "built.log")); tt.name == "built" && (err != nil || string(log) != "built\n") {
				t.Errorf("%s: built %q times, %v; want once", tt.name, log, err)
			}
		}
	}
}

// TestImportHint: a Python program of one file that imports a module
// beside it, which it will not see, is told how to give it its files.
func TestImportHint(t *testing.T) {
	need(t, ".py")
	b := newBuilder(t, "")
	dir := t.TempDir()
	for name, content := range map[string]string{
		"helper.py": "", "util/__init__.py": "", "notes/readme.txt": "",
		"a.py": "import os, helper as h  # and more\nprint(h)\n",
		"b.py": "from helper import f\nimport helper\n",
		"c.py": "import os\nimport notes\nfrom . import x\n",
		"d.py": "from util.sub import g\nimport helper\n",
		"e.py": "import a\n", // a.py is beside it too
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sep := string(filepath.Separator)
	for _, tt := range []struct{ file, want string }{
		{"a.py", "a.py imports " + dir + sep + "helper.py, beside it, which a program of one file does not see: give the program its folder (-c " + dir + sep + " -main a.py), or its files (-c '" + dir + sep + "a.py " + dir + sep + "helper.py' -main a.py)"},
		{"b.py", "b.py imports " + dir + sep + "helper.py, beside it"},
		{"c.py", ""},
		{"d.py", "d.py imports util, a folder beside it, which a program of one file does not see: give the program its folder (-c " + dir + sep + " -main d.py)"},
		{"e.py", "e.py imports " + dir + sep + "a.py, beside it"},
	} {
		p, err := b.Build(filepath.Join(dir, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		if tt.want == "" && p.Hint != "" || !strings.Contains(p.Hint, tt.want) {
			t.Errorf("%s: hint %q, want %q", tt.file, p.Hint, tt.want)
		}
	}
}

// TestProgramKey: a program of several files builds again when any of its
// files or headers changes, and not otherwise.
func TestProgramKey(t *testing.T) {
	need(t, ".c")
	b := newBuilder(t, "")
	dir := t.TempDir()
	for _, f := range []string{"main.c", "add.c", "add.h"} {
		src, err := os.ReadFile(filepath.Join("testdata", "multi", "c", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), src, 0o644)
	}
	for i, tt := range []struct {
		change   string
		compiled bool
	}{{"", true}, {"", false}, {"add.h", true}, {"add.c", true}, {"", false}} {
		if tt.change != "" {
			f, _ := os.OpenFile(filepath.Join(dir, tt.change), os.O_APPEND|os.O_WRONLY, 0)
			f.WriteString("\n")
			f.Close()
		}
		p, err := b.Build(dir)
		if err != nil {
			t.Fatal(err)
		}
		if p.Compiled != tt.compiled {
			t.Errorf("build %d (%q changed): compiled %v, want %v", i, tt.change, p.Compiled, tt.compiled)
		}
	}
}

// TestConfigIsolation: the isolation a config file names, the project's
// over the user's.
func TestConfigIsolation(t *testing.T) {
	newBuilder(t, `{"isolation": "none"}`)
	if got, err := ConfigIsolation(); got != "none" || err != nil {
		t.Errorf("the user's file says none: %q, %v", got, err)
	}
	project := t.TempDir()
	if err := os.WriteFile(filepath.Join(project, ConfigName), []byte(`{"isolation": "full"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(project); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	if got, err := ConfigIsolation(); got != "full" || err != nil {
		t.Errorf("the project's says full: %q, %v", got, err)
	}
}

// TestShims: a program whose interpreter is a version manager's shim
// runs on the interpreter the language's which command names, asked once
// in the source's folder; a which that names no file, or a command that
// is no shim, leaves the command as typed.
func TestShims(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh here for the shim's scripts:", err)
	}
	root := t.TempDir()
	real := filepath.Join(root, "versions", "tool")
	// The interpreter: --which prints the folder's .which and counts its
	// asking in asked; else it prints its source.
	script := map[string]string{
		real:                                     "#!/bin/sh\nif [ \"$1\" = --which ]; then echo x >>asked; exec cat .which; fi\nexec cat \"$1\"\n",
		filepath.Join(root, "shims", "tool"):     "#!/bin/sh\nexec " + real + " \"$@\"\n",
		filepath.Join(root, "bin", "tool"):       "#!/bin/sh\nexec " + real + " \"$@\"\n",
		filepath.Join(root, "good", "a.tool"):    "from the source\n",
		filepath.Join(root, "good", ".which"):    real + "\n",
		filepath.Join(root, "bad", "a.tool"):     "from the source\n",
		filepath.Join(root, "bad", ".which"):     "python 3.11 is not installed\n",
		filepath.Join(root, "missing", "a.tool"): "from the source\n",
		filepath.Join(root, "missing", ".which"): filepath.Join(root, "versions", "gone") + "\n",
		filepath.Join(root, "none", "a.tool"):    "from the source\n", // no .which: which fails
	}
	for path, text := range script {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	config := `{"languages": {".tool": {"run": ["tool", "{src}"], "which": ["tool", "--which"]}}}`
	for _, tt := range []struct{ bin, dir, want string }{
		{"shims", "good", real},
		{"shims", "bad", "tool"},
		{"shims", "missing", "tool"},
		{"bin", "good", "tool"},
	} {
		t.Run(tt.bin+"/"+tt.dir, func(t *testing.T) {
			t.Setenv("PATH", filepath.Join(root, tt.bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
			asked := filepath.Join(root, tt.dir, "asked")
			os.Remove(asked)
			b := newBuilder(t, config)
			for i := 0; i < 2; i++ {
				p, err := b.Build(filepath.Join(root, tt.dir, "a.tool"))
				if err != nil {
					t.Fatal(err)
				}
				if p.Argv[0] != tt.want {
					t.Errorf("runs %q, want %s", p.Argv, tt.want)
				}
				out, err := exec.Command(p.Argv[0], p.Argv[1:]...).CombinedOutput()
				if err != nil || string(out) != "from the source\n" {
					t.Errorf("%q: %q, %v", p.Argv, out, err)
				}
			}
			n := 0
			if b, err := os.ReadFile(asked); err == nil {
				n = strings.Count(string(b), "x")
			}
			if want := map[string]int{"shims": 1, "bin": 0}[tt.bin]; n != want {
				t.Errorf("which asked %d times in %s, want %d", n, tt.dir, want)
			}
		})
	}
	// A shim whose which fails starts no interpreter: the language is not
	// installed, as where there is no command at all.
	t.Setenv("PATH", filepath.Join(root, "shims")+string(os.PathListSeparator)+os.Getenv("PATH"))
	_, err := newBuilder(t, config).Build(filepath.Join(root, "none", "a.tool"))
	if err == nil || !strings.Contains(err.Error(), "needs tool (named for .tool in ") || !strings.Contains(err.Error(), "which is not installed or not on PATH (tool is a version manager's shim that starts none here)") {
		t.Errorf("a shim whose which fails: %v; want that tool is not installed", err)
	}
}

// TestCompileRunsNoSubmissionCode: what a submission ships to run at its
// compile, as the compile's user, is not run: a cgo preamble that embeds
// a file of the machine (.incbin) is a CompileError, cgo being off, and a
// Java folder's annotation processor, found on javac's class path (the
// folder), never runs, -proc:none. The processor, were it run, would
// write a file; the embedded file is a secret of the test's.
func TestCompileRunsNoSubmissionCode(t *testing.T) {
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret")
	marker := filepath.Join(dir, "processor-ran")
	if err := os.WriteFile(secret, []byte("the answers\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cgo := `package main

/*
__asm__(".section .rodata\n.global leak\nleak:\n.incbin \"` + secret + `\"\n.byte 0\n.text\n");
extern char leak;
*/
import "C"
import "fmt"

func main() { fmt.Print(C.GoString(&C.leak)) }
`
	processor := `import javax.annotation.processing.*;
import javax.lang.model.element.TypeElement;
import java.util.Set;

@SupportedAnnotationTypes("*")
public class Hook extends AbstractProcessor {
	public synchronized void init(ProcessingEnvironment env) {
		super.init(env);
		try { java.nio.file.Files.writeString(java.nio.file.Path.of("` + marker + `"), "ran"); } catch (Exception e) {}
	}
	public boolean process(Set<? extends TypeElement> a, RoundEnvironment r) { return false; }
}
`
	tests := []struct {
		ext   string
		build string            // what is built, in the submission's folder
		files map[string]string // the submission's folder
		extra func(t *testing.T, folder string)
	}{
		{".go", "main.go", map[string]string{"main.go": cgo}, nil},
		{".java", ".", map[string]string{
			"Main.java": "public class Main { public static void main(String[] a) { System.out.println(42); } }\n",
			"META-INF/services/javax.annotation.processing.Processor": "Hook\n",
		}, func(t *testing.T, folder string) {
			// The processor's class, compiled beside the sources.
			src := filepath.Join(t.TempDir(), "Hook.java")
			if err := os.WriteFile(src, []byte(processor), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("javac", "-d", folder, src).CombinedOutput(); err != nil {
				t.Fatalf("javac Hook.java: %v\n%s", err, out)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.ext, func(t *testing.T) {
			need(t, tt.ext)
			if tt.ext == ".go" {
				if _, err := exec.LookPath("gcc"); err != nil {
					t.Skip("no gcc: cgo could not embed the file anyway")
				}
			}
			b := newBuilder(t, "")
			folder := filepath.Join(t.TempDir(), "sub")
			for name, text := range tt.files {
				path := filepath.Join(folder, name)
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if tt.extra != nil {
				tt.extra(t, folder)
			}
			p, err := b.Build(filepath.Join(folder, tt.build))
			var ce *CompileError
			switch {
			case tt.ext == ".go" && !errors.As(err, &ce):
				out := ""
				if err == nil {
					b, _ := exec.Command(p.Argv[0]).Output()
					out = string(b)
				}
				t.Errorf("a cgo preamble embedding a file: %v, the program printing %q; want a CompileError", err, out)
			case tt.ext == ".java" && err != nil:
				t.Errorf("a Java folder with an annotation processor: %v", err)
			}
			if _, err := os.Stat(marker); err == nil {
				t.Error("the submission's annotation processor ran at its compile")
			}
		})
	}
}

// TestKeptFailure: a source that does not compile by the compiler's own
// error is that error again from the cache, without the compiler, naming
// the source as given the second time; one stopped at the time limit, or
// that could not start a process (EAGAIN), is compiled again, since a busy
// machine may have stopped it.
func TestKeptFailure(t *testing.T) {
	dir := t.TempDir()
	count := filepath.Join(dir, "count")
	// The compiler notes each run, then fails: with an error naming the
	// source, by running until the time limit stops it, or as a busy
	// machine makes it, not starting its next process.
	b := newBuilder(t, `{"languages": {
		".bad": {"compile": ["sh", "-c", "echo >> `+count+`; echo \"$0:1: error: no\" >&2; exit 1", "{src}"], "run": ["{exe}"], "version": ["uname"]},
		".slow": {"compile": ["sh", "-c", "echo >> `+count+`; while :; do :; done", "{src}"], "run": ["{exe}"], "version": ["uname"]},
		".busy": {"compile": ["sh", "-c", "echo >> `+count+`; echo \"cc: fatal error: cannot execute cc1: posix_spawn: Resource temporarily unavailable\" >&2; exit 1", "{src}"], "run": ["{exe}"], "version": ["uname"]}}}`)
	b.Isolation = proc.None
	b.limits.Time = 200 * time.Millisecond
	for _, tt := range []struct {
		ext  string
		runs int // the compiler's runs after two builds
		kept bool
	}{{".bad", 1, true}, {".slow", 2, false}, {".busy", 2, false}} {
		os.Remove(count)
		var errs [2]string
		for i, name := range []string{"a", "b"} {
			src := filepath.Join(dir, name+tt.ext)
			if err := os.WriteFile(src, []byte("the same source\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := b.Build(src)
			var ce *CompileError
			if !errors.As(err, &ce) || ce.Source != src {
				t.Fatalf("%s, build %d: %v; want a CompileError of %s", tt.ext, i+1, err, src)
			}
			errs[i] = strings.ReplaceAll(err.Error(), src, "SRC")
		}
		runs, _ := os.ReadFile(count)
		if n := strings.Count(string(runs), "\n"); n != tt.runs || errs[0] != errs[1] {
			t.Errorf("%s: the compiler ran %d times for two builds, want %d (kept %v); errors %q and %q, want the same of each source", tt.ext, n, tt.runs, tt.kept, errs[0], errs[1])
		}
	}
}
