package cgt

import (
	"strings"
	"testing"
)

// TestDeepNesting checks expressions nested 100000 deep, the most Parse
// reads: each is read in one pass over its brackets (it took minutes when
// every level looked for its closing bracket afresh), one level deeper is
// an error naming the bound and where it is passed; signs and switches
// nested as deep are read, and an expression longer than 1 MiB is an
// error naming the bound (five million signs overflowed the stack); and a bracket closed by another kind or not at all is still the
// error it was.
func TestDeepNesting(t *testing.T) {
	const n = maxNesting
	tests := []struct {
		expr string
		want Game
		err  string
	}{
		{strings.Repeat("(", n) + "1" + strings.Repeat(")", n), Int(1), ""},
		{strings.Repeat("{|", n) + strings.Repeat("}", n), Int(1 - n), ""},
		{strings.Repeat("{", n) + "|" + strings.Repeat("|}", n), Int(n - 1), ""},
		{strings.Repeat("{|", n+1) + strings.Repeat("}", n+1), Game{}, "expected brackets nested at most 100000 deep at position 200001, found one deeper"},
		{strings.Repeat("-", n) + "1", Int(1), ""},
		{strings.Repeat("+-", n+1) + "1", Nimber(1), ""},
		{strings.Repeat("-", maxExpr) + "1", Game{}, "game of 1048577 bytes: expected an expression of at most 1048576 bytes"},
		{"{(}", Game{}, "expected ')' at position 3, found '}'"},
		{"((1)", Game{}, "expected ')' (for the '(' at position 1) at position 5, found the end"},
		{"{1|(2})", Game{}, "expected ')' at position 6, found '}'"},
		{"(1))", Game{}, "expected '+', '-' or the end at position 4, found ')'"},
	}
	for _, tt := range tests {
		g, err := Parse(tt.expr)
		short := tt.expr
		if len(short) > 20 {
			short = short[:20] + "..."
		}
		if tt.err != "" {
			if err == nil || !strings.HasSuffix(err.Error(), tt.err) {
				t.Errorf("%s: %v, %v; want the error %q", short, g, err, tt.err)
			}
			continue
		}
		if err != nil || g != tt.want {
			t.Errorf("%s: %v, %v; want %v", short, g, err, tt.want)
		}
	}
}
