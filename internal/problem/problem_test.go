package problem

import (
	"strings"
	"testing"
)

func TestNaturalOrder(t *testing.T) {
	for _, c := range []struct {
		a, b string
		less bool
	}{
		{"sample-2", "sample-10", true}, {"sample-10", "sample-2", false}, {"k-4", "k-100", true},
		{"a", "b", true}, {"limits", "sample-1", true}, {"x1", "x1a", true}, {"x01", "x2", true}, {"same", "same", false},
	} {
		if got := naturalLess(c.a, c.b); got != c.less {
			t.Errorf("naturalLess(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

func TestParseFileIO(t *testing.T) {
	for _, tt := range []struct {
		s, in, out, err string
	}{
		{"game", "game.in", "game.out", ""},
		{"input.txt,output.txt", "input.txt", "output.txt", ""},
		{"in.txt, out.txt", "in.txt", "out.txt", ""},
		{"", "", "", "want NAME"},
		{"a/b", "", "", "want NAME"},
		{"..", "", "", "want NAME"},
		{"x,", "x", "", ""},
		{",y.txt", "", "y.txt", ""},
		{",", "", "", "name the input file, the output file or both"},
		{"a.txt,a.txt", "", "", "the same file"},
		{"a,b,c", "", "", "want NAME"},
	} {
		f, err := ParseFileIO(tt.s)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("ParseFileIO(%q) = %v, %v; want an error saying %q", tt.s, f, err, tt.err)
		case tt.err == "" && (err != nil || f.In != tt.in || f.Out != tt.out):
			t.Errorf("ParseFileIO(%q) = %v, %v; want %s and %s", tt.s, f, err, tt.in, tt.out)
		}
	}
}
