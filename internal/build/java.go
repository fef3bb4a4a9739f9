package build

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// readJava finds the class that holds main, the one java runs, and the
// file name javac wants for the source: its public top-level class's,
// else that of main's top-level class.
func (s *source) readJava() error {
	pkg, public, class := javaClasses(string(s.content))
	if class == "" {
		return &CompileError{Source: s.path, Output: "no class with a main method (public static void main(String[] args)): not a program"}
	}
	top, _, _ := strings.Cut(class, "$")
	if public == "" {
		public = top
	}
	s.staged = public + ".java"
	s.class = class
	if pkg != "" {
		s.class = pkg + "." + class
	}
	return nil
}

// javaClasses reads a Java source's package, its public top-level class
// and the class, binary name (Outer$Inner), that declares a static main,
// skipping comments and literals. It reads no more than that.
func javaClasses(src string) (pkg, public, mainClass string) {
	type open struct {
		name  string
		depth int
	}
	var stack []open
	var words []string // the words since the last ; { or }
	depth := 0
	pending := "" // a class named, its body not yet open
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return
			}
			i += end + 3
		case c == '"' || c == '\'':
			for i++; i < len(src) && src[i] != c; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case isIdent(c):
			j := i
			for j < len(src) && (isIdent(src[j]) || src[j] == '.') {
				j++
			}
			w := src[i:j]
			i = j - 1
			if n := len(words); n > 0 && (words[n-1] == "class" || words[n-1] == "enum" || words[n-1] == "record" || words[n-1] == "interface") && pending == "" {
				pending = w
				if depth == 0 && contains(words, "public") && public == "" {
					public = w
				}
			}
			if n := len(words); n > 0 && words[n-1] == "package" && depth == 0 {
				pkg = w
			}
			words = append(words, w)
		case c == '(':
			n := len(words)
			if mainClass == "" && n >= 2 && words[n-1] == "main" && words[n-2] == "void" && contains(words, "static") && len(stack) > 0 {
				var names []string
				for _, o := range stack {
					names = append(names, o.name)
				}
				mainClass = strings.Join(names, "$")
			}
		case c == '{':
			if pending != "" {
				stack = append(stack, open{pending, depth})
				pending = ""
			}
			depth++
			words = words[:0]
		case c == '}':
			depth--
			if n := len(stack); n > 0 && stack[n-1].depth == depth {
				stack = stack[:n-1]
			}
			words = words[:0]
		case c == ';':
			words = words[:0]
		}
	}
	return
}

func isIdent(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func contains(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// readJavaFiles finds the class that holds main among the files of a
// program of several, each compiled under its own name, as javac wants
// it: the only one, else the one in the main file named (s.abs, when
// chosen), else Main's; a MainError, listing their files, where none
// of these tells.
func (s *source) readJavaFiles() error {
	var found, files []string // pkg.Class, and the file of each
	var chosen, named string
	for _, f := range s.files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		pkg, _, class := javaClasses(string(b))
		if class == "" {
			continue
		}
		if pkg != "" {
			class = pkg + "." + class
		}
		found, files = append(found, class), append(files, f)
		if f == s.abs && s.mainGiven {
			chosen = class
		}
		if strings.EqualFold(filepath.Base(f), "Main.java") {
			named = class
		}
	}
	switch {
	case chosen != "":
		s.class = chosen
	case s.mainGiven:
		return fmt.Errorf("%s: no class with a main method (public static void main(String[] args)) in %s", s.path, filepath.Base(s.abs))
	case len(found) == 1:
		s.class = found[0]
	case len(found) == 0:
		return &CompileError{Source: s.path, Output: "no class with a main method (public static void main(String[] args)): not a program"}
	case named != "":
		s.class = named
	default:
		sort.Strings(files)
		return &MainError{Path: s.path, Files: files, msg: fmt.Sprintf("several classes have a main method (%s): say which file holds the one to run (judge test -main FILE)", strings.Join(found, ", "))}
	}
	return nil
}
