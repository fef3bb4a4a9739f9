package compare

import (
	"strings"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		name      string
		cmp       Options
		got, want string
		diff      string // "" when they should match
	}{
		{"exact equal", Options{Mode: "exact"}, "1 2\n3\n", "1 2\n3\n", ""},
		{"exact crlf", Options{Mode: "exact"}, "1 2\r\n3\r\n", "1 2\n3\n", ""},
		{"exact trailing space", Options{Mode: "exact"}, "1 2 \n", "1 2\n", `line 1, column 4: expected "1 2", found "1 2 "`},
		{"exact missing newline", Options{Mode: "exact"}, "1 2", "1 2\n", "the output does not end with a newline"},
		{"exact extra newline", Options{Mode: "exact"}, "1\n\n", "1\n", "the output ends with a newline where none is expected"},
		{"exact blank line", Options{Mode: "exact"}, "1\n\n2\n", "1\n2\n", `line 2, column 1: expected "2", found ""`},

		{"lines trailing spaces", Options{Mode: "lines"}, "1 2  \t\n3 \n", "1 2\n3\n", ""},
		{"lines trailing blank lines", Options{Mode: "lines"}, "Yes\n\n\n", "Yes\n", ""},
		{"lines no final newline", Options{Mode: "lines"}, "Yes", "Yes\n", ""},
		{"lines crlf", Options{Mode: "lines"}, "Yes\r\nNo\r\n", "Yes\nNo\n", ""},
		{"lines default mode", Options{}, "Yes \n", "Yes\n", ""},
		{"lines leading space", Options{Mode: "lines"}, " Yes\n", "Yes\n", `line 1, column 1: expected "Yes", found " Yes"`},
		{"lines inner space", Options{Mode: "lines"}, "4  3\n", "4 3\n", `line 1, column 3: expected "4 3", found "4  3"`},
		{"lines wrong case", Options{Mode: "lines"}, "yes\n", "Yes\n", `line 1, column 1: expected "Yes", found "yes"`},
		{"lines missing line", Options{Mode: "lines"}, "No\n", "No\nYes\n", `line 2: expected "Yes", but the output ended`},
		{"lines extra line", Options{Mode: "lines"}, "No\nYes\n", "No\n", `line 2: expected the end of output, found "Yes"`},
		{"lines empty output", Options{Mode: "lines"}, "", "lose\n", `line 1: expected "lose", but the output ended`},
		{"lines tab shown", Options{Mode: "lines"}, "4\t3\n", "4 3\n", `line 1, column 2: expected "4 3", found "4\t3"`},

		{"tokens any whitespace", Options{Mode: "tokens"}, "1\n2   3\t\n\n", "1 2 3\n", ""},
		{"tokens differ", Options{Mode: "tokens"}, "1\n2 4\n", "1 2 3\n", `token 3 (line 2): expected "3", found "4"`},
		{"tokens short", Options{Mode: "tokens"}, "1 2", "1 2 3", `token 3: expected "3", but the output ended`},
		{"tokens long", Options{Mode: "tokens"}, "1 2 3 4", "1 2 3", `token 4 (line 1): expected the end of output, found "4"`},
		{"tokens case", Options{Mode: "tokens"}, "YES", "yes", `token 1 (line 1): expected "yes", found "YES"`},
		{"tokens ignore case", Options{Mode: "tokens", IgnoreCase: true}, "YES no", "yes NO", ""},
		{"abs eps within", Options{Mode: "tokens", AbsEps: 1e-6}, "0.3333335", "0.333333", ""},
		{"abs eps outside", Options{Mode: "tokens", AbsEps: 1e-6}, "0.333335", "0.333333", `token 1 (line 1): expected "0.333333", found "0.333335"`},
		{"rel eps within", Options{Mode: "tokens", RelEps: 1e-6}, "1000000.5", "1000000", ""},
		{"rel eps outside", Options{Mode: "tokens", RelEps: 1e-6}, "1000002", "1000000", `token 1 (line 1): expected "1000000", found "1000002"`},
		{"eps needs numbers", Options{Mode: "tokens", AbsEps: 1}, "x", "1", `token 1 (line 1): expected "1", found "x"`},
		{"eps nan", Options{Mode: "tokens", AbsEps: 1}, "NaN", "NaN", ""},
		{"eps nan vs number", Options{Mode: "tokens", AbsEps: 1}, "NaN", "1", `token 1 (line 1): expected "1", found "NaN"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.cmp.Compare([]byte(tt.got), []byte(tt.want)); got != tt.diff {
				t.Errorf("compare(%q, %q) = %s, want %s", tt.got, tt.want, got, tt.diff)
			}
		})
	}
}

func TestClipLongLines(t *testing.T) {
	want := strings.Repeat("1 ", 500) + "2 " + strings.Repeat("3 ", 500)
	got := strings.Repeat("1 ", 500) + "9 " + strings.Repeat("3 ", 500)
	diff := Options{Mode: "lines"}.Compare([]byte(got), []byte(want))
	if wantDiff := `line 1, column 1001: expected ..."1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 3 3 3 3 3 3 3 3 3 3 3 3 3 3 "..., found ..."1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 9 3 3 3 3 3 3 3 3 3 3 3 3 3 3 "...`; diff != wantDiff {
		t.Errorf("got  %s\nwant %s", diff, wantDiff)
	}
}
