package pkgfmt

import (
	"fmt"
	"gametheory/internal/compare"
	"gametheory/internal/verdict"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestRead reads the test packages, one of each kind, and checks what
// each says of itself.
func TestRead(t *testing.T) {
	tokens := compare.Options{Mode: "tokens", IgnoreCase: true}
	for _, tt := range []struct {
		dir         string
		name        string
		format      string
		scoring     bool
		interactive bool
		validator   string // relative to the package
		tl          time.Duration
		from        string
		memory      int64
		cases       []string
		compare     compare.Options
	}{
		{"hello", "Hello, judge", "problem.yaml and domjudge-problem.ini", false, false, "", 2 * time.Second, "domjudge-problem.ini", 64,
			[]string{"sample/1", "secret/2"}, tokens},
		{"absdiff", "Absolute difference", "problem.yaml", false, false, "", 0, "", 1024,
			[]string{"sample/1", "secret/01-extremes", "secret/02-random"}, tokens},
		{"guessing", "Guessing", "problem.yaml", false, true, "output_validators/guesser", 2 * time.Second, ".timelimit", 1024,
			[]string{"sample/1", "secret/1", "secret/2", "secret/3", "secret/4"}, compare.Options{}},
		{"groupsum", "Sum by groups", "problem.yaml", true, false, "", 3 * time.Second, ".timelimit", 1024,
			[]string{"sample/1", "secret/group1/1", "secret/group1/2", "secret/group2/1", "secret/group2/2"}, tokens},
		{"firsttrue", "First true", "problem.yaml and domjudge-problem.ini", false, true, "output_validators/jury.py", 3 * time.Second, "domjudge-problem.ini", 1024,
			[]string{"sample/1", "secret/2", "secret/3"}, compare.Options{}},
		{"circle", "Circle area", "problem.yaml and domjudge-problem.ini", false, false, "", 3 * time.Second, "domjudge-problem.ini", 1024,
			[]string{"sample/1", "secret/1", "secret/2", "secret/3"}, compare.Options{Mode: "tokens", IgnoreCase: true, AbsEps: 1e-6, RelEps: 1e-6}},
		{"twosum", "Two summands", "problem.yaml", false, false, "output_validator", 3 * time.Second, "problem.yaml limits.time_limit", 1024,
			[]string{"sample/1", "secret/1", "secret/2"}, compare.Options{}},
	} {
		t.Run(tt.dir, func(t *testing.T) {
			dir := filepath.Join("testdata", tt.dir)
			if !IsPackage(dir) {
				t.Error("not seen as a package")
			}
			p, err := Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			validator := ""
			if p.Validator != "" {
				validator, _ = filepath.Rel(dir, p.Validator)
				validator = filepath.ToSlash(validator)
			}
			var cases []string
			for i, c := range p.Cases {
				cases = append(cases, c.Name)
				if c.Index != i || c.Ans == "" || !strings.HasSuffix(c.In, ".in") {
					t.Errorf("case %d: %+v", i, c)
				}
				if c.Compare() != tt.compare {
					t.Errorf("case %s compares %+v, want %+v", c.Name, c.Compare(), tt.compare)
				}
			}
			got := []any{p.Name, p.Format, p.Scoring, p.Interactive, validator, p.TimeLimit, p.TimeFrom, p.MemoryMiB, cases}
			want := []any{tt.name, tt.format, tt.scoring, tt.interactive, tt.validator, tt.tl, tt.from, tt.memory, tt.cases}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("read as\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// TestGroups: the groups of groupsum, their settings inherited and their
// own.
func TestGroups(t *testing.T) {
	p, err := Read(filepath.Join("testdata", "groupsum"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var walk func(g *Group)
	walk = func(g *Group) {
		names = append(names, g.Name+":"+g.OnReject+":"+strings.Join(g.GraderFlags, ","))
		for _, it := range g.Items {
			if it.Group != nil {
				walk(it.Group)
			}
		}
	}
	walk(p.Root)
	want := []string{":continue:ignore_sample", "sample:continue:ignore_sample", "secret:continue:sum,accept_if_any_accepted",
		"secret/group1:continue:min", "secret/group2:continue:min"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("groups %q, want %q", names, want)
	}
	if g1 := p.Cases[1].Group; g1.Name != "secret/group1" || g1.AcceptScore != 30 || g1.RejectScore != 0 {
		t.Errorf("group1: %+v", g1.Settings)
	}
	if max, ok := p.MaxScore(); !ok || max != 100 {
		t.Errorf("MaxScore = %v, %v; want 100 (the range)", max, ok)
	}
}

// TestGroupSettingsFiles: tolerance's data/test_group.yaml (2025-09)
// gives every case its output_validator_args, but those of the group
// whose own file replaces them.
func TestGroupSettingsFiles(t *testing.T) {
	p, err := Read(filepath.Join("testdata", "tolerance"))
	if err != nil {
		t.Fatal(err)
	}
	tol := compare.Options{Mode: "tokens", IgnoreCase: true, AbsEps: 1e-6, RelEps: 1e-6}
	exact := compare.Options{Mode: "tokens", IgnoreCase: true}
	want := map[string]compare.Options{"sample/1": tol, "secret/1": tol, "secret/2": tol, "secret/exact/1": exact}
	got := map[string]compare.Options{}
	for _, c := range p.Cases {
		got[c.Name] = c.Compare()
	}
	if !reflect.DeepEqual(got, want) || p.TimeLimit != 2*time.Second {
		t.Errorf("cases compared as %+v, time limit %v; want %+v, 2s", got, p.TimeLimit, want)
	}
}

// results makes a run's results from verdicts, one letter a case: A
// accepted, W wrong, T past the time limit, - skipped, ? not known.
func results(s string) []*CaseResult {
	rs := make([]*CaseResult, len(s))
	for i, c := range s {
		switch c {
		case 'A':
			rs[i] = &CaseResult{Verdict: verdict.AC}
		case 'W':
			rs[i] = &CaseResult{Verdict: verdict.WA}
		case 'T':
			rs[i] = &CaseResult{Verdict: verdict.TLE}
		case '-':
			rs[i] = &CaseResult{Skipped: true}
		}
	}
	return rs
}

// TestGrade grades runs of groupsum (sample, group1 ×2, group2 ×2) and of
// a pass-fail package, as the default grader does.
func TestGrade(t *testing.T) {
	sum, err := Read(filepath.Join("testdata", "groupsum"))
	if err != nil {
		t.Fatal(err)
	}
	circle, err := Read(filepath.Join("testdata", "circle"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		p       *Package
		run     string
		verdict verdict.Verdict
		score   float64
	}{
		{sum, "AAAAA", verdict.AC, 100},
		{sum, "WAAAA", verdict.AC, 100}, // the samples are ignored
		{sum, "AAAWA", verdict.AC, 30},  // any group accepted: accepted, with its score
		{sum, "AWAAA", verdict.AC, 70},
		{sum, "AAWAW", verdict.WA, 0},
		{sum, "ATAWA", verdict.TLE, 0}, // the first error
		{circle, "AAAA", verdict.AC, 4},
		{circle, "AWTA", verdict.WA, 2},
		{circle, "AA--", verdict.AC, 2}, // skipped cases count for nothing
	} {
		g := tt.p.Grade(tt.p.Root, results(tt.run))
		if g.Verdict != tt.verdict || g.Score != tt.score || !g.Judged || !g.Complete {
			t.Errorf("%s %s: graded %+v, want %s, score %v", tt.p.Name, tt.run, g, tt.verdict, tt.score)
		}
	}
	score := 12.5
	rs := results("AAAAA")
	rs[1].Score = &score // a validator's score replaces accept_score
	if g := sum.Grade(sum.Root, rs); g.Score != 82.5 {
		t.Errorf("with a validator's score 12.5 on a case of group1 (min): %v, want 82.5", g.Score)
	}
	if g := sum.Grade(sum.Root, results("AA?AA")); g.Complete {
		t.Error("a run with a case not known graded complete")
	}
}

// TestGraderFlags: each flag of the default grader on one group of three
// cases.
func TestGraderFlags(t *testing.T) {
	for _, tt := range []struct {
		flags   string
		run     string
		verdict verdict.Verdict
		score   float64
	}{
		{"", "AWT", verdict.WA, 1},
		{"worst_error", "AWT", verdict.TLE, 1},
		{"always_accept", "AWT", verdict.AC, 1},
		{"accept_if_any_accepted", "WAT", verdict.AC, 1},
		{"accept_if_any_accepted", "WWT", verdict.WA, 0},
		{"avg", "AAW", verdict.WA, 2.0 / 3},
		{"min", "AAW", verdict.WA, 0},
		{"max", "WWA", verdict.WA, 1},
	} {
		p := &Package{Root: &Group{Settings: Settings{OnReject: "continue", AcceptScore: 1, Range: [2]float64{math.Inf(-1), math.Inf(1)}, GraderFlags: strings.Fields(tt.flags)}}}
		for i := 0; i < 3; i++ {
			c := &Case{Index: i, Group: p.Root}
			p.Cases = append(p.Cases, c)
			p.Root.Items = append(p.Root.Items, Item{Case: c})
		}
		if g := p.Grade(p.Root, results(tt.run)); g.Verdict != tt.verdict || math.Abs(g.Score-tt.score) > 1e-12 {
			t.Errorf("%q on %s: %s %v, want %s %v", tt.flags, tt.run, g.Verdict, g.Score, tt.verdict, tt.score)
		}
	}
}

// TestSkipped: on_reject break ends a group at its first rejection, and
// what holds it; continue goes on.
func TestSkipped(t *testing.T) {
	circle, _ := Read(filepath.Join("testdata", "circle"))
	sum, _ := Read(filepath.Join("testdata", "groupsum"))
	for _, tt := range []struct {
		p    *Package
		run  string // the results before the case asked about
		i    int
		skip bool
	}{
		{circle, "A", 1, false},
		{circle, "W", 1, true},   // the samples failed: data/ breaks
		{circle, "AAW", 3, true}, // secret breaks
		{circle, "AA?", 3, false},
		{sum, "W", 1, false},   // data/ goes on
		{sum, "AW", 2, false},  // group1 goes on (inherited continue)
		{sum, "AWW", 3, false}, // and so does secret
	} {
		rs := make([]*CaseResult, len(tt.p.Cases))
		copy(rs, results(tt.run))
		if got := tt.p.Skipped(tt.i, rs); got != tt.skip {
			t.Errorf("%s, %s: case %d skipped %v, want %v", tt.p.Name, tt.run, tt.i, got, tt.skip)
		}
	}
	// A group that breaks stops at its first rejection, even when the
	// group above goes on; a rejected group ends the group above that
	// breaks.
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"problem.yaml":                "type: scoring\n",
		"data/testdata.yaml":          "on_reject: continue\n",
		"data/secret/a/testdata.yaml": "on_reject: break\n",
		"data/secret/a/1.in":          "", "data/secret/a/1.ans": "",
		"data/secret/a/2.in": "", "data/secret/a/2.ans": "",
		"data/secret/b/testdata.yaml": "on_reject: break\n",
		"data/secret/b/1.in":          "", "data/secret/b/1.ans": "",
		"data/secret/testdata.yaml": "on_reject: break\n",
		"data/secret/c/1.in":        "", "data/secret/c/1.ans": "",
		"data/secret/b/testdata.yaml.unused": "",
	})
	p, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		run  string
		i    int
		skip bool
	}{
		{"W", 1, true},   // a/2 after a/1 rejected
		{"AA", 2, false}, // b/1: a accepted
		{"W-", 2, true},  // b/1: a rejected, and secret breaks
	} {
		rs := make([]*CaseResult, len(p.Cases))
		copy(rs, results(tt.run))
		if got := p.Skipped(tt.i, rs); got != tt.skip {
			t.Errorf("%s: case %s skipped %v, want %v", tt.run, p.Cases[tt.i].Name, got, tt.skip)
		}
	}
}

func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSubmissions: what each submission of hello is promised, by its
// annotation or its folder, and which are skipped.
func TestSubmissions(t *testing.T) {
	p, err := Read(filepath.Join("testdata", "hello"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range p.Submissions {
		got[s.Name] = strings.Join(s.Expected, ",") + " from " + s.From
	}
	for name, want := range map[string]string{
		"accepted/hello.c":           "AC from @EXPECTED_RESULTS@:",
		"accepted/java-packages":     "AC from @EXPECTED_RESULTS@:",
		"wrong_answer/silent.c":      "NO-OUTPUT from @EXPECTED_RESULTS@:",
		"run_time_error/exit3.sh":    "RTE,WA from @EXPECTED_RESULTS@:",
		"output_limit/flood.c":       "OLE from @EXPECTED_RESULTS@:",
		"compile_error/broken.c":     "CE from @EXPECTED_RESULTS@:",
		"time_limit_exceeded/spin.c": "TLE from @EXPECTED_RESULTS@:",
		"accepted/shouting.py":       "AC from @EXPECTED_RESULTS@:",
		"run_time_error/hog.c":       "RTE from @EXPECTED_RESULTS@:",
		"wrong_answer/no-comma.py":   "WA from @EXPECTED_RESULTS@:",
		"accepted/hello.kt":          "AC from @EXPECTED_RESULTS@:",
		"accepted/hello.cpp":         "AC from @EXPECTED_RESULTS@:",
		"accepted/hello.js":          "AC from @EXPECTED_RESULTS@:",
		"accepted/hello.py":          "AC from @EXPECTED_RESULTS@:",
		"accepted/hello.sh":          "AC from @EXPECTED_RESULTS@:",
		"run_time_error/abort.c":     "RTE from @EXPECTED_RESULTS@:",
	} {
		if got[name] != want {
			t.Errorf("%s: %q, want %q", name, got[name], want)
		}
	}
	if len(got) != 16 {
		t.Errorf("%d submissions, want 16: %q", len(got), got)
	}
	abs, _ := Read(filepath.Join("testdata", "absdiff"))
	for _, s := range abs.Submissions {
		if s.From != "its folder" || len(s.Expected) != 1 || s.Expected[0] != folders[s.Folder][0] {
			t.Errorf("%s: %q from %s", s.Name, s.Expected, s.From)
		}
	}
	for _, tt := range []struct{ file, skip string }{
		{"submissions/slow/a.py", "the folder slow promises no verdict"},
		{"submissions/accepted/c.py", "DOMjudge refuses it: more than one @EXPECTED_RESULTS@: or @EXPECTED_SCORE@: in accepted/c.py"},
		{"submissions/accepted/b.py", "names MAYBE, not a DOMjudge verdict"},
	} {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "", tt.file: "# @EXPECTED_RESULTS@: MAYBE\n"})
		if strings.Contains(tt.file, "slow") {
			writeTree(t, dir, map[string]string{tt.file: "print(1)\n"})
		}
		if strings.Contains(tt.file, "c.py") {
			writeTree(t, dir, map[string]string{tt.file: "# @EXPECTED_RESULTS@: CORRECT\n# @expected_results@: WRONG-ANSWER\n"})
		}
		p, err := Read(dir)
		if err != nil || len(p.Submissions) != 1 || !strings.Contains(p.Submissions[0].Skip, tt.skip) {
			t.Errorf("%s: %v, %+v; want skipped, saying %q", tt.file, err, p.Submissions[0], tt.skip)
		}
	}
}

// TestDisabled: a submission named NAME.disabled (or NAME.template), a
// file or a folder, is left out, as BAPCtools leaves it.
func TestDisabled(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "", "submissions/accepted/a.py": "",
		"submissions/accepted/b.py.disabled": "", "submissions/accepted/old.disabled/main.py": "", "submissions/accepted/c.template": ""})
	p, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range p.Submissions {
		names = append(names, s.Name)
	}
	if !reflect.DeepEqual(names, []string{"accepted/a.py"}) {
		t.Errorf("submissions %q, want accepted/a.py alone", names)
	}
}

// TestSubmissionsYAML: submissions/submissions.yaml and DOMjudge's
// submissions.json give polyglot's folders their main files, and a
// folder of no Kattis name what it promises; an annotation in the source
// still comes first.
func TestSubmissionsYAML(t *testing.T) {
	p, err := Read(filepath.Join("testdata", "polyglot"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range p.Submissions {
		got[s.Name] = s.Main + " " + strings.Join(s.Expected, ",") + " " + s.From + " " + s.Skip
	}
	for name, want := range map[string]string{
		"accepted/two-mains": "sum.py AC its folder ",
		"accepted/js-two":    "sum.js AC its folder ",
		"mixed/product.py":   " AC,WA submissions.yaml ",
		"accepted/sum.pl":    " AC its folder ",
	} {
		if got[name] != want {
			t.Errorf("%s: %q, want %q", name, got[name], want)
		}
	}
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "",
		"submissions/odd/a.py": "", "submissions/odd/b.py": "# @EXPECTED_RESULTS@: TIMELIMIT\n", "submissions/wrong_answer/c.py": "",
		"submissions/exp/x.py": "", "submissions/exp/x.cpp": "", "submissions/exp/y.py": "",
		"submissions/submissions.yaml": "odd:\n  permitted: [AC, WA, TLE]\n  required: [TLE]\nwrong_answer/*.py:\n  permitted: [AC, WA]\nexp/x.{py,cpp}:\n  permitted: [RTE]\n"})
	p, err = Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	got = map[string]string{}
	for _, s := range p.Submissions {
		got[s.Name] = strings.Join(s.Expected, ",") + " " + s.From + " " + s.Promise
	}
	want := map[string]string{
		"odd/a.py":          "TLE submissions.yaml required: TLE",
		"odd/b.py":          "TLE @EXPECTED_RESULTS@: TIMELIMIT",
		"wrong_answer/c.py": "AC,WA submissions.yaml permitted: AC, WA",
		"exp/x.py":          "RTE submissions.yaml permitted: RTE",
		"exp/x.cpp":         "RTE submissions.yaml permitted: RTE",
		"exp/y.py":          " its folder exp",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read as %q, want %q", got, want)
	}
}

// TestAnnotations: DOMjudge's @EXPECTED_RESULTS@ and @EXPECTED_SCORE@,
// read as its importer reads them: its verdicts and their aliases, in any
// case, a score that is a number, and the annotations it refuses.
func TestAnnotations(t *testing.T) {
	for _, tt := range []struct {
		name  string
		files map[string]string // under submissions/accepted/x
		want  string            // expected outcomes, score and what promises them; or what skips it
	}{
		{"verdicts", map[string]string{"a.c": "/* @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER,TIMELIMIT, RUN-ERROR, MEMORY-LIMIT, COMPILER-ERROR, NO-OUTPUT, OUTPUT-LIMIT */"},
			"AC,WA,TLE,RTE,MLE,CE,NO-OUTPUT,OLE <nil> @EXPECTED_RESULTS@:"},
		{"aliases", map[string]string{"a.py": "# @expected_results@: accepted, WRONG_ANSWER, TIME_LIMIT_EXCEEDED, RUN_TIME_ERROR, COMPILER_ERROR, NO_OUTPUT, OUTPUT_LIMIT\n"},
			"AC,WA,TLE,RTE,CE,NO-OUTPUT,OLE <nil> @EXPECTED_RESULTS@:"},
		{"score", map[string]string{"a.py": "# @EXPECTED_SCORE@: 30\n"}, " 30 @EXPECTED_SCORE@:"},
		{"both", map[string]string{"a.py": "# @EXPECTED_RESULTS@: CORRECT\n# @EXPECTED_SCORE@: 12.5\n"}, "AC 12.5 @EXPECTED_RESULTS@: and @EXPECTED_SCORE@:"},
		{"score as results", map[string]string{"a.py": "# @EXPECTED_SCORE@: WRONG-ANSWER\n"}, "WA <nil> @EXPECTED_RESULTS@:"},
		{"no space", map[string]string{"a.py": "# @EXPECTED_RESULTS@:WRONG-ANSWER\n"}, "AC <nil> its folder"},
		{"one file of several", map[string]string{"main.py": "import b\n", "b.py": "# @EXPECTED_RESULTS@: TIMELIMIT\n"}, "TLE <nil> @EXPECTED_RESULTS@:"},
		{"twice in a file", map[string]string{"a.py": "# @EXPECTED_SCORE@: 1\n# @EXPECTED_SCORE@: 2\n"},
			"skip: DOMjudge refuses it: more than one @EXPECTED_RESULTS@: or @EXPECTED_SCORE@: in accepted/x/a.py"},
		{"results twice", map[string]string{"a.py": "# @EXPECTED_RESULTS@: CORRECT\n# @EXPECTED_SCORE@: CORRECT\n"},
			"skip: DOMjudge refuses it: more than one @EXPECTED_RESULTS@: or @EXPECTED_SCORE@: in accepted/x/a.py"},
		{"in two files", map[string]string{"a.py": "# @EXPECTED_RESULTS@: CORRECT\n", "b.py": "# @EXPECTED_SCORE@: 3\n"},
			"skip: DOMjudge refuses it: accepted/x/a.py and accepted/x/b.py both hold @EXPECTED_RESULTS@: or @EXPECTED_SCORE@:"},
		{"unknown", map[string]string{"a.py": "# @EXPECTED_RESULTS@: CORRECT, PRESENTATION-ERROR\n"}, "skip: its @EXPECTED_RESULTS@: names PRESENTATION-ERROR, not a DOMjudge verdict"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{"data/sample/1.in": "", "data/sample/1.ans": ""}
			for name, content := range tt.files {
				files["submissions/accepted/x/"+name] = content
			}
			writeTree(t, dir, files)
			p, err := Read(dir)
			if err != nil || len(p.Submissions) != 1 {
				t.Fatalf("%v, %d submissions", err, len(p.Submissions))
			}
			s := p.Submissions[0]
			score := "<nil>"
			if s.Score != nil {
				score = strconv.FormatFloat(*s.Score, 'g', -1, 64)
			}
			got := strings.Join(s.Expected, ",") + " " + score + " " + s.From
			if s.Skip != "" {
				got = "skip: " + s.Skip
			}
			if !strings.HasPrefix(got, tt.want) {
				t.Errorf("read as %q, want %q", got, tt.want)
			}
		})
	}
}

// TestOutcomes: what the judge's verdicts count as, finer ones as the
// coarser ones they refine.
func TestOutcomes(t *testing.T) {
	for _, tt := range []struct {
		v           verdict.Verdict
		full, empty bool
		want        string
		note        bool
	}{
		{verdict.AC, true, false, "AC", false},
		{verdict.AC, false, false, "PAC", false},
		{verdict.WA, true, false, "WA", false},
		{verdict.WA, true, true, "WA NO-OUTPUT", false},
		{verdict.PE, true, false, "WA", false},
		{verdict.MLE, true, false, "RTE MLE", true},
		{verdict.ILE, true, false, "TLE", true},
		{verdict.OLE, true, false, "OLE RTE TLE", true},
		{verdict.CE, true, false, "CE", false},
		{verdict.FAIL, true, false, "", false},
		{verdict.NOANS, true, false, "", false},
	} {
		o, note := Outcomes(tt.v, tt.full, tt.empty)
		if strings.Join(o, " ") != tt.want || (note != "") != tt.note {
			t.Errorf("%s: %q %q, want %q, a note %v", tt.v, o, note, tt.want, tt.note)
		}
	}
}

// TestEmptyGroups: a test group without cases (a folder kept by its
// .gitkeep) is left out with a warning, as problemtools and BAPCtools
// judge such a package.
func TestEmptyGroups(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": "", "data/secret/.gitkeep": "",
		"data/sample/g/testdata.yaml": "accept_score: 3\n"})
	p, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	var groups []string
	for _, it := range p.Root.Items {
		if it.Group != nil {
			groups = append(groups, it.Group.Name)
		}
	}
	want := []string{
		filepath.Join(dir, "data", "sample", "g") + ": test group sample/g has no cases (NAME.in with NAME.ans): left out",
		filepath.Join(dir, "data", "secret") + ": test group secret has no cases (NAME.in with NAME.ans): left out",
	}
	if len(p.Cases) != 1 || !reflect.DeepEqual(groups, []string{"sample"}) || !reflect.DeepEqual(p.Warnings, want) {
		t.Errorf("%d cases, groups %q, warnings %q; want 1 case, the group sample, warnings %q", len(p.Cases), groups, p.Warnings, want)
	}
}

// TestBadPackages: each is one error naming the file, and where in it.
func TestBadPackages(t *testing.T) {
	ok := map[string]string{"data/sample/1.in": "", "data/sample/1.ans": ""}
	for _, tt := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no data", map[string]string{"problem.yaml": "name: x\n"}, "no data/ folder"},
		{"no cases", map[string]string{"problem.yaml": "name: x\n", "data/sample/README": "x"}, "no cases"},
		{"only empty groups", map[string]string{"problem.yaml": "name: x\n", "data/secret/.gitkeep": "", "data/sample/g/.gitkeep": ""}, "no cases"},
		{"yaml", map[string]string{"problem.yaml": "name: x\nlimits:\n  memory: [1\n"}, "problem.yaml:3:13: a flow sequence without its closing ]"},
		{"type", map[string]string{"problem.yaml": "type: submit-answer\n"}, "problem.yaml:1:7: type submit-answer: problems of that type are not judged here"},
		{"multi-pass", map[string]string{"problem.yaml": "type: multi-pass\n"}, "a multi-pass problem needs its validator in output_validator/"},
		{"passes", map[string]string{"problem.yaml": "limits:\n  validation_passes: 1\n"}, "problem.yaml:2:22: limits.validation_passes: want a whole number of passes from 2 to 1000, found 1"},
		{"multi-pass words", map[string]string{"problem.yaml": "validation: multi-pass custom\n"}, "validation \"multi-pass custom\": want default, or custom followed by"},
		{"validation", map[string]string{"problem.yaml": "validation: strict\n"}, "problem.yaml:1:13: validation \"strict\""},
		{"memory", map[string]string{"problem.yaml": "limits:\n  memory: lots\n"}, "problem.yaml:2:11: limits.memory: want a number, found \"lots\""},
		{"no validator", map[string]string{"problem.yaml": "validation: custom\n"}, "a custom output validator is asked for"},
		{"interactive", map[string]string{"problem.yaml": "type: interactive\n"}, "an interactive problem needs its validator"},
		{"two validators", map[string]string{"output_validators/a.py": "", "output_validators/b.py": ""}, "several output validators (a.py, b.py)"},
		{"flags", map[string]string{"problem.yaml": "validator_flags: float_tolerance\n"}, "validator_flags: float_tolerance: no number after it"},
		{"group flags", map[string]string{"data/sample/testdata.yaml": "output_validator_flags: loose\n"}, `output_validator_flags: "loose"`},
		{"grader", map[string]string{"data/testdata.yaml": "grading: custom\n"}, "testdata.yaml:1:10: grading \"custom\": only the default grader"},
		{"grader flags", map[string]string{"data/testdata.yaml": "grader_flags: median\n"}, "grader_flags: \"median\" is none of"},
		{"range", map[string]string{"data/testdata.yaml": "range: 10 0\n"}, "range \"10 0\": the least score is more than the most"},
		{"two settings files", map[string]string{"data/secret/testdata.yaml": "", "data/secret/test_group.yaml": "", "data/secret/1.in": "", "data/secret/1.ans": ""}, "both testdata.yaml and test_group.yaml"},
		{"validator args", map[string]string{"data/test_group.yaml": "output_validator_args: [float_tolerance]\n"}, "output_validator_flags: float_tolerance: no number after it"},
		{"input validator args", map[string]string{"data/test_group.yaml": "input_validator_args:\n  v.py: [[1]]\n"}, "test_group.yaml:2:10: want a word, found a sequence"},
		{"submissions.yaml", map[string]string{"submissions/submissions.yaml": "accepted:\n  permitted: [OK]\n"}, "submissions.yaml:2:14: accepted.permitted: \"OK\" is none of AC, WA, TLE, RTE"},
		{"submissions.json", map[string]string{"submissions.json": "[1]", "submissions/accepted/a.py": ""}, "submissions.json: want an object of submissions' paths"},
		{"on_reject", map[string]string{"data/testdata.yaml": "on_reject: stop\n"}, "on_reject: want break or continue"},
		{"ini", map[string]string{"domjudge-problem.ini": "timelimit = fast\n"}, "domjudge-problem.ini: timelimit: want a positive number of seconds, found \"fast\""},
		{"ini line", map[string]string{"problem.ini": "name\n"}, "problem.ini:1: want KEY = VALUE"},
		{"special_run", map[string]string{"domjudge-problem.ini": "special_run = boolfind_run\n"}, "special_run \"boolfind_run\": DOMjudge run scripts are not judged here"},
		{"timelimit", map[string]string{".timelimit": "-1\n"}, ".timelimit: want a positive number of seconds"},
		{"constants", map[string]string{"problem.yaml": "constants: [1]\n"}, "problem.yaml:1:12: constants: want a mapping of names to values"},
		{"constant name", map[string]string{"problem.yaml": "constants:\n  max-n: 5\n"}, "problem.yaml:2:10: constants: \"max-n\" is not a name"},
		{"constant value", map[string]string{"problem.yaml": "constants:\n  N:\n    ROMAN: V\n"}, "constants.N: want a value, or a mapping of ways to write it with its value"},
		{"dialogue", map[string]string{"data/sample/2.interaction": ">1\n"}, "2.interaction: a sample dialogue, but the problem is neither interactive nor multi-pass"},
		{"dialogue line", map[string]string{"problem.yaml": "type: interactive\n", "output_validator/v.py": "", "data/sample/2.interaction": ">1\n---\n<2\n"}, "2.interaction:2: a sample dialogue's line starts with < (a line the program reads) or > (one it writes), found \"---\""},
	} {
		dir := t.TempDir()
		if !strings.HasPrefix(tt.name, "no") && !strings.HasPrefix(tt.name, "only") {
			writeTree(t, dir, ok) // cases, so that the error is the one tested
		}
		writeTree(t, dir, tt.files)
		_, err := Read(dir)
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v; want one line saying %q", tt.name, err, tt.want)
		}
	}
}

