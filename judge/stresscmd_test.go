package main

import (
	"encoding/json"
	"gametheory/internal/stress"
	"gametheory/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// stressResult is the last JSON line of judge stress -json.
type stressResult struct {
	Cases   int `json:"cases"`
	Failure *struct {
		Seed    int64  `json:"seed"`
		Verdict string `json:"verdict"`
		Message string `json:"message"`
		Input   string `json:"input"`
		Output  string `json:"output"`
		Saved   string `json:"saved"`
	} `json:"failure"`
}

func stressJSON(t *testing.T, dir string, args ...string) (int, stressResult) {
	t.Helper()
	code, out, errOut := judgeCLI(t, dir, append([]string{"stress", "-json"}, args...)...)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var r stressResult
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		t.Fatalf("exit %d, last line not JSON: %v\n%s%s", code, err, out, errOut)
	}
	return code, r
}

// TestStressFindsWrongSolutions runs each deliberately wrong solution in
// testdata/stress against its problem's generator and brute force: each
// is caught, and shrunk to the smallest input on which it is wrong.
func TestStressFindsWrongSolutions(t *testing.T) {
	// Beside the other long runs over every problem, once the tests that
	// change the working directory are done.
	t.Parallel()
	tests := []struct {
		wrong, problem string
		flags          []string
		want           string
	}{
		{"wythoff-zero", "poj1067", nil, "0 0\n"},
		{"wythoff-double", "poj1067", nil, "0 0\n"},
		{"p1247-largest", "p1247", nil, "3\n1 3 3\n"},
		{"buttons-from-2", "poj2368", nil, "4\n"},
		{"ring-wrong-end", "p1288", nil, "2\n0 0\n"},
		// Piles up to 3·10^8 make the brute force slow (half a second a
		// case), so this starts at the first seed on which float64 is
		// wrong rather than at 1, where -seed 1 finds the same seed in a
		// minute.
		{"wythoff-float", "poj1067", []string{"-size", "300000000", "-seed", "38"}, "165580141 267914296\n"},
	}
	bin := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.wrong, func(t *testing.T) {
			if tt.wrong == "wythoff-float" && (testing.Short() || testenv.Race) {
				// Under -race too: the time is the brute force's, a plain
				// program, on the same path of the judge as the others.
				t.Skip("about 10 s of CPU")
			}
			exe := filepath.Join(bin, tt.wrong)
			if err := goBuild(".", bin, []string{"./testdata/stress/" + tt.wrong}); err != nil {
				t.Fatal(err)
			}
			// The problem's own limits (poj1067: 1 s, 10000 KB), as
			// judge test applies them.
			args := append([]string{"-c", exe, "-n", "1000", "-j", "2"}, tt.flags...)
			code, r := stressJSON(t, "", append(args, tt.problem)...)
			if code != exitFail || r.Failure == nil {
				t.Fatalf("exit %d after %d cases, want a failure", code, r.Cases)
			}
			if r.Failure.Input != tt.want || r.Failure.Verdict != "WA" {
				t.Errorf("%s on %q (output %q), want WA on %q", r.Failure.Verdict, r.Failure.Input, r.Failure.Output, tt.want)
			}
		})
	}
}

// TestStressSummary: the line that ends a run that passed gives its time
// as the whole run's, not as each case's or input's.
func TestStressSummary(t *testing.T) {
	tests := []struct {
		rep  stress.Report
		all  bool
		note string
		want string
	}{
		{stress.Report{Cases: 40, Passed: 40, Elapsed: 1600 * time.Millisecond, All: true}, true, "",
			"AC: all 40 inputs checked: p1247 passed each, 1.6s in all (25 cases/s)\n"},
		{stress.Report{Cases: 30, Passed: 28, Elapsed: 1500 * time.Millisecond, Stopped: true}, true, "not isolated: why",
			"stopped: p1247 passed 30 inputs, 1 to 28 and 2 past them, of the family in 1.5s (20 cases/s) (not isolated: why); the rest were not checked\n"},
		{stress.Report{Cases: 100, Passed: 100, Elapsed: 2 * time.Second}, false, "",
			"AC: 100 cases of p1247 passed in 2.0s (50 cases/s)\n"},
	}
	for _, tt := range tests {
		var b strings.Builder
		printStress(&b, "p1247", &tt.rep, "", tt.note, false, tt.all)
		if b.String() != tt.want {
			t.Errorf("%+v:\n%q, want\n%q", tt.rep, b.String(), tt.want)
		}
	}
}

