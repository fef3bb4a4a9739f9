package serve

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"gametheory/pkg/cgt"
	"gametheory/pkg/game"
)

// TestFakeJudge is not a test: run by the script fakeJudge writes, with
// SERVE_FAKE_JUDGE set, it is the judge's executable for judge sg and
// judge cgt, which call these commands as the judge's main does.
func TestFakeJudge(t *testing.T) {
	if os.Getenv("SERVE_FAKE_JUDGE") == "" {
		return
	}
	args := flag.Args()
	code := 2
	switch args[0] {
	case "sg":
		code = game.Command("judge sg", args[1:], nil, os.Stdout, os.Stderr)
	case "cgt":
		code = cgt.Command("judge cgt", args[1:], nil, os.Stdout, os.Stderr)
	}
	os.Exit(code)
}

// fakeJudge writes a script that runs this test binary as the judge's
// executable (see TestFakeJudge), and returns its path.
func fakeJudge(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake judge is a shell script")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "judge")
	script := fmt.Sprintf("#!/bin/sh\nSERVE_FAKE_JUDGE=1 exec '%s' -test.run='^TestFakeJudge$' -- \"$@\"\n", self)
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestLabSG checks the lab's tables through the API: the values, period
// and function judge sg finds, the misère genera, a loopy graph, and a
// bad game or graph answered by judge sg's own one-line error.
func TestLabSG(t *testing.T) {
	s := pageServer(t, t.TempDir(), fakeJudge(t))
	for _, c := range []struct {
		req  sgRequest
		code int
		want []string // in the answer's JSON
	}{
		{sgRequest{Game: "0.07", N: 12}, 200, []string{`"values":[0,0,1,1,2,0,3,1,1,0,3,3]`, `"preperiod":53,"period":34,"proved":true`, `func grundy(n int64) int`}},
		{sgRequest{Game: "S(1,3,4)", N: 8}, 200, []string{`"values":[0,1,0,1,2,3,2,0]`, `"period":7`, `preperiod 0, period 7`}},
		{sgRequest{Game: "wythoff", N: 3}, 200, []string{`"values":[[0,1,2],[1,2,0],[2,0,1]]`, `"codeError":"judge sg: -go: wythoff is a two-heap game`}},
		{sgRequest{Game: "0.07", N: 3, Misere: true}, 200, []string{`{"n":2,"genus":[1,0,3,1],"tame":true}`}},
		{sgRequest{Graph: "3 3\n0 1\n1 2\n2 0\n", Sum: "0 1"}, 200, []string{`"outcome":"D"`}},
		{sgRequest{Game: "0.9"}, 400, []string{`{"error":"judge sg: octal code \"0.9\": digit 9 at position 3 is not an octal digit 0-7"}`}},
		{sgRequest{Graph: "2 1\n0 5\n"}, 400, []string{`"error":"judge sg`}},
		{sgRequest{Game: "0.07", N: 100000}, 400, []string{`n 100000: expected how many values to show, from 1 to 400`}},
		{sgRequest{}, 400, []string{`expected a game`}},
		{sgRequest{Game: "0.6", N: 5, Limit: 100}, 200, []string{`"proved":false,"computed":101`, `"codeError":"judge sg: -go: no period is proved up to 100`}},
		{sgRequest{Game: "0.07", Limit: 1 << 21}, 400, []string{`limit 2097152: expected how many heap sizes to compute`}},
	} {
		w := pageRequest(t, s, "/api/lab/sg", c.req)
		for _, want := range c.want {
			if w.Code != c.code || !strings.Contains(w.Body.String(), want) {
				t.Errorf("%+v: %d %s, want %d with %s", c.req, w.Code, w.Body, c.code, want)
			}
		}
	}
}

// TestLabCGT checks judge cgt's answers through the API with the
// thermograph's walls: each starts at t = -1 and ends at the temperature
// and the mean the judge gives.
func TestLabCGT(t *testing.T) {
	s := pageServer(t, t.TempDir(), fakeJudge(t))
	for _, c := range []struct {
		game, canonical string
		left, right     [][2]float64
		err             string
	}{
		{"{1|-1}", "+-1", [][2]float64{{-1, 2}, {1, 0}}, [][2]float64{{-1, -2}, {1, 0}}, ""},
		{"3/4", "3/4", [][2]float64{{-1, 0.75}}, [][2]float64{{-1, 0.75}}, ""},
		{"domineering:../.. + *", "+-1*", [][2]float64{{-1, 1}, {0, 1}, {1, 0}}, [][2]float64{{-1, -1}, {0, -1}, {1, 0}}, ""},
		{"{3|1} + {2||1|0}", "", nil, nil, ""},
		{"{1|", "", nil, nil, `judge cgt: game "{1|": expected '}'`},
		{" ", "", nil, nil, "expected a game"},
	} {
		var a struct {
			cgtAnswer
			Error string `json:"error"`
		}
		code := 200
		if c.err != "" {
			code = 400
		}
		postJSON(t, s, "/api/lab/cgt", map[string]string{"game": c.game}, code, &a)
		if c.err != "" {
			if !strings.HasPrefix(a.Error, c.err) {
				t.Errorf("%s: error %q, want %q", c.game, a.Error, c.err)
			}
			continue
		}
		if c.canonical != "" && (a.Canonical != c.canonical || fmt.Sprint(a.Left, a.Right) != fmt.Sprint(c.left, c.right)) {
			t.Errorf("%s: %s with walls %v %v, want %s with %v %v", c.game, a.Canonical, a.Left, a.Right, c.canonical, c.left, c.right)
		}
		for _, wall := range [][][2]float64{a.Left, a.Right} {
			last := wall[len(wall)-1]
			if wall[0][0] != -1 || last[1] != fraction(t, a.Mean) || len(wall) > 1 && last[0] != fraction(t, a.Temperature) {
				t.Errorf("%s: wall %v, mean %s, temperature %s", c.game, wall, a.Mean, a.Temperature)
			}
		}
	}
}

// fraction reads a dyadic such as -3/4 as judge cgt writes one.
func fraction(t *testing.T, s string) float64 {
	num, den, _ := strings.Cut(s, "/")
	if den == "" {
		den = "1"
	}
	var n, d float64
	if _, err := fmt.Sscan(num, &n); err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	if _, err := fmt.Sscan(den, &d); err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return n / d
}

// TestLabGone checks that a request that has gone away runs nothing.
func TestLabGone(t *testing.T) {
	s := pageServer(t, t.TempDir(), fakeJudge(t))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if out, err := s.runJudge(ctx, "sg", "-json", "0.07"); err == nil || !strings.Contains(err.Error(), "context canceled") {
		t.Errorf("a cancelled request: %q, %v; want the context's error", out, err)
	}
}
