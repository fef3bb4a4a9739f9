package game_test

import (
	"fmt"
	"os"

	"gametheory/pkg/game"
	"gametheory/pkg/octal"
)

// A game of one's own: take a square number of tokens (1, 4, 9, ...)
// from the heap. Its values have no theorem behind them, so the table is
// shown with what the values computed seem to do, marked as not proved.
func ExampleOneHeap() {
	squares := game.New(func(n int) []int {
		var moves []int
		for k := 1; k*k <= n; k++ {
			moves = append(moves, n-k*k)
		}
		return moves
	})
	src := game.OneHeap("take a square", squares, func(n int) int { return n })
	// A program's main would call game.Main(src), which reads the flags
	// of judge sg from its command line; here they are given.
	game.Command("squares", []string{"-n", "30"}, &src, os.Stdout, os.Stderr)
	// Output:
	// take a square: G(n) for n < 30
	//     0  1  2  3  4  5  6  7  8  9
	//  0+ 0  1  0  1  2  0  1  0  1  2
	// 10+ 0  1  0  1  2  0  1  0  1  2
	// 20+ 0  1  0  1  2  3  2  3  4  5
	// no period proved: no theorem is known for this game, and its 30 computed values show none
}

// Sums: a move that breaks a heap in two leaves the sum of two games,
// valued by xor. Here a move takes one token from a heap and may split
// the rest in two (the octal game .7).
func ExampleNewSums() {
	g := game.NewSums(func(n int) [][]int {
		var opts [][]int
		for a := 0; 2*a <= n-1; a++ {
			opts = append(opts, []int{a, n - 1 - a})
		}
		return opts
	})
	var values []int
	for n := 0; n < 8; n++ {
		v, _ := g.Grundy(n)
		values = append(values, v)
	}
	fmt.Println(values)
	x, _ := g.Sum(3, 4, 5)
	fmt.Println("3+4+5:", x)
	// Output:
	// [0 1 0 1 0 1 0 1]
	// 3+4+5: 0
}

// Misère Kayles: rows of pins, a move knocks down one pin or two adjacent
// ones, and whoever knocks down the last pin loses. Its moves come from
// its octal code, counted (SetCount) so that no search builds more options
// than its bound; a sum of rows is searched as a multiset of rows, in
// any order and any number. Two rows of 5 are won, where misère Nim on
// their genera (4^146 twice, xor 0) would say lost: the row of 5 is wild.
func ExampleGame_MisereWins() {
	code, _ := octal.Parse(".77")
	kayles := game.NewSums(code.Moves).SetCount(code.NumMoves)
	for _, rows := range [][]int{{1}, {5, 5}, {9, 7, 4}, {3, 2, 1}} {
		won, _ := kayles.MisereWins(rows...)
		fmt.Println(rows, won)
	}
	// Output:
	// [1] false
	// [5 5] true
	// [9 7 4] true
	// [3 2 1] false
}

// Conway's genus, and where misère Nim applies: Kayles' rows up to 4 are
// tame, so their sums are misère Nim on their genera; the row of 5 is
// wild.
func ExampleGame_Genus() {
	code, _ := octal.Parse(".77")
	kayles := game.NewSums(code.Moves).SetCount(code.NumMoves)
	for n := 3; n <= 5; n++ {
		x, _ := kayles.Genus(n)
		tame, _ := kayles.Tame(n)
		fmt.Println(n, x, tame)
	}
	// Output:
	// 3 3^31 true
	// 4 1^031 true
	// 5 4^146 false
}
