// Command agc002e solves AtCoder AGC 002 E "Candy Piles": a walk on the
// Young diagram.
//
// Rules: N piles of candies; Snuke and Ciel alternate, Snuke first; a
// move either eats the whole of a largest pile or eats one candy from
// every pile; whoever eats the last candy loses. The input is N, then a_1
// ... a_N; it ends after them. Print "First" if Snuke wins, else
// "Second".
//
// Theorem: sort the piles b_0 >= b_1 >= ... (0-based) and let i be the
// last index with b_i > i. With up = b_i - i - 1 and right the number of
// piles after b_i that are equal to i+1, the first player wins exactly
// when up or right is odd. Why: after x moves of the first kind and y of
// the second, in any order, the piles left are b_x, b_{x+1}, ... less y
// each, so a position is a cell (x, y) of the diagram, inside while
// b_x > y; a move steps right, to (x+1, y), or up, to (x, y+1), and a
// step out of the diagram eats the last candy: it loses. So a cell is won
// exactly when one of its neighbours is a lost cell inside, and a cell
// whose neighbours are both outside is lost.
//   - The cells (x, y) and (x+1, y+1), both inside, have the same outcome.
//     If (x+1, y+1) is lost, then (x+1, y) and (x, y+1), both inside, step
//     to it and are won, so (x, y) is lost. If it is won, it has a lost
//     neighbour, say (x+2, y+1); then (x+2, y) steps to that and is won,
//     so (x+1, y), whose neighbours (x+2, y) and (x+1, y+1) are both won,
//     is lost, and (x, y) is won. The case (x+1, y+2) is the mirror image,
//     through (x, y+2) and (x, y+1).
//   - So the start (0, 0) has the outcome of (i, i), the last cell of the
//     diagonal (b_{i+1} <= i+1, so (i+1, i+1) is outside). Above (i, i)
//     the cells (i, i+1) ... (i, b_i - 1) have nothing inside to their
//     right, for that would put (i+1, i+1) inside: a straight run of up
//     cells, the last lost, so (i, i+1) is lost exactly when up is odd.
//     To the right, (i+1, i) ... have nothing inside above them, the piles
//     there being at most i+1, and those with b_j > i are those equal to
//     i+1: a run of right cells, (i+1, i) lost exactly when right is odd.
//     (i, i) is won when either is lost.
//
// Beyond the statement (1 <= N <= 10^5, 1 <= a_i <= 10^9) it answers N up
// to 10^6 and piles up to 2^63-1. An empty pile, which is no pile, and
// N = 0, a table with no candy to eat last, are range errors.
//
// Cost: O(N log N) time for the sort, O(N) memory.
package main

import (
	"slices"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("agc002e", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of piles N", 1, 1e6)
	var a []int64
	for ; n > 0 && in.Err() == nil; n-- {
		a = append(a, in.IntIn("a pile a_i", 1, 1<<63-1))
	}
	if err := in.Err(); err != nil {
		return err
	}
	if firstWins(a) {
		out.String("First\n")
	} else {
		out.String("Second\n")
	}
	return nil
}

// firstWins reports whether the player to move wins with the piles a, at
// least one and each at least 1; it sorts a.
func firstWins(a []int64) bool {
	slices.Sort(a)
	slices.Reverse(a)
	i := 0
	for i+1 < len(a) && a[i+1] > int64(i+1) {
		i++
	}
	up, right := a[i]-int64(i)-1, 0
	for j := i + 1; j < len(a) && a[j] == int64(i+1); j++ {
		right++
	}
	return up%2 == 1 || right%2 == 1
}
