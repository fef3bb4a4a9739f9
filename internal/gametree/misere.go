package gametree

// MisereWins reports whether the player to move wins the sum of the
// positions ps (one position is a sum of one) under the misère rule, where
// the player who cannot move wins: pkg/game's MisereWins, panicking on a
// cycle or a panicking moves function as Wins does.
func (g *Game[P]) MisereWins(ps ...P) bool {
	w, err := g.g.MisereWins(ps...)
	if err != nil {
		panic(err)
	}
	return w
}

// MisereWins reports whether the player to move wins misère Nim, where
// whoever takes the last stone loses, at piles.
func (n *Nim) MisereWins(piles []int) bool { return n.g.MisereWins(nimKey(piles)) }
