package build

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// A source is what is built: its bytes and, for Go, the module files and
// the module's packages it imports, whose content is part of its key.
type source struct {
	path, abs string // as given; absolute: the main file, or a Go package's directory
	ext       string
	lang      Lang
	dir       string   // where the compile runs: the file's directory, or the folder's
	several   bool     // a folder or several files, which run in dir (Program.Dir)
	files     []string // every file of the program, absolute, abs among them: {files}
	headers   []string // C, C++: the headers in a program's folder, part of its key
	content   []byte
	deps      []byte   // Go: go.mod, go.sum and the module packages imported
	goRoot    string   // Go: the module's folder, else dir
	goFiles   []string // Go: every file the build reads under goRoot, absolute
	imports   []string // Go: what the program and its module's packages import
	staged    string   // Java: the file name the source is compiled under
	class     string   // Java: the class that holds main
	mainGiven bool     // abs is the main file the caller named
}

// read reads s's content, and what its language needs to know of it.
func (s *source) read() error {
	switch {
	case s.ext == ".go":
		return s.readGo()
	case len(s.files) > 1 || len(s.headers) > 0:
		return s.readFiles()
	case s.ext == ".java":
		b, err := os.ReadFile(s.abs)
		if err != nil {
			return err
		}
		s.content = b
		return s.readJava()
	}
	b, err := os.ReadFile(s.abs)
	s.content = b
	return err
}

// readFiles reads the files of a program of several, and its headers,
// each after its name relative to the program's folder and its length, so
// that a file moved or renamed makes a new key.
func (s *source) readFiles() error {
	var content bytes.Buffer
	for _, f := range append(s.files[:len(s.files):len(s.files)], s.headers...) {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(s.dir, f)
		if err != nil {
			rel = f
		}
		fmt.Fprintf(&content, "%s %d\n", filepath.ToSlash(rel), len(b))
		content.Write(b)
	}
	s.content = content.Bytes()
	if s.ext == ".java" {
		return s.readJavaFiles()
	}
	return nil
}

// readGo reads a Go file, or a package directory's .go files, and the
// files of the module's packages it imports, so that a change to any of
// them makes a new key.
func (s *source) readGo() error {
	files := s.files
	if s.abs == s.dir {
		var err error
		if files, err = goFiles(s.dir); err != nil {
			return err
		}
		if len(files) == 0 {
			return fmt.Errorf("%s: a directory without Go files: not a program", s.path)
		}
	}
	var content bytes.Buffer
	imports, pkg, err := addGoFiles(&content, files, s.path)
	if err != nil {
		return err
	}
	switch {
	case pkg == "" || pkg == "main": // main, or left to the compiler to report
	case s.abs == s.dir:
		return &CompileError{Source: s.path, Output: "no main package in this directory (package main): not a program"}
	default:
		return &CompileError{Source: s.path, Output: fmt.Sprintf("package %s, not main: not a program", pkg)}
	}
	s.content = content.Bytes()
	s.goRoot, s.goFiles, s.imports = s.dir, files, imports
	root, module := goModule(s.dir)
	if root == "" {
		return s.linkedOut()
	}
	s.goRoot = root
	var deps bytes.Buffer
	for _, f := range []string{"go.mod", "go.sum", "go.work"} {
		b, err := os.ReadFile(filepath.Join(root, f))
		fmt.Fprintf(&deps, "%s %d\n", f, len(b))
		deps.Write(b)
		if err == nil && f != "go.work" { // go.work is not read (GOWORK=off)
			s.goFiles = append(s.goFiles, filepath.Join(root, f))
		}
		if f == "go.mod" {
			if out := replacedOut(b, root); out != "" {
				return &CompileError{Source: s.path, Output: fmt.Sprintf("%s: go.mod replaces a module by %s, a folder outside the module's %s: the judge builds a Go program from its module's own files only", s.path, out, root)}
			}
		}
	}
	// The module's packages, transitively: what else can change the
	// program without changing its files.
	seen := map[string]bool{}
	for queue := imports; len(queue) > 0; {
		p := queue[0]
		queue = queue[1:]
		if seen[p] || p != module && !strings.HasPrefix(p, module+"/") {
			continue
		}
		seen[p] = true
		fmt.Fprintf(&deps, "package %s\n", p)
		files, _ := goFiles(filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(strings.TrimPrefix(p, module), "/"))))
		more, _, err := addGoFiles(&deps, files, s.path)
		if err != nil {
			return err
		}
		s.goFiles = append(s.goFiles, files...)
		s.imports = append(s.imports, more...)
		queue = append(queue, more...)
	}
	s.deps = deps.Bytes()
	return s.linkedOut()
}

