// Command abc201d solves AtCoder ABC 201 D "Game in Momotetsu World": a
// game with scores, decided by a DP over the grid on the difference of the
// players' scores.
//
// Rules: an H x W grid of blue ('+') and red ('-') squares; a piece starts
// on the top-left square and both players on 0 points. In turn, Takahashi
// first, a player moves the piece one square right or one square down and
// gains a point if it lands on a blue square, loses one if on a red one.
// When the piece reaches the bottom-right square the game ends, and the
// player with more points wins; equal points are a draw. The input is H
// and W, then the H rows of W characters. Print "Takahashi", "Aoki" or
// "Draw".
//
// Theorem: let d(i, j) be the most the player to move with the piece on
// (i, j) can make his points from there on exceed the other's; d is 0 at
// the bottom-right square, and elsewhere the greatest, over the one or two
// squares s a move reaches, of g(s) - d(s), g(s) being +1 for blue and -1
// for red: after the move the other is to move at s and makes d(s) more
// than the first from there on (induction on the distance to the corner).
// Takahashi wins, draws or loses as d(1, 1) is positive, 0 or negative.
// Why playing for the difference is playing for the result: the result is
// a non-decreasing function of the final difference (its sign), and a
// player who maximises a value over his moves, the other minimising it,
// gets the same move values under any non-decreasing function of it,
// since max and min commute with such a function; so the sign of the
// minimax difference is the minimax result. The test checks both against
// a search of the game that plays for the result alone.
//
// The squares of one row need only the row below, so one row of W values
// is updated in place, from the bottom row up and from the right: d(i, j)
// overwrites d(i+1, j), read just before. The grid itself is kept, one
// byte a square, since it is read from the top and valued from the bottom.
// Nothing recurses. |d| <= H + W - 2 fits an int32.
//
// The statement promises 1 <= H, W <= 2000 and rows of exactly W
// characters + or -, with no spaces: a row of any other length or
// character is an error naming it, as is H or W out of range.
//
// Cost: O(HW) time, HW bytes and O(W) values of memory.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("abc201d", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	h := int(in.IntIn("the number of rows H", 1, 2000))
	w := int(in.IntIn("the number of columns W", 1, 2000))
	// gain[i*w+j]: the points for landing on (i, j), +1 or -1.
	gain := make([]int8, h*w)
	for i := 0; i < h && in.Err() == nil; i++ {
		name := "row " + strconv.Itoa(i+1) + " of the grid"
		row := in.TokenIn(name)
		ok := len(row) == w
		for j := 0; ok && j < w; j++ {
			switch row[j] {
			case '+':
				gain[i*w+j] = 1
			case '-':
				gain[i*w+j] = -1
			default:
				ok = false
			}
		}
		if !ok && in.Err() == nil {
			in.Fail("expected " + name + ", " + strconv.Itoa(w) + " characters + or -, found " + shown(row))
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	switch d := advantage(h, w, gain); {
	case d > 0:
		out.String("Takahashi\n")
	case d < 0:
		out.String("Aoki\n")
	default:
		out.String("Draw\n")
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

// advantage returns d(0, 0) on the h x w grid of gains.
func advantage(h, w int, gain []int8) int32 {
	d := make([]int32, w) // d[j] = d(i, j) for the row i at hand
	for i := h - 1; i >= 0; i-- {
		for j := w - 1; j >= 0; j-- {
			switch {
			case i == h-1 && j == w-1:
				d[j] = 0
			case i == h-1:
				d[j] = int32(gain[i*w+j+1]) - d[j+1]
			case j == w-1:
				d[j] = int32(gain[(i+1)*w+j]) - d[j]
			default:
				d[j] = max(int32(gain[(i+1)*w+j])-d[j], int32(gain[i*w+j+1])-d[j+1])
			}
		}
	}
	return d[0]
}
