// Command agc017d solves AtCoder AGC 017 D "Game on Tree": Green
// Hackenbush on a tree.
//
// Rules: a tree on the vertices 1 to N; a move deletes one edge, and with
// it everything no longer joined to vertex 1; the player who cannot move
// loses. The input is N, then the N-1 edges "x y"; it ends after them.
// Print "Alice" if Alice, who moves first, wins, else "Bob".
//
// Theorem (the colon principle): root the tree at vertex 1; the Grundy
// value of a vertex v is g(v) = xor over its children c of (g(c) + 1),
// and Alice wins exactly when g(1) != 0. Why: a child c with its subtree
// and the edge above it is a game of its own (a move there changes
// nothing else), and the branches at v are a sum, worth the xor of their
// values (Sprague-Grundy). The branch of c is worth g(c)+1, by induction
// on its size: its moves are cutting the edge above c, which leaves
// nothing (value 0), and a move inside c's subtree, which leaves a branch
// of value h+1 for each value h the subtree reaches; the subtree reaches
// every h < g(c) and not g(c), so the branch reaches 0 and every h+1 with
// h < g(c), and not g(c)+1: its mex is g(c)+1. pkg/hackenbush computes it
// without recursion, and its test and this one check it against the
// search of the game.
//
// Beyond the statement: N from 1 to 10^6 is answered; edges that do not
// form a tree (a loop, a cycle, parts away from vertex 1) break the
// statement's promise but not the rules, and are answered by them: what
// is not joined to vertex 1 falls before the first move, and the rest is
// Green Hackenbush on a graph, which pkg/hackenbush answers in general. An
// edge's end outside [1, N] is an error.
//
// Cost: O(N) time and memory.
package main

import (
	"gametheory/pkg/fastio"
	"gametheory/pkg/hackenbush"
)

func main() { fastio.Main("agc017d", solve) }

func solve(in *fastio.Reader, out *fastio.Writer) error {
	n := in.IntIn("the number of vertices N", 1, 1e6)
	var edges [][2]int
	for e := n - 1; e > 0 && in.Err() == nil; e-- {
		x := in.IntIn("an edge's end", 1, n)
		y := in.IntIn("an edge's end", 1, n)
		edges = append(edges, [2]int{int(x), int(y)})
	}
	if err := in.Err(); err != nil {
		return err
	}
	if hackenbush.Value(int(n)+1, edges, 1) != 0 {
		out.String("Alice\n")
	} else {
		out.String("Bob\n")
	}
	return nil
}