// TestStressAll checks every input of a family, p1247's games of 1 to 3
// piles (judge/testdata/stress/p1247-all): the solution passes them all,
// and a wrong one fails first at input 52, "3⏎1 3 3", reported as it is,
// whatever -j.
func TestStressAll(t *testing.T) {
	// Beside the other long runs over every problem, once the tests that
	// change the working directory are done.
	t.Parallel()
	bin := t.TempDir()
	if err := goBuild(".", bin, []string{"./testdata/stress/p1247-all", "./testdata/stress/p1247-largest"}); err != nil {
		t.Fatal(err)
	}
	gen, wrong := filepath.Join(bin, "p1247-all"), filepath.Join(bin, "p1247-largest")
	code, out, errOut := judgeCLI(t, "", "stress", "-all", "-size", "2", "-gen", gen, "p1247")
	if want := regexp.MustCompile(`^AC: all 39 inputs checked: p1247 passed each, \d+\.\ds in all \(\d+ cases/s\)`); code != exitOK || !want.MatchString(out) {
		t.Errorf("exit %d, want 0 and %q\n%s%s", code, want, out, errOut)
	}
	code, out, errOut = judgeCLI(t, "", "stress", "-all", "-j", "1", "-gen", gen, "-c", wrong, "p1247")
	if want := "WA on input 52 of the family, the first it fails; "; code != exitFail || !strings.HasPrefix(out, want) ||
		!strings.Contains(out, "\ninput:\n    3\n    1 3 3\nexpected (brute force):\n    1 1\n") {
		t.Errorf("exit %d, want 1 and %q, with the input\n%s%s", code, want, out, errOut)
	}
	for _, jobs := range []string{"1", "2", "4"} {
		code, r := stressJSON(t, "", "-all", "-j", jobs, "-gen", gen, "-c", wrong, "p1247")
		if f := r.Failure; code != exitFail || r.Cases != 52 || f == nil || f.Seed != 52 || f.Input != "3\n1 3 3\n" || f.Verdict != "WA" {
			t.Errorf("-j %s: exit %d, %d inputs, failure %+v; want WA at input 52 of 52", jobs, code, r.Cases, f)
		}
	}
}

// stressedProblems are the problems whose own programs
// TestStressRightSolutions runs: a batch problem compared by lines, one
// compared by tokens, and an interactive one, whose jury judges.
var stressedProblems = []string{"p1247", "nimprod64", "wythoff-duel"}

// TestStressRightSolutions runs the own solution, generator and brute
// force (or jury) of stressedProblems, with no flags but a bound: the
// solutions pass. Ten cases each (4 under -race): what is tested here is
// that stress finds and runs a problem's programs, through the judge's
// goroutines. Every problem's are run by ./run_tests.sh and CI's stress
// section, whose time grows with the problems, and each problem's own
// test is its proof.
func TestStressRightSolutions(t *testing.T) {
	// Beside the other long runs, once the tests that change the working
	// directory are done.
	t.Parallel()
	n := "10"
	if testenv.Race {
		n = "4"
	}
	for _, id := range stressedProblems {
		code, out, errOut := judgeCLI(t, "", "stress", "-n", n, id)
		if code != exitOK || !strings.HasPrefix(out, "AC: "+n+" cases of "+id+" passed") {
			t.Errorf("%s: exit %d\n%s%s", id, code, out, errOut)
		}
	}
}

