package pkgfmt

import (
	"fmt"
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

// BAPCHeader is the header BAPCtools' C++ validators include: its
// packages link it from BAPCtools' own folder of headers
// (bapctools/resources/headers) rather than ship it, so a package copied
// without BAPCtools has a link that leads nowhere, or none.
const BAPCHeader = "validation.h"

// includesBAPCHeader is a C or C++ line that includes BAPCHeader.
var includesBAPCHeader = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*include[ \t]*["<]validation\.h[">]`)

// PrepareValidator copies the output validator's files (a file or a
// folder) into the folder dir where the judge must change them, and
// makes the copy the package's validator: the package's constants
// substituted in each, as the 2025-09 format means them, and BAPCtools'
// validation.h taken from the folder headers beside each C or C++ source
// that includes it where the package lacks it. A link is copied as the
// file it leads to. Without headers (""), a validator that needs
// validation.h is an error naming its source and how to give the
// folder. A validator that needs neither is left as it is.
func (p *Package) PrepareValidator(dir, headers string) error {
	if p.Validator == "" {
		return nil
	}
	needs, err := p.needsBAPCHeader()
	if err != nil || len(p.Constants) == 0 && len(needs) == 0 {
		return err
	}
	if len(needs) > 0 {
		if _, err := os.Stat(filepath.Join(headers, BAPCHeader)); headers == "" || err != nil {
			return fmt.Errorf("%s: includes BAPCtools' %s, which the package lacks (BAPCtools links it from its own headers folder): give that folder, bapctools/resources/headers of BAPCtools, as JUDGE_BAPCTOOLS_HEADERS=DIR", needs[0], BAPCHeader)
		}
	}
	to := filepath.Join(dir, filepath.Base(p.Validator))
	err = filepath.WalkDir(p.Validator, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(p.Validator, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		st, err := os.Stat(path) // through a link
		if err != nil || !st.Mode().IsRegular() {
			return nil // a link that leads nowhere, or a special file: not the validator's source
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if utf8.Valid(b) && strings.Contains(string(b), "{{") { // a text file that may use one
			b = []byte(p.Substitute(string(b)))
		}
		return os.WriteFile(dst, b, st.Mode().Perm())
	})
	if err != nil {
		return err
	}
	for _, src := range needs {
		rel, err := filepath.Rel(p.Validator, filepath.Dir(src))
		if err != nil {
			return err
		}
		if err := copyFile(filepath.Join(to, rel, BAPCHeader), filepath.Join(headers, BAPCHeader)); err != nil {
			return err
		}
	}
	p.Validator = to
	return nil
}

// needsBAPCHeader lists the output validator's C and C++ sources that
// include validation.h where no such file is beside them.
func (p *Package) needsBAPCHeader() ([]string, error) {
	var needs []string
	err := filepath.WalkDir(p.Validator, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		switch strings.ToLower(filepath.Ext(path)) {
		case ".c", ".cc", ".cpp", ".cxx", ".c++", ".h", ".hpp":
		default:
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		beside := filepath.Join(filepath.Dir(path), BAPCHeader)
		if st, err := os.Stat(beside); includesBAPCHeader.Match(b) && path != beside && (err != nil || !st.Mode().IsRegular()) {
			needs = append(needs, path)
		}
		return nil
	})
	return needs, err
}

// copyFile copies the file from to the path to.
func copyFile(to, from string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}
