// Command brute answers p1288 (the ring game) by searching the game to its
// end with internal/gametree, without the counting rule: slow, and the
// reference "judge stress p1288" checks the solution against. It rejects
// input outside the statement's limits (1 <= N <= 20, values 0 to 30, at
// least one 0) with exit status 1, so it is also the validator.
package main

import (
	"gametheory/internal/casegen"
	"gametheory/internal/gametree"
	"gametheory/pkg/fastio"
)

func main() { casegen.Brute("p1288 brute", solve) }

// A ring is the edge values and the node the coin is on. Edge i joins
// node i and node i+1 (mod N); the coin starts on node 0, between the last
// edge and the first.
type ring struct {
	edges string // one byte per edge value
	coin  int
}

// moves lowers the edge on either side of the coin to any smaller value
// and moves the coin across it.
func moves(p ring) []ring {
	n := len(p.edges)
	var m []ring
	for _, e := range []struct{ edge, to int }{
		{p.coin, (p.coin + 1) % n},                   // the edge after the coin
		{(p.coin + n - 1) % n, (p.coin + n - 1) % n}, // the edge before it
	} {
		for v := p.edges[e.edge]; v > 0; v-- {
			b := []byte(p.edges)
			b[e.edge] = v - 1
			m = append(m, ring{string(b), e.to})
		}
	}
	return m
}

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of nodes N", 1, 20)
	edges := make([]byte, n)
	zero := false
	for i := range edges {
		v := in.IntIn("an edge value", 0, 30)
		edges[i] = byte(v)
		zero = zero || v == 0
	}
	if in.Err() == nil && !zero {
		in.Fail("expected an edge of value 0, found none")
	}
	if err := in.Err(); err != nil {
		return err
	}
	if gametree.New(moves).Wins(ring{string(edges), 0}) {
		out.String("YES\n")
	} else {
		out.String("NO\n")
	}
	return nil
}
