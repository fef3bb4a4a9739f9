package pkgfmt

import (
	"crypto/sha512"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// BAPCGeneratorsFile is where BAPCtools' generators.yaml is in a
// package: it describes the cases of data/, which bt generate makes.
var BAPCGeneratorsFile = filepath.Join("generators", "generators.yaml")

// A BAPCPlan is the cases of sample/ and secret/ that a package's
// generators/generators.yaml describes, as BAPCtools reads it: each an
// input given inline, copied or made by a generator, its answer given
// inline, copied, written by the generator or made by the solution.
type BAPCPlan struct {
	Path string // the generators.yaml
	// Dialogue says the problem is interactive or multi-pass: a case
	// without an answer gets an empty one, as bt generate writes it.
	Dialogue bool
	// Generators are the programs of the file's generators: list, by
	// name: the paths of their files, the first the main one; they are
	// built as one folder of those files.
	Generators map[string][]string
	Cases      []BAPCCase
	// Settings are the test groups' settings files it gives, by the
	// file's path under data/ ("secret/test_group.yaml"): their YAML, in
	// flow style.
	Settings map[string]string
	consts   *Package // problem.yaml's constants
	// Warnings name what BAPCtools reports and skips (an include: of a
	// key not seen before it), each a line.
	Warnings []string
}

// Substitute is s with problem.yaml's constants in it, as BAPCtools puts
// them in generators' sources and commands.
func (plan *BAPCPlan) Substitute(s string) string { return plan.consts.Substitute(s) }

// A BAPCCase is one case of a BAPCPlan.
type BAPCCase struct {
	Name    string // relative to data/, with slashes: "secret/03-max"
	Line    int
	In, Ans *string // given inline or copied, or nil
	// Command is the generator, a name of the generators: list or a
	// path from generators/, and its arguments, {name}, {count} and the
	// package's constants replaced; Argv puts the seed in.
	Command []string
	// Seed is what {seed} stands for: a hash of the command, its salt
	// and its count, as bt generate computes it.
	Seed     int
	Retries  int    // how many times to run a generator that fails, each with the next seed
	Solution string // the program that answers the case, "" for none
}

// Argv is the generator's arguments, {seed} and {seed:N} the case's
// seed plus retry, as the retry-th run of a failing generator has them.
func (c BAPCCase) Argv(retry int) []string {
	if len(c.Command) == 0 {
		return nil
	}
	seed := strconv.Itoa((c.Seed + retry) % (1 << 31))
	var argv []string
	for _, w := range c.Command[1:] {
		argv = append(argv, seedUse.ReplaceAllString(w, seed))
	}
	return argv
}

var (
	// seedUse is a seed in a generator's command: {seed} or {seed:N}.
	seedUse = regexp.MustCompile(`\{seed(:[0-9]+)?\}`)
	// countRange is a count: of the form LO..=HI.
	countRange = regexp.MustCompile(`^(-?[0-9]+)\.\.=(-?[0-9]+)$`)
)

// caseKeys are the keys that make a mapping a case rather than a test
// group: its files by extension and how they are made.
var caseKeys = []string{"copy", "generate", "count", "match", "in", "ans", "out",
	"in.statement", "ans.statement", "in.download", "ans.download", "interaction", "yaml"}

// bapcRoots are the test groups of data: the judge makes, in the order
// BAPCtools makes them (the others come after them).
var bapcRoots = []string{"sample", "secret"}

// bapcConfig is what a test group passes to what it holds: the solution,
// the salt of the seeds and the retries.
type bapcConfig struct {
	solution string
	salt     string
	retries  int
}

// bapcReader reads one generators.yaml.
type bapcReader struct {
	plan   *BAPCPlan
	dir    string // the package
	consts *Package
	width  int // the digits of a numbered case: as many as the file's numbered cases need
	next   int // the next numbered case's number
	// known are the cases and groups read so far by their key, each with
	// the cases it holds, for include:.
	known map[string][][]BAPCCase
}

// ReadBAPCPlan reads the generators.yaml of the package in dir, as
// BAPCtools reads it; nil when it has none. What breaks BAPCtools' rules
// is an error naming the file, the line and the key.
func ReadBAPCPlan(dir string) (*BAPCPlan, error) {
	file := filepath.Join(dir, BAPCGeneratorsFile)
	b, err := os.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	doc, err := parseYAML(file, b)
	if err != nil {
		return nil, err
	}
	if doc.kind != mapNode {
		return nil, yamlErr(file, doc, "want a mapping (solution: ..., data: ...), found %s", doc.kind)
	}
	r := &bapcReader{plan: &BAPCPlan{Path: file, Generators: map[string][]string{}, Settings: map[string]string{}},
		dir: dir, known: map[string][][]BAPCCase{}}
	if r.consts, r.plan.Dialogue, err = problemOf(dir); err != nil {
		return nil, err
	}
	r.plan.consts = r.consts
	if err := r.readGenerators(doc.get("generators")); err != nil {
		return nil, err
	}
	cfg, err := r.config(bapcConfig{retries: 1}, doc)
	if err != nil {
		return nil, err
	}
	r.plan.readSettings("", doc)
	data := doc.get("data")
	if data.null() {
		return r.plan, nil
	}
	if data.kind != mapNode {
		return nil, yamlErr(file, data, "data: want a mapping of test groups (sample, secret), found %s", data.kind)
	}
	r.width = len(strconv.Itoa(numbered(doc)))
	for _, group := range bapcRoots {
		if n := data.get(group); n != nil {
			cases, err := r.group(group, group, n, cfg)
			if err != nil {
				return nil, err
			}
			r.plan.Cases = append(r.plan.Cases, cases...)
		}
	}
	return r.plan, nil
}

// problemOf reads what generators.yaml needs of the problem.yaml in dir:
// its constants, and whether the problem is interactive or multi-pass. A
// problem.yaml that does not parse is Read's to report.
func problemOf(dir string) (*Package, bool, error) {
	p := &Package{}
	path := filepath.Join(dir, "problem.yaml")
	b, err := os.ReadFile(path)
	if err != nil {
		return p, false, nil
	}
	doc, err := parseYAML(path, b)
	if err != nil {
		return p, false, nil
	}
	if err := p.readConstants(path, doc.get("constants")); err != nil {
		return nil, false, err
	}
	for _, key := range []string{"type", "validation"} {
		if n := doc.get(key); !n.null() {
			words, _ := wordsOf(path, n)
			for _, w := range words {
				if w == "interactive" || w == "multi-pass" {
					return p, true, nil
				}
			}
		}
	}
	return p, false, nil
}

// readGenerators reads the generators: list, n: each name a list of
// files under generators/.
func (r *bapcReader) readGenerators(n *node) error {
	if n.null() {
		return nil
	}
	if n.kind != mapNode {
		return yamlErr(r.plan.Path, n, "generators: want a mapping of names to lists of files, found %s", n.kind)
	}
	for i, name := range n.keys {
		v := n.values[i]
		if v.kind != seqNode || len(v.values) == 0 {
			return yamlErr(r.plan.Path, v, "generators.%s: want a list of files under generators/, the main one first, found %s", name, v.kind)
		}
		for _, f := range v.values {
			p, err := r.local(f, "generators."+name)
			if err != nil {
				return err
			}
			r.plan.Generators[name] = append(r.plan.Generators[name], p)
		}
	}
	return nil
}

// local is the path under generators/ that n names, for key.
func (r *bapcReader) local(n *node, key string) (string, error) {
	rel := path.Clean(n.value)
	if n.kind != scalarNode || n.null() || path.IsAbs(rel) || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", yamlErr(r.plan.Path, n, "%s: want a path under generators/, found %q", key, n.value)
	}
	return filepath.Join(r.dir, "generators", filepath.FromSlash(rel)), nil
}

