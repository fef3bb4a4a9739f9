package cgt

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// switches returns the chain of n hot switches {n|{n-1|...{1|0}...}},
// each number shifted by base so that its games are new to the table.
func switches(base, n int) string {
	s := "0"
	for i := 1; i <= n; i++ {
		s = fmt.Sprintf("{%d|%s}", base+i, s)
	}
	return s
}

// TestLimit checks the table's bounds on a table of its own: an
// expression that stores more games than SetLimit allows, or writes more
// than maxNamed bytes of forms, is one line naming the bound, exit status
// 2, from Command, and a *LimitError from Parse; within the bound the same
// game is valued.
func TestLimit(t *testing.T) {
	saved := tab
	t.Cleanup(func() { tab = saved })
	tiny := strings.Repeat("Tiny(2)+", 29) + "Tiny(2)"
	for _, tt := range []struct {
		expr  string
		limit int
		bound string // in the error; "" for none
	}{
		{switches(100, 30), 100, "bound of 100 games"},
		{switches(100, 30), 1000, ""},
		{tiny, 200, "bound of 200 games"},
		{tiny, 10000, ""},
		{switches(0, 5000), 100000, fmt.Sprintf("bound of %d bytes of written forms", maxNamed)},
	} {
		tab = newTable()
		SetLimit(tt.limit)
		_, err := Parse(tt.expr)
		var le *LimitError
		if tt.bound != "" && err != nil && !errors.As(err, &le) {
			t.Errorf("%.40s, bound %d: Parse: %v, want a *LimitError or none", tt.expr, tt.limit, err)
		}
		tab = newTable()
		SetLimit(tt.limit)
		code, out, errs := run(nil, tt.expr)
		switch {
		case tt.bound == "" && (code != 0 || errs != ""):
			t.Errorf("%.40s, bound %d: exit %d, %q; want it valued", tt.expr, tt.limit, code, errs)
		case tt.bound != "" && (code != 2 || out != "" || !strings.Contains(errs, tt.bound) || strings.Count(errs, "\n") != 1 || !strings.HasSuffix(errs, "\n")):
			t.Errorf("%.40s, bound %d: exit %d, %q, %.80q; want exit 2 and one line naming %q", tt.expr, tt.limit, code, out, errs, tt.bound)
		}
		if n := uint64(len(tab.nodes)); n > tab.limit {
			t.Errorf("%.40s: the table holds %d games, past its bound of %d", tt.expr, n, tab.limit)
		}
	}
	tab = newTable()
	if SetLimit(math.MaxInt); tab.limit != maxLimit {
		t.Errorf("SetLimit(MaxInt): bound %d, want %d, the most uint32 ids", tab.limit, uint64(maxLimit))
	}
}
