package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gametheory/internal/build"
	"gametheory/internal/problem"
)

// shown is how much of a file the page gets: the start of a large input
// or output, with its size, never megabytes.
const shown = 64 << 10

// A pageProblem is a problem the judge tab lists: a project's problem
// (its cases under samples/<id>), or outside a project a folder of cases
// (judge listen writes one a problem), judged as judge test judges it.
type pageProblem struct {
	ID     string     `json:"id"`
	Folder bool       `json:"folder"` // a folder of cases, judged with -c only
	Cases  []pageCase `json:"cases"`
	dir    string     // the folder of its cases
}

// A pageCase is a case's name, and whether it has an answer.
type pageCase struct {
	Name   string `json:"name"`
	Answer bool   `json:"answer"`
	in     string
	out    string
}

// problems lists the problems judge test finds from s.Root: a project's
// (problem.IDs), else the folders of root with a problem.json or cases.
func (s *Server) problems() []pageProblem {
	var ps []pageProblem
	if s.project() {
		for _, id := range problem.IDs(s.Root) {
			ps = append(ps, pageProblem{ID: id, dir: filepath.Join(s.Root, "samples", id)})
		}
	} else {
		entries, _ := os.ReadDir(s.Root)
		for _, e := range entries {
			dir := filepath.Join(s.Root, e.Name())
			if e.IsDir() && (regular(filepath.Join(dir, "problem.json")) || hasCases(dir)) {
				ps = append(ps, pageProblem{ID: e.Name(), Folder: true, dir: dir})
			}
		}
	}
	for i := range ps {
		cs, _ := problem.Cases(ps[i].dir)
		ps[i].Cases = []pageCase{}
		for _, c := range cs {
			ps[i].Cases = append(ps[i].Cases, pageCase{Name: c.Name, Answer: c.Out != "", in: c.In, out: c.Out})
		}
	}
	return ps
}

// problemsStamp changes when the list of problems or of their cases may
// have: the names in the folders that hold the problems, and the time
// each problem's folder of cases last changed (a file made, removed or
// renamed in it), without reading every case.
func (s *Server) problemsStamp() string {
	var b strings.Builder
	dirs := []string{s.Root}
	if s.project() {
		dirs = []string{filepath.Join(s.Root, "problems"), filepath.Join(s.Root, "samples")}
	}
	for _, dir := range dirs {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if st, err := os.Stat(filepath.Join(dir, e.Name())); err == nil {
				fmt.Fprintf(&b, "%s %d\n", e.Name(), st.ModTime().UnixNano())
			}
		}
	}
	return b.String()
}

// project reports whether s.Root is a project (a module's root), whose
// problems are problems/<id>, rather than a folder of problems' folders.
func (s *Server) project() bool {
	return regular(filepath.Join(s.Root, "go.mod"))
}

// hasCases reports whether dir holds a NAME.in.
func hasCases(dir string) bool {
	m, _ := filepath.Glob(filepath.Join(dir, "*.in"))
	return len(m) > 0
}

// regular reports whether path is a regular file, not following a link.
func regular(path string) bool {
	st, err := os.Lstat(path)
	return err == nil && st.Mode().IsRegular()
}

// findProblem is the problem id of s's listing, or an error naming it.
func (s *Server) findProblem(id string) (pageProblem, error) {
	for _, p := range s.problems() {
		if p.ID == id {
			return p, nil
		}
	}
	return pageProblem{}, fmt.Errorf("no problem %q here", id)
}

// A judgeRequest asks to judge a problem's solution, or the source file
// Program (relative to the root), once or on every change (Watch), or to
// stress it (Stress cases at most).
type judgeRequest struct {
	Problem string `json:"problem"`
	Program string `json:"program"`
	Watch   bool   `json:"watch"`
	Stress  int    `json:"stress"`
}

// maxStress bounds the cases a stress run from the page tries.
const maxStress = 1_000_000

