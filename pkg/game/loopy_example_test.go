package game_test

import (
	"fmt"

	"gametheory/pkg/game"
)

func ExampleLoopyGraph() {
	// Moves 0 -> 1, 1 -> 0, 1 -> 2; 3 -> 3 (a loop) and 3 -> 2.
	l, err := game.LoopyGraph([][]int{{1}, {0, 2}, {}, {3, 2}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(l.Value(0), l.Value(1), l.Value(2), l.Value(3))
	for _, tokens := range [][]int{{1, 2}, {0, 2}, {3, 2}, {3, 1}} {
		r := l.Sum(tokens...)
		if !r.Moves {
			fmt.Println(tokens, r.Outcome)
			continue
		}
		fmt.Println(tokens, r.Outcome, "moving token", r.Token, "to", r.To)
	}
	// Output:
	// 0 1 0 ∞{0}
	// [1 2] Win moving token 0 to 0
	// [0 2] Lose
	// [3 2] Win moving token 0 to 2
	// [3 1] Draw moving token 0 to 3
}
