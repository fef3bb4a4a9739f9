// Command cf786a solves Codeforces 786A "Berzerk" (Div. 2: 787C): a game
// that can go on forever, decided by retrograde analysis.
//
// Rules: n objects stand on a circle, numbered 1 to n clockwise; object 1
// is a black hole, the others are planets, and a monster stands on a
// planet. Rick owns a set of steps, Morty another, each step from 1 to
// n-1; they move in turn, a move taking the monster forward by a step of
// the mover's own set, and whoever moves it into the black hole wins. A
// player who cannot win but can keep the game from ending does so rather
// than lose. The input is n, then k1 and Rick's k1 steps, then k2 and
// Morty's k2 steps. Print two lines of n-1 words, one for each planet 2 to
// n where the monster may start: on the first Rick moves first, on the
// second Morty, and the word is "Win" if the player moving first wins,
// "Lose" if he loses and "Loop" if the game never ends.
//
// Theorem: number the objects from 0, the black hole, and take as
// positions the 2n pairs (player to move, object). A position with the
// monster in the hole is lost for the player to move: the other has just
// won. Beyond those, a position is won if some move leads to a lost one,
// and lost if every move leads to a won one; the positions these two rules
// decide, from the hole outwards, are exactly those where a player can
// force the end, and every other one is a Loop. Why: a player at a won
// position moves to a lost one, and from there every move returns him to a
// won one decided earlier, so the hole comes within as many moves as it
// took to decide the position. A position never decided has no move to a
// lost position (it would be won) and some move to another undecided one
// (it would be lost if all its moves led to won ones): its player keeps
// the monster among undecided positions, as can his opponent from any of
// them, so neither can force the hole, and each avoids a loss by going on.
//
// Retrograde analysis decides them: a queue of the positions decided,
// starting with the two in the hole; for each, the positions one move
// before it (the other player's, monster one of his steps back) become
// won if it is lost, and if it is won they count one more move known to
// lead to a won position, and become lost when the count reaches their
// number of moves. Nothing recurses, so a chain of 7000 forced moves is as
// easy as any.
//
// The statement promises 2 <= n <= 7000, 1 <= k1, k2 <= n-1 and distinct
// steps from 1 to n-1. A step given twice is the same move, and answered
// so, k then counting the steps as given; a step out of [1, n-1], an empty
// set or n out of range is an error.
//
// Cost: each position is decided once, and then looks at the k positions
// one move before it: O(n·(k1+k2)) time, O(n) memory; with both sets full
// at n = 7000, some 10^8 steps.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("cf786a", solve) }

// The outcome of a position for the player to move; a position never
// decided is a Loop.
const (
	loop int8 = iota
	win
	lose
)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of objects n", 2, 7000))
	var steps [2][]int32 // Rick's and Morty's, each in increasing order
	for p, name := range [2]string{"Rick", "Morty"} {
		size := "the size k" + strconv.Itoa(p+1) + " of " + name + "'s set"
		step := "a step in " + name + "'s set"
		given := make([]bool, n)
		for k := in.IntIn(size, 1, 1<<63-1); k > 0 && in.Err() == nil; k-- {
			given[in.IntIn(step, 1, int64(n)-1)] = true
		}
		for x := 1; x < n; x++ {
			if given[x] {
				steps[p] = append(steps[p], int32(x))
			}
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	outcome := analyse(n, steps)
	for p := 0; p < 2; p++ {
		for i := 1; i < n; i++ {
			if i > 1 {
				out.Byte(' ')
			}
			switch outcome[p*n+i] {
			case win:
				out.String("Win")
			case lose:
				out.String("Lose")
			default:
				out.String("Loop")
			}
		}
		out.Newline()
	}
	return nil
}

// analyse returns the outcome of every position, that of player p to move
// with the monster on object i (0 the hole) at p*n+i.
func analyse(n int, steps [2][]int32) []int8 {
	outcome := make([]int8, 2*n)
	// left[v]: v's moves not yet known to lead to a won position.
	left := make([]int32, 2*n)
	for p := 0; p < 2; p++ {
		for i := 1; i < n; i++ {
			left[p*n+i] = int32(len(steps[p]))
		}
	}
	queue := make([]int32, 0, 2*n)
	outcome[0], outcome[n] = lose, lose
	queue = append(queue, 0, int32(n))
	for head := 0; head < len(queue); head++ {
		u := int(queue[head])
		q := u / n
		j := int32(u - q*n)
		// The positions one move before u: the other player's, the
		// monster one of his steps back (the hole's positions, which have
		// no moves, are decided already).
		before := (1 - q) * n
		isLost := outcome[u] == lose
		for _, x := range steps[1-q] {
			i := j - x
			if i < 0 {
				i += int32(n)
			}
			v := before + int(i)
			if outcome[v] != loop {
				continue
			}
			if isLost {
				outcome[v] = win
			} else if left[v]--; left[v] == 0 {
				outcome[v] = lose
			} else {
				continue
			}
			queue = append(queue, int32(v))
		}
	}
	return outcome
}
