package exhaustive

import "testing"

// TestDiff checks diff on the differences of each kind, in the words
// judge test says them with (internal/compare's lines mode).
func TestDiff(t *testing.T) {
	long := "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25"
	tests := []struct {
		got, want, diff string
	}{
		{"14\n", "14\n", ""},
		{"1 \r\n\n\n", "1\n", ""},
		{"1\r\n2", "1\n2\n", ""},
		{"15\n", "14\n", `line 1, column 2: expected "14", found "15"`},
		{"First\n", "Second\n", `line 1, column 1: expected "Second", found "First"`},
		{"1\n", "1\n2\n", `line 2: expected "2", but the output ended`},
		{"", "x\n", `line 1: expected "x", but the output ended`},
		{"1\n\n", "1\n\nx\n", `line 2: expected "", but the output ended`},
		{"1\n2\n", "1\n", `line 2: expected the end of output, found "2"`},
		{"14\n", "14 5\n", `line 1, column 3: expected "14 5", found "14"`},
		{"a\n\nb\n", "a\nb\n", `line 2, column 1: expected "b", found ""`},
		{long + " 99\n", long + " 26\n", `line 1, column 69: expected ..."16 17 18 19 20 21 22 23 24 25 26", found ..."16 17 18 19 20 21 22 23 24 25 99"`},
		{"9" + long, "8" + long, `line 1, column 1: expected "80 1 2 3 4 5 6 7 8 9 10 11 12 "..., found "90 1 2 3 4 5 6 7 8 9 10 11 12 "...`},
	}
	for _, tt := range tests {
		if d := diff([]byte(tt.got), []byte(tt.want)); d != tt.diff {
			t.Errorf("diff(%q, %q) = %s, want %s", tt.got, tt.want, d, tt.diff)
		}
	}
}
