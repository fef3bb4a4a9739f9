package main

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/internal/solvetest"
	"gametheory/pkg/game"
)

func TestSamples(t *testing.T) { solvetest.Samples(t, solve, "../../samples/cf786a") }

// word is the answer for an outcome, as the statement spells it.
var word = map[game.Outcome]string{game.Win: "Win", game.Lose: "Lose", game.Draw: "Loop"}

// searched is the answer of internal/gametree's analysis of the positions
// themselves.
func searched(n int, steps [2][]int) string {
	var b strings.Builder
	for _, line := range gametree.Berzerk(n, steps) {
		words := make([]string, len(line))
		for i, o := range line {
			words[i] = word[o]
		}
		b.WriteString(strings.Join(words, " ") + "\n")
	}
	return b.String()
}

// input writes n and the two sets, each in a random order, one step in
// eight given twice (the same move: beyond the statement, which promises
// distinct steps).
func input(r *rand.Rand, n int, steps [2][]int) string {
	s := casegen.Line(int64(n))
	for _, set := range steps {
		line := []int64{0}
		for _, x := range set {
			line = append(line, int64(x))
			if r.Intn(8) == 0 {
				line = append(line, int64(x))
			}
		}
		r.Shuffle(len(line)-1, func(i, j int) { line[i+1], line[j+1] = line[j+1], line[i+1] })
		line[0] = int64(len(line) - 1)
		s += casegen.Line(line...)
	}
	return s
}

// subset returns the steps of the set numbered s: x is in it when bit
// x-1 of s is set.
func subset(s int) []int {
	var set []int
	for x := 1; s>>(x-1) != 0; x++ {
		if s>>(x-1)&1 != 0 {
			set = append(set, x)
		}
	}
	return set
}

// TestAgainstSearch compares the answer with the analysis of the
// positions themselves on every circle of 2 to 8 objects with every pair
// of sets of steps, 21343 inputs; and on 100 random circles of up to 60
// objects with random sets.
func TestAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var cases []solvetest.Case
	add := func(n int, steps [2][]int) {
		cases = append(cases, solvetest.Case{Name: strconv.Itoa(len(cases)), In: input(r, n, steps), Out: searched(n, steps)})
	}
	for n := 2; n <= 8; n++ {
		for s := 1; s < 1<<(n-1); s++ {
			for u := 1; u < 1<<(n-1); u++ {
				add(n, [2][]int{subset(s), subset(u)})
			}
		}
	}
	if len(cases) != 21343 {
		t.Fatalf("%d inputs, want 21343", len(cases))
	}
	for i := 0; i < 100; i++ {
		n := 2 + r.Intn(59)
		var steps [2][]int
		for p := range steps {
			for len(steps[p]) == 0 {
				density := r.Intn(n)
				for x := 1; x < n; x++ {
					if r.Intn(n) <= density {
						steps[p] = append(steps[p], x)
					}
				}
			}
		}
		add(n, steps)
	}
	solvetest.Check(t, solve, cases)
}

// iterated answers an input by applying the rules until nothing changes,
// written apart from the solution to check the committed .out files, the
// largest among them: each round looks at every undecided position's
// moves, and makes it won if one leads to a lost position, lost if all
// lead to won ones; what no round decides is a Loop. It reads the numbers
// with strings.Fields, the input being well-formed.
func iterated(in string) string {
	num := solvetest.NewTokens(in).Int
	n := num()
	var steps [2][]int
	for p := range steps {
		for k := num(); k > 0; k-- {
			steps[p] = append(steps[p], num())
		}
	}
	var at [2][]game.Outcome // at[p][i]: p to move, the monster on i (0 the hole)
	for p := range at {
		at[p] = make([]game.Outcome, n)
		at[p][0] = game.Lose
	}
	for changed := true; changed; {
		changed = false
		for p := range at {
			for i := 1; i < n; i++ {
				if at[p][i] != game.Draw {
					continue
				}
				won, lost := false, true
				for _, x := range steps[p] {
					next := at[1-p][(i+x)%n]
					if next == game.Lose {
						won = true
						break
					}
					lost = lost && next == game.Win
				}
				switch {
				case won:
					at[p][i], changed = game.Win, true
				case lost:
					at[p][i], changed = game.Lose, true
				}
			}
		}
	}
	var b strings.Builder
	for p := range at {
		for i := 1; i < n; i++ {
			b.WriteString(word[at[p][i]])
			if i < n-1 {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestOutputs checks every committed .out file against iterated.
func TestOutputs(t *testing.T) { solvetest.Outputs(t, "../../samples/cf786a", iterated) }

func TestMalformed(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "two objects", In: "2\n1 1\n1 1\n", Out: "Win\nWin\n"},
		{Name: "a step given twice", In: "3\n2 1 1\n1 2\n", Out: "Loop Win\nWin Loop\n"},
		{Name: "empty input", In: "", Err: "line 1, column 1: expected the number of objects n in [2, 7000], found end of input"},
		{Name: "n = 1", In: "1\n1 1\n1 1\n", Err: "line 1, column 1: the number of objects n, 1, is out of range [2, 7000]"},
		{Name: "n past 7000", In: "7001\n1 1\n1 1\n", Err: "line 1, column 1: the number of objects n, 7001, is out of range [2, 7000]"},
		{Name: "an empty set", In: "5\n0\n1 1\n", Err: "line 2, column 1: the size k1 of Rick's set, 0, is out of range [1, 9223372036854775807]"},
		{Name: "a step of 0", In: "5\n1 0\n1 1\n", Err: "line 2, column 3: a step in Rick's set, 0, is out of range [1, 4]"},
		{Name: "a step of n", In: "5\n1 1\n2 1 5\n", Err: "line 3, column 5: a step in Morty's set, 5, is out of range [1, 4]"},
		{Name: "a set cut off", In: "5\n2 1 2\n3 1 2\n", Err: "line 4, column 1: expected a step in Morty's set in [1, 4], found end of input"},
		{Name: "Morty's set missing", In: "5\n2 1 2\n", Err: "line 3, column 1: expected the size k2 of Morty's set >= 1, found end of input"},
		{Name: "not an integer", In: "5\n2 1 2.5\n1 1\n", Err: "line 2, column 5: expected a step in Rick's set in [1, 4], found \"2.5\""},
		{Name: "more than announced", In: "3\n1 1\n1 2\n2\n", Out: "Loop Win\nWin Loop\n", Warn: `line 4, column 1: ignored "2" and everything after it, past the end of the input`},
	})
}

// TestTrailing: the input ends after Morty's steps.
func TestTrailing(t *testing.T) {
	solvetest.Trailing(t, solve, "5\n2 3 2\n3 1 2 3\n", "Lose Win Win Loop\nLoop Win Win Win\n")
}
