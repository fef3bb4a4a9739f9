// Command brute answers abc201d (Game in Momotetsu World) with
// internal/gametree, which searches the game with pkg/game's NewScores
// playing for the result alone, a position being the square and the lead
// of the player to move: slow, and the reference "judge stress abc201d"
// checks the solution against. It rejects input outside the statement's
// limits (1 <= H, W <= 2000, H rows of W characters + or -) with exit
// status 1, so it is also the validator; and, with the same status and a
// message saying so, grids of more than 400 squares, too many positions to
// search quickly.
package main

import (
	"strconv"
	"strings"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("abc201d brute", solve) }

// most is the most squares searched: with up to 40 leads each.
const most = 400

func solve(in *fastio.Reader, out *fastio.Writer) error {
	h := int(in.IntIn("the number of rows H", 1, 2000))
	w := int(in.IntIn("the number of columns W", 1, 2000))
	if h*w > most && in.Err() == nil {
		in.Fail("a grid of " + strconv.Itoa(h*w) + " squares, too many positions to search; this brute force takes up to " + strconv.Itoa(most))
	}
	var grid []string
	for i := 0; i < h && in.Err() == nil; i++ {
		row := string(in.TokenIn("row " + strconv.Itoa(i+1) + " of the grid"))
		if (len(row) != w || strings.Trim(row, "+-") != "") && in.Err() == nil {
			in.Fail("row " + strconv.Itoa(i+1) + ", " + strconv.Quote(row) + ", is not " + strconv.Itoa(w) + " characters + or -")
		}
		grid = append(grid, row)
	}
	if err := in.Err(); err != nil {
		return err
	}
	switch gametree.Momotetsu(grid) {
	case game.Win:
		out.String("Takahashi\n")
	case game.Lose:
		out.String("Aoki\n")
	default:
		out.String("Draw\n")
	}
	return nil
}
