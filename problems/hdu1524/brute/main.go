// Command brute answers hdu1524 (A Chess Game) by searching each query's
// position, all its chessmen at once, to its end with internal/gametree
// (gametree.ChessMoves): no Grundy values, no xor of one-chessman games.
// Slow, and the reference "judge stress hdu1524" checks the solution
// against. It rejects input outside the statement's limits (1 <= N <=
// 1000, moves to positions in [0, N-1] forming no cycle, 1 <= M <= 10,
// chessmen on positions in [0, N-1], each case's queries ended by a 0
// line) with exit status 1, so it is also the validator; and, with the
// same status and a message saying so, a graph of more than 255 positions
// or a query of more than 100000 multisets of chessmen, too many
// positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu1524 brute", solve) }

// Vertices are at most 255 in a gametree.Chessmen position, and a query
// of M chessmen on N positions may reach C(N+M-1, M) multisets of them,
// searched for at most most.
const (
	mostN = 255
	most  = 100000
)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for c := 1; in.MoreInt(); c++ {
		n := int(in.IntIn("the number of positions N", 1, 1000))
		if in.Err() == nil && n > mostN {
			in.Fail("a graph of " + strconv.Itoa(n) + " positions, too many positions to search; this brute force takes N up to " + strconv.Itoa(mostN))
		}
		succ := make([][]int, n)
		for v := 0; v < n && in.Err() == nil; v++ {
			for x := in.IntIn("the number of moves X_i from a position", 0, 1<<31-1); x > 0 && in.Err() == nil; x-- {
				succ[v] = append(succ[v], int(in.IntIn("a position a move leads to", 0, int64(n)-1)))
			}
		}
		if in.Err() == nil {
			if v := onCycle(succ); v >= 0 {
				in.Fail("case " + strconv.Itoa(c) + ": the moves form a cycle through position " + strconv.Itoa(v))
			}
		}
		search := gametree.New(gametree.ChessMoves(succ))
		for in.Err() == nil {
			m := int(in.IntIn("the number of chessmen M, or 0", 0, 10))
			if m == 0 {
				break
			}
			if multisets(n, m) > most {
				in.Fail(strconv.Itoa(m) + " chessmen on " + strconv.Itoa(n) + " positions, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " multisets of chessmen")
			}
			at := make([]int, m)
			for i := range at {
				at[i] = int(in.IntIn("a chessman's position", 0, int64(n)-1))
			}
			if in.Err() != nil {
				break
			}
			if search.Wins(gametree.Chessmen(at...)) {
				out.String("WIN\n")
			} else {
				out.String("LOSE\n")
			}
		}
		if err := in.Err(); err != nil {
			return err
		}
	}
	return nil
}

// multisets returns C(n+m-1, m), the number of multisets of m chessmen on
// n positions, or most+1 if it is larger.
func multisets(n, m int) int {
	c := 1
	for i := 1; i <= m; i++ {
		if c = c * (n + i - 1) / i; c > most {
			return most + 1
		}
	}
	return c
}

// onCycle returns a position on a cycle of the moves succ, or -1: a
// depth-first search that meets a position still on its path.
func onCycle(succ [][]int) int {
	state := make([]int, len(succ)) // 0 unseen, 1 on the path, 2 done
	var visit func(v int) int
	visit = func(v int) int {
		state[v] = 1
		for _, w := range succ[v] {
			if state[w] == 1 {
				return w
			}
			if state[w] == 0 {
				if c := visit(w); c >= 0 {
					return c
				}
			}
		}
		state[v] = 2
		return -1
	}
	for v := range succ {
		if state[v] == 0 {
			if c := visit(v); c >= 0 {
				return c
			}
		}
	}
	return -1
}
