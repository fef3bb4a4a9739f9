package game

import (
	"fmt"
	"math"
	"sort"
)

// An Outcome is the result of a position with perfect play, for the player
// to move there. In a draw neither player can force a win: in a game that
// can go on forever, each can keep it going; in a game with scores, the
// value is 0.
type Outcome int8

const (
	Draw Outcome = iota
	Win
	Lose
)

func (o Outcome) String() string {
	switch o {
	case Win:
		return "Win"
	case Lose:
		return "Lose"
	case Draw:
		return "Draw"
	}
	return fmt.Sprintf("Outcome(%d)", int8(o))
}

// A Table holds the result of every position of a game that may go on
// forever, found by retrograde analysis (Retrograde, RetrogradeGraph): its
// outcome, its value, its remoteness and a best move.
type Table[P comparable] struct {
	index func(P) int // a position's number, -1 for one not in the table
	at    func(int) P // the position numbered i
	solution
}

// A solution is the retrograde analysis of positions 0..n-1.
type solution struct {
	outcome []Outcome
	remote  []int32 // remoteness; -1 for a position of value 0 that has moves
	move    []int32 // a best move's position, -1 for none
	levels  []int   // the values' absolute values, greatest first
	level   []int32 // a position's index in levels, where there are several
}

// Retrograde analyses the game whose moves from p lead to the positions
// moves(p), on every position reachable from roots, which must be finitely
// many: more than DefaultLimit, or than DefaultMemory holds, is a
// *LimitError. Positions may repeat, so that a game can go on forever.
//
// A position without moves ends the game. With end nil, the player to move
// there has lost, as in normal play, and every position is won, lost or
// drawn: a position is lost when every move leads to a won position (an end
// is lost: it has no move), won when some move leads to a lost one, and
// drawn otherwise. The won and lost positions are the least fixed point of
// these two rules, found by retrograde analysis: from the ends, a position
// is won as soon as one of its moves is known to lead to a lost one, and
// lost once all of its moves are known to lead to won ones (a counter per
// position of the moves not yet known to). A position never decided is a
// draw: it has no move to a lost position, and some move to another
// position never decided, so its player can keep the game from ending, and
// the other cannot force it to end: every position his opponent may leave
// him keeps a move to an undecided one.
//
// With end given, a game that ends at p scores end(p) for the player to
// move at p (negative: the other gains), and one that never ends scores 0;
// each player plays to make his own score as high as he can (negamax). For
// t > 0, the player to move can make t or more exactly where he can force
// the game to end so (an endless game scores 0 < t): the won positions of
// the analysis above, with the ends scoring t or more won and those
// scoring -t or less lost. These grow as t falls, so one analysis serves
// every t: for each absolute value t of the scores, greatest first, it
// goes on from the ends scoring t and -t. Every value is an end's score,
// its negation or 0, so a position decided at t has the value t (Win) or
// -t (Lose), and one never decided the value 0 (Draw). The end
// func(P) int { return 1 } is misère play.
//
// The remoteness of a decided position is how many moves the game lasts
// when the player who gets the value hurries and the other delays, among
// the moves that keep the value; the analysis reaches the positions in
// that order, so a won position's best move is the first move found to a
// position of the opposite value, and a lost one's the last. A position of
// value 0 with moves has remoteness -1, since whether it ends is not
// decided, and a best move to another position of value 0.
//
// Each position's moves are asked for once, each move is looked at a
// bounded number of times, and the positions' ends sorted by the absolute
// values of their scores: O(n + m + k log k) time for n positions, m moves
// and k ends. It never recurses. A moves or end function that panics is a
// *PanicError naming the position.
func Retrograde[P comparable](moves func(P) []P, end func(P) int, roots ...P) (*Table[P], error) {
	gr, err := reachable(func(p P) ([]P, error) { return safely(moves, p, "") }, bounds{}, roots)
	if err != nil {
		return nil, err
	}
	var score func(v int) (int, error)
	if end != nil {
		score = func(v int) (int, error) { return safely(end, gr.ps[v], "end score") }
	}
	s, err := solve(len(gr.ps), gr.adj, score)
	if err != nil {
		return nil, err
	}
	return &Table[P]{
		index:    gr.index,
		at:       gr.at,
		solution: *s,
	}, nil
}

