package gametree

// MisereWins reports whether the player to move at p wins under the
// misère rule, where the player who cannot move wins: pkg/game's
// MisereWins, panicking on a cycle or a panicking moves function as Wins
// does.
func (g *Game[P]) MisereWins(p P) bool {
	w, err := g.g.MisereWins(p)
	if err != nil {
		panic(err)
	}
	return w
}

// MisereWins reports whether the player to move wins misère Nim, where
// whoever takes the last stone loses, at piles.
func (n *Nim) MisereWins(piles []int) bool { return n.g.MisereWins(nimKey(piles)) }
