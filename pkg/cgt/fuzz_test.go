package cgt

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// bigCount matches a count of ups, a nimber or an up-nth of three digits
// or more.
var bigCount = regexp.MustCompile(`[*^v<\[][0-9]{3}`)

// FuzzParse gives judge cgt any expression: it never panics, and either
// refuses it with exit status 2 and one line on stderr, or prints a
// canonical form that Parse reads back as the same game. Expressions are
// kept short, and counts small, so that each is valued in milliseconds: a
// sum of a hot game and *m is worked out move by move, in time that grows
// as m^2 (TestUpStarArithmetic takes counts to their bound).
func FuzzParse(f *testing.F) {
	for _, s := range []string{"{1|-1}", "{0|*}", "{2|1/2||0}", "3/4", "-2", "*", "*2", "^", "v", "^*", "^^", "v3*", "1/2^*", "-1^",
		"+-1", "+-{2|1}", "+-{1,*}", "Tiny(2)", "Miny(1/2)", "2+-1", "^-^", "(1+*)-(^)", "{a|b|c}", "{1|", "3/5", "*65",
		"hackenbush:LRRL", "hackenbush:L(R,LR)", "domineering:../..", "domineering:..#/..", "cutcake:3x4", "cutcake:0x1",
		"{hackenbush:LR|domineering:.}", "1/4611686018427387904", "9223372036854775807+1", "", "{|}", "{||}", "x:1",
		"{9223372036854775807|0}", "{1|1/4611686018427387904}", "+-4611686018427387904", "1/9223372036854775808",
		"-9223372036854775807", "{-9223372036854775807|}", "*99999999999999999999",
		"^<2>", "v[3]*", "1/2^<3>*2", "^[2", "2Tiny(2)", "-1/2Miny(1/4)", "^258*113"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 48 || strings.Count(s, "*")+strings.Count(s, "^")+strings.Count(s, "v") > 6 || bigCount.MatchString(s) {
			return
		}
		code, out, errs := run(nil, "-json", "--", s)
		if code != 0 {
			if code != 2 || out != "" || strings.Count(errs, "\n") != 1 {
				t.Fatalf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line on stderr", s, code, out, errs)
			}
			return
		}
		var r report
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%q: %v in %q", s, err, out)
		}
		g, err := Parse(s)
		if err != nil {
			t.Fatalf("%q: judge cgt valued it, Parse says %v", s, err)
		}
		if h, err := Parse(r.Canonical); err != nil || h != g {
			t.Fatalf("%q is %v, which reads back as %v, %v", s, r.Canonical, h, err)
		}
	})
}
