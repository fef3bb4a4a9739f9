// Command poj2311 solves POJ 2311 "Cutting Game": Sprague-Grundy values
// of rectangles.
//
// Rules: a W x H sheet of grid paper; a move takes one piece on the table
// and cuts it along a grid line into two pieces; whoever first cuts out a
// 1 x 1 piece wins. The input is lines W H (2 <= W, H <= 200) until the
// end of input; for each print WIN if the player to move first wins, else
// LOSE. The input ends at the end of the file or at a token that cannot
// begin a pair, one that does not start as an integer does (a NUL or ^Z
// some data files end with): from there on it is ignored with a warning.
// A pair begun must be whole.
//
// Theorem: call a cut proper when both pieces it leaves are at least 2
// wide and 2 high, and let g(w, h), for w, h >= 2, be the mex of
// g(x, h) xor g(w-x, h) over 2 <= x <= w-2 and of g(w, y) xor g(w, h-y)
// over 2 <= y <= h-2 (so g is 0 at 2 x 2, 2 x 3 and 3 x 2, which have no
// proper cut). The first player loses a W x H sheet, W, H >= 2, exactly
// when g(W, H) = 0.
//
// Why: take a position whose pieces are all at least 2 x 2. Both pieces a
// cut leaves are as long as the piece it cuts along the cut, at least 2,
// so no cut there leaves a 1 x 1; a cut that is not proper leaves a strip
// 1 x k with k >= 2, out of which the opponent cuts a 1 x 1 at once and
// wins. So cutting off a strip of width 1 never helps: it is a losing
// move, and only proper cuts matter, which again leave every piece at
// least 2 x 2. Such a position is therefore won exactly when some proper
// cut leads to a lost one, and one without a proper cut (every piece
// 2 x 2, 2 x 3 or 3 x 2) is lost, since each cut it has is not proper:
// by induction on the number of pieces, which each cut raises by one and
// which cannot pass W·H/4 while every piece is at least 2 x 2, its
// winner is the winner of the game of proper cuts alone, under "who
// cannot move loses". The reduction is exact, not a heuristic. In that
// game a move cuts one piece and leaves the others alone: a sum of the
// pieces, worth the xor of their Grundy values (Sprague-Grundy), and a
// proper cut replaces a piece by two, an option worth the xor of theirs.
//
// Sheets with a side of 1, outside the statement, are answered too: a
// 1 x k or k x 1 sheet with k >= 2 is won, the first cut taking a 1 x 1
// off its end; a 1 x 1 sheet has no cut, and the player who cannot move
// loses (nobody cuts anything out, so the rules name no winner, and a
// game of this toolkit without moves is lost), so it is LOSE. Sides above
// 200 are refused with a range error: the table grows as their cube.
//
// Cost: the table of g for sides up to 200, once: O(200^3), about
// 2·10^6 xors; then O(1) per sheet.
package main

import "gametheory/pkg/fastio"

func main() { fastio.Main("poj2311", solve) }

// most is the longest side answered, the statement's.
const most = 200

// grundy[w][h] is g(w, h) for 2 <= w, h <= most.
var grundy = table()

func table() *[most + 1][most + 1]uint16 {
	var g [most + 1][most + 1]uint16
	// seen[v] == stamp: an option of the sheet being valued has value v.
	// The mex is at most the number of options, fewer than 2*most, so
	// larger values need no mark.
	var seen [2 * most]int
	stamp := 0
	for w := 2; w <= most; w++ {
		for h := 2; h <= w; h++ {
			stamp++
			for x := 2; x <= w/2; x++ {
				if v := g[x][h] ^ g[w-x][h]; int(v) < len(seen) {
					seen[v] = stamp
				}
			}
			for y := 2; y <= h/2; y++ {
				if v := g[w][y] ^ g[w][h-y]; int(v) < len(seen) {
					seen[v] = stamp
				}
			}
			v := 0
			for seen[v] == stamp {
				v++
			}
			g[w][h], g[h][w] = uint16(v), uint16(v)
		}
	}
	return &g
}

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		w := in.IntIn("the width W", 1, most)
		h := in.IntIn("the height H", 1, most)
		if err := in.Err(); err != nil {
			return err
		}
		if wins(int(w), int(h)) {
			out.String("WIN\n")
		} else {
			out.String("LOSE\n")
		}
	}
	return nil
}

// wins reports whether the first player wins a w x h sheet.
func wins(w, h int) bool {
	if w == 1 || h == 1 {
		return w+h > 2 // a 1 x 1 off the end of the strip at once
	}
	return grundy[w][h] != 0
}