// TestMultiPass: a multi-pass problem, in the legacy format (validation:
// custom multi-pass, its limit of passes) and in the 2023-07 one (type:
// interactive and multi-pass, the default of 2 passes).
func TestMultiPass(t *testing.T) {
	for _, tt := range []struct {
		dir         string
		interactive bool
		passes      int
		validator   string
	}{
		{"relay", false, 3, "output_validators/relay.py"},
		{"rounds", true, 2, "output_validator"},
		{"hello", false, 2, ""},
	} {
		dir := filepath.Join("testdata", tt.dir)
		p, err := Read(dir)
		if err != nil {
			t.Fatal(err)
		}
		validator, _ := filepath.Rel(dir, p.Validator)
		if p.Validator == "" {
			validator = ""
		}
		got := []any{p.MultiPass, p.Interactive, p.Passes, filepath.ToSlash(validator)}
		want := []any{tt.validator != "", tt.interactive, tt.passes, tt.validator}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: multi-pass, interactive, passes, validator %v; want %v", tt.dir, got, want)
		}
	}
}

// TestInteractions: samples given as dialogues are read, each pass's
// lines, and a sample group of dialogues alone is neither a warning nor a
// group of cases.
func TestInteractions(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"problem.yaml":              "type: [interactive, multi-pass]\n",
		"output_validator/v.py":     "",
		"data/sample/1.interaction": "<3\n>4\n---\n<4\n",
		"data/sample/2.interaction": ">1\r\n",
		"data/secret/1.in":          "",
		"data/secret/1.ans":         "",
	})
	p, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []any
	for _, it := range p.Interactions {
		got = append(got, it.Name, it.Passes)
	}
	want := []any{
		"sample/1", [][]DialogueLine{{{true, "3"}, {false, "4"}}, {{true, "4"}}},
		"sample/2", [][]DialogueLine{{{false, "1"}}},
	}
	if !reflect.DeepEqual(got, want) || len(p.Cases) != 1 || len(p.Warnings) != 0 || len(p.Root.Items) != 1 {
		t.Errorf("dialogues %v, %d cases, warnings %q, %d items in data/; want %v, 1 case (secret/1), no warning, 1 item", got, len(p.Cases), p.Warnings, len(p.Root.Items), want)
	}
}

