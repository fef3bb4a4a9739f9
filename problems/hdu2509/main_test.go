package main

import (
	"bytes"
	"math/rand"
	"os"
	"strings"
	"testing"

	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/enum"
	"gametheory/pkg/game"
	"gametheory/pkg/misere"
	"gametheory/pkg/octal"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/hdu2509") }

var apples = gametree.New(gametree.AppleMoves)

// TestAgainstSearch compares the answer with the misère search of the
// whole position (gametree.AppleMoves, the moves as the statement gives
// them, no Grundy values, no misère Nim) on every multiset of lines of at
// most 20 apples in all, the empty one too, 2714 cases, each case's lines
// in a random order, all as the cases of one input. Lines split by a
// move, and the sums they make, are in the search as they come.
func TestAgainstSearch(t *testing.T) {
	c := solvetest.NewHeapCases(rand.New(rand.NewSource(1)))
	add := func(lines []int) {
		if apples.MisereWins(game.NewMultiset(lines...)) {
			c.Add(lines, "Yes\n")
		} else {
			c.Add(lines, "No\n")
		}
	}
	add(nil)
	for n := 1; n <= 20; n++ {
		enum.Partitions(n, add)
	}
	if c.Len() != 2714 {
		t.Fatalf("%d multisets of at most 20 apples, want 2714", c.Len())
	}
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every multiset of at most 20 apples", In: c.Cases(), Out: c.Answers()}})
}

// TestQuotient decides every multiset of 1 to 3 lines of 1 to 15 apples
// by the misère quotient of the heaps 0 to 15 of .7777777777777777 (a
// line of up to 15 takes any run of up to 15, so this is the game
// itself), computed and proved by pkg/misere, and compares the solution
// with it: the quotient is misère Nim's for values below 16, order 2^4 +
// 2 = 18, each heap its own element.
func TestQuotient(t *testing.T) {
	g, err := octal.Parse(".7777777777777777")
	if err != nil {
		t.Fatal(err)
	}
	q, err := misere.Compute(g, 15, 0)
	if err != nil {
		t.Fatal(err)
	}
	if q.Order() != 18 {
		t.Errorf("the quotient has %d elements, want 18 (misère Nim's for values below 16)", q.Order())
	}
	c := solvetest.NewHeapCases(rand.New(rand.NewSource(2)))
	solvetest.EveryHeaps(3, 15, func(lines []int) {
		lost, _, _, err := q.Decide(lines...)
		if err != nil {
			t.Fatal(err)
		}
		if lost {
			c.Add(lines, "No\n")
		} else {
			c.Add(lines, "Yes\n")
		}
	})
	solvetest.Check(t, solve, []solvetest.Case{{Name: "every 1 to 3 lines of up to 15, by the quotient", In: c.Cases(), Out: c.Answers()}})
}

// answer answers an input by misère Nim on the lengths, written apart
// from pkg/nim to check the committed .out files.
func answer(in string) string {
	tk := solvetest.NewTokens(in)
	var out strings.Builder
	for tk.More() {
		x, ones, big := 0, 0, false
		for n := tk.Int(); n > 0; n-- {
			a := tk.Int()
			x ^= a
			if a == 1 {
				ones++
			}
			big = big || a > 1
		}
		if big && x != 0 || !big && ones%2 == 0 {
			out.WriteString("Yes\n")
		} else {
			out.WriteString("No\n")
		}
	}
	return out.String()
}

// TestOutputs checks every committed .out file against answer.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/hdu2509", answer) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "empty input", In: "", Out: ""},
		{Name: "no lines", In: "0\n", Out: "Yes\n"},
		{Name: "empty lines", In: "3\n0 1 0\n", Out: "No\n"},
		{Name: "huge lines", In: "2\n9223372036854775807 9223372036854775807\n1\n9223372036854775807\n", Out: "No\nYes\n"},
		{Name: "a negative line", In: "2\n2 2\n1\n-3\n", Out: "No\n", Err: "line 4, column 1: a line's apples, -3, is out of range [0, 9223372036854775807]"},
		{Name: "a case cut off", In: "2\n2 2\n2\n1\n", Out: "No\n", Err: "line 5, column 1: expected a line's apples >= 0, found end of input"},
		{Name: "not an integer", In: "1\n1.5\n", Err: "line 2, column 1: expected a line's apples >= 0, found \"1.5\""},
	})
}

// TestTrailing: the input ends at the end of the file or at the first
// token that cannot begin a case.
func TestTrailing(t *testing.T) { solvetest.Trailing(t, solve, "2\n2 2\n1\n3\n", "No\nYes\n") }

// TestDocExample checks that each judge sg command of docs/sg.md's worked
// example prints what the doc shows.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/sg.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		shown string
		args  []string
	}{
		{"-misere -n 8 .7777777", []string{"-misere", "-n", "8", ".7777777"}},
		{"-misere -quotient -n 8 .7777777", []string{"-misere", "-quotient", "-n", "8", ".7777777"}},
		{`-misere -sum "2 2" .7777777`, []string{"-misere", "-sum", "2 2", ".7777777"}},
		{`-misere -sum "1 1 2" -json .7777777`, []string{"-misere", "-sum", "1 1 2", "-json", ".7777777"}},
	} {
		var out, errs bytes.Buffer
		if code := game.Command("judge sg", c.args, nil, &out, &errs); code != 0 {
			t.Fatalf("judge sg %s: exit %d, %s", c.shown, code, errs.String())
		}
		if want := "$ judge sg " + c.shown + "\n" + out.String(); !strings.Contains(string(doc), want) {
			t.Errorf("docs/sg.md does not show\n%s", want)
		}
	}
}
