// Command brute answers hdu3595 (GG and MM) by searching the whole
// compound of Euclid's games, every unfinished game moving on each turn,
// with internal/gametree, without step counts or the Every-SG theorem:
// slow, and the reference "judge stress hdu3595" checks the solution
// against. It rejects input outside the statement's limits (cases until
// the end of input, each 1 <= N <= 1000 and N pairs 0 <= p, q <= 1000)
// with exit status 1, so it is also the validator; and, with the same
// status and a message saying so, cases with more than 6 unfinished games
// or whose unfinished games' larger numbers multiply to more than 4096,
// too many positions and moves to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu3595 brute", solve) }

// most bounds the product of the unfinished games' larger numbers: a game
// with larger number a has at most a moves and reaches at most a pairs
// along each chain, so the compound's moves from a position and its
// positions are each at most about that product.
const most = 4096

var compound = gametree.New(gametree.EuclidGamesMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		var games [][2]int
		product := 1
		for n := in.IntIn("the number of games N", 1, 1000); n > 0 && in.Err() == nil; n-- {
			p := in.IntIn("a number p or q of a game", 0, 1000)
			q := in.IntIn("a number p or q of a game", 0, 1000)
			if p == 0 || q == 0 || in.Err() != nil {
				continue
			}
			games = append(games, [2]int{int(p), int(q)})
			product *= int(max(p, q))
			if len(games) > len(gametree.EuclidGames{}) || product > most {
				in.Fail("more than " + strconv.Itoa(len(gametree.EuclidGames{})) + " unfinished games or a product of their larger numbers above " +
					strconv.Itoa(most) + ", too many positions to search")
			}
		}
		if err := in.Err(); err != nil {
			return err
		}
		if compound.Wins(gametree.NewEuclidGames(games...)) {
			out.String("MM\n")
		} else {
			out.String("GG\n")
		}
	}
	return nil
}
