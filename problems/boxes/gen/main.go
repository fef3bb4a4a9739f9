// Command gen writes a random input for boxes (Black and White Boxes):
// gen SEED [SIZE], piles of about SIZE boxes in all (default 16; the
// brute force searches up to 100000 positions, the product of the piles'
// sizes plus one); at SIZE 1600 or more, the statement's largest input, 40
// piles of exactly 40 boxes. Random sets of fair piles are rare, so most
// of an input's piles come in sets planted to be fair or nearly so:
//
//   - a pile and its colours swapped, worth its negative; one time in four
//     with the top box of the copy turned, so that the two miss 0 by the
//     value of that box, and two such misses may cancel;
//   - three piles and the pile worth minus their sum (where it has at most
//     40 boxes; at the largest size exactly 40, so that every value has 39
//     fractional bits);
//   - short piles of 1 to 3 boxes, whose values are few and small.
//
// The rest are random piles; the piles come in a random order, one a line,
// with blank lines between them sometimes.
package main

import (
	"fmt"
	"math/rand"
	"strings"

	"gametheory/internal/casegen"
	"gametheory/pkg/cgt"
)

const (
	maxPiles = 40
	maxBoxes = 40
)

func main() {
	r, size := casegen.Args(16)
	largest := size >= maxPiles*maxBoxes
	// length draws a pile's size, at most room boxes.
	length := func(room int64) int {
		if largest {
			return maxBoxes
		}
		return int(casegen.Between(r, 1, min(max(room, 1), maxBoxes)))
	}
	kinds := [][]int{{0}, {0, 1}, {0, 2, 2}, {1, 3, 3}}[r.Intn(4)] // 0 random, 1 mirrored, 2 planted, 3 short
	if largest && kinds[len(kinds)-1] == 3 {
		kinds = []int{1}
	}
	var piles []string
	total := int64(0)
	for len(piles) < maxPiles && total < size {
		room := size - total
		var add []string
		switch kinds[r.Intn(len(kinds))] {
		case 0:
			add = []string{random(r, length(room))}
		case 1:
			p := random(r, length(room/2))
			q := []byte(swapped(p))
			if r.Intn(4) == 0 {
				q[len(q)-1] = p[len(p)-1]
			}
			add = []string{p, string(q)}
		case 2:
			add = planted(r, length, room, largest)
		case 3:
			add = []string{random(r, 1+r.Intn(3))}
		}
		if len(piles)+len(add) > maxPiles {
			add = []string{random(r, length(room))}
		}
		for _, p := range add {
			piles = append(piles, p)
			total += int64(len(p))
		}
	}
	r.Shuffle(len(piles), func(i, j int) { piles[i], piles[j] = piles[j], piles[i] })
	var b strings.Builder
	fmt.Fprintln(&b, len(piles))
	for _, p := range piles {
		if r.Intn(10) == 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintln(&b, p)
	}
	fmt.Print(b.String())
}

// random returns a pile of n random boxes.
func random(r *rand.Rand, n int) string {
	p := make([]byte, n)
	for i := range p {
		p[i] = "BW"[r.Intn(2)]
	}
	return string(p)
}

// swapped returns the pile with its colours swapped.
func swapped(pile string) string {
	return strings.Map(func(c rune) rune { return 'W' + 'B' - c }, pile)
}

// planted returns three random piles and the pile worth minus their sum,
// all of length(room/4) boxes at the largest size and of at most 40
// otherwise; after 100 tries at piles whose fourth does not fit, one
// random pile.
func planted(r *rand.Rand, length func(int64) int, room int64, exact bool) []string {
	for try := 0; try < 100; try++ {
		var set []string
		var sum cgt.Dyadic
		for i := 0; i < 3; i++ {
			p := random(r, length(room/4))
			set = append(set, p)
			sum = sum.Add(value(p))
		}
		if sum.Sign() == 0 {
			return set
		}
		last := pile(sum.Neg())
		if len(last) <= maxBoxes && (!exact || len(last) == maxBoxes) {
			return append(set, last)
		}
	}
	return []string{random(r, length(room))}
}

// value returns the pile's value, by pkg/cgt's Blue-Red Hackenbush, white
// boxes counting for Left.
func value(pile string) cgt.Dyadic {
	g, err := cgt.Hackenbush(strings.NewReplacer("W", "L", "B", "R").Replace(pile))
	if err != nil {
		panic(err) // a string of at most 40 edges
	}
	v, _ := g.Number()
	return v
}

// pile returns the shortest pile worth v, v != 0: Berlekamp's sign
// expansion, white boxes past v's integer part, then each box halving the
// step towards v.
func pile(v cgt.Dyadic) string {
	if v.Sign() < 0 {
		return swapped(pile(v.Neg()))
	}
	if v.IsInt() {
		return strings.Repeat("W", int(v.Num()))
	}
	n := v.Floor()
	b := []byte(strings.Repeat("W", int(n)+1))
	for at, step := cgt.NewDyadic(n+1, 0), cgt.NewDyadic(1, 1); at != v; step = step.Half() {
		if v.Cmp(at) < 0 {
			b = append(b, 'B')
			at = at.Sub(step)
		} else {
			b = append(b, 'W')
			at = at.Add(step)
		}
	}
	return string(b)
}
