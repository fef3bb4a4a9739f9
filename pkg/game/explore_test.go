package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"image"
	"image/png"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametheory/internal/testenv"
	"gametheory/pkg/octal"
)

// run runs Command as judge sg on args, or on src's own game, and returns
// its exit status and what it wrote.
func run(src *Source, args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	code := Command("judge sg", args, src, &out, &errs)
	return code, out.String(), errs.String()
}

// decode reads judge sg -json's object.
func decode(t *testing.T, s string) report {
	t.Helper()
	var r report
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	if err := d.Decode(&r); err != nil {
		t.Fatalf("-json printed %q: %v", s, err)
	}
	return r
}

// ints turns a decoded JSON array of numbers into ints.
func ints(t *testing.T, v any) []int {
	t.Helper()
	a, ok := v.([]any)
	if !ok {
		t.Fatalf("values: %v is not an array", v)
	}
	out := make([]int, len(a))
	for i, x := range a {
		var n int
		if _, err := fmt.Sscan(string(x.(json.Number)), &n); err != nil {
			t.Fatalf("values[%d] = %v: %v", i, x, err)
		}
		out[i] = n
	}
	return out
}

func TestUsageErrors(t *testing.T) {
	dir := t.TempDir()
	pic := filepath.Join(dir, "p.png")
	sub := New(subtraction(1, 2))
	own := OneHeap("S(1,2)", sub, func(n int) int { return n })
	tests := []struct {
		src  *Source
		args []string
		want string // in the one line on stderr
	}{
		{nil, []string{"-png", pic, "hexapawn"}, `unknown game "hexapawn"`},
		{nil, []string{"-png", pic}, "want one game"},
		{nil, []string{".07", ".77"}, "found 2 arguments"},
		{nil, []string{"-n", "-1", ".07"}, "-n -1: want a number of values, 0 or more"},
		{nil, []string{"-limit", "-1", "-png", pic, ".07"}, `found "-1"`},
		{nil, []string{"-limit", "2^99", ".07"}, `found "2^99"`},
		{nil, []string{"-limit", "2^61", "-png", pic, ".07"}, fmt.Sprintf("want heap sizes up to %d at most", octal.MaxLimit)},
		{nil, []string{"-limit", strconv.Itoa(octal.MaxLimit + 1), "-png", pic, ".07"}, fmt.Sprintf("want heap sizes up to %d at most", octal.MaxLimit)},
		// The flags named as given: -n alone, no -limit of the default's.
		{nil, []string{"-n", "4000000000", ".07"}, fmt.Sprintf("judge sg: -n 4000000000: want heap sizes up to %d at most", octal.MaxLimit)},
		{&own, []string{"-limit", "2^61", "-png", pic}, "do not fit in this machine's"},
		{nil, []string{"-n", "4000000000", "-png", pic, "wythoff"}, "does not fit in this machine's"},
		{nil, []string{"-go", "-png", pic, "wythoff"}, "two-heap game"},
		{nil, []string{"-go", "-json", ".07"}, "-json and -go"},
		{nil, []string{"-x", ".07"}, "flag provided but not defined: -x"},
		{nil, []string{"-png", filepath.Join(dir, "no", "p.png"), ".07"}, "want a file in an existing directory"},
		{&own, []string{".07"}, `unexpected argument ".07"`},
		{nil, []string{"-misere", "-png", pic, "wythoff"}, "-misere: wythoff is a two-heap game"},
		{nil, []string{"-misere", "-go", ".07"}, "-misere and -go"},
		{nil, []string{"-misere", "-png", pic, ".07"}, "-misere and -png"},
		{nil, []string{"-misere", "-limit", "100", ".07"}, "-misere and -limit"},
		{nil, []string{"-misere", "-n", "-1", ".07"}, "-n -1: want a number of values, 0 or more"},
		{&own, []string{"-misere", "-png", pic}, "-misere and -png"},
		{nil, []string{"-misere", "-n", "4000000000000000000", ".07"}, "do not fit in this machine's"},
	}
	for _, tt := range tests {
		code, out, errs := run(tt.src, tt.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tt.want) || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "judge sg: ") {
			t.Errorf("judge sg %q: exit %d, stdout %q, stderr %q; want 2, nothing, one line with %q", tt.args, code, out, errs, tt.want)
		}
		if _, err := os.Stat(pic); err == nil {
			t.Fatalf("judge sg %q wrote %s", tt.args, pic)
		}
	}
	// -h is not an error.
	if code, _, errs := run(nil, "-h"); code != 0 || !strings.Contains(errs, "usage: judge sg [flags] GAME") || !strings.Contains(errs, "-limit") {
		t.Errorf("judge sg -h: exit %d, stderr %q", code, errs)
	}
}

