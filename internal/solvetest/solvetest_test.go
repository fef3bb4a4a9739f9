package solvetest

import (
	"strings"
	"testing"
)

// TestDifference: a mismatch is shown where it starts, however long the
// outputs, and a difference of line ends alone is named as such.
func TestDifference(t *testing.T) {
	long := strings.Repeat("Yes\n", 1e5)
	for _, tt := range []struct{ got, want, diff string }{
		{"1\n2\n3\n", "1\n2\n4\n", `line 3, column 1: expected "4", found "3"`},
		{"1\n2\n", "1\n2\n3\n", `line 3, column 1: expected "3", found ""`},
		{long + "No\n", long + "Yes\n", `line 100001, column 1: expected "Yes", found "No"`},
		{"1\r\n", "1\n", "they differ only in line ends (CR LF against LF)"},
	} {
		if d := difference(tt.got, tt.want); d != tt.diff {
			t.Errorf("difference(%.20q, %.20q) = %q, want %q", tt.got, tt.want, d, tt.diff)
		}
	}
}
