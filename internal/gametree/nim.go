package gametree

import (
	"sort"
	"strconv"
	"strings"
)

// Piles is a Nim position of up to four piles in order; absent piles are 0.
type Piles [4]int

// Input writes the first n piles as judges give a Nim game: n, then the
// sizes on one line.
func (p Piles) Input(n int) string {
	s := strconv.Itoa(n) + "\n"
	for i, v := range p[:n] {
		if i > 0 {
			s += " "
		}
		s += strconv.Itoa(v)
	}
	return s + "\n"
}

// NimMoves lists the moves of Nim from p: lower one pile to any smaller
// size, pile by pile from the first, each from the largest take down.
// That order lists the moves by <pile, amount taken>.
func NimMoves(p Piles) []Piles {
	var m []Piles
	for i, n := range p {
		for v := n - 1; v >= 0; v-- {
			q := p
			q[i] = v
			m = append(m, q)
		}
	}
	return m
}

// EachPiles calls f with every position of n piles (n from 1 to 4) of
// sizes 0 to max, in order.
func EachPiles(max int, f func(n int, p Piles)) {
	for n := 1; n <= len(Piles{}); n++ {
		var p Piles
		for {
			f(n, p)
			i := 0
			for i < n && p[i] == max {
				p[i] = 0
				i++
			}
			if i == n {
				break
			}
			p[i]++
		}
	}
}

// Nim decides Nim positions of any number of piles by search. The order of
// the piles does not matter to who wins, so positions are remembered with
// their sizes sorted, which keeps the memo small.
type Nim struct{ g *Game[string] }

// NewNim returns an empty Nim search.
func NewNim() *Nim {
	return &Nim{New(func(key string) []string {
		p := parseNimKey(key)
		var m []string
		for i, n := range p {
			if i > 0 && p[i-1] == n {
				continue // the same move as on the pile before
			}
			for v := n - 1; v >= 0; v-- {
				q := append([]int(nil), p...)
				q[i] = v
				m = append(m, nimKey(q))
			}
		}
		return m
	})}
}

// Wins reports whether the player to move wins Nim at piles.
func (n *Nim) Wins(piles []int) bool { return n.g.Wins(nimKey(piles)) }

func nimKey(piles []int) string {
	p := append([]int(nil), piles...)
	sort.Ints(p)
	s := make([]string, len(p))
	for i, v := range p {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, ",")
}

func parseNimKey(key string) []int {
	if key == "" {
		return nil
	}
	var p []int
	for _, f := range strings.Split(key, ",") {
		v, _ := strconv.Atoi(f) // written by nimKey
		p = append(p, v)
	}
	return p
}
