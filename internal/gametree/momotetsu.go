package gametree

import "gametheory/pkg/game"

// Momotetsu decides AtCoder ABC 201 D's game on the grid, rows of '+'
// (blue) and '-' (red): a piece starts on the top-left square, and the
// players in turn move it one square right or down, each gaining a point
// for a blue square moved onto and losing one for a red; at the
// bottom-right square the game ends, and the higher score wins, equal
// scores drawing. It returns the outcome for the first player.
//
// It searches the game as the rules state it, knowing nothing of
// differences to maximise: a position is the square and the lead of the
// player to move, his points minus the other's so far; a move scores
// nothing, and the end scores the sign of the lead, 1 for a win, 0 for a
// draw, -1 for a loss, which pkg/game's NewScores makes each player
// maximise for himself.
func Momotetsu(grid []string) game.Outcome {
	type square struct{ i, j, lead int }
	h, w := len(grid), len(grid[0])
	gain := func(i, j int) int {
		if grid[i][j] == '+' {
			return 1
		}
		return -1
	}
	s := game.NewScores(func(p square) []game.Move[square] {
		var m []game.Move[square]
		if p.i+1 < h {
			m = append(m, game.Move[square]{To: square{p.i + 1, p.j, -(p.lead + gain(p.i+1, p.j))}})
		}
		if p.j+1 < w {
			m = append(m, game.Move[square]{To: square{p.i, p.j + 1, -(p.lead + gain(p.i, p.j+1))}})
		}
		return m
	}, func(p square) int {
		switch {
		case p.lead > 0:
			return 1
		case p.lead < 0:
			return -1
		}
		return 0
	})
	v, err := s.Value(square{})
	if err != nil {
		panic(err) // no cycle, no panic, values of -1 to 1
	}
	switch {
	case v > 0:
		return game.Win
	case v < 0:
		return game.Lose
	}
	return game.Draw
}