// linkedOut is a CompileError where one of the files a Go build reads is
// a link out of its module's folder (or the program's, outside any
// module): where a case's answer may lie.
func (s *source) linkedOut() error {
	for _, f := range s.goFiles {
		if !within(s.goRoot, f) {
			rel, _ := filepath.Rel(s.goRoot, f)
			return &CompileError{Source: s.path, Output: fmt.Sprintf("%s: %s is a link out of the folder %s: the judge builds a Go program from its module's own files only", s.path, rel, s.goRoot)}
		}
	}
	return nil
}

// replacedOut returns the first folder a go.mod's replace directives
// (mod, in the module's folder root) name that lies outside root, or "".
// A module replaced by another module's version, not a path, is read
// from the module cache, and none is fetched (GOPROXY=off).
func replacedOut(mod []byte, root string) string {
	block := false
	for _, line := range strings.Split(string(mod), "\n") {
		line, _, _ = strings.Cut(line, "//")
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[0] == "replace" && f[1] == "(":
			block = true
			continue
		case block && len(f) == 1 && f[0] == ")":
			block = false
			continue
		case len(f) > 0 && f[0] == "replace" && !block:
			f = f[1:]
		case !block:
			continue
		}
		_, to, ok := strings.Cut(strings.Join(f, " "), "=>")
		if to := strings.Fields(to); ok && len(to) == 1 {
			// A path: one word, local (./x, ../x) or absolute, as go.mod
			// reads it; a module's version is two words.
			dir := strings.Trim(to[0], "\"`")
			if !filepath.IsAbs(dir) {
				dir = filepath.Join(root, dir)
			}
			if !within(root, dir) {
				return to[0]
			}
		}
	}
	return ""
}

// within reports whether path is dir or lies in it, their links followed
// as far as they lead.
func within(dir, path string) bool {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	rel, err := filepath.Rel(dir, path)
	return err == nil && filepath.IsLocal(rel)
}

// addGoFiles writes each file's name, length and content to buf, and
// returns what they import, sorted, and their package: main if one of
// them is, "" if none parses. A file that does not parse is left to the
// compiler to report; one that is not a regular file (a FIFO, whose read
// would wait for ever) is a CompileError of src, the program.
func addGoFiles(buf *bytes.Buffer, files []string, src string) (imports []string, pkg string, err error) {
	seen := map[string]bool{}
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && !st.Mode().IsRegular() {
			return nil, "", &CompileError{Source: src, Output: fmt.Sprintf("%s: %s is not a regular file (%v): the judge reads only regular files of a Go program", src, f, st.Mode().Type())}
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, "", err
		}
		fmt.Fprintf(buf, "%s %d\n", filepath.Base(f), len(b))
		buf.Write(b)
		file, err := parser.ParseFile(token.NewFileSet(), f, b, parser.ImportsOnly)
		if err != nil {
			continue
		}
		if pkg != "main" {
			pkg = file.Name.Name
		}
		for _, im := range file.Imports {
			if p, err := strconv.Unquote(im.Path.Value); err == nil && !seen[p] {
				seen[p] = true
				imports = append(imports, p)
			}
		}
	}
	sort.Strings(imports)
	return imports, pkg, nil
}

// goFiles lists a directory's .go files, tests left out, sorted.
func goFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			files = append(files, filepath.Join(dir, n))
		}
	}
	return files, nil
}

// goModule finds the go.mod above dir: its directory and module path, or
// "" outside any module.
func goModule(dir string) (root, module string) {
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil {
			for _, line := range strings.Split(string(b), "\n") {
				if f := strings.Fields(line); len(f) >= 2 && f[0] == "module" {
					return dir, strings.Trim(f[1], `"`)
				}
			}
			return dir, ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", ""
		}
		dir = parent
	}
}

// expand fills in a command template for s, its cache entry being dir.
func (s *source) expand(argv []string, dir string) []string {
	return s.expandSrc(argv, dir, s.abs)
}

// expandSrc is expand with src the main file, as the compile sees it (a
// Java source staged under another name). A word that is {files} becomes
// the program's files, one word each.
func (s *source) expandSrc(argv []string, dir, src string) []string {
	r := strings.NewReplacer("{src}", src, "{dir}", dir, "{exe}", filepath.Join(dir, exeName()), "{class}", s.class)
	var out []string
	for _, a := range argv {
		switch {
		case a == "{files}" && len(s.files) > 1:
			out = append(out, s.files...)
		case a == "{files}":
			out = append(out, src)
		default:
			out = append(out, r.Replace(a))
		}
	}
	return out
}
