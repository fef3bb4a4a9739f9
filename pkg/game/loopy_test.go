package game

import (
	"errors"
	"math/rand"
	"sort"
	"strings"
	"testing"
)

// checkLoopySums checks the loopy values of the graph moves against
// retrograde analysis of the product game: every sum of k tokens (k up to
// tokens), each token's moves those of the graph, is decided by Sum as by
// RetrogradeGraph, and Sum's move leads to a lost sum where it wins and
// to a drawn one where it draws.
func checkLoopySums(t *testing.T, moves [][]int, tokens int) {
	t.Helper()
	l, err := LoopyGraph(moves)
	if err != nil {
		t.Fatal(err)
	}
	n := len(moves)
	for k, states := 1, n; k <= tokens; k, states = k+1, states*n {
		// State s holds tokens at its k digits in base n.
		pos := func(s int) []int {
			ps := make([]int, k)
			for i := range ps {
				ps[i], s = s%n, s/n
			}
			return ps
		}
		product := make([][]int, states)
		for s := range product {
			for i, p := range pos(s) {
				unit := 1
				for j := 0; j < i; j++ {
					unit *= n
				}
				for _, w := range moves[p] {
					product[s] = append(product[s], s+(w-p)*unit)
				}
			}
		}
		table, err := RetrogradeGraph(product, nil)
		if err != nil {
			t.Fatal(err)
		}
		for s := range product {
			ps := pos(s)
			r := l.Sum(ps...)
			if want := table.Outcome(s); r.Outcome != want {
				t.Fatalf("moves %v, tokens %v (values %v): Sum says %v, retrograde analysis %v", moves, ps, loopyValues(l, ps), r.Outcome, want)
			}
			if r.Outcome == Lose {
				if r.Moves {
					t.Fatalf("moves %v, tokens %v: a lost sum with a move", moves, ps)
				}
				continue
			}
			if !r.Moves {
				t.Fatalf("moves %v, tokens %v: %v without a move", moves, ps, r.Outcome)
			}
			next := s
			unit := 1
			for j := 0; j < r.Token; j++ {
				unit *= n
			}
			if !contains(moves[ps[r.Token]], r.To) {
				t.Fatalf("moves %v, tokens %v: Sum moves token %d to %d, not a move", moves, ps, r.Token, r.To)
			}
			next += (r.To - ps[r.Token]) * unit
			want := Lose
			if r.Outcome == Draw {
				want = Draw
			}
			if got := table.Outcome(next); got != want {
				t.Fatalf("moves %v, tokens %v: Sum's move of token %d to %d leaves %v, want %v", moves, ps, r.Token, r.To, got, want)
			}
		}
	}
}

func loopyValues(l *Loopy[int], ps []int) []string {
	var s []string
	for _, p := range ps {
		s = append(s, l.Value(p).String())
	}
	return s
}

func contains(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// TestLoopyAllSmall checks every digraph without loops on 4 vertices, with
// up to three tokens.
func TestLoopyAllSmall(t *testing.T) {
	const n = 4
	var edges [][2]int
	for u := 0; u < n; u++ {
		for v := 0; v < n; v++ {
			if u != v {
				edges = append(edges, [2]int{u, v})
			}
		}
	}
	for mask := 0; mask < 1<<len(edges); mask++ {
		moves := make([][]int, n)
		for i, e := range edges {
			if mask>>i&1 != 0 {
				moves[e[0]] = append(moves[e[0]], e[1])
			}
		}
		checkLoopySums(t, moves, 3)
	}
}

// randomGraph returns a graph of n vertices and m moves, loops and
// repeated moves among them.
func randomGraph(r *rand.Rand, n, m int) [][]int {
	moves := make([][]int, n)
	for i := 0; i < m; i++ {
		u := r.Intn(n)
		moves[u] = append(moves[u], r.Intn(n))
	}
	return moves
}

// TestLoopyRandom checks random graphs with loops and repeated moves: 5
// and 6 vertices with three tokens, 30 with two.
func TestLoopyRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 300; i++ {
		n := 5 + i%2
		checkLoopySums(t, randomGraph(r, n, r.Intn(3*n)), 3)
	}
	for i := 0; i < 40; i++ {
		checkLoopySums(t, randomGraph(r, 30, 20+r.Intn(60)), 2)
	}
}

// loopyByDefinition labels the positions of moves by the rounds of
// Smith's labelling as they are defined, with no counts: in round m,
// while some unlabelled u has no option labelled m and each of its
// options unlabelled or ∞ has an option labelled m, u is labelled m;
// then every unlabelled position with no option labelled m is ∞.
func loopyByDefinition(moves [][]int) []string {
	const none, inf = -1, -2
	nim := make([]int, len(moves))
	for v := range nim {
		nim[v] = none
	}
	hasOption := func(v, m int) bool {
		for _, w := range moves[v] {
			if nim[w] == m {
				return true
			}
		}
		return false
	}
	for m, left := 0, len(moves); left > 0; m++ {
		for changed := true; changed; {
			changed = false
			for u := range moves {
				if nim[u] != none || hasOption(u, m) {
					continue
				}
				ok := true
				for _, w := range moves[u] {
					if nim[w] < 0 && !hasOption(w, m) {
						ok = false
					}
				}
				if ok {
					nim[u], changed = m, true
					left--
				}
			}
		}
		for u := range moves {
			if nim[u] == none && !hasOption(u, m) {
				nim[u] = inf
				left--
			}
		}
	}
	values := make([]string, len(moves))
	for v, x := range nim {
		if x >= 0 {
			values[v] = LoopyValue{Nim: x}.String()
			continue
		}
		set := []int{}
		for _, w := range moves[v] {
			if nim[w] >= 0 && !contains(set, nim[w]) {
				set = append(set, nim[w])
			}
		}
		sort.Ints(set)
		values[v] = LoopyValue{Infinite: true, Set: set}.String()
	}
	return values
}