// TestStressSave uses commands of its own on a problem of a project in a
// temporary directory, and saves the shrunk case twice.
func TestStressSave(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"go.mod":                   "module tmp\n\ngo 1.21\n",
		"problems/toy/README":      "no Go here: the commands are given\n",
		"samples/toy/problem.json": `{"name": "toy", "judge": "none", "url": ""}`,
	})
	// Wrong from 7 on: seed 20 fails and shrinks to 7 (20, 10, 8, 7).
	wrong := testenv.Command("wrong-from", "7")
	args := []string{"-c", wrong, "-gen", testenv.Command("print"), "-brute", testenv.Command("cat"), "-save", "-seed", "20", "toy"}
	for _, want := range []string{"stress-1", "stress-2"} {
		code, r := stressJSON(t, dir, args...)
		if code != exitFail || r.Failure == nil || r.Failure.Seed != 20 || r.Failure.Input != "7\n" {
			t.Fatalf("exit %d, %+v; want the failure at seed 20 shrunk to 7", code, r.Failure)
		}
		if r.Failure.Saved != filepath.Join(dir, "samples", "toy", want+".in") {
			t.Errorf("saved as %q, want %s.in", r.Failure.Saved, want)
		}
		for ext, text := range map[string]string{".in": "7\n", ".out": "7\n"} {
			b, err := os.ReadFile(filepath.Join(dir, "samples", "toy", want+ext))
			if err != nil || string(b) != text {
				t.Errorf("%s%s: %q, %v; want %q", want, ext, b, err, text)
			}
		}
	}
}