// config is cfg with what the test group or case n sets of it.
func (r *bapcReader) config(cfg bapcConfig, n *node) (bapcConfig, error) {
	if n.kind != mapNode {
		return cfg, nil
	}
	if s := n.get("solution"); s != nil {
		cfg.solution = ""
		if !s.null() {
			if s.kind != scalarNode || !strings.HasPrefix(s.value, "/") {
				return cfg, yamlErr(r.plan.Path, s, "solution: want a path from the problem's folder, as /submissions/accepted/x.py, found %q", s.value)
			}
			cfg.solution = filepath.Join(r.dir, filepath.FromSlash(path.Clean(s.value)))
		}
	}
	if s := n.get("random_salt"); !s.null() {
		cfg.salt = s.value
	}
	if s := n.get("retries"); !s.null() {
		k, err := strconv.Atoi(s.value)
		if err != nil || k < 1 {
			return cfg, yamlErr(r.plan.Path, s, "retries: want a whole number of at least 1, found %q", s.value)
		}
		cfg.retries = k
	}
	return cfg, nil
}

// isCase reports whether n is a case rather than a test group: a
// command, nothing, or a mapping with a key only a case has.
func isCase(n *node) bool {
	if n.kind != mapNode {
		return true
	}
	for _, k := range caseKeys {
		if n.get(k) != nil {
			return true
		}
	}
	return false
}