// TestUserGame explores a game of the package's own: a subtraction game
// whose values are known, and whose pattern is reported as observed only.
func TestUserGame(t *testing.T) {
	g := New(subtraction(2, 3))
	src := OneHeap("S(2,3)", g, func(n int) int { return n })
	code, out, errs := run(&src, "-json", "-n", "30")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	r := decode(t, out)
	v := ints(t, r.Values)
	for n, x := range v {
		if want := n % 5 / 2; x != want {
			t.Errorf("G(%d) = %d, want %d", n, x, want)
		}
	}
	if len(v) != 30 || r.Proved || r.Period != nil || r.Preperiod != nil || r.Computed != 30 {
		t.Errorf("got %d values, proved %v, period %v, preperiod %v, computed %d; want 30, false, null, null, 30", len(v), r.Proved, r.Period, r.Preperiod, r.Computed)
	}
	if r.Observed == nil || r.Observed.Period != 5 || r.Observed.Preperiod != 0 {
		t.Errorf("observed %+v, want period 5 from 0", r.Observed)
	}
	code, out, _ = run(&src, "-n", "20")
	if code != 0 || !strings.Contains(out, "in rows of the period, 5") || !strings.Contains(out, "observed, not proved") {
		t.Errorf("table: exit %d:\n%s", code, out)
	}
	code, out, errs = run(&src, "-go")
	if code != 1 || out != "" || !strings.Contains(errs, "only observed") {
		t.Errorf("-go on a game without a theorem: exit %d, stdout %q, stderr %q; want 1 and a refusal", code, out, errs)
	}
}

func TestFaultyGames(t *testing.T) {
	cycle := New(func(n int) []int {
		if n == 0 {
			return nil
		}
		if n == 6 {
			return []int{7}
		}
		if n == 7 {
			return []int{6}
		}
		return []int{n - 1}
	})
	panics := New(func(n int) []int {
		if n == 4 {
			var m []int
			return m[:1]
		}
		return make([]int, 0)
	})
	tests := []struct {
		src  Source
		want string
	}{
		{OneHeap("loop", cycle, func(n int) int { return n }), "heap 6: game: the moves form a cycle: position 6 can be reached from itself"},
		{OneHeap("bad", panics, func(n int) int { return n }), "heap 4: game: the moves of position 4 panicked"},
		{TwoHeap("bad2", panics, func(a, b int) int { return a + b }), "heaps 0 and 4: game: the moves of position 4 panicked"},
	}
	for _, tt := range tests {
		code, out, errs := run(&tt.src)
		if code != 1 || out != "" || !strings.Contains(errs, tt.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 1 and %q", tt.src.name, code, out, errs, tt.want)
		}
	}
}

// wythoffMoves lists Wythoff's moves from (a, b), for the search.
func wythoffMoves(p [2]int) [][2]int {
	var m [][2]int
	for k := 1; k <= p[0]; k++ {
		m = append(m, [2]int{p[0] - k, p[1]})
	}
	for k := 1; k <= p[1]; k++ {
		m = append(m, [2]int{p[0], p[1] - k})
	}
	for k := 1; k <= min(p[0], p[1]); k++ {
		m = append(m, [2]int{p[0] - k, p[1] - k})
	}
	return m
}

