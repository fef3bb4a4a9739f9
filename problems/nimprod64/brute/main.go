// Command brute answers nimprod64 (Nim Product) by the statement's mex
// definition of the nim product, with internal/gametree's NimProducts,
// which knows nothing of its theory: slow, and the reference "judge
// stress nimprod64" checks the solution against. It rejects input outside
// the statement's limits (1 <= T <= 10^6, 0 <= A, B < 2^64) with exit
// status 1, so it is also the validator; and, with the same status and a
// message saying so, a number above 255, past the table the definition
// can fill.
package main

import (
	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("nimprod64 brute", solve) }

// most is the largest number answered: the table of every product below
// 256 takes the definition some 0.4 s.
const most = 255

func solve(in *fastio.Reader, out *fastio.Writer) error {
	var pairs [][2]uint64
	n := uint64(0) // the table's size: the largest number so far, plus 1
	for t := in.IntIn("the number of queries T", 1, 1e6); t > 0 && in.Err() == nil; t-- {
		var p [2]uint64
		for i, what := range []string{"A", "B"} {
			if p[i] = in.UintIn(what, 0, 1<<64-1); p[i] > most {
				in.Fail("a number above 255, past the table of the mex definition this brute force fills")
			}
			n = max(n, p[i]+1)
		}
		pairs = append(pairs, p)
	}
	if err := in.Err(); err != nil {
		return err
	}
	table := gametree.NimProducts(int(n))
	for _, p := range pairs {
		out.Int(int(table[p[0]][p[1]]))
		out.Newline()
	}
	return nil
}