// TestLoopyDefinition checks LoopyGraph's values and sets against the
// labelling done as it is defined, on random graphs of up to 40 vertices,
// dense enough for values up to 5 or so and many infinite ones.
func TestLoopyDefinition(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 3000; i++ {
		n := 1 + r.Intn(40)
		moves := randomGraph(r, n, r.Intn(5*n))
		l, err := LoopyGraph(moves)
		if err != nil {
			t.Fatal(err)
		}
		want := loopyByDefinition(moves)
		for v := range moves {
			if got := l.Value(v).String(); got != want[v] {
				t.Fatalf("moves %v: position %d has the value %s, by the definition %s", moves, v, got, want[v])
			}
		}
	}
}

func TestLoopyValues(t *testing.T) {
	tests := []struct {
		moves [][]int
		want  string
	}{
		{[][]int{{1}, {0, 2}, {}}, "0 1 0"},
		{[][]int{{1}, {0}}, "∞ ∞"},
		{[][]int{{0}}, "∞"},
		{[][]int{{1, 2}, {0}, {}}, "1 0 0"},
		{[][]int{{1, 3}, {2}, {0}, {}}, "2 1 0 0"},
		{[][]int{{1, 2, 3}, {3}, {4}, {}, {0}}, "2 1 1 0 0"},
		{[][]int{{0, 1}, {}}, "∞{0} 0"},
		{[][]int{{0, 1, 2, 1}, {}, {1}}, "∞{0,1} 0 1"},
	}
	for _, tt := range tests {
		l, err := LoopyGraph(tt.moves)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for v := range tt.moves {
			got = append(got, l.Value(v).String())
		}
		if s := strings.Join(got, " "); s != tt.want {
			t.Errorf("moves %v: values %s, want %s", tt.moves, s, tt.want)
		}
	}
}

func TestLoopyGraphBadMove(t *testing.T) {
	_, err := LoopyGraph([][]int{{1}, {2}})
	if err == nil || !strings.Contains(err.Error(), "move 0 of position 1 leads to 2, which is not a position (0 to 1)") {
		t.Errorf("err = %v", err)
	}
}

// TestSumLoopy checks that Sum values a sum of positions with finite
// loopy values where the moves form a cycle, and names Loopy where one
// is infinite.
func TestSumLoopy(t *testing.T) {
	g := New(func(v int) []int { return [][]int{{1}, {0, 2}, {}, {3, 2}}[v] })
	tests := []struct {
		ps   []int
		want int
		err  string
	}{
		{[]int{2, 1}, 1, ""},
		{[]int{0, 1}, 1, ""},
		{[]int{1, 1, 0}, 0, ""},
		{[]int{2}, 0, ""},
		{[]int{3, 1}, 0, "position 3 has the loopy value ∞{0}, so sums with it may be drawn: (*Game).Loopy decides them"},
	}
	for _, tt := range tests {
		got, err := g.Sum(tt.ps...)
		switch {
		case tt.err != "":
			var c *CycleError
			if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.As(err, &c) {
				t.Errorf("Sum(%v) = %d, %v; want a *CycleError saying %q", tt.ps, got, err, tt.err)
			}
		case err != nil || got != tt.want:
			t.Errorf("Sum(%v) = %d, %v; want %d", tt.ps, got, err, tt.want)
		}
	}
	if _, err := g.Grundy(1); err == nil || !strings.Contains(err.Error(), "position 1 can be reached from itself; Grundy values need a game that ends: in normal play, (*Game).Loopy gives loopy values") {
		t.Errorf("Grundy(1) on a cycle: err = %v, want one that names Loopy", err)
	}
	l, err := g.Loopy(3)
	if err != nil {
		t.Fatal(err)
	}
	if r := l.Sum(3, 2); r.Outcome != Win || !r.Moves || r.Token != 0 || r.To != 2 {
		t.Errorf("Loopy(3).Sum(3, 2) = %+v, want a win moving token 0 to 2", r)
	}
	if r := l.Sum(3, 3); r.Outcome != Draw || !r.Moves {
		t.Errorf("Loopy(3).Sum(3, 3) = %+v, want a draw with a move", r)
	}
}

func TestLoopyErrors(t *testing.T) {
	sums := NewSums(func(v int) [][]int {
		if v == 0 {
			return [][]int{{1, 1}}
		}
		return [][]int{{0}}
	})
	var pe *PartsError
	if _, err := sums.Loopy(0); !errors.As(err, &pe) {
		t.Errorf("Loopy of a game with a sum option: err = %v, want a *PartsError", err)
	}
	chain := New(func(v int) []int { return []int{v + 1} }).SetLimit(100)
	var le *LimitError
	if _, err := chain.Loopy(0); !errors.As(err, &le) || le.Limit != 100 {
		t.Errorf("Loopy of an endless chain: err = %v, want a *LimitError at 100", err)
	}
}

// BenchmarkLoopyGraph values a random graph of 2·10^5 vertices and moves.
func BenchmarkLoopyGraph(b *testing.B) {
	moves := randomGraph(rand.New(rand.NewSource(1)), 200000, 200000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := LoopyGraph(moves); err != nil {
			b.Fatal(err)
		}
	}
}
