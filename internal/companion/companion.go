// Package companion receives problems from the Competitive Companion
// browser extension (https://github.com/jmerle/competitive-companion),
// which parses a problem page and POSTs it as JSON to local ports: it
// stores the samples and problem.json under samples/<id> and scaffolds the
// solution as "judge new" does when there is none.
//
// It never overwrites a solution, problem.json or a case of the user's
// own: when the official samples of an existing problem differ from what
// arrives, it replaces only the sample-N files, and says so. A request it
// cannot take gets a 4xx answer, a line on the error log, and writes
// nothing.
package companion

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"mime"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"gametheory/internal/problem"
	"gametheory/internal/scaffold"
)

// DefaultPort is the port the judge listens on: one of the ports the
// extension always sends to (its src/hosts/hosts.ts lists 1327, 4244, 6174,
// 10042, 10043, 10045 and 27121), the one listed for Caide and AI Virtual
// Assistant, so that it does not collide with CP Editor (10045) or the VS
// Code extension Competitive Programming Helper (27121).
const DefaultPort = 10043

// MaxBody is the largest request body taken: the samples of a whole page
// are a few KiB.
const MaxBody = 4 << 20

// MaxTests is the most samples a problem may have: pages show a handful,
// and a few MiB of tiny tests would otherwise be a hundred thousand files
// written while every other request waits.
const MaxTests = 1000

// A task is the extension's JSON, as its README documents it. The pointer
// fields are required; languages and testType are of no use here.
type task struct {
	Name        *string  `json:"name"`
	Group       *string  `json:"group"`
	URL         *string  `json:"url"`
	Interactive bool     `json:"interactive"`
	MemoryLimit *float64 `json:"memoryLimit"` // MB
	TimeLimit   *float64 `json:"timeLimit"`   // ms
	Tests       *[]struct {
		Input  *string `json:"input"`
		Output *string `json:"output"`
	} `json:"tests"`
	Input  *ioConfig `json:"input"`
	Output *ioConfig `json:"output"`
	Batch  *struct {
		ID   string `json:"id"`
		Size int    `json:"size"`
	} `json:"batch"`
}

type ioConfig struct {
	Type     string `json:"type"` // stdin, file or regex; stdout or file
	FileName string `json:"fileName"`
}

// A Receiver is the http.Handler the extension posts to. It stores one
// problem at a time, since each writes into the project.
type Receiver struct {
	root      string
	log, errs io.Writer
	// Folders, outside a project, stores each problem in root/<id>, its
	// problem.json and cases, with no solution, as CPH and cpbooster do.
	Folders bool

	mu      sync.Mutex
	batches map[string]int // problems received of each unfinished batch
	done    chan struct{}
}

// NewReceiver returns a Receiver that stores problems under root (the
// module's directory), prints one line per problem to log and one per
// refused request to errs.
func NewReceiver(root string, log, errs io.Writer) *Receiver {
	return &Receiver{root: root, log: log, errs: errs, batches: map[string]int{}, done: make(chan struct{})}
}

// BatchDone is closed once a whole batch has arrived: a problem, or every
// problem of a contest (batch.size requests with the same batch.id). A
// problem refused as unsupported, or that failed to be stored, has arrived
// too: the extension sends it only once.
func (rc *Receiver) BatchDone() <-chan struct{} { return rc.done }

// A refusal is a request the Receiver does not take, and the HTTP status
// that says why.
type refusal struct {
	status int
	msg    string
}

func (e *refusal) Error() string { return e.msg }

func refuse(status int, format string, args ...any) error {
	return &refusal{status, fmt.Sprintf(format, args...)}
}

// ServeHTTP reads and checks the request, then stores its problem. Only
// the storing is one request at a time: a client slow to send its body
// holds up no other.
func (rc *Receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	t, err := readTask(w, r)
	rc.mu.Lock()
	defer rc.mu.Unlock()
	var line, batch string
	if err == nil {
		line, err = rc.store(t)
		batch = rc.arrived(t)
	}
	if err != nil {
		status, what := http.StatusInternalServerError, "failed"
		var rf *refusal
		if errors.As(err, &rf) {
			status, what = rf.status, "refused"
		}
		fmt.Fprintf(rc.errs, "%s %s %s from %s: %d %s: %v%s\n", what, r.Method, r.URL.Path, r.RemoteAddr, status, http.StatusText(status), err, batch)
		http.Error(w, err.Error(), status)
		return
	}
	fmt.Fprintln(rc.log, line+batch)
	fmt.Fprintln(w, line+batch)
}

// arrived counts t toward its batch, closes done if that completes the
// batch, and returns " [k/n of the batch]" for a batch of more than one.
func (rc *Receiver) arrived(t *task) string {
	b := t.Batch
	rc.batches[b.ID]++
	k := rc.batches[b.ID]
	if k >= b.Size {
		delete(rc.batches, b.ID)
		select {
		case <-rc.done:
		default:
			close(rc.done)
		}
	}
	if b.Size == 1 {
		return ""
	}
	return fmt.Sprintf(" [%d/%d of the batch]", k, b.Size)
}

