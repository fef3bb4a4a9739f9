package gametree

import "gametheory/pkg/game"

// A berzerkState is a position of Berzerk (Codeforces 786A): the player
// to move, 0 for Rick and 1 for Morty, and the monster's object, 0 being
// the black hole.
type berzerkState struct{ player, at int }

// Berzerk decides Berzerk (cf786a) on a circle of n objects, 0 the black
// hole, where a move of player p takes the monster steps[p][i] objects
// forward: whoever moves it into the hole wins, so the player to move at
// the hole has lost, and a game may go on forever. It analyses the
// positions themselves, (player to move, object), with pkg/game's
// Retrograde, and returns the outcome for the player to move, out[p][i-1]
// with p to move and the monster on object i, for i = 1 to n-1. A step
// given twice is one move listed twice.
func Berzerk(n int, steps [2][]int) (out [2][]game.Outcome) {
	moves := func(s berzerkState) []berzerkState {
		if s.at == 0 {
			return nil
		}
		var m []berzerkState
		for _, x := range steps[s.player] {
			m = append(m, berzerkState{1 - s.player, (s.at + x) % n})
		}
		return m
	}
	var starts []berzerkState
	for p := 0; p < 2; p++ {
		for at := 1; at < n; at++ {
			starts = append(starts, berzerkState{p, at})
		}
	}
	t, err := game.Retrograde(moves, nil, starts...)
	if err != nil {
		panic(err) // the moves never panic, and there are at most 2n positions
	}
	for _, s := range starts {
		out[s.player] = append(out[s.player], t.Outcome(s))
	}
	return out
}