// judgeRoutes adds the judge tab's API to mux.
func (s *Server) judgeRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/api/problems", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, s.state())
	})
	mux.HandleFunc("/api/case", func(w http.ResponseWriter, r *http.Request) {
		c, err := s.caseFiles(r.URL.Query().Get("problem"), r.URL.Query().Get("case"))
		if err != nil {
			fail(w, http.StatusNotFound, err)
			return
		}
		writeJSON(w, c)
	})
	mux.HandleFunc("/api/judge", func(w http.ResponseWriter, r *http.Request) {
		var req judgeRequest
		if err := readJSON(r, &req); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		args, err := s.command(req)
		if err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		kind := "judge"
		if req.Stress > 0 {
			kind = "stress"
		}
		writeJSON(w, map[string]int{"run": s.runs.start(s, kind, req.Problem, args)})
	})
	mux.HandleFunc("/api/stop", func(w http.ResponseWriter, r *http.Request) {
		if err := readJSON(r, &struct{}{}); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		s.runs.stop()
		writeJSON(w, struct{}{})
	})
	mux.HandleFunc("/api/stress/keep", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			judgeRequest
			Seed int64 `json:"seed"`
		}
		if err := readJSON(r, &req); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		saved, err := s.keepStress(r, req.judgeRequest, req.Seed)
		if err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		s.events.send("problems", nil)
		writeJSON(w, map[string]string{"saved": saved})
	})
	mux.HandleFunc("/api/listen", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			On bool `json:"on"`
		}
		if err := readJSON(r, &req); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		addr, err := s.listen(req.On)
		if err != nil {
			fail(w, http.StatusConflict, err)
			return
		}
		writeJSON(w, map[string]string{"address": addr})
	})
	mux.HandleFunc(eventsPath, s.serveEvents)
}

// A pageState is what the judge tab shows on loading: the problems, and
// each one's verdicts of the last run that judged it.
type pageState struct {
	Project   bool                                  `json:"project"`
	Problems  []pageProblem                         `json:"problems"`
	Verdicts  map[string]map[string]json.RawMessage `json:"verdicts"`
	Listening string                                `json:"listening"`
}

func (s *Server) state() pageState {
	st := pageState{Project: s.project(), Problems: s.problems(), Verdicts: s.runs.verdicts(), Listening: s.listening()}
	if st.Problems == nil {
		st.Problems = []pageProblem{}
	}
	return st
}

// command is the judge's command line for req, as a user would type it:
// judge test -json -keep-output DIR [-c PROGRAM] [-watch] -- PROBLEM, or
// judge stress -json -n N [-c PROGRAM] -- PROBLEM. DIR is added when it
// runs. The "--" keeps a problem whose folder's name begins with "-"
// (judge listen names folders after a contest site's problems) from
// being read as one of the judge's flags.
func (s *Server) command(req judgeRequest) ([]string, error) {
	p, err := s.findProblem(req.Problem)
	if err != nil {
		return nil, err
	}
	var program []string
	switch {
	case req.Program != "":
		rel, err := s.program(req.Program)
		if err != nil {
			return nil, err
		}
		program = []string{"-c", rel}
	case p.Folder:
		return nil, fmt.Errorf("%s is a folder of cases with no solution of its own: name the source file to judge", p.ID)
	}
	switch {
	case req.Stress < 0 || req.Stress > maxStress:
		return nil, fmt.Errorf("stress %d cases: want 1 to %d", req.Stress, maxStress)
	case req.Stress > 0 && p.Folder:
		return nil, fmt.Errorf("%s is a folder of cases: stress needs a project's problem, with its generator and brute force", p.ID)
	case req.Stress > 0 && req.Watch:
		return nil, errors.New("stress or watch, not both")
	case req.Stress > 0:
		return append(append([]string{"stress", "-json", "-n", strconv.Itoa(req.Stress)}, program...), "--", p.ID), nil
	}
	args := append([]string{"test", "-json"}, program...)
	if req.Watch {
		args = append(args, "-watch")
	}
	return append(args, "--", p.ID), nil
}

// program checks a program the page names, a source file or a folder of
// sources under the root, and returns it relative to the root, as -c
// takes it from there. Nothing outside the root is judged, through a
// link or otherwise, and only plain names pass, so that -c reads the
// path as one word and never as a shell's command.
func (s *Server) program(path string) (string, error) {
	if !filepath.IsAbs(path) {
		path = filepath.Join(s.Root, path)
	}
	rel, ok := s.underRoot(path)
	if !ok || rel == "." {
		return "", fmt.Errorf("%s is not a file under %s: the page judges the files of its own folder only", path, s.Root)
	}
	rel = filepath.ToSlash(rel)
	for _, c := range rel {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("._-+/", c)) {
			return "", fmt.Errorf("%s: the page judges paths of letters, digits and ._-+/ only, not %q; judge it from the terminal", rel, c)
		}
	}
	st, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	if _, known := build.Defaults[strings.ToLower(filepath.Ext(rel))]; !st.IsDir() && !known {
		return "", fmt.Errorf("%s is not a source file of a language the judge knows (docs/languages.md)", rel)
	}
	return rel, nil
}