// numbered counts the cases of n's data: lists and of the groups in it,
// each count: as many cases as it counts: BAPCtools numbers them all
// with as many digits as their number has.
func numbered(n *node) int {
	data := n.get("data")
	if data == nil {
		return 0
	}
	items := []*node{data}
	if data.kind == seqNode {
		items = data.values
	}
	total := 0
	for _, item := range items {
		if item.kind != mapNode {
			continue
		}
		for _, v := range item.values {
			switch {
			case !isCase(v):
				total += numbered(v)
			case data.kind == seqNode:
				counts, err := counts("", "", v)
				if err != nil {
					counts = []int{1}
				}
				total += len(counts)
			}
		}
	}
	return total
}

// group reads the test group n, whose key is key and whose path under
// data/ is name, and returns its cases, those it includes among them.
func (r *bapcReader) group(key, name string, n *node, cfg bapcConfig) ([]BAPCCase, error) {
	if n.kind != mapNode {
		return nil, yamlErr(r.plan.Path, n, "%s: want a test group, a mapping with data:, found %s", name, n.kind)
	}
	cfg, err := r.config(cfg, n)
	if err != nil {
		return nil, err
	}
	r.plan.readSettings(name, n)
	var cases []BAPCCase
	seen := map[string]bool{}
	add := func(cs []BAPCCase, include bool) {
		for _, c := range cs {
			if include {
				c.Name = name + "/" + c.Name[strings.LastIndex(c.Name, "/")+1:]
			}
			if !seen[c.Name] {
				seen[c.Name] = true
				cases = append(cases, c)
			}
		}
	}
	if inc := n.get("include"); !inc.null() {
		if inc.kind != seqNode {
			return nil, yamlErr(r.plan.Path, inc, "%s: include: want a list of keys of cases and test groups above it, found %s", name, inc.kind)
		}
		for _, k := range inc.values {
			switch found := r.known[k.value]; {
			case k.kind != scalarNode || strings.Contains(k.value, "/"):
				return nil, yamlErr(r.plan.Path, k, "%s: include: want the key of a case or test group, not a path, found %q", name, k.value)
			case len(found) == 1:
				add(found[0], true)
			default:
				why := "is not a case or test group above it"
				if len(found) > 1 {
					why = "names several"
				}
				r.plan.warn(k, "%s: include: %q %s; left out, as BAPCtools leaves it", name, k.value, why)
			}
		}
	}
	data := n.get("data")
	if data.null() {
		r.known[key] = append(r.known[key], cases)
		return cases, nil
	}
	var items []*node
	switch data.kind {
	case mapNode:
		items = []*node{data}
	case seqNode:
		items = data.values
	default:
		return nil, yamlErr(r.plan.Path, data, "%s: data: want a mapping or a list, found %s", name, data.kind)
	}
	groups, nextGroup := 0, 1
	for _, item := range items {
		for _, v := range item.values {
			if !isCase(v) {
				groups++
			}
		}
	}
	for _, item := range items {
		if item.kind != mapNode || data.kind == seqNode && len(item.keys) != 1 {
			return nil, yamlErr(r.plan.Path, item, "%s: data: want a list of one-key mappings (- name: case), found %s", name, item.kind)
		}
		for _, i := range sortedIndex(item.keys) {
			k, v := item.keys[i], item.values[i]
			if item.keyNodes[i].null() {
				k = "" // ~ names nothing, as "" does
			}
			if data.kind == mapNode && k == "" {
				return nil, yamlErr(r.plan.Path, item.keyNodes[i], "%s: data: an empty key: only a list's cases may go without a name", name)
			}
			if !isCase(v) {
				child := k
				if data.kind == seqNode {
					child = numberedName(k, nextGroup, len(strconv.Itoa(groups)))
					nextGroup++
				}
				cs, err := r.group(k, name+"/"+child, v, cfg)
				if err != nil {
					return nil, err
				}
				add(cs, false)
				continue
			}
			cs, err := r.cases(k, name, v, cfg, data.kind == seqNode)
			if err != nil {
				return nil, err
			}
			r.known[k] = append(r.known[k], cs)
			add(cs, false)
		}
	}
	r.known[key] = append(r.known[key], cases)
	return cases, nil
}

// sortedIndex is the order BAPCtools reads a mapping's entries in: by key.
func sortedIndex(keys []string) []int {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return keys[idx[a]] < keys[idx[b]] })
	return idx
}

// numberedName is the name of the i-th case or group of a list, key its
// key: the number in width digits, then -key unless key is empty.
func numberedName(key string, i, width int) string {
	s := fmt.Sprintf("%0*d", width, i)
	if key != "" {
		s += "-" + key
	}
	return s
}

