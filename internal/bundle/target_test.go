package bundle

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

const modern = "testdata/modern"

// A modernCase is a command of the modern fixture, a go 1.24 module with
// libraries in today's Go, and how each target takes it.
type modernCase struct {
	cmd     string
	output  string              // what the program prints, bundled or not
	refused map[string][]string // by target name ("" for Default): each line of the refusal; any other target accepts it
	has     map[string][]string // by target name: what its bundle holds
}

// targetNames are the targets each modern case is bundled for.
var targetNames = []string{"", "go1.21", "codeforces", "go1.23", "luogu", "atcoder"}

var modernCases = []modernCase{
	{cmd: "rangeint", output: "[0 1 4 9]", refused: map[string][]string{
		"go1.21": {"pkg/loops/loops.go:9:17: range over int requires go1.22; the target is go1.21"},
	}},
	{cmd: "rangefunc", output: "10", refused: map[string][]string{
		"go1.21":     {"pkg/loops/loops.go:29:17: range over func requires go1.23; the target is go1.21"},
		"codeforces": {"pkg/loops/loops.go:29:17: range over func requires go1.23; codeforces runs go1.22.2"},
	}},
	{cmd: "collect", output: "[a b c]", refused: map[string][]string{
		"go1.21": {
			"pkg/sets/sets.go:11:59: slices.Sorted requires go1.23; the target is go1.21",
			"pkg/sets/sets.go:11:71: maps.Keys requires go1.23; the target is go1.21",
		},
		"codeforces": {
			"pkg/sets/sets.go:11:59: slices.Sorted requires go1.23; codeforces runs go1.22.2",
			"pkg/sets/sets.go:11:71: maps.Keys requires go1.23; codeforces runs go1.22.2",
		},
	}},
	{cmd: "fieldsseq", output: "3", refused: map[string][]string{
		"go1.21": {
			"pkg/text/text.go:9:12: range over func requires go1.23; the target is go1.21",
			"pkg/text/text.go:9:20: strings.FieldsSeq requires go1.24; the target is go1.21",
		},
		"codeforces": {
			"pkg/text/text.go:9:12: range over func requires go1.23; codeforces runs go1.22.2",
			"pkg/text/text.go:9:20: strings.FieldsSeq requires go1.24; codeforces runs go1.22.2",
		},
		"go1.23": {"pkg/text/text.go:9:20: strings.FieldsSeq requires go1.24; the target is go1.23"},
	}},
	{cmd: "waitgroup", output: "6", refused: map[string][]string{
		"": {"cmd/waitgroup/main.go:14:6: sync.WaitGroup.Go requires go1.25; the module's go.mod says go 1.24"},
		"go1.21": {
			"cmd/waitgroup/main.go:13:12: range over int requires go1.22; the target is go1.21",
			"cmd/waitgroup/main.go:14:6: sync.WaitGroup.Go requires go1.25; the target is go1.21",
		},
		"codeforces": {"cmd/waitgroup/main.go:14:6: sync.WaitGroup.Go requires go1.25; codeforces runs go1.22.2"},
		"go1.23":     {"cmd/waitgroup/main.go:14:6: sync.WaitGroup.Go requires go1.25; the target is go1.23"},
		"luogu":      {"cmd/waitgroup/main.go:14:6: sync.WaitGroup.Go requires go1.25; luogu runs go1.24.4"},
	}},
	{cmd: "fields", output: "7 true no such host timeout", refused: map[string][]string{
		"go1.21": {
			"cmd/fields/main.go:13:11: database/sql.Null requires go1.22; the target is go1.21",
			"cmd/fields/main.go:13:21: database/sql.Null.V requires go1.22; the target is go1.21",
			"cmd/fields/main.go:13:27: database/sql.Null.Valid requires go1.22; the target is go1.21",
			"cmd/fields/main.go:14:42: net.DNSError.UnwrapErr requires go1.23; the target is go1.21",
			"cmd/fields/main.go:15:16: database/sql.Null.V requires go1.22; the target is go1.21",
			"cmd/fields/main.go:15:21: database/sql.Null.Valid requires go1.22; the target is go1.21",
			"cmd/fields/main.go:15:37: net.DNSError.UnwrapErr requires go1.23; the target is go1.21",
		},
		"codeforces": {
			"cmd/fields/main.go:14:42: net.DNSError.UnwrapErr requires go1.23; codeforces runs go1.22.2",
			"cmd/fields/main.go:15:37: net.DNSError.UnwrapErr requires go1.23; codeforces runs go1.22.2",
		},
	}},
	// Before go1.22 the closures would all see 3, and both pointers "b".
	{cmd: "loopvar", output: "0 1 2 a b", refused: map[string][]string{
		"go1.21": {
			"cmd/loopvar/main.go:10:39: per-iteration loop variable i (captured by a func literal) requires go1.22; the target is go1.21",
			"cmd/loopvar/main.go:14:20: per-iteration loop variable s (its address taken) requires go1.22; the target is go1.21",
		},
	}},
	// loops.Sum and loops.Collect need go1.23, but the program does not reach them.
	{cmd: "unreached", output: "[0 2 4 6]", has: map[string][]string{
		"go1.21": {"func Evens(n int) []int"}, "codeforces": {"func Evens(n int) []int"},
	}},
	// The target's release tags choose pkg/version's file.
	{cmd: "buildtag", output: "6", has: map[string][]string{
		"":           {"for x := range Upto(4)", "// Sum adds 0 to 3 with an iterator."},
		"go1.21":     {"for i := 0; i < 4; i++", "// Sum adds 0 to 3 with a counted loop."},
		"codeforces": {"for i := 0; i < 4; i++"},
		"go1.23":     {"for x := range Upto(4)"},
		"luogu":      {"for x := range Upto(4)"},
		"atcoder":    {"for x := range Upto(4)"},
	}},
}

