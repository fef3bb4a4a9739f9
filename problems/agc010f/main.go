// Command agc010f solves AtCoder AGC 010 F "Tree Game": moves that only
// go down in stones.
//
// Rules: a tree on the vertices 1 to N, A_i stones on vertex i.
// Takahashi puts a piece on a vertex; then, Takahashi first, the players
// alternate, each removing one stone from the piece's vertex and then
// moving the piece to a neighbour; the player who finds no stone under
// the piece loses. The input is N, A_1 .. A_N, then the N-1 edges; it
// ends after them. Print, on one line, every vertex Takahashi wins from
// by putting the piece there, in increasing order (an empty line if
// none).
//
// Theorem: call a vertex v winning when some neighbour u with A_u < A_v
// is not winning; this defines it for every vertex, the smaller A first.
// The player to move at v, with the stones of the start, wins exactly
// when v is winning. Why: the claim, for any stones B and the piece at v,
// that the mover wins iff some neighbour u with B_u < B_v is not winning
// for B, holds by induction on the stones left. If such a u exists the
// mover steps to it: the opponent is at u, with B_v one lower but still
// >= B_u, and u's status for B looks only at vertices with fewer stones
// than u, so it is unchanged. If none exists, every step loses: to u with
// B_u < B_v, u is winning for the opponent; to u with B_u >= B_v, the
// opponent steps straight back to v, which has now fewer stones than u,
// and leaves the mover at v with B_v - 1 stones and B_u - 1 on u; the
// neighbours x of v with fewer stones than that are the same ones as
// before (u is not among them), each still winning, as nothing with
// fewer stones than x changed, so by induction the mover has lost. The
// tree is never used: the rule holds on any graph without loops.
//
// So the winning vertices come out in one pass over the vertices in
// increasing order of A, with no recursion (a path of decreasing A is as
// easy as any tree) and no simulation of the stones.
//
// Beyond the statement (2 <= N <= 3000, 0 <= A_i <= 10^9) it answers N
// from 1 to 10^6 and A_i up to 2^63-1; edges that do not form a tree
// (double edges, cycles, parts apart) break the statement's promise but
// not the rules and are answered by them. An edge's end outside [1, N]
// and a loop, along which the rules give no sense to a move, are errors.
//
// Cost: O(N log N) time for the sort, O(N) memory.
package main

import (
	"cmp"
	"slices"
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("agc010f", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of vertices N", 1, 1e6))
	a := make([]int64, 0, n)
	for i := 0; i < n && in.Err() == nil; i++ {
		a = append(a, in.IntIn("a number of stones A_i", 0, 1<<63-1))
	}
	var ends []int32 // the ends of edge e are ends[2e] and ends[2e+1], from 0
	for e := n - 1; e > 0 && in.Err() == nil; e-- {
		x := in.IntIn("an edge's end", 1, int64(n))
		y := in.IntIn("an edge's end", 1, int64(n))
		if x == y && in.Err() == nil {
			in.Fail("a loop at vertex " + strconv.FormatInt(x, 10) + ": the piece cannot move along it")
		}
		ends = append(ends, int32(x-1), int32(y-1))
	}
	if err := in.Err(); err != nil {
		return err
	}
	win := winning(a, ends)
	first := true
	for v, w := range win {
		if w {
			if !first {
				out.Byte(' ')
			}
			out.Int(v + 1)
			first = false
		}
	}
	out.Newline()
	return nil
}

// winning returns, for each vertex v, whether the player to move with the
// piece on v wins, on the graph with the stones a and the edges ends.
func winning(a []int64, ends []int32) []bool {
	n := len(a)
	// The neighbours of v are adj[start[v]:start[v+1]].
	start := make([]int32, n+1)
	for _, v := range ends {
		start[v+1]++
	}
	for v := 0; v < n; v++ {
		start[v+1] += start[v]
	}
	adj := make([]int32, len(ends))
	next := slices.Clone(start[:n])
	for i := 0; i < len(ends); i += 2 {
		x, y := ends[i], ends[i+1]
		adj[next[x]], adj[next[y]] = y, x
		next[x]++
		next[y]++
	}
	order := make([]int32, n)
	for v := range order {
		order[v] = int32(v)
	}
	slices.SortFunc(order, func(v, u int32) int { return cmp.Compare(a[v], a[u]) })
	win := make([]bool, n)
	for _, v := range order {
		for _, u := range adj[start[v]:start[v+1]] {
			if a[u] < a[v] && !win[u] {
				win[v] = true
				break
			}
		}
	}
	return win
}
