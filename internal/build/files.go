package build

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// sourceOf resolves what paths name, one file, one folder or several
// files, into the source to build, main being the main file ("" to find
// it).
func (b *Builder) sourceOf(paths []string, main string) (*source, error) {
	if len(paths) == 0 {
		return nil, fmt.Errorf("no source to build")
	}
	abs := make([]string, len(paths))
	for i, p := range paths {
		a, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		st, err := os.Stat(a)
		switch {
		case err != nil:
			return nil, fmt.Errorf("%s: no such source file", p)
		case st.IsDir() && len(paths) > 1:
			return nil, fmt.Errorf("%s: a folder among several sources; give the folder alone, or its files", p)
		}
		abs[i] = a
	}
	path := strings.Join(paths, " ")
	if st, _ := os.Stat(abs[0]); len(paths) == 1 && st.IsDir() {
		gos, err := goFiles(abs[0])
		if err != nil {
			return nil, err
		}
		if len(gos) > 0 { // a Go package
			return &source{path: path, abs: abs[0], ext: ".go", lang: b.langs[".go"], dir: abs[0], several: true, files: abs}, nil
		}
		files, headers, err := b.folderFiles(abs[0])
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("%s: a folder without a source file the judge knows (%s): not a program", path, strings.Join(b.Known(), " "))
		}
		s, err := b.program(path, abs[0], files, main)
		switch pj := filepath.Join(abs[0], "package.json"); {
		case err == nil && (s.ext == ".c" || family(s.ext) == ".cpp"):
			s.headers = headers
		case err == nil && (s.ext == ".js" || s.ext == ".mjs") && exists(pj):
			// {"type": "module"} makes node read .js files as modules:
			// their syntax is checked with it, and it is part of the key.
			s.headers = []string{pj}
		}
		return s, err
	}
	for i, a := range abs {
		if b.langOf(a) == "" {
			return nil, fmt.Errorf("%s: not a source the judge knows (%s)", paths[i], strings.Join(b.Known(), " "))
		}
	}
	if len(abs) == 1 {
		ext := b.langOf(abs[0])
		return &source{path: path, abs: abs[0], ext: ext, lang: b.langs[ext], dir: filepath.Dir(abs[0]), files: abs}, nil
	}
	if main == "" {
		return b.program(path, "", abs, "")
	}
	m, err := filepath.Abs(main)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(abs, m) { // a file's name, as -main b.py for /x/a.py /x/b.py
		for _, a := range abs {
			if filepath.Base(a) == main {
				m = a
				break
			}
		}
	}
	return b.program(path, filepath.Dir(m), abs, m)
}

// folderFiles lists the files under dir, and in its folders, whose
// extension the builder knows, and the headers that C and C++ include,
// sorted; what starts with a dot is left out.
func (b *Builder) folderFiles(dir string) (files, headers []string, err error) {
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if path != dir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		ext := strings.ToLower(filepath.Ext(path))
		if _, ok := b.langs[ext]; ok && d.Type().IsRegular() {
			files = append(files, path)
		}
		if headerExts[ext] && d.Type().IsRegular() {
			headers = append(headers, path)
		}
		return nil
	})
	sort.Strings(files)
	sort.Strings(headers)
	return files, headers, err
}

// headerExts are the extensions of the files C and C++ include.
var headerExts = map[string]bool{".h": true, ".hh": true, ".hpp": true, ".hxx": true, ".inc": true}

// family is the language of a program of several files that holds files
// of ext: C++'s for .cc, .cxx and .c++, the extension itself for the rest. C
// files beside C++ ones join the C++ program (g++ compiles them as C++).
func family(ext string) string {
	switch ext {
	case ".cc", ".cxx", ".c++":
		return ".cpp"
	}
	return ext
}

