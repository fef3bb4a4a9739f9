// Command leaves-early is a wrong wythoff-duel player: it says First or
// Second rightly in the first game, then exits without a move. The jury
// finds its output ended: "the program ended before the game did" (unless
// the only game starts at 0 0, which saying Second wins).
package main

import (
	"fmt"

	"gametheory/pkg/wythoff"
)

func main() {
	var t int
	var a, b int64
	if _, err := fmt.Scan(&t, &a, &b); err != nil {
		return
	}
	if wythoff.Lost(a, b) {
		fmt.Println("Second")
	} else {
		fmt.Println("First")
	}
}
