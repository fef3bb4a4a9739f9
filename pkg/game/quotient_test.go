package game

import (
	"encoding/json"
	"strings"
	"testing"

	"gametheory/pkg/octal"
)

// TestMisereSum checks judge sg -misere -sum against exhaustive misère
// search: the outcome, and that the move it gives leaves a lost sum.
func TestMisereSum(t *testing.T) {
	for _, c := range []struct {
		game string
		sum  []int
	}{
		{".07", []int{12, 11, 10}},
		{".07", []int{10, 10}},
		{".07", []int{11, 4, 2}},
		{".07", []int{1, 1}},
		{".77", []int{8, 7, 3}},
		{".77", []int{5, 5}},
		{".137", []int{9, 6, 2, 1}},
		{"0.75", []int{12, 9, 5}},
	} {
		code, out, errs := run(nil, "-misere", "-json", "-sum", joinInts(c.sum, " "), c.game)
		var r heapSumReport
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
			t.Fatalf("%s %v: exit %d, stderr %q, stdout %q", c.game, c.sum, code, errs, out)
		}
		g, err := octal.Parse(c.game)
		if err != nil {
			t.Fatal(err)
		}
		search := NewSums(g.Moves)
		wins, err := search.MisereWins(c.sum...)
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]string{true: "N", false: "P"}[wins]; r.Outcome != want {
			t.Errorf("%s %v: outcome %s, the search says %s", c.game, c.sum, r.Outcome, want)
		}
		if r.Move == nil {
			if wins && len(g.Moves(c.sum[0])) > 0 {
				t.Errorf("%s %v: won, but no move given", c.game, c.sum)
			}
			continue
		}
		m := r.Move
		after := append(append(append([]int(nil), c.sum[:m.Index]...), c.sum[m.Index+1:]...), m.To...)
		if w, _ := search.MisereWins(after...); w || c.sum[m.Index] != m.Heap {
			t.Errorf("%s %v: the move %+v leaves %v, which is won", c.game, c.sum, *m, after)
		}
	}
}

func TestMisereQuotient(t *testing.T) {
	code, out, errs := run(nil, "-misere", "-quotient", "-n", "4", ".07")
	want := `.07: the misère quotient of the sums of heaps 0 to 3: 2 elements, 0 the empty sum's
P-portion (the player to move loses): 1
heap 0 to 3: 0 0 1 1
presentation: <a | a^2 = 1>, a = heap 2
x·y, row x, column y:
0 1
1 0
`
	if code != 0 || out != want || errs != "" {
		t.Errorf("-misere -quotient -n 4 .07: exit %d, stderr %q, stdout\n%s\nwant\n%s", code, errs, out, want)
	}
	code, out, errs = run(nil, "-misere", "-quotient", "-n", "3", ".0")
	if want := ".0: the misère quotient of the sums of heaps 0 to 2: 1 element, the empty sum's\nP-portion (the player to move loses): none\nheap 0 to 2: 0 0 0\npresentation: <>, every heap the empty sum\nx·y, row x, column y:\n0\n"; code != 0 || out != want {
		t.Errorf("-misere -quotient -n 3 .0: exit %d, stderr %q, stdout\n%s\nwant\n%s", code, errs, out, want)
	}
	code, out, errs = run(nil, "-misere", "-quotient", "-json", ".07")
	var r quotientReport
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("-misere -quotient -json .07: exit %d, stderr %q, stdout %q", code, errs, out)
	}
	if r.Bound != defaultQuotientN-1 || r.Order != len(r.Table) || len(r.Heaps) != defaultQuotientN ||
		!strings.HasPrefix(r.Presentation, "<a, b, c | a^2 = 1, ") || len(r.Generators) != 3 {
		t.Errorf("-misere -quotient -json .07: %+v", r)
	}
}

func TestMisereQuotientErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-quotient", ".07"}, 2, "want -misere too"},
		{[]string{"-misere", "-quotient", ".07", ".77"}, 2, "found 2 arguments"},
		{[]string{"-misere", "-n", "10", "-sum", "12 3", ".07"}, 1, "heap 12 is outside the quotient's bound: want 0 to 9"},
		{[]string{"-misere", "-sum", "12 x", ".07"}, 1, `found "x"`},
		{[]string{"-misere", "-sum", " ", ".07"}, 1, "found none"},
		{[]string{"-misere", "-quotient", "-n", "100", ".07"}, 1, "want 0 to 64"},
		{[]string{"-sum", "1 2", ".07"}, 2, "or -misere"},
	} {
		code, out, errs := run(nil, c.args...)
		if code != c.code || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit %d and %q", c.args, code, out, errs, c.code, c.want)
		}
	}
}
