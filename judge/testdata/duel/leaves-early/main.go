// Command leaves-early is a wrong wythoff-duel player: it says First or
// Second rightly in the first game, then exits without a move. The jury
// finds its output ended: "the program ended before the game did" (unless
// the only game starts at 0 0, which saying Second wins).
package main

import (
	"fmt"
	"math/big"
)

func main() {
	var t int
	var a, b int64
	if _, err := fmt.Scan(&t, &a, &b); err != nil {
		return
	}
	// The lost pairs are (⌊kφ⌋, ⌊kφ⌋+k), k >= 0 (Wythoff).
	if min(a, b) == floorKPhi(max(a, b)-min(a, b)) {
		fmt.Println("Second")
	} else {
		fmt.Println("First")
	}
}

// floorKPhi is ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2, exactly.
func floorKPhi(k int64) int64 {
	s := big.NewInt(k)
	s.Mul(s, s).Mul(s, big.NewInt(5)).Sqrt(s)
	return (s.Int64() + k) / 2
}
