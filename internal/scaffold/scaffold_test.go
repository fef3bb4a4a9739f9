package scaffold

import (
	"encoding/json"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"gametheory/internal/problem"
)

func TestCheckID(t *testing.T) {
	for _, c := range []struct {
		id, err string
	}{
		{"p1247", ""},
		{"cf1234a", ""},
		{"abc300_a", ""},
		{"my-nim-2", ""},
		{"9", ""},
		{"", "empty problem id"},
		{"P1247", `character 1 is 'P'`},
		{"-x", `character 1 is '-'`},
		{"_x", `character 1 is '_'`},
		{"a/b", `character 2 is '/'`},
		{"a.b", `character 2 is '.'`},
		{"..", `character 1 is '.'`},
		{"a b", `character 2 is ' '`},
		{"取火柴", `character 1 is '取'`},
		{"testdata", "a meaning of its own"},
		{"con", "Windows reserves"},
		{"nul", "Windows reserves"},
		{"aux", "Windows reserves"},
		{"prn", "Windows reserves"},
		{"com1", "Windows reserves"},
		{"lpt9", "Windows reserves"},
		{"com0", "Windows reserves"},
		{"con1", ""},
		{"com10", ""},
		{"lpt", ""},
		{"console", ""},
		{strings.Repeat("a", 65), "longer than 64 characters"},
	} {
		err := CheckID(c.id)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("CheckID(%q) = %v, want nil", c.id, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("CheckID(%q) = %v, want an error saying %q", c.id, err, c.err)
		}
	}
}

func TestNew(t *testing.T) {
	root := t.TempDir()
	p := &problem.Problem{ID: "p1247", Name: "取火柴游戏", Judge: "Luogu P1247", URL: "https://www.luogu.com.cn/problem/P1247", TimeLimit: "1s", MemoryLimitKiB: 131072}
	files, err := New(root, p, "")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"samples/p1247/problem.json", "problems/p1247/main.go", "problems/p1247/main_test.go", "problems/p1247/gen/main.go", "problems/p1247/brute/main.go"}
	for i := range files {
		files[i] = filepath.ToSlash(files[i])
	}
	if !reflect.DeepEqual(files, want) {
		t.Errorf("created %q, want %q", files, want)
	}
	got, err := problem.Load(root, "p1247")
	if err != nil {
		t.Fatal(err)
	}
	if *got != *p {
		t.Errorf("problem.json reads back as %+v, want %+v", got, p)
	}
	main := read(t, root, "problems/p1247/main.go")
	for _, s := range []string{
		"// Command p1247 solves Luogu P1247 \"取火柴游戏\".\n",
		"\n// Problem: ", "\n// Idea: ", " Why: ", "\n// Cost: ",
		`func main() { fastio.Main("p1247", solve) }`,
		"func solve(in *fastio.Reader, out *fastio.Writer) error {",
		`"not solved yet: write solve in problems/p1247/main.go"`,
	} {
		if !strings.Contains(main, s) {
			t.Errorf("main.go has no %q:\n%s", s, main)
		}
	}
	test := read(t, root, "problems/p1247/main_test.go")
	if !strings.Contains(test, `solvetest.Samples(t, solve, "../../samples/p1247")`) {
		t.Errorf("main_test.go does not run the samples:\n%s", test)
	}
	gen, brute := read(t, root, "problems/p1247/gen/main.go"), read(t, root, "problems/p1247/brute/main.go")
	for name, src := range map[string]string{"gen": gen, "brute": brute} {
		if !strings.Contains(src, StubMark+": write the ") || !strings.Contains(src, "problems/p1247/"+name+"/main.go") {
			t.Errorf("%s/main.go does not say it is to write:\n%s", name, src)
		}
	}
	for name, src := range map[string]string{"main.go": main, "main_test.go": test, "gen/main.go": gen, "brute/main.go": brute} {
		if fmted, err := format.Source([]byte(src)); err != nil || string(fmted) != src {
			t.Errorf("%s is not gofmt'd (%v):\n%s", name, err, src)
		}
	}
}

