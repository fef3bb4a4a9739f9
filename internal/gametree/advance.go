package gametree

import (
	"strings"

	"gametheory/pkg/cgt"
)

// AdvanceOrEat searches the game of AtCoder ABC 229 H "Advance or Eat" on
// a board of rows of one length, given from the top (the statement's are
// N x N; a column is a board one cell wide), each cell 'W' (a white
// piece), 'B' (a black one) or '.' (empty). Takahashi (Left) either moves a white piece
// one row up into an empty cell or eats any black piece, wherever it is;
// Snuke (Right) does the same with the colours swapped; a player who
// cannot move loses. A position is the whole board, its rows joined by
// '/', and its moves are the rules'; AdvanceOrEat knows no value and no
// columns: it decides a position with pkg/cgt's Outcome, a plain search of
// the game tree, and remembers every position it meets from one call to
// the next, boards of every size in one table.
type AdvanceOrEat struct{ r *cgt.Ruleset[string] }

// NewAdvanceOrEat returns the search, with nothing remembered yet.
func NewAdvanceOrEat() *AdvanceOrEat {
	moves := func(mine, theirs byte) func(string) []string {
		return func(board string) []string {
			up := strings.IndexByte(board, '/') + 1 // from a cell to the one above it
			if up == 0 {
				up = len(board) + 1 // one row: nothing is above
			}
			var m []string
			for i := 0; i < len(board); i++ {
				switch board[i] {
				case mine:
					if i >= up && board[i-up] == '.' {
						b := []byte(board)
						b[i-up], b[i] = mine, '.'
						m = append(m, string(b))
					}
				case theirs:
					b := []byte(board)
					b[i] = '.'
					m = append(m, string(b))
				}
			}
			return m
		}
	}
	return &AdvanceOrEat{cgt.New(moves('W', 'B'), moves('B', 'W'))}
}

// Value returns the canonical form of the board given by its rows from
// the top, computed by pkg/cgt from its moves: the options' forms,
// dominated options removed and reversible ones bypassed. It knows no rule
// for a board's or a column's value.
func (g *AdvanceOrEat) Value(rows []string) cgt.Game {
	v, err := g.r.Value(strings.Join(rows, "/"))
	if err != nil {
		panic(err) // no cycle, no panic; values past a Dyadic's need boards far beyond a search
	}
	return v
}

// TakahashiWins reports whether Takahashi, moving first, wins on the board
// given by its rows from the top.
func (g *AdvanceOrEat) TakahashiWins(rows []string) bool {
	o, err := g.r.Outcome(strings.Join(rows, "/"))
	if err != nil {
		panic(err) // every move eats a piece or moves one up, and the moves never panic
	}
	return o.LeftWinsMovingFirst()
}
