package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/testenv"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary be the judge: run with JUDGE_TEST_MAIN=1,
// it runs as the judge does, and then writes its own peak resident memory
// on the file JUDGE_TEST_HWM names, if any. Else it runs the tests, or
// one of testenv's programs or of these, which read numbers (and answer
// nothing, as cat does, without them):
//
//	sum            print a + b
//	wrong-from 7   print x, or x + 1 from 7 on
//	seven-to-eight print x, 8 for 7
//	pair SEED      a generator: print SEED and SEED+1
//	sum-jury IN OUT [ANS] an interactor: send IN's two numbers, and want
//	               their sum back
//	file-sum IN OUT print a + b, read from the file IN in the working
//	               folder, to the file OUT
func TestMain(m *testing.M) {
	if os.Getenv("JUDGE_TEST_MAIN") != "1" {
		read := func() (x int) {
			if _, err := fmt.Scan(&x); err != nil {
				os.Exit(0)
			}
			return x
		}
		testenv.Main(m, map[string]func([]string){
			"sum": func([]string) { fmt.Println(read() + read()) },
			"wrong-from": func(args []string) {
				x, from := read(), 0
				fmt.Sscan(args[0], &from)
				if x >= from {
					x++
				}
				fmt.Println(x)
			},
			"pair": func(args []string) {
				seed := 0
				fmt.Sscan(args[0], &seed)
				fmt.Println(seed, seed+1)
			},
			"sum-jury": sumJury,
			"file-sum": func(args []string) {
				var a, b int
				in, err := os.ReadFile(args[0])
				if _, err2 := fmt.Sscan(string(in), &a, &b); err != nil || err2 != nil {
					fmt.Fprintln(os.Stderr, err, err2)
					os.Exit(1)
				}
				os.WriteFile(args[1], []byte(fmt.Sprintln(a+b)), 0o644)
			},
			"seven-to-eight": func([]string) {
				if x := read(); x == 7 {
					fmt.Println(8)
				} else {
					fmt.Println(x)
				}
			},
		})
	}
	code := cli(os.Args[1:], os.Stdout, os.Stderr)
	if path := os.Getenv("JUDGE_TEST_HWM"); path != "" {
		status, _ := os.ReadFile("/proc/self/status")
		for _, line := range strings.Split(string(status), "\n") {
			if strings.HasPrefix(line, "VmHWM:") {
				os.WriteFile(path, []byte(strings.Fields(line)[1]), 0o644)
			}
		}
	}
	os.Exit(code)
}

// judgeCLI runs the command line in dir (the project root when "").
func judgeCLI(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if dir != "" {
		wd, _ := os.Getwd()
		if err := os.Chdir(dir); err != nil {
			t.Fatal(err)
		}
		defer os.Chdir(wd)
	}
	var o, e bytes.Buffer
	code = cli(args, &o, &e)
	return code, o.String(), e.String()
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestJudgeAProblem(t *testing.T) {
	code, out, errOut := judgeCLI(t, "", "test", "p1247", "-tl", "5s")
	if code != exitOK || !strings.Contains(out, "p1247: 6/6 passed") || !strings.Contains(out, "AC    6/6 cases passed") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("colour in output that is not a terminal")
	}
}

func TestJSON(t *testing.T) {
	code, out, errOut := judgeCLI(t, "", "-json", "poj2368", "p1288")
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 16 {
		t.Fatalf("%d lines on stdout, want one per case (16):\n%s", len(lines), out)
	}
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not JSON: %q", l)
		}
		for _, k := range []string{"problem", "case", "verdict", "time_ms", "cpu_ms", "memory_kib", "exit_code", "message", "containment"} {
			if _, ok := m[k]; !ok {
				t.Errorf("no %q in %s", k, l)
			}
		}
		if m["verdict"] != "AC" || m["memory_kib"].(float64) <= 0 {
			t.Errorf("%s", l)
		}
	}
	if !strings.Contains(errOut, "16/16 cases passed") {
		t.Errorf("no summary on stderr: %q", errOut)
	}
}