// counts reads the count: of the case n, name: a number from 1 to 100
// (1 to N), a list of numbers, or LO..=HI; [1] without one. key names it
// in errors, file being the generators.yaml.
func counts(file, name string, n *node) ([]int, error) {
	c := n.get("count")
	if c == nil {
		return []int{1}, nil
	}
	bad := func(format string, args ...any) error {
		return yamlErr(file, c, "%s: count: %s", name, fmt.Sprintf(format, args...))
	}
	var list []int
	switch {
	case c.kind == seqNode:
		seen := map[int]bool{}
		for _, v := range c.values {
			k, err := strconv.Atoi(v.value)
			if err != nil || v.kind != scalarNode || v.quoted || seen[k] {
				return nil, bad("want a list of distinct whole numbers, found %q", v.value)
			}
			seen[k] = true
			list = append(list, k)
		}
	case c.kind == scalarNode && countRange.MatchString(c.value):
		m := countRange.FindStringSubmatch(c.value)
		lo, _ := strconv.Atoi(m[1])
		hi, _ := strconv.Atoi(m[2])
		if lo > hi || hi-lo >= 100 {
			return nil, bad("want LO..=HI with LO <= HI, at most 100 numbers, found %q", c.value)
		}
		for k := lo; k <= hi; k++ {
			list = append(list, k)
		}
	default:
		k, err := strconv.Atoi(c.value)
		if err != nil || c.quoted || k < 1 || k > 100 {
			return nil, bad("want a number from 1 to 100, a list of numbers or LO..=HI, found %q", c.value)
		}
		for i := 1; i <= k; i++ {
			list = append(list, i)
		}
	}
	if len(list) == 0 || len(list) > 100 {
		return nil, bad("want from 1 to 100 cases, found %d", len(list))
	}
	return list, nil
}

// cases reads the case key, n, of the test group group: one case, or as
// many as its count: says, each named -COUNT after its name; in a list
// (inList), each numbered too.
func (r *bapcReader) cases(key, group string, n *node, cfg bapcConfig, inList bool) ([]BAPCCase, error) {
	where := group + "/" + key
	list, err := counts(r.plan.Path, where, n)
	if err != nil {
		return nil, err
	}
	// BAPCtools pads the counts with zeros where they are consecutive.
	pad := 0
	if list[len(list)-1]-list[0] == len(list)-1 {
		for _, k := range list {
			pad = max(pad, len(strconv.Itoa(k)))
		}
	}
	if cfg, err = r.config(cfg, n); err != nil {
		return nil, err
	}
	var cs []BAPCCase
	for _, k := range list {
		name := key
		if inList {
			name = numberedName(key, r.next+1, r.width)
			r.next++
		}
		if n.get("count") != nil {
			name += fmt.Sprintf("-%0*d", pad, k)
		}
		c, ok, err := r.oneCase(group+"/"+name, n, cfg, k)
		if err != nil {
			return nil, err
		}
		if ok {
			cs = append(cs, c)
		}
	}
	return cs, nil
}

