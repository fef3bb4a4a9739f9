// Command hdu1524 solves HDU 1524 "A Chess Game" (also POJ 2425):
// Sprague-Grundy values on a DAG.
//
// Rules: a directed acyclic graph on the positions 0 to N-1; chessmen
// stand on positions, several may share one; a move takes one chessman
// along one edge; the player who cannot move loses. The input is test
// cases until the end of input, each N, then N lines, line i being X_i
// and the X_i positions a move from position i leads to, then queries,
// each M and the positions of M chessmen, the player to move being asked;
// a line 0 ends the case's queries. For each query print WIN if the
// player to move wins, else LOSE.
//
// Theorem: let g(v), the Grundy value of a lone chessman on v, be the mex
// (the least number not among them) of g over v's successors, so a sink
// has 0. The player to move loses exactly when the xor of g over the
// chessmen is 0. Why: a move takes one chessman and leaves the others,
// so the position is the sum of one-chessman games, and by the
// Sprague-Grundy theorem a sum is worth the xor of its parts' values. A
// lone chessman on v is a heap of Nim of size g(v): it can move to every
// smaller value (the mex), never to g(v) itself, and where it moves up
// the move is undone by moving down again; the graph is acyclic, so the
// game ends.
//
// The values come in reverse topological order, without recursion (a
// path of 1000 positions is as easy as any graph): the sinks first, and a
// position as soon as the last of its successors has its value (Kahn's
// algorithm on the reversed edges). Positions never reached that way
// lie on or above a cycle, which breaks the statement's promise of a DAG:
// an error naming the case and a position on the cycle, found by walking
// from such a position through positions also unvalued until one
// repeats.
//
// Beyond the statement (1 <= N <= 1000, 1 <= M <= 10) it answers N up to
// 10^6, N = 0, any number of chessmen, and edges given twice, which are
// the same move. A position out of [0, N-1] is an error. The input ends
// at the end of the file or at a token that does not start as an integer
// does (a NUL or ^Z some data files end with; ignored with a warning),
// where a case or, the last case's 0 line missing, a query would begin; a
// case or a query cut off before its end is an error.
//
// Cost: O(N + E) time and memory per case for E edges, O(M) per query.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("hdu1524", solve) }

// graph holds a case's moves and values, its slices reused from case to
// case: the moves from v lead to succ[start[v]:start[v+1]], and those to
// v come from pred[pstart[v]:pstart[v+1]].
type graph struct {
	start, pstart []int
	succ, pred    []int32
	left          []int   // v's successors without a value yet
	queue         []int32 // the positions valued, in that order
	g             []int32 // g[v], the Grundy value of a chessman on v
	mark          []int   // mark[x] == v+1: a successor of v has the value x
}

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var gr graph
	for c := 1; in.MoreInt(); c++ {
		n := int(in.IntIn("the number of positions N", 0, 1e6))
		gr.start, gr.succ = gr.start[:0], gr.succ[:0]
		for v := 0; v < n && in.Err() == nil; v++ {
			gr.start = append(gr.start, len(gr.succ))
			for x := in.IntIn("the number of moves X_i from a position", 0, 1<<63-1); x > 0 && in.Err() == nil; x-- {
				gr.succ = append(gr.succ, int32(in.IntIn("a position a move leads to", 0, int64(n)-1)))
			}
		}
		gr.start = append(gr.start, len(gr.succ))
		if err := in.Err(); err != nil {
			return err
		}
		if v := gr.values(n); v >= 0 {
			in.Fail("case " + strconv.Itoa(c) + ": the moves form a cycle through position " + strconv.Itoa(v) + "; the graph must be acyclic")
			return in.Err()
		}
		for in.MoreInt() {
			m := in.IntIn("the number of chessmen M", 0, 1<<63-1)
			if m == 0 {
				break
			}
			x := int32(0)
			for ; m > 0 && in.Err() == nil; m-- {
				if p := in.IntIn("a chessman's position", 0, int64(n)-1); in.Err() == nil {
					x ^= gr.g[p]
				}
			}
			if err := in.Err(); err != nil {
				return err
			}
			if x != 0 {
				out.String("WIN\n")
			} else {
				out.String("LOSE\n")
			}
		}
	}
	return nil
}

// values sets g for the n positions whose moves start and succ hold, in
// reverse topological order, and returns -1; or, if the moves form a
// cycle, a position on one.
func (gr *graph) values(n int) int {
	start, succ := gr.start, gr.succ
	pstart := resize(gr.pstart, n+1)
	clear(pstart)
	for _, w := range succ {
		pstart[w+1]++
	}
	for v := 0; v < n; v++ {
		pstart[v+1] += pstart[v]
	}
	left := resize(gr.left, n)
	copy(left, pstart) // for now, where w's next move to it goes in pred
	pred := resize(gr.pred, len(succ))
	for v := 0; v < n; v++ {
		for _, w := range succ[start[v]:start[v+1]] {
			pred[left[w]] = int32(v)
			left[w]++
		}
	}
	queue := gr.queue[:0]
	for v := 0; v < n; v++ {
		if left[v] = start[v+1] - start[v]; left[v] == 0 {
			queue = append(queue, int32(v))
		}
	}
	// A value is at most the number of successors' values, at most n-1
	// in a DAG, so mark needs n entries.
	g, mark := resize(gr.g, n), resize(gr.mark, n)
	clear(mark)
	for i := 0; i < len(queue); i++ {
		v := int(queue[i])
		for _, w := range succ[start[v]:start[v+1]] {
			mark[g[w]] = v + 1
		}
		x := int32(0)
		for mark[x] == v+1 {
			x++
		}
		g[v] = x
		for _, u := range pred[pstart[v]:pstart[v+1]] {
			if left[u]--; left[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	gr.pstart, gr.pred, gr.left, gr.queue, gr.g, gr.mark = pstart, pred, left, queue, g, mark
	if len(queue) == n {
		return -1
	}
	return gr.onCycle(n)
}

// onCycle returns a position on a cycle of moves, values having left some
// positions without a value: each of those has a successor without a
// value (left > 0), so a walk from one through such successors repeats a
// position within n steps, and the first repeated lies on a cycle.
func (gr *graph) onCycle(n int) int {
	seen := gr.mark
	clear(seen)
	v := 0
	for gr.left[v] == 0 {
		v++
	}
	for seen[v] == 0 {
		seen[v] = 1
		for _, w := range gr.succ[gr.start[v]:gr.start[v+1]] {
			if gr.left[w] > 0 {
				v = int(w)
				break
			}
		}
	}
	return v
}

// resize returns s with length n, reallocated if its capacity is short.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
