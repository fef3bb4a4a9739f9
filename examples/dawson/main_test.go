package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"gametheory/examples/dawson/search"
	"gametheory/internal/solvetest"
	"gametheory/pkg/exhaustive"
	"gametheory/pkg/game"
	"gametheory/pkg/octal"
)

func TestSolve(t *testing.T) {
	solvetest.Check(t, solve, []solvetest.Case{
		{Name: "one heap of 1", In: "1\n1\n", Out: "First\n"},
		{Name: "empty heap", In: "1\n0\n", Out: "Second\n"},
		{Name: "equal heaps cancel", In: "2\n1000000000000000000 1000000000000000000\n", Out: "Second\n"},
		{Name: "an exception", In: "2\n14 4\n", Out: "Second\n"},
		{Name: "heap too large", In: "1\n1000000000000000001\n", Err: "line 2, column 1: a heap size, 1000000000000000001, is out of range [0, 1000000000000000000]"},
	})
}

// TestGrundy checks the pasted function against plain mex on every heap
// below 2000, far past the preperiod and period, and then by its period.
func TestGrundy(t *testing.T) {
	g, err := octal.Parse(".137")
	if err != nil {
		t.Fatal(err)
	}
	want := g.Mex(2000)
	for n, v := range want {
		if grundy(int64(n)) != v {
			t.Fatalf("grundy(%d) = %d, plain mex %d", n, grundy(int64(n)), v)
		}
	}
	for _, n := range []int64{1e18, 1e18 - 1, 1<<63 - 1} {
		if m := 52 + (n-52)%34; grundy(n) != want[m] {
			t.Errorf("grundy(%d) = %d, want G(%d) = %d", n, grundy(n), m, want[m])
		}
	}
}

// TestStillWhatJudgeSgPrints keeps the walkthrough true: the function in
// main.go is what judge sg -go .137 prints.
func TestStillWhatJudgeSgPrints(t *testing.T) {
	var out, errs bytes.Buffer
	if code := game.Command("judge sg", []string{"-go", ".137"}, nil, &out, &errs); code != 0 {
		t.Fatalf("judge sg -go .137: exit %d: %s", code, errs.String())
	}
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), out.String()) {
		t.Errorf("main.go does not hold what judge sg -go .137 prints:\n%s", out.String())
	}
}

// TestEveryInput checks the solution against the search on every input of
// 1 to 3 heaps of at most 12 tokens, in process: the family judge stress
// -all checks through examples/dawson/all, a process a case.
func TestEveryInput(t *testing.T) {
	n, err := exhaustive.Check(exhaustive.Piles(3, 12), solve, search.Solve)
	if err != nil || n != 13+13*13+13*13*13 {
		t.Errorf("%d inputs checked: %v", n, err)
	}
}

// BenchmarkEveryInput measures TestEveryInput's check, in inputs a
// second, to set beside judge stress -all's cases a second on the same
// family (bench/exhaustive.sh).
func BenchmarkEveryInput(b *testing.B) {
	n := 0
	for i := 0; i < b.N; i++ {
		k, err := exhaustive.Check(exhaustive.Piles(3, 12), solve, search.Solve)
		if err != nil {
			b.Fatal(err)
		}
		n += k
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "inputs/s")
}
