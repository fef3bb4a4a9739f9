package gametree

import "gametheory/pkg/game"

// Shiritori decides AtCoder ABC 209 E's game on the dictionary words,
// each of 3 letters or more: a word may be said after one whose last
// three letters it starts with, any word any number of times, and the
// player who cannot say one loses; the game may go on forever. A position
// is the word said last, the number of its entry (so a word listed twice
// is two moves wherever it may be said), and its moves are every entry
// that may follow it; pkg/game's Retrograde analyses them, word by word,
// with no graph on three-letter nodes. It returns, for each entry i, the
// outcome for the player to move after words[i] is said: Aoki's, where
// Takahashi opens with it.
func Shiritori(words []string) []game.Outcome {
	byStart := map[string][]int{}
	for j, w := range words {
		byStart[w[:3]] = append(byStart[w[:3]], j)
	}
	said := make([]int, len(words))
	for i := range words {
		said[i] = i
	}
	t, err := game.Retrograde(func(i int) []int { return byStart[words[i][len(words[i])-3:]] }, nil, said...)
	if err != nil {
		panic(err) // the moves never panic, and there are len(words) positions
	}
	out := make([]game.Outcome, len(words))
	for i := range words {
		out[i] = t.Outcome(i)
	}
	return out
}
