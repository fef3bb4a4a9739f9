// Package scaffold creates a new problem the way the project lays one out:
// samples/<id>/problem.json; the solution to write, in Go
// problems/<id>/main.go (wired to fastio.Main) with its main_test.go (the
// samples, run in process), or in another language problems/<id>/main.EXT;
// and the generator and brute force of judge stress to write
// (problems/<id>/gen and brute, Go packages, or gen.EXT and brute.EXT). It
// never overwrites a file.
//
// Until solve is written, a Go solution returns the error "not solved yet:
// write solve in problems/<id>/main.go" (another language's says so on
// standard error and exits 1): the judge shows it as RE with that message,
// and the problem's own test fails with it. The generator and the brute
// force say StubMark until they are written, and judge stress says which
// is still to write.
//
// An interactive problem gets its jury too, problems/<id>/interactor, a
// testlib interactor that fails (exit status 3, the jury's own failure)
// with "write the interactor" until it is written, and problem.json names
// it; no brute force, since the jury judges.
package scaffold

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/template"
	"unicode"

	"gametheory/internal/problem"
)

// mainTemplate is the new solution: the project's main idiom, the doc
// comment headings every solution has, and a solve that says it is not
// written yet.
const mainTemplate = `// Command {{.ID}} solves {{with oneLine .Judge}}{{.}} {{end}}{{printf "%q" .Name}}.
//
// Problem: not written yet: what is given, what is asked, and the input and
// output formats ({{with oneLine .URL}}{{.}}{{else}}the statement{{end}}).
//
// Idea: not written yet: how the answer is found. Why: the proof that it
// is right.
//
// Cost: not written yet: time and memory for the largest input.
package main

import (
	"errors"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("{{.ID}}", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	return errors.New("not solved yet: write solve in problems/{{.ID}}/main.go")
}
`

// interactiveTestTemplate is the test of a new interactive problem's
// solution: until it is written, a reminder that fails.
const interactiveTestTemplate = `package main

import "testing"

// TestAgainstJury is to run solve against a jury in process, a line at a
// time, as problems/wythoff-duel/main_test.go does.
func TestAgainstJury(t *testing.T) {
	t.Fatal("not tested yet: write TestAgainstJury in problems/{{.ID}}/main_test.go")
}
`

// interactorTemplate is a new interactive problem's jury: a testlib
// interactor that fails until it is written.
const interactorTemplate = `// Command interactor is the jury of {{.ID}}, a testlib interactor:
//
//	interactor INPUT OUTPUT [ANSWER]
//
// It reads the case from INPUT, talks with the program (its standard
// output is the program's input, its standard input the program's
// output; flush after every line), writes its record to OUTPUT, and exits
// 0 (accepted), 1 (wrong answer), 2 (presentation error) or 3 (its own
// failure, as on an INPUT it does not take), with one line on standard
// error saying why. See problems/wythoff-duel/interactor.
package main

import "os"

func main() {
	os.Stderr.WriteString("FAIL not written yet: write the interactor in problems/{{.ID}}/interactor/main.go\n")
	os.Exit(3)
}
`

// testTemplate is the new solution's test: the samples, in process.
const testTemplate = `package main

import (
	"testing"

	"gametheory/internal/solvetest"
)

// TestSamples runs the official samples. Add, as the other problems do, a
// comparison with a brute force on every small input (for a game,
// gametree.New(moves) on every small state) and the malformed inputs.
func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/{{.ID}}") }
`

var (
	mainTmpl        = template.Must(template.New("main.go").Funcs(funcs).Parse(mainTemplate))
	testTmpl        = template.Must(template.New("main_test.go").Parse(testTemplate))
	interactiveTmpl = template.Must(template.New("main_test.go").Parse(interactiveTestTemplate))
	interactorTmpl  = template.Must(template.New("interactor/main.go").Parse(interactorTemplate))
)

// oneLine makes s fit in a line comment: the judge and URL come from the
// command line or a page, and a line break in them would end the comment
// and put the rest into the code, while a NUL, a byte order mark or bad
// UTF-8 is an error anywhere in a Go file. Each run of spaces and such
// characters becomes one space.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToValidUTF8(s, " "), func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r) || r == '\uFEFF'
	}), " ")
}

// CheckID reports whether id can name a problem: lower-case letters,
// digits, '-' and '_', starting with a letter or digit (the go command
// skips directories starting with '_', and '-' would read as a flag), and
// not a name the go command or Windows reserves.
func CheckID(id string) error {
	if id == "" {
		return errors.New("empty problem id")
	}
	for i, c := range []rune(id) {
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case (c == '-' || c == '_') && i > 0:
		default:
			return fmt.Errorf("problem id %q: character %d is %q; want lower-case letters, digits, '-' and '_', starting with a letter or digit", id, i+1, c)
		}
	}
	if len(id) > 64 {
		return fmt.Errorf("problem id %q: longer than 64 characters", id)
	}
	if id == "testdata" || id == "vendor" {
		return fmt.Errorf("problem id %q: the go command gives that directory name a meaning of its own", id)
	}
	if windowsDevice(id) {
		return fmt.Errorf("problem id %q: Windows reserves that name for a device, so the directory could not be checked out there", id)
	}
	return nil
}

// windowsDevice reports whether Windows reserves id, a name without
// upper case or '.', for a device: con, prn, aux, nul, com0-com9 and
// lpt0-lpt9.
func windowsDevice(id string) bool {
	switch {
	case id == "con" || id == "prn" || id == "aux" || id == "nul":
		return true
	case len(id) == 4 && (id[:3] == "com" || id[:3] == "lpt"):
		return '0' <= id[3] && id[3] <= '9'
	}
	return false
}