func TestDirectoryWithCommand(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.in": "1 2\n", "a.out": "3\n",
		"b.in": "5 5\n", "b.out": "10\n",
	})
	sum := testenv.Command("sum")
	if code, out, _ := judgeCLI(t, "", dir, "-c", sum); code != exitOK || !strings.Contains(out, "2/2 cases passed") {
		t.Errorf("exit %d\n%s", code, out)
	}
	if code, out, _ := judgeCLI(t, "", "-c", testenv.Command("print", "3"), dir); code != exitFail || !strings.Contains(out, "1/2 cases passed") || !strings.Contains(out, "WA") {
		t.Errorf("exit %d\n%s", code, out)
	}
	// A case without an answer: the output is shown, and it is a set-up error.
	writeFiles(t, dir, map[string]string{"c.in": "7 8\n"})
	if code, out, _ := judgeCLI(t, "", "-c", sum, dir); code != exitSetup || !strings.Contains(out, "NOANS") || !strings.Contains(out, "output:\n    15") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

// TestKeepOutput judges with -keep-output: each case's output lands in
// DIR/TARGET.out, a failed case's details in TARGET.err, and TARGET.index
// says where; a second round replaces the first's.
func TestKeepOutput(t *testing.T) {
	cases, keep := t.TempDir(), t.TempDir()
	writeFiles(t, cases, map[string]string{"a.in": "1 2\n", "a.out": "3\n", "b.in": "5 5\n", "b.out": "10\n"})
	base := filepath.Join(keep, filepath.Base(cases))
	for _, tt := range []struct {
		program    string
		stdout     string
		aOut, bOut string
		aErr, bErr string // a part of the case's details; "" for none
	}{
		{testenv.Command("print", "3"), "1/2 cases passed", "3\n", "3\n", "", "input:\n5 5"},
		{testenv.Command("exit", "3", "x", "boom"), "0/2 cases passed", "x\n", "x\n", "stderr:\nboom", "stderr:\nboom"},
	} {
		code, out, errOut := judgeCLI(t, "", "-keep-output", keep, "-c", tt.program, cases)
		if code != exitFail || !strings.Contains(out, tt.stdout) {
			t.Errorf("%s: exit %d\n%s%s", tt.program, code, out, errOut)
		}
		index, err := os.ReadFile(base + ".index")
		outs, err2 := os.ReadFile(base + ".out")
		details, err3 := os.ReadFile(base + ".err")
		if err != nil || err2 != nil || err3 != nil {
			t.Fatal(err, err2, err3)
		}
		lines := strings.Split(strings.TrimSpace(string(index)), "\n")
		if len(lines) != 2 {
			t.Fatalf("%s: the index has %d lines, want one a case:\n%s", tt.program, len(lines), index)
		}
		for i, want := range []struct{ name, out, details string }{{"a", tt.aOut, tt.aErr}, {"b", tt.bOut, tt.bErr}} {
			var c keptCase
			if err := json.Unmarshal([]byte(lines[i]), &c); err != nil {
				t.Fatalf("%s: %v in %q", tt.program, err, lines[i])
			}
			o, d := section(outs, c.Output), section(details, c.Details)
			if c.Case != want.name || o != want.out || (want.details == "") != (d == "") || !strings.Contains(d, want.details) {
				t.Errorf("%s: case %s: output %q, details %q; want %s: %q, %q", tt.program, c.Case, o, d, want.name, want.out, want.details)
			}
		}
	}
}

// section is b[at[0]:at[0]+at[1]], or "(out of range)".
func section(b []byte, at [2]int64) string {
	if at[0] < 0 || at[1] < 0 || at[0]+at[1] > int64(len(b)) {
		return "(out of range)"
	}
	return string(b[at[0] : at[0]+at[1]])
}