// TestTimeRules: the multipliers of a derived time limit by format
// version, and the packages whose time limit bounds the wall time too:
// DOMjudge's.
func TestTimeRules(t *testing.T) {
	for _, tt := range []struct {
		files      map[string]string
		version    string
		multiplier float64
		margin     float64
		resolution float64
		wallTime   bool
	}{
		{map[string]string{"problem.yaml": "name: x\n"}, "legacy", 5, 2, 1, false},
		{map[string]string{"problem.yaml": "limits:\n  time_multiplier: 3\n  time_safety_margin: 4\n"}, "legacy", 3, 4, 1, false},
		{map[string]string{"problem.yaml": "problem_format_version: 2023-07-draft\n"}, "2023-07-draft", 2, 1.5, 1, false},
		{map[string]string{"problem.yaml": "problem_format_version: 2025-09\nlimits:\n  time_resolution: 0.5\n  time_multipliers:\n    ac_to_time_limit: 3\n    time_limit_to_tle: 2\n"}, "2025-09", 3, 2, 0.5, false},
		{map[string]string{"problem.yaml": "name: x\n", ".timelimit": "3\n"}, "legacy", 5, 2, 1, true},
		{map[string]string{"domjudge-problem.ini": "name = x\n"}, "legacy", 5, 2, 1, true},
	} {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{"data/sample/1.in": "", "data/sample/1.ans": ""})
		writeTree(t, dir, tt.files)
		p, err := Read(dir)
		if err != nil {
			t.Fatal(err)
		}
		got := []any{p.Version, p.TimeMultiplier, p.TimeSafetyMargin, p.TimeResolution, p.WallTime}
		want := []any{tt.version, tt.multiplier, tt.margin, tt.resolution, tt.wallTime}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%v: version, multipliers, resolution, wall time %v; want %v", tt.files, got, want)
		}
	}
}

