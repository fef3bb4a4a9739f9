// Command brute answers cf786a (Berzerk) with internal/gametree, which
// analyses the positions themselves, (player to move, object), with
// pkg/game's Retrograde: slow, and the reference "judge stress cf786a"
// checks the solution against. It rejects input outside the statement's
// limits (2 <= n <= 7000, 1 <= k1, k2 <= n-1, distinct steps from 1 to
// n-1) with exit status 1, so it is also the validator; and, with the
// same status and a message saying so, circles of more than 500 objects,
// too many moves to list quickly.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("cf786a brute", solve) }

// most is the most objects analysed: up to 2·500 positions of 499 moves.
const most = 500

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of objects n", 2, 7000))
	if n > most && in.Err() == nil {
		in.Fail("a circle of " + strconv.Itoa(n) + " objects, too many moves to list; this brute force takes up to " + strconv.Itoa(most))
	}
	var steps [2][]int
	for p, name := range [2]string{"Rick", "Morty"} {
		given := make([]bool, n)
		for k := in.IntIn("the size k"+strconv.Itoa(p+1)+" of "+name+"'s set", 1, int64(n)-1); k > 0 && in.Err() == nil; k-- {
			x := int(in.IntIn("a step in "+name+"'s set", 1, int64(n)-1))
			if given[x] && in.Err() == nil {
				in.Fail("the step " + strconv.Itoa(x) + " is given twice in " + name + "'s set")
			}
			given[x] = true
			steps[p] = append(steps[p], x)
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	for _, line := range gametree.Berzerk(n, steps) {
		for i, o := range line {
			if i > 0 {
				out.Byte(' ')
			}
			if o == game.Draw {
				out.String("Loop")
			} else {
				out.String(o.String())
			}
		}
		out.Newline()
	}
	return nil
}
