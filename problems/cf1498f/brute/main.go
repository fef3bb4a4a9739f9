// Command brute answers cf1498f (Christmas Game) by searching the game
// itself with internal/gametree, root by root, a position being the
// presents on every node, every move of every number of presents tried:
// slow, and the reference "judge stress cf1498f" checks the solution
// against. It rejects input outside the statement's limits (3 <= n <=
// 10^5, 1 <= k <= 20, n-1 edges forming a tree, 0 <= a_i <= 10^9) with
// exit status 1, so it is also the validator; and, with the same status
// and a message saying so, more than 8 nodes or 16 presents in all, too
// many positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("cf1498f brute", solve) }

// mostNodes is what a gametree.Presents holds; with mostPresents in all,
// a root's search meets at most C(23, 7) = 245157 positions.
const mostNodes, mostPresents = 8, 16

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := int(in.IntIn("the number of nodes n", 3, 1e5))
	if n > mostNodes {
		in.Fail(strconv.Itoa(n) + " nodes, more than this brute force searches, " + strconv.Itoa(mostNodes))
	}
	k := int(in.IntIn("the step k", 1, 20))
	adj := casegen.ReadTree(in, n)
	var start gametree.Presents
	total := int64(0)
	for i := 0; i < n && in.Err() == nil; i++ {
		a := in.IntIn("a number of presents a_i", 0, 1e9)
		if total += a; total > mostPresents {
			in.Fail("the nodes so far hold " + strconv.FormatInt(total, 10) + " presents, too many positions to search; this brute force takes at most " + strconv.Itoa(mostPresents))
		}
		start[i] = uint8(a)
	}
	if err := in.Err(); err != nil {
		return err
	}
	for r := 0; r < n; r++ {
		parent := make([]int, n) // rooted at r, by a walk from it
		parent[r] = -1
		for stack := []int{r}; len(stack) > 0; {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, u := range adj[v] {
				if u != parent[v] {
					parent[u] = v
					stack = append(stack, u)
				}
			}
		}
		if gametree.New(gametree.PresentMoves(parent, k)).Wins(start) {
			out.String("1 ")
		} else {
			out.String("0 ")
		}
	}
	out.Newline()
	return nil
}