// TestConstants: problem.yaml's constants, substituted in the output
// validator's sources (a copy) and in its arguments; what names no
// constant is left as it is.
func TestConstants(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"problem.yaml":              "constants:\n  FIVE:\n    value: 5\n    ROMAN: V\n  EPS: 1e-6\n",
		"output_validator/v.py":     "print({{FIVE}}, '{{FIVE.ROMAN}}', {{FIVE.value}}, {{EPS}}, '{{SIX}}', '{{ FIVE }}')\n",
		"output_validator/data.bin": "\xff{{FIVE}}",
		"data/secret/testdata.yaml": "output_validator_args: [eps, '{{EPS}}']\n",
		"data/secret/1.in":          "",
		"data/secret/1.ans":         "",
	})
	p, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	copied := t.TempDir()
	if err := p.PrepareValidator(copied, ""); err != nil {
		t.Fatal(err)
	}
	src, _ := os.ReadFile(filepath.Join(p.Validator, "v.py"))
	bin, _ := os.ReadFile(filepath.Join(p.Validator, "data.bin"))
	orig, _ := os.ReadFile(filepath.Join(dir, "output_validator", "v.py"))
	got := []any{p.Validator, string(src), string(bin), p.Cases[0].Flags(), strings.Contains(string(orig), "{{FIVE}}")}
	want := []any{filepath.Join(copied, "output_validator"), "print(5, 'V', 5, 1e-6, '{{SIX}}', '{{ FIVE }}')\n", "\xff{{FIVE}}", []string{"eps", "1e-6"}, true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("validator, its source, a file not text, the flags, the package's source unchanged:\n%q\nwant\n%q", got, want)
	}
}

