package main

import (
	"bufio"
	"fmt"
	"gametheory/internal/verdict"
	"gametheory/pkg/wythoff"
	"io"
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

// TestPlay plays wythoff-duel as the person at the terminal would, through
// pipes: perfectly, which wins every game, and saying First where it
// loses, which the jury punishes; and refuses a problem that is not
// interactive.
func TestPlay(t *testing.T) {
	bin := t.TempDir()
	if err := goBuild(".", bin, []string{"../problems/wythoff-duel/interactor"}); err != nil {
		t.Fatal(err)
	}
	jury := []string{filepath.Join(bin, "interactor")}
	for _, tt := range []struct {
		name    string
		perfect bool
		verdict verdict.Verdict
		message string
	}{
		{"perfect", true, verdict.AC, "ok won 3 games of 3"},
		{"always First", false, verdict.WA, "wrong answer game 1: the program said First at a lost position 2 1"},
	} {
		typed, person := io.Pipe()
		screen, shown := io.Pipe()
		go playWythoff(screen, person, tt.perfect)
		v, msg, err := playCase(jury, "../samples/wythoff-duel/sample-1.in", filepath.Join(t.TempDir(), "out"), typed, shown)
		shown.Close()
		if err != nil || v != tt.verdict || msg != tt.message {
			t.Errorf("%s: %s %q, %v; want %s %q", tt.name, v, msg, err, tt.verdict, tt.message)
		}
	}
	if code, _, errOut := judgeCLI(t, "", "play", "p1247"); code != exitSetup || !strings.Contains(errOut, "p1247 is not interactive") {
		t.Errorf("judge play p1247: exit %d, %q", code, errOut)
	}
}

// playWythoff plays wythoff-duel on what it reads from screen, typing its
// lines into person: perfectly, or saying First in every game and then
// moving as well as it can.
func playWythoff(screen io.Reader, person io.WriteCloser, perfect bool) {
	defer person.Close()
	in := bufio.NewScanner(screen)
	next := func() (a, b int64, ok bool) {
		if !in.Scan() {
			return 0, 0, false
		}
		_, err := fmt.Sscan(in.Text(), &a, &b)
		return a, b, err == nil && a >= 0
	}
	if !in.Scan() { // T
		return
	}
	for {
		a, b, ok := next()
		if !ok {
			return
		}
		mine := !wythoff.Lost(a, b) || !perfect
		if mine {
			fmt.Fprintln(person, "First")
		} else {
			fmt.Fprintln(person, "Second")
		}
		for a > 0 || b > 0 {
			if mine {
				x, y, won := wythoff.Move(a, b)
				if !won {
					x, y = min(a, 1), 0
					if x == 0 {
						y = 1
					}
				}
				fmt.Fprintln(person, x, y)
				a, b = a-x, b-y
				if a == 0 && b == 0 {
					break
				}
			}
			x, y, ok := next()
			if !ok {
				return
			}
			a, b, mine = a-x, b-y, true
		}
	}
}
