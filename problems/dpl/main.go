// Command dpl solves AtCoder Educational DP Contest L "Deque": a game with
// scores, decided by an interval DP on the advantage of the player to
// move.
//
// Rules: a sequence a_1 ... a_N; Taro and Jiro in turn, Taro first, remove
// its first or its last element and earn its value, until it is empty.
// With X and Y their totals, Taro plays to make X - Y as large as he can,
// Jiro as small. The input is N, then a_1 ... a_N. Print X - Y.
//
// Theorem: let d(l, r) be the most the player to move on a_l ... a_r can
// make his total exceed the other's from there on; d of nothing is 0, and
// d(l, r) = max(a_l - d(l+1, r), a_r - d(l, r-1)). Why, by induction on
// the length: whatever the mover takes, the other is then the mover on
// what is left and makes his own total exceed the first's by d of it, no
// more and no less; so taking a_l gives a_l - d(l+1, r), and the mover
// takes the better end. The answer is d(1, N), Taro's advantage. Taking
// the larger end is wrong: on 1 1 3 2 the answer is 1 (Taro takes a 1,
// and whichever end Jiro takes leaves Taro the 3), where taking the larger
// end each time gives 2 - 3 + 1 - 1 = -1.
//
// The values d of the intervals of one length need only those of the
// length below, so one row of N values is updated in place, length by
// length: d(l, l+k) overwrites d(l, l+k-1), which is read as the right end
// is taken, after d(l+1, l+k), still of the length below, is read for the
// left. Nothing recurses.
//
// Arithmetic: every d(l, r) is a difference of two sums of elements of
// a_l ... a_r, so |d(l, r)| <= |a_l| + ... + |a_r| <= 10^4 · 10^9 = 10^13
// over the whole input range below, far inside int64 (the statement's
// largest answers are about ±1.5·10^12, its largest sums 3·10^12).
//
// The statement promises 1 <= N <= 3000 and 1 <= a_i <= 10^9; N from 0
// (no element: 0) to 10^4 and elements from -10^9 to 10^9 (taking a
// negative one costs points) are answered too, anything else is an error.
//
// Cost: N(N-1)/2 updates, O(N^2) time; O(N) memory.
package main

import (
	"gametheory/pkg/fastio"
)

func main() { fastio.Main("dpl", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of elements N", 0, 1e4))
	a := make([]int64, n)
	for i := 0; i < n && in.Err() == nil; i++ {
		a[i] = in.IntIn("an element a_i", -1e9, 1e9)
	}
	if err := in.Err(); err != nil {
		return err
	}
	out.Int64(advantage(a))
	out.Newline()
	return nil
}

// advantage returns d(0, len(a)-1), the first player's advantage on a.
func advantage(a []int64) int64 {
	if len(a) == 0 {
		return 0
	}
	// d[l] is d(l, l+k-1) for the current length k.
	d := append([]int64(nil), a...)
	for k := 2; k <= len(a); k++ {
		for l := 0; l+k <= len(a); l++ {
			d[l] = max(a[l]-d[l+1], a[l+k-1]-d[l])
		}
	}
	return d[0]
}
