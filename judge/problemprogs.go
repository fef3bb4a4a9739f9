package main

import (
	"fmt"
	"gametheory/internal/build"
	"gametheory/internal/scaffold"
	"os"
	"path/filepath"
	"strings"
)

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