// store stores t's problem and returns the line that reports it.
func (rc *Receiver) store(t *task) (string, error) {
	files, err := supported(t)
	if err != nil {
		return "", err
	}
	id, judge := problemID(rc.root, *t.URL, *t.Name, *t.Group)
	tl := time.Duration(math.Round(*t.TimeLimit)) * time.Millisecond
	mib := int64(math.Round(*t.MemoryLimit))
	p := &problem.Problem{ID: id, Name: *t.Name, Judge: judge, URL: *t.URL, TimeLimit: tl.String(), MemoryLimitKiB: mib * 1024, Compare: "lines"}
	p.Target = judgeTarget(*t.URL)
	p.FileIO = files
	if t.Interactive {
		p.Interactive = true
		if !rc.Folders {
			p.Interactor = scaffold.Interactor(id)
		}
	}
	var samples [][2]string
	for _, c := range *t.Tests {
		samples = append(samples, [2]string{*c.Input, answer(*c.Output)})
	}
	if rc.Folders {
		return rc.storeFolder(p, samples)
	}
	state, err := storeSamples(filepath.Join(rc.root, "samples", id), samples)
	if err != nil {
		return "", err
	}
	var created, kept []string
	switch err := scaffold.ProblemJSON(rc.root, p); {
	case err == nil:
		created = append(created, "samples/"+id+"/problem.json")
	case exists(filepath.Join(rc.root, "samples", id, "problem.json")):
		kept = append(kept, "problem.json")
	default:
		return "", err
	}
	if exists(filepath.Join(rc.root, "problems", id)) {
		kept = append(kept, "the solution")
	} else {
		files, err := scaffold.Solution(rc.root, p)
		if err != nil {
			return "", err
		}
		for _, f := range files {
			created = append(created, filepath.ToSlash(f))
		}
	}
	line := fmt.Sprintf("%s: %q, %s, %s, %d MiB", id, *t.Name, state, tl, mib)
	if len(created) > 0 {
		line += "; created " + strings.Join(created, ", ")
	}
	if len(kept) > 0 {
		line += "; kept " + strings.Join(kept, " and ")
	}
	return line, nil
}

// storeFolder stores p in a folder of its own, root/<id>: problem.json
// (kept when there is one) and the samples.
func (rc *Receiver) storeFolder(p *problem.Problem, samples [][2]string) (string, error) {
	if err := scaffold.CheckID(p.ID); err != nil {
		return "", err
	}
	dir := filepath.Join(rc.root, p.ID)
	state, err := storeSamples(dir, samples)
	if err != nil {
		return "", err
	}
	line := fmt.Sprintf("%s: %q, %s, %s, %d MiB", p.ID, p.Name, state, p.TimeLimit, p.MemoryLimitKiB/1024)
	switch err := scaffold.FolderProblemJSON(dir, p); {
	case err == nil:
		line += "; created " + p.ID + "/problem.json"
	case exists(filepath.Join(dir, "problem.json")):
		line += "; kept problem.json"
	default:
		return "", err
	}
	return line, nil
}

// readTask takes only what the extension, or a tool on this machine, sends:
// a POST of JSON from a loopback address, not from a web page.
func readTask(w http.ResponseWriter, r *http.Request) (*task, error) {
	host, _, _ := net.SplitHostPort(r.RemoteAddr)
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return nil, refuse(http.StatusForbidden, "only this machine may send problems, and %s is not a loopback address", r.RemoteAddr)
	}
	// A web page can POST to localhost too; the browser says which page.
	if o := r.Header.Get("Origin"); strings.HasPrefix(o, "http://") || strings.HasPrefix(o, "https://") {
		return nil, refuse(http.StatusForbidden, "a web page (%s) may not send problems: only the browser extension or a tool on this machine", o)
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		return nil, refuse(http.StatusMethodNotAllowed, "want a POST of the extension's JSON, found %s", r.Method)
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return nil, refuse(http.StatusUnsupportedMediaType, "want Content-Type application/json, found %q", r.Header.Get("Content-Type"))
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, refuse(http.StatusRequestEntityTooLarge, "the body is over %d MiB", MaxBody>>20)
	case err != nil:
		return nil, refuse(http.StatusBadRequest, "reading the body: %v", err)
	}
	return decode(body)
}