// bundler returns a Bundler for the target named.
func bundler(t *testing.T, name string) *Bundler {
	t.Helper()
	tgt, err := LookupTarget(name)
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(tgt)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// tempModule writes files into a new temporary directory and returns it.
func tempModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestTargets bundles each command of the modern fixture for each target:
// what needs a newer Go than the target is refused, one line for each
// use, and nothing else is.
func TestTargets(t *testing.T) {
	for _, name := range targetNames {
		b := bundler(t, name)
		for _, c := range modernCases {
			src, err := b.Bundle(filepath.Join(modern, "cmd", c.cmd), "")
			if want := c.refused[name]; want != nil {
				msg := "modern/cmd/" + c.cmd + " needs a newer Go:\n\t" + strings.Join(want, "\n\t")
				if err == nil || err.Error() != msg {
					t.Errorf("%s for %q: got %v, want\n%s", c.cmd, name, err, msg)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s for %q: %v", c.cmd, name, err)
				continue
			}
			for _, s := range c.has[name] {
				if !strings.Contains(string(src), s) {
					t.Errorf("%s for %q: the bundle lacks %q:\n%s", c.cmd, name, s, src)
				}
			}
		}
	}
}

// TestDefaultTargetAPI: with no target, the API a module's go version
// lacks is refused too, though the installed Go compiles the module.
func TestDefaultTargetAPI(t *testing.T) {
	_, err := bundler(t, "").Bundle(filepath.Join(fixture, "cmd", "newapi"), "")
	want := "fixture/cmd/newapi needs a newer Go:\n\tcmd/newapi/main.go:9:34: slices.Concat requires go1.22; the module's go.mod says go 1.21"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want\n%s", err, want)
	}
}

// TestModernHeader: a bundle names its target in the header, unless it
// is Default on linux/amd64.
func TestModernHeader(t *testing.T) {
	for _, tc := range []struct {
		target Target
		header string
	}{
		{Default, "// h\n\npackage main\n"},
		{Target{GOOS: "windows", GOARCH: "amd64"}, "// h\n//\n// Built for go1.24 windows/amd64.\n\npackage main\n"},
		{codeforces, "// h\n//\n// Built for go1.22.2 windows/amd64 (Codeforces).\n\npackage main\n"},
	} {
		b, err := New(tc.target)
		if err != nil {
			t.Fatal(err)
		}
		src, err := b.Bundle(filepath.Join(modern, "cmd", "unreached"), "// h\n")
		if err != nil || !strings.HasPrefix(string(src), tc.header) {
			t.Errorf("%+v: %v\n%s", tc.target, err, src)
		}
	}
}

func TestLookupTarget(t *testing.T) {
	for _, tc := range []struct {
		name string
		want Target
		err  string
	}{
		{"", Default, ""},
		{"codeforces", codeforces, ""},
		{"Luogu", luogu, ""},
		{"atcoder", atcoder, ""},
		{"go1.22", Target{"go1.22", "go1.22.0", "linux", "amd64", ""}, ""},
		{"go1.22.5", Target{"go1.22.5", "go1.22.5", "linux", "amd64", ""}, ""},
		{"go1.20", Target{"go1.20", "go1.20", "linux", "amd64", ""}, ""},
		{"poj", Target{}, `unknown target "poj": want codeforces, luogu, atcoder, or goX.Y or goX.Y.Z for linux/amd64 with that Go`},
		{"1.22", Target{}, `unknown target "1.22": want codeforces, luogu, atcoder, or goX.Y or goX.Y.Z for linux/amd64 with that Go`},
		{"go1.22rc1", Target{}, `unknown target "go1.22rc1": want codeforces, luogu, atcoder, or goX.Y or goX.Y.Z for linux/amd64 with that Go`},
	} {
		got, err := LookupTarget(tc.name)
		if got != tc.want || (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("LookupTarget(%q) = %+v, %v; want %+v, %s", tc.name, got, err, tc.want, tc.err)
		}
	}
}

// TestModuleTooNew: a module newer than the Go the judge was built with
// cannot be type-checked, and the error says so.
func TestModuleTooNew(t *testing.T) {
	dir := tempModule(t, map[string]string{
		"go.mod":  "module future\n\ngo 1.99\n",
		"main.go": "package main\n\nfunc main() {}\n",
	})
	_, err := bundler(t, "").Bundle(dir, "")
	want := filepath.Join(dir, "go.mod") + " says go 1.99, newer than " + runtime.Version() + ", the Go this judge was built with, can type-check: run the judge with Go 1.99 or later"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

func TestParseAPI(t *testing.T) {
	for _, tc := range []struct {
		line     string
		key      apiKey
		platform string
	}{
		{"pkg slices, func Concat[$0 interface{ ~[]$1 }, $1 interface{}](...$0) $0 #56353", apiKey{"slices", "Concat"}, ""},
		{"pkg sync, method (*WaitGroup) Go(func()) #63796", apiKey{"sync", "WaitGroup.Go"}, ""},
		{"pkg database/sql, method (*Null[$0]) Scan(interface{}) error #60370", apiKey{"database/sql", "Null.Scan"}, ""},
		{"pkg net/http, type Request struct, Pattern string #66405", apiKey{"net/http", "Request.Pattern"}, ""},
		{"pkg database/sql, type Null[$0 interface{}] struct, Valid bool #60370", apiKey{"database/sql", "Null.Valid"}, ""},
		{"pkg iter, type Seq2[$0 interface{}, $1 interface{}] func(func($0, $1) bool) #61897", apiKey{"iter", "Seq2"}, ""},
		{"pkg math/rand/v2, type Source interface, Uint64() uint64 #61716", apiKey{"math/rand/v2", "Source.Uint64"}, ""},
		{"pkg io, type ReadWriter interface { Read, Write }", apiKey{"io", "ReadWriter"}, ""},
		{"pkg runtime, type BlockProfileRecord struct, embedded StackRecord", apiKey{"runtime", "BlockProfileRecord.StackRecord"}, ""},
		{"pkg net/http, type Server struct, embedded *sync.Mutex", apiKey{"net/http", "Server.Mutex"}, ""},
		{"pkg syscall (linux-386), const CLONE_PIDFD = 4096 #51246", apiKey{"syscall", "CLONE_PIDFD"}, "linux-386"},
		{"pkg os, var ErrProcessDone error", apiKey{"os", "ErrProcessDone"}, ""},
	} {
		key, platform, ok := parseAPI(tc.line)
		if !ok || key != tc.key || platform != tc.platform {
			t.Errorf("parseAPI(%q) = %v, %q, %v; want %v, %q", tc.line, key, platform, ok, tc.key, tc.platform)
		}
	}
	for _, line := range []string{"", "# comment", "pkg nocomma"} {
		if k, _, ok := parseAPI(line); ok {
			t.Errorf("parseAPI(%q) = %v, want nothing", line, k)
		}
	}
}

// TestLoopVarVersions: loop variables are refused only where their code
// was written for go1.22's loops, by the module's go line or the file's
// //go:build line, and the target's Go is older.
func TestLoopVarVersions(t *testing.T) {
	const loop = "package main\n\nfunc main() {\n\tfor i := 0; i < 2; i++ {\n\t\tdefer func() { println(i) }()\n\t}\n}\n"
	for _, tc := range []struct {
		goLine, buildLine, target, err string
	}{
		{"1.21", "", "go1.20", ""},
		{"1.24", "//go:build go1.21\n\n", "go1.21", ""},
		{"1.24", "", "go1.22", ""},
		{"1.24", "", "go1.21", "m needs a newer Go:\n\tmain.go:5:26: per-iteration loop variable i (captured by a func literal) requires go1.22; the target is go1.21"},
	} {
		dir := tempModule(t, map[string]string{"go.mod": "module m\n\ngo " + tc.goLine + "\n", "main.go": tc.buildLine + loop})
		_, err := bundler(t, tc.target).Bundle(dir, "")
		if (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("go %s, %q, for %s: got %v, want %q", tc.goLine, tc.buildLine, tc.target, err, tc.err)
		}
	}
}
