// Command abc209e solves AtCoder ABC 209 E "Shiritori": a game that can
// go on forever, decided by retrograde analysis on a graph of three-letter
// nodes.
//
// Rules: a dictionary of N words; Takahashi and Aoki say words in turn,
// each a dictionary word that begins with the last three letters of the
// word said before it (upper and lower case being different letters); a
// word may be said any number of times, and the player who cannot say one
// loses. Each puts not losing first and winning second. The input is N,
// then the N words. For each word s_i print, on a line of its own, who
// wins when Takahashi opens by saying s_i: "Takahashi", "Aoki", or "Draw"
// if the game goes on forever.
//
// Theorem: what may be said next depends only on the last three letters
// said, so make each three-letter string a node and each word an edge from
// its first three letters to its last three. With a player to move at a
// node, the node is lost if it has no edge, won if some edge leads to a
// lost node, lost if every edge leads to a won node; the nodes these rules
// decide, from the nodes without edges outwards, are exactly those where a
// player can force the end, and the rest are drawn: a node never decided
// has no edge to a lost node and some edge to another undecided one, so
// its player can keep the game among undecided nodes, and so can the
// other, and neither can force a win. After Takahashi opens with s_i,
// Aoki is to move at the node of s_i's last three letters: lost there
// means Takahashi wins, won means Aoki wins, undecided a draw.
//
// Retrograde analysis decides the nodes: a queue of decided nodes,
// starting with those without edges; for each, the nodes with an edge to
// it become won if it is lost, and if it is won they count one more edge
// known to lead to a won node, and become lost when the count reaches
// their number of edges. A word listed twice is two edges, counted twice
// in both, which decides the same. There are 52^3 = 140608 nodes and N
// edges, however many words share a node (the graph of words following
// words would have up to N^2 edges), and nothing recurses, so a path
// through every node is as easy as any graph.
//
// The statement promises 1 <= N <= 2·10^5 and words of 3 to 8 letters
// A-Z, a-z; longer words are answered too (only their first and last three
// letters count), and a word of fewer than 3 letters, or with any other
// byte, is an error naming it.
//
// Cost: O(N + 52^3) time and memory.
package main

import (
	"strconv"

	"gametheory/pkg/fastio"
)

func main() { fastio.Main("abc209e", solve) }

// nodes is the number of three-letter strings.
const nodes = 52 * 52 * 52

// The outcome of a node for the player to move; a node never decided is
// drawn.
const (
	draw int8 = iota
	win
	lose
)

func solve(in *fastio.Reader, out *fastio.Writer) error {
	// letter[c] is c's number, 1 to 52 for A-Z and a-z, 0 for any other byte.
	var letter [256]int32
	for c := 0; c < 26; c++ {
		letter['A'+c], letter['a'+c] = int32(c+1), int32(c+27)
	}
	node := func(s []byte) int32 {
		return ((letter[s[0]]-1)*52+letter[s[1]]-1)*52 + letter[s[2]] - 1
	}
	n := int(in.IntIn("the number of words N", 1, 2e5))
	from, to := make([]int32, n), make([]int32, n)
	for i := 0; i < n && in.Err() == nil; i++ {
		w := in.TokenIn("a word")
		ok := len(w) >= 3
		for _, c := range w {
			ok = ok && letter[c] != 0
		}
		if !ok && in.Err() == nil {
			in.Fail("expected word " + strconv.Itoa(i+1) + ", of 3 or more letters A-Z and a-z, found " + shown(w))
		}
		if ok {
			from[i], to[i] = node(w), node(w[len(w)-3:])
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	outcome := analyse(from, to)
	for _, v := range to {
		switch outcome[v] {
		case lose:
			out.String("Takahashi\n")
		case win:
			out.String("Aoki\n")
		default:
			out.String("Draw\n")
		}
	}
	return nil
}

// shown quotes a token for an error message, its first 40 bytes at most.
func shown(t []byte) string {
	if len(t) > 40 {
		return strconv.Quote(string(t[:40])) + "..."
	}
	return strconv.Quote(string(t))
}

// analyse returns the outcome of every node of the graph whose edge i
// goes from from[i] to to[i], for the player to move there.
func analyse(from, to []int32) []int8 {
	// left[v]: v's edges not yet known to lead to a won node. The edges
	// into w come from pred[start[w]:start[w+1]].
	left := make([]int32, nodes)
	start := make([]int32, nodes+1)
	for i := range from {
		left[from[i]]++
		start[to[i]+1]++
	}
	for w := 0; w < nodes; w++ {
		start[w+1] += start[w]
	}
	pred := make([]int32, len(from))
	next := append([]int32(nil), start[:nodes]...)
	for i, w := range to {
		pred[next[w]] = from[i]
		next[w]++
	}
	outcome := make([]int8, nodes)
	queue := make([]int32, 0, nodes)
	for v := int32(0); v < nodes; v++ {
		if left[v] == 0 {
			outcome[v] = lose
			queue = append(queue, v)
		}
	}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		isLost := outcome[u] == lose
		for _, v := range pred[start[u]:start[u+1]] {
			if outcome[v] != draw {
				continue
			}
			if isLost {
				outcome[v] = win
			} else if left[v]--; left[v] == 0 {
				outcome[v] = lose
			} else {
				continue
			}
			queue = append(queue, v)
		}
	}
	return outcome
}
