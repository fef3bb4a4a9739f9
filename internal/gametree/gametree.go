// Package gametree decides small games by exhaustive search, as the
// reference the problems' formulas are tested against.
//
// The games are two-player, alternating, with perfect information, and the
// player who cannot move loses. A position is lost for the player to move
// exactly when every move leads to a position that is won for the player
// who then moves; a position with no moves is therefore lost.
package gametree

import "fmt"

// A Game decides positions of type P, remembering every answer.
type Game[P comparable] struct {
	moves func(P) []P
	memo  map[P]state
}

type state uint8

const (
	unknown state = iota
	searching
	won
	lost
)

// New returns a Game whose legal moves from p are moves(p).
func New[P comparable](moves func(P) []P) *Game[P] {
	return &Game[P]{moves: moves, memo: make(map[P]state)}
}

// Wins reports whether the player to move at p wins with perfect play. It
// panics if the moves form a cycle, since the rule above then says nothing.
func (g *Game[P]) Wins(p P) bool {
	switch g.memo[p] {
	case won:
		return true
	case lost:
		return false
	case searching:
		panic(fmt.Sprintf("gametree: position %v can be reached from itself", p))
	}
	g.memo[p] = searching
	s := lost
	for _, q := range g.moves(p) {
		if !g.Wins(q) {
			s = won
			break
		}
	}
	g.memo[p] = s
	return s == won
}