// decode parses and checks the extension's JSON.
func decode(body []byte) (*task, error) {
	var t task
	if err := json.Unmarshal(body, &t); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			return nil, refuse(http.StatusBadRequest, "malformed JSON at byte %d: %v", syn.Offset, err)
		}
		return nil, refuse(http.StatusBadRequest, "malformed JSON: %v", err)
	}
	var missing []string
	for _, f := range []struct {
		name    string
		present bool
	}{
		{"name", t.Name != nil && strings.TrimSpace(*t.Name) != ""},
		{"group", t.Group != nil},
		{"url", t.URL != nil && strings.TrimSpace(*t.URL) != ""},
		{"memoryLimit", t.MemoryLimit != nil},
		{"timeLimit", t.TimeLimit != nil},
		{"tests", t.Tests != nil},
		{"input", t.Input != nil},
		{"output", t.Output != nil},
		{"batch", t.Batch != nil && t.Batch.ID != ""},
	} {
		if !f.present {
			missing = append(missing, f.name)
		}
	}
	if len(missing) > 0 {
		return nil, refuse(http.StatusBadRequest, "missing fields: %s", strings.Join(missing, ", "))
	}
	for i, c := range *t.Tests {
		if c.Input == nil || c.Output == nil {
			return nil, refuse(http.StatusBadRequest, "tests[%d]: want input and output", i)
		}
	}
	switch {
	case !(*t.TimeLimit >= 1 && *t.TimeLimit <= 3600e3):
		return nil, refuse(http.StatusBadRequest, "timeLimit: want 1 to 3600000 ms, found %v", *t.TimeLimit)
	case !(*t.MemoryLimit >= 1 && *t.MemoryLimit <= 1<<20):
		return nil, refuse(http.StatusBadRequest, "memoryLimit: want 1 to 1048576 MB, found %v", *t.MemoryLimit)
	case t.Batch.Size < 1:
		return nil, refuse(http.StatusBadRequest, "batch.size: want at least 1, found %d", t.Batch.Size)
	case len(*t.Tests) > MaxTests:
		return nil, refuse(http.StatusBadRequest, "tests: want at most %d, found %d", MaxTests, len(*t.Tests))
	}
	return &t, nil
}

// supported refuses the problems the judge cannot run yet, and returns
// the files of a file-I/O problem, as problem.json's file_io says them
// ("" for a problem of the standard input and output).
func supported(t *task) (string, error) {
	switch {
	case t.Input.Type != "stdin" && t.Input.Type != "file":
		return "", refuse(http.StatusUnprocessableEntity, "%q reads its input from %s: only stdin and a file are supported", *t.Name, describe(t.Input))
	case t.Output.Type != "stdout" && t.Output.Type != "file":
		return "", refuse(http.StatusUnprocessableEntity, "%q writes its output to %s: only stdout and a file are supported", *t.Name, describe(t.Output))
	case t.Input.Type == "stdin" && t.Output.Type == "stdout":
		return "", nil
	case t.Interactive:
		return "", refuse(http.StatusUnprocessableEntity, "%q is interactive and reads or writes a file: not supported", *t.Name)
	}
	var in, out string
	if t.Input.Type == "file" {
		in = t.Input.FileName
	}
	if t.Output.Type == "file" {
		out = t.Output.FileName
	}
	files := in + "," + out
	if _, err := problem.ParseFileIO(files); err != nil {
		return "", refuse(http.StatusUnprocessableEntity, "%q: %v", *t.Name, err)
	}
	return files, nil
}

// answer is out as the judge's "lines" comparison sees it, the one
// problem.json names: LF line ends, no spaces or tabs at line ends, no
// blank lines at the end, and a final newline. The problem's own test
// compares exactly, so a solution the judge accepts passes it too, however
// the page ended its lines.
func answer(out string) string {
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t\r")
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		return ""
	}
	return strings.Join(lines, "\n") + "\n"
}

func describe(c *ioConfig) string {
	if c.FileName != "" {
		return fmt.Sprintf("the file %q", c.FileName)
	}
	return fmt.Sprintf("%q", c.Type)
}

var sampleName = regexp.MustCompile(`^sample-[0-9]+\.(in|out)$`)

// storeSamples makes dir's sample-N.in / sample-N.out files the given
// samples, leaving every other file alone, and says what it did. With no
// samples it changes nothing: a page the extension could not read is no
// reason to delete the ones there are.
func storeSamples(dir string, samples [][2]string) (string, error) {
	want := map[string]string{}
	for i, s := range samples {
		want[fmt.Sprintf("sample-%d.in", i+1)] = s[0]
		want[fmt.Sprintf("sample-%d.out", i+1)] = s[1]
	}
	have := map[string]string{}
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	for _, e := range entries {
		if sampleName.MatchString(e.Name()) {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				return "", err
			}
			have[e.Name()] = string(b)
		}
	}
	n := fmt.Sprintf("%d samples", len(samples))
	if len(samples) == 1 {
		n = "1 sample"
	}
	switch {
	case len(samples) == 0:
		return fmt.Sprintf("no samples (kept the %d sample-N files)", len(have)), nil
	case maps.Equal(have, want):
		return n + " unchanged", nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	names := make([]string, 0, len(want))
	for name := range want {
		names = append(names, name)
	}
	sort.Strings(names)
	written, removed := 0, 0
	for _, name := range names {
		if old, ok := have[name]; !ok || old != want[name] {
			if err := scaffold.WriteFile(filepath.Join(dir, name), []byte(want[name])); err != nil {
				return "", err
			}
			written++
		}
	}
	for name := range have {
		if _, ok := want[name]; !ok {
			if err := os.Remove(filepath.Join(dir, name)); err != nil {
				return "", err
			}
			removed++
		}
	}
	if len(have) == 0 {
		return n + " written", nil
	}
	return fmt.Sprintf("%s replacing the old ones (sample-N files: %d rewritten, %d removed)", n, written, removed), nil
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
