// Command cses2207 solves CSES 2207 "Grundy's Game".
//
// Rules: one heap of n coins; a move splits one heap into two non-empty
// heaps of different sizes; the player who cannot move loses. The input
// is t, then t heap sizes n, one a query; for each print "first" if the
// player to move wins, else "second". The input ends after the t
// queries.
//
// Theorem: the player to move loses exactly when the heap's Grundy value
// G(n) is 0, G(n) being the mex, over the splits n = a + (n-a) with
// a < n-a, of G(a) xor G(n-a) (Sprague-Grundy: the two heaps a split
// leaves are a sum of games). Grundy's game has no known closed form or
// period; but every lost heap up to 10^6 is at most lastLost = 1222.
// That is not taken from the literature: TestEveryHeapUpToAMillion
// computes G(n) for every n up to 10^6 with pkg/octal (the sparse-space
// method, itself tested against plain mex) and checks this solution's
// answer to every one of them. So the solution computes G(n) by mex for
// n up to 1222 and answers "first" for every larger heap.
//
// Heaps from 0 (no heap: "second") to 10^6 are answered, and any t; a
// heap past 10^6, where the claim is not proved, is a range error.
//
// Cost: O(lastLost^2), about 370000 splits, once for the table, then O(1)
// time per query; O(lastLost) memory.
package main

import "gametheory/pkg/fastio"

func main() { fastio.Main("cses2207", solve) }

// lastLost is the largest lost heap up to maxHeap, proved by
// TestEveryHeapUpToAMillion.
const lastLost, maxHeap = 1222, 1e6

func solve(in *fastio.Reader, out *fastio.Writer) error {
	g := grundy(lastLost)
	for t := in.IntIn("the number of queries t", 0, 1<<63-1); t > 0 && in.Err() == nil; t-- {
		n := in.IntIn("a heap size n", 0, maxHeap)
		if err := in.Err(); err != nil {
			return err
		}
		if n <= lastLost && g[n] == 0 {
			out.String("second\n")
		} else {
			out.String("first\n")
		}
	}
	return nil
}

// grundy returns G(0), ..., G(n) by the definition: G(h) is the least
// value that no split of h into a < h-a reaches as G(a) xor G(h-a).
// A heap of h has fewer than h/2 splits, so its value is below h/2 <= n/2,
// and the xor of two such values is below n: the values reached are
// marked in a slice of n+1 stamps.
func grundy(n int) []int {
	g := make([]int, n+1)
	seen := make([]int, n+1) // seen[v] = h: v is reached from heap h
	for h := 1; h <= n; h++ {
		for a := 1; 2*a < h; a++ {
			seen[g[a]^g[h-a]] = h
		}
		for seen[g[h]] == h {
			g[h]++
		}
	}
	return g
}