func TestStressText(t *testing.T) {
	code, out, _ := judgeCLI(t, "", "stress", "-c", testenv.Command("seven-to-eight"), "-gen", testenv.Command("print"), "-brute", testenv.Command("cat"), "-seed", "5")
	for _, want := range []string{
		"WA on seed 7", "original input:\n    7\n", "minimal input:\n    7\n",
		"expected (brute force):\n    7\n", "output:\n    8\n",
		`WA: line 1, column 1: expected "7", found "8"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
}

func TestStressUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-c", "cat"},
		{"-c", "cat", "-gen", "echo", "-brute", "cat", "-save"},
		{"p1247", "p2197"},
		{"-j", "0", "p1247"},
		{"-n", "-1", "p1247"},
		{"nosuchproblem"},
		{"-nosuchflag"},
		{"-containment", "chroot", "p1247"},
		{"-no-cgroup", "-containment", "posix", "p1247"},
		{"-all", "p1247"}, // no -gen: the problem's is random
		{"-all", "-n", "10", "-gen", "echo", "p1247"},
		{"-all", "-seed", "3", "-gen", "echo", "p1247"},
		{"-all", "-time", "1s", "-gen", "echo", "p1247"},
	} {
		code, _, errOut := judgeCLI(t, "", append([]string{"stress"}, args...)...)
		if code != exitSetup || errOut == "" {
			t.Errorf("stress %q: exit %d, stderr %q; want %d and a message", args, code, errOut, exitSetup)
		}
	}
}

// TestStressChecker: with a checker the brute force's output is only
// handed to it as the answer; a checker that accepts everything passes a
// program that a comparison fails.
func TestStressChecker(t *testing.T) {
	args := []string{"stress", "-c", testenv.Command("seven-to-eight"), "-gen", testenv.Command("print"), "-brute", testenv.Command("cat"), "-n", "10"}
	if code, out, errOut := judgeCLI(t, "", append(args, "-checker", testenv.Command("exit", "0"))...); code != exitOK {
		t.Errorf("with a checker that accepts everything: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, _ := judgeCLI(t, "", args...); code != exitFail {
		t.Errorf("without it: exit %d, want %d", code, exitFail)
	}
}

// TestStressAnyLanguage runs judge stress on programs that are not Go:
// a Python solution on a problem's own generator and brute force, and,
// with -c, -gen, -brute and -checker all given, a C program compiled here
// and shell scripts. Each row skips when a tool it needs is missing.
func TestStressAnyLanguage(t *testing.T) {
	dir := t.TempDir()
	// All three print 2x for x, or 0 followed by it; wrong from 7 on.
	writeFiles(t, dir, map[string]string{
		"nim.py": "import sys\nt = sys.stdin.read().split()\nv = list(map(int, t))\ni, out = 1, []\n" +
			"for _ in range(v[0]):\n    n = v[i]\n    x = 0\n    for a in v[i+1:i+1+n]:\n        x ^= a\n" +
			"    out.append('Yes' if x else 'No')\n    i += 1 + n\nprint('\\n'.join(out))\n",
		"twice.c": "#include <stdio.h>\nint main(void) { long x; if (scanf(\"%ld\", &x) != 1) return 1;\n" +
			"printf(\"%ld\\n\", 2 * x + (x >= 7)); return 0; }\n",
	})
	double := `read x; echo $((2 * x))`
	leadingZero := `read x; [ "$x" -ge 7 ] && x=$((x + 1)); echo "0$((2 * x))"`
	// A testlib checker, run as CHECKER input output answer: the numbers
	// are equal, leading zeros aside.
	checker := `sh -c '[ "$(expr "$(cat "$2")" + 0)" = "$(cat "$3")" ]' checker`
	tests := []struct {
		name  string
		tools []string // skip without them
		args  []string
		build []string // run first, in dir
		want  string   // the minimal input, "" for every case passing
	}{
		{"python3 on p2197", []string{"python3"}, []string{"-c", "python3 " + filepath.Join(dir, "nim.py"), "-n", "20", "p2197"}, nil, ""},
		{"C, compiled here", []string{"gcc", "sh"}, []string{"-c", filepath.Join(dir, "twice"), "-gen", "echo", "-brute", "sh -c '" + double + "'", "-seed", "30"},
			[]string{"gcc", "-O2", "-o", filepath.Join(dir, "twice"), filepath.Join(dir, "twice.c")}, "7\n"},
		{"sh with a checker, right", []string{"sh"}, []string{"-c", `sh -c 'read x; echo "0$((2 * x))"'`, "-gen", "echo", "-brute", "sh -c '" + double + "'", "-checker", checker, "-n", "20"}, nil, ""},
		{"sh with a checker, wrong", []string{"sh"}, []string{"-c", "sh -c '" + leadingZero + "'", "-gen", "echo", "-brute", "sh -c '" + double + "'", "-checker", checker, "-seed", "30"}, nil, "7\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, tool := range tt.tools {
				if _, err := exec.LookPath(tool); err != nil {
					t.Skipf("no %s: %v", tool, err)
				}
			}
			if tt.build != nil {
				if out, err := exec.Command(tt.build[0], tt.build[1:]...).CombinedOutput(); err != nil {
					t.Fatalf("%v: %v\n%s", tt.build, err, out)
				}
			}
			code, r := stressJSON(t, "", tt.args...)
			switch {
			case tt.want == "" && (code != exitOK || r.Failure != nil):
				t.Errorf("exit %d, failure %+v; want every case to pass", code, r.Failure)
			case tt.want != "" && (code != exitFail || r.Failure == nil || r.Failure.Input != tt.want || r.Failure.Verdict != "WA"):
				t.Errorf("exit %d, failure %+v; want WA shrunk to %q", code, r.Failure, tt.want)
			}
		})
	}
}

// TestStressContainment: -containment picks how the program under test is
// contained, and the result says which.
func TestStressContainment(t *testing.T) {
	containments(t, func(t *testing.T, flags []string) {
		args := append([]string{"stress", "-json", "-n", "5", "-c", testenv.Command("cat"), "-gen", testenv.Command("print"), "-brute", testenv.Command("cat")}, flags...)
		code, out, errOut := judgeCLI(t, "", args...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var r struct {
			Cases       int    `json:"cases"`
			Containment string `json:"containment"`
		}
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil || code != exitOK || r.Cases != 5 || r.Containment != flags[1] {
			t.Errorf("exit %d, %+v, %v; want 5 cases contained by %s\n%s%s", code, r, err, flags[1], out, errOut)
		}
	})
}
