package pkgfmt

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// BAPCGeneratorsFile is where BAPCtools' generators.yaml is in a
// package: it describes the cases of data/, which bt generate makes.
var BAPCGeneratorsFile = filepath.Join("generators", "generators.yaml")

// A BAPCPlan is the cases of sample/ and secret/ that a package's
// generators/generators.yaml describes, as BAPCtools reads it: each an
// input given inline or made by a generator, its answer given inline or
// made by the solution.
type BAPCPlan struct {
	Path     string // the generators.yaml
	Solution string // the solution's path, "" for none
	// Dialogue says the problem is interactive or multi-pass: a case
	// without an answer gets an empty one, as bt generate writes it.
	Dialogue bool
	Cases    []BAPCCase
	// Settings are the test groups' settings files it gives, by the
	// file's path under data/ ("secret/test_group.yaml"): their YAML, in
	// flow style.
	Settings map[string]string
	// Warnings name what the judge does not make (count:, copy:,
	// include:, a generator of the generators: list), each a line, its
	// cases left out.
	Warnings []string
}

// A BAPCCase is one case of a BAPCPlan.
type BAPCCase struct {
	Name    string // relative to data/, with slashes: "secret/03-max"
	Line    int
	In, Ans *string // given inline, or nil
	// Command is the generator, a path from generators/, and its
	// arguments, {name} and {seed} replaced: the seed is a hash of the
	// command as written, so that the same command makes the same case.
	Command []string
}

// seedUse is a seed in a generator's command: {seed} or {seed:N}.
var seedUse = regexp.MustCompile(`\{seed(:[0-9]+)?\}`)

// ReadBAPCPlan reads the generators.yaml of the package in dir, as
// BAPCtools reads it; nil when it has none.
func ReadBAPCPlan(dir string) (*BAPCPlan, error) {
	path := filepath.Join(dir, BAPCGeneratorsFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	doc, err := parseYAML(path, b)
	if err != nil {
		return nil, err
	}
	if doc.kind != mapNode {
		return nil, yamlErr(path, doc, "want a mapping (solution: ..., data: ...), found %s", doc.kind)
	}
	plan := &BAPCPlan{Path: path, Dialogue: dialogueProblem(dir), Settings: map[string]string{}}
	plan.readSettings("", doc)
	if n := doc.get("solution"); !n.null() {
		plan.Solution = filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(n.value, "/")))
	}
	named := map[string]bool{} // the programs of the generators: list
	if g := doc.get("generators"); g != nil && g.kind == mapNode {
		for _, k := range g.keys {
			named[k] = true
		}
	}
	data := doc.get("data")
	if data.null() {
		return plan, nil
	}
	if data.kind != mapNode {
		return nil, yamlErr(path, data, "data: want a mapping of test groups (sample, secret), found %s", data.kind)
	}
	for i, group := range data.keys {
		if group == "sample" || group == "secret" {
			if err := plan.readGroup(group, data.values[i], named); err != nil {
				return nil, err
			}
		}
	}
	return plan, nil
}

// dialogueProblem reports whether the problem.yaml in dir makes the
// problem interactive or multi-pass; a problem.yaml that does not parse
// is Read's to report.
func dialogueProblem(dir string) bool {
	path := filepath.Join(dir, "problem.yaml")
	b, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	doc, err := parseYAML(path, b)
	if err != nil {
		return false
	}
	for _, key := range []string{"type", "validation"} {
		if n := doc.get(key); !n.null() {
			words, _ := wordsOf(path, n)
			for _, w := range words {
				if w == "interactive" || w == "multi-pass" {
					return true
				}
			}
		}
	}
	return false
}

// readGroup reads the test group name, n: a mapping whose data: holds its
// cases and groups, by name or in a list (numbered from 1 as BAPCtools
// numbers them).
func (plan *BAPCPlan) readGroup(name string, n *node, named map[string]bool) error {
	if n.null() {
		return nil
	}
	if n.kind != mapNode {
		return yamlErr(plan.Path, n, "%s: want a test group, a mapping with data:, found %s", name, n.kind)
	}
	plan.readSettings(name, n)
	if inc := n.get("include"); !inc.null() {
		plan.warn(inc, "%s: include: not made here; the cases it names are left out", name)
	}
	data := n.get("data")
	switch {
	case data.null():
		return nil
	case data.kind == mapNode:
		for i, k := range data.keys {
			if err := plan.readItem(name+"/"+k, data.values[i], named); err != nil {
				return err
			}
		}
	case data.kind == seqNode:
		width := len(strconv.Itoa(len(data.values)))
		for i, item := range data.values {
			if item.kind != mapNode || len(item.keys) != 1 {
				return yamlErr(plan.Path, item, "%s: data: want a list of one-key mappings (- name: case), found %s", name, item.kind)
			}
			k := fmt.Sprintf("%0*d", width, i+1)
			if item.keys[0] != "" {
				k += "-" + item.keys[0]
			}
			if err := plan.readItem(name+"/"+k, item.values[0], named); err != nil {
				return err
			}
		}
	default:
		return yamlErr(plan.Path, data, "%s: data: want a mapping or a list, found %s", name, data.kind)
	}
	return nil
}

// readItem reads the case or test group name, n.
func (plan *BAPCPlan) readItem(name string, n *node, named map[string]bool) error {
	if n.kind == mapNode && n.get("data") != nil {
		return plan.readGroup(name, n, named)
	}
	c := BAPCCase{Name: name, Line: n.line}
	command := ""
	switch {
	case n.null():
		return nil // a case made by hand: data/ has it, or nothing does
	case n.kind == scalarNode:
		command = n.value
	case n.kind == mapNode:
		for _, key := range []string{"count", "copy"} {
			if k := n.get(key); k != nil {
				plan.warn(k, "%s: %s: not made here; the case is left out", name, key)
				return nil
			}
		}
		for _, f := range []struct {
			key string
			to  **string
		}{{"in", &c.In}, {"ans", &c.Ans}} {
			if v := n.get(f.key); v != nil {
				if v.kind != scalarNode {
					return yamlErr(plan.Path, v, "%s: %s: want the file's text, found %s", name, f.key, v.kind)
				}
				text := v.value
				*f.to = &text
			}
		}
		if g := n.get("generate"); !g.null() {
			command = g.value
		}
	default:
		return yamlErr(plan.Path, n, "%s: want a command or a case (in:, ans:, generate:), found %s", name, n.kind)
	}
	if command != "" {
		words := strings.Fields(command)
		if named[words[0]] || strings.Contains(command, "{count}") {
			plan.warn(n, "%s: the generator %s: not made here; the case is left out", name, words[0])
			return nil
		}
		base := name[strings.LastIndex(name, "/")+1:]
		for _, w := range words {
			w = seedUse.ReplaceAllStringFunc(w, func(use string) string {
				h := fnv.New32a()
				fmt.Fprintf(h, "%s\n%s", command, use)
				return strconv.Itoa(int(h.Sum32() & 0x7fffffff))
			})
			c.Command = append(c.Command, strings.ReplaceAll(w, "{name}", base))
		}
		c.In = nil
	}
	if c.In == nil && c.Command == nil {
		return nil // no input: a case of in.download alone, or the like
	}
	plan.Cases = append(plan.Cases, c)
	return nil
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
