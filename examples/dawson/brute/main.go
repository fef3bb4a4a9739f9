// Command brute decides Dawson's chess by searching the game with
// pkg/game, knowing nothing of periods (examples/dawson/search): the
// reference "judge stress" checks the solution against.
package main

import (
	"gametheory/examples/dawson/search"
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("dawson brute", search.Solve) }