// oneCase reads the case name, n, the count-th of its count:; ok is false
// for a case the judge has no input of (made by hand into data/, or a
// download only).
func (r *bapcReader) oneCase(name string, n *node, cfg bapcConfig, count int) (c BAPCCase, ok bool, err error) {
	c = BAPCCase{Name: name, Line: n.line, Retries: cfg.retries, Solution: cfg.solution}
	command := ""
	switch {
	case n.null():
		return c, false, nil
	case n.kind == scalarNode && strings.HasSuffix(n.value, ".in"):
		if err := r.copyFiles(&c, n, strings.TrimSuffix(n.value, ".in")); err != nil {
			return c, false, err
		}
	case n.kind == scalarNode:
		command = n.value
	case n.kind == mapNode:
		if cp := n.get("copy"); !cp.null() {
			if err := r.copyFiles(&c, cp, cp.value); err != nil {
				return c, false, err
			}
		}
		for _, f := range []struct {
			key string
			to  **string
		}{{"in", &c.In}, {"ans", &c.Ans}} {
			if v := n.get(f.key); v != nil {
				if v.kind != scalarNode {
					return c, false, yamlErr(r.plan.Path, v, "%s: %s: want the file's text, found %s", name, f.key, v.kind)
				}
				text := v.value
				if text != "" && !strings.HasSuffix(text, "\n") {
					text += "\n" // as bt generate writes a file given inline
				}
				*f.to = &text
			}
		}
		if g := n.get("generate"); g != nil {
			if g.kind != scalarNode || g.null() {
				return c, false, yamlErr(r.plan.Path, g, "%s: generate: want a command, found %s", name, g.kind)
			}
			command = g.value
		}
	default:
		return c, false, yamlErr(r.plan.Path, n, "%s: want a command or a case (in:, ans:, copy:, generate:), found %s", name, n.kind)
	}
	if command == "" {
		return c, c.In != nil, nil
	}
	command = r.consts.Substitute(command)
	if n.get("count") != nil {
		command = strings.ReplaceAll(command, "{count}", strconv.Itoa(count))
	}
	words, err := splitCommand(command)
	if err != nil || len(words) == 0 {
		return c, false, yamlErr(r.plan.Path, n, "%s: generate: want a command, found %q", name, command)
	}
	if len(seedUse.FindAllString(strings.Join(words[1:], " "), -1)) > 1 {
		return c, false, yamlErr(r.plan.Path, n, "%s: generate: {seed} more than once in %q: BAPCtools allows one", name, command)
	}
	if _, listed := r.plan.Generators[words[0]]; !listed {
		p, err := r.local(&node{kind: scalarNode, value: words[0], line: n.line, col: n.col}, name+": generate")
		if err != nil {
			return c, false, err
		}
		if _, err := os.Stat(p); err != nil {
			return c, false, yamlErr(r.plan.Path, n, "%s: generate: no generator %q: want a file or folder of generators/ or a name of generators:", name, words[0])
		}
	}
	for i := range words[1:] {
		words[i+1] = strings.ReplaceAll(words[i+1], "{name}", "testcase")
	}
	salt := cfg.salt
	if count != 1 {
		salt += fmt.Sprintf(":%d", count-1)
	}
	sum := sha512.Sum512([]byte(salt + strings.TrimSpace(command)))
	c.Command, c.Seed, c.In = words, int(binary.BigEndian.Uint32(sum[60:])&0x7fffffff), nil
	return c, true, nil
}

// copyFiles gives c the files base.in and base.ans under generators/ that
// copy: (at n) names, as BAPCtools copies them.
func (r *bapcReader) copyFiles(c *BAPCCase, n *node, base string) error {
	p, err := r.local(&node{kind: scalarNode, value: base, line: n.line, col: n.col}, c.Name+": copy")
	if err != nil {
		return err
	}
	for _, f := range []struct {
		ext string
		to  **string
	}{{".in", &c.In}, {".ans", &c.Ans}} {
		b, err := os.ReadFile(p + f.ext)
		switch {
		case errors.Is(err, fs.ErrNotExist) && f.ext == ".ans":
			continue
		case err != nil:
			return yamlErr(r.plan.Path, n, "%s: copy: %v", c.Name, err)
		}
		text := string(b)
		*f.to = &text
	}
	return nil
}

// splitCommand splits a command into words as BAPCtools does (Python's
// shlex.split): at white space, '...' and "..." quoting it, a backslash
// escaping the next character ("\\" and "\"" alone inside "...").
func splitCommand(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
			continue
		case c == '\\' && i+1 < len(s):
			i++
			w.WriteByte(s[i])
		case c == '\'' || c == '"':
			end := i + 1
			for ; end < len(s) && s[end] != c; end++ {
				if c == '"' && s[end] == '\\' && end+1 < len(s) && (s[end+1] == '"' || s[end+1] == '\\') {
					end++
				}
				w.WriteByte(s[end])
			}
			if end == len(s) {
				return nil, fmt.Errorf("no closing %c", c)
			}
			i = end
		default:
			w.WriteByte(c)
		}
		inWord = true
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}

// readSettings keeps the settings file that the group name, n, gives.
func (plan *BAPCPlan) readSettings(name string, n *node) {
	for _, file := range settingsFiles {
		if v := n.get(file); !v.null() {
			plan.Settings[strings.TrimPrefix(name+"/"+file, "/")] = flowYAML(v)
		}
	}
}

// flowYAML writes n as YAML in flow style, its scalars quoted as JSON quotes
// strings, which YAML reads alike.
func flowYAML(n *node) string {
	switch n.kind {
	case mapNode:
		var parts []string
		for i, k := range n.keys {
			parts = append(parts, strconv.Quote(k)+": "+flowYAML(n.values[i]))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case seqNode:
		var parts []string
		for _, v := range n.values {
			parts = append(parts, flowYAML(v))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	if n.null() {
		return "null"
	}
	return strconv.Quote(n.value)
}

func (plan *BAPCPlan) warn(n *node, format string, args ...any) {
	plan.Warnings = append(plan.Warnings, fmt.Sprintf("%s:%d: %s", plan.Path, n.line, fmt.Sprintf(format, args...)))
}
