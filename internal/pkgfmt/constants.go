package pkgfmt

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"
)

// constantName is what a constant, and each way to write it, is named.
var constantName = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]*$`)

// constantUse is a constant where the 2025-09 format substitutes it:
// {{NAME}} or {{NAME.VARIANT}}.
var constantUse = regexp.MustCompile(`\{\{([a-zA-Z_][a-zA-Z0-9_]*(\.[a-zA-Z_][a-zA-Z0-9_]*)?)\}\}`)

// readConstants reads problem.yaml's constants, n: a constant is a
// scalar, its value, or a mapping of the ways to write it, value among
// them (FIVE: {value: 5, ROMAN: V}).
func (p *Package) readConstants(path string, n *node) error {
	if n.null() {
		return nil
	}
	if n.kind != mapNode {
		return yamlErr(path, n, "constants: want a mapping of names to values (MAX_N: 1000), found %s", n.kind)
	}
	p.Constants = map[string]string{}
	for i, name := range n.keys {
		v := n.values[i]
		if !constantName.MatchString(name) {
			return yamlErr(path, v, "constants: %q is not a name (a letter or _, then letters, digits or _)", name)
		}
		switch {
		case v.kind == scalarNode && !v.null():
			p.Constants[name], p.Constants[name+".value"] = v.value, v.value
			continue
		case v.kind != mapNode || v.get("value").null():
			return yamlErr(path, v, "constants.%s: want a value, or a mapping of ways to write it with its value (value: 5), found %s", name, v.kind)
		}
		for j, variant := range v.keys {
			w := v.values[j]
			if !constantName.MatchString(variant) || w.kind != scalarNode || w.null() {
				return yamlErr(path, w, "constants.%s.%s: want a name and a scalar value", name, variant)
			}
			p.Constants[name+"."+variant] = w.value
		}
		p.Constants[name] = p.Constants[name+".value"]
	}
	return nil
}

// Substitute is s with the package's constants in it, as the 2025-09
// format substitutes them in validators and their arguments; a {{...}}
// that names no constant is left as it is.
func (p *Package) Substitute(s string) string {
	if len(p.Constants) == 0 {
		return s
	}
	return constantUse.ReplaceAllStringFunc(s, func(use string) string {
		if v, ok := p.Constants[use[2:len(use)-2]]; ok {
			return v
		}
		return use
	})
}

// SubstituteValidator copies the output validator's files (a file or a
// folder) into the folder dir, with the package's constants substituted
// in each, and makes the copy the package's validator: its sources then
// read as the format means them. A package without constants, or
// without a validator, is left as it is.
func (p *Package) SubstituteValidator(dir string) error {
	if len(p.Constants) == 0 || p.Validator == "" {
		return nil
	}
	to := filepath.Join(dir, filepath.Base(p.Validator))
	err := filepath.WalkDir(p.Validator, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(p.Validator, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(dst, 0o755)
		case !d.Type().IsRegular():
			return nil // a link or a special file: not the validator's source
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		st, err := d.Info()
		if err != nil {
			return err
		}
		if utf8.Valid(b) && strings.Contains(string(b), "{{") { // a text file that may use one
			b = []byte(p.Substitute(string(b)))
		}
		return os.WriteFile(dst, b, st.Mode().Perm())
	})
	if err == nil {
		p.Validator = to
	}
	return err
}
