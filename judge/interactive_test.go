package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInteractiveProblem judges wythoff-duel's solution, then the wrong
// players of testdata/duel, each against the jury given with -interactor
// on one case, in every containment: the verdicts, the jury's message and
// the dialogue, in the output and in the -trace file.
func TestInteractiveProblem(t *testing.T) {
	if code, out, errOut := judgeCLI(t, "", "wythoff-duel"); code != exitOK || !strings.Contains(out, "AC    5/5 cases passed") {
		t.Fatalf("the solution: exit %d\n%s%s", code, out, errOut)
	}
	bin := t.TempDir()
	if err := goBuild(".", bin, []string{"./testdata/duel/...", "../problems/wythoff-duel/interactor"}); err != nil {
		t.Fatal(err)
	}
	cases := t.TempDir()
	sample, err := os.ReadFile("../samples/wythoff-duel/sample-1.in")
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, cases, map[string]string{"duel.in": string(sample)})
	// The dialogue's lines each way come in order, but a line one side
	// sends unasked may come before or after the other's answer to the
	// line before.
	tests := []struct {
		player, verdict, message string
		dialogue                 []string
	}{
		{"always-first", "WA", "wrong answer game 1: the program said First at a lost position 2 1", []string{"> 2 1\n    < First\n", "> -1 -1"}},
		{"illegal-move", "WA", "wrong answer game 1: illegal move 2 0 at 1 0", []string{"< 2 0\n    > -1 -1"}},
		{"no-flush", "ILE", "flush after every line", []string{"> 3\n    > 2 1"}},
		{"leaves-early", "WA", "wrong answer game 1: the program ended before the game did", []string{"< Second"}},
	}
	containments(t, func(t *testing.T, flags []string) {
		for _, tt := range tests {
			trace := filepath.Join(t.TempDir(), "trace")
			args := append([]string{"-c", filepath.Join(bin, tt.player), "-interactor", filepath.Join(bin, "interactor"), "-trace", trace, "-tl", "1s", cases}, flags...)
			code, out, errOut := judgeCLI(t, "", args...)
			shown := true
			for _, d := range tt.dialogue {
				shown = shown && strings.Contains(out, d)
			}
			if code != exitFail || !strings.Contains(out, " "+tt.verdict+" ") || !strings.Contains(out, tt.message) || !shown {
				t.Errorf("%s: exit %d, want %s %q with the dialogue showing %q\n%s%s", tt.player, code, tt.verdict, tt.message, tt.dialogue, out, errOut)
			}
			b, err := os.ReadFile(trace)
			if want := "== " + cases + " duel: " + tt.verdict + "\n> 3\n> 2 1\n"; err != nil || !strings.HasPrefix(string(b), want) {
				t.Errorf("%s: trace %q, %v; want it to start %q", tt.player, b, err, want)
			}
		}
	})
}