// RetrogradeGraph analyses the game on the positions 0, 1, ...,
// len(moves)-1 whose moves from v lead to the positions moves[v], as
// Retrograde does; end is as there, given a position's number. A move to
// a number outside the positions is an error. Positions and moves are
// counted in int32, so there may be up to 2^31-1 of each.
//
// Beside the graph, it keeps 9 bytes a position in the table (outcome,
// remoteness, best move), 4 more with several score values, and while it
// works 12 bytes a position and 4 a move.
func RetrogradeGraph(moves [][]int, end func(v int) int) (*Table[int], error) {
	n := len(moves)
	if n > math.MaxInt32 {
		return nil, fmt.Errorf("game: %d positions, more than %d", n, math.MaxInt32)
	}
	var score func(v int) (int, error)
	if end != nil {
		score = func(v int) (int, error) { return safely(end, v, "end score") }
	}
	s, err := solve(n, func(v int) []int { return moves[v] }, score)
	if err != nil {
		return nil, err
	}
	return &Table[int]{
		index: func(v int) int {
			if v < 0 || v >= n {
				return -1
			}
			return v
		},
		at:       func(i int) int { return i },
		solution: *s,
	}, nil
}

// find returns p's number, and panics where p is not in the table.
func (t *Table[P]) find(p P) int {
	i := t.index(p)
	if i < 0 {
		panic(fmt.Sprintf("game: position %v is not in the table: not a root, nor reachable from one", p))
	}
	return i
}

// Outcome returns p's outcome for the player to move: Win or Lose where
// the value is positive or negative, Draw where it is 0 (with end nil: the
// game goes on forever). p must be in the table: a root, or reachable from
// one; any other is a panic.
func (t *Table[P]) Outcome(p P) Outcome { return t.outcome[t.find(p)] }

// Value returns p's value: the score the player to move at p makes with
// perfect play. With end nil it is 1 for Win, -1 for Lose and 0 for Draw.
func (t *Table[P]) Value(p P) int {
	i := t.find(p)
	v := 0
	switch t.outcome[i] {
	case Win:
		v = 1
	case Lose:
		v = -1
	default:
		return 0
	}
	if t.level != nil {
		return v * t.levels[t.level[i]]
	}
	return v * t.levels[0]
}

// Remoteness returns how many moves the game from p lasts when the player
// who gets the value hurries to get it and the other delays: 0 for a
// position without moves (in normal play, odd for Win and even for Lose);
// -1 for a position of value 0 that has moves.
func (t *Table[P]) Remoteness(p P) int { return int(t.remote[t.find(p)]) }

// Move returns a best move from p: for Win, to a position of the opposite
// value (a Lose) whose game is the shortest; for Lose, to one of the
// opposite value (a Win) whose game is the longest; for Draw, to a position
// of value 0. It reports false for a position without moves.
func (t *Table[P]) Move(p P) (P, bool) {
	i := t.move[t.find(p)]
	if i < 0 {
		var zero P
		return zero, false
	}
	return t.at(int(i)), true
}