// TestCaseFiles judges cases named by their NAME.in, as oj test takes
// them: consecutive ones of one directory are one target, in the order
// given, and any other file is a usage error.
func TestCaseFiles(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.in": "1 2\n", "a.out": "3\n",
		"b.in": "5 5\n", "b.out": "11\n",
		"c.in": "7 8\n", "c.out": "15\n",
		"notes.txt": "1 2\n",
	})
	writeFiles(t, other, map[string]string{"d.in": "2 2\n", "d.out": "4\n"})
	in := func(d, name string) string { return filepath.Join(d, name+".in") }
	sum := testenv.Command("sum")
	code, out, _ := judgeCLI(t, "", "-c", sum, in(dir, "c"), in(dir, "a"), in(other, "d"))
	if code != exitOK || !strings.Contains(out, dir+": 2/2 passed") || !strings.Contains(out, other+": 1/1 passed") ||
		!strings.Contains(out, "3/3 cases passed") || strings.Index(out, " c ") > strings.Index(out, " a ") {
		t.Errorf("exit %d\n%s", code, out)
	}
	if code, out, _ := judgeCLI(t, "", in(dir, "b"), "-c", sum); code != exitFail || !strings.Contains(out, "0/1 cases passed") {
		t.Errorf("b: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{in(dir, "a")},
		{"-c", sum, filepath.Join(dir, "notes.txt")},
		{"-c", sum, in(dir, "missing")},
		{"-c", sum, filepath.Join(dir, "missing")},
	} {
		if code, out, errOut := judgeCLI(t, "", args...); code != exitSetup || !strings.Contains(errOut, filepath.Base(args[len(args)-1])) {
			t.Errorf("%q: exit %d\n%s%s", args, code, out, errOut)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.in": "1\n", "a.out": "1\n"})
	for _, args := range [][]string{
		{"p9999"},
		{dir},
		{"-compare", "fuzzy", "p1247"},
		{"-compare", "lines", "-abs-eps", "1e-6", "p1247"},
		{"-j", "0", "p1247"},
		{"-stack", "-1", "p1247"},
		{dir, "-c", `"unclosed`},
		{"-no-such-flag"},
		{t.TempDir(), "-c", "true"},
	} {
		if code, _, errOut := judgeCLI(t, "", args...); code != exitSetup || errOut == "" {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// TestToleranceFlags: a tolerance that is not a finite number, 0 or more,
// is a usage error naming the flag and the value, as testlib refuses it.
func TestToleranceFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		err  string // "" when accepted
	}{
		{[]string{"-abs-eps", "1e-6", "-rel-eps", "0"}, ""},
		{[]string{"-abs-eps", "nan"}, "-abs-eps NaN: want a finite number, 0 or more"},
		{[]string{"-abs-eps", "inf"}, "-abs-eps +Inf: want a finite number, 0 or more"},
		{[]string{"-rel-eps", "-Inf"}, "-rel-eps -Inf: want a finite number, 0 or more"},
		{[]string{"-rel-eps", "-1e-9"}, "-rel-eps -1e-09: want a finite number, 0 or more"},
		{[]string{"-abs-eps", "1e-6", "-rel-eps", "NaN"}, "-rel-eps NaN: want a finite number, 0 or more"},
	} {
		var stderr bytes.Buffer
		_, _, err := parseTestFlags(append(tt.args, "p1247"), &stderr)
		if err == nil && tt.err != "" || err != nil && err.Error() != tt.err {
			t.Errorf("%q: error %v, want %q", tt.args, err, tt.err)
		}
	}
	code, _, errOut := judgeCLI(t, "", "-abs-eps", "nan", "p1247")
	if code != exitSetup || errOut != "judge: -abs-eps NaN: want a finite number, 0 or more\n" {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestBuildFailure(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod":                     "module broken\n\ngo 1.21\n",
		"problems/bad/main.go":       "package main\n\nfunc main() { undefinedName() }\n",
		"samples/bad/problem.json":   `{"name": "bad", "judge": "none", "url": ""}`,
		"samples/bad/sample-1.in":    "1\n",
		"samples/bad/sample-1.out":   "1\n",
		"problems/good/main.go":      "package main\n\nfunc main() {}\n",
		"samples/good/problem.json":  `{"name": "good", "judge": "none", "url": "", "time_limit": "1s"}`,
		"samples/good/sample-1.in":   "1\n",
		"samples/good/sample-1.out":  "\n",
		"samples/good/sample-2.in":   "1\n",
		"samples/good/sample-10.out": "\n",
	})
	code, _, errOut := judgeCLI(t, dir)
	if code != exitSetup || !strings.Contains(errOut, "undefined: undefinedName") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	code, out, _ := judgeCLI(t, dir, "good")
	if code != exitSetup || !strings.Contains(out, "sample-2") || !strings.Contains(out, "NOANS") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

// buildAll builds the solution of every problem that reads its input
// (not an interactive one) and returns the project root, the problem ids
// and their binaries.
func buildAll(t *testing.T) (root string, ids []string, bins map[string]string) {
	t.Helper()
	root, err := problem.FindRoot()
	if err != nil {
		t.Fatal(err)
	}
	var builds []goPackage
	argvs := map[string]*[]string{}
	for _, id := range problem.IDs(root) {
		p, err := problem.Load(root, id)
		if err != nil {
			t.Fatal(err)
		}
		if !p.Interactive {
			ids = append(ids, id)
			argvs[id] = new([]string)
			builds = append(builds, goPackage{pkg: "./problems/" + id, to: argvs[id]})
		}
	}
	cleanup, err := buildPrograms(root, builds)
	t.Cleanup(cleanup)
	if err != nil {
		t.Fatal(err)
	}
	bins = map[string]string{}
	for id, argv := range argvs {
		bins[id] = (*argv)[0]
	}
	return root, ids, bins
}

// TestTrailingContent runs every problem's binary on its first case
// followed by a ^Z on a line of its own, as old data files end: the
// answers stand, exit status 0, and one line of warning on stderr.
// (wythoff-duel's own test tries its jury's lines so.)
func TestTrailingContent(t *testing.T) {
	root, ids, bins := buildAll(t)
	dir := t.TempDir()
	for _, id := range ids {
		cases, err := problem.Cases(filepath.Join(root, "samples", id))
		if err != nil {
			t.Fatal(err)
		}
		in, err := os.ReadFile(cases[0].In)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(cases[0].Out)
		if err != nil {
			t.Fatal(err)
		}
		writeFiles(t, dir, map[string]string{id + ".in": string(in) + "\r\n\x1a"})
		r, err := proc.Run([]string{bins[id]}, filepath.Join(dir, id+".in"), proc.Limits{Time: 5 * time.Second, Output: 1 << 20})
		if err != nil {
			t.Fatal(err)
		}
		out, err := r.Stdout()
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		stderr := string(r.Stderr)
		if r.ExitCode != 0 || string(out) != string(want) || strings.Count(stderr, "\n") != 1 ||
			!strings.HasPrefix(stderr, id+": warning: line ") || !strings.Contains(stderr, `ignored "\x1a"`) {
			t.Errorf("%s: exit %d, stdout %q (want %q), stderr %q", id, r.ExitCode, out, want, stderr)
		}
	}
}

// TestMalformedInput runs every problem's binary on input the statement
// does not allow: one line on stderr naming the problem, exit status 1, no
// panic trace, and the answers to earlier cases kept.
func TestMalformedInput(t *testing.T) {
	_, ids, bins := buildAll(t)
	inputs := map[string][]struct{ in, out string }{
		"p2197":      {{"2\n1\n1\n1\n-1\n", "Yes\n"}, {"x", ""}, {"3\n2\n1 1\n", "No\n"}},
		"p1247":      {{"3\n1 2\n", ""}, {"1\n1.5\n", ""}},
		"p1288":      {{"3\n1 2 3\n", ""}, {"2\n0\n", ""}, {"-3\n0 0 0", ""}},
		"poj1067":    {{"2 1\n8 4\n4\n", "0\n1\n"}, {"1 -1\n", ""}, {"1 99999999999999999999\n", ""}},
		"poj2368":    {{"-3\n", ""}, {"\n", ""}, {"3e2\n", ""}},
		"acwing891":  {{"2\n1\n", ""}, {"2\n1 99999999999999999999\n", ""}},
		"kayles":     {{"2\n3 -3\n", ""}, {"3\n1 2\n", ""}, {"1\n1e18\n", ""}},
		"split":      {{"3\n4\n5\n", "A 2 2\nB\n"}, {"1\n0\n", ""}, {"1\n-4\n", ""}},
		"poj1704":    {{"2\n1\n1\n2\n3 3\n", "Bob will win\n"}, {"1\n1\n0\n", ""}, {"2\n1\n2\n", "Georgia will win\n"}},
		"hdu3032":    {{"2\n1\n3\n2\n1 -1\n", "Alice\n"}, {"1\n1\n9223372036854775807\n", ""}, {"1\n2\n1\n", ""}},
		"p2490":      {{"10 3 1\n", ""}, {"10 4\n", ""}, {"10001 2 1\n", ""}},
		"cses2207":   {{"3\n6\n7\n1000001\n", "first\nsecond\n"}, {"2\n-1\n", ""}, {"2\n8\n", "first\n"}},
		"p2148":      {{"2\n2\n1 2\n3\n1 2 3\n", "YES\n"}, {"1\n2\n0 5\n", ""}, {"1\n4\n1 1 1\n", ""}},
		"agc017d":    {{"3\n1 2\n2 4\n", ""}, {"0\n", ""}, {"2\n1\n", ""}},
		"poj3710":    {{"1\n2 1\n1 2\n1\n3 1\n1 4\n", "Sally\n"}, {"1\n0 0\n", ""}, {"1\n2 1\n1 2\n2\n2 1\n1 2\n", "Sally\n"}},
		"hdu2516":    {{"2\n-3\n0\n", "Second win\n"}, {"13\n1e4\n", "Second win\n"}, {"9223372036854775808\n", ""}},
		"poj2348":    {{"34 12\n15\n", "Stan wins\n"}, {"34 12\n-15 24\n0 0\n", "Stan wins\n"}, {"1 9223372036854775808\n", ""}},
		"hdu3595":    {{"1\n2 1\n2\n3 2\n", "MM\n"}, {"1\n2 -1\n", ""}, {"1\n2 1\n-1\n", "MM\n"}},
		"dpk":        {{"2 5\n0 1\n", ""}, {"1 1000001\n1\n", ""}, {"3 5\n1 2\n", ""}},
		"hdu1850":    {{"3\n5 7 9\n2\n1 -1\n", "1\n"}, {"2\n1 1e6\n0\n", ""}, {"2\n3 1\n3\n1 2\n", "1\n"}},
		"hdu1907":    {{"2\n3\n3 5 1\n1\n", "John\n"}, {"1\n2\n1 -1\n", ""}, {"1\n1\n9223372036854775808\n", ""}},
		"hdu1848":    {{"1 1 1\n1 4\n", "Fibo\n"}, {"1 1000001 1\n0 0 0\n", ""}, {"1 1 1\n1 x 1\n", "Fibo\n"}},
		"poj2311":    {{"2 2\n4\n", "LOSE\n"}, {"2 201\n", ""}, {"4 2\n0 2\n", "WIN\n"}},
		"hdu1524":    {{"2\n1 1\n0\n1 0\n0\n2\n1 1\n1 0\n", "WIN\n"}, {"2\n1 2\n", ""}, {"1\n0\n2 0\n", ""}},
		"eolymp3718": {{"1 1\n1 1\n1 0\n2\n1 1\n", "draw\n"}, {"0 0\n", ""}, {"2 1\n1 3\n", ""}},
		"hdu2509":    {{"2\n2 2\n1\n-3\n", "No\n"}, {"0\n1\n", "Yes\n"}, {"1\n3 4\n", "Yes\n"}},
		"cf1537d":    {{"3\n4\n0\n", "Alice\n"}, {"1\n-4\n", ""}, {"2\n1e9\n", ""}},
		"agc002e":    {{"3\n1 0 2\n", ""}, {"0\n", ""}, {"2\n1\n", ""}},
		"hdu5795":    {{"2\n2\n4 4\n1\n-1\n", "Second player wins.\n"}, {"1\n1\n9223372036854775807\n", ""}, {"1\n2\n1\n", ""}},
		"agc010f":    {{"3\n1 2 3\n1 2\n3 3\n", ""}, {"0\n", ""}, {"2\n1 x\n", ""}},
		"cf1498f":    {{"3 1\n1 2\n2 1\n0 0 0\n", ""}, {"3 21\n", ""}, {"3 1\n1 2\n2 3\n1 1\n", ""}},
		"p4055":      {{"2 3\n...\n..\n", ""}, {"0 3\n", ""}, {"1 2\n.x\n", ""}},
		"hdu3590":    {{"1\n2\n1 2\n1\n3\n1 2\n2 2\n", "QQ\n"}, {"1\n0\n", ""}, {"2\n2\n1 3\n", ""}},
		"cf786a":     {{"5\n2 3 2\n3 1 2 5\n", ""}, {"1\n", ""}, {"3\n1 1\n", ""}},
		"abc209e":    {{"2\nabc\nab\n", ""}, {"0\n", ""}, {"1\nab1c\n", ""}},
		"dpl":        {{"2\n1 1000000001\n", ""}, {"3\n1 2\n", ""}, {"1\n1.5\n", ""}},
		"abc201d":    {{"2 2\n++\n+\n", ""}, {"1 2001\n", ""}, {"2 2\n++\n", ""}},
		"nimprod64":  {{"2\n2 2\n1 18446744073709551616\n", "3\n"}, {"1\n-1 1\n", ""}, {"2\n2 2\n3\n", "3\n"}},
		"hdu3404":    {{"2\n1\n1 1\n3\n2 3\n4 5\n2 3\n", "Have a try, lxhgww.\n"}, {"1\n1\n0 4\n", ""}, {"1\n2\n1 1\n", ""}},
		"boxes":      {{"2\nW\nWx\n", ""}, {"41\n", ""}, {"2\nWB\n", ""}},
		"abc229h":    {{"2\n..\nW\n", ""}, {"9\n", ""}, {"1\nw\n", ""}},
	}
	for _, id := range ids {
		if len(inputs[id]) == 0 {
			t.Errorf("no malformed inputs for %s", id)
		}
		for i, c := range inputs[id] {
			in := filepath.Join(t.TempDir(), "bad.in")
			writeFiles(t, filepath.Dir(in), map[string]string{"bad.in": c.in})
			r, err := proc.Run([]string{bins[id]}, in, proc.Limits{Time: 5 * time.Second, Output: 1 << 20})
			if err != nil {
				t.Fatal(err)
			}
			out, err := r.Stdout()
			r.Close()
			if err != nil {
				t.Fatal(err)
			}
			stderr := string(r.Stderr)
			if r.ExitCode != 1 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, id+": line ") ||
				strings.Contains(stderr, "panic") || strings.Contains(stderr, "goroutine") {
				t.Errorf("%s input %d %q: exit %d, stderr %q", id, i, c.in, r.ExitCode, stderr)
			}
			if string(out) != c.out {
				t.Errorf("%s input %d %q: stdout %q, want %q", id, i, c.in, out, c.out)
			}
		}
	}
}

// containments runs f with the judge's flags for each containment this
// machine offers; one it lacks is skipped, saying why.
func containments(t *testing.T, f func(t *testing.T, flags []string)) {
	for kind, why := range proc.Lacking() {
		t.Run(kind, func(t *testing.T) { t.Skip(why) })
	}
	for _, kind := range proc.Available() {
		flags := []string{"-containment", kind}
		t.Run(kind, func(t *testing.T) { f(t, flags) })
	}
}

// TestManyCases judges 100 cases with more jobs than there are CPUs, in
// every containment: every one is AC, and the -j is lowered to the number
// of CPUs, with a note. A -j within the CPUs is kept, without a note, on
// a few cases (more would judge them as -j 256 did on a machine of few
// CPUs, at the cost of a hundred runs of the test binary per containment).
func TestManyCases(t *testing.T) {
	dir := t.TempDir()
	writeCases := func(dir string, n int) {
		files := map[string]string{}
		for i := 0; i < n; i++ {
			files[fmt.Sprintf("c%03d.in", i)] = fmt.Sprintf("%d\n", i)
			files[fmt.Sprintf("c%03d.out", i)] = fmt.Sprintf("%d\n", i)
		}
		writeFiles(t, dir, files)
	}
	few := t.TempDir()
	writeCases(dir, 100)
	writeCases(few, 4)
	// A plain program: the test binary run 300 times costs minutes under
	// -race, and what is tested is the judge's running of many cases.
	cat := `"` + testenv.Cat(t)[0] + `"`
	containments(t, func(t *testing.T, flags []string) {
		for _, tt := range []struct {
			dir  string
			n    int
			jobs string
		}{{dir, 100, "256"}, {few, 4, strconv.Itoa(runtime.NumCPU())}} {
			args := append([]string{tt.dir, "-c", cat, "-j", tt.jobs, "-json"}, flags...)
			code, out, errOut := judgeCLI(t, "", args...)
			if code != exitOK || strings.Count(out, `"verdict":"AC"`) != tt.n || !strings.Contains(errOut, fmt.Sprintf("%d/%d cases passed", tt.n, tt.n)) {
				t.Errorf("-j %s: exit %d, %d AC\n%.2000s", tt.jobs, code, strings.Count(out, `"verdict":"AC"`), out+errOut)
			}
			if lowered := strings.Contains(errOut, "lowered to"); lowered != (tt.jobs == "256") {
				t.Errorf("-j %s: stderr %q", tt.jobs, errOut)
			}
		}
	})
}

// TestWantsScope: the commands that run programs, with the containment
// left to the judge, look for a delegated scope; the rest do not.
func TestWantsScope(t *testing.T) {
	t.Setenv("JUDGE_CONTAINMENT", "")
	t.Setenv("JUDGE_NO_CGROUP", "")
	for _, tt := range []struct {
		args []string
		want bool
	}{
		{nil, true},
		{[]string{"p1247"}, true},
		{[]string{"test", "-c", "./a.out", "p1247"}, true},
		{[]string{"stress", "-n", "10", "p1247"}, true},
		{[]string{"verify", "pkg"}, true},
		{[]string{"play", "wythoff-duel"}, true},
		{[]string{"-containment", "posix", "p1247"}, false},
		{[]string{"test", "--containment=subreaper", "p1247"}, false},
		{[]string{"stress", "-no-cgroup", "p1247"}, false},
		{[]string{"sg", ".07"}, false},
		{[]string{"bundle", "p1247"}, false},
		{[]string{"new", "x"}, false},
	} {
		if got := wantsScope(tt.args); got != tt.want {
			t.Errorf("wantsScope(%q) = %v, want %v", tt.args, got, tt.want)
		}
	}
	t.Setenv("JUDGE_NO_CGROUP", "1")
	if wantsScope(nil) {
		t.Error("with JUDGE_NO_CGROUP=1: wants a scope")
	}
}
