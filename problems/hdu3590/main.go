// Command hdu3590 solves HDU 3590 "PP and QQ": Green Hackenbush on a
// forest of rooted trees, in misère play (anti-SG).
//
// Rules: N trees, each rooted at its node 1; PP and QQ alternate, PP
// first; a move cuts one edge of one tree, and everything no longer joined
// to that tree's root falls away. The player who cannot move wins: whoever
// cuts the last edge loses, and with no edge at all PP wins at once. The
// input is cases until the end of input: each N, then N trees, each m (its
// nodes 1 to m) and its m-1 edges "a b", either end first. For each case
// print "PP" if PP wins, else "QQ".
//
// Theorem: split each tree at its root into branches, a branch being the
// edge from the root to a child c with everything above c. A move cuts an
// edge of exactly one branch and leaves the others as they were, so the
// forest is the sum of all its branches. A branch is worth g = 1 + s(c) in
// normal play, where s(v) is the xor over v's children w of 1 + s(w) (the
// colon principle; see agc017d), so g >= 1 while the branch stands. In
// misère play the branches are tame, and so, by the theorem of tame games
// (pkg/game's Tame), the forest is misère Nim on their values: QQ wins
// exactly when either every branch has g = 1 and there are an odd number
// of them, or some branch has g >= 2 and the xor X of all the g is 0. That
// is, PP wins iff (X = 0 and every g <= 1) or (X != 0 and some g > 1): the
// anti-SG (SJ) theorem, applied to the branches.
//
// Why the branches are tame: by induction, every branch of value 1 has the
// genus 1^031 and every branch of value g >= 2 the genus g^{g, g xor 2}, as
// misère Nim's heaps do. The theorem needs only each position's normal and
// misère Grundy values (a position without moves is worth 1 in misère
// play, any other the mex of its options'), so it is enough that a branch
// of value g has misère value 0 if g = 1 and g if g >= 2. Its options are
// cutting its own edge, which leaves nothing (misère value 1), and the
// branches of smaller value left by a move above c. With g = 1 none of
// those has value 1 (the mex of the options' values is 1), so all are >= 2
// and, by induction, their misère values too: the mex of {1, 2, 3, ...} is
// 0. With g >= 2 the options' values reach every value below g and not g;
// the option of value 1 has misère value 0, the one of value 0 (nothing
// left) 1, those of values 2 to g-1 the same: the mex is g. The test checks
// the rule against a search of the misère game itself (pkg/game's
// MisereWins on the sum of the trees).
//
// The published code: the usual solution applies the rule to whole trees
// instead (some tree's value > 1), which the SJ theorem does not allow: a
// tree of value 0 or 1 can still have moves, and a branch of value 2 or
// more. The two agree unless every tree is worth at most 1 and some branch
// at least 2 (a tree's value is the xor of its branches', so a tree worth 2
// or more has such a branch); there they always disagree. One tree with two
// paths of two edges from its root is misère Nim on {2, 2}, lost for PP:
// this solution prints QQ, the published code PP. The judge's data may
// have been made by that code; the answers here are the game's.
//
// Beyond the statement: N >= 0 (no trees: PP wins), m up to 10^6 and any
// number of cases are answered; an edge's end outside [1, m], and edges
// that do not form a tree (a loop, or an edge closing a cycle, which with
// m-1 edges is what leaves a node apart from node 1), are errors.
//
// Cost: O(m) time and memory per tree, without recursion.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("hdu3590", solve) }

// A forest holds one tree's arrays, reused from tree to tree.
type forest struct {
	head, next, to []int32 // adjacency lists: the edges at v from head[v]
	set            []int32 // union-find over the nodes, to refuse a cycle
	order, parent  []int32 // the nodes in breadth-first order from node 1
	value          []int   // s(v), then 1 + s(v) once v's subtree is done
}

// find returns the representative of v's set, halving the path.
func (f *forest) find(v int32) int32 {
	for f.set[v] != v {
		f.set[v] = f.set[f.set[v]]
		v = f.set[v]
	}
	return v
}

// tree reads a tree of m nodes and calls branch with the value of each of
// the branches at its root.
func (f *forest) tree(in *fastio.Reader, m int, branch func(g int)) {
	f.head, f.set = resize(f.head, m+1), resize(f.set, m+1)
	for v := range f.head {
		f.head[v], f.set[v] = -1, int32(v)
	}
	f.next, f.to = f.next[:0], f.to[:0]
	for e := 1; e < m && in.Err() == nil; e++ {
		a := int32(in.IntIn("an edge's end", 1, int64(m)))
		b := int32(in.IntIn("an edge's end", 1, int64(m)))
		if in.Err() != nil {
			return
		}
		if f.find(a) == f.find(b) {
			in.Fail("the edge " + strconv.Itoa(int(a)) + " " + strconv.Itoa(int(b)) + " closes a cycle: a tree's m-1 edges join its m nodes without one")
			return
		}
		f.set[f.find(a)] = f.find(b)
		for _, h := range [2][2]int32{{a, b}, {b, a}} {
			f.next = append(f.next, f.head[h[0]])
			f.to = append(f.to, h[1])
			f.head[h[0]] = int32(len(f.to) - 1)
		}
	}
	if in.Err() != nil {
		return
	}
	f.order, f.parent = append(f.order[:0], 1), resize(f.parent, m+1)
	f.parent[1] = 0
	for i := 0; i < len(f.order); i++ {
		v := f.order[i]
		for e := f.head[v]; e >= 0; e = f.next[e] {
			if w := f.to[e]; w != f.parent[v] {
				f.parent[w] = v
				f.order = append(f.order, w)
			}
		}
	}
	f.value = resize(f.value, m+1)
	clear(f.value)
	for i := len(f.order) - 1; i > 0; i-- {
		v := f.order[i]
		f.value[v]++ // s(v) + 1: the branch of v, below its parent
		if p := f.parent[v]; p != 1 {
			f.value[p] ^= f.value[v]
		} else {
			branch(f.value[v])
		}
	}
}

// resize returns s with length n, reusing its room.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var f forest
	for in.MoreInt() {
		x, big := 0, false
		for n := in.IntIn("the number of trees N", 0, 1<<63-1); n > 0 && in.Err() == nil; n-- {
			m := in.IntIn("the number of nodes m", 1, 1e6)
			if in.Err() == nil {
				f.tree(in, int(m), func(g int) {
					x ^= g
					big = big || g > 1
				})
			}
		}
		if err := in.Err(); err != nil {
			return err
		}
		if x == 0 && !big || x != 0 && big {
			out.String("PP\n")
		} else {
			out.String("QQ\n")
		}
	}
	return nil
}
