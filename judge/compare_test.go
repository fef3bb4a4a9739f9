package main

import (
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		name      string
		cmp       comparer
		got, want string
		diff      string // "" when they should match
	}{
		{"exact equal", comparer{mode: "exact"}, "1 2\n3\n", "1 2\n3\n", ""},
		{"exact crlf", comparer{mode: "exact"}, "1 2\r\n3\r\n", "1 2\n3\n", ""},
		{"exact trailing space", comparer{mode: "exact"}, "1 2 \n", "1 2\n", `line 1, column 4: expected "1 2", found "1 2 "`},
		{"exact missing newline", comparer{mode: "exact"}, "1 2", "1 2\n", "the output does not end with a newline"},
		{"exact extra newline", comparer{mode: "exact"}, "1\n\n", "1\n", "the output ends with a newline where none is expected"},
		{"exact blank line", comparer{mode: "exact"}, "1\n\n2\n", "1\n2\n", `line 2, column 1: expected "2", found ""`},

		{"lines trailing spaces", comparer{mode: "lines"}, "1 2  \t\n3 \n", "1 2\n3\n", ""},
		{"lines trailing blank lines", comparer{mode: "lines"}, "Yes\n\n\n", "Yes\n", ""},
		{"lines no final newline", comparer{mode: "lines"}, "Yes", "Yes\n", ""},
		{"lines crlf", comparer{mode: "lines"}, "Yes\r\nNo\r\n", "Yes\nNo\n", ""},
		{"lines default mode", comparer{}, "Yes \n", "Yes\n", ""},
		{"lines leading space", comparer{mode: "lines"}, " Yes\n", "Yes\n", `line 1, column 1: expected "Yes", found " Yes"`},
		{"lines inner space", comparer{mode: "lines"}, "4  3\n", "4 3\n", `line 1, column 3: expected "4 3", found "4  3"`},
		{"lines wrong case", comparer{mode: "lines"}, "yes\n", "Yes\n", `line 1, column 1: expected "Yes", found "yes"`},
		{"lines missing line", comparer{mode: "lines"}, "No\n", "No\nYes\n", `line 2: expected "Yes", but the output ended`},
		{"lines extra line", comparer{mode: "lines"}, "No\nYes\n", "No\n", `line 2: expected the end of output, found "Yes"`},
		{"lines empty output", comparer{mode: "lines"}, "", "lose\n", `line 1: expected "lose", but the output ended`},
		{"lines tab shown", comparer{mode: "lines"}, "4\t3\n", "4 3\n", `line 1, column 2: expected "4 3", found "4\t3"`},

		{"tokens any whitespace", comparer{mode: "tokens"}, "1\n2   3\t\n\n", "1 2 3\n", ""},
		{"tokens differ", comparer{mode: "tokens"}, "1\n2 4\n", "1 2 3\n", `token 3 (line 2): expected "3", found "4"`},
		{"tokens short", comparer{mode: "tokens"}, "1 2", "1 2 3", `token 3: expected "3", but the output ended`},
		{"tokens long", comparer{mode: "tokens"}, "1 2 3 4", "1 2 3", `token 4 (line 1): expected the end of output, found "4"`},
		{"tokens case", comparer{mode: "tokens"}, "YES", "yes", `token 1 (line 1): expected "yes", found "YES"`},
		{"tokens ignore case", comparer{mode: "tokens", ignoreCase: true}, "YES no", "yes NO", ""},
		{"abs eps within", comparer{mode: "tokens", absEps: 1e-6}, "0.3333335", "0.333333", ""},
		{"abs eps outside", comparer{mode: "tokens", absEps: 1e-6}, "0.333335", "0.333333", `token 1 (line 1): expected "0.333333", found "0.333335"`},
		{"rel eps within", comparer{mode: "tokens", relEps: 1e-6}, "1000000.5", "1000000", ""},
		{"rel eps outside", comparer{mode: "tokens", relEps: 1e-6}, "1000002", "1000000", `token 1 (line 1): expected "1000000", found "1000002"`},
		{"eps needs numbers", comparer{mode: "tokens", absEps: 1}, "x", "1", `token 1 (line 1): expected "1", found "x"`},
		{"eps nan", comparer{mode: "tokens", absEps: 1}, "NaN", "NaN", ""},
		{"eps nan vs number", comparer{mode: "tokens", absEps: 1}, "NaN", "1", `token 1 (line 1): expected "1", found "NaN"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.cmp.compare([]byte(tt.got), []byte(tt.want)); got != tt.diff {
				t.Errorf("compare(%q, %q) = %s, want %s", tt.got, tt.want, got, tt.diff)
			}
		})
	}
}

func TestClipLongLines(t *testing.T) {
	want := strings.Repeat("1 ", 500) + "2 " + strings.Repeat("3 ", 500)
	got := strings.Repeat("1 ", 500) + "9 " + strings.Repeat("3 ", 500)
	diff := comparer{mode: "lines"}.compare([]byte(got), []byte(want))
	if wantDiff := `line 1, column 1001: expected ..."1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 3 3 3 3 3 3 3 3 3 3 3 3 3 3 "..., found ..."1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 9 3 3 3 3 3 3 3 3 3 3 3 3 3 3 "...`; diff != wantDiff {
		t.Errorf("got  %s\nwant %s", diff, wantDiff)
	}
}

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
