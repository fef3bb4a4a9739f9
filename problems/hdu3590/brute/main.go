// Command brute answers hdu3590 (PP and QQ) by searching each case's
// forest to its end under the misère rule, the trees a sum searched as a
// multiset of trees (internal/gametree's RootedTree and TreeCuts, pkg/game's
// MisereWins), without Grundy values, branches or the anti-SG theorem:
// slow, and the reference "judge stress hdu3590" checks the solution
// against. It rejects input outside the statement's limits (cases until
// the end of input, 0 <= N <= 99 trees, 1 <= m <= 99 nodes, m-1 edges
// between nodes 1 to m forming a tree) with exit status 1, so it is also
// the validator; and, with the same status and a message saying so, a
// case of more than 16 edges in all, too many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("hdu3590 brute", solve) }

// most is the most edges a case's trees may hold in all.
const most = 16

var search = gametree.New(gametree.TreeCuts)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		var trees []gametree.RootedTree
		total := 0
		for n := in.IntIn("the number of trees N", 0, 99); n > 0 && in.Err() == nil; n-- {
			m := int(in.IntIn("the number of nodes m", 1, 99))
			if total += m - 1; total > most {
				in.Fail("the trees so far hold " + strconv.Itoa(total) + " edges, too many positions to search; this brute force takes at most " + strconv.Itoa(most) + " in a case")
			}
			joined := make([]int, m) // union-find, to refuse a cycle
			for v := range joined {
				joined[v] = v
			}
			root := func(v int) int {
				for joined[v] != v {
					v = joined[v]
				}
				return v
			}
			var edges [][2]int
			for e := 1; e < m && in.Err() == nil; e++ {
				a, b := int(in.IntIn("an edge's end", 1, int64(m)))-1, int(in.IntIn("an edge's end", 1, int64(m)))-1
				switch {
				case in.Err() != nil:
				case root(a) == root(b):
					in.Fail("the edges do not form a tree: this one closes a cycle")
				default:
					joined[root(a)] = root(b)
					edges = append(edges, [2]int{a, b})
				}
			}
			if in.Err() == nil {
				trees = append(trees, gametree.NewRootedTree(m, edges, 0))
			}
		}
		if err := in.Err(); err != nil {
			return err
		}
		if search.MisereWins(trees...) {
			out.String("PP\n")
		} else {
			out.String("QQ\n")
		}
	}
	return nil
}
