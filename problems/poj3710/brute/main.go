// Command brute answers poj3710 (Christmas Game) by searching each graph's
// game with internal/gametree, edge set by edge set, without the fusion
// or colon principles, and taking the xor of the graphs' Grundy values
// (Sprague-Grundy): slow, and the reference "judge stress poj3710" checks
// the solution against. It rejects input outside the statement's limits
// (cases until the end of input, 1 <= N <= 99 graphs, 1 <= m <= 99 nodes,
// 0 <= k <= 499 edges between nodes 1 to m, and the shape promised:
// cycles sharing no vertex, each touching the rest of the graph or the
// ground at one vertex only; a loop is taken as a cycle of one edge) with
// exit status 1, so it is also the validator; and, with the same status
// and a message saying so, graphs of more than 16 edges, too many
// positions to search.
package main

import (
	"strconv"

	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("poj3710 brute", solve) }

// most is the most edges of a graph searched.
const most = 16

func solve(in *fastio.Reader, out *fastio.Writer) error {
	for in.MoreInt() {
		x := 0
		for g := in.IntIn("the number of graphs N", 1, 99); g > 0 && in.Err() == nil; g-- {
			m := int(in.IntIn("the number of nodes m", 1, 99))
			k := int(in.IntIn("the number of edges k", 0, 499))
			if k > most {
				in.Fail("a graph of " + strconv.Itoa(k) + " edges, too many positions to search; this brute force takes up to " + strconv.Itoa(most))
			}
			// edges on the nodes 0 to m-1 for the shape; the search's
			// vertices are renumbered from 0 in the order met, node 1 first,
			// to fit its 64.
			var edges, search [][2]int
			number := map[int]int{0: 0}
			for ; k > 0 && in.Err() == nil; k-- {
				e := [2]int{int(in.IntIn("an edge's end", 1, int64(m))) - 1, int(in.IntIn("an edge's end", 1, int64(m))) - 1}
				edges = append(edges, e)
				for i, v := range e {
					if _, ok := number[v]; !ok {
						number[v] = len(number)
					}
					e[i] = number[v]
				}
				search = append(search, e)
			}
			if in.Err() == nil {
				if err := casegen.CactusShape(m, edges, 0); err != nil {
					in.Fail("not the shape promised: " + err.Error())
				}
			}
			if in.Err() == nil {
				x ^= gametree.HackenbushValue(search, 0)
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
