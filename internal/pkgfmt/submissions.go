package pkgfmt

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"gametheory/internal/verdict"
	"io/fs"
	"math"
	"os"
	pathpkg "path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// The outcomes a submission can be promised, as Kattis's folders and
// DOMjudge's @EXPECTED_RESULTS@ name them, in the judge's words.
const (
	Accepted     = "AC"        // accepted/, CORRECT
	Partial      = "PAC"       // partially_accepted/: accepted, but with less than the most score
	WrongAnswer  = "WA"        // wrong_answer/, WRONG-ANSWER
	TimeLimit    = "TLE"       // time_limit_exceeded/, TIMELIMIT
	RunTimeError = "RTE"       // run_time_error/, RUN-ERROR
	CompileError = "CE"        // compile_error/, COMPILER-ERROR
	OutputLimit  = "OLE"       // output_limit/, OUTPUT-LIMIT
	NoOutput     = "NO-OUTPUT" // no_output/, NO-OUTPUT: a wrong answer that is no output at all
	MemoryLimit  = "MLE"       // MEMORY-LIMIT, DOMjudge's verdict for a program past its memory
)

// folders are the outcomes each folder of submissions/ promises.
var folders = map[string][]string{
	"accepted":              {Accepted},
	"partially_accepted":    {Partial},
	"wrong_answer":          {WrongAnswer},
	"time_limit_exceeded":   {TimeLimit},
	"run_time_error":        {RunTimeError},
	"compile_error":         {CompileError},
	"compiler_error":        {CompileError},
	"output_limit":          {OutputLimit},
	"output_limit_exceeded": {OutputLimit},
	"no_output":             {NoOutput},
	"rejected":              {WrongAnswer, TimeLimit, RunTimeError, CompileError, OutputLimit, NoOutput},
}

// domjudge are the outcomes of DOMjudge's verdicts, as @EXPECTED_RESULTS@
// names them (DOMjudge's etc/verdicts.php), and the aliases its importer
// reads as them (SubmissionService::PROBLEM_RESULT_REMAP: the names of
// the Kattis folders).
var domjudge = map[string]string{
	"CORRECT": Accepted, "WRONG-ANSWER": WrongAnswer, "TIMELIMIT": TimeLimit, "RUN-ERROR": RunTimeError,
	"COMPILER-ERROR": CompileError, "OUTPUT-LIMIT": OutputLimit, "NO-OUTPUT": NoOutput, "MEMORY-LIMIT": MemoryLimit,
	"ACCEPTED": Accepted, "WRONG_ANSWER": WrongAnswer, "TIME_LIMIT_EXCEEDED": TimeLimit, "RUN_TIME_ERROR": RunTimeError,
	"COMPILER_ERROR": CompileError, "OUTPUT_LIMIT": OutputLimit, "NO_OUTPUT": NoOutput,
}

// A Submission is a program of submissions/: a file or a folder, and the
// outcomes it is promised (any of them will do).
type Submission struct {
	Name     string // relative to submissions/: "accepted/hello.c"
	Path     string
	Folder   string   // the folder it is in: "accepted"
	Expected []string // the outcomes promised; none when Skip says why, or when only Score is
	// Score is the score promised by @EXPECTED_SCORE@, or nil.
	Score   *float64
	From    string // what promises them: "its folder", "@EXPECTED_RESULTS@:", "@EXPECTED_SCORE@:" or "submissions.yaml"
	Promise string // the promise as written: the folder's name, or the annotation's
	Skip    string // why it cannot be judged, or ""
	// Main is the main file of a submission that is a folder, as
	// submissions/submissions.yaml (entrypoint) or DOMjudge's
	// submissions.json (entry_point) names it, relative to the folder; ""
	// to find it.
	Main string
}

// expectations are the outcomes of the verdicts submissions.yaml names.
var expectations = map[string]string{"AC": Accepted, "WA": WrongAnswer, "TLE": TimeLimit, "RTE": RunTimeError}

