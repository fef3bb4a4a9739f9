package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"

	"gametheory/pkg/cgt"
)

// labTimeout bounds each command the lab runs; a request that goes away
// (the page closed or asked again) stops its command at once.
const labTimeout = 10 * time.Second

// The lab's bounds on what it asks the judge for.
const (
	maxValues = 400     // values of a table (an N×N corner for two heaps)
	labLimit  = 1 << 16 // heap sizes computed looking for a period, unless asked
	maxLimit  = 1 << 20 // the most that may be asked, judge sg's default
	maxGraph  = 1 << 16 // bytes of a graph's text
)

// An sgRequest asks for a game's table: an octal code, a subtraction
// set or a game's name (as judge sg takes it), in normal or misère play,
// or the loopy values of a graph (judge sg -graph) and a sum on it.
type sgRequest struct {
	Game   string `json:"game"`
	N      int    `json:"n"`
	Limit  int    `json:"limit"` // heap sizes computed looking for a period
	Misere bool   `json:"misere"`
	Graph  string `json:"graph"`
	Sum    string `json:"sum"`
}

// An sgAnswer is what judge sg said: its JSON for the table (one object,
// or for -misere and -graph one a line, here a list), and the -go
// function or why there is none.
type sgAnswer struct {
	Table     json.RawMessage   `json:"table,omitempty"`
	Lines     []json.RawMessage `json:"lines,omitempty"`
	Code      string            `json:"code,omitempty"`
	CodeError string            `json:"codeError,omitempty"`
}

// A cgtAnswer is judge cgt's JSON and the thermograph's walls, each a
// list of corners [t, v] from t = -1 up, then straight up.
type cgtAnswer struct {
	Game        string       `json:"game"`
	Canonical   string       `json:"canonical"`
	Outcome     string       `json:"outcome"`
	Mean        string       `json:"mean"`
	Temperature string       `json:"temperature"`
	Left        [][2]float64 `json:"left"`
	Right       [][2]float64 `json:"right"`
}

// labRoutes adds the lab tab's API to mux.
func (s *Server) labRoutes(mux *http.ServeMux) {
	mux.HandleFunc("/api/lab/sg", func(w http.ResponseWriter, r *http.Request) {
		var req sgRequest
		if err := readJSON(r, &req); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		a, err := s.sg(r.Context(), req)
		if err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		writeJSON(w, a)
	})
	mux.HandleFunc("/api/lab/cgt", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Game string `json:"game"`
		}
		if err := readJSON(r, &req); err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		a, err := s.cgt(r.Context(), req.Game)
		if err != nil {
			fail(w, http.StatusBadRequest, err)
			return
		}
		writeJSON(w, a)
	})
}

// runJudge runs the judge's own executable with args, bounded by
// labTimeout and by ctx, and returns its standard output; where it
// fails, the error is its first line of standard error.
func (s *Server) runJudge(ctx context.Context, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, labTimeout)
	defer cancel()
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, s.Judge, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() == context.DeadlineExceeded {
		return nil, fmt.Errorf("judge %s: stopped after %v", strings.Join(args, " "), labTimeout)
	}
	if err != nil {
		msg, _, _ := strings.Cut(strings.TrimSpace(stderr.String()), "\n")
		if msg == "" {
			msg = fmt.Sprintf("judge %s: %v", strings.Join(args, " "), err)
		}
		return nil, errors.New(msg)
	}
	return stdout.Bytes(), nil
}

// sg answers req by judge sg -json, and for a game's table by judge sg
// -go as well.
func (s *Server) sg(ctx context.Context, req sgRequest) (*sgAnswer, error) {
	if req.N < 0 || req.N > maxValues {
		return nil, fmt.Errorf("n %d: expected how many values to show, from 1 to %d", req.N, maxValues)
	}
	if req.Limit < 0 || req.Limit > maxLimit {
		return nil, fmt.Errorf("limit %d: expected how many heap sizes to compute looking for a period, from 1 to %d", req.Limit, maxLimit)
	}
	if req.Limit == 0 {
		req.Limit = labLimit
	}
	args := []string{"sg", "-json"}
	if req.N > 0 {
		args = append(args, "-n", fmt.Sprint(req.N))
	}
	switch {
	case req.Graph != "":
		if len(req.Graph) > maxGraph {
			return nil, fmt.Errorf("the graph is %d bytes, over %d", len(req.Graph), maxGraph)
		}
		f, err := os.CreateTemp("", "judge-graph-*.txt")
		if err != nil {
			return nil, err
		}
		defer os.Remove(f.Name())
		_, err = f.WriteString(req.Graph)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, err
		}
		args = append(args, "-graph", f.Name())
		if strings.TrimSpace(req.Sum) != "" {
			args = append(args, "-sum", req.Sum)
		}
		return s.sgLines(ctx, args)
	case strings.TrimSpace(req.Game) == "":
		return nil, errors.New("expected a game: an octal code such as 0.07, a subtraction set such as S(1,3,4), grundy or wythoff")
	case req.Misere:
		return s.sgLines(ctx, append(args, "-misere", "--", req.Game))
	}
	limit := fmt.Sprint(req.Limit)
	out, err := s.runJudge(ctx, append(args, "-limit", limit, "--", req.Game)...)
	if err != nil {
		return nil, err
	}
	a := &sgAnswer{Table: bytes.TrimSpace(out)}
	if code, err := s.runJudge(ctx, "sg", "-go", "-limit", limit, "--", req.Game); err != nil {
		a.CodeError = err.Error()
	} else {
		a.Code = string(code)
	}
	return a, nil
}

// sgLines runs judge sg with args and answers its lines of JSON.
func (s *Server) sgLines(ctx context.Context, args []string) (*sgAnswer, error) {
	out, err := s.runJudge(ctx, args...)
	if err != nil {
		return nil, err
	}
	a := &sgAnswer{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, MaxBody)
	for sc.Scan() {
		if line := bytes.TrimSpace(sc.Bytes()); len(line) > 0 {
			a.Lines = append(a.Lines, append(json.RawMessage{}, line...))
		}
	}
	return a, sc.Err()
}

// cgt answers game by judge cgt -json, and draws its thermograph from the
// canonical form the judge found: a form already simplified, so that
// reading it here takes no search.
func (s *Server) cgt(ctx context.Context, game string) (*cgtAnswer, error) {
	if strings.TrimSpace(game) == "" {
		return nil, errors.New("expected a game, such as {2|-1}, ^*, or domineering:..../....")
	}
	out, err := s.runJudge(ctx, "cgt", "-json", "--", game)
	if err != nil {
		return nil, err
	}
	var a cgtAnswer
	if err := json.Unmarshal(out, &a); err != nil {
		return nil, fmt.Errorf("judge cgt -json: %v in %q", err, out)
	}
	g, err := cgt.Parse(a.Canonical)
	if err != nil {
		return nil, fmt.Errorf("the canonical form %q: %v", a.Canonical, err)
	}
	left, right := g.Thermograph()
	a.Left, a.Right = points(left), points(right)
	return &a, nil
}

// points writes a wall's corners as numbers to draw.
func points(c []cgt.Corner) [][2]float64 {
	p := make([][2]float64, len(c))
	for i, x := range c {
		p[i] = [2]float64{x.T.Float64(), x.V.Float64()}
	}
	return p
}
