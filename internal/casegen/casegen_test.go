package casegen

import (
	"bufio"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strings"
	"testing"

	"gametheory/pkg/fastio"
)

// TestMain lets the test binary stand in for a brute force: run with
// CASEGEN_TEST_BRUTE set, it is Brute around a solve that echoes one
// number; with CASEGEN_TEST_LARGE set, a large command of two cases.
func TestMain(m *testing.M) {
	if os.Getenv("CASEGEN_TEST_LARGE") != "" {
		Large(map[string]func(*bufio.Writer){
			"one": func(w *bufio.Writer) { w.WriteString("1\n") },
			"two": func(w *bufio.Writer) { w.WriteString("2\n") },
		})
		os.Exit(0)
	}
	if os.Getenv("CASEGEN_TEST_BRUTE") == "" {
		os.Exit(m.Run())
	}
	Brute("echo", func(in *fastio.Reader, out *fastio.Writer) error {
		n := in.IntIn("a number", 0, 9)
		if err := in.Err(); err != nil {
			return err
		}
		out.Int64(n)
		out.Newline()
		return nil
	})
	os.Exit(0)
}

// TestBruteIsStrict: what a solution only warns about, content after the
// input, makes a brute force, which is also the validator, exit 1.
func TestBruteIsStrict(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		in, stdout, stderr string
		exit               int
	}{
		{"7\n", "7\n", "", 0},
		{"7 8\n", "7\n", "echo: line 1, column 3: ignored \"8\" and everything after it, past the end of the input\n", 1},
		{"\x00", "", "echo: line 1, column 1: expected a number in [0, 9], found \"\\x00\"\n", 1},
		{"12\n", "", "echo: line 1, column 1: a number, 12, is out of range [0, 9]\n", 1},
	}
	for _, tt := range tests {
		exit, stdout, stderr := run(t, exe, "CASEGEN_TEST_BRUTE=1", tt.in)
		if exit != tt.exit || stdout != tt.stdout || stderr != tt.stderr {
			t.Errorf("input %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.in, exit, stdout, stderr, tt.exit, tt.stdout, tt.stderr)
		}
	}
}

// run runs the test binary with args, the variable env set and stdin as
// its input, and returns its exit status and what it wrote.
func run(t *testing.T, exe, env, stdin string, args ...string) (exit int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), env)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		exit = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return exit, out.String(), errOut.String()
}

func TestParse(t *testing.T) {
	tests := []struct {
		args     []string
		wantSize int64
		wantErr  bool
	}{
		{[]string{"7"}, 5, false},
		{[]string{"7", "100"}, 100, false},
		{[]string{"-3"}, 5, false},
		{nil, 0, true},
		{[]string{"x"}, 0, true},
		{[]string{"1", "0"}, 0, true},
		{[]string{"1", "2", "3"}, 0, true},
	}
	for _, tt := range tests {
		_, size, err := parse(tt.args, 5)
		if (err != nil) != tt.wantErr || !tt.wantErr && size != tt.wantSize {
			t.Errorf("parse(%q) = %d, %v", tt.args, size, err)
		}
	}
}

func TestSameSeedSameNumbers(t *testing.T) {
	r1, _, _ := parse([]string{"42"}, 1)
	r2, _, _ := parse([]string{"42"}, 1)
	a, b := Piles(r1, 50, 0, 1000), Piles(r2, 50, 0, 1000)
	for i := range a {
		if a[i] != b[i] || a[i] < 0 || a[i] > 1000 {
			t.Fatalf("seed 42 gave %v and %v", a, b)
		}
	}
}

func TestLine(t *testing.T) {
	if got := Line(3, 0, 12); got != "3 0 12\n" {
		t.Errorf("Line = %q", got)
	}
	if got := Line(); got != "\n" {
		t.Errorf("Line() = %q", got)
	}
}