// A shownFile is the start of a file the page shows, and its size.
type shownFile struct {
	Text      string `json:"text"`
	Size      int64  `json:"size"`
	Truncated bool   `json:"truncated"`
}

// caseView is a case as the page opens it: the input, the answer, and of
// the last run that judged it, the output and the details under it.
type caseView struct {
	Input    *shownFile      `json:"input"`
	Expected *shownFile      `json:"expected"`
	Received *shownFile      `json:"received"`
	Stderr   *shownFile      `json:"stderr"`
	Result   json.RawMessage `json:"result"`
}

// caseFiles reads what the page may read of a case: the files of a case
// the listing shows, and what the last run wrote for it; by the listing's
// and the run's names, never a path of the request's.
func (s *Server) caseFiles(id, name string) (*caseView, error) {
	p, err := s.findProblem(id)
	if err != nil {
		return nil, err
	}
	v := &caseView{}
	found := false
	for _, c := range p.Cases {
		if c.Name == name {
			found = true
			_, inOK := s.underRoot(c.in)
			_, outOK := s.underRoot(c.out)
			if !inOK || c.out != "" && !outOK {
				return nil, fmt.Errorf("%s's case %s is outside %s, through a link: the page shows none of it", id, name, s.Root)
			}
			if v.Input, err = showFile(c.in); err != nil {
				return nil, err
			}
			if c.out != "" {
				if v.Expected, err = showFile(c.out); err != nil {
					return nil, err
				}
			}
		}
	}
	if base, result := s.runs.output(id, name); base != "" {
		found = true
		v.Result = result
		if v.Received, v.Stderr, err = keptFiles(base, name); err != nil {
			return nil, err
		}
	}
	if !found {
		return nil, fmt.Errorf("%s has no case %q", id, name)
	}
	return v, nil
}

// underRoot is path relative to s.Root, links followed in both, and
// whether it exists and lies under s.Root.
func (s *Server) underRoot(path string) (string, bool) {
	root, err := filepath.EvalSymlinks(s.Root)
	if err != nil {
		return "", false
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", false
	}
	rel, err := filepath.Rel(root, real)
	return rel, err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// keptFiles reads what judge test -keep-output kept of case name, in
// base.out and base.err where base.index says: the starts of its output
// and of its details (nil when it has none).
func keptFiles(base, name string) (output, details *shownFile, err error) {
	index, err := os.ReadFile(base + ".index")
	if err != nil {
		return nil, nil, err
	}
	var kept *keptCase
	for _, line := range bytes.Split(index, []byte("\n")) {
		var c keptCase
		if json.Unmarshal(line, &c) == nil && c.Case == name {
			kept = &c
		}
	}
	if kept == nil {
		return nil, nil, fmt.Errorf("the judge kept no output of %s", name)
	}
	if output, err = showPart(base+".out", kept.Output); err != nil {
		return nil, nil, err
	}
	if kept.Details[1] > 0 {
		if details, err = showPart(base+".err", kept.Details); err != nil {
			return nil, nil, err
		}
	}
	return output, details, nil
}

// A keptCase is a line of judge test -keep-output's TARGET.index: where a
// case's output and details are, each [offset, size].
type keptCase struct {
	Case    string   `json:"case"`
	Output  [2]int64 `json:"output"`
	Details [2]int64 `json:"details"`
}

// showFile reads the start of the regular file path, not through a link.
func showFile(path string) (*shownFile, error) {
	return showPart(path, [2]int64{0, -1})
}

// showPart reads the start of the part at = [offset, size] of the regular
// file path (size -1: to its end), not through a link.
func showPart(path string, at [2]int64) (*shownFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if lst, err := os.Lstat(path); err != nil || !lst.Mode().IsRegular() || !st.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "show", Path: filepath.Base(path), Err: errors.New("not a regular file")}
	}
	off, size := at[0], at[1]
	if size < 0 {
		size = st.Size() - off
	}
	if off < 0 || size < 0 || off+size > st.Size() {
		return nil, &fs.PathError{Op: "show", Path: filepath.Base(path), Err: fmt.Errorf("no bytes %d to %d in %d", off, off+size, st.Size())}
	}
	b := make([]byte, min(size, shown))
	if _, err := f.ReadAt(b, off); err != nil && err != io.EOF {
		return nil, err
	}
	return &shownFile{Text: string(b), Size: size, Truncated: size > int64(len(b))}, nil
}
