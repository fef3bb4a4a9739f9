// Command p4055 solves Luogu P4055 "[JSOI2009] 游戏": undirected vertex
// geography on a grid, decided by a maximum matching.
//
// Rules: an N by M maze of cells, '.' free and '#' blocked. Little AA
// puts a token on a free cell; then Little YY and Little AA alternate, YY
// first, each moving the token to an edge-adjacent free cell not entered
// before (the start counts as entered); the player who cannot move loses,
// so AA wins outright from a cell with no free neighbour. The input is N
// and M, then N rows of M characters; it ends after them. If AA can win,
// print WIN and then every cell he wins from, "r c" (1-based) one a line,
// by row and then column; otherwise print LOSE.
//
// Theorem: in a graph, the player to move from v (v entered) loses
// exactly when some maximum matching leaves v unmatched. Why: if a
// maximum matching M leaves v unmatched, the other player answers every
// move to w by moving to w's mate: w is matched, or M + vw would be
// larger, and every cell the mover can enter later is matched as well,
// or the path of moves would be an augmenting path of M. So the mover
// runs out of moves first. If every maximum matching covers v, the mover
// plays v's mate in one, M, and answers each later move to w with w's
// mate: were w unmatched, the path from v would be an alternating one
// whose flip is a maximum matching without v. Here v is AA's start and YY
// the mover: AA wins from exactly the cells some maximum matching leaves
// unmatched.
//
// Those are found from one maximum matching M: the cells M leaves
// unmatched, and every cell reached from one by alternating paths (an
// unmatched u, a neighbour w, w's mate, a neighbour of that, its mate,
// ...), since flipping such a path moves the gap to its end; and no
// other, since if M' leaves v unmatched and M does not, M and M' differ
// on a path from v of even length, alternating, that ends at a cell M
// leaves unmatched. The grid is bipartite by the parity of r+c: the
// matching is Hopcroft-Karp's, with the searches for augmenting paths on
// explicit stacks, so that a serpentine corridor of 5000 cells does not
// recurse 5000 deep, then one breadth-first search along alternating
// paths from all unmatched cells.
//
// Beyond the statement it reads rows separated by any whitespace, CR LF
// included. A row of the wrong length or with a character other than '.'
// and '#', and N or M outside [1, 100], are errors. A maze without a free
// cell is LOSE: AA has nowhere to put the token.
//
// Cost: O(E √V) time for the matching, V <= N M cells and E <= 2 V
// edges, and O(V) memory.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("p4055", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of rows N", 1, 100))
	m := int(in.IntIn("the number of columns M", 1, 100))
	free := make([]bool, 0, n*m)
	for r := 1; r <= n && in.Err() == nil; r++ {
		row := in.TokenIn("row " + strconv.Itoa(r) + " of the maze")
		if len(row) != m && in.Err() == nil {
			in.Fail("row " + strconv.Itoa(r) + " of the maze has length " + strconv.Itoa(len(row)) + ", expected M = " + strconv.Itoa(m))
		}
		for c, b := range row {
			if b != '.' && b != '#' && in.Err() == nil {
				in.Fail("row " + strconv.Itoa(r) + " of the maze: column " + strconv.Itoa(c+1) + " is " + strconv.QuoteRune(rune(b)) + ", expected '.' or '#'")
			}
			free = append(free, b == '.')
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	win := winning(n, m, free)
	some := false
	for v, w := range win {
		if w {
			if !some {
				out.String("WIN\n")
				some = true
			}
			out.Int(v/m + 1)
			out.Byte(' ')
			out.Int(v%m + 1)
			out.Newline()
		}
	}
	if !some {
		out.String("LOSE\n")
	}
	return nil
}

// winning returns, for each cell v = r*m + c of the n by m maze whose free
// cells free marks, whether the player who puts the token on v wins.
func winning(n, m int, free []bool) []bool {
	g := grid{n: n, m: m, free: free, mate: make([]int32, n*m)}
	for v := range g.mate {
		g.mate[v] = -1
	}
	g.match()
	// From every unmatched free cell, along alternating paths.
	win := make([]bool, n*m)
	var queue []int32
	for v, f := range free {
		if f && g.mate[v] < 0 {
			win[v] = true
			queue = append(queue, int32(v))
		}
	}
	for len(queue) > 0 {
		v := int(queue[0])
		queue = queue[1:]
		for d := 0; d < 4; d++ {
			if w := g.next(v, d); w >= 0 {
				if u := g.mate[w]; u >= 0 && !win[u] {
					win[u] = true
					queue = append(queue, u)
				}
			}
		}
	}
	return win
}

// grid is the maze's graph and a matching on it: mate[v] is v's mate or
// -1. The left side, from which augmenting paths are searched, is the
// cells with r+c even.
type grid struct {
	n, m int
	free []bool
	mate []int32
}

// next returns v's neighbour in direction d (0 to 3) if it is free, else
// -1.
func (g *grid) next(v, d int) int {
	r, c := v/g.m, v%g.m
	switch d {
	case 0:
		r--
	case 1:
		c++
	case 2:
		r++
	default:
		c--
	}
	if r < 0 || r >= g.n || c < 0 || c >= g.m || !g.free[r*g.m+c] {
		return -1
	}
	return r*g.m + c
}

// match makes mate a maximum matching, by Hopcroft-Karp: each phase
// layers the left cells by a breadth-first search from the unmatched
// ones, then takes a maximal set of disjoint shortest augmenting paths by
// depth-first searches along the layers, each on an explicit stack.
func (g *grid) match() {
	var left []int32
	for v, f := range g.free {
		if f && (v/g.m+v%g.m)%2 == 0 {
			left = append(left, int32(v))
		}
	}
	const unseen = 1<<31 - 1
	dist := make([]int32, len(g.free)) // a left cell's layer
	tried := make([]int8, len(g.free)) // a left cell's directions tried this phase
	var queue, stack, via []int32
	for {
		queue = queue[:0]
		for _, v := range left {
			dist[v] = unseen
			if g.mate[v] < 0 {
				dist[v] = 0
				queue = append(queue, v)
			}
		}
		found := false
		for i := 0; i < len(queue); i++ {
			v := int(queue[i])
			for d := 0; d < 4; d++ {
				w := g.next(v, d)
				if w < 0 {
					continue
				}
				if u := g.mate[w]; u < 0 {
					found = true
				} else if dist[u] == unseen {
					dist[u] = dist[v] + 1
					queue = append(queue, u)
				}
			}
		}
		if !found {
			return
		}
		for _, v := range left {
			tried[v] = 0
		}
		for _, root := range left {
			if g.mate[root] >= 0 {
				continue
			}
			// stack holds the left cells of the path so far, via[i] the
			// right cell stack[i] goes on to.
			stack, via = append(stack[:0], root), via[:0]
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				if tried[v] == 4 {
					dist[v] = unseen // no path on from here this phase
					stack = stack[:len(stack)-1]
					if len(via) > 0 {
						via = via[:len(via)-1]
					}
					continue
				}
				w := g.next(int(v), int(tried[v]))
				tried[v]++
				if w < 0 {
					continue
				}
				u := g.mate[w]
				if u >= 0 && dist[u] != dist[v]+1 {
					continue
				}
				via = append(via, int32(w))
				if u >= 0 {
					stack = append(stack, u)
					continue
				}
				for i, x := range stack { // augment: x takes via[i]
					g.mate[x], g.mate[via[i]] = via[i], x
				}
				break
			}
		}
	}
}
