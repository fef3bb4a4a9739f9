// Command brute answers poj1067 (Wythoff's game) from the rules alone,
// without φ or any floating point: slow, and the reference "judge stress
// poj1067" checks the solution against. It rejects input outside the
// statement's limits (pairs 0 <= a, b <= 10^9) with exit status 1, so it
// is also the validator.
//
// A search of every position (as internal/gametree does in the tests, and
// as this program's test checks it against) is quadratic in the pile
// sizes and cannot reach the piles where float64 goes wrong (1.6·10^8).
// So the lost positions (a, b), a <= b, are found row by row, a = 0, 1,
// 2, ..., straight from the rule that a position is lost exactly when no
// move reaches a lost one. Every move from (a, b) reaches either a
// position of an earlier row, or one of the same row with a smaller b:
//
//   - taking from b down to below a gives (b', a): lost iff a is the
//     larger pile of an earlier lost pair; then no b in row a is lost;
//   - taking from a gives (a', b): lost iff b is in an earlier lost pair;
//   - taking from both gives (a-t, b-t): lost iff an earlier lost pair
//     has the difference b-a;
//   - taking from b down to b' >= a stays in row a.
//
// So row a's lost position, if a is in no earlier pair, is (a, b) for the
// smallest b >= a that is in no earlier pair and whose difference b-a no
// earlier pair has. Time and memory are linear in the smaller pile: about
// half a second and 60 MB for piles near 2·10^8.
package main

import (
	"gametheory/internal/casegen"
	"sort"

	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("poj1067 brute", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var pairs [][2]int
	var rows []int
	for in.More() {
		a := int(in.IntIn("a pile size", 0, 1e9))
		b := int(in.IntIn("a pile size", 0, 1e9))
		if a > b {
			a, b = b, a
		}
		pairs = append(pairs, [2]int{a, b})
		rows = append(rows, a)
	}
	if err := in.Err(); err != nil {
		return err
	}
	sort.Ints(rows)
	lostB := lostPairs(rows)
	for _, p := range pairs {
		if lostB[sort.SearchInts(rows, p[0])] == p[1] {
			out.String("0\n")
		} else {
			out.String("1\n")
		}
	}
	return nil
}

// lostPairs returns, for each row a in rows (sorted), the b >= a with
// (a, b) lost, or -1 when row a has none.
func lostPairs(rows []int) []int {
	lostB := make([]int, len(rows))
	if len(rows) == 0 {
		return lostB
	}
	last := rows[len(rows)-1]
	inPair := newBits(2*last + 2) // b <= 2a in every lost pair found below
	diffUsed := newBits(last + 1)
	d := 0 // every difference below d is used
	next := 0
	for a := 0; a <= last; a++ {
		b := -1
		if !inPair.has(a) {
			for diffUsed.has(d) {
				d++
			}
			b = a + d
			for inPair.has(b) || diffUsed.has(b-a) {
				b++
			}
			inPair.set(a)
			inPair.set(b)
			diffUsed.set(b - a)
		}
		for next < len(rows) && rows[next] == a {
			lostB[next] = b
			next++
		}
	}
	return lostB
}

type bits []uint64

func newBits(n int) bits      { return make(bits, n/64+1) }
func (s bits) has(i int) bool { return s[i/64]>>(i%64)&1 != 0 }
func (s bits) set(i int)      { s[i/64] |= 1 << (i % 64) }
