package build

import (
	"errors"
	"fmt"
	"gametheory/internal/proc"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"
)

// needBox skips t where compiles cannot be boxed: where this machine
// cannot isolate programs.
func needBox(t testing.TB) {
	t.Helper()
	if why := proc.IsolationMissing(); why != "" {
		t.Skip("no isolation here:", why)
	}
}

// TestBoxIncbin: a program that embeds a file as it compiles (C's
// asm(".incbin"), Rust's include_str!) reads it as the judge would, not
// isolated: a secret of the machine, and the case's answer beside the
// source; boxed, the compile sees neither, and the program never prints
// them.
func TestBoxIncbin(t *testing.T) {
	needBox(t)
	secret := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(secret, []byte("the machine's secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	answer := filepath.Join(dir, "1.ans")
	for name, text := range map[string]string{"1.in": "1 2\n", "1.ans": "the case's answer\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	incbin := func(file string) string {
		return `#include <stdio.h>
__asm__(".section .rodata\n.global leak\nleak: .incbin \"` + file + `\"\n.byte 0\n.text\n");
extern const char leak[];
int main(void) { fputs(leak, stdout); return 0; }
`
	}
	b := newBuilder(t, "")
	for _, tt := range []struct {
		name, text string // the source
		leak       string // what it prints, when it compiles where it can read the file
	}{
		{"abs.c", incbin(secret), "the machine's secret"},
		{"answer.c", incbin(answer), "the case's answer"},
		{"rel.c", incbin("1.ans"), "the case's answer"}, // beside the source, where the compile ran
		{"rel.rs", `fn main() { print!("{}", include_str!("1.ans")); }`, "the case's answer"},
	} {
		if _, err := exec.LookPath(Defaults[filepath.Ext(tt.name)].Compile[0]); err != nil {
			t.Logf("%s: %v", tt.name, err)
			continue
		}
		src := filepath.Join(dir, tt.name)
		if err := os.WriteFile(src, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, isolation := range []string{proc.None, proc.Full} {
			b.Isolation = isolation // and not the program built unisolated, from the cache
			out := ""
			p, err := b.Build(src)
			var ce *CompileError
			switch {
			case errors.As(err, &ce):
				out = ce.Output
			case err != nil:
				t.Fatalf("%s, %s: %v", tt.name, isolation, err)
			default:
				o, err := exec.Command(p.Argv[0], p.Argv[1:]...).CombinedOutput()
				if err != nil {
					t.Fatalf("%s, %s: %v: %s", tt.name, isolation, err, o)
				}
				out = string(o)
			}
			if leaked := strings.Contains(out, tt.leak); leaked != (isolation == proc.None) {
				t.Errorf("%s, isolation %s: %q; want the file's content %v", tt.name, isolation, out, isolation == proc.None)
			}
		}
	}
}

// TestBoxHeaders: a C program of one file compiles boxed with the
// headers beside it (testlib.h), and not with another file there that it
// includes (the case's answer).
func TestBoxHeaders(t *testing.T) {
	need(t, ".c")
	needBox(t)
	dir := t.TempDir()
	for name, text := range map[string]string{
		"lib.h":    "#define ANSWER 0\n",
		"1.ans":    "0\n",
		"header.c": "#include \"lib.h\"\nint main(void) { return ANSWER; }\n",
		"answer.c": "int main(void) {\n\treturn\n#include \"1.ans\"\n\t;\n}\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := newBuilder(t, "")
	b.Isolation = proc.Full
	for _, tt := range []struct {
		name string
		ce   string // what the CE says; "" where it compiles
	}{
		{"header.c", ""},
		{"answer.c", "1.ans: No such file or directory"},
	} {
		_, err := b.Build(filepath.Join(dir, tt.name))
		if tt.ce == "" && err != nil || tt.ce != "" && (err == nil || !strings.Contains(err.Error(), tt.ce)) {
			t.Errorf("%s: %v; want CE %q", tt.name, err, tt.ce)
		}
	}
}

// TestBoxFiles: a boxed compile that writes a file past the bound of a
// compile's files, or leaves more than it in all, is CE, saying so.
func TestBoxFiles(t *testing.T) {
	need(t, ".c")
	needBox(t)
	dir := t.TempDir()
	big := filepath.Join(dir, "big.c")
	if err := os.WriteFile(big, []byte("char big[4 << 20] = {1};\nint main(void) { return big[0] - 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	many := filepath.Join(dir, "many.txt")
	if err := os.WriteFile(many, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	b := newBuilder(t, `{"languages": {".txt": {"compile": ["sh", "-c", "for i in 1 2 3; do head -c 700000 /dev/zero > $0/f$i; done", "{dir}"], "run": ["{exe}"], "version": ["true"]}}}`)
	b.Isolation = proc.Full
	b.limits.FileKiB = 1 << 10
	for _, tt := range []struct{ src, want string }{
		{big, "the compiler wrote a file of more than 1 MiB, the bound of a compile's files"},
		{many, "the compiler left 2 MiB of files, more than the 1 MiB a compile may keep"},
	} {
		_, err := b.Build(tt.src)
		var ce *CompileError
		if !errors.As(err, &ce) || ce.Stopped != tt.want {
			t.Errorf("%s: %v; want CE: %s", filepath.Base(tt.src), err, tt.want)
		}
	}
}

// BenchmarkBoxCompile: a one-file C++ compile, and a Go one, not
// isolated and boxed in turn, each a source not compiled before; the
// median wall time of each as ms/none and ms/full, steadier than a mean
// on a busy machine, and the fastest (go test -run - -bench BoxCompile
// -benchtime 20x ./internal/build).
func BenchmarkBoxCompile(bb *testing.B) {
	needBox(bb)
	for _, l := range []struct{ ext, text string }{
		{".cpp", "#include <iostream>\n// %s %d\nint main() { long a, b; std::cin >> a >> b; std::cout << a + b << '\\n'; }\n"},
		{".go", "package main\n\nimport \"fmt\"\n\n// %s %d\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n"},
	} {
		bb.Run(l.ext[1:], func(bb *testing.B) {
			if _, err := exec.LookPath(Defaults[l.ext].Compile[0]); err != nil {
				bb.Skip(err)
			}
			dir := bb.TempDir()
			bb.Setenv("JUDGE_CACHE", filepath.Join(dir, "cache"))
			bb.Setenv("JUDGE_CONFIG", filepath.Join(dir, ConfigName))
			b, err := New()
			if err != nil {
				bb.Fatal(err)
			}
			took := map[string][]time.Duration{}
			for i := 0; i < bb.N; i++ {
				for _, isolation := range []string{proc.None, proc.Full} {
					src := filepath.Join(dir, fmt.Sprintf("%s%d%s", isolation, i, l.ext))
					if err := os.WriteFile(src, []byte(fmt.Sprintf(l.text, isolation, i)), 0o644); err != nil {
						bb.Fatal(err)
					}
					b.Isolation = isolation
					p, err := b.Build(src)
					if err != nil {
						bb.Fatal(err)
					}
					took[isolation] = append(took[isolation], p.Took)
				}
			}
			for isolation, d := range took {
				sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
				bb.ReportMetric(float64(d[len(d)/2].Microseconds())/1000, "ms/"+isolation)
				bb.ReportMetric(float64(d[0].Microseconds())/1000, "fastest-ms/"+isolation)
			}
		})
	}
}

// TestGoEmbed: a Go program that would embed a file beside its source
// (//go:embed, which go build, not boxed, reads: the case's answer) is
// CE, isolated or not; one that only speaks of the directive builds.
func TestGoEmbed(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "1.ans"), []byte("the case's answer\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	embed := func(indent string) string {
		return "package main\n\nimport (\n\t_ \"embed\"\n\t\"fmt\"\n)\n\n" + indent + "//go:embed 1.ans\nvar ans string\n\nfunc main() { fmt.Print(ans) }\n"
	}
	isolations := []string{proc.None}
	if proc.IsolationMissing() == "" {
		isolations = append(isolations, proc.Full)
	}
	b := newBuilder(t, "")
	for _, tt := range []struct {
		name, text string
		ce         bool
	}{
		{"embed.go", embed(""), true},
		{"indented.go", embed("\t"), true},
		{"mention.go", "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"no //go:embed here\") }\n", false},
	} {
		src := filepath.Join(dir, tt.name) // beside the answer, as a submission may lie
		if err := os.WriteFile(src, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, isolation := range isolations {
			b.Isolation = isolation
			_, err := b.Build(src)
			var ce *CompileError
			if got := errors.As(err, &ce) && strings.Contains(ce.Error()+ce.Output, "go:embed"); got != tt.ce || !tt.ce && err != nil {
				t.Errorf("%s, isolation %s: %v; want CE for go:embed %v", tt.name, isolation, err, tt.ce)
			}
		}
	}
}

// TestGoOutside: a Go submission that names a folder of the machine in
// its go.mod (replace) or links to one, or to the case's answer, from
// its own folder, would have go build compile what lies there (a
// secret, printed by the program) or say it in an error; it is CE with
// the reason, isolated or not, and nothing of the secret is shown.
// Boxed, a module of its own with a package builds and runs.
func TestGoOutside(t *testing.T) {
	need(t, ".go")
	isolations := []string{proc.None}
	if proc.IsolationMissing() == "" {
		isolations = append(isolations, proc.Full)
	}
	top := t.TempDir()
	secret := filepath.Join(top, "secret")
	files := map[string]string{
		"secret/go.mod":    "module secret\n",
		"secret/secret.go": "package secret\n\nconst S = \"the machine's secret\"\n",
		"1.ans":            "the case's answer\n",
		"abs/go.mod":       "module sub\n\ngo 1.21\n\nrequire secret v0.0.0\n\nreplace secret => " + secret + "\n",
		"rel/go.mod":       "module sub\n\ngo 1.21\n\nrequire secret v0.0.0\n\nreplace (\n\tsecret v0.0.0 => ../secret // beside\n)\n",
		"pkglink/go.mod":   "module sub\n\ngo 1.21\n",
		"anslink/go.mod":   "module sub\n\ngo 1.21\n",
		"anslink/main.go":  "package main\n\nfunc main() {}\n",
		"ok/go.mod":        "module sub\n\ngo 1.21\n",
		"fifo/go.mod":      "module sub\n\ngo 1.21\n",
		"fifo/main.go":     "package main\n\nfunc main() {}\n",
		"ok/add/add.go":    "package add\n\nfunc Add(a, b int) int { return a + b }\n",
		"ok/main.go":       "package main\n\nimport (\n\t\"fmt\"\n\t\"sub/add\"\n)\n\nfunc main() { fmt.Println(add.Add(40, 2)) }\n",
	}
	leak := "package main\n\nimport (\n\t\"fmt\"\n\t\"%s\"\n)\n\nfunc main() { fmt.Println(leak.S) }\n"
	for _, d := range []string{"abs", "rel"} {
		files[d+"/main.go"] = fmt.Sprintf(strings.Replace(leak, "leak.S", "secret.S", 1), "secret")
	}
	files["pkglink/main.go"] = fmt.Sprintf(leak, "sub/leak")
	for name, text := range files {
		path := filepath.Join(top, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The secret's package as the submission's, and the answer as a file
	// of its package.
	if err := os.Symlink(secret, filepath.Join(top, "pkglink", "leak")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(secret, "leak.go"), []byte("package leak\n\nconst S = \"the machine's secret\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(top, "1.ans"), filepath.Join(top, "anslink", "answer.go")); err != nil {
		t.Fatal(err)
	}
	// A FIFO among a package's files, which a read would wait on (Windows
	// has none).
	if runtime.GOOS != "windows" {
		if err := exec.Command("mkfifo", filepath.Join(top, "fifo", "wait.go")).Run(); err != nil {
			t.Fatal(err)
		}
	}
	b := newBuilder(t, "")
	for _, isolation := range isolations {
		b.Isolation = isolation
		for _, tt := range []struct{ dir, ce string }{
			{"abs", "replaces a module by " + secret + ", a folder outside the module's"},
			{"rel", "replaces a module by ../secret, a folder outside the module's"},
			{"pkglink", "leak/leak.go is a link out of the folder"},
			{"anslink", "answer.go is a link out of the folder"},
			{"fifo", "wait.go is not a regular file"},
		} {
			if tt.dir == "fifo" && runtime.GOOS == "windows" {
				continue
			}
			_, err := b.Build(filepath.Join(top, tt.dir))
			var ce *CompileError
			if !errors.As(err, &ce) || !strings.Contains(ce.Output, tt.ce) || strings.Contains(ce.Output, "secret\"") || strings.Contains(ce.Output, "answer\n") {
				t.Errorf("%s, isolation %s: %v; want CE: %s", tt.dir, isolation, err, tt.ce)
			}
		}
		p, err := b.Build(filepath.Join(top, "ok"))
		if err != nil {
			t.Fatalf("ok, isolation %s: %v", isolation, err)
		}
		if out, err := exec.Command(p.Argv[0], p.Argv[1:]...).Output(); err != nil || string(out) != "42\n" {
			t.Errorf("ok, isolation %s: %q, %v; want 42", isolation, out, err)
		}
	}
}

// TestGoBox: what a Go compile could reach, tried from inside its box by
// the compile itself (a judge.json whose Go compile is go run, which runs
// the program there): a secret of the machine readable by all, the case's
// answer beside the source, /etc/shadow; and the judge's cache of the
// standard library, which it is given (GOCACHE) and cannot write.
func TestGoBox(t *testing.T) {
	need(t, ".go")
	needBox(t)
	top := t.TempDir()
	secret := filepath.Join(top, "secret")
	dir := filepath.Join(top, "sub")
	answer := filepath.Join(dir, "1.ans")
	probe := `package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	fmt.Println("GOCACHE=" + os.Getenv("GOCACHE"))
	for _, f := range []string{%q, %q, "/etc/shadow"} {
		b, err := os.ReadFile(f)
		fmt.Println(f+":", string(b), err)
	}
	fmt.Println("write:", os.WriteFile(filepath.Join(os.Getenv("GOCACHE"), "planted"), nil, 0o644))
	os.Exit(1)
}
`
	for path, text := range map[string]string{secret: "the machine's secret\n", answer: "the case's answer\n", filepath.Join(dir, "probe.go"): fmt.Sprintf(probe, secret, answer)} {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := newBuilder(t, `{"languages": {".go": {"compile": ["go", "run", "{files}"], "run": ["{exe}"], "version": ["go", "version"], "env": ["CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOPROXY=off", "GOWORK=off"]}}}`)
	b.Isolation = proc.Full
	_, err := b.Build(filepath.Join(dir, "probe.go"))
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("%v; want CE, the probe's report", err)
	}
	home, _ := os.UserCacheDir()
	cache := filepath.Join(home, "judge-go-std", "cache")
	wants := []string{
		"GOCACHE=" + cache,
		secret + ":  open " + secret + ": no such file or directory",
		answer + ":  open " + answer + ": no such file or directory",
		"write: open " + filepath.Join(cache, "planted") + ": read-only file system",
	}
	if st, err := os.Stat("/etc/shadow"); err == nil && st.Mode()&0o004 == 0 {
		wants = append(wants, "/etc/shadow:  open /etc/shadow: permission denied")
	}
	for _, want := range wants {
		if !strings.Contains(ce.Output, want+"\n") {
			t.Errorf("the probe says:\n%s\nwant a line %q", ce.Output, want)
		}
	}
	if strings.Contains(ce.Output, "secret\n") || strings.Contains(ce.Output, "answer\n") || strings.Contains(ce.Output, "root:") {
		t.Errorf("the compile read what it must not:\n%s", ce.Output)
	}
	if _, err := os.Stat(filepath.Join(cache, "planted")); err == nil {
		t.Errorf("the compile wrote in the judge's cache of the standard library")
	}
}