// readSubmissionsYAML applies submissions/submissions.yaml (the 2025-09
// format's, BAPCtools') to subs: each key, a submission's name, a
// folder's, or a pattern of them (accepted/*.py, ac.{py,cpp}), gives the submissions
// it names their main file (entrypoint) and, unless their source
// promises one itself (@EXPECTED_RESULTS@), their outcome: the verdicts
// it requires, else those it permits (AC, WA, TLE, RTE). Later keys
// override earlier ones.
func readSubmissionsYAML(path string, subs []*Submission) error {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	doc, err := parseYAML(path, b)
	if err != nil || doc.null() {
		return err
	}
	if doc.kind != mapNode {
		return yamlErr(path, doc, "want a mapping of submissions (accepted/sol.py: {entrypoint: ...}), found %s", doc.kind)
	}
	for i, key := range doc.keys {
		n := doc.values[i]
		if n.null() {
			continue
		}
		if n.kind != mapNode {
			return yamlErr(path, n, "%s: want a mapping (permitted: [AC], entrypoint: ...), found %s", key, n.kind)
		}
		patterns := expandBraces(key)
		for _, pat := range patterns {
			if _, err := pathpkg.Match(pat, ""); err != nil {
				return yamlErr(path, n, "%q: not a pattern of submissions' names: %v", key, err)
			}
		}
		var promise []string
		words := ""
		for _, field := range []string{"permitted", "required"} {
			v := n.get(field)
			if v.null() {
				continue
			}
			ws, err := wordsOf(path, v)
			if err != nil {
				return err
			}
			promise, words = nil, field+": "+strings.Join(ws, ", ")
			for _, w := range ws {
				o, ok := expectations[w]
				if !ok {
					return yamlErr(path, v, "%s.%s: %q is none of AC, WA, TLE, RTE", key, field, w)
				}
				promise = append(promise, o)
			}
		}
		main := ""
		if v := n.get("entrypoint"); !v.null() {
			if v.kind != scalarNode {
				return yamlErr(path, v, "%s.entrypoint: want a file's name, found %s", key, v.kind)
			}
			main = v.value
		}
		for _, s := range subs {
			if !matchesAny(patterns, s) {
				continue
			}
			if main != "" {
				s.Main = main
			}
			if promise != nil && s.From == "its folder" {
				s.Expected, s.From, s.Promise, s.Skip = promise, "submissions.yaml", words, ""
			}
		}
	}
	return nil
}

// matchesAny reports whether s is named by one of patterns: its name, or
// its folder's.
func matchesAny(patterns []string, s *Submission) bool {
	for _, pat := range patterns {
		if ok, _ := pathpkg.Match(pat, s.Name); ok || pat == s.Folder {
			return true
		}
	}
	return false
}

// expandBraces is the patterns a submissions.yaml key stands for, its
// first {a,b} expanded, then the rest: ac.{py,cpp} is ac.py and ac.cpp.
func expandBraces(key string) []string {
	open := strings.IndexByte(key, '{')
	end := strings.IndexByte(key[open+1:], '}')
	if open < 0 || end < 0 {
		return []string{key}
	}
	end += open + 1
	var out []string
	for _, alt := range strings.Split(key[open+1:end], ",") {
		out = append(out, expandBraces(key[:open]+alt+key[end+1:])...)
	}
	return out
}

// readSubmissionsJSON applies DOMjudge's submissions.json, at the
// package's root, to subs: each key a submission's path in the package
// ("submissions/accepted/multi"), its entry_point the main file.
func readSubmissionsJSON(path string, subs []*Submission) error {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var details map[string]struct {
		EntryPoint string `json:"entry_point"`
	}
	if err := json.Unmarshal(b, &details); err != nil {
		return fmt.Errorf("%s: want an object of submissions' paths, each with its entry_point: %v", path, err)
	}
	for _, s := range subs {
		if d, ok := details["submissions/"+s.Name]; ok && d.EntryPoint != "" {
			s.Main = d.EntryPoint
		}
	}
	return nil
}

// DOMjudge's annotations, as its importer finds them: anywhere in a file,
// in any case, the colon followed by a space.
const (
	annotation      = "@EXPECTED_RESULTS@:"
	scoreAnnotation = "@EXPECTED_SCORE@:"
)

// expect finds what s is promised: its @EXPECTED_RESULTS@ or
// @EXPECTED_SCORE@ annotation, else its folder's. Where DOMjudge would
// refuse to import it (an annotation twice in a file, or in two files),
// s is skipped, saying so.
func (s *Submission) expect() {
	results, score, err := s.annotated()
	if err != nil {
		s.Skip = err.Error()
		return
	}
	if score != "" {
		v, _ := strconv.ParseFloat(score, 64)
		s.Score, s.From, s.Promise = &v, scoreAnnotation, score
	}
	if results != "" {
		s.From, s.Promise = annotation, results
		if s.Score != nil {
			s.From, s.Promise = annotation+" and "+scoreAnnotation, results+"; "+score
		}
		for _, w := range strings.Split(results, ",") {
			w = strings.ToUpper(strings.TrimSpace(w))
			o, ok := domjudge[w]
			if !ok {
				s.Skip = "its " + annotation + " names " + w + ", not a DOMjudge verdict (CORRECT, WRONG-ANSWER, TIMELIMIT, RUN-ERROR, MEMORY-LIMIT, COMPILER-ERROR, NO-OUTPUT, OUTPUT-LIMIT, or ACCEPTED, WRONG_ANSWER, TIME_LIMIT_EXCEEDED, RUN_TIME_ERROR, COMPILER_ERROR, NO_OUTPUT, OUTPUT_LIMIT)"
				s.Expected = nil
				return
			}
			s.Expected = append(s.Expected, o)
		}
		return
	}
	if s.Score != nil {
		return
	}
	s.From, s.Promise = "its folder", s.Folder
	if s.Expected = folders[s.Folder]; s.Expected == nil {
		var names []string
		for f := range folders {
			names = append(names, f)
		}
		sort.Strings(names)
		s.Skip = "the folder " + s.Folder + " promises no verdict the judge knows (" + strings.Join(names, ", ") + ")"
	}
}

