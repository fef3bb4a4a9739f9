package game

import (
	"fmt"
	"math"
	"unsafe"
)

// A Move is a move of a game with scores: to the position To, earning the
// player who makes it Score points (a negative Score: losing them).
type Move[P any] struct {
	To    P
	Score int
}

// Scores computes the values of the positions of type P of a finite game
// with scores, remembering each: a game whose moves earn points and whose
// ends may score too, where the player to move plays to make his score
// minus his opponent's as high as he can, and the other as low (negamax).
type Scores[P comparable] struct {
	moves  func(P) []Move[P]
	end    func(P) int
	memo   map[P]scored
	bounds // the most positions and bytes a search holds
}

// A scored is what is known of a position: its value and the index of its
// best move (-1 for none), or that it is on the stack of a search.
type scored struct {
	value     int
	best      int32
	searching bool
}

// NewScores returns the game with scores whose moves from p are moves(p).
// A position without moves ends the game; the player to move there scores
// end(p), 0 where end is nil.
func NewScores[P comparable](moves func(P) []Move[P], end func(P) int) *Scores[P] {
	return &Scores[P]{moves: moves, end: end, memo: make(map[P]scored)}
}

// SetLimit bounds the searches of s to hold at most n positions (n >= 1),
// counted over the searches so far: one that would pass it stops with a
// *LimitError. It returns s. Without it the bound is DefaultLimit.
func (s *Scores[P]) SetLimit(n int) *Scores[P] {
	s.limit = max(n, 1)
	return s
}

// SetMemory bounds the searches of s to hold at most n bytes (n >= 1), as
// estimated from the positions they hold (DefaultMemory says how), counted
// as SetLimit counts. It returns s. Without it the bound is DefaultMemory.
func (s *Scores[P]) SetMemory(n int64) *Scores[P] {
	s.memory = max(n, 1)
	return s
}

// Value returns the value of p: how many points more than his opponent the
// player to move at p makes from there on, both playing their best. It is
// end(p) at an end, and elsewhere the greatest, over the moves m, of
// m.Score - Value(m.To): the opponent, to move at m.To, makes Value(m.To)
// more than the player, whatever the player did, and no more (induction on
// the length of the longest game from p, which is finite).
//
// Value values every position reachable from p once, on an explicit
// stack, so a game of millions of moves is fine. A position that can be
// reached from itself is a *CycleError (NewScores is for finite games;
// Retrograde values games that can go on forever, where the ends score),
// a moves or end function that panics a *PanicError, more positions than
// the bound (SetLimit) a *LimitError, and a value beyond the range of int
// an error naming the position.
func (s *Scores[P]) Value(p P) (int, error) {
	if e, ok := s.memo[p]; ok && !e.searching {
		return e.value, nil
	}
	return s.search(p)
}

// Best returns a best move from p: one whose m.Score - Value(m.To) is
// Value(p), the first such of moves(p), which it calls again. It reports
// false where p is an end.
func (s *Scores[P]) Best(p P) (Move[P], bool, error) {
	if _, err := s.Value(p); err != nil {
		return Move[P]{}, false, err
	}
	i := s.memo[p].best
	if i < 0 {
		return Move[P]{}, false, nil
	}
	ms, err := safely(s.moves, p, "")
	if err != nil {
		return Move[P]{}, false, err
	}
	return ms[i], true, nil
}

// A scoreFrame is a position on the stack of a search: its moves, the next
// one to take in, and the best so far.
type scoreFrame[P comparable] struct {
	p     P
	moves []Move[P]
	i     int
	best  int
	index int32
}

// search values root and every position below it, depth first.
func (s *Scores[P]) search(root P) (v int, err error) {
	var stack []scoreFrame[P]
	defer func() {
		if err != nil {
			for _, f := range stack {
				delete(s.memo, f.p)
			}
		}
	}()
	// push puts p on the stack, or values it at once if it is an end.
	var zero P
	limit := s.positions("Scores.Value", unsafe.Sizeof(zero))
	push := func(p P) error {
		if len(s.memo) >= limit {
			return s.passed("Scores.Value", unsafe.Sizeof(zero))
		}
		ms, err := safely(s.moves, p, "")
		if err != nil {
			return err
		}
		if len(ms) > 0 {
			s.memo[p] = scored{searching: true}
			stack = append(stack, scoreFrame[P]{p: p, moves: ms, index: -1})
			return nil
		}
		v := 0
		if s.end != nil {
			if v, err = safely(s.end, p, "end score"); err != nil {
				return err
			}
		}
		s.memo[p] = scored{value: v, best: -1}
		return nil
	}
	if err := push(root); err != nil {
		return 0, err
	}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i < len(f.moves) {
			m := f.moves[f.i]
			e, ok := s.memo[m.To]
			switch {
			case ok && e.searching:
				return 0, &CycleError{Position: m.To}
			case !ok:
				if err := push(m.To); err != nil {
					return 0, err
				}
				continue
			}
			// m.Score - e.value, where int holds it.
			if e.value > 0 && m.Score < math.MinInt+e.value || e.value < 0 && m.Score > math.MaxInt+e.value {
				return 0, fmt.Errorf("game: the value of position %v is beyond int: its move to %v scores %d, and the value there is %d", f.p, m.To, m.Score, e.value)
			}
			if x := m.Score - e.value; f.index < 0 || x > f.best {
				f.best, f.index = x, int32(f.i)
			}
			f.i++
			continue
		}
		s.memo[f.p] = scored{value: f.best, best: f.index}
		stack = stack[:len(stack)-1]
	}
	return s.memo[root].value, nil
}