// TestBAPCPlan: the cases and settings of the generated test package's
// generators.yaml, as BAPCtools reads them: inline files (a newline
// added), a copy:, generators' commands with their seeds, count: with
// {count} in the command, {name}, a generator of the generators: list,
// retries, a test group's own solution, include:, cases in lists
// numbered across the file, test groups in a list numbered in their
// own, a flow mapping over several lines, visualizer: ignored.
func TestBAPCPlan(t *testing.T) {
	dir := filepath.Join("testdata", "generated")
	plan, err := ReadBAPCPlan(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range plan.Cases {
		got = append(got, fmt.Sprintf("%s in %q ans %q %q retries %d solution %s", c.Name, text(c.In), text(c.Ans), c.Command, c.Retries, filepath.Base(c.Solution)))
	}
	want := []string{
		`sample/1 in "3\n" ans "1.5\n" [] retries 1 solution halve.py`,
		`secret/2-even in "10\n" ans "5\n" [] retries 1 solution halve.py`,
		`secret/3-random in "" ans "" ["pair.py" "{seed}"] retries 1 solution halve.py`,
		`secret/4-other in "" ans "" ["pair.py" "{seed:1}" "1000"] retries 1 solution halve.py`,
		`secret/5-many-1 in "" ans "" ["pair.py" "{seed}" "1"] retries 1 solution halve.py`,
		`secret/6-many-2 in "" ans "" ["pair.py" "{seed}" "2"] retries 1 solution halve.py`,
		`secret/7-many-3 in "" ans "" ["pair.py" "{seed}" "3"] retries 1 solution halve.py`,
		`secret/1-exact/nine in "9\n" ans "" [] retries 1 solution halve.py`,
		`secret/1-exact/seven in "7\n" ans "" [] retries 1 solution halve.py`,
		`secret/8-doubled in "" ans "" ["twice" "21" "testcase"] retries 1 solution halve.py`,
		`secret/9-flaky in "" ans "" ["flaky.py" "{seed}"] retries 3 solution halve.py`,
		`secret/2-again/seven in "7\n" ans "" [] retries 1 solution halve.py`,
		`secret/2-again/eleven in "11\n" ans "" [] retries 1 solution half.py`,
	}
	settings := map[string]string{
		"test_group.yaml":                `{"output_validator_args": ["float_tolerance", "1e-6"]}`,
		"secret/1-exact/test_group.yaml": `{"output_validator_args": []}`,
	}
	gens := map[string][]string{"twice": {filepath.Join(dir, "generators", "twice", "gen.py"), filepath.Join(dir, "generators", "common", "lib.py")}}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(plan.Settings, settings) || !reflect.DeepEqual(plan.Generators, gens) || plan.Dialogue || len(plan.Warnings) != 0 {
		t.Errorf("cases\n%q\nsettings %q, generators %q, dialogue %v, warnings %q; want\n%q\nsettings %q, generators %q", got, plan.Settings, plan.Generators, plan.Dialogue, plan.Warnings, want, settings, gens)
	}
	// Seeds: the same command the same seed, another another, each count
	// its own; flaky.py's first seed fails, so the package needs its retries.
	seeds := map[string]bool{}
	for _, c := range plan.Cases[2:7] {
		seeds[c.Argv(0)[0]] = true
	}
	again, _ := ReadBAPCPlan(dir)
	flaky := plan.Cases[10]
	if len(seeds) != 5 || !reflect.DeepEqual(again.Cases[2].Argv(0), plan.Cases[2].Argv(0)) || flaky.Seed%3 == 0 || flaky.Argv(1)[0] != strconv.Itoa(flaky.Seed+1) {
		t.Errorf("seeds %v, again %q, flaky %d then %q: want five seeds, the same each time, flaky's first not a multiple of 3, then the next", seeds, again.Cases[2].Argv(0), flaky.Seed, flaky.Argv(1))
	}
}

// TestBAPCSeed: seeds as bt generate computes them (and BAPCtools' own
// testseed package's committed cases hold): SHA-512 of the salt, the
// count less one unless it is 1, and the command, modulo 2^31.
func TestBAPCSeed(t *testing.T) {
	for _, tt := range []struct {
		yaml string
		want int
	}{
		{"- a: stdout.py {seed}", 162981470},
		{`- a: {generate: "stdout.py {seed:42}", random_salt: bob}`, 593058468},
		{`- a: {generate: "stdout.py {seed} {count}", count: [2]}`, 1581952888},
	} {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{"generators/stdout.py": "", "generators/generators.yaml": "data:\n  secret:\n    data:\n      " + tt.yaml + "\n"})
		plan, err := ReadBAPCPlan(dir)
		if err != nil || len(plan.Cases) != 1 || plan.Cases[0].Seed != tt.want {
			t.Errorf("%s: %v %+v, want seed %d", tt.yaml, err, plan, tt.want)
		}
	}
}

