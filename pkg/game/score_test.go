package game

import (
	"errors"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// scoreGame is a finite game with scores on positions 0..n-1: each
// position's moves, to smaller positions only, and the score of each end.
type scoreGame struct {
	moves [][]Move[int]
	ends  []int
}

func randomScoreGame(r *rand.Rand, n int) scoreGame {
	g := scoreGame{make([][]Move[int], n), make([]int, n)}
	for p := range g.moves {
		for k := r.Intn(4); k > 0 && p > 0; k-- {
			g.moves[p] = append(g.moves[p], Move[int]{To: r.Intn(p), Score: r.Intn(11) - 5})
		}
		g.ends[p] = r.Intn(11) - 5
	}
	return g
}

// value is plain exhaustive recursion: every line of play, without memo.
func (g scoreGame) value(p int) int {
	if len(g.moves[p]) == 0 {
		return g.ends[p]
	}
	best := math.MinInt
	for _, m := range g.moves[p] {
		best = max(best, m.Score-g.value(m.To))
	}
	return best
}

func (g scoreGame) scores() *Scores[int] {
	return NewScores(func(p int) []Move[int] { return g.moves[p] }, func(p int) int { return g.ends[p] })
}

// TestScoresRandom checks Value and Best on random finite games against
// exhaustive recursion, asked in random orders.
func TestScoresRandom(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for trial := 0; trial < 300; trial++ {
		g := randomScoreGame(r, 1+r.Intn(14))
		s := g.scores()
		for _, p := range r.Perm(len(g.moves)) {
			want := g.value(p)
			if v, err := s.Value(p); err != nil || v != want {
				t.Fatalf("trial %d: Value(%d) = %d, %v; want %d", trial, p, v, err, want)
			}
			m, ok, err := s.Best(p)
			switch {
			case err != nil:
				t.Fatalf("trial %d: Best(%d): %v", trial, p, err)
			case len(g.moves[p]) == 0:
				if ok {
					t.Fatalf("trial %d: Best(%d) of an end = %v", trial, p, m)
				}
			case !ok || m.Score-g.value(m.To) != want:
				t.Fatalf("trial %d: Best(%d) = %v, %v, which makes %d, not %d", trial, p, m, ok, m.Score-g.value(m.To), want)
			}
		}
	}
}

// deque is a position of EDPC L "Deque": the elements a[l:r] are left.
type deque struct{ l, r int }

// dequeValue returns Taro's X - Y for a, by NewScores: taking an element
// from either end earns it.
func dequeValue(a []int) (int, error) {
	s := NewScores(func(d deque) []Move[deque] {
		if d.l == d.r {
			return nil
		}
		return []Move[deque]{{deque{d.l + 1, d.r}, a[d.l]}, {deque{d.l, d.r - 1}, a[d.r-1]}}
	}, nil)
	return s.Value(deque{0, len(a)})
}

// dequeBrute plays every line of the game on a.
func dequeBrute(a []int) int {
	if len(a) == 0 {
		return 0
	}
	return max(a[0]-dequeBrute(a[1:]), a[len(a)-1]-dequeBrute(a[:len(a)-1]))
}

// TestScoresDeque: EDPC L's samples, and random arrays of up to 10
// elements against every line of play.
func TestScoresDeque(t *testing.T) {
	samples := []struct {
		a    []int
		want int
	}{
		{[]int{10, 80, 90, 30}, 10},
		{[]int{10, 100, 10}, -80},
		{[]int{10}, 10},
		{[]int{1000000000, 1, 1000000000, 1, 1000000000, 1, 1000000000, 1, 1000000000, 1}, 4999999995},
		{[]int{4, 2, 9, 7, 1, 5}, 2},
	}
	for _, s := range samples {
		if v, err := dequeValue(s.a); err != nil || v != s.want {
			t.Errorf("%v: %d, %v; want %d", s.a, v, err, s.want)
		}
	}
	r := rand.New(rand.NewSource(7))
	for trial := 0; trial < 300; trial++ {
		a := make([]int, r.Intn(11))
		for i := range a {
			a[i] = 1 + r.Intn(20)
		}
		if v, err := dequeValue(a); err != nil || v != dequeBrute(a) {
			t.Fatalf("%v: %d, %v; want %d", a, v, err, dequeBrute(a))
		}
	}
}

// TestScoresGrid: ABC 201 D's samples, a piece moved right or down, each
// square moved onto worth 1 or -1 to the mover; the sign of the value
// decides.
func TestScoresGrid(t *testing.T) {
	tests := []struct {
		grid []string
		want Outcome
	}{
		{[]string{"---", "+-+", "+--"}, Win},
		{[]string{"+++-", "-+-+"}, Lose},
		{[]string{"-"}, Draw},
	}
	for _, tt := range tests {
		h, w := len(tt.grid), len(tt.grid[0])
		worth := func(i, j int) int {
			if tt.grid[i][j] == '+' {
				return 1
			}
			return -1
		}
		s := NewScores(func(c [2]int) []Move[[2]int] {
			var m []Move[[2]int]
			if i, j := c[0]+1, c[1]; i < h {
				m = append(m, Move[[2]int]{[2]int{i, j}, worth(i, j)})
			}
			if i, j := c[0], c[1]+1; j < w {
				m = append(m, Move[[2]int]{[2]int{i, j}, worth(i, j)})
			}
			return m
		}, nil)
		v, err := s.Value([2]int{0, 0})
		if err != nil || sign(v) != tt.want {
			t.Errorf("%v: value %d, %v; want %v", tt.grid, v, err, tt.want)
		}
	}
}

// TestScoresRetrograde: on finite games whose ends alone score, NewScores
// and Retrograde agree.
func TestScoresRetrograde(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	for trial := 0; trial < 300; trial++ {
		g := randomScoreGame(r, 1+r.Intn(30))
		moves := make([][]int, len(g.moves))
		for p, ms := range g.moves {
			moves[p] = []int{}
			for i := range ms {
				g.moves[p][i].Score = 0
				moves[p] = append(moves[p], ms[i].To)
			}
		}
		tab, err := RetrogradeGraph(moves, func(p int) int { return g.ends[p] })
		if err != nil {
			t.Fatal(err)
		}
		s := g.scores()
		for p := range moves {
			if v, err := s.Value(p); err != nil || v != tab.Value(p) {
				t.Fatalf("trial %d: Value(%d) = %d, %v; Retrograde's %d", trial, p, v, err, tab.Value(p))
			}
		}
	}
}

func TestScoresErrors(t *testing.T) {
	// 1 -> 2 -> 3 -> 1 is a cycle; 5's moves panic, 6's end score does;
	// 7's move scores past int.
	s := NewScores(func(p int) []Move[int] {
		switch p {
		case 1, 2:
			return []Move[int]{{p + 1, 0}}
		case 3:
			return []Move[int]{{1, 0}}
		case 4:
			return []Move[int]{{0, 1}, {1, 1}}
		case 5:
			panic("no moves here")
		case 7:
			return []Move[int]{{8, math.MinInt}}
		}
		return nil
	}, func(p int) int {
		switch p {
		case 6:
			panic("no score")
		case 8:
			return 1
		}
		return 0
	})
	for i := 0; i < 2; i++ {
		var c *CycleError
		if _, err := s.Value(4); !errors.As(err, &c) {
			t.Errorf("Value(4): %v, want a *CycleError", err)
		}
		var pe *PanicError
		if _, _, err := s.Best(5); !errors.As(err, &pe) || pe.Position != 5 || pe.Func != "" {
			t.Errorf("Best(5): %v, want a *PanicError at 5", err)
		}
		if _, err := s.Value(6); !errors.As(err, &pe) || pe.Position != 6 || !strings.Contains(err.Error(), "the end score of position 6 panicked: no score") {
			t.Errorf("Value(6): %v, want a *PanicError of the end score at 6", err)
		}
		if _, err := s.Value(7); err == nil || !strings.Contains(err.Error(), "value of position 7 is beyond int") {
			t.Errorf("Value(7): %v, want an error of a value beyond int", err)
		}
	}
	if v, err := s.Value(0); err != nil || v != 0 {
		t.Errorf("Value(0) after the errors = %d, %v; want 0", v, err)
	}
}

// TestScoresLongChain values a chain of 10^6 positions, each move earning
// 1, deeper than any recursion would go comfortably.
func TestScoresLongChain(t *testing.T) {
	const n = 1000000
	s := NewScores(func(p int) []Move[int] {
		if p == 0 {
			return nil
		}
		return []Move[int]{{p - 1, 1}}
	}, nil)
	if v, err := s.Value(n); err != nil || v != n%2 {
		t.Errorf("Value(%d) = %d, %v; want %d", n, v, err, n%2)
	}
}