// program is the source of a program of several files (from a folder, or
// named one by one), whose folder is dir ("": the main file's). Its
// language is main's, else the only one among the files (C joining C++);
// its files are those of that language.
func (b *Builder) program(path, dir string, files []string, main string) (*source, error) {
	langs := map[string]bool{}
	for _, f := range files {
		langs[family(strings.ToLower(filepath.Ext(f)))] = true
	}
	if langs[".cpp"] {
		delete(langs, ".c")
	}
	var lang string
	switch {
	case main != "":
		lang = family(strings.ToLower(filepath.Ext(main)))
		if lang == ".c" && langs[".cpp"] {
			lang = ".cpp"
		}
	case len(langs) == 1:
		for l := range langs {
			lang = l
		}
	default:
		var names []string
		for l := range langs {
			names = append(names, l)
		}
		sort.Strings(names)
		return nil, fmt.Errorf("%s: files of several languages (%s): say which file is the main one (judge test -main FILE)", path, strings.Join(names, " "))
	}
	var mine []string
	for _, f := range files {
		if fam := family(strings.ToLower(filepath.Ext(f))); fam == lang || lang == ".cpp" && fam == ".c" {
			mine = append(mine, f)
		}
	}
	s := &source{path: path, ext: lang, lang: b.langs[lang], dir: dir, several: true, files: mine}
	if _, ok := b.langs[lang]; !ok {
		return nil, fmt.Errorf("%s: not a source the judge knows (%s)", main, strings.Join(b.Known(), " "))
	}
	if main != "" {
		m, err := b.mainFile(s, main)
		if err != nil {
			return nil, err
		}
		s.abs, s.mainGiven = m, true
	} else if s.abs = s.findMain(); s.abs == "" {
		var names []string
		for _, f := range mine {
			names = append(names, s.rel(f))
		}
		return nil, &MainError{Path: path, Files: mine, msg: fmt.Sprintf("which file is the main one, of %s? Name it main%s, or say which (judge test -main FILE)", strings.Join(names, ", "), lang)}
	}
	if s.dir == "" {
		s.dir = filepath.Dir(s.abs)
	}
	if ext := b.langOf(s.abs); ext != "" && (len(s.files) == 1 || ext != strings.ToLower(filepath.Ext(s.abs))) {
		// Built as a file of its own; or in the language its main file's
		// content says (Python 2, Prolog), not its extension's.
		s.ext, s.lang = ext, b.langs[ext]
	}
	return s, nil
}

// langOf is the language of the source file path, as the extension the
// builder knows it by, or "": its extension's, but for a Python file whose
// #! line asks for Python 2 (#!/usr/bin/env python2), which is Python 2's
// (.py2), as BAPCtools tells them apart; for a .pl file that is Prolog
// (a clause main :- ...), Prolog's (.plg); and, for a file without an
// extension, the language its #! line names (#!/bin/bash: .bash).
func (b *Builder) langOf(path string) string {
	ext := strings.ToLower(filepath.Ext(path))
	lang := ext
	switch {
	case ext == ".py":
		if shebangLang(path) == ".py2" {
			lang = ".py2"
		}
	case ext == "":
		lang = shebangLang(path)
	case ext == ".pl" && prolog(path):
		lang = ".plg"
	}
	if _, ok := b.langs[lang]; !ok {
		return ""
	}
	return lang
}

// prologClause is a line of Prolog that no Perl program has: a clause's
// head and its neck (main :-), or a directive (:- use_module(...)).
var prologClause = regexp.MustCompile(`(?m)^(:-|[a-z]\w*(\([^()]*\))?\s*:-)`)

// prolog reports whether the .pl file at path is Prolog (problemtools and
// BAPCtools name Prolog so), not Perl (DOMjudge's .pl).
func prolog(path string) bool {
	b, err := os.ReadFile(path)
	return err == nil && prologClause.Match(b)
}

// interpreters are the languages of the interpreters a #! line names,
// by name, a version after a dot left out (python3.12).
var interpreters = map[string]string{
	"python": ".py", "python3": ".py", "python2": ".py2", "node": ".js", "nodejs": ".js",
	"bash": ".bash", "sh": ".sh", "perl": ".pl", "awk": ".awk", "gawk": ".awk", "mawk": ".awk", "ruby": ".rb",
}

// shebangLang is the language of the interpreter that the #! line of the
// file path names (#!/usr/bin/python3, #!/usr/bin/env python3), or "".
func shebangLang(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	buf := make([]byte, 256)
	n, _ := io.ReadFull(f, buf)
	line, _, _ := strings.Cut(string(buf[:n]), "\n")
	if !strings.HasPrefix(line, "#!") {
		return ""
	}
	words := strings.Fields(line[2:])
	if len(words) > 0 && filepath.Base(words[0]) == "env" {
		words = words[1:]
		for len(words) > 0 && strings.HasPrefix(words[0], "-") { // env -S
			words = words[1:]
		}
	}
	if len(words) == 0 {
		return ""
	}
	name, _, _ := strings.Cut(filepath.Base(words[0]), ".")
	return interpreters[name]
}

// A MainError is a program of several files whose main file cannot be
// told: none is main.EXT, and several, or none, hold what a main file
// holds.
type MainError struct {
	Path  string   // the program, as given
	Files []string // its files, sorted, the candidates
	msg   string
}

func (e *MainError) Error() string { return e.Path + ": " + e.msg }

