// Command abc229h solves AtCoder ABC 229 H "Advance or Eat": a partizan
// game that is a sum of columns, each a number, valued by the simplest
// number rule over every column state.
//
// Rules: an N x N board, row 1 at the top, each square holding a white
// piece (W), a black piece (B) or nothing (.). Takahashi and Snuke move in
// turn, Takahashi first. Takahashi either moves a white piece one square
// up into an empty square, or eats any black piece, wherever it is;
// Snuke does the same with the colours swapped, his pieces also moving up.
// A player who cannot move loses. The input is N, then the N rows from
// the top, N characters each. Print "Takahashi" if he wins with best
// play, else "Snuke".
//
// Theorem: with Takahashi as Left, every move changes one column, and what
// a player may do in a column does not depend on the others, so the board
// is the sum of its N columns. Every column is a number, its value the
// simplest number strictly between its best left option (the greatest)
// and its best right option (the least): the integer nearest 0 if there
// is one, else the one whose denominator is the least power of two. A sum of
// numbers is a number, and Left moving first wins a number exactly when it
// is positive (at 0 the player to move loses): Takahashi wins iff the
// columns' values add up to more than 0.
//
// Why a column is a number (by induction on its positions; the simplicity
// theorem then gives its value): its options are numbers, and each left
// option G^L is below each right option G^R. If the two moves are of
// different pieces, they can be made in either order (a piece moving up
// empties its square and fills one that the other move did not need), so
// G^LR = G^RL is a right option of G^L and a left option of G^R, and a
// number lies strictly between its left and right options: G^L < G^LR <
// G^R. If they are of one piece, one eating it and the other moving it,
// then eating it after the move is an option of the moved column: G^L is
// a left option of G^R, or G^R a right option of G^L, and again G^L < G^R.
//
// A column is a code, cell i from the top the i-th digit in base 3 (0
// empty, 1 white, 2 black); a move lowers the code (eating clears a
// digit, moving up shifts a digit down a place), so the values of all
// 3^N codes are filled in increasing order, each from its options'. The
// values are kept exactly, times 2^7: the test checks the table against
// the canonical forms pkg/cgt computes from the moves, for every column of
// every length up to 8, which are numbers with denominators up to 2^7
// (".......W" is -1/128) in [-8, 8]. The sum is at most 64·2^7 in
// absolute value; floats are not needed, and counting moves, an integer,
// is wrong.
//
// The statement promises 1 <= N <= 8 and rows of N characters W, B or .;
// anything else is an error naming the row. Rows may be separated by any
// whitespace.
//
// Cost: O(3^N · N) time and 3^N values: at N = 8, 6561 columns.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("abc229h", solve) }

const (
	maxN = 8
	one  = 1 << 7 // the scale of a value: every column's denominator divides 2^7
	// inf stands for a side without options: beyond every value.
	inf = 1 << 20
)

// The digits of a cell in a column's code.
const (
	empty = iota
	white
	black
)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the side N", 1, maxN))
	codes := make([]int, n) // codes[j]: column j's code, filled row by row
	for i, p := 0, 1; i < n && in.Err() == nil; i, p = i+1, p*3 {
		name := "row " + strconv.Itoa(i+1) + " of the board"
		row := in.TokenIn(name)
		ok := len(row) == n
		for j := 0; ok && j < n; j++ {
			switch row[j] {
			case '.':
			case 'W':
				codes[j] += white * p
			case 'B':
				codes[j] += black * p
			default:
				ok = false
			}
		}
		if !ok && in.Err() == nil {
			in.Fail("expected " + name + ", " + strconv.Itoa(n) + " of W, B and ., found " + shown(row))
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	v := values(n)
	sum := 0
	for _, c := range codes {
		sum += v[c]
	}
	if sum > 0 {
		out.String("Takahashi\n")
	} else {
		out.String("Snuke\n")
	}
	return nil
}

// shown quotes a token for an error message, its first 40 bytes at most.
func shown(t []byte) string {
	if len(t) > 40 {
		return strconv.Quote(string(t[:40])) + "..."
	}
	return strconv.Quote(string(t))
}

// values returns the value, times one, of every column of n cells,
// indexed by its code.
func values(n int) []int {
	size := 1
	for i := 0; i < n; i++ {
		size *= 3
	}
	v := make([]int, size)
	for c := range v {
		best := [2]int{-inf, inf} // Left's greatest option, Right's least
		for i, p := 0, 1; i < n; i, p = i+1, p*3 {
			d := c / p % 3
			if d == empty {
				continue
			}
			mover, eater := 0, 1 // who moves this piece up, who eats it
			if d == black {
				mover, eater = 1, 0
			}
			better(&best, eater, v[c-d*p])
			if i > 0 && c/(p/3)%3 == empty {
				better(&best, mover, v[c-d*p+d*(p/3)])
			}
		}
		v[c] = simplest(best[0], best[1])
	}
	return v
}

// better makes x the best option of side (0 Left, 1 Right) if it is.
func better(best *[2]int, side, x int) {
	if side == 0 {
		best[0] = max(best[0], x)
	} else {
		best[1] = min(best[1], x)
	}
}

// simplest returns the simplest number strictly between a and b, a < b,
// all times one: 0 if it lies between, else the integer nearest 0, else
// the number with the least power of two below it, which is unique (of
// two, one would have a smaller power). A column of at most 8 cells never
// needs a finer one than 1/one; the test checks every one.
func simplest(a, b int) int {
	if a < 0 && b > 0 {
		return 0
	}
	for step := one; step >= 1; step /= 2 {
		x := (a/step + 1) * step // the least multiple of step above a >= 0
		if b <= 0 {
			x = -((-b)/step + 1) * step // the greatest below b <= 0
		}
		if a < x && x < b {
			return x
		}
	}
	panic("abc229h: a value finer than 1/" + strconv.Itoa(one))
}
