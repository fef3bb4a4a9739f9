package main

import (
	"strings"
	"testing"
)

// TestFlagTwice: -c given twice is a usage error saying how to give a
// program of several files, for judge test and judge stress alike.
func TestFlagTwice(t *testing.T) {
	for _, cmd := range []string{"test", "stress"} {
		code, out, errOut := judgeCLI(t, "", cmd, "-c", "a.py", "-c", "b.py", "p1247")
		want := `invalid value "b.py" for flag -c: given twice (first "a.py"): a program of several files is its folder (-c ./dir/) or its files in one word (-c 'a.py b.py')`
		if code != exitSetup || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("judge %s -c a.py -c b.py: exit %d, stdout %q, stderr %q; want 2 and %q", cmd, code, out, errOut, want)
		}
	}
}
