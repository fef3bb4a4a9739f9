package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeFile writes s to a file of its own under t.TempDir and returns its
// path.
func writeFile(t *testing.T, s string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "graph.txt")
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestGraphCommand runs judge sg -graph on the moves 0↔1, 1→2, 3→3,
// 3→2 (docs/sg.md's example): the values as text and JSON, and sums
// decided N, P and D.
func TestGraphCommand(t *testing.T) {
	g := filepath.Join("testdata", "loopy.txt")
	code, out, errs := run(nil, "-graph", g)
	want := g + `: the loopy nim values of its 4 vertices (Smith): a finite value, or ∞{K} where play can go on forever, K the finite values of its options
v  value
0  0
1  1
2  0
3  ∞{0}
`
	if code != 0 || out != want || errs != "" {
		t.Errorf("-graph: exit %d, stderr %q, stdout\n%s\nwant\n%s", code, errs, out, want)
	}
	code, out, _ = run(nil, "-graph", g, "-json")
	wantJSON := `{"v":0,"value":"0","nim":0}
{"v":1,"value":"1","nim":1}
{"v":2,"value":"0","nim":0}
{"v":3,"value":"∞{0}","set":[0]}
`
	if code != 0 || out != wantJSON {
		t.Errorf("-graph -json: exit %d, stdout\n%s\nwant\n%s", code, out, wantJSON)
	}
	for _, tt := range []struct {
		sum, outcome string
		move         *sumMove
	}{
		{"2 1", "N", &sumMove{Token: 1, From: 1, To: 0}},
		{"0 2", "P", nil},
		{"1 1", "P", nil},
		{"3 2", "N", &sumMove{Token: 0, From: 3, To: 2}},
		{"3 1", "D", &sumMove{Token: 0, From: 3, To: 3}},
		{"3  3", "D", &sumMove{Token: 0, From: 3, To: 3}},
	} {
		code, out, errs := run(nil, "-graph", g, "-sum", tt.sum, "-json")
		var r sumReport
		if code != 0 || strings.Count(out, "\n") != 1 || json.Unmarshal([]byte(out), &r) != nil {
			t.Fatalf("-sum %q -json: exit %d, stdout %q, stderr %q", tt.sum, code, out, errs)
		}
		if r.Outcome != tt.outcome || (r.Move == nil) != (tt.move == nil) || r.Move != nil && *r.Move != *tt.move {
			t.Errorf("-sum %q -json: %s; want outcome %s, move %+v", tt.sum, out, tt.outcome, tt.move)
		}
	}
	code, out, _ = run(nil, "-graph", g, "-sum", "3 1")
	if want := "tokens on 3 1: values ∞{0} 1\nD: a draw: neither player can force a win; the player to move keeps it by moving token 0 from 3 to 3\n"; code != 0 || out != want {
		t.Errorf("-sum \"3 1\": exit %d, stdout %q, want %q", code, out, want)
	}
}

// TestGraphErrors checks that a file breaking -graph's format, and flags
// it does not take, are refused with one line naming what was expected,
// and exit status 2.
func TestGraphErrors(t *testing.T) {
	tests := []struct {
		file string
		args []string
		want string
	}{
		{"", nil, "graph.txt:1: want a line \"n m\" (vertices, moves), found an empty file"},
		{"3\n", nil, "graph.txt:1: want a line \"n m\": the numbers of vertices and of moves, two integers from 0 to 2147483647, found \"3\""},
		{"3 -1\n", nil, "graph.txt:1: want a line \"n m\""},
		{"3 2\n0 1\n", nil, "graph.txt:3: want move 2 of 2, a line \"u v\", found the end of the file"},
		{"3 2\n0 1\n1 3\n", nil, "graph.txt:3: want move 2 of 2, a line \"u v\" of two vertices from 0 to 2, found \"1 3\""},
		{"3 2\n0 1\n1 2 3\n", nil, "graph.txt:3: want move 2 of 2"},
		{"3 1\n0 1\n\n2 0\n", nil, "graph.txt:4: want the end of the file after 1 moves, found \"2 0\""},
		{"4000000000000000 0\n", nil, "graph.txt:1: want a line \"n m\""},
		{strings.Repeat("3", maxLine+1), nil, "graph.txt:1: want a line of at most 1048576 bytes, found a longer one"},
		{"3 1\n" + strings.Repeat("0", maxLine+1) + "\n", nil, "graph.txt:2: want a line of at most 1048576 bytes, found a longer one"},
		{"3 1\n0 1\n", []string{"-sum", "0 x"}, "-sum \"0 x\": want vertices from 0 to 2, found \"x\""},
		{"3 1\n0 1\n", []string{"-sum", " "}, "-sum \" \": want one or more vertices"},
		{"3 1\n0 1\n", []string{"-sum", ""}, "-sum \"\": want one or more vertices (with -graph) or heaps (with -misere), found none"},
		{"3 1\n0 1\n", []string{"-misere"}, "-graph and -misere"},
		{"3 1\n0 1\n", []string{".07"}, "-graph: the game is the graph's; want no game beside it, found \".07\""},
	}
	for _, tt := range tests {
		args := append([]string{"-graph", writeFile(t, tt.file)}, tt.args...)
		code, out, errs := run(nil, args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q %v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.file, tt.args, code, out, errs, tt.want)
		}
	}
	if code, _, errs := run(nil, "-sum", "1", ".07"); code != 2 || !strings.Contains(errs, "-sum: want -graph FILE") {
		t.Errorf("-sum without -graph: exit %d, stderr %q", code, errs)
	}
	if code, out, errs := run(nil, "-misere", "-sum", "", ".07"); code != 2 || out != "" || !strings.Contains(errs, "-sum \"\": want one or more") {
		t.Errorf("-misere -sum \"\": exit %d, stdout %q, stderr %q; want exit 2 and an error", code, out, errs)
	}
	missing := filepath.Join(t.TempDir(), "none.txt")
	if code, _, errs := run(nil, "-graph", missing); code != 2 || !strings.Contains(errs, "-graph "+missing+": want a file to read") {
		t.Errorf("-graph of a missing file: exit %d, stderr %q", code, errs)
	}
}

// TestGraphMemory checks that a graph whose vertices and moves, as its
// first line counts them, would not fit in memory is refused at that line,
// before its moves are read, and that one that fits is read.
func TestGraphMemory(t *testing.T) {
	tests := []struct {
		file string
		mem  uint64
		want string // the error, "" where the graph is read
	}{
		{"1 100000000\n0 0\n", 1 << 30, "g:1: 1 vertices and 100000000 moves do not fit in this machine's 1024 MiB of memory"},
		{"100000000 0\n", 1 << 30, "g:1: 100000000 vertices do not fit in this machine's 1024 MiB of memory"},
		{"2 1\n0 1\n", 1 << 30, ""},
		{"2 1\n0 1\n", 2*bytesPerVertex + bytesPerMove - 1, "g:1: 2 vertices and 1 moves do not fit"},
	}
	for _, tt := range tests {
		_, err := readGraph(strings.NewReader(tt.file), "g", tt.mem)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want)) {
			t.Errorf("%q with %d bytes: error %v, want %q", tt.file, tt.mem, err, tt.want)
		}
	}
}
