// Command poj3710 solves POJ 3710 "Christmas Game": Green Hackenbush on
// rooted graphs with cycles.
//
// Rules: several graphs, each with its node 1 standing on the ground; a
// move deletes one edge of one graph, and everything no longer joined to
// that graph's node 1 falls away; the player who cannot move loses. The
// statement promises each graph is a tree with cycles hung on it: no two
// cycles share a vertex, a cycle touches the rest of the graph at only
// one of its vertices, and two nodes may be joined by two edges (a cycle
// of two). The input is cases until the end of input: each N, then N
// graphs, each "m k" (nodes 1 to m, k edges) and its k edges "a b". For
// each case print "Sally" if Sally, who moves first, wins, else "Harry".
//
// Theorem: the graphs are a sum, worth the xor of their Grundy values
// (Sprague-Grundy), and a graph is worth what pkg/hackenbush computes:
// a cycle hung from a vertex v fuses into v, leaving one loop (worth a
// stalk of one edge) if it has an odd number of edges and nothing if
// even, and then the colon principle, g(v) = xor over v's children c of
// g(c)+1, values the tree that is left. Why, for a cycle of k edges hung
// at v: cutting its i-th edge leaves two stalks at v, of i-1 and k-i
// edges, worth (i-1) xor (k-i); for odd k these are all even and include
// 0 (the middle edge), so the cycle is worth 1; for even k they are all
// odd, so it is worth 0. That is the fusion principle, which holds for
// any circuit (see pkg/hackenbush), and the colon principle lets the
// cycle be swapped for its value wherever it hangs; the test checks it
// all against the search of the game.
//
// Beyond the statement: any graph is answered by the rules, with the
// fusion principle in general (every 2-edge-connected piece fuses into
// one vertex keeping the parity of its edges): cycles sharing vertices,
// chords, triple edges, parts not joined to node 1 (they fall before
// the first move), and loops, which the statement does not mention: a
// loop is a cycle of one edge, worth 1. N >= 0 of any size, m up to 10^6
// and k up to 10^6 are answered; an edge's end outside [1, m] is an
// error.
//
// Cost: O(m + k) time and memory per graph, without recursion.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/hackenbush"
)

func main() { fastio.Main("poj3710", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var edges [][2]int
	for in.MoreInt() {
		x := 0
		for g := in.IntIn("the number of graphs N", 0, 1<<63-1); g > 0 && in.Err() == nil; g-- {
			m := in.IntIn("the number of nodes m", 1, 1e6)
			edges = edges[:0]
			for k := in.IntIn("the number of edges k", 0, 1e6); k > 0 && in.Err() == nil; k-- {
				a := in.IntIn("an edge's end", 1, m)
				b := in.IntIn("an edge's end", 1, m)
				edges = append(edges, [2]int{int(a), int(b)})
			}
			if in.Err() == nil {
				x ^= hackenbush.Value(int(m)+1, edges, 1)
			}
		}
		if err := in.Err(); err != nil {
			return err
		}
		if x != 0 {
			out.String("Sally\n")
		} else {
			out.String("Harry\n")
		}
	}
	return nil
}