// TestWythoff checks the bit-set table against the search over every
// move, and the text's marks against the values.
func TestWythoff(t *testing.T) {
	const n = 40
	fast, err := wythoff(n)
	if err != nil {
		t.Fatal(err)
	}
	src := TwoHeap("wythoff by search", New(wythoffMoves), func(a, b int) [2]int { return [2]int{a, b} })
	slow, err := src.two(n)
	if err != nil {
		t.Fatal(err)
	}
	for a := range slow {
		for b := range slow[a] {
			if fast[a][b] != slow[a][b] {
				t.Fatalf("G(%d, %d) = %d, the search says %d", a, b, fast[a][b], slow[a][b])
			}
		}
	}
	code, out, _ := run(nil, "-n", "8", "wythoff")
	want := "wythoff: G(a, b) for a, b < 8; * marks a lost position (G = 0)\n" +
		"a\\b  0   1   2   3   4   5   6   7\n" +
		"  0  0*  1   2   3   4   5   6   7\n" +
		"  1  1   2   0*  4   5   3   7   8\n" +
		"  2  2   0*  1   5   3   4   8   6\n" +
		"  3  3   4   5   6   2   0*  1   9\n" +
		"  4  4   5   3   2   7   6   9   0*\n" +
		"  5  5   3   4   0*  6   8  10   1\n" +
		"  6  6   7   8   1   9  10   3   4\n" +
		"  7  7   8   6   9   0*  1   4   5\n" +
		"lost positions: (0,0) (1,2) (3,5) (4,7) and their mirror images\n"
	if code != 0 || out != want {
		t.Errorf("judge sg -n 8 wythoff: exit %d\n%s\nwant\n%s", code, out, want)
	}
	code, out, _ = run(nil, "-json", "-n", "5", "wythoff")
	r := decode(t, out)
	rows, _ := r.Values.([]any)
	if code != 0 || len(rows) != 5 || r.Proved || r.Period != nil || r.Computed != 5 {
		t.Fatalf("-json: exit %d, %s", code, out)
	}
	for a, row := range rows {
		for b, v := range ints(t, row) {
			if v != fast[a][b] {
				t.Errorf("-json values[%d][%d] = %d, want %d", a, b, v, fast[a][b])
			}
		}
	}
}