// mainFile finds main, a path or a name relative to the program's folder,
// among s's files.
func (b *Builder) mainFile(s *source, main string) (string, error) {
	for _, f := range s.files {
		if f == main || s.dir != "" && f == filepath.Join(s.dir, main) {
			return f, nil
		}
		if a, err := filepath.Abs(main); err == nil && a == f {
			return f, nil
		}
	}
	return "", fmt.Errorf("-main %s: not one of the program's files of %s", main, s.path)
}

// mainMarks are what only a main file has, by language.
var mainMarks = map[string]string{".py": "__main__", ".rs": "fn main"}

// findMain finds the main file of s, where its language needs one: a
// file main.EXT in the program's folder (index.js too), else the only
// file holding what a main file holds, else the only file. It is "" when
// that leaves several.
func (s *source) findMain() string {
	if len(s.files) == 1 || !s.lang.namesMain() {
		return s.files[0]
	}
	for _, name := range []string{"main" + s.ext, "index" + s.ext} {
		for _, f := range s.files {
			if strings.EqualFold(s.rel(f), name) && (name == "main"+s.ext || s.ext == ".js") {
				return f
			}
		}
	}
	mark, ok := mainMarks[s.ext]
	if !ok {
		return ""
	}
	found := ""
	for _, f := range s.files {
		b, err := os.ReadFile(f)
		if err == nil && strings.Contains(string(b), mark) {
			if found != "" {
				return ""
			}
			found = f
		}
	}
	return found
}

// rel is f relative to the program's folder, with slashes.
func (s *source) rel(f string) string {
	if s.dir == "" {
		return filepath.Base(f)
	}
	if r, err := filepath.Rel(s.dir, f); err == nil {
		return filepath.ToSlash(r)
	}
	return f
}

// namesMain reports whether l's commands name the main file ({src}),
// which a program of several files must then choose.
func (l Lang) namesMain() bool {
	for _, argv := range [][]string{l.Compile, l.Run} {
		for _, a := range argv {
			if strings.Contains(a, "{src}") {
				return true
			}
		}
	}
	return false
}

// Sources reports whether argv, a command's words, are all source files
// of languages the builder knows: a program of several files to build
// (BuildFiles), not a command.
func (b *Builder) Sources(argv []string) bool {
	if len(argv) < 2 {
		return false
	}
	for _, a := range argv {
		st, err := os.Stat(a)
		if err != nil || !st.Mode().IsRegular() || b.langOf(a) == "" {
			return false
		}
	}
	return true
}

// importLine finds the modules a line of Python imports: import a, b.c
// as d; from a import b.
var importLine = regexp.MustCompile(`^\s*(?:from\s+([A-Za-z_]\w*)[\w.]*\s+import\b|import\s+(.*))`)

// besideModules says how to give the Python program of one file s the
// modules it imports that are beside it (NAME.py, or a folder NAME of
// Python files): a program of one file sees none of the files beside it.
// "" when it imports none.
func besideModules(s *source) string {
	var files, folders []string
	for _, line := range strings.Split(string(s.content), "\n") {
		m := importLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		names := []string{m[1]}
		if m[1] == "" {
			names = nil
			for _, part := range strings.Split(strings.SplitN(m[2], "#", 2)[0], ",") {
				if f := strings.Fields(part); len(f) > 0 {
					names = append(names, strings.SplitN(f[0], ".", 2)[0])
				}
			}
		}
		for _, name := range names {
			file := filepath.Join(filepath.Dir(s.path), name+".py")
			if st, err := os.Stat(file); err == nil && st.Mode().IsRegular() && !slices.Contains(files, file) && filepath.Base(file) != filepath.Base(s.abs) {
				files = append(files, file)
			} else if py, _ := filepath.Glob(filepath.Join(s.dir, name, "*.py")); len(py) > 0 && !slices.Contains(folders, name) {
				folders = append(folders, name)
			}
		}
	}
	main := filepath.Base(s.abs)
	folder := fmt.Sprintf("its folder (-c %s%c -main %s)", filepath.Dir(s.path), filepath.Separator, main)
	switch {
	case len(folders) > 0:
		return fmt.Sprintf("%s imports %s, a folder beside it, which a program of one file does not see: give the program %s", s.path, strings.Join(folders, ", "), folder)
	case len(files) > 0:
		return fmt.Sprintf("%s imports %s, beside it, which a program of one file does not see: give the program %s, or its files (-c '%s %s' -main %s)",
			s.path, strings.Join(files, ", "), folder, s.path, strings.Join(files, " "), main)
	}
	return ""
}
