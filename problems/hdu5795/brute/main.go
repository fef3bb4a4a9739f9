// Command brute answers hdu5795 (A Simple Nim) by searching one heap's
// game with pkg/game, every smaller heap and every split into three tried
// as its options, and adding the heaps by xor (Sprague-Grundy), without
// the rule mod 8: slow, and the reference "judge stress hdu5795" checks
// the solution against. It rejects input outside the statement's limits
// (1 <= T <= 100, 1 <= n <= 10^6, 1 <= s_i <= 10^9) with exit status 1,
// so it is also the validator; and, with the same status and a message
// saying so, a heap above 200, too many options to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
	"gametheory/pkg/game"
)

func main() { casegen.Brute("hdu5795 brute", solve) }

// most is the largest heap searched: its splits into three number
// some 3300, and all heaps up to it some 230000.
const most = 200

var heap = game.NewSums(gametree.SimpleNimOptions)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for t := in.IntIn("the number of test cases T", 1, 100); t > 0 && in.Err() == nil; t-- {
		var heaps []int
		for n := in.IntIn("the number of heaps n", 1, 1e6); n > 0 && in.Err() == nil; n-- {
			s := in.IntIn("a heap size", 1, 1e9)
			if s > most {
				in.Fail("a heap of " + strconv.FormatInt(s, 10) + ", too many options to search; this brute force takes heaps up to " + strconv.Itoa(most))
			}
			heaps = append(heaps, int(s))
		}
		if err := in.Err(); err != nil {
			return err
		}
		v, err := heap.Sum(heaps...)
		if err != nil {
			return err
		}
		if v != 0 {
			out.String("First player wins.\n")
		} else {
			out.String("Second player wins.\n")
		}
	}
	return nil
}
