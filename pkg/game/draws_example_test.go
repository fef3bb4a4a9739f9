package game_test

import (
	"fmt"

	"gametheory/pkg/game"
)

// The order of the moves does not change the answer. 2 can move to the
// end 3, so 2 is won, 1 lost and 0 won, whichever of 2's moves comes
// first, though one order meets the cycle 0 -> 1 -> 2 -> 0 before the
// end. Without the end, the game goes round forever: 0 is drawn.
func ExampleGame_Wins() {
	for _, moves := range []map[int][]int{
		{0: {1}, 1: {2}, 2: {0, 3}},
		{0: {1}, 1: {2}, 2: {3, 0}},
		{0: {1}, 1: {2}, 2: {0}},
	} {
		g := game.New(func(p int) []int { return moves[p] })
		fmt.Println(g.Wins(0))
	}
	// Output:
	// true <nil>
	// true <nil>
	// false game: position 0 is drawn: neither player can force a win, and the game can go on forever: 0 -> 1 -> 2 -> 0
}

// AtCoder ABC 209 E "Shiritori": a word may follow one whose last three
// letters it starts with, words may be said again, and who cannot say one
// loses. A position is the last three letters said; its moves, the last
// three letters of the words that start with them. Takahashi opens with
// each word in turn; Aoki is to move.
func ExampleRetrograde() {
	words := []string{"abcd", "bcda", "ada"}
	next := map[string][]string{}
	var said []string
	for _, w := range words {
		next[w[:3]] = append(next[w[:3]], w[len(w)-3:])
		said = append(said, w[len(w)-3:])
	}
	t, err := game.Retrograde(func(s string) []string { return next[s] }, nil, said...)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range said {
		switch t.Outcome(s) {
		case game.Win:
			fmt.Println("Aoki")
		case game.Lose:
			fmt.Println("Takahashi")
		case game.Draw:
			fmt.Println("Draw")
		}
	}
	// Output:
	// Aoki
	// Takahashi
	// Draw
}

// Codeforces 786A "Berzerk": a monster on a circle of n objects, object 0
// a black hole; each player moves it forward by a number from his own
// set, and who moves it into the hole wins: the player to move at the
// hole has lost. A position is the player to move and the monster's place.
func ExampleRetrograde_berzerk() {
	n, sets := 5, [2][]int{{3, 2}, {1, 2, 3}} // Rick's, Morty's
	type state struct{ player, at int }
	moves := func(s state) []state {
		if s.at == 0 {
			return nil
		}
		var m []state
		for _, x := range sets[s.player] {
			m = append(m, state{1 - s.player, (s.at + x) % n})
		}
		return m
	}
	var starts []state
	for p := 0; p < 2; p++ {
		for at := 1; at < n; at++ {
			starts = append(starts, state{p, at})
		}
	}
	t, err := game.Retrograde(moves, nil, starts...)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range starts {
		o := t.Outcome(s)
		if o == game.Draw {
			fmt.Print("Loop")
		} else {
			fmt.Print(o)
		}
		if s.at == n-1 {
			fmt.Println()
		} else {
			fmt.Print(" ")
		}
	}
	// Output:
	// Lose Win Win Loop
	// Loop Win Win Win
}

// An explicit graph, with each position's remoteness and best move: 0 to
// 3 as above, 4 moves to itself or to 1, and 5 to itself or to 0.
func ExampleRetrogradeGraph() {
	moves := [][]int{{1}, {2}, {0, 3}, {}, {4, 1}, {5, 0}}
	t, err := game.RetrogradeGraph(moves, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for v := range moves {
		to, ok := t.Move(v)
		fmt.Println(v, t.Outcome(v), t.Remoteness(v), to, ok)
	}
	// Output:
	// 0 Win 3 1 true
	// 1 Lose 2 2 true
	// 2 Win 1 3 true
	// 3 Lose 0 0 false
	// 4 Win 3 1 true
	// 5 Draw -1 5 true
}
