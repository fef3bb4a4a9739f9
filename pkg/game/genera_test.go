package game

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"gametheory/pkg/octal"
)

// TestMisereRefusesN checks that -misere refuses an -n whose heaps alone
// take more options than it looks at, with its estimate and the largest
// -n it takes; Kayles' heap n has about n options, so heaps below n about
// n²/2.
func TestMisereRefusesN(t *testing.T) {
	code, out, errs := run(nil, "-misere", "-n", "100000", ".77")
	want := "-n 100000: valuing 100000 heaps alone looks at some 5.0e+09 options (heap 1024 has 1024), past the 1e+09 that take minutes, before any sum of wild heaps; want -n 44721 or less"
	if code != 2 || out != "" || !strings.Contains(errs, want) || strings.Count(errs, "\n") != 1 {
		t.Errorf("-misere -n 100000 .77: exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errs, want)
	}
	src, err := Lookup(".77")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		n  int
		ok bool
	}{{44721, true}, {44722, false}, {1025, true}, {1 << 20, false}} {
		o := options{N: tt.n, Limit: -1, Misere: true}
		if err := o.check(src); (err == nil) != tt.ok {
			t.Errorf("-misere -n %d .77: %v; want accepted %v", tt.n, err, tt.ok)
		}
	}
	// Subtraction games have a few options a heap: any -n that fits.
	sub, err := Lookup("S(1,2,3)")
	if err != nil {
		t.Fatal(err)
	}
	if o := (options{N: 1000000, Limit: -1, Misere: true}); o.check(sub) != nil {
		t.Errorf("-misere -n 1000000 S(1,2,3): %v", o.check(sub))
	}
}

// TestMisereStreams checks that each heap's line is written as soon as its
// genus is known: when heap 6 is first asked for its moves, heap 5's line
// is out.
func TestMisereStreams(t *testing.T) {
	kayles, err := octal.Parse(".77")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	streamed := false
	g := NewSums(func(n int) [][]int {
		if n == 6 && !streamed {
			streamed = strings.HasSuffix(out.String(), "\n5  4^146  wild\n")
			if !streamed {
				t.Errorf("heap 6 searched with the table so far\n%s", out.String())
			}
		}
		return kayles.Moves(n)
	})
	src := OneHeap("kayles", g, func(n int) int { return n })
	var errs bytes.Buffer
	if code := Command("judge sg", []string{"-misere", "-n", "8"}, &src, &out, &errs); code != 0 || !streamed {
		t.Errorf("-misere -n 8: exit %d, stderr %q, heap 6 searched %v", code, errs.String(), streamed)
	}
}

// TestMisereSummary checks that the summary says where the table stopped:
// at a wild heap, at -n, or where a heap's search passed the bound; the
// last also an error naming the bound.
func TestMisereSummary(t *testing.T) {
	kayles, err := octal.Parse(".77")
	if err != nil {
		t.Fatal(err)
	}
	bounded := func(limit int) *Source {
		s := OneHeap("kayles", NewSums(kayles.Moves).SetLimit(limit), func(n int) int { return n })
		return &s
	}
	tests := []struct {
		src       *Source
		args      []string
		code      int
		want, not []string
		errs      string
	}{
		{nil, []string{"-n", "5", ".77"}, 0,
			[]string{"\ntame up to heap 4: ", "\nno heap below 5 is wild: -n 5 stopped the table there, and heaps from 5 on are not searched\n"},
			[]string{"is wild: its genus", "bound"}, ""},
		{nil, []string{"-n", "9", ".77"}, 0,
			[]string{"\ntame up to heap 4: ", "\nheap 5 is wild: its genus 4^146 is of no tame form"},
			[]string{"no heap below", "bound"}, ""},
		{bounded(500), []string{"-n", "40"}, 1,
			[]string{"\ntame up to heap 4: ", "\nheap 5 is wild: ", "the search (Genus) stopped at its bound of 500 positions before the heap's genus was known; the table stops there\n"},
			[]string{"no heap below"}, "judge sg: heap 20: the search (Genus) stopped at judge sg -misere's bound of 500 positions before the heap's genus was known\n"},
		{bounded(4), []string{"-n", "40"}, 1,
			[]string{"\ntame up to heap 3: ", "\nheap 4: the search (Grundy) stopped at its bound of 4 positions"},
			[]string{"is wild: its genus", "no heap below"}, "judge sg: heap 4: the search (Grundy) stopped at judge sg -misere's bound of 4 positions before the heap's genus was known\n"},
	}
	for _, tt := range tests {
		code, out, errs := run(tt.src, append([]string{"-misere"}, tt.args...)...)
		if code != tt.code || tt.errs == "" && errs != "" || !strings.Contains(errs, tt.errs) || tt.errs != "" && strings.Count(errs, "\n") != 1 {
			t.Errorf("-misere %v: exit %d, stderr %q; want exit %d, %q", tt.args, code, errs, tt.code, tt.errs)
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("-misere %v: no %q in\n%s", tt.args, w, out)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(out, w) {
				t.Errorf("-misere %v: %q in\n%s", tt.args, w, out)
			}
		}
	}
}

// TestMisereCanonical checks -misere -canonical on Dawson's Kayles: heaps
// 0 to 9 are Nim heaps, of their normal values, and heap 10 is not; the
// bound on a form's length stops Kayles at heap 11 with one line; and the
// flag is refused without -misere or with -json or -quotient.
func TestMisereCanonical(t *testing.T) {
	code, out, errs := run(nil, "-misere", "-canonical", "-n", "11", ".07")
	if code != 0 || errs != "" {
		t.Fatalf("-misere -canonical -n 11 .07: exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 13 {
		t.Fatalf("-misere -canonical -n 11 .07: %d lines, want 13:\n%s", len(lines), out)
	}
	dawson, err := octal.Parse(".07")
	if err != nil {
		t.Fatal(err)
	}
	normal := NewSums(dawson.Moves)
	for n, line := range lines[2:] {
		v, err := normal.Grundy(n)
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]string{0: "0", 1: "*"}[v]
		switch {
		case n == 10:
			want = "{*,*2,{*2,*3}}"
		case v > 1:
			want = fmt.Sprintf("*%d", v)
		}
		if line != fmt.Sprintf("%2d  %s", n, want) {
			t.Errorf("heap %d: line %q, want form %s", n, line, want)
		}
	}
	for _, tt := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"-misere", "-canonical", "-n", "30", ".77"}, 1, "heap 11: its form is 7322 characters long, past the bound of 4096"},
		{[]string{"-canonical", ".07"}, 2, "-canonical: want -misere too"},
		{[]string{"-misere", "-canonical", "-json", ".07"}, 2, "-canonical: want -misere too, and no -json"},
		{[]string{"-misere", "-canonical", "-quotient", ".07"}, 2, "-quotient and -canonical: choose one"},
	} {
		code, _, errs := run(nil, tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.err) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errs, tt.code, tt.err)
		}
	}
}
