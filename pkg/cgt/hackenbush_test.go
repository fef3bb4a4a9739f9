package cgt

import (
	"slices"
	"strings"
	"testing"
)

// TestHackenbushTreeRule values every tree of up to 6 edges, each edge
// of either colour on any edge below it, by the edge rule (hackenbushValue)
// and by its moves (the Ruleset): the two agree.
func TestHackenbushTreeRule(t *testing.T) {
	for n := 1; n <= 6; n++ {
		below := make([]int, n)
		var parents func(e int)
		parents = func(e int) {
			if e == n {
				for colors := 0; colors < 1<<n; colors++ {
					s := writeEdges(below, colors)
					g, err := hackenbushValue(s)
					want, err2 := hackenbush.Value(normalTree(s))
					if err != nil || err2 != nil || g != want {
						t.Fatalf("%s: %v, %v by the edge rule; %v, %v by its moves", s, g, err, want, err2)
					}
				}
				return
			}
			for b := 0; b < e; b++ {
				below[e] = b
				parents(e + 1)
			}
		}
		below[0] = -1
		parents(1)
	}
	// Trees whose moves no search could take: 1000 branches LR on an edge
	// L are worth 500 standing on it, and the edge makes it 501.
	for _, tt := range []struct{ tree, want string }{
		{"L(" + strings.Repeat("LR,", 999) + "LR)", "501"},
		{"R(" + strings.Repeat("RL,", 999) + "RL)", "-501"},
		{"L(" + strings.Repeat("R,", 61) + "R)", "1/4611686018427387904"},
	} {
		if g, err := Hackenbush(tt.tree); err != nil || g.String() != tt.want {
			t.Errorf("Hackenbush(%.20s...) = %v, %v; want %s", tt.tree, g, err, tt.want)
		}
	}
}

// writeEdges writes the tree whose edge e stands on edge below[e] (-1:
// the ground), edge e blue where colors' bit e is 0.
func writeEdges(below []int, colors int) string {
	var write func(e int) string
	write = func(e int) string {
		s := string("LR"[colors>>e&1])
		var kids []string
		for f := range below {
			if below[f] == e {
				kids = append(kids, write(f))
			}
		}
		if len(kids) > 0 {
			s += "(" + strings.Join(kids, ",") + ")"
		}
		return s
	}
	return write(0)
}

// writeTree writes the tree of edges from the edge root up, in the form
// the positions are remembered by: a chain of single edges as a string,
// branches sorted. Edges cut are those with keep false.
func writeTree(edges []hbEdge, above [][]int, root int, keep []bool) string {
	var b strings.Builder
	e := root
	for {
		b.WriteByte(edges[e].color)
		var kids []int
		for _, k := range above[e] {
			if keep[k] {
				kids = append(kids, k)
			}
		}
		if len(kids) == 1 {
			e = kids[0]
			continue
		}
		if len(kids) > 1 {
			parts := make([]string, len(kids))
			for i, k := range kids {
				parts[i] = writeTree(edges, above, k, keep)
			}
			slices.Sort(parts)
			b.WriteString("(" + strings.Join(parts, ",") + ")")
		}
		return b.String()
	}
}

// normalTree returns the tree s, which parses, in its remembered form.
func normalTree(s string) string {
	edges, _ := parseTree(s)
	above := make([][]int, len(edges))
	keep := make([]bool, len(edges))
	for i, e := range edges {
		keep[i] = true
		if e.below >= 0 {
			above[e.below] = append(above[e.below], i)
		}
	}
	return writeTree(edges, above, 0, keep)
}

// hackenbushMoves returns the moves of the player who cuts edges of the
// colour c: each such edge cut, with what stands on it; the root's cut
// leaves nothing, the empty tree "".
func hackenbushMoves(c byte) func(string) []string {
	return func(s string) []string {
		if s == "" {
			return nil
		}
		edges, _ := parseTree(s)
		above := make([][]int, len(edges))
		for i, e := range edges {
			if e.below >= 0 {
				above[e.below] = append(above[e.below], i)
			}
		}
		var out []string
		for cut, e := range edges {
			if e.color != c {
				continue
			}
			if cut == 0 {
				out = append(out, "")
				continue
			}
			keep := make([]bool, len(edges))
			for i, f := range edges {
				// Edges are listed after the edge below them, so an edge
				// is kept when the one below it is.
				keep[i] = i != cut && (f.below < 0 || keep[f.below])
			}
			out = append(out, writeTree(edges, above, 0, keep))
		}
		return slices.Compact(sorted(out))
	}
}

// sorted sorts s and returns it.
func sorted(s []string) []string {
	slices.Sort(s)
	return s
}

// hackenbush values trees by their moves, to check hackenbushValue with.
var hackenbush = New(hackenbushMoves('L'), hackenbushMoves('R'))
