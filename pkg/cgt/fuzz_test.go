package cgt

import (
	"strings"
	"testing"
)

// FuzzParse gives Parse any expression: it never panics, and either
// refuses it with an error or returns a game that String writes in a form
// Parse reads back as the same game. Expressions are kept short, and
// counts small, so that each is valued in milliseconds.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"{1|-1}", "{0|*}", "{2|1/2||0}", "3/4", "-2", "*", "*2", "^", "v", "^*", "^^", "v3*", "1/2^*", "-1^",
		"+-1", "+-{2|1}", "+-{1,*}", "Tiny(2)", "Miny(1/2)", "2+-1", "^-^", "(1+*)-(^)", "{a|b|c}", "{1|", "3/5", "*65",
		"hackenbush:LRRL", "hackenbush:L(R,LR)", "domineering:../..", "domineering:..#/..", "cutcake:3x4", "cutcake:0x1",
		"{hackenbush:LR|domineering:.}", "1/4611686018427387904", "9223372036854775807+1", "", "{|}", "{||}", "x:1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 24 || strings.Count(s, "*")+strings.Count(s, "^")+strings.Count(s, "v") > 6 {
			return
		}
		g, err := Parse(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: an error of more than one line: %v", s, err)
			}
			return
		}
		if h, err := Parse(g.String()); err != nil || h != g {
			t.Fatalf("%q is %v, which reads back as %v, %v", s, g, h, err)
		}
	})
}