// solve analyses positions 0..n-1 whose moves are adj(v), with score the
// end score of a position without moves, nil for -1 (normal play).
func solve[E int | int32](n int, adj func(v int) []E, score func(v int) (int, error)) (*solution, error) {
	// count[v]: v's moves not yet known to lead to a won position.
	count := make([]int32, n)
	for v := range count {
		count[v] = int32(len(adj(v)))
	}
	revStart, rev, err := reverse(n, adj)
	if err != nil {
		return nil, err
	}

	s := &solution{
		outcome: make([]Outcome, n),
		remote:  make([]int32, n),
		move:    make([]int32, n),
		levels:  []int{1},
	}
	// The queue holds each decided position once, in the order decided:
	// level by level, and within a level by remoteness. In normal play
	// every end is lost, and the first in it; with scores, the ends of a
	// non-zero score wait in ends for their level.
	queue := make([]int32, 0, n)
	type end struct {
		abs int
		v   int32
	}
	var ends []end
	for v := 0; v < n; v++ {
		if count[v] != 0 {
			continue
		}
		s.move[v] = -1
		if score == nil {
			s.outcome[v] = Lose
			queue = append(queue, int32(v))
			continue
		}
		sc, err := score(v)
		switch {
		case err != nil:
			return nil, err
		case sc == math.MinInt:
			return nil, fmt.Errorf("game: position %d ends with the score %d; want one above it", v, sc)
		case sc > 0:
			s.outcome[v] = Win
			ends = append(ends, end{sc, int32(v)})
		case sc < 0:
			s.outcome[v] = Lose
			ends = append(ends, end{-sc, int32(v)})
		}
	}
	if score != nil {
		sort.Slice(ends, func(i, j int) bool { return ends[i].abs > ends[j].abs })
		s.levels = s.levels[:0]
		for i, e := range ends {
			if i == 0 || e.abs != ends[i-1].abs {
				s.levels = append(s.levels, e.abs)
			}
		}
		if len(s.levels) > 1 {
			s.level = make([]int32, n)
		}
	}
	head, e := 0, 0
	for lv, abs := range s.levels {
		for ; e < len(ends) && ends[e].abs == abs; e++ {
			queue = append(queue, ends[e].v)
			if s.level != nil {
				s.level[ends[e].v] = int32(lv)
			}
		}
		outcome, remote, move, level := s.outcome, s.remote, s.move, s.level
		for ; head < len(queue); head++ {
			u := queue[head]
			r := remote[u] + 1
			lost := outcome[u] == Lose
			for _, v := range rev[revStart[u]:revStart[u+1]] {
				if outcome[v] != Draw {
					continue
				}
				if lost {
					outcome[v] = Win
				} else if count[v]--; count[v] == 0 {
					outcome[v] = Lose
				} else {
					continue
				}
				remote[v], move[v] = r, u
				if level != nil {
					level[v] = int32(lv)
				}
				queue = append(queue, v)
			}
		}
	}
	// What is left has the value 0: a move to a position of value 0
	// keeps it, and one is there, since no move leads to a lost position
	// and not every move to a won one.
	for v := 0; v < n; v++ {
		if s.outcome[v] != Draw || count[v] == 0 {
			continue
		}
		s.remote[v], s.move[v] = -1, -1
		for _, w := range adj(v) {
			if s.outcome[w] == Draw {
				s.move[v] = int32(w)
				break
			}
		}
	}
	return s, nil
}

// reverse returns the moves of positions 0..n-1, adj(v), reversed: the
// positions with a move to w are rev[revStart[w]:revStart[w+1]], once for
// each such move. A move to a number outside 0..n-1 is an error, as are
// more than 2^31-1 moves.
func reverse[E int | int32](n int, adj func(v int) []E) (revStart, rev []int32, err error) {
	revStart = make([]int32, n+1)
	m := 0
	for v := 0; v < n; v++ {
		ms := adj(v)
		if m += len(ms); m > math.MaxInt32 {
			return nil, nil, fmt.Errorf("game: more than %d moves", math.MaxInt32)
		}
		for i, w := range ms {
			if uint64(w) >= uint64(n) {
				return nil, nil, fmt.Errorf("game: move %d of position %d leads to %d, which is not a position (0 to %d)", i, v, w, n-1)
			}
			revStart[w+1]++
		}
	}
	for w := 0; w < n; w++ {
		revStart[w+1] += revStart[w]
	}
	rev = make([]int32, m)
	for v := 0; v < n; v++ {
		for _, w := range adj(v) {
			rev[revStart[w]] = int32(v)
			revStart[w]++
		}
	}
	for w := n; w > 0; w-- {
		revStart[w] = revStart[w-1]
	}
	revStart[0] = 0
	return revStart, rev, nil
}