// New creates the problem p under root, its programs in the language
// lang (one of Langs; "" for DefaultLang): samples/<id>/problem.json; the
// solution to write, problems/<id>/main.go and its main_test.go in Go
// (Solution), else problems/<id>/main.EXT; the generator and, unless the
// problem is interactive, the brute force of judge stress, to write; and
// an interactive problem's jury, in Go. It checks p's ID, and writes
// nothing if problems/<id> or the problem.json exists. It returns the
// files it created, relative to root.
func New(root string, p *problem.Problem, lang string) ([]string, error) {
	if lang == "" {
		lang = DefaultLang
	}
	if err := checkLang(lang); err != nil {
		return nil, err
	}
	if err := CheckID(p.ID); err != nil {
		return nil, err
	}
	for _, rel := range []string{filepath.Join("problems", p.ID), problemJSON(p.ID)} {
		if err := absent(root, rel); err != nil {
			return nil, err
		}
	}
	if err := ProblemJSON(root, p); err != nil {
		return nil, err
	}
	files := []string{problemJSON(p.ID)}
	l := langs[lang]
	data := struct {
		*problem.Problem
		C string // the language's line comment
	}{p, "//"}
	if lang == "py" {
		data.C = "#"
	}
	dir := filepath.Join("problems", p.ID)
	var made []string
	var err error
	if lang == "go" {
		made, err = Solution(root, p)
	} else {
		made, err = render(root, dir, data, template.Must(template.New(l.main).Funcs(funcs).Parse(l.templates[0])))
		if err == nil && p.Interactive {
			var jury []string
			jury, err = render(root, dir, p, interactorTmpl)
			made = append(made, jury...)
		}
	}
	files = append(files, made...)
	if err != nil {
		return files, err
	}
	helpers := []*template.Template{template.Must(template.New(l.gen).Funcs(funcs).Parse(l.templates[1]))}
	if !p.Interactive { // the jury judges: no brute force
		helpers = append(helpers, template.Must(template.New(l.brute).Funcs(funcs).Parse(l.templates[2])))
	}
	made, err = render(root, dir, data, helpers...)
	return append(files, made...), err
}

// Solution creates problems/<id>/main.go and main_test.go under root, and
// for an interactive problem interactor/main.go, unless problems/<id>
// exists. It returns the files it created, relative to root.
func Solution(root string, p *problem.Problem) ([]string, error) {
	if err := CheckID(p.ID); err != nil {
		return nil, err
	}
	dir := filepath.Join("problems", p.ID)
	if err := absent(root, dir); err != nil {
		return nil, err
	}
	if p.Name == "" {
		c := *p
		c.Name = p.ID
		p = &c
	}
	tmpls := []*template.Template{mainTmpl, testTmpl}
	if p.Interactive {
		tmpls = []*template.Template{mainTmpl, interactiveTmpl, interactorTmpl}
	}
	return render(root, dir, p, tmpls...)
}

// render writes each template, executed on data, to the file under
// root/dir its name gives, and returns the files it created, relative to
// root.
func render(root, dir string, data any, tmpls ...*template.Template) ([]string, error) {
	var files []string
	for _, t := range tmpls {
		var b bytes.Buffer
		if err := t.Execute(&b, data); err != nil {
			return files, err
		}
		rel := filepath.Join(dir, filepath.FromSlash(t.Name()))
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, rel)), 0o755); err != nil {
			return files, err
		}
		if err := WriteFile(filepath.Join(root, rel), b.Bytes()); err != nil {
			return files, err
		}
		files = append(files, rel)
	}
	return files, nil
}

// Interactor is the package directory of an interactive problem's jury, as
// problem.json names it.
func Interactor(id string) string { return "problems/" + id + "/interactor" }

// ProblemJSON writes samples/<id>/problem.json under root, unless it exists.
func ProblemJSON(root string, p *problem.Problem) error {
	if err := CheckID(p.ID); err != nil {
		return err
	}
	rel := problemJSON(p.ID)
	if err := absent(root, rel); err != nil {
		return err
	}
	return writeProblemJSON(filepath.Join(root, rel), p)
}

// FolderProblemJSON writes dir/problem.json, unless it exists: the
// problem's record in a folder of its own, outside any project.
func FolderProblemJSON(dir string, p *problem.Problem) error {
	if err := absent(dir, "problem.json"); err != nil {
		return err
	}
	return writeProblemJSON(filepath.Join(dir, "problem.json"), p)
}

func writeProblemJSON(path string, p *problem.Problem) error {
	b, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return WriteFile(path, append(b, '\n'))
}

func problemJSON(id string) string { return filepath.Join("samples", id, "problem.json") }

// absent returns an error if root/rel exists.
func absent(root, rel string) error {
	_, err := os.Lstat(filepath.Join(root, rel))
	switch {
	case err == nil:
		return fmt.Errorf("%s exists: not overwriting it", filepath.ToSlash(rel))
	case errors.Is(err, fs.ErrNotExist):
		return nil
	default:
		return err
	}
}

// WriteFile writes data to path atomically: to a temporary file in the
// same directory, then renamed over path, so a reader never sees half a
// file and an interrupted write leaves path as it was.
func WriteFile(path string, data []byte) error {
	dir, base := filepath.Split(path)
	f, err := os.CreateTemp(dir, "."+strings.TrimPrefix(base, ".")+".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