// TestNewRefuses checks that New writes nothing when any of its files
// exists or the id is bad.
func TestNewRefuses(t *testing.T) {
	for _, c := range []struct {
		name, id, existing, err string
	}{
		{"solution exists", "x", "problems/x/main.go", "problems/x exists"},
		{"empty solution directory", "x", "problems/x/", "problems/x exists"},
		{"problem.json exists", "x", "samples/x/problem.json", "samples/x/problem.json exists"},
		{"bad id", "X", "", "character 1 is 'X'"},
		{"path in id", "../x", "", "character 1 is '.'"},
	} {
		root := t.TempDir()
		if c.existing != "" {
			path := filepath.Join(root, c.existing)
			dir := filepath.Dir(path)
			if strings.HasSuffix(c.existing, "/") {
				dir = path
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if !strings.HasSuffix(c.existing, "/") {
				if err := os.WriteFile(path, []byte("mine\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		before := tree(t, root)
		_, err := New(root, &problem.Problem{ID: c.id}, "")
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.err)
		}
		if after := tree(t, root); !reflect.DeepEqual(after, before) {
			t.Errorf("%s: files changed from %q to %q", c.name, before, after)
		}
	}
}

func TestSolutionDefaultsName(t *testing.T) {
	root := t.TempDir()
	if _, err := Solution(root, &problem.Problem{ID: "nim"}); err != nil {
		t.Fatal(err)
	}
	if main := read(t, root, "problems/nim/main.go"); !strings.HasPrefix(main, "// Command nim solves \"nim\".\n") {
		t.Errorf("main.go starts %q", main[:40])
	}
	if _, err := os.Stat(filepath.Join(root, "samples")); err == nil {
		t.Error("Solution wrote under samples/")
	}
}

// TestSolutionHostileFields gives the judge, URL and name line breaks and
// characters a Go file may not hold: main.go must still parse, as one doc
// comment and the two functions, with each field on the first lines.
func TestSolutionHostileFields(t *testing.T) {
	for _, c := range []struct {
		name         string
		p            problem.Problem
		first, rules string
	}{
		{"line break in the judge", problem.Problem{Judge: "Luogu\nfunc init() { panic(1) }", Name: "n"},
			"// Command x solves Luogu func init() { panic(1) } \"n\".\n", "formats (the statement)."},
		{"line break in the URL", problem.Problem{URL: "https://a.example/p\r\nvar x = 1 //", Name: "n"},
			"// Command x solves \"n\".\n", "formats (https://a.example/p var x = 1 //)."},
		{"NUL, BOM, bad UTF-8, U+2028", problem.Problem{Judge: "a\x00b\ufeffc\xffd\u2028e", URL: "\t\n", Name: "n\x00\ufeff\n"},
			"// Command x solves a b c d e \"n\\x00\\ufeff\\n\".\n", "formats (the statement)."},
	} {
		root := t.TempDir()
		c.p.ID = "x"
		if _, err := Solution(root, &c.p); err != nil {
			t.Fatal(err)
		}
		src := read(t, root, "problems/x/main.go")
		f, err := parser.ParseFile(token.NewFileSet(), "main.go", src, parser.ParseComments)
		if err != nil {
			t.Errorf("%s: main.go does not parse: %v\n%s", c.name, err, src)
			continue
		}
		if len(f.Decls) != 3 || len(f.Comments) != 1 || !strings.HasPrefix(src, c.first) || !strings.Contains(strings.ReplaceAll(src, "\n// ", " "), c.rules) {
			t.Errorf("%s: %d declarations, %d comments, want 3 and 1; main.go:\n%s", c.name, len(f.Decls), len(f.Comments), src)
		}
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.in")
	for _, text := range []string{"first\n", "second\n"} {
		if err := WriteFile(path, []byte(text)); err != nil {
			t.Fatal(err)
		}
		if got := read(t, dir, "a.in"); got != text {
			t.Errorf("read %q, want %q", got, text)
		}
	}
	if files := tree(t, dir); !reflect.DeepEqual(files, map[string]string{"a.in": "second\n"}) {
		t.Errorf("left %q", files)
	}
	if err := WriteFile(filepath.Join(dir, "no-such-dir", "a.in"), nil); err == nil {
		t.Error("no error writing into a missing directory")
	}
}

func TestProblemJSONFormat(t *testing.T) {
	root := t.TempDir()
	if err := ProblemJSON(root, &problem.Problem{ID: "x", Name: "X", URL: "u"}); err != nil {
		t.Fatal(err)
	}
	got := read(t, root, "samples/x/problem.json")
	var m map[string]any
	if err := json.Unmarshal([]byte(got), &m); err != nil {
		t.Fatal(err)
	}
	if want := "{\n  \"name\": \"X\",\n  \"judge\": \"\",\n  \"url\": \"u\"\n}\n"; got != want {
		t.Errorf("problem.json is\n%s\nwant\n%s", got, want)
	}
}

func read(t *testing.T, root, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// tree maps every file under root to its contents, and directories to "/".
func tree(t *testing.T, root string) map[string]string {
	t.Helper()
	m := map[string]string{}
	err := filepath.Walk(root, func(path string, info os.FileInfo, err error) error {
		if err != nil || path == root {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if info.IsDir() {
			m[filepath.ToSlash(rel)] = "/"
			return nil
		}
		b, err := os.ReadFile(path)
		m[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestNewLangs: in each language, the solution, generator and brute
// force, each saying what is to write; an interactive problem gets a
// jury in Go and no brute force; an unknown language is refused.
func TestNewLangs(t *testing.T) {
	for _, lang := range Langs() {
		root := t.TempDir()
		files, err := New(root, &problem.Problem{ID: "x", Name: "Ex", URL: "https://example.com/x"}, lang)
		if err != nil {
			t.Fatal(err)
		}
		l := langs[lang]
		want := []string{"samples/x/problem.json", "problems/x/" + l.main, "problems/x/" + l.gen, "problems/x/" + l.brute}
		if lang == "go" {
			want = []string{want[0], want[1], "problems/x/main_test.go", want[2], want[3]}
		}
		for i := range files {
			files[i] = filepath.ToSlash(files[i])
		}
		if !reflect.DeepEqual(files, want) {
			t.Errorf("%s: created %q, want %q", lang, files, want)
			continue
		}
		main := read(t, root, "problems/x/"+l.main)
		for _, s := range []string{"not solved yet: write ", "problems/x/" + l.main, "Problem: not written yet", "https://example.com/x"} {
			if !strings.Contains(main, s) {
				t.Errorf("%s: %s has no %q:\n%s", lang, l.main, s, main)
			}
		}
		for _, f := range []string{l.gen, l.brute} {
			if src := read(t, root, "problems/x/"+f); !strings.Contains(src, StubMark+": write the ") || !strings.Contains(src, "problems/x/"+f) {
				t.Errorf("%s: %s does not say it is to write:\n%s", lang, f, src)
			}
		}
	}
	root := t.TempDir()
	files, err := New(root, &problem.Problem{ID: "duel", Interactive: true, Interactor: Interactor("duel")}, "cpp")
	if want := "samples/duel/problem.json problems/duel/main.cpp problems/duel/interactor/main.go problems/duel/gen.cpp"; err != nil || filepath.ToSlash(strings.Join(files, " ")) != want {
		t.Errorf("interactive in C++: %q, %v; want %s", files, err, want)
	}
	if _, err := New(t.TempDir(), &problem.Problem{ID: "x"}, "kotlin"); err == nil || !strings.Contains(err.Error(), `-lang "kotlin": want one of c, cpp, go, java, js, py, rs`) {
		t.Errorf("-lang kotlin: %v", err)
	}
}
