package main

import (
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/problem"
	"gametheory/internal/proc"
	"gametheory/internal/scaffold"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// A goPackage is a main package of the module to build, or a source of a
// problem's (problemProgram), and the argv that gets the binary.
type goPackage struct {
	pkg    string    // as go build takes it: "./problems/p1247"; "" for a source
	to     *[]string // set to the binary, once built
	source string    // a source file or folder, built as -c builds one
}

// roles name a problem's programs, as errors say them.
var roles = map[string]string{"": "solution", "gen": "generator", "brute": "brute force", "interactor": "jury"}

// problemProgram finds a program of the project's problem id, to build
// into *to: its solution (role ""), generator ("gen"), brute force
// ("brute") or jury ("interactor"). It is the Go package problems/<id>
// (problems/<id>/ROLE), else the source file problems/<id>/main.EXT
// (ROLE.EXT; a folder problems/<id>/ROLE of sources, a program of several
// files) in a language the judge knows, as judge new -lang writes them.
func problemProgram(root, id, role string, to *[]string) (goPackage, error) {
	rel := "problems/" + id
	base := "main"
	if role != "" {
		rel, base = rel+"/"+role, role
	}
	dir := filepath.Join(root, filepath.FromSlash(rel))
	if hasGoFiles(dir) {
		return goPackage{pkg: "./" + rel, to: to}, nil
	}
	if role != "" && isDir(dir) {
		return goPackage{source: dir, to: to}, nil
	}
	entries, _ := os.ReadDir(filepath.Join(root, "problems", id))
	var found []string
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if _, known := build.Defaults[ext]; known && !e.IsDir() && strings.EqualFold(strings.TrimSuffix(e.Name(), filepath.Ext(e.Name())), base) {
			found = append(found, e.Name())
		}
	}
	switch len(found) {
	case 1:
		return goPackage{source: filepath.Join(root, "problems", id, found[0]), to: to}, nil
	case 0:
		return goPackage{}, fmt.Errorf("%s has no %s: the Go package %s, or a source file problems/%s/%s.EXT (judge new writes one)", id, roles[role], rel, id, base)
	}
	return goPackage{}, fmt.Errorf("%s has several %ss: %s; keep one", id, roles[role], strings.Join(found, ", "))
}

// hasGoFiles reports whether dir holds a .go file.
func hasGoFiles(dir string) bool {
	m, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	return len(m) > 0
}

// stub reports whether the program b builds is still the template judge
// new wrote: whether one of its files says scaffold.StubMark.
func stub(root string, b goPackage) (string, bool) {
	path := b.source
	if path == "" {
		path = filepath.Join(root, filepath.FromSlash(b.pkg))
	}
	var files []string
	if isDir(path) {
		entries, _ := os.ReadDir(path)
		for _, e := range entries {
			files = append(files, filepath.Join(path, e.Name()))
		}
	} else {
		files = []string{path}
	}
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), scaffold.StubMark) {
			rel, _ := filepath.Rel(root, f)
			return filepath.ToSlash(rel), true
		}
	}
	return "", false
}

// interactorOf sets argv to the jury of the interactive problem p: its
// problem.json's interactor, a package of the module to build (which it
// returns) or else a command, whose program, if a path under the module,
// is taken from the module's root.
func interactorOf(root string, p *problem.Problem, argv *[]string) ([]goPackage, error) {
	// (p.Interactor is relative to root, with slashes.)
	if p.Interactor == "" {
		return nil, fmt.Errorf("%s is interactive, but its problem.json names no interactor: add one, or give -interactor", p.ID)
	}
	if isDir(filepath.Join(root, p.Interactor)) {
		return []goPackage{{pkg: "./" + filepath.ToSlash(p.Interactor), to: argv}}, nil
	}
	if src := filepath.Join(root, p.Interactor); fileExists(src) && build.Defaults[strings.ToLower(filepath.Ext(src))].Run != nil {
		return []goPackage{{source: src, to: argv}}, nil
	}
	cmd, err := proc.Command(p.Interactor)
	if err != nil {
		return nil, fmt.Errorf("%s: interactor %v", p.ID, err)
	}
	if path := filepath.Join(root, cmd[0]); !filepath.IsAbs(cmd[0]) && fileExists(path) {
		cmd[0] = path
	}
	*argv = cmd
	return nil, nil
}

// buildPrograms builds bs into a temporary directory that cleanup
// removes, with as few go builds as it can, so that the packages they
// share compile once: go build -o DIR/ names each binary after its
// package's directory, so packages of the same name (every problem's
// interactor) go to directories of their own.
func buildPrograms(root string, bs []goPackage) (cleanup func(), err error) {
	cleanup = func() {}
	var gos []goPackage
	for _, b := range bs {
		if b.pkg != "" {
			gos = append(gos, b)
			continue
		}
		if *b.to, err = buildSource(b.source); err != nil {
			return cleanup, err
		}
	}
	bs = gos
	if len(bs) == 0 {
		return cleanup, nil
	}
	bin, err := os.MkdirTemp("", "judge-bin-")
	if err != nil {
		return cleanup, err
	}
	cleanup = func() { os.RemoveAll(bin) }
	for round := 0; len(bs) > 0; round++ {
		dir := filepath.Join(bin, strconv.Itoa(round))
		names := map[string]bool{}
		var pkgs []string
		var later []goPackage
		for _, b := range bs {
			name := path.Base(b.pkg)
			if names[name] {
				later = append(later, b)
				continue
			}
			names[name] = true
			pkgs = append(pkgs, b.pkg)
			*b.to = []string{filepath.Join(dir, name)}
		}
		if err := goBuild(root, dir, pkgs); err != nil {
			return cleanup, err
		}
		bs = later
	}
	return cleanup, nil
}

// buildSource builds a problem's source into the judge's cache and
// returns the argv that runs it. Not compiling is the judge's error.
func buildSource(path string) ([]string, error) {
	b, err := build.New()
	if err != nil {
		return nil, err
	}
	p, err := b.Build(path)
	if ce, ok := err.(*build.CompileError); ok {
		return nil, notCompiling(path, ce)
	}
	if err != nil {
		return nil, err
	}
	return p.Argv, nil
}

// goBuild builds the main packages pkgs of the module at root into dir,
// each named after its directory.
func goBuild(root, dir string, pkgs []string) error {
	args := append([]string{"build", "-o", dir + string(filepath.Separator)}, pkgs...)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s failed: %v\n%s", strings.Join(pkgs, " "), err, out)
	}
	return nil
}
