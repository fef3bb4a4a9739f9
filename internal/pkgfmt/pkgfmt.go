// Package pkgfmt reads problem packages as problem setters and contests
// make them: the Kattis problem package format that problemtools and
// DOMjudge read (problem.yaml, data/ in nested test groups with their
// testdata.yaml, the samples given as dialogues, the output validator,
// submissions/ by the verdict they must get), DOMjudge's additions (problem.ini or domjudge-problem.ini,
// the @EXPECTED_RESULTS@ of its submissions), and grades the results of a
// run by test group as Kattis's default grader does (grade.go).
//
// It reads, and says what it cannot read: one error, naming the file and
// where in it (a YAML file's line and column), for a package without data
// or without a case, a key whose value makes no sense, or
// something the judge does not do (custom graders, submit-answer problems).
package pkgfmt

import (
	"errors"
	"fmt"
	"gametheory/internal/compare"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// A Package is a problem package, read.
type Package struct {
	Dir  string // its folder
	Name string
	// Format says which files described it: "problem.yaml",
	// "domjudge-problem.ini", both joined by " and ", or "data/ alone".
	Format string

	Scoring     bool // a scoring problem: its cases and groups give scores
	Interactive bool // the validator talks with the program
	// MultiPass says the program may run again on the validator's
	// nextpass.in (type: multi-pass, or validation: custom multi-pass), at
	// most Passes times in all (limits.validation_passes, default 2).
	MultiPass bool
	Passes    int
	// Validator is the output validator's program, a file or a folder,
	// or "" for the default validator, the comparison of Case.Compare.
	Validator string
	// ScoreValidator says the validator gives an accepted case its score
	// (validation: custom score).
	ScoreValidator bool
	ValidatorFlags []string // problem.yaml's validator_flags

	// Version is problem.yaml's problem_format_version: "legacy" where
	// it names none, "2023-07-draft", "2025-09", ...
	Version string

	// TimeLimit is the time limit as the package states it (TimeFrom
	// says where); 0 when only the multiplier rule gives it: the slowest
	// accepted submission's time times TimeMultiplier.
	TimeLimit time.Duration
	TimeFrom  string
	// TimeMultiplier and TimeSafetyMargin are limits.time_multiplier (5)
	// and time_safety_margin (2) of the legacy format; since 2023-07,
	// limits.time_multipliers.ac_to_time_limit (2) and time_limit_to_tle
	// (1.5). TimeResolution is the 2023-07 limits.time_resolution (1 s)
	// a derived time limit is a multiple of.
	TimeMultiplier   float64
	TimeSafetyMargin float64
	TimeResolution   float64
	// WallTime says the package is DOMjudge's (its .ini, or the
	// .timelimit it exports): the time limit bounds the wall time too,
	// as DOMjudge's runs have it, so that a program asleep past it is TLE.
	WallTime bool
	// Constants are problem.yaml's constants (2025-09): {{NAME}} and
	// {{NAME.value}} stand for a constant's value, {{NAME.VARIANT}} for
	// another way to write it (Substitute).
	Constants map[string]string
	MemoryMiB int64 // limits.memory, default 1024 (2048 for DOMjudge alone)
	OutputMiB int64 // limits.output, default 8

	Root  *Group  // data/
	Cases []*Case // every case, in the order they are judged

	// Interactions are the samples given as dialogues, in the order of
	// their names.
	Interactions []*Interaction

	Submissions []*Submission

	data string // the folder of its cases: its data/, or one made for it

	// Warnings are what the package does that its own system accepts
	// but is likely a mistake (a test group without cases), a line each.
	Warnings []string
}

// A Group is a test group: a folder under data/, with its settings (from
// its testdata.yaml and those above it) and its items, cases and groups
// in the order of their names.
type Group struct {
	Name string // relative to data/, with slashes: "" for data/ itself, "secret/group1"
	Settings
	Items  []Item
	parent *Group
}

// An Item of a group is a case or a group.
type Item struct {
	Case  *Case
	Group *Group
}

// Settings are a group's testdata.yaml (or test_group.yaml) settings,
// inherited by the groups below it, each key its file gives replacing the
// inherited one.
type Settings struct {
	OnReject             string   // "break" (the default) or "continue"
	GraderFlags          []string // the default grader's flags
	AcceptScore          float64  // an accepted case's score (default 1)
	RejectScore          float64  // a rejected case's score (default 0)
	Range                [2]float64
	OutputValidatorFlags []string // output_validator_flags, or output_validator_args
}

// A Case is a test case: NAME.in and its answer NAME.ans.
type Case struct {
	Name   string // relative to data/, with slashes, without .in: "secret/group1/01"
	In     string // paths
	Ans    string // "" when there is none
	Group  *Group
	Index  int // in Package.Cases
	flags  []string
	compar compare.Options
}

// Flags are the validator's flags for the case: the problem's, then its
// group's output_validator_flags.
func (c *Case) Flags() []string { return c.flags }

// Compare is the default validator's comparison of the case: tokens,
// ignoring case (unless case_sensitive), with the flags' tolerances.
func (c *Case) Compare() compare.Options { return c.compar }

// An Interaction is a sample of an interactive or multi-pass problem
// given as a dialogue, data/sample/NAME.interaction: problemtools checks
// its lines and shows it in the statement, and runs none of it.
type Interaction struct {
	Name string // relative to data/, with slashes, without .interaction: "sample/1"
	Path string
	// Passes are its passes, one but in a multi-pass problem (a line
	// "---" between two), each its lines in order.
	Passes [][]DialogueLine
}

// A DialogueLine is a line of an interaction: one the program reads
// ("<" in the file), or one it writes (">").
type DialogueLine struct {
	Read bool
	Text string
}

// readInteraction reads the sample dialogue at path, named name, as
// problemtools checks one: each line starts with < or >, or in a
// multi-pass problem is "---" between passes.
func (p *Package) readInteraction(name, path string) error {
	if !p.Interactive && !p.MultiPass {
		return fmt.Errorf("%s: a sample dialogue, but the problem is neither interactive nor multi-pass (problemtools refuses it)", path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	it := &Interaction{Name: name, Path: path, Passes: [][]DialogueLine{nil}}
	for i, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		line = strings.TrimSuffix(line, "\r")
		last := &it.Passes[len(it.Passes)-1]
		switch {
		case p.MultiPass && strings.TrimSpace(line) == "---":
			it.Passes = append(it.Passes, nil)
		case strings.HasPrefix(line, "<") || strings.HasPrefix(line, ">"):
			*last = append(*last, DialogueLine{Read: line[0] == '<', Text: line[1:]})
		default:
			want := "< (a line the program reads) or > (one it writes)"
			if p.MultiPass {
				want += ", or is --- between two passes"
			}
			return fmt.Errorf("%s:%d: a sample dialogue's line starts with %s, found %q", path, i+1, want, line)
		}
	}
	p.Interactions = append(p.Interactions, it)
	return nil
}

// IsPackage reports whether dir looks like a problem package: a
// problem.yaml, a problem.ini or domjudge-problem.ini, or a data/ folder
// holding sample/ or secret/.
func IsPackage(dir string) bool {
	for _, f := range []string{"problem.yaml", "problem.ini", "domjudge-problem.ini"} {
		if fileExists(filepath.Join(dir, f)) {
			return true
		}
	}
	return isDir(filepath.Join(dir, "data", "sample")) || isDir(filepath.Join(dir, "data", "secret"))
}

// Read reads the package in dir.
func Read(dir string) (*Package, error) { return ReadWithData(dir, filepath.Join(dir, "data")) }

// ReadWithData reads the package in dir whose cases are in the folder
// data rather than its data/: those a BAPCtools package's
// generators.yaml makes.
func ReadWithData(dir, data string) (*Package, error) {
	p := &Package{Dir: dir, data: data, Name: filepath.Base(dir), Version: "legacy", Passes: 2, TimeMultiplier: 5, TimeSafetyMargin: 2, TimeResolution: 1, MemoryMiB: 1024, OutputMiB: 8}
	var formats []string
	yamlPath := filepath.Join(dir, "problem.yaml")
	if b, err := os.ReadFile(yamlPath); err == nil {
		if err := p.readYAML(yamlPath, b); err != nil {
			return nil, err
		}
		formats = append(formats, "problem.yaml")
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	for _, name := range []string{"domjudge-problem.ini", "problem.ini"} {
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if len(formats) == 0 {
			p.MemoryMiB = 2048 // DOMjudge's default
		}
		p.WallTime = true
		if err := p.readINI(path, b); err != nil {
			return nil, err
		}
		formats = append(formats, name)
	}
	if len(formats) == 0 {
		formats = append(formats, "data/ alone")
	}
	p.Format = strings.Join(formats, " and ")
	if err := p.readTimeLimitFile(); err != nil {
		return nil, err
	}
	if err := p.readValidator(); err != nil {
		return nil, err
	}
	if err := p.readData(); err != nil {
		return nil, err
	}
	if err := p.readSubmissions(); err != nil {
		return nil, err
	}
	return p, nil
}

// readYAML reads problem.yaml, whose content is b.
func (p *Package) readYAML(path string, b []byte) error {
	doc, err := parseYAML(path, b)
	if err != nil {
		return err
	}
	if doc.kind != mapNode {
		return yamlErr(path, doc, "want a mapping of keys (name: ..., limits: ...), found %s", doc.kind)
	}
	if n := doc.get("problem_format_version"); !n.null() {
		if n.kind != scalarNode {
			return yamlErr(path, n, "problem_format_version: want legacy, 2023-07-draft, 2025-09 or draft, found %s", n.kind)
		}
		p.Version = n.value
	}
	if p.Version != "legacy" {
		p.TimeMultiplier, p.TimeSafetyMargin = 2, 1.5
	}
	if err := p.readConstants(path, doc.get("constants")); err != nil {
		return err
	}
	if n := doc.get("name"); n != nil {
		switch {
		case n.kind == scalarNode && !n.null():
			p.Name = n.value
		case n.kind == mapNode && len(n.values) > 0: // by language
			p.Name = n.values[0].value
			if en := n.get("en"); en != nil && en.kind == scalarNode {
				p.Name = en.value
			}
		}
	}
	// The problem's type: legacy "pass-fail" or "scoring"; 2023-07 words
	// (or a list) that may add "interactive".
	if n := doc.get("type"); !n.null() {
		words, err := wordsOf(path, n)
		if err != nil {
			return err
		}
		for _, w := range words {
			switch w {
			case "pass-fail":
			case "scoring":
				p.Scoring = true
			case "interactive":
				p.Interactive = true
			case "multi-pass":
				p.MultiPass = true
			case "submit-answer":
				return yamlErr(path, n, "type %s: problems of that type are not judged here", w)
			default:
				return yamlErr(path, n, "type: %q is none of pass-fail, scoring, interactive, multi-pass", w)
			}
		}
	}
	custom := false
	if n := doc.get("validation"); !n.null() {
		words, err := wordsOf(path, n)
		if err != nil {
			return err
		}
		for i, w := range words {
			switch {
			case w == "default" && len(words) == 1:
			case w == "custom" && i == 0:
				custom = true
			case i > 0 && words[0] == "custom" && w == "interactive":
				p.Interactive = true
			case i > 0 && words[0] == "custom" && w == "score":
				p.ScoreValidator = true
			case i > 0 && words[0] == "custom" && w == "multi-pass":
				p.MultiPass = true
			default:
				return yamlErr(path, n, "validation %q: want default, or custom followed by any of interactive, score and multi-pass", n.value)
			}
		}
	}
	if custom {
		p.Validator = "?" // found by readValidator
	}
	if n := doc.get("validator_flags"); !n.null() {
		if p.ValidatorFlags, err = wordsOf(path, n); err != nil {
			return err
		}
	}
	if lim := doc.get("limits"); !lim.null() {
		if lim.kind != mapNode {
			return yamlErr(path, lim, "limits: want a mapping (time_multiplier: 5, memory: 1024, ...), found %s", lim.kind)
		}
		for _, f := range []struct {
			key string
			to  *float64
		}{{"time_multiplier", &p.TimeMultiplier}, {"time_safety_margin", &p.TimeSafetyMargin}} {
			if n := lim.get(f.key); !n.null() {
				if *f.to, err = positive(path, "limits."+f.key, n); err != nil {
					return err
				}
			}
		}
		if n := lim.get("time_resolution"); !n.null() { // 2023-07
			if p.TimeResolution, err = positive(path, "limits.time_resolution", n); err != nil {
				return err
			}
		}
		if m := lim.get("time_multipliers"); !m.null() { // 2023-07
			if n := m.get("ac_to_time_limit"); !n.null() {
				if p.TimeMultiplier, err = positive(path, "limits.time_multipliers.ac_to_time_limit", n); err != nil {
					return err
				}
			}
			if n := m.get("time_limit_to_tle"); !n.null() {
				if p.TimeSafetyMargin, err = positive(path, "limits.time_multipliers.time_limit_to_tle", n); err != nil {
					return err
				}
			}
		}
		if n := lim.get("validation_passes"); !n.null() {
			v, err := positive(path, "limits.validation_passes", n)
			if err != nil {
				return err
			}
			if v != math.Trunc(v) || v < 2 || v > 1000 {
				return yamlErr(path, n, "limits.validation_passes: want a whole number of passes from 2 to 1000, found %s", n.value)
			}
			p.Passes = int(v)
		}
		if n := lim.get("time_limit"); !n.null() { // 2023-07
			s, err := positive(path, "limits.time_limit", n)
			if err != nil {
				return err
			}
			p.TimeLimit, p.TimeFrom = seconds(s), "problem.yaml limits.time_limit"
		}
		for _, f := range []struct {
			key string
			to  *int64
		}{{"memory", &p.MemoryMiB}, {"output", &p.OutputMiB}} {
			if n := lim.get(f.key); !n.null() {
				v, err := positive(path, "limits."+f.key, n)
				if err != nil {
					return err
				}
				if v != math.Trunc(v) || v > 1<<20 {
					return yamlErr(path, n, "limits.%s: want a whole number of MiB, at most %d, found %s", f.key, 1<<20, n.value)
				}
				*f.to = int64(v)
			}
		}
	}
	return nil
}

// readINI reads DOMjudge's problem.ini or domjudge-problem.ini, whose
// content is b.
func (p *Package) readINI(path string, b []byte) error {
	m, err := parseINI(path, b)
	if err != nil {
		return err
	}
	if name := m["name"]; name != "" {
		p.Name = name
	}
	if tl := m["timelimit"]; tl != "" {
		s, err := strconv.ParseFloat(tl, 64)
		if err != nil || !(s > 0) || s > 1e6 {
			return fmt.Errorf("%s: timelimit: want a positive number of seconds, found %q", path, tl)
		}
		p.TimeLimit, p.TimeFrom = seconds(s), filepath.Base(path)
	}
	if run := m["special_run"]; run != "" {
		return fmt.Errorf("%s: special_run %q: DOMjudge run scripts are not judged here; an interactive problem's validator is output_validators/ with validation: custom interactive in problem.yaml", path, run)
	}
	if cmp := m["special_compare"]; cmp != "" && p.Validator == "" {
		p.Validator = "?" // it must be in output_validators/
	}
	return nil
}

// readTimeLimitFile reads the time limit in .timelimit (or timelimit), a
// number of seconds, as judges store the limit they computed.
func (p *Package) readTimeLimitFile() error {
	for _, name := range []string{".timelimit", "timelimit"} {
		path := filepath.Join(p.Dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		s, err := strconv.ParseFloat(strings.TrimSpace(string(b)), 64)
		if err != nil || !(s > 0) || s > 1e6 {
			return fmt.Errorf("%s: want a positive number of seconds, found %q", path, strings.TrimSpace(string(b)))
		}
		p.TimeLimit, p.TimeFrom, p.WallTime = seconds(s), name, true
		return nil
	}
	return nil
}

// readValidator finds the output validator: the one program in
// output_validators/ (a file or a folder), or output_validator/ itself.
// A package that asks for a custom validator must have one; one that has
// one without asking uses it, as DOMjudge does.
func (p *Package) readValidator() error {
	wanted := p.Validator != ""
	p.Validator = ""
	if dir := filepath.Join(p.Dir, "output_validator"); isDir(dir) {
		p.Validator = dir
	} else if dir := filepath.Join(p.Dir, "output_validators"); isDir(dir) {
		entries, err := visible(dir)
		if err != nil {
			return err
		}
		switch len(entries) {
		case 0:
		case 1:
			p.Validator = filepath.Join(dir, entries[0].Name())
		default:
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			return fmt.Errorf("%s: several output validators (%s): the judge runs one", dir, strings.Join(names, ", "))
		}
	}
	switch {
	case wanted && p.Validator == "":
		return fmt.Errorf("%s: a custom output validator is asked for (validation: custom, or DOMjudge's special_compare), but output_validators/ holds none", p.Dir)
	case p.Interactive && p.Validator == "":
		return fmt.Errorf("%s: an interactive problem needs its validator in output_validators/", p.Dir)
	case p.MultiPass && p.Validator == "":
		return fmt.Errorf("%s: a multi-pass problem needs its validator in output_validator/ (output_validators/ in the legacy format)", p.Dir)
	case p.Validator == "":
		if _, err := compareOptions(p.ValidatorFlags); err != nil {
			return fmt.Errorf("%s: validator_flags: %v", filepath.Join(p.Dir, "problem.yaml"), err)
		}
	}
	return nil
}

// compareOptions is the default validator's comparison with flags:
// case_sensitive, space_change_sensitive, float_tolerance E,
// float_absolute_tolerance E, float_relative_tolerance E.
func compareOptions(flags []string) (compare.Options, error) {
	o := compare.Options{Mode: "tokens", IgnoreCase: true}
	for i := 0; i < len(flags); i++ {
		f := flags[i]
		switch f {
		case "case_sensitive":
			o.IgnoreCase = false
		case "space_change_sensitive":
			o.SpaceSensitive = true
		case "float_tolerance", "float_absolute_tolerance", "float_relative_tolerance":
			if i+1 == len(flags) {
				return o, fmt.Errorf("%s: no number after it", f)
			}
			i++
			e, err := strconv.ParseFloat(flags[i], 64)
			if err != nil || math.IsNaN(e) || math.IsInf(e, 0) || e < 0 {
				return o, fmt.Errorf("%s %s: want a finite number, 0 or more", f, flags[i])
			}
			if f != "float_relative_tolerance" {
				o.AbsEps = e
			}
			if f != "float_absolute_tolerance" {
				o.RelEps = e
			}
		default:
			return o, fmt.Errorf("%q: the default validator takes case_sensitive, space_change_sensitive, float_tolerance E, float_absolute_tolerance E and float_relative_tolerance E", f)
		}
	}
	return o, nil
}

// readData reads data/ into the groups and cases.
func (p *Package) readData() error {
	data := p.data
	if !isDir(data) {
		return fmt.Errorf("%s: no data/ folder: a package's cases are data/sample/*.in and data/secret/*.in, with their .ans", p.Dir)
	}
	p.Root = &Group{Settings: Settings{OnReject: "break", AcceptScore: 1, Range: [2]float64{math.Inf(-1), math.Inf(1)}}}
	if err := p.readGroup(p.Root, data); err != nil {
		return err
	}
	if len(p.Cases) == 0 {
		return fmt.Errorf("%s: no cases: a package's cases are data/sample/*.in and data/secret/*.in, with their .ans", data)
	}
	return nil
}

// settingsFiles are the names of a group's settings file: the legacy and
// 2023-07 formats' testdata.yaml, the 2025-09 format's test_group.yaml.
var settingsFiles = []string{"testdata.yaml", "test_group.yaml"}

// readGroup reads the group g in dir: its testdata.yaml or
// test_group.yaml, then its cases and groups in the order of their names.
func (p *Package) readGroup(g *Group, dir string) error {
	read := ""
	for _, name := range settingsFiles {
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		if read != "" {
			return fmt.Errorf("%s: both %s and %s: a test group has one settings file (test_group.yaml since the 2025-09 format)", dir, read, name)
		}
		if err := g.readSettings(path, b); err != nil {
			return err
		}
		read = name
	}
	entries, err := visible(dir)
	if err != nil {
		return err
	}
	type item struct {
		name string
		dir  bool
	}
	var items []item
	for _, e := range entries {
		name := e.Name()
		switch {
		case e.IsDir() && g.parent == nil && g.Name == "" && name != "sample" && name != "secret":
			// data/invalid_input and the like are for input validators.
		case e.IsDir():
			items = append(items, item{name, true})
		case strings.HasSuffix(name, ".in"):
			items = append(items, item{strings.TrimSuffix(name, ".in"), false})
		case g.Name == "sample" && strings.HasSuffix(name, ".interaction") && !e.IsDir():
			if err := p.readInteraction("sample/"+strings.TrimSuffix(name, ".interaction"), filepath.Join(dir, name)); err != nil {
				return err
			}
		}
	}
	sort.Slice(items, func(i, j int) bool { return items[i].name < items[j].name })
	for _, it := range items {
		name := it.name
		if g.Name != "" {
			name = g.Name + "/" + it.name
		}
		if it.dir {
			sub := &Group{Name: name, Settings: g.Settings, parent: g}
			sub.Settings.GraderFlags = g.GraderFlags[:len(g.GraderFlags):len(g.GraderFlags)]
			if err := p.readGroup(sub, filepath.Join(dir, it.name)); err != nil {
				return err
			}
			if len(sub.Items) == 0 && sub.Name == "sample" && len(p.Interactions) > 0 {
				continue // its samples are dialogues, shown, not run
			}
			if len(sub.Items) == 0 {
				// problemtools and BAPCtools judge such a package (a
				// group kept in git by its .gitkeep); it counts for nothing.
				p.Warnings = append(p.Warnings, fmt.Sprintf("%s: test group %s has no cases (NAME.in with NAME.ans): left out", filepath.Join(dir, it.name), name))
				continue
			}
			g.Items = append(g.Items, Item{Group: sub})
			continue
		}
		c := &Case{Name: name, In: filepath.Join(dir, it.name+".in"), Group: g, Index: len(p.Cases)}
		if ans := filepath.Join(dir, it.name+".ans"); fileExists(ans) {
			c.Ans = ans
		}
		for _, f := range append(p.ValidatorFlags[:len(p.ValidatorFlags):len(p.ValidatorFlags)], g.OutputValidatorFlags...) {
			c.flags = append(c.flags, p.Substitute(f))
		}
		if p.Validator == "" {
			if c.compar, err = compareOptions(c.flags); err != nil {
				return fmt.Errorf("%s: output_validator_flags: %v", dir, err)
			}
		}
		p.Cases = append(p.Cases, c)
		g.Items = append(g.Items, Item{Case: c})
	}
	return nil
}

// readSettings reads a group's testdata.yaml, whose content is b, over
// the settings it inherited.
func (g *Group) readSettings(path string, b []byte) error {
	doc, err := parseYAML(path, b)
	if err != nil {
		return err
	}
	if doc.null() {
		return nil
	}
	if doc.kind != mapNode {
		return yamlErr(path, doc, "want a mapping of settings (on_reject: continue, ...), found %s", doc.kind)
	}
	for i, key := range doc.keys {
		n := doc.values[i]
		if n.null() {
			continue
		}
		switch key {
		case "on_reject":
			if n.value != "break" && n.value != "continue" {
				return yamlErr(path, n, "on_reject: want break or continue, found %q", n.value)
			}
			g.OnReject = n.value
		case "grading":
			if n.value != "default" {
				return yamlErr(path, n, "grading %q: only the default grader is run here, not custom graders", n.value)
			}
		case "grader_flags":
			flags, err := wordsOf(path, n)
			if err != nil {
				return err
			}
			for _, f := range flags {
				if !graderFlags[f] {
					return yamlErr(path, n, "grader_flags: %q is none of first_error, worst_error, always_accept, sum, avg, min, max, ignore_sample, accept_if_any_accepted", f)
				}
			}
			g.GraderFlags = flags
		case "output_validator_flags", "output_validator_args": // legacy; 2023-07 and 2025-09
			if g.OutputValidatorFlags, err = wordsOf(path, n); err != nil {
				return err
			}
		case "input_validator_flags", "input_validator_args":
			// Input validators are not run; their arguments are words,
			// or words by validator.
			if n.kind == mapNode {
				for _, v := range n.values {
					if _, err := wordsOf(path, v); err != nil {
						return err
					}
				}
			} else if _, err := wordsOf(path, n); err != nil {
				return err
			}
		case "accept_score", "reject_score":
			v, err := number(path, key, n)
			if err != nil {
				return err
			}
			if key == "accept_score" {
				g.AcceptScore = v
			} else {
				g.RejectScore = v
			}
		case "range":
			f := strings.Fields(n.value)
			if len(f) != 2 {
				return yamlErr(path, n, "range: want two numbers, the least and the most score, as \"0 100\", found %q", n.value)
			}
			for j, s := range f {
				v, err := strconv.ParseFloat(s, 64)
				if err != nil || math.IsNaN(v) {
					return yamlErr(path, n, "range: %q is not a number (-inf and +inf are)", s)
				}
				g.Range[j] = v
			}
			if g.Range[0] > g.Range[1] {
				return yamlErr(path, n, "range %q: the least score is more than the most", n.value)
			}
		}
	}
	return nil
}

// readSubmissions lists submissions/<verdict>/*, each a file or a folder,
// but those named NAME.disabled or NAME.template, with what
// submissions/submissions.yaml and DOMjudge's submissions.json say of
// them.
func (p *Package) readSubmissions() error {
	dir := filepath.Join(p.Dir, "submissions")
	folders, err := visible(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, f := range folders {
		if !f.IsDir() {
			continue
		}
		entries, err := visible(filepath.Join(dir, f.Name()))
		if err != nil {
			return err
		}
		for _, e := range entries {
			if ext := filepath.Ext(e.Name()); ext == ".disabled" || ext == ".template" {
				continue // set aside, as BAPCtools leaves them out
			}
			s := &Submission{Name: f.Name() + "/" + e.Name(), Path: filepath.Join(dir, f.Name(), e.Name()), Folder: f.Name()}
			if e.Type()&fs.ModeSymlink != 0 {
				// One submission linked to another's file, as BAPCtools'
				// testexpectations has them, is that file; a link out of
				// the package is followed nowhere.
				to, err := filepath.EvalSymlinks(s.Path)
				root, rerr := filepath.EvalSymlinks(p.Dir)
				rel, lerr := filepath.Rel(root, to)
				if err != nil || rerr != nil || lerr != nil || !filepath.IsLocal(rel) {
					s.Skip = "a link that leads out of the package or nowhere: the judge follows no link out of a package"
					p.Submissions = append(p.Submissions, s)
					continue
				}
				s.Path = to
			}
			s.expect()
			p.Submissions = append(p.Submissions, s)
		}
	}
	if err := readSubmissionsYAML(filepath.Join(dir, "submissions.yaml"), p.Submissions); err != nil {
		return err
	}
	return readSubmissionsJSON(filepath.Join(p.Dir, "submissions.json"), p.Submissions)
}

// visible lists dir's entries whose names do not start with a dot.
func visible(dir string) ([]os.DirEntry, error) {
	entries, err := os.ReadDir(dir)
	var vs []os.DirEntry
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			vs = append(vs, e)
		}
	}
	return vs, err
}

// wordsOf is a scalar's words, or a sequence's scalars.
func wordsOf(path string, n *node) ([]string, error) {
	switch n.kind {
	case scalarNode:
		return strings.Fields(n.value), nil
	case seqNode:
		var ws []string
		for _, v := range n.values {
			if v.kind != scalarNode {
				return nil, yamlErr(path, v, "want a word, found %s", v.kind)
			}
			ws = append(ws, v.value)
		}
		return ws, nil
	}
	return nil, yamlErr(path, n, "want words, found %s", n.kind)
}

// number reads a scalar that is a finite number.
func number(path, key string, n *node) (float64, error) {
	v, err := strconv.ParseFloat(n.value, 64)
	if n.kind != scalarNode || err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, yamlErr(path, n, "%s: want a number, found %q", key, n.value)
	}
	return v, nil
}

// positive reads a scalar that is a number more than 0.
func positive(path, key string, n *node) (float64, error) {
	v, err := number(path, key, n)
	if err == nil && !(v > 0 && v <= 1e6) {
		err = yamlErr(path, n, "%s: want a positive number, found %s", key, n.value)
	}
	return v, err
}

func yamlErr(path string, n *node, format string, args ...any) error {
	return &yamlError{path, n.line, n.col, fmt.Sprintf(format, args...)}
}

// seconds is s seconds as a duration, to the millisecond.
func seconds(s float64) time.Duration {
	return time.Duration(math.Round(s*1000)) * time.Millisecond
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}
