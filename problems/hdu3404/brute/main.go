// Command brute answers hdu3404 (Switch lights) by searching the game
// itself to its end with internal/gametree, every light of the board at
// once, without Grundy values or nim products: slow, and the reference
// "judge stress hdu3404" checks the solution against. It rejects input
// outside the statement's limits (T <= 100, n <= 1000, 1 <= x, y <= 10000,
// no light twice) with exit status 1, so it is also the validator; and,
// with the same status and a message saying so, lights past a board of
// 12 cells (the largest x times the largest y), too many positions to
// search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu3404 brute", solve) }

// most is the most cells a case's board may have: 4096 positions.
const most = 12

var lights = gametree.New(gametree.LightsMoves)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of cases T", 1, 100); t > 0 && in.Err() == nil; t-- {
		var xs, ys []int
		w, h := 0, 0
		for n := in.IntIn("the number of lights n", 0, 1000); n > 0 && in.Err() == nil; n-- {
			x, y := int(in.IntIn("a light's x", 1, 1e4)), int(in.IntIn("a light's y", 1, 1e4))
			for i := range xs {
				if xs[i] == x && ys[i] == y {
					in.Fail("the light (" + strconv.Itoa(x) + ", " + strconv.Itoa(y) + ") is given twice")
				}
			}
			if w, h = max(w, x), max(h, y); w*h > most {
				in.Fail("lights on a board of " + strconv.Itoa(w) + " x " + strconv.Itoa(h) + " cells, too many positions to search; this brute force takes at most " + strconv.Itoa(most))
			}
			xs, ys = append(xs, x), append(ys, y)
		}
		if err := in.Err(); err != nil {
			return err
		}
		p := gametree.Lights{W: int8(w), H: int8(h)}
		for i := range xs {
			p.On |= p.Light(xs[i], ys[i])
		}
		if lights.Wins(p) {
			out.String("Have a try, lxhgww.\n")
		} else {
			out.String("Don't waste your time.\n")
		}
	}
	return nil
}
