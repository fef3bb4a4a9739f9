// Command large writes one of abc209e's large cases to standard output:
// large NAME. Each is N = 2·10^5 words (the statement's most), a node
// being a word's first or last three letters, over the 52 letters a-z
// A-Z:
//
//   - largest-one-node: words of 3 to 8 a's, so that every word goes
//     from the node aaa to itself;
//   - largest-path: the 52^3 - 1 edges of a path through every node in a
//     random order, each word two consecutive nodes of the path, and the
//     rest of the N words copies of random ones of them, all shuffled;
//   - largest-random: words between 70000 random nodes, a node, 0 to 2
//     random letters, a node.
//
// They were drawn in Python, in that order, by one random module seeded
// with 209, and are drawn again here by casegen.Python, so that the
// committed inputs are made byte for byte; a case draws the ones before
// it first.
package main

import (
	"bufio"

	"gametheory/internal/casegen"
)

const (
	n       = 200000
	letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	nodes   = len(letters) * len(letters) * len(letters)
)

// draws are the cases in the order drawn: each returns its words.
var draws = []struct {
	name string
	draw func(r *casegen.Python) []string
}{
	{"largest-one-node", oneNode},
	{"largest-path", path},
	{"largest-random", random},
}

func main() {
	write := map[string]func(*bufio.Writer){}
	for i := range draws {
		i := i
		write[draws[i].name] = func(w *bufio.Writer) {
			r := casegen.NewPython(209)
			for _, d := range draws[:i] {
				d.draw(r)
			}
			w.WriteString(casegen.Line(n))
			for _, word := range draws[i].draw(r) {
				w.WriteString(word + "\n")
			}
		}
	}
	casegen.Large(write)
}

func oneNode(r *casegen.Python) []string {
	words := make([]string, n)
	for i := range words {
		words[i] = "aaaaaaaa"[:r.Randint(3, 8)]
	}
	return words
}

func path(r *casegen.Python) []string {
	order := make([]int, nodes)
	for i := range order {
		order[i] = i
	}
	r.Shuffle(nodes, func(i, j int) { order[i], order[j] = order[j], order[i] })
	edges := make([]string, nodes-1)
	for i := range edges {
		edges[i] = node(order[i]) + node(order[i+1])
	}
	words := append([]string{}, edges...)
	for len(words) < n {
		words = append(words, edges[r.Randbelow(uint64(len(edges)))])
	}
	r.Shuffle(n, func(i, j int) { words[i], words[j] = words[j], words[i] })
	return words
}

func random(r *casegen.Python) []string {
	ends := r.Sample(nodes, 70000)
	end := func() string { return node(ends[r.Randbelow(uint64(len(ends)))]) }
	words := make([]string, n)
	for i := range words {
		word := end()
		for k := r.Randint(0, 2); k > 0; k-- {
			word += string(letters[r.Randbelow(uint64(len(letters)))])
		}
		words[i] = word + end()
	}
	return words
}

// node returns the i-th three-letter node in the order of
// itertools.product(letters, repeat=3).
func node(i int) string {
	const l = len(letters)
	return string([]byte{letters[i/(l*l)], letters[i/l%l], letters[i%l]})
}
