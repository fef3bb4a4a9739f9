// Package gametree decides small games by exhaustive search, as the
// reference the problems' formulas are tested against.
//
// The games are two-player, alternating, with perfect information, and the
// player who cannot move loses. A position is lost for the player to move
// exactly when every move leads to a position that is won for the player
// who then moves; a position with no moves is therefore lost. The search
// is pkg/game's; this package adds the positions and moves of the
// problems' games. Games that can go on forever (Berzerk, Shiritori) are
// analysed by pkg/game's Retrograde, games with scores (Deque,
// Momotetsu) searched by its NewScores, and partizan games (Black and
// White Boxes, Advance or Eat) by pkg/cgt's Outcome.
package gametree

import "gametheory/pkg/game"

// A Game decides positions of type P, remembering every answer.
type Game[P comparable] struct{ g *game.Game[P] }

// New returns a Game whose legal moves from p are moves(p).
func New[P comparable](moves func(P) []P) *Game[P] {
	return &Game[P]{game.New(moves)}
}

// Wins reports whether the player to move at p wins with perfect play. The
// games of the tests and brute forces have no cycles and moves that do not
// panic, so either is a fault of the caller's, and Wins panics with it.
func (g *Game[P]) Wins(p P) bool {
	w, err := g.g.Wins(p)
	if err != nil {
		panic(err)
	}
	return w
}
