package gametree

import (
	"slices"
	"strings"

	"gametheory/pkg/cgt"
)

// Boxes searches Black and White Boxes (the project's boxes, after ICPC
// 2016 Asia Tsukuba): piles of boxes, each a string of 'B' and 'W' from the
// bottom box up; Alice (Left) takes a white box, Bob (Right) a black one,
// and every box above the one taken goes with it; a player with no box of
// his colour to take loses. A position is the piles standing, sorted and
// joined by spaces, so that the same piles in any order are one position,
// and its moves are the rules'. Boxes knows no value: it decides a
// position's outcome class with pkg/cgt's Outcome, a plain search of the
// game tree, and remembers every position it meets from one call to the
// next.
type Boxes struct{ r *cgt.Ruleset[string] }

// NewBoxes returns the search, with nothing remembered yet.
func NewBoxes() *Boxes {
	take := func(color byte) func(string) []string {
		return func(pos string) []string {
			piles := strings.Fields(pos)
			var m []string
			for i, p := range piles {
				for j := 0; j < len(p); j++ {
					if p[j] == color {
						left := slices.Clone(piles)
						left[i] = p[:j]
						m = append(m, boxesPosition(left))
					}
				}
			}
			return m
		}
	}
	return &Boxes{cgt.New(take('W'), take('B'))}
}

// boxesPosition writes piles as a position: those not empty, sorted,
// joined by spaces.
func boxesPosition(piles []string) string {
	var standing []string
	for _, p := range piles {
		if p != "" {
			standing = append(standing, p)
		}
	}
	slices.Sort(standing)
	return strings.Join(standing, " ")
}

// Value returns the canonical form of the piles played together,
// computed by pkg/cgt from their moves: the options' forms, dominated
// options removed and reversible ones bypassed, which for numbers is the
// simplest number between the options. It knows no rule for a pile's
// value.
func (b *Boxes) Value(piles []string) cgt.Game {
	v, err := b.r.Value(boxesPosition(piles))
	if err != nil {
		panic(err) // no cycle, no panic; a value past 2^-62 needs a pile of 64 boxes
	}
	return v
}

// Fair reports whether the piles, played together, are a win for the
// player who moves second, whoever moves first: outcome class P. The
// piles are strings of 'B' and 'W', bottom first; the empty set is fair.
func (b *Boxes) Fair(piles []string) bool {
	o, err := b.r.Outcome(boxesPosition(piles))
	if err != nil {
		panic(err) // every move removes a box, and the moves never panic
	}
	return o == cgt.SecondWins
}

// Largest returns the most boxes in a fair set of the piles, each set
// searched as a game of its own: every set up to the order of its piles,
// that is, so many copies of each distinct pile, but for those with no
// more boxes than a fair one found already.
func (b *Boxes) Largest(piles []string) int {
	copies := map[string]int{}
	var kinds []string
	for _, p := range piles {
		if copies[p] == 0 {
			kinds = append(kinds, p)
		}
		copies[p]++
	}
	take := make([]int, len(kinds)) // the copies of each kind in the set at hand
	best := 0
	for {
		boxes := 0
		for i, p := range kinds {
			boxes += take[i] * len(p)
		}
		if boxes > best {
			var set []string
			for i, p := range kinds {
				for c := 0; c < take[i]; c++ {
					set = append(set, p)
				}
			}
			if b.Fair(set) {
				best = boxes
			}
		}
		i := 0
		for i < len(kinds) && take[i] == copies[kinds[i]] {
			take[i] = 0
			i++
		}
		if i == len(kinds) {
			return best
		}
		take[i]++
	}
}
