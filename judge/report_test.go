package main

import (
	"bytes"
	"gametheory/internal/verdict"
	"strings"
	"testing"
)

// TestSummary: the summary line names the failed cases' verdicts as they
// are, not as WA.
func TestSummary(t *testing.T) {
	for _, tc := range []struct {
		verdicts []verdict.Verdict
		want     string
	}{
		{[]verdict.Verdict{"AC", "AC"}, "AC    2/2 cases passed\n"},
		{[]verdict.Verdict{"RE"}, "RE    0/1 cases passed\n"},
		{[]verdict.Verdict{"AC", "TLE", "TLE"}, "TLE   1/3 cases passed\n"},
		{[]verdict.Verdict{"MLE", "WA", "AC", "WA"}, "WA    1/4 cases passed; 2 WA, 1 MLE\n"},
		{[]verdict.Verdict{"RE", "WA"}, "RE    0/2 cases passed; 1 RE, 1 WA\n"},
	} {
		var out bytes.Buffer
		p := &printer{out: &bytes.Buffer{}, log: &out}
		for i, v := range tc.verdicts {
			p.result(&target{name: "p"}, verdict.Result{Problem: "p", Case: string(rune('a' + i)), Verdict: v})
		}
		p.summary()
		lines := strings.SplitAfter(out.String(), "\n")
		if got := lines[len(lines)-2]; got != tc.want {
			t.Errorf("%v: %q, want %q", tc.verdicts, got, tc.want)
		}
	}
}
