package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// A problem is what samples/<id>/problem.json records of a judge problem.
// Limits that the statement does not give are left out.
type problem struct {
	ID             string `json:"-"`
	Name           string `json:"name"`
	Judge          string `json:"judge"`
	URL            string `json:"url"`
	TimeLimit      string `json:"time_limit,omitempty"`       // a Go duration, "1s"
	MemoryLimitKiB int64  `json:"memory_limit_kib,omitempty"` // 0: not given
	Compare        string `json:"compare,omitempty"`          // a comparer mode; "" means lines
}

// loadProblem reads samples/<id>/problem.json under root.
func loadProblem(root, id string) (*problem, error) {
	if _, err := os.Stat(filepath.Join(root, "problems", id)); err != nil {
		return nil, fmt.Errorf("unknown problem %q (the problems are %s)", id, strings.Join(problemIDs(root), ", "))
	}
	path := filepath.Join(root, "samples", id, "problem.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	p := &problem{ID: id}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if p.TimeLimit != "" {
		if _, err := time.ParseDuration(p.TimeLimit); err != nil {
			return nil, fmt.Errorf("%s: time_limit: %v", path, err)
		}
	}
	if p.Compare != "" && !validMode(p.Compare) {
		return nil, fmt.Errorf("%s: compare: %q is not one of %s", path, p.Compare, strings.Join(modes, ", "))
	}
	return p, nil
}

func validMode(m string) bool {
	for _, v := range modes {
		if m == v {
			return true
		}
	}
	return false
}

// timeLimit is the problem's time limit, or def when it has none.
func (p *problem) timeLimit(def time.Duration) time.Duration {
	if p == nil || p.TimeLimit == "" {
		return def
	}
	d, _ := time.ParseDuration(p.TimeLimit) // checked by loadProblem
	return d
}

// problemIDs lists the problems under root/problems, sorted.
func problemIDs(root string) []string {
	entries, _ := os.ReadDir(filepath.Join(root, "problems"))
	var ids []string
	for _, e := range entries {
		if e.IsDir() {
			ids = append(ids, e.Name())
		}
	}
	return ids
}

// findRoot returns the directory holding go.mod, from the working directory up.
func findRoot() (string, error) {
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

// A testCase is NAME.in with its NAME.out, if there is one.
type testCase struct {
	name, in, out string // out is "" when NAME.out is missing
}

// cases lists the cases in dir in natural order (sample-2 before sample-10).
func cases(dir string) ([]testCase, error) {
	ins, err := filepath.Glob(filepath.Join(dir, "*.in"))
	if err != nil {
		return nil, err
	}
	if len(ins) == 0 {
		return nil, fmt.Errorf("%s: no NAME.in files", dir)
	}
	var cs []testCase
	for _, in := range ins {
		c := testCase{name: strings.TrimSuffix(filepath.Base(in), ".in"), in: in}
		if out := strings.TrimSuffix(in, ".in") + ".out"; fileExists(out) {
			c.out = out
		}
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool { return naturalLess(cs[i].name, cs[j].name) })
	return cs, nil
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
