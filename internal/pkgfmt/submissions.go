package pkgfmt

import (
	"bytes"
	"gametheory/internal/verdict"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
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

// domjudge are the outcomes of DOMjudge's @EXPECTED_RESULTS@.
var domjudge = map[string]string{
	"CORRECT": Accepted, "WRONG-ANSWER": WrongAnswer, "TIMELIMIT": TimeLimit, "RUN-ERROR": RunTimeError,
	"COMPILER-ERROR": CompileError, "OUTPUT-LIMIT": OutputLimit, "NO-OUTPUT": NoOutput,
}

// A Submission is a program of submissions/: a file or a folder, and the
// outcomes it is promised (any of them will do).
type Submission struct {
	Name     string // relative to submissions/: "accepted/hello.c"
	Path     string
	Folder   string   // the folder it is in: "accepted"
	Expected []string // the outcomes promised; none when Skip says why
	From     string   // what promises them: "its folder" or "@EXPECTED_RESULTS@:"
	Promise  string   // the promise as written: the folder's name, or the annotation's verdicts
	Skip     string   // why it cannot be judged, or ""
}

// annotation marks DOMjudge's expected results in a submission's source.
const annotation = "@EXPECTED_RESULTS@:"

// expect finds what s is promised: its @EXPECTED_RESULTS@ annotation,
// else its folder's.
func (s *Submission) expect() {
	if line, ok := s.annotated(); ok {
		s.From, s.Promise = annotation, line
		for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			o, ok := domjudge[strings.ToUpper(w)]
			if !ok {
				s.Skip = "its " + annotation + " names " + w + ", not a DOMjudge verdict (CORRECT, WRONG-ANSWER, TIMELIMIT, RUN-ERROR, COMPILER-ERROR, NO-OUTPUT, OUTPUT-LIMIT)"
				s.Expected = nil
				return
			}
			s.Expected = append(s.Expected, o)
		}
		if len(s.Expected) > 0 {
			return
		}
		s.Skip = "its " + annotation + " names no verdict"
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

// annotated finds the text after @EXPECTED_RESULTS@: in the files of s,
// up to the end of its line.
func (s *Submission) annotated() (string, bool) {
	found, ok := "", false
	filepath.WalkDir(s.Path, func(path string, d fs.DirEntry, err error) error {
		if err != nil || ok || d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		if i := bytes.Index(b, []byte(annotation)); i >= 0 {
			rest := b[i+len(annotation):]
			if j := bytes.IndexAny(rest, "\r\n"); j >= 0 {
				rest = rest[:j]
			}
			// A comment's end on the same line is no verdict.
			found, ok = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(rest)), "*/")), true
		}
		return nil
	})
	return found, ok
}

// Outcomes are the outcomes that the judge's verdict v on a whole run
// counts as: its own, and the coarser one it refines (MLE is a run-time
// error to Kattis and DOMjudge; ILE, past the time limit; OLE, a
// run-time error to Kattis), with a note saying which refines which. An
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
		return []string{RunTimeError}, "MLE counts as run_time_error (RUN-ERROR)"
	case verdict.OLE:
		return []string{OutputLimit, RunTimeError}, "OLE counts as run_time_error (OUTPUT-LIMIT to DOMjudge)"
	case verdict.CE:
		return []string{CompileError}, ""
	}
	return nil, ""
}