// TestPictures decodes the pictures and checks each cell's colour against
// the values: lost positions dark, and a one-heap game's columns one
// colour each past the preperiod.
func TestPictures(t *testing.T) {
	dir := t.TempDir()
	two := filepath.Join(dir, "wythoff.png")
	if code, _, errs := run(nil, "-n", "50", "-png", two, "wythoff"); code != 0 {
		t.Fatalf("wythoff -png: %s", errs)
	}
	tab, _ := wythoff(50)
	img := decodePNG(t, two)
	cell := img.Bounds().Dx() / 50
	if img.Bounds().Dx() != 50*cell || img.Bounds().Dy() != 50*cell {
		t.Fatalf("a picture of %v for 50×50 cells", img.Bounds())
	}
	for a := range tab {
		for b, v := range tab[a] {
			if c := img.At(b*cell+cell/2, a*cell+cell/2); (c == dark) != (v == 0) {
				t.Errorf("cell (%d, %d): colour %v for value %d", a, b, c, v)
			}
		}
	}

	var k *analysis
	src := Source{name: "by hand", proves: true, one: func(limit int, _ func(int)) (*analysis, error) {
		v := []int{1, 1, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2}
		k = &analysis{computed: len(v), value: func(n int) int { return v[n] }, pre: 3, per: 3, proved: true}
		return k, nil
	}}
	one := filepath.Join(dir, "one.png")
	if code, _, errs := run(&src, "-n", "30", "-png", one); code != 0 {
		t.Fatalf("-png: %s", errs)
	}
	img = decodePNG(t, one)
	cell = cellSize(3)
	if img.Bounds().Dx() != 3*cell || img.Bounds().Dy() != 10*cell {
		t.Fatalf("30 values in rows of 3: a picture of %v", img.Bounds())
	}
	for n := 0; n < 30; n++ {
		c := img.At(n%3*cell, n/3*cell)
		if (c == dark) != (k.G(n) == 0) {
			t.Errorf("value %d (G = %d) drawn %v", n, k.G(n), c)
		}
		if n >= 3 && c != img.At(n%3*cell, 1*cell) {
			t.Errorf("value %d: not the colour of its column", n)
		}
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// TestObserve checks the Z-function and the observed pattern against
// their definitions on random sequences.
func TestObserve(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for trial := 0; trial < 2000; trial++ {
		s := make([]int, r.Intn(40))
		for i := range s {
			s[i] = r.Intn(2)
			if i >= 6 && r.Intn(4) > 0 {
				s[i] = s[i-1-r.Intn(3)]
			}
		}
		z := zFunction(s)
		for i := 1; i < len(s); i++ {
			l := 0
			for i+l < len(s) && s[l] == s[i+l] {
				l++
			}
			if z[i] != l {
				t.Fatalf("%v: z[%d] = %d, want %d", s, i, z[i], l)
			}
		}
		a := &analysis{computed: len(s), all: s, value: func(n int) int { return s[n] }}
		a.observe()
		// The least p, and its least e, whose periodic tail spans 3p.
		found := false
		for p := 1; 3*p <= len(s) && !found; p++ {
			e := 0
			for n := len(s) - 1; n >= p; n-- {
				if s[n] != s[n-p] {
					e = n - p + 1
					break
				}
			}
			if len(s)-e >= 3*p {
				found = true
				if !a.observed || a.per != p || a.pre != e {
					t.Fatalf("%v: observed %v, period %d from %d; want %d from %d", s, a.observed, a.per, a.pre, p, e)
				}
			}
		}
		if !found && a.observed {
			t.Fatalf("%v: observed period %d from %d, but none spans three periods", s, a.per, a.pre)
		}
	}
}

// TestGoFunction builds the -go function of several games, and checks it
// against the values: below the preperiod, past it, and at the largest n.
func TestGoFunction(t *testing.T) {
	gotool := testenv.GoTool(t)
	big := make([]int, 300) // values past 47, two characters each
	for i := range big {
		big[i] = (i * 37) % 200
	}
	tests := []struct {
		name string
		a    *analysis
	}{
		{"no preperiod", &analysis{value: func(n int) int { return []int{0, 1, 2}[n] }, computed: 3, per: 3, proved: true}},
		{"one exception", &analysis{value: func(n int) int { return []int{5, 1, 0, 1, 0, 1, 0}[n] }, computed: 7, pre: 1, per: 2, proved: true}},
		{"table", &analysis{value: func(n int) int { return (n*n + 3) % 11 }, computed: 400, pre: 200, per: 7, proved: true}},
		{"wide values", &analysis{value: func(n int) int { return big[n] }, computed: 300, pre: 100, per: 200, proved: true}},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		// A period proved for a made-up table: G past the preperiod
		// repeats what is computed.
		a := tt.a
		f := goFunc(tt.name, a)
		if formatted, err := format.Source([]byte(f)); err != nil || string(formatted) != f {
			t.Errorf("%s: the function is not gofmt's (%v):\n%s", tt.name, err, f)
		}
		var main strings.Builder
		main.WriteString("package main\n\nimport \"fmt\"\n\nfunc main() {\n")
		ns := []int64{1<<63 - 1, 1<<63 - 2, 1 << 40}
		for n := int64(0); n < int64(a.pre+3*a.per); n++ {
			ns = append(ns, n)
		}
		fmt.Fprintf(&main, "\tfor _, n := range %#v {\n\t\tfmt.Println(grundy(n))\n\t}\n}\n\n%s", ns, f)
		src := filepath.Join(dir, fmt.Sprintf("g%d.go", i))
		if err := os.WriteFile(src, []byte(main.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(gotool, "run", src).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s\n%s", tt.name, err, out, f)
		}
		got := strings.Fields(string(out))
		for j, n := range ns {
			m := int(n)
			if n >= int64(a.pre) {
				m = a.pre + int((n-int64(a.pre))%int64(a.per))
			}
			if want := fmt.Sprint(a.value(m)); got[j] != want {
				t.Errorf("%s: grundy(%d) = %s, want %s\n%s", tt.name, n, got[j], want, f)
			}
		}
	}
}

// TestProgress drives the progress line with a clock of its own: nothing
// in the first second, then at most one line each 200ms, and the line
// cleared at the end.
func TestProgress(t *testing.T) {
	var out strings.Builder
	clock := time.Unix(0, 0)
	p := progressLine(&out, ".16", 1000, func() time.Time { return clock })
	step := func(d time.Duration, done int) string {
		clock = clock.Add(d)
		before := out.Len()
		p(done)
		return out.String()[before:]
	}
	if s := step(900*time.Millisecond, 10); s != "" {
		t.Errorf("before a second: %q", s)
	}
	if s := step(200*time.Millisecond, 20); s != "\r\033[K.16: 20 of at most 1000 heap sizes computed (2%) in 1s" {
		t.Errorf("after a second: %q", s)
	}
	if s := step(100*time.Millisecond, 30); s != "" {
		t.Errorf("100ms later: %q", s)
	}
	if s := step(100*time.Millisecond, 500); !strings.Contains(s, " 500 of ") {
		t.Errorf("200ms later: %q", s)
	}
	if s := step(time.Millisecond, 1000); s != "\r\033[K" {
		t.Errorf("at the end: %q", s)
	}
	var quiet strings.Builder
	q := progressLine(&quiet, "fast", 10, func() time.Time { return clock })
	q(5)
	q(10)
	if quiet.Len() != 0 {
		t.Errorf("a run within a second wrote %q", quiet.String())
	}
}

// TestLimit: -limit bounds the search for a proof, the values shown aside;
// without it the default reaches Kayles' proof.
func TestLimit(t *testing.T) {
	for _, tt := range []struct {
		args     []string
		computed int
		proved   bool
	}{
		{[]string{"-limit", "0", "-n", "10"}, 10, false},
		{[]string{"-limit", "100", "-n", "10"}, 101, false},
		{[]string{"-n", "10"}, 167, true},
		{[]string{"-limit", "2^10", "-n", "10"}, 167, true},
	} {
		code, out, errs := run(nil, append(tt.args, "-json", ".77")...)
		if code != 0 {
			t.Fatalf("%q: exit %d: %s", tt.args, code, errs)
		}
		if r := decode(t, out); r.Computed != tt.computed || r.Proved != tt.proved {
			t.Errorf("%q: computed %d, proved %v; want %d, %v", tt.args, r.Computed, r.Proved, tt.computed, tt.proved)
		}
	}
}

// TestMisere runs judge sg -misere: Kayles' table, tame up to heap 4;
// the JSON objects of the genera Winning Ways prints (0^120, 2^20, 1^13
// for Kayles' heap 8, 3^1431 for Dawson's Kayles' heap 10); 20 heaps
// without -n; a game of one's own; and a faulty game's error.
func TestMisere(t *testing.T) {
	code, out, errs := run(nil, "-misere", "-n", "7", ".77")
	want := `.77: the genus of heap n for n < 7: its normal value ^ its misère values with 0, 1, 2, ... Nim heaps of 2 beside it;
tame: it and every position it reaches have a genus of a tame form, 0^120, 1^031 or a^{a, a xor 2}
n  genus
0  0^120  tame
1  1^031  tame
2  2^20   tame
3  3^31   tame
4  1^031  tame
5  4^146  wild
6  3^31   wild
tame up to heap 4: a sum of heaps up to 4 is lost in misère play exactly when misère Nim on their genera says so (the theorem of tame games)
heap 5 is wild: its genus 4^146 is of no tame form; misère Nim does not decide the sums it is in, the search does (game.MisereWins)
`
	if code != 0 || out != want || errs != "" {
		t.Errorf("judge sg -misere -n 7 .77: exit %d, stderr %q, stdout\n%s\nwant\n%s", code, errs, out, want)
	}
	for _, c := range []struct {
		game  string
		n     int
		genus []int
		tame  bool
	}{
		{".77", 0, []int{0, 1, 2, 0}, true},
		{".77", 2, []int{2, 2, 0}, true},
		{".77", 8, []int{1, 1, 3}, false},
		{".07", 10, []int{3, 1, 4, 3, 1}, false},
		{".07", 9, []int{0, 1, 2, 0}, true},
	} {
		code, out, errs := run(nil, "-misere", "-json", "-n", "11", c.game)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 0 || len(lines) != 11 {
			t.Fatalf("judge sg -misere -json -n 11 %s: exit %d, %d lines, stderr %q", c.game, code, len(lines), errs)
		}
		var r heapReport
		if err := json.Unmarshal([]byte(lines[c.n]), &r); err != nil || r.N != c.n || fmt.Sprint(r.Genus) != fmt.Sprint(c.genus) || r.Tame != c.tame {
			t.Errorf("%s heap %d: %s (%v); want genus %v, tame %v", c.game, c.n, lines[c.n], err, c.genus, c.tame)
		}
	}
	if code, out, _ := run(nil, "-misere", "-json", "grundy"); code != 0 || strings.Count(out, "\n") != defaultMisereN {
		t.Errorf("judge sg -misere -json grundy: exit %d, %d lines; want %d", code, strings.Count(out, "\n"), defaultMisereN)
	}
	// A game of one's own: Nim heaps, tame all through.
	nim := OneHeap("nim", NewSums(heap), func(n int) int { return n })
	code, out, _ = run(&nim, "-misere", "-n", "12")
	if code != 0 || !strings.Contains(out, "\n11  11^{11,9}  tame\n") || !strings.Contains(out, "tame up to heap 11:") || !strings.HasSuffix(out, "\nno heap below 12 is wild: -n 12 stopped the table there, and heaps from 12 on are not searched\n") {
		t.Errorf("Nim -misere -n 12: exit %d:\n%s", code, out)
	}
	panics := New(func(n int) []int {
		if n == 3 {
			panic("no moves here")
		}
		return nil
	})
	bad := OneHeap("bad", panics, func(n int) int { return n })
	// The heaps before it are printed as they come.
	if code, out, errs := run(&bad, "-misere"); code != 1 || !strings.HasSuffix(out, "\n 2  0^120  tame\n") || !strings.Contains(errs, "heap 3: game: the moves of position 3 panicked: no moves here") || strings.Count(errs, "\n") != 1 {
		t.Errorf("-misere on a panicking game: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
