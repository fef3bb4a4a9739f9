// Package bundle turns a main package and the packages of its module that
// it imports into one self-contained file, as an online judge takes a
// solution: standard library imports only, the declarations the program
// reaches, and each name spelt so that it means what it meant.
//
// A bundle is made for a Target, the Go release and platform of the judge
// it is sent to, in four steps on the type-checked syntax trees, never on
// text search: load (parse with the files the target's build constraints
// choose, and type-check at the module's own Go version), reach (what
// main, the init functions and the variables' initialisers need, with
// every method of every kept type), rename (a spelling for each top-level
// name, checked against every scope that uses it) and print (each
// declaration's own source, edited at the identifiers' positions, in Go's
// initialisation order). Between reach and print, what is kept is checked
// against the target: a language feature or a standard library API newer
// than it, or a loop variable that only go1.22's loops give each
// iteration, is refused, with where it is and the version it needs.
//
// Check builds the bundles with the targets' own toolchains and runs them
// beside the original programs.
package bundle

import (
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"strings"
)

// Bundle returns the one file equivalent to the main package in dir,
// which must lie in a module (a directory with go.mod, here or above),
// headed by the comment header and, unless the target is Default on
// linux/amd64, a line naming the target. It refuses a program whose kept
// code needs a newer Go than the target runs.
func (b *Bundler) Bundle(dir, header string) ([]byte, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	root, err := moduleRoot(dir)
	if err != nil {
		return nil, err
	}
	l, err := b.newLoader(root)
	if err != nil {
		return nil, err
	}
	path := l.module
	if rel, _ := filepath.Rel(root, dir); rel != "." {
		path += "/" + filepath.ToSlash(rel)
	}
	main, err := l.load(path)
	if err != nil {
		return nil, err
	}
	if name := main.types.Name(); name != "main" {
		return nil, fmt.Errorf("%s is package %s, not a command (package main)", path, name)
	}
	order := l.packageOrder(main)
	var all, kept []*decl
	for _, p := range order {
		all = append(all, l.index(p)...)
	}
	keep := l.reach(all, main)
	for _, d := range all {
		if keep[d] {
			kept = append(kept, d)
		}
	}
	newer, err := l.checkTarget(order, kept)
	if err != nil {
		return nil, err
	}
	if len(newer) > 0 {
		return nil, fmt.Errorf("%s needs a newer Go:\n\t%s", path, strings.Join(newer, "\n\t"))
	}
	if b.target != Default {
		if header != "" {
			header += "//\n"
		}
		header += "// Built for " + l.target.String() + ".\n"
	}
	src, err := format.Source(l.print(header, order, kept, l.name(order, kept, main)))
	if err != nil {
		return nil, fmt.Errorf("the bundle of %s does not parse: %v", path, err)
	}
	if err := l.verify(src); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return src, nil
}

// moduleRoot returns the directory holding go.mod, from dir up.
func moduleRoot(dir string) (string, error) {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("%s is not in a Go module (no go.mod here or above)", dir)
		}
	}
}
