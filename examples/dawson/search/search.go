// Package search decides Dawson's chess by searching the game with
// pkg/game, knowing nothing of periods: each heap is a position whose
// moves leave no heap, one heap or two (a move that leaves two is a sum
// of two games), and the heaps of the input are a sum valued by xor. It
// takes heaps up to 1000.
//
// Solve is the brute force, the reference the solution is checked
// against: as a program (examples/dawson/brute) by judge stress, and in
// process by the solution's own test, on every small input.
package search

import (
	"errors"

	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

// dawson is .137: take 1 token only from a heap of 1; take 2 from any
// heap of 2 or more, leaving the rest as one heap; take 3 from any heap
// of 3 or more, leaving the rest as one heap or two non-empty ones.
var dawson = game.NewSums(func(n int) [][]int {
	var opts [][]int
	if n == 1 {
		opts = append(opts, nil)
	}
	if n >= 2 {
		opts = append(opts, []int{n - 2})
	}
	if n >= 3 {
		opts = append(opts, []int{n - 3})
		for a := 1; 2*a <= n-3; a++ {
			opts = append(opts, []int{a, n - 3 - a})
		}
	}
	return opts
})

// Solve answers an input of the solution's problem by the search.
func Solve(in *fastio.Reader, out *fastio.Writer) error {
	heaps := make([]int, in.IntIn("the number of heaps n", 1, 1e5))
	for i := range heaps {
		heaps[i] = int(in.IntIn("a heap size", 0, 1e18))
	}
	if err := in.Err(); err != nil {
		return err
	}
	for _, h := range heaps {
		if h > 1000 {
			return errors.New("the brute force searches heaps up to 1000")
		}
	}
	x, err := dawson.Sum(heaps...)
	if err != nil {
		return err
	}
	if x != 0 {
		out.String("First\n")
	} else {
		out.String("Second\n")
	}
	return nil
}
