// Package problem finds the project's problems and their cases: the module
// root, problems/<id>, samples/<id>/problem.json and the NAME.in / NAME.out
// pairs beside it.
package problem

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"gametheory/internal/compare"
	"gametheory/internal/suggest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// A Problem is what samples/<id>/problem.json records of a judge problem.
// Limits that the statement does not give are left out.
type Problem struct {
	ID             string `json:"-"`
	Name           string `json:"name"`
	Judge          string `json:"judge"`
	URL            string `json:"url"`
	Target         string `json:"target,omitempty"`           // the Go its judge runs, as judge bundle -target names it; "" for the module's own
	TimeLimit      string `json:"time_limit,omitempty"`       // a Go duration, "1s"
	MemoryLimitKiB int64  `json:"memory_limit_kib,omitempty"` // 0: not given
	Compare        string `json:"compare,omitempty"`          // a compare mode; "" means lines

	// Interactive marks a problem whose program talks with a jury, the
	// interactor, instead of reading a whole input; its cases are NAME.in
	// alone, the jury's input.
	Interactive bool `json:"interactive,omitempty"`
	// Interactor is the package directory of the jury of an interactive
	// problem, relative to the module root ("problems/<id>/interactor").
	Interactor string `json:"interactor,omitempty"`

	// FileIO marks a problem whose program reads and writes files in its
	// working folder instead of its standard input and output, as
	// ParseFileIO reads it: "NAME" (NAME.in, NAME.out) or
	// "input.txt,output.txt".
	FileIO string `json:"file_io,omitempty"`
}

// A FileIO names the files a program reads its input from and writes its
// output to, in its working folder: "" for its standard input or output.
type FileIO struct{ In, Out string }

// ParseFileIO reads the files of a file-I/O problem as -file-io and
// problem.json's file_io name them: NAME for NAME.in and NAME.out, as
// olympiads name them, or IN,OUT, two names, as "input.txt,output.txt",
// one of which may be empty for the standard input or output
// ("input.txt,"). A name is a file's, not a path.
func ParseFileIO(s string) (*FileIO, error) {
	f := &FileIO{In: s + ".in", Out: s + ".out"}
	in, out, two := strings.Cut(s, ",")
	if two {
		f = &FileIO{In: strings.TrimSpace(in), Out: strings.TrimSpace(out)}
	}
	for _, name := range []string{f.In, f.Out} {
		if name == "" && two {
			continue
		}
		if b := strings.TrimSuffix(strings.TrimSuffix(name, ".in"), ".out"); b == "" || b == "." || b == ".." || strings.ContainsAny(name, "/\\:,\x00") {
			return nil, fmt.Errorf("file I/O %q: want NAME (for NAME.in and NAME.out) or two file names, IN,OUT, as input.txt,output.txt", s)
		}
	}
	switch {
	case f.In == "" && f.Out == "":
		return nil, fmt.Errorf("file I/O %q: name the input file, the output file or both", s)
	case f.In == f.Out:
		return nil, fmt.Errorf("file I/O %q: the input and the output are the same file", s)
	}
	return f, nil
}

// Files is the problem's file I/O, or nil when it reads its standard
// input (p may be nil).
func (p *Problem) Files() *FileIO {
	if p == nil || p.FileIO == "" {
		return nil
	}
	f, _ := ParseFileIO(p.FileIO) // checked by Read
	return f
}

// Load reads samples/<id>/problem.json under root.
func Load(root, id string) (*Problem, error) {
	if _, err := os.Stat(filepath.Join(root, "problems", id)); err != nil {
		ids := IDs(root)
		return nil, fmt.Errorf("unknown problem %q%s (the problems are %s)", id, suggest.DidYouMean(id, ids), strings.Join(ids, ", "))
	}
	return Read(filepath.Join(root, "samples", id, "problem.json"), id)
}

// Read reads the problem.json at path, of the problem id: a project's, or
// one of a folder that judge listen wrote outside any project.
func Read(path, id string) (*Problem, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	p := &Problem{ID: id}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if p.TimeLimit != "" {
		d, err := time.ParseDuration(p.TimeLimit)
		if err != nil {
			return nil, fmt.Errorf("%s: time_limit: %v", path, err)
		}
		if d <= 0 {
			return nil, fmt.Errorf("%s: time_limit: want a positive duration, found %q", path, p.TimeLimit)
		}
	}
	if p.MemoryLimitKiB < 0 {
		return nil, fmt.Errorf("%s: memory_limit_kib: want a positive number of KiB (or none), found %d", path, p.MemoryLimitKiB)
	}
	if p.Compare != "" && !compare.ValidMode(p.Compare) {
		return nil, fmt.Errorf("%s: compare: %q is not one of %s", path, p.Compare, strings.Join(compare.Modes, ", "))
	}
	if p.FileIO != "" {
		if _, err := ParseFileIO(p.FileIO); err != nil {
			return nil, fmt.Errorf("%s: file_io: %v", path, err)
		}
		if p.Interactive {
			return nil, fmt.Errorf("%s: file_io: an interactive problem talks with its jury, through its standard input and output", path)
		}
	}
	return p, nil
}

// TimeOr is the problem's time limit, or def when it has none.
func (p *Problem) TimeOr(def time.Duration) time.Duration {
	if p == nil || p.TimeLimit == "" {
		return def
	}
	d, _ := time.ParseDuration(p.TimeLimit) // checked by Load
	return d
}

// IDs lists the problems under root/problems, sorted.
func IDs(root string) []string {
	entries, _ := os.ReadDir(filepath.Join(root, "problems"))
	var ids []string
	for _, e := range entries {
		if e.IsDir() {
			ids = append(ids, e.Name())
		}
	}
	return ids
}

// FindRoot returns the directory holding go.mod, from the working directory up.
func FindRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod here or above: run the judge inside the project")
		}
		dir = parent
	}
}

// A Case is NAME.in with its NAME.out, if there is one.
type Case struct {
	Name    string
	In, Out string // paths; Out is "" when NAME.out is missing
}

// Cases lists the cases in dir in natural order (sample-2 before sample-10).
func Cases(dir string) ([]Case, error) {
	ins, err := filepath.Glob(filepath.Join(dir, "*.in"))
	if err != nil {
		return nil, err
	}
	if len(ins) == 0 {
		return nil, fmt.Errorf("%s: no NAME.in files", dir)
	}
	var cs []Case
	for _, in := range ins {
		cs = append(cs, CaseOf(in))
	}
	Sort(cs)
	return cs, nil
}

// Sort sorts cases by name in natural order, as Cases lists them.
func Sort(cs []Case) {
	sort.Slice(cs, func(i, j int) bool { return naturalLess(cs[i].Name, cs[j].Name) })
}

// CaseOf is the case whose input is the file in, NAME.in.
func CaseOf(in string) Case {
	c := Case{Name: strings.TrimSuffix(filepath.Base(in), ".in"), In: in}
	if out := strings.TrimSuffix(in, ".in") + ".out"; fileExists(out) {
		c.Out = out
	}
	return c
}

func fileExists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// naturalLess orders strings with runs of digits compared as numbers.
func naturalLess(a, b string) bool {
	for a != "" && b != "" {
		da, db := digitRun(a), digitRun(b)
		if da > 0 && db > 0 {
			x, y := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if len(x) != len(y) {
				return len(x) < len(y)
			}
			if x != y {
				return x < y
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return a[0] < b[0]
		}
		a, b = a[1:], b[1:]
	}
	return len(a) < len(b)
}

func digitRun(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}