func TestForest(t *testing.T) {
	f := NewForest(5)
	for _, e := range []struct {
		x, y   int
		joined bool
	}{
		{0, 1, true}, {2, 3, true}, {1, 0, false}, {3, 3, false}, {1, 3, true}, {0, 2, false}, {4, 0, true}, {4, 3, false},
	} {
		if got := f.Join(e.x, e.y); got != e.joined {
			t.Errorf("Join(%d, %d) = %v, want %v", e.x, e.y, got, e.joined)
		}
	}
}

// TestTree checks that Tree gives trees, in each of its shapes: n-1 edges
// joining the n vertices, paths and stars among them.
func TestTree(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	paths, stars := 0, 0
	for i := 0; i < 400; i++ {
		n := 1 + r.Intn(12)
		edges := Tree(r, n)
		f := NewForest(n)
		degree := make([]int, n)
		for _, e := range edges {
			if !f.Join(e[0], e[1]) {
				t.Fatalf("%v: a cycle on %d vertices", edges, n)
			}
			degree[e[0]]++
			degree[e[1]]++
		}
		if len(edges) != n-1 {
			t.Fatalf("%v: %d edges on %d vertices", edges, len(edges), n)
		}
		most := 0
		for _, d := range degree {
			most = max(most, d)
		}
		if n >= 5 && most == 2 {
			paths++
		}
		if n >= 5 && most == n-1 {
			stars++
		}
	}
	if paths == 0 || stars == 0 {
		t.Errorf("%d paths and %d stars of 5 vertices or more", paths, stars)
	}
}

// TestUntidy: the tokens stay, in order, and some lines change.
func TestUntidy(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	s := strings.Repeat("1 2\n3 4 5\n", 50)
	got := Untidy(r, s)
	if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(s), " ") || got == s ||
		!strings.Contains(got, "\n\n") || !strings.Contains(got, "\n2\n") {
		t.Errorf("Untidy(%q) = %q", s, got)
	}
}

func TestReadTree(t *testing.T) {
	for _, c := range []struct{ in, adj, err string }{
		{"1 2\n3 2\n", "[[1] [0 2] [1]]", ""},
		{"1 2\n2 1\n", "[[1 1] [0 0] []]", "line 2, column 3: the edge 2 1 closes a cycle: not a tree"},
		{"3 3\n", "[[] [] [2 2]]", "line 1, column 3: the edge 3 3 closes a cycle: not a tree"},
		{"1 4\n", "[[] [] []]", "line 1, column 3: an edge's end, 4, is out of range [1, 3]"},
		{"1 2\n", "[[1] [0] []]", "line 2, column 1: expected an edge's end in [1, 3], found end of input"},
	} {
		in := fastio.NewReader(strings.NewReader(c.in))
		adj := ReadTree(in, 3)
		err := ""
		if in.Err() != nil {
			err = in.Err().Error()
		}
		if got := fmt.Sprint(adj); got != c.adj || err != c.err {
			t.Errorf("ReadTree(%q) = %s, %q; want %s, %q", c.in, got, err, c.adj, c.err)
		}
	}
}

// TestEdges: every edge once, on the vertices 1 to n, in some order and
// either way round, ShuffledEnds' order.
func TestEdges(t *testing.T) {
	edges := [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}}
	got := Edges(rand.New(rand.NewSource(1)), edges)
	ends := ShuffledEnds(rand.New(rand.NewSource(1)), edges)
	seen := map[[2]int]int{}
	for i, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		var x, y int
		if _, err := fmt.Sscan(line, &x, &y); err != nil || x != int(ends[2*i])+1 || y != int(ends[2*i+1])+1 {
			t.Fatalf("line %q, ends %v", line, ends)
		}
		seen[[2]int{min(x, y), max(x, y)}]++
	}
	for _, e := range edges {
		if seen[[2]int{min(e[0], e[1]) + 1, max(e[0], e[1]) + 1}] != 1 {
			t.Errorf("Edges(%v) = %q", edges, got)
		}
	}
	if got == "1 2\n2 3\n3 4\n4 1\n1 3\n" {
		t.Errorf("Edges kept the order and the ends: %q", got)
	}
}