// annotated finds the text after @EXPECTED_RESULTS@: and after
// @EXPECTED_SCORE@: in the files of s, each up to the end of its line,
// as DOMjudge's importer does: a score that is not a number is a list of
// results; an annotation twice in a file, or in two of its files, is the
// error DOMjudge refuses the submission with.
func (s *Submission) annotated() (results, score string, err error) {
	found := ""
	filepath.WalkDir(s.Path, func(path string, d fs.DirEntry, werr error) error {
		if werr != nil || err != nil || d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		b, rerr := os.ReadFile(path)
		if rerr != nil {
			return nil
		}
		rel, _ := filepath.Rel(filepath.Dir(filepath.Dir(s.Path)), path) // accepted/a.py
		var r, sc string
		twice := false
		for _, a := range []string{annotation, scoreAnnotation} {
			v, n := annotationIn(b, a)
			twice = twice || n > 1
			switch {
			case n == 0:
			case a == scoreAnnotation && isNumber(v):
				sc = v
			case r != "":
				twice = true
			default:
				r = v
			}
		}
		switch {
		case twice:
			err = fmt.Errorf("DOMjudge refuses it: more than one %s or %s in %s", annotation, scoreAnnotation, filepath.ToSlash(rel))
		case r == "" && sc == "":
		case found != "":
			err = fmt.Errorf("DOMjudge refuses it: %s and %s both hold %s or %s", found, filepath.ToSlash(rel), annotation, scoreAnnotation)
		default:
			found, results, score = filepath.ToSlash(rel), r, sc
		}
		return nil
	})
	return results, score, err
}

// annotationIn is the text after the first a+" " in b (in any case), up
// to the end of its line and without a comment's end, and how many times
// a+" " is in b.
func annotationIn(b []byte, a string) (string, int) {
	upper := bytes.ToUpper(b)
	key := []byte(a + " ")
	n := bytes.Count(upper, key)
	if n == 0 {
		return "", 0
	}
	rest := b[bytes.Index(upper, key)+len(key):]
	if j := bytes.IndexAny(rest, "\r\n"); j >= 0 {
		rest = rest[:j]
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(rest)), "*/")), n
}

// isNumber says whether s is a number, as PHP's is_numeric has it.
func isNumber(s string) bool {
	v, err := strconv.ParseFloat(s, 64)
	return err == nil && !math.IsNaN(v) && !math.IsInf(v, 0)
}

// Outcomes are the outcomes that the judge's verdict v on a whole run
// counts as: its own, and the coarser one it refines (MLE is a run-time
// error to Kattis and DOMjudge; ILE, past the time limit; OLE, a
// run-time error to Kattis, or past the time limit for a program the
// package's judges let write on), with a note saying which refines which. An
// accepted run of a scoring problem whose score is not the most (full
// false) is partially accepted; a wrong answer with no output at all
// (empty) is also NO-OUTPUT. The judge's own failures count as nothing.
func Outcomes(v verdict.Verdict, full, empty bool) (outcomes []string, note string) {
	switch v {
	case verdict.AC:
		if !full {
			return []string{Partial}, ""
		}
		return []string{Accepted}, ""
	case verdict.WA, verdict.PE:
		if empty {
			return []string{WrongAnswer, NoOutput}, ""
		}
		return []string{WrongAnswer}, ""
	case verdict.TLE:
		return []string{TimeLimit}, ""
	case verdict.ILE:
		return []string{TimeLimit}, "ILE counts as time_limit_exceeded (TIMELIMIT)"
	case verdict.RE:
		return []string{RunTimeError}, ""
	case verdict.MLE:
		return []string{RunTimeError, MemoryLimit}, "MLE counts as run_time_error (RUN-ERROR)"
	case verdict.OLE:
		// The judge kills a program at its output limit; DOMjudge,
		// problemtools and BAPCtools let it write on and judge it at its
		// end, TLE where it writes on past the time limit.
		return []string{OutputLimit, RunTimeError, TimeLimit}, "OLE counts as run_time_error (OUTPUT-LIMIT to DOMjudge), or as time_limit_exceeded: the judge stops at the output limit a program that DOMjudge, problemtools and BAPCtools let write on"
	case verdict.CE:
		return []string{CompileError}, ""
	}
	return nil, ""
}