// TestBAPCPlanErrors: what breaks BAPCtools' rules is one line naming
// the file, the line and the key.
func TestBAPCPlanErrors(t *testing.T) {
	for _, tt := range []struct{ yaml, want string }{
		{"- a: {generate: gen.py, count: 0}", ":4:38: secret/a: count: want a number from 1 to 100"},
		{"- a: {generate: gen.py, count: [1, 1]}", `secret/a: count: want a list of distinct whole numbers, found "1"`},
		{"- a: {generate: gen.py, count: 5..=2}", "secret/a: count: want LO..=HI with LO <= HI"},
		{"- a: nothere.py 1", `:4:12: secret/1-a: generate: no generator "nothere.py"`},
		{"- a: gen.py {seed} {seed:1}", "secret/1-a: generate: {seed} more than once"},
		{"- a: gen.py 'open", `secret/1-a: generate: want a command, found "gen.py 'open"`},
		{"- a: {copy: /abs/x}", `secret/1-a: copy: want a path under generators/, found "/abs/x"`},
		{"- a: {copy: missing}", "secret/1-a: copy: open "},
		{"- a: {generate: gen.py, retries: 0}", `retries: want a whole number of at least 1, found "0"`},
		{"- a: {generate: gen.py, solution: sol.py}", `solution: want a path from the problem's folder, as /submissions/accepted/x.py, found "sol.py"`},
		{"- g: {include: [x/y]}", `secret/1-g: include: want the key of a case or test group, not a path, found "x/y"`},
	} {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{"generators/gen.py": "", "generators/generators.yaml": "data:\n  secret:\n    data:\n      " + tt.yaml + "\n"})
		path := filepath.Join(dir, BAPCGeneratorsFile)
		_, err := ReadBAPCPlan(dir)
		if err == nil || !strings.HasPrefix(err.Error(), path+":") || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line %s:...%s", tt.yaml, err, path, tt.want)
		}
	}
}

// text is an inline file, "" for none.
func text(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// TestSplitCommand: a generator's command split as BAPCtools splits it,
// with Python's shlex.split (the cases of its identity package).
func TestSplitCommand(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"random_gen.py 'a b'", []string{"random_gen.py", "a b"}},
		{`random_gen.py "a\ b"`, []string{"random_gen.py", `a\ b`}},
		{`random_gen.py "a b "`, []string{"random_gen.py", "a b "}},
		{`random_gen.py \ a\ b`, []string{"random_gen.py", " a b"}},
		{"gen\n{seed}\textra\n", []string{"gen", "{seed}", "extra"}},
		{`g "x\"y" ''`, []string{"g", `x"y`, ""}},
		{"  ", nil},
	} {
		got, err := splitCommand(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: %q %v, want %q", tt.in, got, err, tt.want)
		}
	}
	if _, err := splitCommand("g 'open"); err == nil {
		t.Errorf("an unclosed quote: no error")
	}
}
