package cgt_test

import (
	"fmt"
	"os"
	"strconv"

	"gametheory/pkg/cgt"
)

// A brute force on one's own positions: piles of boxes, bottom first,
// where Left takes a white box (W) and Right a black one (B), and every
// box above it goes too. A pile is a Blue-Red Hackenbush string, so its
// value is an exact number; Outcome decides a position by searching it,
// knowing no theorem.
func Example() {
	take := func(color byte) func(string) []string {
		return func(pile string) []string {
			var opts []string
			for i := range pile {
				if pile[i] == color {
					opts = append(opts, pile[:i])
				}
			}
			return opts
		}
	}
	boxes := cgt.New(take('W'), take('B'))
	for _, pile := range []string{"W", "WB", "BWW", "WBBW"} {
		v, _ := boxes.Value(pile)
		o, _ := boxes.Outcome(pile)
		x, _ := v.Number()
		fmt.Printf("%s: %v = %d/2^%d, %v\n", pile, v, x.Num(), x.Exp(), o)
	}
	// Two piles are fair, a win for the second player, when their values
	// add to 0.
	wb, _ := boxes.Value("WB")
	bw, _ := boxes.Value("BW")
	fmt.Println(wb.Add(bw), wb.Add(bw).Outcome())
	// Output:
	// W: 1 = 1/2^0, L
	// WB: 1/2 = 1/2^1, L
	// BWW: -1/4 = -1/2^2, R
	// WBBW: 3/8 = 3/2^3, L
	// 0 P
}

func ExampleParse() {
	g, _ := cgt.Parse("{2|1/2||0} + ^")
	fmt.Println(g, g.Outcome(), g.Mean(), g.Temperature())
	h, _ := cgt.Parse("domineering:../.. + cutcake:3x4")
	fmt.Println(h, h.Outcome(), h.Compare(cgt.Int(1)))
	// Output:
	// {2^|1/2^||^} L 1/2 1/2
	// {2|0} N ||
}

// judge cgt for a game of one's own: a heap of tokens from which Left takes
// 1 or 2 and Right 1 or 3, named heap:N in game expressions.
func ExampleCommand() {
	takes := func(ks ...int) func(int) []int {
		return func(n int) []int {
			var opts []int
			for _, k := range ks {
				if k <= n {
					opts = append(opts, n-k)
				}
			}
			return opts
		}
	}
	heap := cgt.Positions("heap", cgt.New(takes(1, 2), takes(1, 3)), strconv.Atoi)
	// A program's main would call cgt.Main(heap), which reads the flags
	// of judge cgt from its command line; here they are given.
	for _, game := range []string{"heap:5", "heap:4 - heap:2"} {
		cgt.Command("heaps", []string{game}, []cgt.Family{heap}, os.Stdout, os.Stderr)
	}
	// Output:
	// ^^*
	// L
	// mean 0
	// temperature 0
	// ^<2>
	// L
	// mean 0
	// temperature 0
}
